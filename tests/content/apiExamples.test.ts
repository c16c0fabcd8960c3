import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {
  codeBlocks,
  documentsStatus,
  extractExamples,
  loadOperations,
  matchOperation,
  parseCurlWords,
  requestPath,
  type Operation,
  type RequestExample,
  type ResponseExample,
} from './httpExamples';

const siteDir = path.resolve(__dirname, '../..');
const specFile = path.join(siteDir, 'openapi/tessera-api.yaml');
const apiDir = path.join(siteDir, 'content/api');

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(abs);
      return /\.mdx?$/.test(entry.name) ? [abs] : [];
    })
    .sort();
}

const spec: unknown = yaml.load(fs.readFileSync(specFile, 'utf8'));
const operations = loadOperations(spec);
const pages = markdownFiles(apiDir).map((abs) => {
  const file = path.relative(siteDir, abs);
  return {file, ...extractExamples(fs.readFileSync(abs, 'utf8'), file)};
});
const requests = pages.flatMap((p) => p.requests);
const responses = pages.flatMap((p) => p.responses);

const where = (e: {file: string; line: number}): string => `${e.file}:${e.line}`;
const describeRequest = (r: RequestExample): string => `${r.method} ${r.path} (${where(r)}, ${r.source})`;

function get(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

// ---------------------------------------------------------------- the matcher itself

describe('httpExamples helpers', () => {
  const ops: Operation[] = loadOperations({
    servers: [{url: 'https://{server}/api/v1'}],
    paths: {
      '/projects': {get: {responses: {'200': {}, '401': {}}}},
      '/projects/{projectId}': {get: {responses: {'200': {}, '4XX': {}}}},
      '/import-jobs/{jobId}/apply': {post: {responses: {'202': {}}}},
      '/import-jobs/{jobId}/{action}': {post: {responses: {'200': {}}}},
      '/Analyses({analysisId})/ItemResults': {
        servers: [{url: 'https://{server}/odata/v1'}],
        get: {responses: {'200': {}}},
      },
    },
  });

  it('strips origin and query string from a request target', () => {
    expect(requestPath('https://tessera.company.ru/api/v1/projects?limit=50&cursor=x')).toBe('/api/v1/projects');
    expect(requestPath('/api/v1/projects?limit=50')).toBe('/api/v1/projects');
    expect(requestPath('https://$TESSERA_SERVER/odata/v1/')).toBe('/odata/v1/');
    expect(requestPath('https://tessera.company.ru')).toBe('/');
  });

  it('matches concrete paths to templates under the right base path', () => {
    expect(matchOperation(ops, 'GET', '/api/v1/projects')?.template).toBe('/projects');
    expect(matchOperation(ops, 'get', '/api/v1/projects/318')?.template).toBe('/projects/{projectId}');
    expect(matchOperation(ops, 'POST', '/api/v1/import-jobs/ij_01JB3W7Q5K2M/apply')?.template).toBe('/import-jobs/{jobId}/apply');
    expect(matchOperation(ops, 'GET', '/odata/v1/Analyses(1042)/ItemResults')?.template).toBe('/Analyses({analysisId})/ItemResults');
  });

  it('rejects what the description does not contain', () => {
    expect(matchOperation(ops, 'DELETE', '/api/v1/projects/318')).toBeUndefined();
    expect(matchOperation(ops, 'GET', '/api/v2/projects')).toBeUndefined();
    expect(matchOperation(ops, 'GET', '/api/v1/projects/318/unknown')).toBeUndefined();
    expect(matchOperation(ops, 'GET', '/api/v1/projects/')).toBeUndefined();
    expect(matchOperation(ops, 'GET', '/api/v1/Analyses(1042)/ItemResults')).toBeUndefined();
    expect(matchOperation(ops, 'GET', '/odata/v1/projects')).toBeUndefined();
  });

  it('checks documented statuses exactly or by range', () => {
    const list = matchOperation(ops, 'GET', '/api/v1/projects')!;
    const one = matchOperation(ops, 'GET', '/api/v1/projects/7')!;
    expect(documentsStatus(list, 200)).toBe(true);
    expect(documentsStatus(list, 404)).toBe(false);
    expect(documentsStatus(one, 404)).toBe(true);
    expect(documentsStatus(one, 500)).toBe(false);
  });

  it('derives the method of a curl command the way curl does', () => {
    expect(parseCurlWords(['-s', 'https://h/api/v1/projects'])).toEqual({method: 'GET', url: 'https://h/api/v1/projects'});
    expect(parseCurlWords(['-d', '{"a":1}', 'https://h/api/v1/auth/token'])?.method).toBe('POST');
    expect(parseCurlWords(['-F', 'file=@a.xlsx', 'https://h/api/v1/catalogues/7/imports'])?.method).toBe('POST');
    expect(parseCurlWords(['-T', 'blob.bin', 'https://h/api/v1/sync/sessions/s/blobs/ab'])?.method).toBe('PUT');
    expect(parseCurlWords(['-G', '--data-urlencode', '$top=5', 'https://h/odata/v1/Analyses'])?.method).toBe('GET');
    expect(parseCurlWords(['-X', 'DELETE', 'https://h/api/v1/import-jobs/ij_1'])?.method).toBe('DELETE');
    expect(parseCurlWords(['--request=PATCH', 'https://h/x'])?.method).toBe('PATCH');
    expect(parseCurlWords(['-H', 'Referer: https://not.the/url', '-s'])).toBeUndefined();
  });

  it('extracts requests, responses and their pairing from Markdown', () => {
    const md = [
      '## Example',
      '',
      '```http',
      'GET /api/v1/projects?limit=2 HTTP/1.1',
      'Host: tessera.company.ru',
      '```',
      '',
      '```http',
      'HTTP/1.1 200 OK',
      'Content-Type: application/json; charset=utf-8',
      '',
      '{"items": [], "nextCursor": null}',
      '```',
      '',
      '```bash',
      'curl -sS -X DELETE \\',
      '  "https://$TESSERA_SERVER/api/v1/projects/1"',
      '```',
      '',
      '```http',
      'HTTP/1.1 405 Method Not Allowed',
      '```',
      '',
      '```http',
      'FETCH /api/v1/projects HTTP/1.1',
      '```',
    ].join('\n');
    const {requests: reqs, responses: resps, problems} = extractExamples(md, 'x.md');
    expect(reqs.map((r) => `${r.method} ${r.path} ${r.line}`)).toEqual(['GET /api/v1/projects 4', 'DELETE /api/v1/projects/1 16']);
    expect(resps.map((r) => [r.status, r.contentType, r.request?.method])).toEqual([
      [200, 'application/json', 'GET'],
      [405, undefined, 'DELETE'],
    ]);
    expect(problems.map((p) => p.line)).toEqual([25]);

    // The negative case: the DELETE example and its 405 are not in the description.
    expect(matchOperation(ops, reqs[0]!.method, reqs[0]!.path)).toBeDefined();
    expect(matchOperation(ops, reqs[1]!.method, reqs[1]!.path)).toBeUndefined();
  });

  it('keeps ```http and ```bash fences apart from other code', () => {
    const blocks = codeBlocks(['```ts', 'const a = 1;', '```', '````md', '```http', 'GET / HTTP/1.1', '```', '````'].join('\n'));
    expect(blocks.map((b) => b.lang)).toEqual(['ts', 'md']);
  });
});

// ---------------------------------------------------------------- the description

describe('openapi/tessera-api.yaml', () => {
  it('is an OpenAPI 3.1 description with the documented conventions', () => {
    expect(String(get(spec, 'openapi'))).toMatch(/^3\.1\./);
    expect(get(spec, 'servers')).toEqual([expect.objectContaining({url: 'https://{server}/api/v1'})]);
    expect(get(spec, 'components', 'securitySchemes', 'bearerAuth')).toEqual(expect.objectContaining({type: 'http', scheme: 'bearer'}));
    expect(get(spec, 'components', 'schemas', 'Problem', 'required')).toEqual(['type', 'title', 'status', 'detail', 'traceId']);
    expect(get(spec, 'components', 'parameters', 'Limit', 'name')).toBe('limit');
    expect(get(spec, 'components', 'parameters', 'Cursor', 'name')).toBe('cursor');
    expect(get(spec, 'components', 'schemas', 'Page', 'required')).toEqual(['items', 'nextCursor']);
  });

  it('gives every operation an operationId, a 2XX response and resolvable $refs', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((op) => !op.statuses.some((s) => /^2/.test(s))).map((op) => `${op.method} ${op.template}`)).toEqual([]);

    const refs = JSON.stringify(spec).match(/"\$ref":"[^"]+"/g) ?? [];
    const broken = refs
      .map((ref) => ref.slice(8, -1))
      .filter((ref) => get(spec, ...ref.replace(/^#\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))) === undefined);
    expect(broken).toEqual([]);
  });

  it('serves the REST API under /api/v1 and the OData feed under /odata/v1', () => {
    expect(new Set(operations.map((op) => op.basePath))).toEqual(new Set(['/api/v1', '/odata/v1']));
  });
});

// ---------------------------------------------------------------- the pages against the description

describe('HTTP examples of content/api', () => {
  it('finds the examples', () => {
    expect(requests.length).toBeGreaterThan(30);
    expect(requests.some((r) => r.source === 'curl')).toBe(true);
    expect(responses.length).toBeGreaterThan(15);
  });

  it('parses every ```http block and curl command', () => {
    expect(pages.flatMap((p) => p.problems).map((p) => `${where(p)}: ${p.message}`)).toEqual([]);
  });

  it.each(requests.map((r) => [describeRequest(r), r] as const))('%s is an operation of the description', (_name, request) => {
    expect(matchOperation(operations, request.method, request.path), describeRequest(request)).toBeDefined();
  });

  const described = (r: ResponseExample): string => `${r.status} after ${r.request ? describeRequest(r.request) : 'no request'} (${where(r)})`;

  it.each(responses.map((r) => [described(r), r] as const))('response %s is documented', (_name, response) => {
    expect(response.request, `${where(response)}: a response example needs a request before it on the page`).toBeDefined();
    const operation = matchOperation(operations, response.request!.method, response.request!.path);
    expect(operation, described(response)).toBeDefined();
    expect(documentsStatus(operation!, response.status), `${operation!.method} ${operation!.template} does not document ${response.status}`).toBe(true);
  });

  it('shows problem+json errors with every required member and the status of the status line', () => {
    const problems = responses.filter((r) => r.contentType === 'application/problem+json');
    expect(problems.length).toBeGreaterThan(3);
    for (const response of problems) {
      const body: unknown = JSON.parse(response.body);
      for (const key of ['type', 'title', 'status', 'detail', 'traceId']) {
        expect(get(body, key), `${where(response)} lacks "${key}"`).toBeDefined();
      }
      expect(get(body, 'status'), where(response)).toBe(response.status);
    }
  });

  it('shows JSON response bodies that parse', () => {
    for (const response of responses.filter((r) => r.contentType === 'application/json' && r.body !== '')) {
      expect(() => JSON.parse(response.body), where(response)).not.toThrow();
    }
  });
});
