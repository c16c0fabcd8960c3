/**
 * deploy/nginx.conf against the production build: Debian's nginx is started
 * on 127.0.0.1 with the config's ports, root and certificate paths rewritten
 * (a self-signed certificate made with openssl in a temporary folder), and the
 * HTTPS redirect, routes, 404 pages, caching, headers and CSP are checked
 * against it as a browser and as a plain client meet them.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from '../tests/e2e/fixtures';
import {LEGACY_REDIRECTS, SPEC_ROUTES} from '../tests/e2e/routeManifest';
import {STRICT_TRANSPORT_SECURITY} from '../server/securityHeaders';
import {DEMO_PASSWORD} from '../tests/fixtures/encrypt/sentinel';
import {siteConfig} from '../site.config';
import {NGINX, startNginx, type RunningNginx} from './nginxTestServer';

const PORT = Number(process.env.NGINX_E2E_PORT ?? 4190);
/** The plain-HTTP server, which only redirects. */
const HTTP_PORT = PORT + 1;
const base = `https://127.0.0.1:${PORT}`;
const buildDir = path.resolve(__dirname, '../build');
let nginx: RunningNginx | undefined;

/** The headers every answer carries: the build's (CSP with its script hashes) and HSTS. */
function expectedHeaders(): Record<string, string> {
  const file = path.join(buildDir, '_deploy/security-headers.json');
  const headers = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return {...headers, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY};
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

/**
 * Set to 1 to run the suite without nginx (its tests are then skipped, and say why). Without it a
 * missing nginx fails these tests: `npm test` installs nginx first (scripts/test-setup.sh), and
 * `npm run test:e2e` must not pass quietly without having tested the deployment config.
 */
const SKIP_NGINX = process.env.TESSERA_SKIP_NGINX === '1';

/** The suite a TLS handshake with these client settings agreed on, or undefined when the server refused. */
function handshake(args: readonly string[]): string | undefined {
  const run = spawnSync('openssl', ['s_client', '-connect', `127.0.0.1:${PORT}`, '-brief', ...args], {
    input: '',
    timeout: 10_000,
  });
  if (run.status !== 0) return undefined;
  return /Ciphersuite: (\S+)/.exec(`${String(run.stdout)}${String(run.stderr)}`)?.[1];
}

/** Every TLS 1.2 suite this openssl knows, whatever its security level. */
function tls12Suites(): string[] {
  return execFileSync('openssl', ['ciphers', '-v', 'ALL:COMPLEMENTOFALL:@SECLEVEL=0'])
    .toString()
    .split('\n')
    .filter((line) => line.trim() !== '' && !/\bTLSv1\.3\b/.test(line))
    .map((line) => line.trim().split(/\s+/)[0]!);
}

test.describe('nginx deployment config', () => {
  test.skip(!NGINX && SKIP_NGINX, 'nginx is not installed and TESSERA_SKIP_NGINX=1 says to go on without it');
  test.describe.configure({mode: 'serial'});
  // The certificate is self-signed.
  test.use({ignoreHTTPSErrors: true});

  test.beforeAll(async () => {
    if (!NGINX)
      throw new Error(
        'nginx is not installed: apt-get install -y nginx (npm test installs it when run as root), ' +
          'or set TESSERA_SKIP_NGINX=1 to run the other tests without it',
      );
    nginx = await startNginx(buildDir, PORT, HTTP_PORT);
  });

  test.afterAll(() => {
    nginx?.stop();
  });

  test('plain HTTP only redirects to HTTPS on the configured host, keeping the path and query', async ({request}) => {
    expect(new URL(siteConfig.url).host).toBe('help.tessera.example');
    for (const [target, host] of [
      ['/', undefined],
      ['/control/?x=1', undefined],
      ['/en/no-such-page', 'attacker.example'],
      ['/control/', 'help.tessera.example.attacker.example'],
    ] as const) {
      const response = await request.get(`http://127.0.0.1:${HTTP_PORT}${target}`, {
        maxRedirects: 0,
        headers: host ? {Host: host} : {},
      });
      expect(response.status(), target).toBe(301);
      // Whatever Host the request names, the redirect leads to the site's own host.
      expect(response.headers()['location'], `${target} with Host ${host}`).toBe(`${siteConfig.url}${target}`);
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
  test('offers Mozilla’s intermediate TLS: in TLS 1.2 only AEAD suites with forward secrecy, no TLS 1.1 or older', () => {
    const all = tls12Suites();
    // The list the refusals are measured against has the weak suites the old configuration accepted.
    expect(all).toEqual(expect.arrayContaining(['AES128-SHA', 'AES256-GCM-SHA384', 'ECDHE-RSA-AES128-SHA']));
    const accepted = all.filter((suite) => handshake(['-tls1_2', '-cipher', `${suite}:@SECLEVEL=0`]) !== undefined);
    // The certificate is RSA: the ECDSA suites of the list have no key to use here.
    expect(accepted.sort()).toEqual([
      'DHE-RSA-AES128-GCM-SHA256',
      'DHE-RSA-AES256-GCM-SHA384',
      'DHE-RSA-CHACHA20-POLY1305',
      'ECDHE-RSA-AES128-GCM-SHA256',
      'ECDHE-RSA-AES256-GCM-SHA384',
      'ECDHE-RSA-CHACHA20-POLY1305',
    ]);
    for (const suite of ['TLS_AES_128_GCM_SHA256', 'TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256']) {
      expect(handshake(['-tls1_3', '-ciphersuites', suite]), suite).toBe(suite);
    }
    for (const old of ['-tls1_1', '-tls1']) {
      expect(handshake([old, '-cipher', 'ALL:@SECLEVEL=0']), old).toBeUndefined();
    }
  });

  test('answers a request for many ranges with the whole file, and one range with that range', async ({
    request,
    page,
  }) => {
    const asset = await firstAsset(page, '/control/', /^\/assets\/js\/.+\.js$/);
    const size = fs.statSync(path.join(buildDir, new URL(asset).pathname)).size;
    const ranges = Array.from({length: 500}, (_, i) => `${i * 2}-${i * 2}`).join(',');
    const many = await request.get(asset, {headers: {Range: `bytes=${ranges}`, 'Accept-Encoding': 'identity'}});
    expect(many.status()).toBe(200);
    expect((await many.body()).length).toBe(size);
    expect(many.headers()['content-type']).not.toContain('multipart');
    const one = await request.get(asset, {headers: {Range: 'bytes=0-99', 'Accept-Encoding': 'identity'}});
    expect(one.status()).toBe(206);
    expect(one.headers()['content-range']).toBe(`bytes 0-99/${size}`);
    expect((await one.body()).length).toBe(100);
  });
  test('nginx and the bundled server answer the same requests with the same status, type and caching', async ({
    playwright,
    page,
  }) => {
    const hidden = ['.tessera-hidden', 'en/.htaccess'];
    for (const rel of hidden) fs.writeFileSync(path.join(buildDir, rel), 'not for readers\n');
    try {
      const js = new URL(await firstAsset(page, '/control/', /^\/assets\/js\/.+\.js$/)).pathname;
      const enJs = new URL(await firstAsset(page, '/en/control/', /^\/en\/assets\/js\/.+\.js$/)).pathname;
      const assets = fs.readdirSync(path.join(buildDir, 'assets'), {recursive: true, withFileTypes: true});
      const files = assets
        .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
        .map((e) => `/${path.relative(buildDir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`);
      // An asset whose hash is not spelled `name.hash.ext` (a chunk named by its hash alone, an image's `name-hash`).
      const unusual = files.find((f) => !/[.][0-9a-f]{8,}\.[a-z0-9]+$/i.test(f));
      const css = files.find((f) => f.endsWith('.css'));
      expect(unusual, 'the build has assets named otherwise than name.hash.ext').toBeDefined();
      expect(css).toBeDefined();
      const targets = [
        '/',
        '/control/',
        '/en/',
        '/en/control/control-guide/collision-matrix/',
        '/control',
        '/index.html',
        '/control/control-guide.html',
        js,
        enJs,
        css!,
        unusual!,
        `${js}.gz`,
        `${js}.br`,
        '/index.html.gz',
        '/en/index.html.br',
        '/sitemap.xml',
        '/sitemap.xml.gz',
        '/control.md',
        '/en/control/control-guide/collision-matrix.md',
        `/${siteConfig.favicon}`,
        `/${siteConfig.offline.workerFile}`,
        '/no-such-page/',
        '/en/no-such-page',
        '/assets/js/gone.0a0b0c0d.js',
        '/_deploy/security-headers.json',
        // A release the build does not serve: the same page of the current one, or its nearest parent.
        '/control/4.4/control-guide/collision-matrix/',
        '/en/control/4.4/control-guide/collision-matrix?from=bookmark',
        '/control/4.4/control-guide/no-such-page/',
        '/control/4.4',
        '/control/4.4/control-guide/collision-matrix.md',
        '/control/4.5/control-guide/collision-matrix/',
        '/control/4.5/no-such-page/',
        `/${hidden[0]}`,
        `/${hidden[1]}`,
      ];
      const nginxContext = await playwright.request.newContext({baseURL: base, ignoreHTTPSErrors: true});
      const bundledContext = await playwright.request.newContext({baseURL: test.info().project.use.baseURL});
      const answer = async (
        context: typeof nginxContext,
        target: string,
        headers: Record<string, string> = {},
      ): Promise<Record<string, string | number | undefined>> => {
        const response = await context.get(target, {
          maxRedirects: 0,
          headers: {'Accept-Encoding': 'identity', ...headers},
        });
        const h = response.headers();
        return {
          status: response.status(),
          // The same type (charset case aside); a redirect's body is no answer a reader sees (nginx writes a
          // short HTML one, the bundled server none), so only its status, Location and caching count.
          type: response.status() >= 300 && response.status() < 400 ? 'redirect' : h['content-type']?.toLowerCase(),
          cacheControl: h['cache-control'],
          location: h['location'],
        };
      };
      const requests: Array<readonly [string, Record<string, string>]> = [
        ...targets.map((t) => [t, {}] as const),
        [js, {Range: 'bytes=0-99'}],
        [js, {Range: `bytes=${Array.from({length: 50}, (_, i) => `${i * 2}-${i * 2}`).join(',')}`}],
      ];
      const differences: string[] = [];
      for (const [target, headers] of requests) {
        const fromNginx = await answer(nginxContext, target, headers);
        const fromBundled = await answer(bundledContext, target, headers);
        if (JSON.stringify(fromNginx) !== JSON.stringify(fromBundled))
          differences.push(
            `${target} ${JSON.stringify(headers)}: nginx ${JSON.stringify(fromNginx)}, bundled ${JSON.stringify(fromBundled)}`,
          );
      }
      expect(differences).toEqual([]);
      // And what they agree on is the rule: assets for a year, precompressed copies and dotfiles no address.
      expect((await answer(nginxContext, unusual!)).cacheControl).toBe('public, max-age=31536000, immutable');
      expect((await answer(nginxContext, `${js}.gz`)).status).toBe(404);
      expect((await answer(nginxContext, `/${hidden[0]}`)).status).toBe(404);
      expect(await answer(nginxContext, '/en/control/4.4/control-guide/collision-matrix?from=bookmark')).toMatchObject({
        status: 301,
        location: '/en/control/control-guide/collision-matrix/?from=bookmark',
      });
      expect((await answer(nginxContext, '/control/4.4/control-guide/no-such-page/')).location).toBe(
        '/control/control-guide/',
      );
      expect((await answer(nginxContext, '/control/4.5/control-guide/collision-matrix/')).status).toBe(200);
      await nginxContext.dispose();
      await bundledContext.dispose();
    } finally {
      for (const rel of hidden) fs.rmSync(path.join(buildDir, rel), {force: true});
    }
  });
});
