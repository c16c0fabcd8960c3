/**
 * deploy/nginx.conf against the production build: Debian's nginx is started
 * on 127.0.0.1 with the config's ports, root and certificate paths rewritten
 * (a self-signed certificate made with openssl in a temporary folder), and the
 * HTTPS redirect, routes, 404 pages, caching, headers and CSP are checked
 * against it as a browser and as a plain client meet them.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from '../tests/e2e/fixtures';
import {LEGACY_REDIRECTS, SPEC_ROUTES} from '../tests/e2e/routeManifest';
import {STRICT_TRANSPORT_SECURITY} from '../server/securityHeaders';
import {DEMO_PASSWORD} from '../tests/fixtures/encrypt/sentinel';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const PORT = Number(process.env.NGINX_E2E_PORT ?? 4190);
/** The plain-HTTP server, which only redirects. */
const HTTP_PORT = PORT + 1;
const base = `https://127.0.0.1:${PORT}`;
const buildDir = path.resolve(__dirname, '../build');
let nginx: ChildProcess | undefined;
let workDir = '';

/** The headers every answer carries: the build's (CSP with its script hashes) and HSTS. */
function expectedHeaders(): Record<string, string> {
  const file = path.join(buildDir, '_deploy/security-headers.json');
  const headers = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return {...headers, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY};
}

/** Replaces `from` in the config, failing if the config no longer has it (the test would test nothing). */
function rewrite(config: string, from: string, to: string): string {
  expect(config, `deploy/nginx.conf no longer contains ${from}`).toContain(from);
  return config.split(from).join(to);
}

function waitForPort(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let tries = 0;
    const attempt = (): void => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', () => {
        tries += 1;
        if (tries > 50)
          reject(
            new Error(`nginx did not listen on ${port}: ${fs.readFileSync(path.join(workDir, 'error.log'), 'utf8')}`),
          );
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** The first hashed JavaScript asset a page of `route` loads. */
async function firstAsset(page: Page, route: string, pattern: RegExp): Promise<string> {
  const assets: string[] = [];
  page.on('response', (r) => {
    if (pattern.test(new URL(r.url()).pathname)) assets.push(r.url());
  });
  await page.goto(base + route);
  await expect(page.locator('h1').first()).toBeVisible();
  expect(assets.length, `${route} loads no asset matching ${pattern}`).toBeGreaterThan(0);
  return assets[0]!;
}

test.describe('nginx deployment config', () => {
  test.skip(!NGINX, 'nginx is not installed (apt-get install -y nginx); npm test installs it when run as root');
  test.describe.configure({mode: 'serial'});
  // The certificate is self-signed.
  test.use({ignoreHTTPSErrors: true});

  test.beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-nginx-'));
    const cert = path.join(workDir, 'fullchain.pem');
    const key = path.join(workDir, 'privkey.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      {stdio: 'pipe'},
    );
    let site = fs.readFileSync(path.resolve(__dirname, 'nginx.conf'), 'utf8');
    site = rewrite(site, '    listen [::]:80;\n', '');
    site = rewrite(site, '    listen [::]:443 ssl http2;\n', '');
    site = rewrite(site, 'listen 80;', `listen 127.0.0.1:${HTTP_PORT};`);
    site = rewrite(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${PORT} ssl http2;`);
    site = rewrite(site, '/var/www/tessera-help', buildDir);
    site = rewrite(site, '/var/www/letsencrypt', workDir);
    site = rewrite(site, '/etc/ssl/tessera-help/fullchain.pem', cert);
    site = rewrite(site, '/etc/ssl/tessera-help/privkey.pem', key);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((t) => `  ${t}_temp_path ${workDir};`)
      .join('\n');
    const conf = `daemon off;\nworker_processes 1;\npid ${workDir}/nginx.pid;\nerror_log ${workDir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n${temp}\n${site}\n}\n`;
    fs.writeFileSync(path.join(workDir, 'nginx.conf'), conf);
    execFileSync(NGINX!, ['-t', '-c', path.join(workDir, 'nginx.conf')], {stdio: 'pipe'});
    nginx = spawn(NGINX!, ['-c', path.join(workDir, 'nginx.conf')], {stdio: 'ignore'});
    await waitForPort(PORT);
    await waitForPort(HTTP_PORT);
  });

  test.afterAll(() => {
    nginx?.kill('SIGTERM');
  });

  test('plain HTTP only redirects to HTTPS, keeping the path and query', async ({request}) => {
    for (const target of ['/', '/control/?x=1', '/en/no-such-page']) {
      const response = await request.get(`http://127.0.0.1:${HTTP_PORT}${target}`, {maxRedirects: 0});
      expect(response.status(), target).toBe(301);
      expect(response.headers()['location'], target).toBe(`https://127.0.0.1${target}`);
      // A browser ignores HSTS over HTTP; it is sent over HTTPS.
      expect(response.headers()['strict-transport-security']).toBeUndefined();
    }
  });

  test('serves every SPEC landing in both locales with status 200 over HTTPS', async ({request}) => {
    for (const route of [...SPEC_ROUTES.ru, ...SPEC_ROUTES.en]) {
      const response = await request.get(base + route, {maxRedirects: 0});
      expect(response.status(), route).toBe(200);
    }
  });

  test('redirects legacy .html URLs and folders without a slash', async ({request}) => {
    for (const [legacy, canonical] of LEGACY_REDIRECTS) {
      const response = await request.get(base + legacy, {maxRedirects: 0});
      expect(response.status(), legacy).toBe(301);
      expect(response.headers()['location'], legacy).toBe(canonical);
    }
    const folder = await request.get(`${base}/control`, {maxRedirects: 0});
    expect(folder.status()).toBe(301);
    expect(folder.headers()['location']).toBe('/control/');
  });

  test('answers unknown paths with the locale’s 404 page and status 404, whatever their shape', async ({request}) => {
    const cases: ReadonlyArray<readonly [string, 'ru' | 'en']> = [
      ['/no-such-page/', 'ru'],
      ['/no-such-page', 'ru'],
      ['/no-such-page.html', 'ru'],
      ['/no-such-page.md', 'ru'],
      ['/assets/js/gone.0a0b0c0d.js', 'ru'],
      ['/english/', 'ru'],
      ['/_deploy/security-headers.conf', 'ru'],
      ['/en/no-such-page/', 'en'],
      ['/en/no-such-page', 'en'],
      ['/en/no-such-page.html', 'en'],
      ['/en/control/no-such-page.md', 'en'],
      ['/en/assets/js/gone.0a0b0c0d.js', 'en'],
      ['/en/img/gone.png', 'en'],
    ];
    for (const [target, lang] of cases) {
      const response = await request.get(base + target, {maxRedirects: 0});
      expect(response.status(), target).toBe(404);
      expect(await response.text(), target).toMatch(new RegExp(`<html lang="?${lang}`));
      expect(response.headers()['cache-control'], target).toBe('no-cache');
    }
  });

  test('sends the security headers and HSTS on every kind of answer, assets included', async ({request, page}) => {
    const asset = await firstAsset(page, '/control/', /^\/assets\/js\/.+\.js$/);
    const enAsset = await firstAsset(page, '/en/control/', /^\/en\/assets\/js\/.+\.js$/);
    const expected = expectedHeaders();
    const targets = [
      '/',
      '/control/',
      new URL(asset).pathname,
      new URL(enAsset).pathname,
      '/control.md',
      '/sitemap.xml',
      '/control',
      '/index.html',
      '/control/control-guide.html',
      '/no-such-page/',
      '/en/no-such-page',
      '/assets/js/gone.0a0b0c0d.js',
      '/_deploy/security-headers.json',
    ];
    for (const target of targets) {
      const response = await request.get(base + target, {maxRedirects: 0});
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers()[name.toLowerCase()], `${name} on ${target} (${response.status()})`).toBe(value);
      }
    }
  });

  test('the Content-Security-Policy allows scripts only by the build’s hashes', () => {
    const csp = expectedHeaders()['Content-Security-Policy']!;
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')+$/);
    expect(csp).not.toContain('blob:');
    // nginx includes the file the build wrote, with the same policy.
    const include = fs.readFileSync(path.join(buildDir, '_deploy/security-headers.conf'), 'utf8');
    expect(include).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  });

  test('caches hashed assets of both locales for a year, everything else never, and sends the precompressed files', async ({
    request,
    page,
  }) => {
    for (const [route, pattern] of [
      ['/control/', /^\/assets\/js\/.+\.js$/],
      ['/en/control/', /^\/en\/assets\/js\/.+\.js$/],
    ] as const) {
      const asset = await firstAsset(page, route, pattern);
      const response = await request.get(asset, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-encoding'], asset).toBe('gzip');
      // gzip_static: the build's .gz copy, byte for byte, with its length (on-the-fly gzip is chunked).
      const gz = path.join(buildDir, `${new URL(asset).pathname}.gz`);
      expect(Number(response.headers()['content-length']), asset).toBe(fs.statSync(gz).size);
      // A revalidation of an unchanged asset costs nothing.
      const etag = response.headers()['etag'];
      expect(etag).toBeTruthy();
      const again = await request.get(asset, {headers: {'Accept-Encoding': 'gzip', 'If-None-Match': etag!}});
      expect(again.status()).toBe(304);
      expect(again.headers()['cache-control']).toContain('immutable');
    }
    const html = await request.get(`${base}/control/`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['content-encoding']).toBe('gzip');
    const redirect = await request.get(`${base}/control`, {maxRedirects: 0});
    expect(redirect.headers()['cache-control']).toBe('no-cache');
  });

  test('a page’s Markdown twin is served as UTF-8 Markdown, compressed', async ({request}) => {
    for (const url of ['/control/control-guide/collision-matrix.md', '/en/control/control-guide/collision-matrix.md']) {
      const twin = await request.get(base + url, {headers: {'Accept-Encoding': 'gzip'}});
      expect(twin.status(), url).toBe(200);
      expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(twin.headers()['content-encoding']).toBe('gzip');
      expect(twin.headers()['cache-control']).toBe('no-cache');
      expect(await twin.text()).toMatch(/^# /m);
    }
    expect((await request.get(`${base}/control/no-such-page.md`)).status()).toBe(404);
  });

  test('a section’s PDF is sent as application/pdf, revalidated, uncompressed, in byte ranges', async ({request}) => {
    for (const url of ['/pdf/control.pdf', '/en/pdf/control.pdf']) {
      const size = fs.statSync(path.join(buildDir, url)).size;
      const pdf = await request.get(base + url, {headers: {'Accept-Encoding': 'gzip, br'}});
      expect(pdf.status(), url).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['cache-control']).toBe('no-cache');
      expect(pdf.headers()['content-encoding']).toBeUndefined();
      expect(Number(pdf.headers()['content-length'])).toBe(size);
      const again = await request.get(base + url, {headers: {'If-None-Match': pdf.headers()['etag']!}});
      expect(again.status(), url).toBe(304);
      const head = await request.get(base + url, {headers: {Range: 'bytes=0-4'}});
      expect(head.status(), url).toBe(206);
      expect((await head.body()).toString('latin1')).toBe('%PDF-');
    }
  });

  test('pages, search and an unlocked protected page run under the policy without violations', async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    for (const route of ['/', '/control/', '/control/control-guide/', '/uniformat/', '/en/', '/en/no-such-page/']) {
      await page.goto(base + route);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // Search runs in a worker loaded from the site. (Hydrated first: this test is about the policy, not early input.)
    await page.goto(`${base}/control/control-guide/global-settings/`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
    await page.keyboard.press('Control+k');
    const box = page.getByRole('dialog').getByRole('combobox');
    await expect(box).toBeFocused();
    await page.keyboard.type('коллизиями');
    await expect(page.getByRole('dialog').locator('a[role="option"]').first()).toBeVisible({timeout: 15_000});
    // Unlocking needs WebCrypto (HTTPS) and runs bcrypt in the page.
    await page.goto(`${base}/en/demo/encrypt/`);
    await page.getByPlaceholder('Enter password').fill(DEMO_PASSWORD);
    await page.getByRole('button', {name: 'Unlock'}).click();
    // bcrypt at cost 10 takes seconds on a loaded machine.
    await expect(page.getByTestId('protected-content')).toBeVisible({timeout: 30_000});
    expect(violations).toEqual([]);
  });
});
