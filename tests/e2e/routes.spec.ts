import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Page} from '@playwright/test';
import {buildFiles} from '../../server/precompress';
import {test, expect, SITE_TITLE} from './fixtures';
import {LEGACY_REDIRECTS, manifest, type ManifestRoute} from './routeManifest';

/**
 * Every route of the manifest, checked twice: the server's HTML (status, language, title, a
 * heading, not the 404 page), and the same page rendered by the app in the browser, reached the
 * way the back button reaches a page (the router reads the new address and loads its chunks).
 * One browser page walks a whole section: a fresh page per route costs seconds on a small
 * machine, and the walk still renders every route in the client (a route missing from its
 * route shard shows the 404 page there, not on the server).
 */
const routes = manifest();

/** Routes by locale and top folder (`ru /control`, `en /api`, `ru /` for the home page). */
function groups(all: readonly ManifestRoute[]): Map<string, ManifestRoute[]> {
  const byGroup = new Map<string, ManifestRoute[]>();
  for (const route of all) {
    const rest = route.locale === 'en' ? route.path.replace(/^\/en/, '') : route.path;
    const [, top = '', sub] = rest.split('/');
    // The API folder holds hundreds of generated reference pages: one walk per product keeps walks short;
    // an older release of a section (`/tessera/4.5/`) is a walk of its own.
    const split = (top === 'api' && sub) || (sub && /^\d+\.\d+$/.test(sub));
    const key = `${route.locale} /${top}${split ? `/${sub}` : ''}`;
    byGroup.set(key, [...(byGroup.get(key) ?? []), route]);
  }
  return byGroup;
}

interface ServerPage {
  readonly status: number;
  readonly lang: string | null;
  readonly title: string;
  readonly headings: number;
  readonly notFound: boolean;
}

/** The server's answer for a path, parsed by the browser's own HTML parser (no script runs). */
function serverPage(page: Page, path: string): Promise<ServerPage> {
  return page.evaluate(async (p) => {
    const response = await fetch(p, {cache: 'no-store'});
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    return {
      status: response.status,
      lang: doc.documentElement.getAttribute('lang'),
      title: doc.title,
      headings: doc.querySelectorAll('h1').length,
      notFound: doc.querySelector('[data-testid="not-found-message"]') !== null,
    };
  }, path);
}

/** Moves the app to a path as the browser's back and forward buttons do. */
async function routeTo(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, path);
}

test.describe('every route of the manifest', () => {
  for (const [name, section] of groups(routes)) {
    test(`${name}: ${section.length} pages served and rendered`, async ({page}) => {
      test.setTimeout(60_000 + section.length * 3_000);
      const first = section[0]!;
      const response = await page.goto(first.path);
      expect(response?.status(), first.path).toBe(200);
      for (const route of section) {
        const served = await serverPage(page, route.path);
        expect.soft(served.status, `${route.path}: status`).toBe(200);
        expect.soft(served.lang, `${route.path}: lang`).toBe(route.locale);
        expect.soft(served.title, `${route.path}: title`).toMatch(new RegExp(`^.+ \\| ${SITE_TITLE[route.locale]}$`));
        expect.soft(served.headings, `${route.path}: h1 in the HTML`).toBeGreaterThan(0);
        expect.soft(served.notFound, `${route.path}: the 404 page`).toBe(false);

        if (route !== first) await routeTo(page, route.path);
        await expect.soft(page, `${route.path}: title in the app`).toHaveTitle(served.title);
        await expect.soft(page.locator('html'), `${route.path}: lang in the app`).toHaveAttribute('lang', route.locale);
        await expect.soft(page.getByTestId('not-found-message'), `${route.path}: 404 in the app`).toHaveCount(0);
        await expect.soft(page.locator('h1').first(), `${route.path}: heading in the app`).toBeVisible();
      }
    });
  }
});

test.describe('legacy .html URLs', () => {
  for (const [legacy, canonical] of LEGACY_REDIRECTS) {
    test(`${legacy} redirects to ${canonical}`, async ({page, request}) => {
      const head = await request.get(legacy, {maxRedirects: 0});
      expect(head.status()).toBe(301);
      expect(head.headers()['location']).toBe(canonical);
      const response = await page.goto(legacy);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(canonical);
    });
  }

  test('a folder without its trailing slash redirects to the canonical URL', async ({request}) => {
    const response = await request.get('/control/control-guide', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/control/control-guide/');
  });
});

test('hashed assets are cached for a year and pages are compressed', async ({page, request}) => {
  const assets: string[] = [];
  page.on('response', (r) => {
    if (/\/assets\/js\/.+\.js$/.test(r.url())) assets.push(r.url());
  });
  await page.goto('/control/');
  expect(assets.length).toBeGreaterThan(0);
  const asset = await request.get(assets[0]!);
  expect(asset.headers()['cache-control']).toContain('immutable');
  const html = await request.get('/control/', {headers: {'Accept-Encoding': 'br, gzip'}});
  expect(html.headers()['content-encoding']).toMatch(/br|gzip/);
  expect(html.headers()['cache-control']).toBe('no-cache');
});

test('every compressed copy in the build says what its file says (a step after compression rewrote none unseen)', () => {
  const root = path.resolve('build');
  const stale: string[] = [];
  let checked = 0;
  for (const abs of buildFiles(root)) {
    if (!/\.(br|gz)$/.test(abs)) continue;
    const source = abs.slice(0, -3);
    const packed = fs.readFileSync(abs);
    const unpacked = abs.endsWith('.br') ? zlib.brotliDecompressSync(packed) : zlib.gunzipSync(packed);
    if (!fs.existsSync(source) || !unpacked.equals(fs.readFileSync(source))) stale.push(path.relative(root, abs));
    checked += 1;
  }
  expect(checked).toBeGreaterThan(100);
  expect(stale).toEqual([]);
});
