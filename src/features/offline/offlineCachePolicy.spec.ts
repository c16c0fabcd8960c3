/**
 * What the service worker refuses to keep, and what it lets go (shared/cachePolicy.ts), in
 * Chromium with the worker running. The build is served on a private port through a small
 * proxy, which a test tells to answer an address otherwise than the build would: with
 * `Cache-Control: no-store`, with an HTML page for a script, with 404, or with a page list
 * from which a page was removed, as a later deploy would.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {test as base, expect} from '../../../tests/e2e/fixtures';
import {createStaticServer} from '../../../server/staticServer';
import {siteConfig} from '../../../site.config';
import {CACHE_NAMES, SKIP_WAITING} from './shared/routes';

interface Override {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

interface ProxiedSite {
  readonly origin: string;
  /** From now on, `path` is answered with this instead of the build's file. */
  override(path: string, answer: Override): void;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

const test = base.extend<{site: ProxiedSite}>({
  // eslint-disable-next-line no-empty-pattern
  site: async ({}, provide) => {
    const localePrefixes = siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale);
    const inner = createStaticServer({root: 'build', localePrefixes});
    const innerPort = await listen(inner);
    const overrides = new Map<string, Override>();
    const proxy = http.createServer((req, res) => {
      const path = (req.url ?? '/').replace(/\?.*$/, '');
      const answer = overrides.get(path);
      if (answer) {
        res.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      }
      const upstream = http.request(
        {host: '127.0.0.1', port: innerPort, path: req.url, method: req.method, headers: req.headers},
        (response) => {
          res.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    const port = await listen(proxy);
    await provide({origin: `http://127.0.0.1:${port}`, override: (path, answer) => overrides.set(path, answer)});
    for (const server of [proxy, inner]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  },
  // Each test's origin is its own: its worker and caches start empty.
  baseURL: async ({site}, provide) => provide(site.origin),
});

test.use({serviceWorkers: 'allow'});
test.describe.configure({timeout: 180_000});

const KEPT = '/control/control-guide/';
const ARTICLE = '/control/control-guide/global-settings/';
const OTHER_ARTICLE = '/control/control-guide/collision-matrix/';

async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {timeout: 30_000});
}

/** Whether the worker's `cache` holds `path` (of this origin). */
function inCache(page: Page, cache: string, path: string): Promise<boolean> {
  return page.evaluate(
    async ([name, p]) => Boolean(await (await caches.open(name!)).match(new URL(p!, location.href).href)),
    [cache, path],
  );
}

/** Opens `path` as a reader does (a navigation the worker answers), and waits for its heading. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
}

test('a page sent with Cache-Control: no-store is shown but never kept; an ordinary page is kept', async ({
  page,
  site,
  request,
}) => {
  await open(page, KEPT);
  await workerControls(page);
  const html = await (await request.get(ARTICLE)).text();
  site.override(ARTICLE, {
    status: 200,
    headers: {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store'},
    body: html,
  });
  await open(page, ARTICLE);
  await open(page, OTHER_ARTICLE);
  await expect.poll(() => inCache(page, CACHE_NAMES.pages, OTHER_ARTICLE)).toBe(true);
  expect(await inCache(page, CACHE_NAMES.pages, ARTICLE)).toBe(false);
});

test('an HTML page answered with 200 for a script is passed on but never kept as the script', async ({page, site}) => {
  const script = '/assets/js/portal.0a1b2c3d.js';
  const style = '/assets/css/portal.0a1b2c3d.css';
  site.override(script, {status: 200, headers: {'content-type': 'text/html; charset=utf-8'}, body: '<h1>Sign in</h1>'});
  site.override(style, {status: 200, headers: {'content-type': 'text/css; charset=utf-8'}, body: 'body{}'});
  await open(page, KEPT);
  await workerControls(page);
  const statuses = await page.evaluate(
    ([a, b]) => Promise.all([fetch(a!), fetch(b!)].map((p) => p.then((r) => r.status))),
    [script, style],
  );
  expect(statuses).toEqual([200, 200]);
  // The asset of the right type is kept (so the wrong one would have been, without the check).
  await expect.poll(() => inCache(page, CACHE_NAMES.assets, style)).toBe(true);
  expect(await inCache(page, CACHE_NAMES.assets, script)).toBe(false);
});

test('a kept page the site now answers 404 for leaves the cache', async ({page, site}) => {
  await open(page, KEPT);
  await workerControls(page);
  await open(page, ARTICLE);
  await expect.poll(() => inCache(page, CACHE_NAMES.pages, ARTICLE)).toBe(true);
  site.override(ARTICLE, {
    status: 404,
    headers: {'content-type': 'text/html; charset=utf-8'},
    body: '<h1>Not found</h1>',
  });
  const response = await page.goto(ARTICLE);
  expect(response?.status()).toBe(404);
  await expect.poll(() => inCache(page, CACHE_NAMES.pages, ARTICLE)).toBe(false);
  expect(await inCache(page, CACHE_NAMES.pages, KEPT)).toBe(true);
});

test('after a deploy whose page list no longer names a kept page, the new worker drops it', async ({
  page,
  site,
  request,
}) => {
  await open(page, KEPT);
  await workerControls(page);
  await open(page, ARTICLE);
  await open(page, OTHER_ARTICLE);
  await expect.poll(() => inCache(page, CACHE_NAMES.pages, ARTICLE)).toBe(true);
  await expect.poll(() => inCache(page, CACHE_NAMES.pages, OTHER_ARTICLE)).toBe(true);
  // The next deploy removed ARTICLE: its Russian page list no longer names it.
  const list = await (await request.get('/offline/pages.txt')).text();
  expect(list.split('\n')).toContain(ARTICLE);
  site.override('/offline/pages.txt', {
    status: 200,
    headers: {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache'},
    body: list
      .split('\n')
      .filter((line) => line !== ARTICLE)
      .join('\n'),
  });
  // The new deploy's worker (another script URL of the same scope, as offline.spec does), taking over.
  await page.evaluate(async (skip) => {
    const registration = await navigator.serviceWorker.register('/sw.js?build=next', {scope: '/'});
    const waiting = await new Promise<ServiceWorker>((resolve) => {
      const check = (): void => {
        if (registration.waiting) resolve(registration.waiting);
        else setTimeout(check, 100);
      };
      check();
    });
    waiting.postMessage({type: skip});
  }, SKIP_WAITING);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {timeout: 30_000})
    .toContain('build=next');
  await expect.poll(() => inCache(page, CACHE_NAMES.pages, ARTICLE), {timeout: 30_000}).toBe(false);
  expect(await inCache(page, CACHE_NAMES.pages, OTHER_ARTICLE)).toBe(true);
  expect(await inCache(page, CACHE_NAMES.pages, KEPT)).toBe(true);
});
