/**
 * deploy/nginx.conf against the production build: Debian's nginx is started
 * on 127.0.0.1 with the config's root and port rewritten, and the route, 404,
 * redirect and CSP checks run against it.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from './fixtures';
import {LEGACY_REDIRECTS, SPEC_ROUTES} from './routeManifest';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const PORT = Number(process.env.NGINX_E2E_PORT ?? 4190);
const base = `http://127.0.0.1:${PORT}`;
let nginx: ChildProcess | undefined;
let workDir = '';

test.describe('nginx deployment config', () => {
  test.skip(!NGINX, 'nginx is not installed (apt-get install -y nginx); .ci/run installs it');
  test.describe.configure({mode: 'serial'});

  test.beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-nginx-'));
    const site = fs
      .readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8')
      .replace('listen 80;', `listen 127.0.0.1:${PORT};`)
      .replace('root /var/www/tessera-help;', `root ${path.resolve(__dirname, '../../build')};`);
    const conf = `daemon off;\nworker_processes 1;\npid ${workDir}/nginx.pid;\nerror_log ${workDir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log off;\n  client_body_temp_path ${workDir};\n  proxy_temp_path ${workDir};\n  fastcgi_temp_path ${workDir};\n  uwsgi_temp_path ${workDir};\n  scgi_temp_path ${workDir};\n${site}\n}\n`;
    fs.writeFileSync(path.join(workDir, 'nginx.conf'), conf);
    execFileSync(NGINX!, ['-t', '-c', path.join(workDir, 'nginx.conf')], {stdio: 'pipe'});
    nginx = spawn(NGINX!, ['-c', path.join(workDir, 'nginx.conf')], {stdio: 'ignore'});
    for (let i = 0; i < 50; i += 1) {
      try {
        await fetch(`${base}/`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });

  test.afterAll(() => {
    nginx?.kill('SIGTERM');
  });

  test('serves every SPEC landing in both locales with status 200', async ({request}) => {
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

  test('answers unknown paths with the locale’s 404 page and status 404', async ({request}) => {
    const ru = await request.get(`${base}/no-such-page/`);
    expect(ru.status()).toBe(404);
    expect(await ru.text()).toMatch(/<html lang="?ru/);
    const en = await request.get(`${base}/en/no-such-page/`);
    expect(en.status()).toBe(404);
    expect(await en.text()).toMatch(/<html lang="?en/);
  });

  test('caches hashed assets for a year, HTML never, and compresses', async ({request, page}) => {
    const assets: string[] = [];
    page.on('response', (r) => {
      if (/\/assets\/js\/.+\.js$/.test(r.url())) assets.push(r.url());
    });
    await page.goto(`${base}/control/`);
    const asset = await request.get(assets[0]!, {headers: {'Accept-Encoding': 'gzip'}});
    expect(asset.headers()['cache-control']).toContain('immutable');
    const html = await request.get(`${base}/control/`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['content-encoding']).toBe('gzip');
    expect(html.headers()['content-security-policy']).toContain("default-src 'self'");
  });

  test('the English site’s assets are cached for a year too', async ({request, page}) => {
    const assets: string[] = [];
    page.on('response', (r) => {
      if (/\/en\/assets\/js\/.+\.js$/.test(r.url())) assets.push(r.url());
    });
    await page.goto(`${base}/en/control/`);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(assets.length).toBeGreaterThan(0);
    const asset = await request.get(assets[0]!);
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a page’s Markdown twin is served as UTF-8 Markdown, compressed', async ({request}) => {
    for (const url of ['/control/control-guide/collision-matrix.md', '/en/control/control-guide/collision-matrix.md']) {
      const twin = await request.get(base + url, {headers: {'Accept-Encoding': 'gzip'}});
      expect(twin.status(), url).toBe(200);
      expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(twin.headers()['content-encoding']).toBe('gzip');
      expect(await twin.text()).toMatch(/^# /m);
    }
    expect((await request.get(`${base}/control/no-such-page.md`)).status()).toBe(404);
  });

  test('pages run under the Content-Security-Policy without violations', async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    for (const route of ['/', '/control/', '/control/control-guide/', '/uniformat/', '/en/', '/en/no-such-page/']) {
      await page.goto(base + route);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
