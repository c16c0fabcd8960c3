import {test, expect} from '../../../tests/e2e/fixtures';
import type {Page} from '@playwright/test';
import {PRELOAD_ERROR_EVENT} from './client/guard';

/** Counts document loads and preload-error events across reloads. */
async function watch(page: Page): Promise<{loads: number; events: number}> {
  const seen = {loads: 0, events: 0};
  await page.exposeFunction('reportPreloadError', () => {
    seen.events += 1;
  });
  await page.addInitScript((name) => {
    window.addEventListener(name, () => (window as unknown as {reportPreloadError: () => void}).reportPreloadError());
  }, PRELOAD_ERROR_EVENT);
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.loads += 1;
  });
  return seen;
}

test('a route chunk that fails to load dispatches preload-error and reloads once into the new page', async ({page}) => {
  const seen = await watch(page);
  await page.goto('/control/control-guide/analysis-export/');
  await page.waitForLoadState('networkidle');
  // As after a deploy: the chunks the next page needs are gone, until the page reloads.
  let blocking = true;
  await page.route('**/assets/js/*.js', (route) =>
    blocking && route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  );
  page.on('request', (request) => {
    if (request.isNavigationRequest() && seen.loads > 1) blocking = false;
  });
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/control\/control-guide\/notes-import\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Импорт замечаний/);
  await expect.poll(() => seen.loads).toBe(2);
  expect(seen.events).toBe(1);
  // The fresh page works: client-side navigation again (once it has hydrated; before, a link is a plain link).
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('.pagination-nav__link--prev').click();
  await expect(page).toHaveURL(/\/analysis-export\/$/);
  expect(seen.loads).toBe(2);
});

test('a handler that prevents the event keeps the page from reloading', async ({page}) => {
  const seen = await watch(page);
  await page.addInitScript((name) => window.addEventListener(name, (e) => e.preventDefault()), PRELOAD_ERROR_EVENT);
  await page.goto('/control/control-guide/analysis-export/');
  await page.waitForLoadState('networkidle');
  await page.route('**/assets/js/*.js', (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  );
  await page.locator('.pagination-nav__link--next').click();
  await expect.poll(() => seen.events).toBe(1);
  await page.waitForTimeout(1000);
  expect(seen.loads).toBe(1);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Экспорт результатов анализа');
});
