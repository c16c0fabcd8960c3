import {test, expect} from './fixtures';

/**
 * The browser takes over the server's HTML instead of drawing the page again
 * (plugins/preact/ssrTemplate.ts), prefetches each chunk once
 * (plugins/lean-runtime/routePrefetch.ts), and draws the phone drawer's menus
 * when the reader first opens it (src/theme/Navbar/MobileSidebar).
 */
const PAGES = ['/', '/control/control-guide/collision-matrix/', '/en/control/control-howto/', '/api/tessera-viewer/', '/demo/encrypt/'];

for (const url of PAGES) {
  test(`hydration keeps the server-rendered navbar, main column and footer: ${url}`, async ({page}) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as {serverNodes: Element[]};
        w.serverNodes = Array.from(document.querySelectorAll('#__docusaurus > nav.navbar, #__docusaurus > .main-wrapper, #__docusaurus > footer'));
      });
    });
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const kept = await page.evaluate(() => (window as unknown as {serverNodes: Element[]}).serverNodes.map((n) => n.isConnected));
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(kept.every(Boolean)).toBe(true);
    // The resource hints React writes for images sit in <head>, not inside the app's root.
    await expect(page.locator('#__docusaurus > link')).toHaveCount(0);
  });
}

test('chunks of the pages linked from the visible part of a page are prefetched once each', async ({page}) => {
  await page.goto('/control/control-guide/collision-matrix/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect.poll(() => page.locator('link[rel=prefetch]').count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const hrefs = await page.locator('link[rel=prefetch]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test('on a phone the drawer draws its menus when first opened, and they work', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/control/control-guide/collision-matrix/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('.navbar-sidebar .menu__link')).toHaveCount(0);
  await page.getByRole('button', {name: 'Переключить навигационную панель'}).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar.locator('.menu__link--active').first()).toBeVisible();
  await sidebar.getByRole('link', {name: 'Экспорт анализа', exact: true}).click();
  await expect(page).toHaveURL(/\/control\/control-guide\/analysis-export\/$/);
});
