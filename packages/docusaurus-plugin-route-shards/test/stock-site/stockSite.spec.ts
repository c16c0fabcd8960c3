import fs from 'node:fs';
import path from 'node:path';
import {test as base, expect, type Page} from '@playwright/test';

/**
 * docusaurus-plugin-route-shards on a site that is not Tessera Help: create-docusaurus's
 * classic template with the plugin in `themes` and 150 generated pages (stockSite.ts),
 * built by run.ts and served by `docusaurus serve`. A reader moves between folders by
 * the sidebar and by links in the text without the page reloading, opens collapsed
 * categories, lands on and navigates to unknown addresses, and reloads a deep page;
 * links prefetch the route shard of the page they lead to. Any console error or
 * uncaught error fails the test (React reports hydration mismatches there).
 */
const SHARD = /^\/assets\/js\/route-shard-[0-9a-z]+\.[0-9a-f]+\.js$/;

const test = base.extend<{consoleErrors: string[]; localOnly: undefined}>({
  // The template's blog shows its authors' pictures from github.com; nothing leaves the machine in a test.
  localOnly: [
    async ({context}, use) => {
      await context.route(
        (url) => url.hostname !== '127.0.0.1',
        (route) => route.fulfill({status: 204}),
      );
      await use(undefined);
    },
    {auto: true},
  ],
  consoleErrors: [
    async ({context}, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser reports the 404 status of an unknown address the test opens on purpose.
        const location = message.location().url;
        if (/status of 404/.test(message.text()) && /\/no-such-page$/.test(location)) return;
        errors.push(`${message.text()} (${location})`);
      });
      context.on('weberror', (error) => errors.push(String(error.error())));
      await use(errors);
      expect(errors, 'console errors and uncaught errors').toEqual([]);
    },
    {auto: true},
  ],
});

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
}

/** Marks the window: the mark survives client-side navigation and disappears on a full load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {stockSiteMark?: string}).stockSiteMark = 'same document';
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as {stockSiteMark?: string}).stockSiteMark)).toBe(
    'same document',
  );
}

/** The route shard a page's HTML preloads (as served, before any script runs). */
async function preloadedShard(page: Page, url: string): Promise<string> {
  const html = await (await page.request.get(url)).text();
  const shards = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)]
    .map((match) => match[1]!)
    .filter((href) => SHARD.test(href));
  expect(shards, `route shards preloaded by ${url}`).toHaveLength(1);
  return shards[0]!;
}

function watchScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

test('the plugin is active on this build: route shard files exist and a deep page preloads and runs its shard', async ({
  page,
}) => {
  const buildDir = path.join(process.env.STOCK_SITE_DIR!, 'build');
  const shardFiles = fs.readdirSync(path.join(buildDir, 'assets', 'js')).filter((f) => /^route-shard-/.test(f));
  expect(shardFiles.length).toBeGreaterThanOrEqual(3);

  const requested = watchScripts(page);
  await page.goto('/docs/area-2/topic-4/deep/deep-page');
  await hydrated(page);
  const preloads = await page
    .locator('head link[rel=preload][as=script]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatch(SHARD);
  expect(requested).toContain(preloads[0]);
});

test('a reader moves across folders by collapsed sidebar categories and links in the text, without a reload', async ({
  page,
}) => {
  await page.goto('/docs/area-0/topic-0/page-1');
  await hydrated(page);
  await expect(page.locator('article h1')).toHaveText('Area 0 topic 0 page 1');
  await markWindow(page);

  // A collapsed category of another folder: its children are not on the page until it opens.
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const area = sidebar.locator('li.theme-doc-sidebar-item-category-level-1', {
    has: page.locator(':scope > div > a', {hasText: /^Area 2$/}),
  });
  await expect(area).toHaveClass(/menu__list-item--collapsed/);
  await area.locator(':scope > div > a').click();
  await expect(area).not.toHaveClass(/menu__list-item--collapsed/);
  const topic = area.locator('li.theme-doc-sidebar-item-category-level-2', {
    has: page.locator(':scope > div > a', {hasText: /^Topic 2\.3$/}),
  });
  await expect(topic).toHaveClass(/menu__list-item--collapsed/);
  await topic.locator(':scope > div > a').click();
  await expect(topic).not.toHaveClass(/menu__list-item--collapsed/);
  await topic.locator('a.menu__link', {hasText: /^Area 2 topic 3 page 4$/}).click();
  await expect(page).toHaveURL(/\/docs\/area-2\/topic-3\/page-4$/);
  await expect(page.locator('article h1')).toHaveText('Area 2 topic 3 page 4');
  await expect(sidebar.locator('a.menu__link--active', {hasText: 'Area 2 topic 3 page 4'})).toBeVisible();

  // Links in the text: a page of the next area, then a deep page of the area after it.
  await page.locator('article a', {hasText: /^Area 0 topic 4 page 1$/}).click();
  await expect(page).toHaveURL(/\/docs\/area-0\/topic-4\/page-1$/);
  await expect(page.locator('article h1')).toHaveText('Area 0 topic 4 page 1');
  await page.locator('article a', {hasText: /^Area 1 topic 0 deep page$/}).click();
  await expect(page).toHaveURL(/\/docs\/area-1\/topic-0\/deep\/deep-page$/);
  await expect(page.locator('article h1')).toHaveText('Area 1 topic 0 deep page');

  // The template's own pages: a generated-index category (its cards), the blog, and back.
  await sidebar.locator('a.menu__link', {hasText: /^Tutorial - Basics$/}).click();
  await expect(page).toHaveURL(/\/docs\/category\/tutorial---basics$/);
  await expect(page.locator('main h1')).toHaveText('Tutorial - Basics');
  await expect(page.locator('main article a.card')).toHaveCount(6);
  await page.locator('nav.navbar a.navbar__link', {hasText: /^Blog$/}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goBack();
  await expect(page.locator('main h1')).toHaveText('Tutorial - Basics');
  await page.goBack();
  await expect(page.locator('article h1')).toHaveText('Area 1 topic 0 deep page');
  await expectSameDocument(page);
});

test('the navbar item of type docSidebar turns active when the reader goes from the blog into its sidebar’s pages', async ({
  page,
}) => {
  const tutorial = page.locator('nav.navbar a.navbar__link', {hasText: /^Tutorial$/});
  await page.goto('/blog');
  await hydrated(page);
  await expect(tutorial).not.toHaveClass(/navbar__link--active/);
  // Rendered in the browser, not kept from the server's HTML: the class changes on the client.
  await tutorial.click();
  await expect(page.locator('article h1')).toHaveText('Tutorial Intro');
  await expect(tutorial).toHaveClass(/navbar__link--active/);
  await page.locator('.theme-doc-sidebar-menu a.menu__link', {hasText: /^Area 1$/}).click();
  await page.locator('.theme-doc-sidebar-menu a.menu__link', {hasText: /^Topic 1\.0$/}).click();
  await page.locator('.theme-doc-sidebar-menu a.menu__link', {hasText: /^Area 1 topic 0 page 2$/}).click();
  await expect(page.locator('article h1')).toHaveText('Area 1 topic 0 page 2');
  await expect(tutorial).toHaveClass(/navbar__link--active/);
  await page.locator('nav.navbar a.navbar__link', {hasText: /^Blog$/}).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(tutorial).not.toHaveClass(/navbar__link--active/);
});

test('a link to another folder prefetches the route shard of the page it leads to', async ({page}) => {
  const target = '/docs/area-1/topic-1/page-1';
  const targetShard = await preloadedShard(page, target);
  const ownShard = await preloadedShard(page, '/docs/area-0/topic-0/page-1');
  expect(targetShard).not.toBe(ownShard);

  const requested = watchScripts(page);
  await page.goto('/docs/area-0/topic-0/page-1');
  await hydrated(page);
  await page.locator('article a', {hasText: /^Area 1 topic 1 page 1$/}).hover();
  await expect.poll(() => requested).toContain(targetShard);
  // Prefetched, not yet run: the page still shows its own content.
  await expect(page.locator('article h1')).toHaveText('Area 0 topic 0 page 1');

  // Following the link then renders the page from the prefetched shard, in the same document.
  await markWindow(page);
  await page.locator('article a', {hasText: /^Area 1 topic 1 page 1$/}).click();
  await expect(page.locator('article h1')).toHaveText('Area 1 topic 1 page 1');
  await expectSameDocument(page);
});

test('an unknown address shows the 404 page on a fresh load and on client-side navigation', async ({page}) => {
  const response = await page.goto('/docs/area-1/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Page Not Found');
  await markWindow(page);

  await page.locator('nav.navbar a.navbar__link', {hasText: 'Tutorial'}).click();
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await expect(page.locator('article h1')).toHaveText('Tutorial Intro');
  // Back to the unknown address: the router renders it in the browser, no request for a document.
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/area-1\/no-such-page$/);
  await expect(page.locator('main h1')).toHaveText('Page Not Found');
  await expectSameDocument(page);
});

test('a reload on a deep page renders and hydrates that page', async ({page}) => {
  await page.goto('/docs/area-0/topic-0/page-1');
  await hydrated(page);
  await page.locator('article a', {hasText: /^Area 1 topic 1 deep page$/}).click();
  await expect(page).toHaveURL(/\/docs\/area-1\/topic-1\/deep\/deep-page$/);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('article h1')).toHaveText('Area 1 topic 1 deep page');
  // Its categories are open on the server's HTML and after hydration, the page's link active.
  await expect(
    page.locator('.theme-doc-sidebar-menu a.menu__link--active', {hasText: /^Area 1 topic 1 deep page$/}),
  ).toBeVisible();
  await expect(page.locator('.breadcrumbs__item--active')).toHaveText('Area 1 topic 1 deep page');
});
