import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * The first hydration runs in slices (src/features/hydration): the server's
 * HTML stays, parts hydrate over several tasks, and a reader who acts before
 * the last slice finds every part working. On a phone the desktop-only parts
 * are dropped while hydrating instead of hydrated and then removed.
 */

/** A CPU 4× slower, like Lighthouse's phone, so that hydration really takes several slices. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

test('sliced hydration keeps every server node of the sidebar and the article, and marks the page hydrated', async ({page}) => {
  const errors = watchErrors(page);
  await slowCpu(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as {serverNodes: Element[]};
      w.serverNodes = Array.from(document.querySelectorAll('.theme-doc-sidebar-menu li, .theme-doc-markdown > *, .navbar__item, .table-of-contents li, footer.footer'));
    });
  });
  await page.goto('/api/tessera-viewer/tessera-viewer-howto/');
  await expect(page.locator('html')).toHaveAttribute('data-tessera-hydrated', 'true');
  const kept = await page.evaluate(() => (window as unknown as {serverNodes: Element[]}).serverNodes.map((n) => n.isConnected));
  expect(kept.length).toBeGreaterThan(20);
  expect(kept.filter((k) => !k).length).toBe(0);
  // Hydrated parts respond: a sidebar group folds and unfolds.
  const caret = page.getByRole('button', {name: 'Развернуть группу «API reference»'});
  await caret.click();
  await expect(page.getByRole('button', {name: 'Свернуть группу «API reference»'})).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('a click during the first hydration is not lost: the part clicked is hydrated before the click arrives', async ({page}) => {
  const errors = watchErrors(page);
  await slowCpu(page);
  // Act as soon as the page has loaded, without waiting for hydration to finish.
  await page.goto('/api/tessera-viewer/tessera-viewer-howto/', {waitUntil: 'commit'});
  const caret = page.getByRole('button', {name: 'Развернуть группу «API reference»'});
  await caret.waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true' || document.readyState === 'complete');
  await caret.click();
  await expect(page.getByRole('button', {name: 'Свернуть группу «API reference»'})).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-tessera-hydrated', 'true');
  // Later pages render whole at once: the next article is there with its text.
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Classes', exact: true}).click();
  await expect(page).toHaveURL(/\/tessera-viewer-api\/classes\/$/);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('.theme-doc-markdown > *').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a phone the desktop sidebar and table of contents are dropped while hydrating, and the drawer works', async ({page}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/value/value-guide/price-override/');
  await expect(page.locator('html')).toHaveAttribute('data-tessera-hydrated', 'true');
  await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
  // The folded table of contents above the article opens.
  await page.getByRole('button', {name: 'Содержание этой страницы'}).click();
  await expect(page.locator('.theme-doc-toc-mobile .table-of-contents a').first()).toBeVisible();
  await page.getByRole('button', {name: 'Переключить навигационную панель'}).click();
  await expect(page.locator('.navbar-sidebar .menu__link--active').first()).toBeVisible();
  expect(errors).toEqual([]);
});

const EVERY_KIND = [
  '/',
  '/control/control-guide/',
  '/value/value-guide/price-override/',
  '/api/tessera-viewer/',
  '/api/tessera-viewer/tessera-viewer-api/classes/Viewer/',
  '/demo/encrypt/',
  '/control/tags/',
  '/test-fixtures/legacy/no-chrome/',
  '/no-such-page/',
  '/en/',
  '/en/control/control-howto/getting-started/',
];

for (const url of EVERY_KIND) {
  test(`the first hydration finishes by itself, with no reader input: ${url}`, async ({page}) => {
    const errors = watchErrors(page);
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-tessera-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
}
