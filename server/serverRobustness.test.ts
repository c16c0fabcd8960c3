/**
 * The bundled server against malformed and hostile requests. A small build
 * folder is made in a temporary directory (the post-build step runs on it),
 * `scripts/serve.ts` serves it in a child process on a free port, and every
 * request is written to a raw socket, byte for byte as given: each case
 * asserts the status, that any Location stays on this origin, and that the
 * server still answers afterwards.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {precompressBuild} from './precompress';
import {writeSecurityHeaders} from './securityHeaders';

const repoRoot = path.resolve(__dirname, '..');
const ASSET = 'assets/js/main.1a2b3c4d.js';
const FOLDER = 'папка';
const FOLDER_ENCODED = encodeURIComponent(FOLDER);

const page = (lang: string, title: string): string =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title><script>document.documentElement.dataset.theme="light"</script></head>` +
  `<body><h1>${title}</h1>${'<p>Текст страницы для сжатия. Page text to compress.</p>'.repeat(40)}</body></html>`;

function makeBuild(dir: string): void {
  const files: Record<string, string> = {
    'index.html': page('ru', 'Главная'),
    '404.html': page('ru', 'Страница не найдена'),
    'en/index.html': page('en', 'Home'),
    'en/404.html': page('en', 'Page not found'),
    'control/index.html': page('ru', 'Control'),
    'control/control-guide/index.html': page('ru', 'Guide'),
    'guide/page/index.html': page('ru', 'Legacy page'),
    [`${FOLDER}/index.html`]: page('ru', 'Папка'),
    [ASSET]: `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'en/assets/js/main.5e6f7a8b.js': `console.log(${JSON.stringify('y'.repeat(4000))});`,
    'assets/js/vanishing.2b3c4d5e.js': 'console.log(1);'.repeat(100),
    'sitemap.xml': `<?xml version="1.0"?><urlset>${'<url><loc>/</loc></url>'.repeat(50)}</urlset>`,
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    // Markdown twins of pages, and an llms index.
    'control.md': `# Control\n\n${'Текст страницы в Markdown. '.repeat(40)}\n`,
    'en/control.md': `# Control\n\n${'Page text in Markdown. '.repeat(40)}\n`,
    'llms.txt': `# Tessera Help\n\n${'- [Control](/control.md): страница\n'.repeat(20)}`,
    '.env': 'SECRET=1',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), {recursive: true});
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

let port = 0;
let server: ChildProcess;
let buildDir = '';
let output = '';

/** Writes `request` as it is and reads until the server closes the connection. */
function raw(request: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      // A reset after the answer (the server closing a bad request) still leaves the answer.
      if (chunks.length === 0) reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const headEnd = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, headEnd === -1 ? all.length : headEnd).toString('latin1');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: headEnd === -1 ? Buffer.alloc(0) : all.subarray(headEnd + 4),
      });
    });
    socket.write(request);
  });
}

function get(target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const lines = Object.entries({Host: 'localhost', ...headers, Connection: 'close'}).map(([k, v]) => `${k}: ${v}`);
  // latin1: a target given as UTF-8 bytes (see `utf8Bytes`) goes out unchanged.
  return raw(Buffer.from(`${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
}

const utf8Bytes = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');

async function assertAlive(): Promise<void> {
  const response = await get('/');
  expect(response.status, 'the server no longer answers GET /').toBe(200);
}

function assertSameOrigin(location: string | undefined): void {
  if (location === undefined) return;
  expect(location, 'Location must be a path on this origin').toMatch(/^\/(?![/\\])/);
  expect(/[^\x21-\x7e]/.test(location), `Location has raw characters: ${JSON.stringify(location)}`).toBe(false);
  expect(new URL(location, 'https://help.tessera.example/').origin).toBe('https://help.tessera.example');
}

interface Case {
  readonly name: string;
  readonly send: () => Promise<RawResponse>;
  readonly status: number;
  /** Expected Location; `null`: none. Unset: not checked beyond same-origin. */
  readonly location?: string | null;
  readonly check?: (response: RawResponse) => void;
}

const assetSize = (): number => fs.statSync(path.join(buildDir, ASSET)).size;
const etagOf = async (target: string, headers: Record<string, string> = {}): Promise<string> =>
  (await get(target, headers)).headers['etag'] ?? '';
const encodingIs = (expected: string | undefined) => (r: RawResponse) =>
  expect(r.headers['content-encoding']).toBe(expected);
const langIs = (lang: string) => (r: RawResponse) => expect(r.body.toString('utf8')).toContain(`<html lang="${lang}">`);

const path_ = (
  name: string,
  target: string,
  status: number,
  location?: string | null,
  check?: Case['check'],
): Case => ({
  name: `${name}: GET ${target.length > 60 ? `${target.slice(0, 60)}…` : target}`,
  send: () => get(target),
  status,
  location,
  check,
});

const CASES: Case[] = [
  // Plain routes, for reference.
  path_('home', '/', 200, null),
  path_('page', '/control/', 200, null),
  path_('folder without slash', '/control', 301, '/control/'),
  path_('folder without slash keeps the query', '/control?x=1', 301, '/control/?x=1'),
  path_('English home', '/en/', 200, null, langIs('en')),
  path_('English folder without slash', '/en', 301, '/en/'),
  path_('hashed asset', `/${ASSET}`, 200, null, (r) => expect(r.headers['cache-control']).toContain('immutable')),
  path_('page is never cached without revalidation', '/control/', 200, null, (r) =>
    expect(r.headers['cache-control']).toBe('no-cache'),
  ),

  // Markdown twins: UTF-8 Markdown, revalidated like pages, precompressed.
  path_('Markdown twin', '/control.md', 200, null, (r) => {
    expect(r.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body.toString('utf8')).toContain('Текст страницы в Markdown.');
  }),
  {
    name: 'English Markdown twin in brotli',
    send: () => get('/en/control.md', {'Accept-Encoding': 'br'}),
    status: 200,
    location: null,
    check: (r) => {
      expect(r.headers['content-type']).toBe('text/markdown; charset=utf-8');
      encodingIs('br')(r);
    },
  },
  path_('llms.txt', '/llms.txt', 200, null, (r) => expect(r.headers['content-type']).toBe('text/plain; charset=utf-8')),
  path_('unknown Markdown twin', '/no-such-page.md', 404, null, langIs('ru')),
  path_('unknown English Markdown twin', '/en/no-such-page.md', 404, null, langIs('en')),
  path_('Markdown twin with a slash after it', '/control.md/', 404, null),
  path_('Markdown twin with a double slash', '//control.md', 301, '/control.md'),

  // Double and encoded slashes: never a Location to another host, never a new cache entry.
  path_('double slash', '//', 301, '/'),
  path_('triple slash', '///', 301, '/'),
  path_('double slash before a page', '//control/', 301, '/control/'),
  path_('double slash and bracket', '//[', 404, null),
  path_('double slash and bad port', '//a:99999/', 404, null),
  path_('double slash and bad escape', '//%zz/', 400, null),
  path_('encoded slash', '/%2Fcontrol', 301, '/control/'),
  path_('encoded slash, lower case', '/%2fcontrol/', 301, '/control/'),
  path_('two encoded slashes and a host', '/%2F%2Fevil.example', 404, null),
  path_('two encoded slashes, a host and a slash', '/%2F%2Fevil.example/', 404, null),
  path_('encoded slashes around a real page', '/%2F%2Fcontrol%2F', 301, '/control/'),
  path_('slash inside an asset path', `/assets/js//main.1a2b3c4d.js`, 301, `/${ASSET}`),
  path_('slash at the front of an asset path', `//${ASSET}`, 301, `/${ASSET}`),
  path_('many slashes inside an asset path', `/assets///js////main.1a2b3c4d.js`, 301, `/${ASSET}`),
  path_('ten thousand slashes', '/'.repeat(10_000), 301, '/'),
  path_('slash after an asset', `/${ASSET}/`, 404, null),

  // Dots and backslashes.
  path_('dot segment', '/./control/', 301, '/control/'),
  path_('dot segment at the end', '/control/.', 301, '/control/'),
  path_('encoded dot segment', '/control/%2e', 301, '/control/'),
  path_('dot-dot back into a page', '/control/../control/', 301, '/control/'),
  path_('dot-dot above the root', '/../control/', 301, '/control/'),
  path_('dot-dot to the root', '/control/..', 301, '/'),
  path_('encoded dot-dot', '/%2e%2e/control/', 301, '/control/'),
  path_('mixed encoded dot-dot', '/.%2e/control/', 301, '/control/'),
  path_('dot-dot with encoded slash', '/..%2Fcontrol/', 301, '/control/'),
  path_('climbing to /etc/passwd', '/../../../../etc/passwd', 404, null),
  path_('encoded climb to /etc/passwd', '/..%2f..%2f..%2fetc%2fpasswd', 404, null),
  path_('fully encoded climb', '/%2e%2e%2f%2e%2e%2fetc%2fpasswd', 404, null),
  path_('climb out of a page', '/control/../../../etc/passwd', 404, null),
  path_('dot-dot after an asset', `/${ASSET}/../../../../etc/passwd`, 404, null),
  path_('backslash host', '/\\evil.example', 404, null),
  path_('backslash host with slash', '/\\evil.example/', 404, null),
  path_('encoded backslash host', '/%5Cevil.example', 404, null),
  path_('encoded backslash after a folder', '/control%5C', 404, null),
  path_('backslash dot-dot', '/..\\..\\etc\\passwd', 404, null),
  path_('encoded backslash dot-dot', '/..%5C..%5Cetc%5Cpasswd', 404, null),
  path_('Windows drive', '/C:/Windows/win.ini', 404, null),
  path_('dotfile', '/.env', 404, null),
  path_('deploy folder', '/_deploy/security-headers.json', 404, null),
  path_('precompressed copy asked for by name', `/${ASSET}.br`, 404, null),
  path_('case differs', '/CONTROL/', 404, null),
  path_('path parameter', '/control/;jsessionid=1', 404, null),

  // Null bytes and bad escapes.
  path_('encoded NUL', '/%00', 400, null),
  path_('encoded NUL before .html', '/control%00.html', 400, null),
  path_('encoded NUL in a folder', '/control/%00/', 400, null),
  path_('bad escape', '/%zz', 400, null),
  path_('lone percent', '/%', 400, null),
  path_('truncated escape', '/%2', 400, null),
  path_('overlong UTF-8 slash', '/%C0%AF', 400, null),
  path_('invalid UTF-8 byte', '/%FF', 400, null),
  path_('lone surrogate', '/%ED%A0%80', 400, null),
  path_('bad escape in a query only', '/control/?q=%zz', 200, null),
  path_('encoded CR LF (no header injection)', '/control%0d%0aSet-Cookie:%20x=1', 404, null, (r) =>
    expect(r.headers['set-cookie']).toBeUndefined(),
  ),
  path_(
    'encoded CR LF in a redirected query',
    '/control?%0d%0aSet-Cookie:%20x=1',
    301,
    '/control/?%0d%0aSet-Cookie:%20x=1',
    (r) => expect(r.headers['set-cookie']).toBeUndefined(),
  ),
  path_('encoded space', '/%20/', 404, null),

  // Legacy .html URLs.
  path_('legacy .html', '/guide/page.html', 301, '/guide/page/'),
  path_('legacy .htm', '/guide/page.htm', 301, '/guide/page/'),
  path_('legacy index.html', '/guide/page/index.html', 301, '/guide/page/'),
  path_('legacy root index.html', '/index.html', 301, '/'),
  path_('legacy index.html keeps the query', '/control/index.html?a=b&c', 301, '/control/?a=b&c'),
  path_('legacy .html with double slash', '//guide//page.html', 301, '/guide/page/'),
  path_('unknown .html', '/nope.html', 404, null, langIs('ru')),

  // Non-ASCII paths (a redirect to such a folder once crashed the server).
  path_('encoded non-ASCII folder without slash', `/${FOLDER_ENCODED}`, 301, `/${FOLDER_ENCODED}/`),
  path_('encoded non-ASCII folder', `/${FOLDER_ENCODED}/`, 200, null),
  path_('lower-case escapes of the folder', `/${FOLDER_ENCODED.toLowerCase()}/`, 200, null),
  // Node's HTTP parser refuses bytes outside ASCII in the request line before any handler runs.
  path_('raw UTF-8 folder without slash', `/${utf8Bytes(FOLDER)}`, 400, null),
  path_('raw UTF-8 folder', `/${utf8Bytes(FOLDER)}/`, 400, null),
  path_('raw UTF-8 query', `/control?q=${utf8Bytes('кот')}`, 400, null),
  path_(
    'encoded UTF-8 query on a redirect',
    `/control?q=${encodeURIComponent('кот')}`,
    301,
    `/control/?q=${encodeURIComponent('кот')}`,
  ),
  path_('quotes and brackets in a redirected query', '/control?a="<x>"', 301, '/control/?a=%22%3Cx%3E%22'),
  path_('a query that looks like a host', '/control?//evil.example', 301, '/control/?//evil.example'),

  // The locale's 404 page.
  path_('unknown page', '/no-such-page/', 404, null, langIs('ru')),
  path_('unknown English page', '/en/no-such-page/', 404, null, langIs('en')),
  path_('unknown English page without slash', '/en/no-such-page', 404, null, langIs('en')),
  path_('unknown English .html', '/en/no-such-page.html', 404, null, langIs('en')),
  path_('unknown English asset', '/en/assets/js/gone.0a0b0c0d.js', 404, null, langIs('en')),
  path_('English-looking prefix is not English', '/english/', 404, null, langIs('ru')),

  // Very long URLs and headers.
  path_('long path', `/${'a'.repeat(8000)}`, 404, null),
  path_('long segment under a page', `/control/${'b'.repeat(2000)}/`, 404, null),
  path_('long path of escapes', `/${'%41'.repeat(2500)}`, 404, null),
  path_('URL longer than the header limit', `/${'a'.repeat(20_000)}`, 431, null),
  {
    name: 'header longer than the limit',
    send: () => get('/', {'X-Long': 'x'.repeat(20_000)}),
    status: 431,
    location: null,
  },
  {
    name: '300 headers',
    send: () => get('/', Object.fromEntries(Array.from({length: 300}, (_, i) => [`X-H${i}`, 'v']))),
    status: 200,
    location: null,
  },
  {
    name: 'long Accept-Encoding',
    send: () => get('/control/', {'Accept-Encoding': 'x, '.repeat(2000)}),
    status: 200,
    location: null,
  },
  {
    name: 'long If-None-Match',
    send: () => get('/control/', {'If-None-Match': '"x", '.repeat(2000)}),
    status: 200,
    location: null,
  },
  {
    name: 'long Range',
    send: () => get(`/${ASSET}`, {Range: `bytes=${'0-1,'.repeat(1500)}0-1`}),
    // The 1,501 copies of one range are one range.
    status: 206,
    location: null,
    check: (r) => {
      expect(r.headers['content-range']).toBe(`bytes 0-1/${assetSize()}`);
      expect(r.body.length).toBe(2);
    },
  },

  // Malformed request lines and headers (answered by the HTTP parser).
  {
    name: 'NUL byte in a header',
    send: () => raw('GET / HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\nConnection: close\r\n\r\n'),
    status: 400,
  },
  {
    name: 'raw space in the path',
    send: () => raw('GET /a b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    status: 400,
  },
  {
    name: 'raw tab in the path',
    send: () => raw('GET /a\tb HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    status: 400,
  },
  // llhttp reads a request line without a version as HTTP/0.9.
  {name: 'no HTTP version', send: () => raw('GET /\r\n\r\n'), status: 200},
  {
    name: 'unknown HTTP version',
    send: () => raw('GET / HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n'),
    status: 400,
  },
  {name: 'HTTP/2 preface on HTTP/1', send: () => raw('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'), status: 400},
  {name: 'garbage', send: () => raw('\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 TLS hello\r\n\r\n'), status: 400},
  {name: 'HTTP/1.1 without Host', send: () => raw('GET / HTTP/1.1\r\nConnection: close\r\n\r\n'), status: 400},
  {name: 'HTTP/1.0 without Host', send: () => raw('GET / HTTP/1.0\r\n\r\n'), status: 200},
  {
    name: 'HTTP/1.0 folder redirect stays relative',
    send: () => raw('GET /control HTTP/1.0\r\n\r\n'),
    status: 301,
    location: '/control/',
  },
  {
    name: 'a hostile Host header',
    send: () => get('/control', {Host: 'evil.example'}),
    status: 301,
    location: '/control/',
  },
  {
    name: 'X-Forwarded-Host',
    send: () => get('/control', {'X-Forwarded-Host': 'evil.example'}),
    status: 301,
    location: '/control/',
  },
  {
    name: 'header without a colon',
    send: () => raw('GET / HTTP/1.1\r\nHost: x\r\nNoColon\r\nConnection: close\r\n\r\n'),
    status: 400,
  },
  {
    name: 'header name with a space',
    send: () => raw('GET / HTTP/1.1\r\nHost: x\r\nBad Name: v\r\nConnection: close\r\n\r\n'),
    status: 400,
  },
  {
    name: 'Content-Length and Transfer-Encoding (smuggling)',
    send: () =>
      raw(
        'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
      ),
    status: 400,
  },
  {
    name: 'two different Content-Lengths',
    send: () =>
      raw('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab'),
    status: 400,
  },
  {
    name: 'negative Content-Length',
    send: () => raw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\nConnection: close\r\n\r\n'),
    status: 400,
  },
  {name: 'absolute-form target', send: () => get('http://evil.example/control'), status: 400, location: null},
  {name: 'asterisk target with GET', send: () => get('*'), status: 400, location: null},
  {
    name: 'Upgrade: websocket is an ordinary GET',
    send: () => get('/', {Upgrade: 'websocket', Connection: 'Upgrade'}),
    status: 200,
  },

  // Methods.
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK'].map((method): Case => ({
    name: `${method} is not allowed`,
    send: () => get('/control/', {}, method),
    status: 405,
    location: null,
    check: (r) => expect(r.headers['allow']).toBe('GET, HEAD'),
  })),
  {
    name: 'POST with a body',
    send: () =>
      raw(
        'POST /control/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 7\r\nConnection: close\r\n\r\n{"a":1}',
      ),
    status: 405,
  },
  {name: 'POST to a bad path', send: () => get('/%zz', {}, 'POST'), status: 400},
  {
    name: 'CONNECT',
    send: () => raw('CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n'),
    status: 405,
  },
  {name: 'unknown method', send: () => raw('FOO / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), status: 400},
  {name: 'lower-case method', send: () => raw('get / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), status: 400},
  {
    name: 'HEAD of a page has no body',
    send: () => get('/control/', {}, 'HEAD'),
    status: 200,
    location: null,
    check: (r) => expect(r.body.length).toBe(0),
  },
  {
    name: 'HEAD of an unknown page',
    send: () => get('/nope/', {}, 'HEAD'),
    status: 404,
    location: null,
    check: (r) => expect(r.body.length).toBe(0),
  },
  {name: 'HEAD of a redirect', send: () => get('/control', {}, 'HEAD'), status: 301, location: '/control/'},

  // Range.
  {
    name: 'first 100 bytes',
    send: () => get(`/${ASSET}`, {Range: 'bytes=0-99'}),
    status: 206,
    check: (r) => {
      expect(r.headers['content-range']).toBe(`bytes 0-99/${assetSize()}`);
      expect(r.body.length).toBe(100);
    },
  },
  {
    name: 'last 100 bytes',
    send: () => get(`/${ASSET}`, {Range: 'bytes=-100'}),
    status: 206,
    check: (r) => expect(r.body.length).toBe(100),
  },
  {
    name: 'from byte 100',
    send: () => get(`/${ASSET}`, {Range: 'bytes=100-'}),
    status: 206,
    check: (r) => expect(r.body.length).toBe(assetSize() - 100),
  },
  {
    name: 'range end past the file',
    send: () => get(`/${ASSET}`, {Range: 'bytes=0-99999999'}),
    status: 206,
    check: (r) => expect(r.body.length).toBe(assetSize()),
  },
  {name: 'reversed range', send: () => get(`/${ASSET}`, {Range: 'bytes=5-2'}), status: 416},
  {
    name: 'range past the end',
    send: () => get(`/${ASSET}`, {Range: 'bytes=99999999-'}),
    status: 416,
    check: (r) => expect(r.headers['content-range']).toBe(`bytes */${assetSize()}`),
  },
  {
    name: 'two ranges (served whole)',
    send: () => get(`/${ASSET}`, {Range: 'bytes=0-0,5-9'}),
    status: 200,
    check: (r) => expect(r.body.length).toBe(assetSize()),
  },
  {name: 'range that is not a number', send: () => get(`/${ASSET}`, {Range: 'bytes=abc'}), status: 416},
  {name: 'unknown range unit', send: () => get(`/${ASSET}`, {Range: 'items=0-5'}), status: 200},
  {name: 'empty Range', send: () => get(`/${ASSET}`, {Range: ''}), status: 200},
  {
    name: 'huge range numbers',
    send: () => get(`/${ASSET}`, {Range: `bytes=${'9'.repeat(400)}-${'9'.repeat(400)}`}),
    status: 416,
  },
  {
    name: 'Range on the 404 page is still a 404',
    send: () => get('/nope/', {Range: 'bytes=0-10'}),
    status: 404,
    location: null,
  },
  {
    name: 'Range on a redirect is still a redirect',
    send: () => get('/control', {Range: 'bytes=0-10'}),
    status: 301,
    location: '/control/',
  },
  {
    name: 'If-Range with another ETag sends it all',
    send: () => get(`/${ASSET}`, {Range: 'bytes=0-9', 'If-Range': '"other"'}),
    status: 200,
  },
  {
    name: 'If-Range with its ETag sends the range',
    send: async () => get(`/${ASSET}`, {Range: 'bytes=0-9', 'If-Range': await etagOf(`/${ASSET}`)}),
    status: 206,
  },
  {
    name: 'If-Range with an old date sends it all',
    send: () => get(`/${ASSET}`, {Range: 'bytes=0-9', 'If-Range': 'Thu, 01 Jan 1970 00:00:00 GMT'}),
    status: 200,
  },

  // Conditional requests.
  {
    name: 'If-None-Match with its ETag',
    send: async () => get('/control/', {'If-None-Match': await etagOf('/control/')}),
    status: 304,
    check: (r) => expect(r.body.length).toBe(0),
  },
  {
    name: 'If-None-Match with the brotli ETag',
    send: async () =>
      get('/control/', {
        'Accept-Encoding': 'br',
        'If-None-Match': await etagOf('/control/', {'Accept-Encoding': 'br'}),
      }),
    status: 304,
  },
  {name: 'If-None-Match: *', send: () => get('/control/', {'If-None-Match': '*'}), status: 304},
  {name: 'If-None-Match with another ETag', send: () => get('/control/', {'If-None-Match': '"nope"'}), status: 200},
  {
    name: 'If-None-Match list with its ETag',
    send: async () => get('/control/', {'If-None-Match': `"a", ${await etagOf('/control/')}, "b"`}),
    status: 304,
  },
  {name: 'If-None-Match garbage', send: () => get('/control/', {'If-None-Match': ',,,""W/'}), status: 200},
  {
    name: 'If-Modified-Since in the future',
    send: () => get('/control/', {'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT'}),
    status: 304,
  },
  {
    name: 'If-Modified-Since in 1970',
    send: () => get('/control/', {'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT'}),
    status: 200,
  },
  {name: 'If-Modified-Since garbage', send: () => get('/control/', {'If-Modified-Since': 'yesterday'}), status: 200},
  {name: 'If-Match with another ETag', send: () => get('/control/', {'If-Match': '"nope"'}), status: 412},
  {
    name: 'If-Unmodified-Since in 1970',
    send: () => get('/control/', {'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT'}),
    status: 412,
  },
  {
    name: 'If-None-Match on the 404 page is still a 404',
    send: async () => get('/nope/', {'If-None-Match': '*'}),
    status: 404,
    location: null,
  },
  {
    name: 'If-None-Match on a redirect is still a redirect',
    send: () => get('/control', {'If-None-Match': '*'}),
    status: 301,
    location: '/control/',
  },

  // Accept-Encoding.
  ...(
    [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br, gzip', 'br'],
      ['gzip, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['gzip;q=0', undefined],
      ['*', 'gzip'],
      ['*;q=0', undefined],
      ['br;q=0, *', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
      ['BR', 'br'],
      ['', undefined],
      [';;;,,,q=', undefined],
      ['gzip;q=abc', undefined],
      ['x-unknown, gzip', 'gzip'],
    ] as const
  ).map(([accept, expected]): Case => ({
    name: `Accept-Encoding "${accept}" → ${expected ?? 'identity'}`,
    send: () => get('/control/', {'Accept-Encoding': accept}),
    status: 200,
    location: null,
    check: encodingIs(expected),
  })),
  {
    name: '404 page honours br;q=0',
    send: () => get('/en/nope/', {'Accept-Encoding': 'br;q=0, gzip'}),
    status: 404,
    check: encodingIs('gzip'),
  },
  {
    name: '404 page in brotli',
    send: () => get('/en/nope/', {'Accept-Encoding': 'br'}),
    status: 404,
    check: encodingIs('br'),
  },
  {
    name: '404 page to a client that takes no encoding',
    send: () => get('/en/nope/', {'Accept-Encoding': 'identity'}),
    status: 404,
    check: (r) => {
      expect(r.headers['content-encoding']).toBeUndefined();
      langIs('en')(r);
    },
  },

  // Pipelining and a client that goes away.
  {
    name: 'two pipelined requests are both answered',
    send: () =>
      raw('GET /control/ HTTP/1.1\r\nHost: x\r\n\r\nGET /nope/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    status: 200,
    check: (r) => expect(r.body.toString('latin1')).toContain('HTTP/1.1 404'),
  },
];

describe('bundled server robustness', () => {
  beforeAll(async () => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-serve-'));
    makeBuild(buildDir);
    writeSecurityHeaders(buildDir);
    await precompressBuild(buildDir, {minBytes: 512, skipDirs: ['_deploy'], concurrency: 1});
    server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, 'scripts/serve.ts'), buildDir], {
      env: {...process.env, PORT: '0', HOST: '127.0.0.1'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; i < 300 && !port; i += 1) {
      port = Number(/localhost:(\d+)\//.exec(output)?.[1] ?? 0);
      if (server.exitCode !== null) throw new Error(`the server exited: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(port, output).toBeGreaterThan(0);
  }, 60_000);

  afterAll(() => {
    server?.kill('SIGTERM');
    if (buildDir) fs.rmSync(buildDir, {recursive: true, force: true});
  });

  it('covers at least 100 malformed or hostile requests', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(100);
  });

  for (const c of CASES) {
    it(c.name, async () => {
      const response = await c.send();
      expect(response.status, 'status').toBe(c.status);
      assertSameOrigin(response.headers['location']);
      if (c.location !== undefined) expect(response.headers['location'] ?? null).toBe(c.location);
      c.check?.(response);
      await assertAlive();
    });
  }

  it('sends the security headers, CSP included, on pages, assets, redirects, 404s and errors', async () => {
    const csp = JSON.parse(fs.readFileSync(path.join(buildDir, '_deploy/security-headers.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(csp['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(csp['Content-Security-Policy']).not.toContain("unsafe-inline' 'sha");
    for (const target of ['/', `/${ASSET}`, '/control', '/nope/', '/en/nope', '/%zz', '/%00']) {
      const response = await get(target);
      for (const [name, value] of Object.entries(csp))
        expect(response.headers[name.toLowerCase()], `${name} on ${target}`).toBe(value);
    }
  });

  it('does not grow or slow down under repeated-slash variants of one asset', async () => {
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({length: 400}, (_, i) =>
        get(`/assets/js/${'/'.repeat(i + 1)}main.1a2b3c4d.js`, {'Accept-Encoding': 'br, gzip'}),
      ),
    );
    expect(new Set(responses.map((r) => r.status))).toEqual(new Set([301]));
    expect(Date.now() - started).toBeLessThan(15_000);
    await assertAlive();
  }, 30_000);

  it('a client that sends half a request and goes away leaves the server answering', async () => {
    /** Connects, writes `request`, goes away at once, and resolves when the socket is closed. */
    const sendAndLeave = (request: string): Promise<void> =>
      new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(request);
          socket.destroy();
        });
        socket.on('error', reject);
        socket.on('close', () => resolve());
      });
    await sendAndLeave('GET /control/ HTTP/1.1\r\nHost: x\r\nRange: bytes=');
    await sendAndLeave(`GET /${ASSET} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await assertAlive();
  });

  it('answers plain requests from memory with the very headers and bytes the file library sends', async () => {
    // An old If-Modified-Since makes the request conditional (so the library answers it) without changing the answer.
    const viaLibrary = {'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT'};
    const volatile = new Set(['date', 'connection', 'keep-alive']);
    const comparable = (r: RawResponse) =>
      Object.fromEntries(Object.entries(r.headers).filter(([name]) => !volatile.has(name)));
    for (const target of ['/control/', `/${ASSET}`, '/en/control.md', '/img/logo.svg', '/sitemap.xml']) {
      for (const accept of ['br, gzip', 'gzip', 'gzip;q=0.5, br;q=0.1', 'identity', '*', undefined]) {
        const headers: Record<string, string> = accept === undefined ? {} : {'Accept-Encoding': accept};
        const first = await get(target, headers);
        const cached = await get(target, headers);
        const library = await get(target, {...headers, ...viaLibrary});
        const name = `${target} with ${accept ?? 'no Accept-Encoding'}`;
        expect(cached.status, name).toBe(200);
        expect(comparable(cached), name).toEqual(comparable(library));
        expect(comparable(first), name).toEqual(comparable(library));
        expect(cached.body.equals(library.body), name).toBe(true);
      }
    }
    // HEAD from memory: the same headers, no body.
    const head = await get('/control/', {'Accept-Encoding': 'br'}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('a failing file read answers 500 with a log line, and the server lives on', async () => {
    // Replace a file the server indexed with a symlink loop: reading it fails with ELOOP.
    const victim = path.join(buildDir, 'assets/js/vanishing.2b3c4d5e.js');
    for (const ext of ['', '.br', '.gz']) fs.rmSync(victim + ext, {force: true});
    fs.symlinkSync(path.basename(victim), victim);
    const response = await get('/assets/js/vanishing.2b3c4d5e.js');
    expect(response.status).toBe(500);
    await expect.poll(() => output, {timeout: 5000}).toMatch(/request failed/);
    expect(output).toContain('/assets/js/vanishing.2b3c4d5e.js');
    await assertAlive();
    expect(server.exitCode).toBeNull();
  });
});
