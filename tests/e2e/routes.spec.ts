import {test, expect, SITE_TITLE} from './fixtures';
import {LEGACY_REDIRECTS, manifest} from './routeManifest';

const routes = manifest();

test.describe('every route of the manifest', () => {
  for (const route of routes) {
    test(`${route.path} serves its page`, async ({page}) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
      await expect(page).toHaveTitle(new RegExp(`^.+ \\| ${SITE_TITLE[route.locale]}$`));
      await expect(page.getByTestId('not-found-message')).toHaveCount(0);
      await expect(page.locator('h1').first()).toBeVisible();
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
