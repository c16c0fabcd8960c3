import type {Page} from '@playwright/test';
import {test, expect, slowCpu} from './fixtures';

/**
 * The route table in route shards (docusaurus-plugin-route-shards): a page's folder
 * comes with the page (its shard is preloaded by the HTML), every other
 * folder's routes arrive when the reader goes there, each once, and the
 * reader sees each page whatever order they wander in, back button included.
 */
const SHARD = /\/assets\/js\/route-shard-[0-9a-z]+\.[0-9a-f]+\.js$/;

/** Every route shard the page runs (script requests), in order. */
function watchShardScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && SHARD.test(url.pathname)) scripts.push(url.pathname);
  });
  return scripts;
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test('an article’s HTML preloads its folder’s route shard, and the first load runs that shard only', async ({page}) => {
  const scripts = watchShardScripts(page);
  await page.goto('/value/value-guide/price-override/');
  await hydrated(page);
  const preloaded = await page
    .locator('head link[rel=preload][as=script]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(1);
  expect(preloaded[0]).toMatch(SHARD);
  await page.waitForLoadState('networkidle');
  expect([...new Set(scripts)]).toEqual(preloaded);
});

test('a section’s own page needs no shard', async ({page}) => {
  const scripts = watchShardScripts(page);
  await page.goto('/en/control/');
  await hydrated(page);
  await expect(page.locator('head link[rel=preload][as=script]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});

for (const cpu of ['normal', 'slow'] as const) {
  test(`a reader wanders across folders and sections and back, and sees every page (${cpu} CPU)`, async ({page}) => {
    if (cpu === 'slow') await slowCpu(page);
    const scripts = watchShardScripts(page);
    await page.goto('/value/value-guide/price-override/');
    // On a slow CPU the reader clicks as soon as the page has loaded, before or while React takes it over.
    if (cpu === 'normal') await hydrated(page);
    const articleTitle = await page.locator('article h1').innerText();

    // Another folder of the same section, from the sidebar.
    await page.locator('.theme-doc-sidebar-menu a[href="/value/value-howto/"]').click();
    await expect(page).toHaveURL(/\/value\/value-howto\/$/);
    await expect(page.locator('main h1')).toBeVisible();
    // A page of that folder.
    await page.locator('.theme-doc-sidebar-menu a[href="/value/value-howto/cookbook/"]').click();
    await expect(page).toHaveURL(/\/value\/value-howto\/cookbook\/$/);
    await expect(page.locator('main h1')).toBeVisible();

    // Another section, from the navbar's product menu, then a page of one of its folders.
    await page.locator('nav.navbar').getByRole('button', {name: 'Tessera Control'}).click();
    await page.locator('nav.navbar a.dropdown__link[href="/control/"]').click();
    await expect(page).toHaveURL(/\/control\/$/);
    await page.locator('article a[href="/control/control-howto/getting-started/"]').first().click();
    await expect(page).toHaveURL(/\/control\/control-howto\/getting-started\/$/);
    await expect(page.locator('article h1')).toHaveText(/Начало работы/);

    // Back, all the way to the first page.
    for (const url of [
      /\/control\/$/,
      /\/value\/value-howto\/cookbook\/$/,
      /\/value\/value-howto\/$/,
      /\/value\/value-guide\/price-override\/$/,
    ]) {
      await page.goBack();
      await expect(page).toHaveURL(url);
      await expect(page.locator('main h1')).toBeVisible();
    }
    await expect(page.locator('article h1')).toHaveText(articleTitle);
    // Three folders visited (the section's own page needs none; a link the pointer rests on may bring its
    // folder early), and no shard run twice.
    expect(new Set(scripts).size).toBeGreaterThanOrEqual(3);
    if (cpu === 'normal') expect(scripts.length).toBe(new Set(scripts).size);
  });
}

test('links to other folders prefetch the folder’s shard file without running it', async ({page}) => {
  const scripts = watchShardScripts(page);
  await page.goto('/value/value-guide/price-override/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page
        .locator('link[rel=prefetch]')
        .evaluateAll((links) => links.filter((l) => /route-shard-/.test((l as HTMLLinkElement).href)).length),
    )
    .toBeGreaterThan(0);
  expect(scripts).toHaveLength(1);
});

test('an address in a folder that has no such page shows the 404 page', async ({page}) => {
  const response = await page.goto('/value/value-guide/no-such-page/');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Страница не найдена');
});
