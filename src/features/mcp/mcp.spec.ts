/**
 * The documentation MCP server against the test build, through the SDK's own
 * client: over stdio (the command the build writes into `_deploy/mcp`, as
 * `npx` runs it) and over Streamable HTTP (`/mcp` on the bundled server).
 * Every tool, the protected pages (never found, listed or returned), bad
 * input (a clear error, and the server answers the next request), the size
 * of answers, and a set of questions in both languages through `search`.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {countTokens} from 'gpt-tokenizer';
import {siteConfig} from '../../../site.config';
import {createStaticServer} from '../../../server/staticServer';
import {SENTINEL_HEADING, SENTINEL_SENTENCE, SENTINEL_WORDS} from '../../../tests/fixtures/encrypt/sentinel';
import {QUESTION_CASES} from './mcpRelevance.cases';

const BUILD = path.resolve('build');
const MCP_DIR = path.join(BUILD, siteConfig.hosting.deployDir, siteConfig.mcp.dir);
const SITE = siteConfig.url;
/** The test build's protected pages (tests/fixtures/encrypt/pages and protected/). */
const PROTECTED_ROUTES = ['/test/encrypt-sentinel/', '/test/encrypt-second/', '/demo/encrypt/'];
const MAX_TOKENS = 4_000;

interface Outcome {
  readonly text: string;
  readonly isError: boolean;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<Outcome> {
  try {
    const result = await client.callTool({name, arguments: args});
    const content = (result.content ?? []) as Array<{type: string; text?: string}>;
    return {text: content.map((c) => c.text ?? '').join('\n'), isError: result.isError === true};
  } catch (error) {
    // A protocol error (JSON-RPC) is an error outcome too: the client says what it was.
    return {text: error instanceof Error ? error.message : String(error), isError: true};
  }
}

/** The page addresses of a search answer, in order. */
function addresses(text: string): string[] {
  return [...text.matchAll(/^\s+Address: (\S+)$/gm)].map((m) => m[1]!.replace(SITE, ''));
}

/** No protected page's words or address in an answer; `asked`, the query it may repeat, left out. */
function assertNoProtected(answer: string, asked = ''): void {
  const text = asked ? answer.split(asked).join('') : answer;
  for (const word of [SENTINEL_SENTENCE, SENTINEL_HEADING, ...SENTINEL_WORDS]) expect(text).not.toContain(word);
  for (const route of PROTECTED_ROUTES) expect(text).not.toContain(`${SITE}${route}`);
}

let httpServer: http.Server;
let httpUrl: URL;
const clients: Record<'stdio' | 'http', Client> = {} as Record<'stdio' | 'http', Client>;

test.beforeAll(async () => {
  expect(fs.existsSync(path.join(MCP_DIR, 'package.json')), `${MCP_DIR}: run npm run build:test first`).toBe(true);
  const pkg = JSON.parse(fs.readFileSync(path.join(MCP_DIR, 'package.json'), 'utf8')) as {bin: Record<string, string>};
  const command = path.join(MCP_DIR, Object.values(pkg.bin)[0]!);
  // The packaged command finds the build it sits in: no --site.
  const stdio = new Client({name: 'mcp-spec', version: '1.0.0'});
  await stdio.connect(new StdioClientTransport({command: process.execPath, args: [command], stderr: 'ignore'}));
  clients.stdio = stdio;

  const localePrefixes = siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale);
  httpServer = createStaticServer({root: BUILD, localePrefixes, logLevel: 'silent'});
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  httpUrl = new URL(`http://127.0.0.1:${port}${siteConfig.mcp.route}`);
  const remote = new Client({name: 'mcp-spec', version: '1.0.0'});
  await remote.connect(new StreamableHTTPClientTransport(httpUrl));
  clients.http = remote;
});

test.afterAll(async () => {
  await clients.stdio?.close();
  await clients.http?.close();
  await new Promise((resolve) => httpServer?.close(resolve));
});

for (const transport of ['stdio', 'http'] as const) {
  test.describe(`over ${transport}`, () => {
    test('lists the four tools with descriptions and input schemas', async () => {
      const {tools} = await clients[transport].listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['get_api_operation', 'get_page', 'list_sections', 'search']);
      for (const tool of tools) {
        expect(tool.description?.length ?? 0).toBeGreaterThan(80);
        expect(tool.inputSchema.type).toBe('object');
      }
      const search = tools.find((t) => t.name === 'search');
      expect(Object.keys(search?.inputSchema.properties ?? {}).sort()).toEqual(['limit', 'locale', 'query', 'section']);
      expect(search?.inputSchema.required).toEqual(['query']);
    });

    test('search: the site ranking, word forms, the other keyboard layout, typos, locale and section', async () => {
      const client = clients[transport];
      const forms = await call(client, 'search', {query: 'матрицы коллизиями'});
      expect(forms.isError).toBe(false);
      expect(addresses(forms.text)[0]).toBe('/control/control-guide/collision-matrix/');
      expect(forms.text).toContain('Матрица коллизий');

      const layout = await call(client, 'search', {query: 'vfnhbwf rjkkbpbq'});
      expect(layout.text).toContain('read as "матрица коллизий"');
      expect(addresses(layout.text)).toContain('/control/control-guide/collision-matrix/');

      const typo = await call(client, 'search', {query: 'autentication', locale: 'en', limit: 3});
      expect(addresses(typo.text)).toContain('/en/api/tessera/tessera-howto/auth/');
      expect(addresses(typo.text).length).toBeLessThanOrEqual(3);

      const viewer = await call(client, 'search', {query: 'extension', locale: 'en', section: 'viewer', limit: 10});
      const found = addresses(viewer.text);
      expect(found.length).toBeGreaterThan(0);
      for (const url of found) expect(url).toMatch(/^\/en\/api\/tessera-viewer\//);

      const none = await call(client, 'search', {query: 'qqqzzzxxx'});
      expect(none.isError).toBe(false);
      expect(none.text).toContain('No results for "qqqzzzxxx"');
    });

    test('get_page: by path or URL, the other locale, long pages in parts', async () => {
      const client = clients[transport];
      const byPath = await call(client, 'get_page', {address: '/control/control-guide/collision-matrix/'});
      expect(byPath.isError).toBe(false);
      expect(byPath.text).toContain(`Address: ${SITE}/control/control-guide/collision-matrix/`);
      expect(byPath.text).toContain('# Матрица коллизий');

      const byUrl = await call(client, 'get_page', {
        address: `${SITE}/control/control-guide/collision-matrix.md`,
        locale: 'en',
      });
      expect(byUrl.isError).toBe(false);
      expect(byUrl.text).toContain(`Address: ${SITE}/en/control/control-guide/collision-matrix/`);
      expect(byUrl.text).toContain('Language: English');

      // The longest twin of the build comes in parts that together hold all of it.
      const twins = fs
        .readFileSync(path.join(BUILD, 'llms.txt'), 'utf8')
        .split('\n')
        .flatMap((l) => /\]\((\S+\.md)\)/.exec(l)?.[1] ?? [])
        .map((u) => new URL(u).pathname);
      const longest = twins.sort(
        (a, b) => fs.statSync(path.join(BUILD, b)).size - fs.statSync(path.join(BUILD, a)).size,
      )[0]!;
      const first = await call(client, 'get_page', {address: longest});
      const total = Number(/Part 1 of (\d+)/.exec(first.text)?.[1]);
      expect(total).toBeGreaterThan(1);
      expect(first.text).toContain('call get_page with the same address and part 2');
      const last = await call(client, 'get_page', {address: longest, part: total});
      expect(last.isError).toBe(false);
      expect(last.text).toContain(`Part ${total} of ${total}`);
      const beyond = await call(client, 'get_page', {address: longest, part: total + 1});
      expect(beyond.isError).toBe(true);
      expect(beyond.text).toContain(`has ${total} part(s)`);
    });

    test("list_sections: products with descriptions, a section's pages", async () => {
      const client = clients[transport];
      const all = await call(client, 'list_sections', {});
      expect(all.isError).toBe(false);
      for (const id of ['general', 'control', 'value', 'space', 'site', 'platform', 'api', 'viewer', 'uniformat'])
        expect(all.text).toContain(`- id: ${id}`);
      const general = await call(client, 'list_sections', {section: 'general'});
      expect(general.isError).toBe(false);
      expect(general.text).toContain(`(${SITE}/)`);
      const control = await call(client, 'list_sections', {section: 'control', locale: 'en'});
      expect(control.text).toContain(`(${SITE}/en/control/control-guide/collision-matrix/)`);
      expect(control.text).not.toContain(`${SITE}/en/value/`);
    });

    test('get_api_operation: by operationId and by method and path', async () => {
      const client = clients[transport];
      const byId = await call(client, 'get_api_operation', {operationId: 'listModels'});
      expect(byId.isError).toBe(false);
      expect(byId.text).toMatch(/^# GET \/projects\/\{projectId\}\/models: /);
      for (const part of ['## Parameters', '## Responses', '## Example request', 'curl ', '## Example response'])
        expect(byId.text).toContain(part);
      const byPath = await call(client, 'get_api_operation', {
        method: 'get',
        path: '/api/v1/projects/42/models?limit=5',
      });
      expect(byPath.text).toBe(byId.text);
      const wrongMethod = await call(client, 'get_api_operation', {
        method: 'PATCH',
        path: '/projects/{projectId}/models',
      });
      expect(wrongMethod.isError).toBe(true);
      expect(wrongMethod.text).toContain('has no PATCH operation');
    });

    test('protected pages are never searched, listed or returned', async () => {
      const client = clients[transport];
      for (const locale of siteConfig.locales.all) {
        for (const query of [SENTINEL_SENTENCE, SENTINEL_HEADING, ...SENTINEL_WORDS, 'Тестовая защищённая страница']) {
          const result = await call(client, 'search', {query, locale, limit: 10});
          assertNoProtected(result.text, query);
        }
        const sections = await call(client, 'list_sections', {locale});
        assertNoProtected(sections.text);
        for (const id of ['general', 'control', 'value', 'space', 'site', 'platform', 'api', 'viewer', 'uniformat']) {
          for (let part = 1; part < 20; part++) {
            const list = await call(client, 'list_sections', {locale, section: id, part});
            if (list.isError) break;
            assertNoProtected(list.text);
          }
        }
      }
      for (const route of PROTECTED_ROUTES) {
        // The page is in the build (its encrypted form), so a refusal is the server's doing.
        expect(fs.readFileSync(path.join(BUILD, route, 'index.html'), 'utf8')).toContain('data-tessera-protected');
        for (const address of [route, `${SITE}${route}`, `${route.slice(0, -1)}.md`, `/en${route}`]) {
          const page = await call(client, 'get_page', {address});
          expect(page.isError, address).toBe(true);
          expect(page.text).toContain('No public page at');
          // The answer names the address asked for, and nothing of the page.
          assertNoProtected(page.text.replace(/^No public page at \S+/, ''));
        }
      }
    });

    test('bad input gets a clear error and the server keeps serving', async () => {
      const client = clients[transport];
      const unknown = await call(client, 'delete_everything', {});
      expect(unknown.isError).toBe(true);
      expect(unknown.text).toMatch(/delete_everything/);
      const malformed = await call(client, 'search', {query: 42, limit: 'many'});
      expect(malformed.isError).toBe(true);
      expect(malformed.text).toMatch(/query|limit/);
      const huge = await call(client, 'search', {query: 'коллизия '.repeat(1_000)});
      expect(huge.isError).toBe(true);
      expect(huge.text).toMatch(/200/);
      const outside = await call(client, 'get_page', {address: 'https://example.com/control/'});
      expect(outside.isError).toBe(true);
      expect(outside.text).toContain('https://example.com is not this site');
      const escape = await call(client, 'get_page', {address: '/control/%2e%2e/%2e%2e/etc/passwd'});
      expect(escape.isError).toBe(true);
      const noOperation = await call(client, 'get_api_operation', {operationId: 'listModel'});
      expect(noOperation.isError).toBe(true);
      expect(noOperation.text).toContain('Nearest: listModels');
      const neither = await call(client, 'get_api_operation', {});
      expect(neither.isError).toBe(true);
      expect(neither.text).toContain('Give either operationId, or method and path');
      // Still serving.
      const after = await call(client, 'search', {query: 'матрица коллизий', limit: 1});
      expect(addresses(after.text)).toEqual(['/control/control-guide/collision-matrix/']);
    });
  });
}

test('over http: other methods and a body that is not JSON get JSON-RPC errors; the endpoint keeps answering', async () => {
  const get = await fetch(httpUrl, {headers: {accept: 'text/event-stream'}});
  expect(get.status).toBe(405);
  expect(((await get.json()) as {error: {message: string}}).error.message).toContain('POST');
  const broken = await fetch(httpUrl, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
    body: '{"jsonrpc": "2.0", "method": ',
  });
  expect(broken.status).toBe(400);
  expect(((await broken.json()) as {error: {code: number}}).error.code).toBe(-32700);
  const tooBig = await fetch(httpUrl, {
    method: 'POST',
    headers: {'content-type': 'application/json', accept: 'application/json, text/event-stream'},
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {name: 'search', arguments: {query: 'x'.repeat(200_000)}},
    }),
  });
  expect(tooBig.status).toBe(413);
  const after = await call(clients.http, 'search', {query: 'токены доступа', limit: 1});
  expect(addresses(after.text)).toEqual(['/tessera/tessera-guide/token-management/']);
});

test('no answer is longer than about 4,000 tokens', async () => {
  const client = clients.stdio;
  const answers: Outcome[] = [];
  answers.push(await call(client, 'search', {query: 'модель', limit: siteConfig.mcp.searchMaxResults}));
  answers.push(await call(client, 'search', {query: 'model', locale: 'en', limit: siteConfig.mcp.searchMaxResults}));
  answers.push(await call(client, 'list_sections', {}));
  answers.push(await call(client, 'list_sections', {section: 'viewer', locale: 'en'}));
  answers.push(await call(client, 'list_sections', {section: 'platform'}));
  answers.push(await call(client, 'get_page', {address: '/tessera/tessera-guide/ifc-import/'}));
  // The operation with the longest answer.
  answers.push(await call(client, 'get_api_operation', {operationId: 'importCatalogue'}));
  for (const answer of answers) {
    expect(answer.isError, answer.text.slice(0, 200)).toBe(false);
    expect(countTokens(answer.text)).toBeLessThanOrEqual(MAX_TOKENS);
  }
});

for (const locale of siteConfig.locales.all) {
  test(`relevance through the MCP search tool, ${locale}: questions find their page in the top 3`, async () => {
    const misses: string[] = [];
    for (const c of QUESTION_CASES[locale]) {
      const result = await call(clients.stdio, 'search', {
        query: c.question,
        locale,
        limit: 3,
        ...(c.section ? {section: c.section} : {}),
      });
      const found = addresses(result.text);
      if (!found.includes(c.page)) misses.push(`"${c.question}": ${c.page} not in ${found.join(', ') || 'nothing'}`);
    }
    const all = QUESTION_CASES[locale].length;
    console.log(
      `MCP search relevance, ${locale}: ${all - misses.length}/${all} questions find their page in the top 3`,
    );
    expect(misses, misses.join('\n')).toEqual([]);
  });
}
