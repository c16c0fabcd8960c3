import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {buildPages} from '../../plugins/openapi-reference/generate';
import {headingSlug, operations as listOps, slugify, tags as listTags} from '../../plugins/openapi-reference/model';
import {cell, errorCodes, linkTo, mdxText} from '../../plugins/openapi-reference/pages';
import {OPENAPI_REFERENCE_ROUTE, OPENAPI_SPEC, openapiRoute} from '../../plugins/openapi-reference/routes';
import {checkSpec, loadSpec, pointer, type Json} from '../../plugins/openapi-reference/spec';
import {extractExamples, loadOperations, matchOperation} from '../../plugins/content-check/httpExamples';
import {checkStandaloneExamples, markdownExamples} from '../../plugins/viewer-reference/examples';

const siteDir = path.resolve(__dirname, '../..');
const specText = fs.readFileSync(path.join(siteDir, OPENAPI_SPEC), 'utf8');
const spec = yaml.load(specText) as Json;
const pages = buildPages(siteDir);
const files = new Set(pages.map((p) => p.file));

describe('checks of the description', () => {
  it('the real description has everything the reference needs', () => {
    expect(checkSpec(spec)).toEqual([]);
  });

  const tiny = (): Record<string, unknown> => ({
    openapi: '3.1.0',
    paths: {
      '/projects/{projectId}': {
        get: {operationId: 'getProject', summary: 'One project', responses: {'200': {description: 'The project.', content: {'application/json': {schema: {$ref: '#/components/schemas/Project'}}}}}},
      },
    },
    components: {
      schemas: {
        Project: {type: 'object', description: 'A project.', properties: {id: {type: 'integer'}, owner: {$ref: '#/components/schemas/Owner'}}},
      },
    },
  });

  it('names an operation without description, a field without description and a broken $ref by JSON pointer', () => {
    const problems = checkSpec(tiny() as Json).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems).toEqual([
      '#/components/schemas/Project/properties/owner: $ref "#/components/schemas/Owner" points at nothing',
      '#/paths/~1projects~1{projectId}/get: operation has no description',
      '#/components/schemas/Project/properties/id: field "id" has no description',
      '#/components/schemas/Project/properties/owner: field "owner" has no description',
    ]);
  });

  it('names an operation without summary, and a parameter without description', () => {
    const doc = tiny();
    const op = (doc.paths as Record<string, {get: Record<string, unknown>}>)['/projects/{projectId}']!.get;
    delete op.summary;
    op.description = 'Returns one project.';
    op.parameters = [{name: 'projectId', in: 'path', required: true, schema: {type: 'integer'}}];
    const messages = checkSpec(doc as Json).map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toContain('#/paths/~1projects~1{projectId}/get: operation has no summary');
    expect(messages).toContain('#/paths/~1projects~1{projectId}/get/parameters/0: parameter "projectId" has no description');
  });

  it('fails loading with the file, the count and every pointer', () => {
    expect(() => loadSpec(yaml.dump(tiny()), 'openapi/x.yaml')).toThrow(/^openapi\/x\.yaml: the API reference cannot be generated, 4 problem\(s\):\n {2}#\/components\/schemas\/Project\/properties\/owner: /);
    expect(() => loadSpec('a: [', 'openapi/x.yaml')).toThrow(/openapi\/x\.yaml: not valid YAML/);
  });

  it('escapes JSON pointer keys', () => {
    expect(pointer('paths', '/a~b/{c}', 'get')).toBe('#/paths/~1a~0b~1{c}/get');
  });
});

describe('page helpers', () => {
  it('slugs operation ids, tags and schema names', () => {
    expect(slugify('listModels')).toBe('list-models');
    expect(slugify('Position rules')).toBe('position-rules');
    expect(slugify('getODataServiceDocument')).toBe('get-odata-service-document');
    expect(slugify('ODataAnalysis')).toBe('odata-analysis');
  });
  it('reads error codes from a response description', () => {
    expect(errorCodes('State conflict (`model-locked`, `name-taken`).')).toEqual(['model-locked', 'name-taken']);
    expect(errorCodes('The token lacks a scope (`forbidden`); `detail` says which.')).toEqual(['forbidden']);
  });
  it('keeps MDX text and table cells safe', () => {
    expect(mdxText('at https://{server}/ and `{id}` <b>')).toBe('at https://\\{server\\}/ and `{id}` \\<b\\>');
    expect(cell('a | b\nc')).toBe('a \\| b c');
    expect(linkTo('models.md', 'schemas.md#model')).toBe('./schemas.md#model');
    expect(linkTo('schemas.md', 'schemas.md#model')).toBe('#model');
    expect(openapiRoute('models.md')).toBe(`${OPENAPI_REFERENCE_ROUTE}models/`);
    expect(headingSlug('Element–item pairs of one analysis')).toBe('elementitem-pairs-of-one-analysis');
  });
});

describe('generated reference', () => {
  const operations = loadOperations(spec);

  it('has an overview, a page per tag with a section per operation, a page of schemas, and the OData entity sets', () => {
    expect([...files].sort()).toEqual(['auth.md', 'catalogues.md', 'elements.md', 'import-jobs.md', 'index.md', 'models.md', 'odata.md', 'position-rules.md', 'projects.md', 'schemas.md', 'sync.md']);
    const all = pages.map((p) => p.content).join('\n');
    for (const op of operations) expect(all, op.operationId).toContain(`| Operation ID | \`${op.operationId}\` |`);
    const schemaNames = Object.keys((spec as {components: {schemas: object}}).components.schemas);
    const schemaPage = pages.find((p) => p.file === 'schemas.md')!.content;
    for (const name of schemaNames) expect(schemaPage).toContain(`\n## ${name}\n`);
    const overview = pages.find((p) => p.file === 'index.md')!.content;
    for (const heading of ['Base URLs', 'Authentication', 'Pagination', 'Errors', 'Rate limits', 'Versioning']) expect(overview).toContain(`## ${heading}\n`);
    const odata = pages.find((p) => p.file === 'odata.md')!.content;
    for (const set of ['Projects', 'Analyses', 'ItemResults', 'ElementResults']) expect(odata).toContain(`\n### ${set}\n`);
    expect(odata).toContain('| `ItemResults` | array of [ODataItemResult](./schemas.md#odataitemresult) |');
  });

  it('an operation section has method and path, tables, every response with an example, error codes and both samples', () => {
    const models = pages.find((p) => p.file === 'models.md')!.content;
    const page = models.slice(models.indexOf('\n## Create an empty model in a project\n'), models.indexOf('\n## One model\n'));
    expect(page).toContain('`POST /projects/{projectId}/models`');
    expect(page).toContain('| `projectId` | path | integer (int64) | yes |');
    expect(page).toContain('| `name` | string | yes | Model name, unique in the project. | at most 200 characters | `"КЖ_Корпус2"` |');
    for (const status of ['201 Created', '400 Bad Request', '401 Unauthorized', '403 Forbidden', '404 Not Found', '409 Conflict']) expect(page).toContain(`\n#### ${status}\n`);
    expect(page).toContain('| 409 | `model-locked`');
    expect(page).toContain('curl -X POST "https://tessera.company.ru/api/v1/projects/318/models"');
    expect(page).toContain('export async function createModel(token: string, projectId: number): Promise<Model>');
    expect(page).toContain('Schema: [CreateModelRequest](./schemas.md#createmodelrequest)');
  });

  it('every link of a page leads to a generated page and a heading on it', () => {
    const ids = new Map(pages.map((p) => [p.file, new Set([...p.content.matchAll(/^#{2,4} (.+)$/gm)].map((m) => headingSlug((m[1] ?? '').replace(/\\/g, ''))))]));
    const broken: string[] = [];
    for (const page of pages) {
      for (const match of page.content.matchAll(/\]\(((?:\.\/[^)#\s]+\.md)?)(?:#([^)]*))?\)/g)) {
        const target = match[1] ? path.posix.normalize(match[1]) : page.file;
        if (!ids.has(target)) broken.push(`${page.file} → ${match[0]}`);
        else if (match[2] && !ids.get(target)!.has(match[2])) broken.push(`${page.file} → ${match[0]} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the curl samples call operations the description has', () => {
    const unknown: string[] = [];
    for (const page of pages) {
      for (const request of extractExamples(page.content, page.file).requests) {
        if (!matchOperation(operations, request.method, request.path)) unknown.push(`${page.file}: ${request.method} ${request.path}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('every TypeScript sample compiles under --strict with ES2022 and the DOM, its example bodies fitting the schemas', () => {
    const examples = pages.flatMap((p) => markdownExamples(`${OPENAPI_REFERENCE_ROUTE}${p.file}`, p.content));
    expect(examples.length).toBe(operations.length);
    expect(new Set(examples.map((e) => /export async function (\w+)/.exec(e.code)?.[1]))).toEqual(new Set(operations.map((op) => op.operationId)));
    const problems = checkStandaloneExamples(examples, path.join(siteDir, 'content/api/__openapi_examples__'));
    expect(problems.map((p) => `${p.origin}: ${p.message}`)).toEqual([]);
  }, 180_000);
});

describe('hand-written API pages', () => {
  const operations = loadOperations(spec);
  const tagList = listTags(spec as never);
  const byId = new Map(listOps(spec as never, (n) => tagList.find((t) => t.name === n)?.slug ?? slugify(n)).map((op) => [op.operationId, `${openapiRoute(op.page)}#${op.anchor}`] as const));
  const dir = path.join(siteDir, 'content/api/tessera');
  const handWritten = ['tessera-howto', 'tessera-overview'].flatMap((sub) =>
    fs.readdirSync(path.join(dir, sub)).filter((f) => f.endsWith('.md') && f !== 'index.md').map((f) => path.join(dir, sub, f)),
  );

  it('link every operation they show a request of to its reference page', () => {
    const missing: string[] = [];
    for (const file of handWritten) {
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(siteDir, file);
      const used = new Set(extractExamples(text, rel).requests.map((r) => matchOperation(operations, r.method, r.path)?.operationId).filter((id): id is string => id !== undefined));
      for (const id of used) {
        const route = byId.get(id);
        if (!route) missing.push(`${rel}: ${id} has no reference page`);
        else if (!text.includes(`](${route})`)) missing.push(`${rel}: uses ${id} but does not link ${route}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
