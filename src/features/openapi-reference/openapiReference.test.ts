import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {buildPages} from './plugin/generate';
import {headingSlug, operationName, operations as listOps, slugify, tags as listTags} from './plugin/model';
import {cell, linkTo, mdxText, pathCode} from './plugin/markdown';
import {DEPRECATED_NOTE} from './plugin/operationPage';
import {referencePages} from './plugin/pages';
import {errorCodes} from './plugin/responses';
import {siteConfig} from '../../../site.config';
import {OPENAPI_REFERENCE_ROUTE, OPENAPI_SPEC, openapiRoute} from './plugin/routes';
import {checkSpec, loadSpec, pointer, type Json} from './plugin/spec';
import {extractExamples, loadOperations, matchOperation} from '../../../tests/content/httpExamples';
import {checkStandaloneExamples, markdownExamples} from '../viewer-reference/plugin/examples';

const siteDir = path.resolve(__dirname, '../../..');
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
        get: {
          operationId: 'getProject',
          summary: 'One project',
          responses: {
            '200': {
              description: 'The project.',
              content: {'application/json': {schema: {$ref: '#/components/schemas/Project'}}},
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Project: {
          type: 'object',
          description: 'A project.',
          properties: {id: {type: 'integer'}, owner: {$ref: '#/components/schemas/Owner'}},
        },
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
    expect(messages).toContain(
      '#/paths/~1projects~1{projectId}/get/parameters/0: parameter "projectId" has no description',
    );
  });

  it('fails loading with the file, the count and every pointer', () => {
    expect(() => loadSpec(yaml.dump(tiny()), 'openapi/x.yaml')).toThrow(
      /^openapi\/x\.yaml: the API reference cannot be generated, 4 problem\(s\):\n {2}#\/components\/schemas\/Project\/properties\/owner: /,
    );
    expect(() => loadSpec('a: [', 'openapi/x.yaml')).toThrow(/openapi\/x\.yaml: not valid YAML/);
  });

  it('names an undeclared operation tag and an x-parent that is not a declared top-level tag', () => {
    const doc = tiny();
    doc.tags = [
      {name: 'Projects', description: 'Projects.'},
      {name: 'Members', description: 'Members.', 'x-parent': 'Teams'},
      {name: 'Roles', description: 'Roles.', 'x-parent': 'Members'},
    ];
    (doc.paths as Record<string, {get: Record<string, unknown>}>)['/projects/{projectId}']!.get.tags = ['Project'];
    const messages = checkSpec(doc as Json).map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toContain('#/tags/1/x-parent: x-parent "Teams" is not a declared tag');
    expect(messages).toContain('#/tags/2/x-parent: x-parent "Members" is itself nested; tags nest one level deep');
    expect(messages).toContain(
      '#/paths/~1projects~1{projectId}/get/tags/0: tag "Project" is not declared in the top-level `tags`',
    );
  });

  it('escapes JSON pointer keys', () => {
    expect(pointer('paths', '/a~b/{c}', 'get')).toBe('#/paths/~1a~0b~1{c}/get');
  });
});

describe('page helpers', () => {
  it('names an operation by its operationId in words, acronyms kept', () => {
    expect(operationName('listModels')).toBe('List models');
    expect(operationName('getCurrentIdentity')).toBe('Get current identity');
    expect(operationName('getODataMetadata')).toBe('Get OData metadata');
    expect(operationName('getImportJobByID')).toBe('Get import job by ID');
  });

  it('gives every operation a short, natural name: x-name where the operationId in words is not one', () => {
    const tagList = listTags(spec as never);
    const names = listOps(spec as never, (n) => tagList.find((t) => t.name === n)!.slug).map((op) => [
      op.operationId,
      op.name,
    ]);
    expect(Object.fromEntries(names)).toMatchObject({
      listModels: 'List models',
      importCatalogue: 'Import catalogue',
      getODataServiceDocument: 'Get OData service document',
      putSyncBlob: 'Upload blob',
      odataAnalysisItemResults: 'Query item results of an analysis',
    });
    // Short: a name, not the summary sentence; and no two operations of the reference share one.
    for (const [id, name] of names) expect(name!.split(' ').length, id).toBeLessThanOrEqual(6);
    expect(new Set(names.map(([, name]) => name)).size).toBe(names.length);
  });

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
    expect(openapiRoute('models/index.md')).toBe(`${OPENAPI_REFERENCE_ROUTE}models/`);
    expect(openapiRoute('models/list-models.md')).toBe(`${OPENAPI_REFERENCE_ROUTE}models/list-models/`);
    expect(headingSlug('Element–item pairs of one analysis')).toBe('elementitem-pairs-of-one-analysis');
    expect(pathCode('/models/{modelId}/versions')).toBe(
      "<code>/models/<wbr />{'{'}modelId{'}'}/<wbr />versions</code>",
    );
  });
});

describe('generated reference', () => {
  const operations = loadOperations(spec);

  const contentOf = (file: string): string => pages.find((p) => p.file === file)!.content;

  it("has an overview, the errors page, a folder per tag (nested tags inside their parent's) with an index and a page per operation, and a page per schema", () => {
    const tagFolders = [
      'auth',
      'catalogues',
      'elements',
      'import-jobs',
      'models',
      'models/geometry-bucket',
      'models/meta-bucket',
      'models/versions',
      'odata',
      'odata/analyses',
      'odata/results',
      'position-rules',
      'projects',
      'sync',
      'sync/upload',
    ];
    expect([...files].filter((f) => f.endsWith('index.md') && !f.startsWith('schemas/')).sort()).toEqual(
      ['index.md', ...tagFolders.map((t) => `${t}/index.md`)].sort(),
    );
    expect(files.has('errors.md')).toBe(true);
    const tagList = listTags(spec as never);
    for (const op of listOps(spec as never, (n) => tagList.find((t) => t.name === n)!.slug)) {
      const content = contentOf(`${tagList.find((t) => t.name === op.tags[0])!.slug}/${slugify(op.operationId)}.md`);
      // Titled by its short name; method and path, then the summary, right under the title.
      expect(content, op.operationId).toContain(`\ntitle: ${JSON.stringify(op.name)}\n`);
      expect(content, op.operationId).toContain(
        `\nreadingTime: false\n---\n\n\`${op.method.toUpperCase()} ${op.path}\`\n\n`,
      );
      expect(content, op.operationId).toContain(`- Operation ID: \`${op.operationId}\`\n`);
      // No table without a header row.
      expect(content, op.operationId).not.toMatch(/^\|(\s*\|)+\s*$/m);
    }
    expect(pages.filter((p) => p.content.includes('- Operation ID: '))).toHaveLength(operations.length);
    expect(pages.filter((p) => !p.content.includes('\nreadingTime: false\n'))).toEqual([]);
    const schemaNames = Object.keys((spec as {components: {schemas: object}}).components.schemas);
    for (const name of schemaNames)
      expect(contentOf(`schemas/${slugify(name)}.md`), name).toContain(`\ntitle: "${name}"\n`);
    expect(pages.filter((p) => p.file.startsWith('schemas/'))).toHaveLength(schemaNames.length + 1);
    for (const name of schemaNames)
      expect(contentOf('schemas/index.md')).toContain(`| [${name}](./${slugify(name)}.md) |`);
    expect(contentOf('schemas/index.md')).toContain(
      '| [Model](./model.md) | A model of a project; its content lives in its versions. |',
    );
    const overview = contentOf('index.md');
    for (const heading of ['Base URLs', 'Authentication', 'Pagination', 'Errors', 'Rate limits', 'Versioning'])
      expect(overview).toContain(`## ${heading}\n`);
    expect(overview).toContain(
      '| [Models](./models/index.md) | Models, model versions and their buckets. | 11 | [Versions](./models/versions/index.md), [Geometry bucket](./models/geometry-bucket/index.md), [Meta bucket](./models/meta-bucket/index.md) |',
    );
    const odata = ['odata/index.md', 'odata/analyses/index.md', 'odata/results/index.md'].map(contentOf).join('\n');
    for (const set of ['Projects', 'Analyses', 'ItemResults', 'ElementResults'])
      expect(odata.split(`\n### ${set}\n`).length - 1, set).toBe(1);
    expect(contentOf('odata/index.md')).toContain(
      '| [Analyses](./analyses/index.md#analyses) | [ODataAnalysis](../schemas/odata-analysis.md) |',
    );
    expect(contentOf('odata/analyses/index.md')).toContain(
      '| `ItemResults` | array of [ODataItemResult](../../schemas/odata-item-result.md) |',
    );
    expect(contentOf('odata/results/odata-item-results.md')).toContain(
      'Reads the `ItemResults` entity set: its fields, navigation properties and the query options it supports are on [Results](./index.md#itemresults).',
    );
  });

  it("a tag's index lists its operations with method, path, name and summary; a parent's lists its nested tags' too, each of which links back", () => {
    const index = contentOf('models/index.md');
    expect(index.match(/^\| (GET|POST) \| <code>/gm)).toHaveLength(11);
    expect(index).toContain(
      `| GET | ${pathCode('/models/{modelId}/versions/{version}')} | [Get version](./versions/get-version.md) | One model version. |`,
    );
    expect(index).toContain(
      'Its resources have folders of their own: [Versions](./versions/index.md), [Geometry bucket](./geometry-bucket/index.md), [Meta bucket](./meta-bucket/index.md).',
    );
    expect(index).not.toContain('## Parameters');
    const versions = contentOf('models/versions/index.md');
    expect(versions).toContain('One of the resources of [Models](../index.md), which lists all 11 of its operations.');
    expect(versions.match(/^\| GET \| <code>/gm)).toHaveLength(3);
  });

  it("orders the sidebar: a tag's own operations in the description's order, then its nested tags", () => {
    const position = (file: string): number => Number(/\nsidebar_position: (\d+)\n/.exec(contentOf(file))?.[1]);
    expect(
      [
        'models/list-models.md',
        'models/create-model.md',
        'models/get-model.md',
        'models/versions/index.md',
        'models/geometry-bucket/index.md',
        'models/meta-bucket/index.md',
      ].map(position),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(contentOf('models/list-models.md')).toContain('\ntitle: "List models"\nsidebar_label: "List models"\n');
  });

  it('no generated page is longer than an ordinary long article', () => {
    const long = pages
      .filter((p) => p.content.length > siteConfig.openapiReference.maxPageChars)
      .map((p) => `${p.file}: ${p.content.length}`);
    expect(long).toEqual([]);
  });

  it('a schema page has its fields, an example and what uses it, linked', () => {
    const model = contentOf('schemas/model.md');
    expect(model).toContain(
      '| `latestVersion` | integer or null | no | Number of the newest version, or `null` before the first upload. |',
    );
    expect(model).toContain('## Example\n\n```json\n{\n  "id": 77,');
    expect(model).toContain(
      '## Used by\n\n- [Create model](../models/create-model.md): `POST /projects/{projectId}/models`\n',
    );
    expect(model).toContain('- [ModelPage](./model-page.md): One page of models.');
    expect(contentOf('schemas/problem.md')).toContain('- [Issue token](../auth/issue-token.md): `POST /auth/token`');
  });

  it('describes each shared error response once, on the errors page, and links it from every operation that returns it', () => {
    const errors = contentOf('errors.md');
    for (const status of [
      '400 Bad Request',
      '401 Unauthorized',
      '403 Forbidden',
      '404 Not Found',
      '409 Conflict',
      '429 Too Many Requests',
    ])
      expect(errors).toContain(`\n## ${status}\n`);
    expect(errors).toContain('Codes (`type`): `invalid-token`, `invalid-client`.');
    expect(errors.match(/"type": "invalid-token"/g)).toHaveLength(1);
    const operationPages = pages.filter((p) => p.content.includes('- Operation ID: '));
    for (const p of operationPages) {
      expect(p.content, p.file).not.toMatch(/\n### 40[134] /);
      expect(p.content, p.file).not.toContain('"type": "invalid-token"');
    }
    expect(contentOf('models/list-models.md')).toContain(
      '| [401](../errors.md#401-unauthorized) | `invalid-token`, `invalid-client` |',
    );
    expect(contentOf('models/versions/get-version.md')).toContain(
      '| [404](../../errors.md#404-not-found) | `not-found` |',
    );
    expect(contentOf('auth/issue-token.md')).toContain('| [401](../errors.md#401-unauthorized) |');
  });

  it('an operation page has method and path at the top, tables, every response with an example, error codes and both samples', () => {
    const page = contentOf('models/create-model.md');
    expect(page).toContain('---\n\n`POST /projects/{projectId}/models`\n');
    expect(page).toContain('| `projectId` | path | integer (int64) | yes |');
    expect(page).toContain(
      '| `name` | string | yes | Model name, unique in the project. | at most 200 characters | `"КЖ_Корпус2"` |',
    );
    expect(page).toContain('| [201](#201-created) |');
    expect(page).toContain('\n### 201 Created\n');
    for (const status of ['400', '401', '403', '404', '409'])
      expect(page).toContain(`| [${status}](../errors.md#${status}-`);
    expect(page).toContain('| [409](../errors.md#409-conflict) | `model-locked`');
    expect(page).toContain('curl -X POST "https://tessera.company.ru/api/v1/projects/318/models"');
    expect(page).toContain('export async function createModel(token: string, projectId: number): Promise<Model>');
    expect(page).toContain('Schema: [CreateModelRequest](../schemas/create-model-request.md)');
  });

  it('every link of a page leads to a generated page and a heading on it', () => {
    const ids = new Map(
      pages.map((p) => [
        p.file,
        new Set([...p.content.matchAll(/^#{2,4} (.+)$/gm)].map((m) => headingSlug((m[1] ?? '').replace(/\\/g, '')))),
      ]),
    );
    const broken: string[] = [];
    for (const page of pages) {
      for (const match of page.content.matchAll(/\]\(((?:\.\.?\/[^)#\s]+\.md)?)(?:#([^)]*))?\)/g)) {
        const target = match[1] ? path.posix.join(path.posix.dirname(page.file), match[1]) : page.file;
        if (!ids.has(target)) broken.push(`${page.file} → ${match[0]}`);
        else if (match[2] && !ids.get(target)!.has(match[2]))
          broken.push(`${page.file} → ${match[0]} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the curl samples call operations the description has', () => {
    const unknown: string[] = [];
    for (const page of pages) {
      for (const request of extractExamples(page.content, page.file).requests) {
        if (!matchOperation(operations, request.method, request.path))
          unknown.push(`${page.file}: ${request.method} ${request.path}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('every TypeScript sample compiles under --strict with ES2022 and the DOM, its example bodies fitting the schemas', () => {
    const examples = pages.flatMap((p) => markdownExamples(`${OPENAPI_REFERENCE_ROUTE}${p.file}`, p.content));
    expect(examples.length).toBe(operations.length);
    expect(new Set(examples.map((e) => /export async function (\w+)/.exec(e.code)?.[1]))).toEqual(
      new Set(operations.map((op) => op.operationId)),
    );
    const problems = checkStandaloneExamples(examples, path.join(siteDir, 'content/api/__openapi_examples__'));
    expect(problems.map((p) => `${p.origin}: ${p.message}`)).toEqual([]);
  }, 180_000);
});

describe('hand-written API pages', () => {
  const operations = loadOperations(spec);
  const tagList = listTags(spec as never);
  const byId = new Map(
    listOps(spec as never, (n) => tagList.find((t) => t.name === n)?.slug ?? slugify(n)).map(
      (op) => [op.operationId, openapiRoute(op.page)] as const,
    ),
  );
  const dir = path.join(siteDir, 'content/api/tessera');
  const handWritten = ['tessera-howto', 'tessera-overview'].flatMap((sub) =>
    fs
      .readdirSync(path.join(dir, sub))
      .filter((f) => f.endsWith('.md') && f !== 'index.md')
      .map((f) => path.join(dir, sub, f)),
  );

  it('link every operation they show a request of to its reference page', () => {
    const missing: string[] = [];
    for (const file of handWritten) {
      const text = fs.readFileSync(file, 'utf8');
      const rel = path.relative(siteDir, file);
      const used = new Set(
        extractExamples(text, rel)
          .requests.map((r) => matchOperation(operations, r.method, r.path)?.operationId)
          .filter((id): id is string => id !== undefined),
      );
      for (const id of used) {
        const route = byId.get(id);
        if (!route) missing.push(`${rel}: ${id} has no reference page`);
        else if (!text.includes(`](${route})`)) missing.push(`${rel}: uses ${id} but does not link ${route}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('a deprecated operation', () => {
  const doc = {
    openapi: '3.1.0',
    info: {title: 'T', version: '1.3.0', description: 'D.'},
    servers: [{url: 'https://{server}/api/v1', description: 'Server'}],
    tags: [{name: 'Projects', description: 'Projects.'}],
    paths: {
      '/projects': {
        get: {
          tags: ['Projects'],
          operationId: 'listProjects',
          summary: 'Projects',
          description: 'Lists projects.',
          deprecated: true,
          responses: {'200': {description: 'The projects.'}},
        },
      },
      '/projects/{projectId}': {
        get: {
          tags: ['Projects'],
          operationId: 'getProject',
          summary: 'One project',
          description: 'Returns one project.',
          parameters: [
            {name: 'projectId', in: 'path', required: true, description: 'Project id.', schema: {type: 'integer'}},
          ],
          responses: {'200': {description: 'The project.'}},
        },
      },
    },
    components: {},
  };
  const pages = referencePages(doc as never, {
    editUrl: 'https://example.invalid/edit',
    sidebarPosition: 1,
    specPath: 'openapi/t.yaml',
  });
  const contentOf = (file: string): string => pages.find((p) => p.file === file)?.content ?? '';

  it("carries the warning with the deprecation policy on its own page only, and is marked in the tag's operation list", () => {
    expect(contentOf('projects/list-projects.md')).toContain(`:::warning[Deprecated]\n\n${DEPRECATED_NOTE}\n\n:::`);
    expect(contentOf('projects/get-project.md')).toContain('- Operation ID: `getProject`');
    expect(contentOf('projects/get-project.md')).not.toContain(':::warning[Deprecated]');
    expect(contentOf('projects/index.md')).toContain(
      '| [List projects](./list-projects.md) (deprecated) | Projects. |',
    );
    expect(contentOf('projects/index.md')).toContain('| [Get project](./get-project.md) | One project. |');
  });

  it('is none in the real description, as the API changelog says', () => {
    expect(
      listOps(spec as never, () => 'x')
        .filter((op) => op.deprecated)
        .map((op) => op.operationId),
    ).toEqual([]);
  });
});
