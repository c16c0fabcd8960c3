import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * The Russian site built with docusaurus-plugin-route-shards switched off
 * (`npm run test:shards-off`, playwright.shards-off.config.ts): Docusaurus's own
 * route table, registry and prefetching. A reader opens a deep page, goes to
 * another folder and another section by clicking, comes back, and reloads; every
 * page renders, no route shard exists to be loaded, and an unknown address in a
 * docs folder is the 404 page.
 */
const SHARD = /\/assets\/js\/route-shard-/;

function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Without the plugin the main bundle carries every route of the site: hydration takes longer on a busy CI machine. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
}

test('with the plugin off, a reader navigates across folders and sections, back, and reloads a deep page', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  const response = await page.goto('/value/value-guide/price-override/');
  expect(response?.status()).toBe(200);
  await hydrated(page);
  const articleTitle = await page.locator('article h1').innerText();
  expect(articleTitle.length).toBeGreaterThan(0);
  // Docusaurus's own route table: the HTML preloads no shard.
  await expect(page.locator('head link[rel=preload][href*="route-shard-"]')).toHaveCount(0);

  // Another folder of the section from the sidebar, then one of its pages.
  await page.locator('.theme-doc-sidebar-menu a[href="/value/value-howto/"]').click();
  await expect(page).toHaveURL(/\/value\/value-howto\/$/);
  await expect(page.locator('main h1')).toBeVisible();
  await page.locator('.theme-doc-sidebar-menu a[href="/value/value-howto/cookbook/"]').click();
  await expect(page).toHaveURL(/\/value\/value-howto\/cookbook\/$/);
  await expect(page.locator('article h1')).toBeVisible();

  // Another section from the navbar's product menu, then a page of one of its folders.
  await page.locator('nav.navbar').getByRole('button', {name: 'Tessera Control'}).click();
  await page.locator('nav.navbar a.dropdown__link[href="/control/"]').click();
  await expect(page).toHaveURL(/\/control\/$/);
  await page.locator('article a[href="/control/control-howto/getting-started/"]').first().click();
  await expect(page).toHaveURL(/\/control\/control-howto\/getting-started\/$/);
  await expect(page.locator('article h1')).toHaveText(/Начало работы/);

  // Back to the first page, then a reload of it.
  for (const url of [/\/control\/$/, /\/value\/value-howto\/cookbook\/$/, /\/value\/value-howto\/$/]) {
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(page.locator('main h1')).toBeVisible();
  }
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText(articleTitle);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('article h1')).toHaveText(articleTitle);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => SHARD.test(script))).toEqual([]);
});

test('with the plugin off, an unknown address in a docs folder is the 404 page', async ({page}) => {
  const notFound = await page.goto('/value/value-guide/no-such-page/');
  expect(notFound?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Страница не найдена');
});
