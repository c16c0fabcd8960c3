/**
 * Offline reading (src/features/offline, src/features/offline/client): the service worker
 * keeps what a reader opened, so it opens again with the connection gone.
 * Every other spec blocks service workers (playwright.config.ts); these tests
 * let it run.
 *
 * Going offline here means two things at once: the browser context is set
 * offline (the page's `navigator.onLine` and its own requests), and the
 * test's private server stops answering. Chromium under Playwright does not
 * apply the context's offline state to the service worker's own fetches, so
 * without the second half the worker would quietly reach the network and the
 * tests could not tell a kept page from a fetched one.
 */
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {BrowserContext, Page} from '@playwright/test';
import {test as base, expect} from '../../../tests/e2e/fixtures';
import {createStaticServer} from '../../../server/staticServer';
import {siteConfig} from '../../../site.config';
import {
  SENTINEL_HEADING,
  SENTINEL_SENTENCE,
  SENTINEL_WORDS,
  TEST_ADMIN_PASSWORD,
} from '../../../tests/fixtures/encrypt/sentinel';

/** The build on a port of its own, which a test can take off the network and bring back. */
interface PrivateSite {
  origin: string;
  offline(context: BrowserContext): Promise<void>;
  online(context: BrowserContext): Promise<void>;
  /** The server stops answering (the browser's connection stays up), and comes back. */
  down(): Promise<void>;
  up(): Promise<void>;
}

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function stop(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Kept-alive sockets would otherwise go on answering the worker.
    server.closeAllConnections();
  });
}

const test = base.extend<{site: PrivateSite}>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  site: async ({}, provide) => {
    const localePrefixes = siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale);
    const server = createStaticServer({root: 'build', localePrefixes});
    const port = await listen(server, 0);
    let listening = true;
    await provide({
      origin: `http://127.0.0.1:${port}`,
      async offline(context) {
        await context.setOffline(true);
        if (listening) await stop(server);
        listening = false;
      },
      async online(context) {
        if (!listening) await listen(server, port);
        listening = true;
        await context.setOffline(false);
      },
      async down() {
        if (listening) await stop(server);
        listening = false;
      },
      async up() {
        if (!listening) await listen(server, port);
        listening = true;
      },
    });
    if (listening) await stop(server);
  },
  // Each test's origin is its own: its worker and caches start empty.
  baseURL: async ({site}, provide) => provide(site.origin),
});

test.use({serviceWorkers: 'allow'});
// Each test opens several pages and goes offline and back: on the shared 2-core machine that takes minutes.
test.describe.configure({timeout: 180_000});

const ARTICLE = '/control/control-guide/global-settings/';
const EN_ARTICLE = '/en/control/control-howto/getting-started/';

/** The worker controls the page (it claims the page that installed it). */
async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The worker has the page's HTML (the installing page hands it over; later pages pass through it). */
async function pageCached(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((p) => caches.match(p).then(Boolean), path), {
      message: `${path} in Cache Storage`,
      timeout: 15_000,
    })
    .toBe(true);
}

/**
 * Every script the page has loaded so far is in Cache Storage (the status line's chunk loads after
 * the page's `load` event, and the worker stores what passes through it a moment later).
 */
async function scriptsCached(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const scripts = performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((name) => /\/assets\/js\/.+\.js$/.test(new URL(name).pathname));
          const kept = await Promise.all(scripts.map((name) => caches.match(name).then(Boolean)));
          const missing = scripts.filter((_, i) => !kept[i]).map((name) => new URL(name).pathname);
          // Names what is missing, so a failure says which file the worker never kept.
          return scripts.some((name) => name.includes('OfflineStatus'))
            ? missing
            : ['(the status line not loaded yet)'];
        }),
      // The installing page hands the worker every file it loaded, prefetched chunks included (dozens):
      // on a busy machine they are all kept only after many seconds.
      {message: "the page's scripts in Cache Storage", timeout: 45_000},
    )
    .toEqual([]);
}

/**
 * Files the device never had: out of Cache Storage, and unreachable over the network too (the
 * browser's HTTP cache keeps what was fetched while online, and the worker's fetch would find it there).
 */
async function neverOnDevice(
  page: Page,
  context: BrowserContext,
  forget: (pathname: string) => boolean,
): Promise<void> {
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  const gone = cached.filter((url) => forget(new URL(url).pathname));
  await page.evaluate(async (urls) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const url of urls) await cache.delete(url);
    }
  }, gone);
  await context.route(
    (url) => forget(url.pathname),
    (route) => route.abort('internetdisconnected'),
  );
}

const h1 = (page: Page) => page.locator('article h1, main h1').first();
/** Loading the search index, decrypting: seconds each while the suite runs beside builds on 2 cores. */
const SLOW = {timeout: 30_000};

test('opened pages reopen offline in both locales, and links between them work offline', async ({
  page,
  context,
  site,
}) => {
  await page.goto(ARTICLE);
  await workerControls(page);
  await pageCached(page, ARTICLE);
  const title = await h1(page).textContent();
  // The next page, reached by a link (client-side navigation): its HTML is kept too.
  await page.locator('a.pagination-nav__link--next').click();
  await expect(page).not.toHaveURL(ARTICLE);
  await expect(h1(page)).not.toHaveText(title ?? '', SLOW);
  const next = new URL(page.url()).pathname;
  const nextTitle = await h1(page).textContent();
  await pageCached(page, next);
  await page.goto(EN_ARTICLE);
  await pageCached(page, EN_ARTICLE);
  await scriptsCached(page);
  const enTitle = await h1(page).textContent();

  await site.offline(context);
  await page.reload();
  await expect(h1(page)).toHaveText(enTitle ?? '');
  // The status line loads only after the page has (its `load` event, then its own chunk): on a busy
  // machine that is seconds after the heading, served from the device, is on screen.
  await expect(
    page.getByRole('status').filter({hasText: 'Offline: the pages you have opened or saved are available'}),
  ).toBeVisible(SLOW);

  await page.goto(ARTICLE);
  await expect(h1(page)).toHaveText(title ?? '');
  await expect(
    page.getByRole('status').filter({hasText: 'Нет соединения: доступны страницы, которые вы открывали или сохранили'}),
  ).toBeVisible(SLOW);
  await page.locator('a.pagination-nav__link--next').click();
  await expect(page).toHaveURL(next);
  await expect(h1(page)).toHaveText(nextTitle ?? '', SLOW);
  await page.goto(next);
  await expect(h1(page)).toHaveText(nextTitle ?? '');

  // A page never opened: the worker's own page says why, in the reader's language.
  await page.goto('/value/');
  await expect(page.getByRole('heading', {level: 1, name: 'Нет соединения'})).toBeVisible();
  await expect(page.getByText('Эта страница не сохранена для работы офлайн')).toBeVisible();
  await page.goto('/en/value/');
  await expect(page.getByText('This page has not been saved for offline reading')).toBeVisible();

  // Back online, the indicator goes (the page asks the site again every few seconds).
  await page.goto(ARTICLE);
  await site.online(context);
  await expect(page.getByRole('status').filter({hasText: 'Нет соединения'})).toHaveCount(0, SLOW);
});

test('when the site stops answering while the browser reports a connection, pages open from the device and say so', async ({
  page,
  site,
}) => {
  await page.goto(ARTICLE);
  await workerControls(page);
  await pageCached(page, ARTICLE);
  // Once more through the worker, which then keeps every script the page loads.
  await page.reload();
  await scriptsCached(page);
  const title = await h1(page).textContent();
  // A connection that reaches nothing: the browser still says online, the site does not answer.
  await site.down();
  await page.reload();
  await expect(h1(page)).toHaveText(title ?? '');
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(
    page.getByRole('status').filter({hasText: 'Нет соединения: доступны страницы, которые вы открывали или сохранили'}),
  ).toBeVisible(SLOW);
  // The site answers again: the note goes without a reload.
  await site.up();
  await expect(page.getByRole('status').filter({hasText: 'Нет соединения'})).toHaveCount(0, SLOW);
});

test('a link to a page whose files are not on the device says so offline and keeps the page', async ({
  page,
  context,
  site,
}) => {
  await page.goto(ARTICLE);
  await workerControls(page);
  await pageCached(page, ARTICLE);
  await site.offline(context);
  await page.reload();
  const title = await h1(page).textContent();
  // The status line's chunk loads after the page: it is one of the files this page loaded.
  await scriptsCached(page);
  // Every file this page did not load was never on the device, as if the next page had never been opened or prefetched.
  // What the router only prefetched (a `<link rel=prefetch>`, never run by a `<script>`) belongs to other pages.
  const loaded = new Set(
    await page.evaluate(() => {
      const path = (url: string) => new URL(url, document.baseURI).pathname;
      const ran = new Set(Array.from(document.scripts).map((script) => path(script.src || document.baseURI)));
      const prefetched = new Set(
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]'), (link) => path(link.href)),
      );
      return performance
        .getEntriesByType('resource')
        .map((e) => path(e.name))
        .filter((p) => ran.has(p) || !prefetched.has(p));
    }),
  );
  await neverOnDevice(page, context, (pathname) => pathname.includes('/assets/') && !loaded.has(pathname));
  await page.locator('a.pagination-nav__link--next').click();
  await expect(page.getByRole('alert').filter({hasText: 'Эта страница недоступна офлайн'})).toBeVisible(SLOW);
  // The page the reader was reading stays on screen (not a blank page, not the theme's error screen).
  await expect(h1(page)).toHaveText(title ?? '');
  await expect(page.locator('article')).toBeVisible();
});

test('search finds offline what the index files already downloaded cover, and says when a part is missing', async ({
  page,
  context,
  site,
}) => {
  const dialog = page.getByRole('dialog');
  const hits = dialog.locator('a[role="option"]');
  for (const [path, query, missing, message] of [
    [ARTICLE, 'коллизиями', 'журнал', 'Нет соединения, а часть поискового индекса'],
    [
      EN_ARTICLE,
      'collision',
      'journal',
      'You are offline, and the part of the search index this query needs is not on this device',
    ],
  ] as const) {
    await page.goto(path);
    await workerControls(page);
    await page.keyboard.press('Control+k');
    await dialog.getByRole('combobox').fill(query);
    await expect(hits.first()).toBeVisible(SLOW);
    // The snippets' text arrives after the headings: wait for it, as a reader reading them does.
    await expect(dialog.locator('mark').first()).toBeVisible(SLOW);
    await pageCached(page, path);

    await site.offline(context);
    await page.reload();
    await page.keyboard.press('Control+k');
    await dialog.getByRole('combobox').fill(query);
    await expect(hits.first()).toBeVisible(SLOW);
    await dialog.getByRole('combobox').fill(missing);
    await expect(dialog.getByRole('alert')).toContainText(message, SLOW);
    await site.online(context);
  }
});

test("a protected page's decrypted text never reaches Cache Storage; its locked page does", async ({page}) => {
  const path = '/test/encrypt-sentinel/';
  await page.goto(path);
  await workerControls(page);
  await page.getByPlaceholder('Введите пароль').fill(TEST_ADMIN_PASSWORD);
  await page.getByPlaceholder('Введите пароль').press('Enter');
  // bcrypt at the test pages' cost takes a while on a loaded machine.
  await expect(page.getByText(SENTINEL_SENTENCE)).toBeVisible(SLOW);
  await pageCached(page, path);
  // Another page opened after unlocking passes through the worker as well.
  await page.goto(ARTICLE);
  await pageCached(page, ARTICLE);
  const found = await page.evaluate(
    async (needles) => {
      const hits: string[] = [];
      let entries = 0;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          entries++;
          const response = await cache.match(request);
          const text = (await response?.text())?.toLowerCase() ?? '';
          for (const needle of needles)
            if (text.includes(needle.toLowerCase())) hits.push(`${name} ${request.url}: ${needle}`);
        }
      }
      return {hits, entries};
    },
    [SENTINEL_SENTENCE, SENTINEL_HEADING, ...SENTINEL_WORDS],
  );
  expect(found.entries).toBeGreaterThan(5);
  expect(found.hits).toEqual([]);
});

test('after a new build is deployed, an open tab offers to reload into it', async ({page}) => {
  await page.goto(ARTICLE);
  await workerControls(page);
  const prompt = page.getByRole('status').filter({hasText: 'Доступна новая версия справки'});
  await expect(prompt).toHaveCount(0);
  // The next deploy's worker. Playwright cannot route the browser's own update check of a worker
  // script, so the new build's worker comes under another script URL of the same scope: to the
  // browser that is an update found like any other, installed and left waiting.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next', {scope: '/'}).then(() => undefined));
  await expect(prompt).toBeVisible({timeout: 20_000});
  await expect(prompt.getByRole('button', {name: 'Обновить'})).toBeVisible();
  // The tab goes on working with the old build until the reader chooses.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).not.toContain('build=next');
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', {name: 'Обновить'}).click()]);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toContain('build=next');
  await expect(h1(page)).toBeVisible();
  // (The reloaded page registers /sw.js again, which to the browser is yet another script URL, so
  // the simulation, unlike a real deploy, offers a new version once more: not asserted here.)
});

test('the server sends the worker for revalidation on every check', async ({request}) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-type']).toMatch(/javascript/);
});

// The section's list names its PDF only after the PDF build: this also proves the servers send that
// list, not a compressed copy made before it.
test('a saved section opens offline, its pages never opened included, and can be removed again', async ({
  page,
  context,
  site,
}) => {
  const unopened = '/control/control-guide/collision-matrix/';
  await page.goto('/control/');
  await workerControls(page);
  const panel = page.getByRole('region', {name: 'Работа офлайн'});
  await expect(panel.getByText(/^Читайте раздел без соединения: страниц — \d+, около \d+,\d МБ$/)).toBeVisible(SLOW);
  await panel.getByRole('button', {name: 'Сохранить для работы офлайн'}).click();
  await expect(panel.getByText(/^Сохранено для работы офлайн: страниц — \d+, \d+,\d МБ$/)).toBeVisible({
    timeout: 50_000,
  });

  // The section's PDF is among what was kept (src/features/pdf).
  await expect
    .poll(() =>
      page.evaluate(() =>
        caches.match('/pdf/control.pdf').then((r) => (r ? `${r.status} ${r.headers.get('content-type')}` : 'not kept')),
      ),
    )
    .toBe('200 application/pdf');

  await site.offline(context);
  await page.goto(unopened);
  await expect(h1(page)).toContainText('Матрица коллизий');
  // Its pictures came with it.
  const images = page.locator('article img');
  expect(await images.count(), 'pictures on the saved page').toBeGreaterThan(0);
  for (const img of await images.all())
    expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await page.goto('/control/');
  await expect(panel.getByRole('button', {name: 'Удалить с устройства'})).toBeVisible(SLOW);

  await site.online(context);
  await panel.getByRole('button', {name: 'Удалить с устройства'}).click();
  await expect(panel.getByRole('button', {name: 'Сохранить для работы офлайн'})).toBeVisible();
  expect(await page.evaluate((p) => caches.match(p).then(Boolean), unopened)).toBe(false);

  // The English landing offers the same, and lists nothing as saved.
  await page.goto('/en/control/');
  const enPanel = page.getByRole('region', {name: 'Offline reading'});
  await expect(enPanel.getByRole('button', {name: 'Save for offline'})).toBeVisible();
  await expect(
    enPanel.getByText(/^Read this section without a connection: \d+ pages, about \d+\.\d MB$/),
  ).toBeVisible();
});

test('an older release’s section is saved apart: its pages open offline, the current release’s do not', async ({
  page,
  context,
  site,
}) => {
  await page.goto('/control/4.5/');
  await workerControls(page);
  const panel = page.getByRole('region', {name: 'Работа офлайн'});
  await panel.getByRole('button', {name: 'Сохранить для работы офлайн'}).click();
  await expect(panel.getByText(/^Сохранено для работы офлайн: страниц — \d+, \d+,\d МБ$/)).toBeVisible({
    timeout: 50_000,
  });
  await site.offline(context);
  await page.goto('/control/4.5/control-guide/collision-matrix/');
  await expect(h1(page)).toContainText('Матрица коллизий');
  await expect(page.locator('.tessera-release-notice')).toContainText('выпуск 4.5');
  // The same page of the current release was never opened nor saved.
  expect(await page.evaluate(() => caches.match('/control/control-guide/collision-matrix/').then(Boolean))).toBe(false);
  await site.online(context);
  await page.goto('/control/4.5/');
  await panel.getByRole('button', {name: 'Удалить с устройства'}).click();
  await expect(panel.getByRole('button', {name: 'Сохранить для работы офлайн'})).toBeVisible();
});

test('a page stays readable offline when the status line itself could not be kept on the device', async ({
  page,
  context,
  site,
}) => {
  await page.goto(ARTICLE);
  await workerControls(page);
  await pageCached(page, ARTICLE);
  // Everything the page loaded is kept by now, the status line's chunk included: nothing stores
  // it again after it is taken away below.
  await scriptsCached(page);
  const title = await h1(page).textContent();
  // The status line's chunk was never kept (as when the connection dropped before it loaded).
  await neverOnDevice(page, context, (pathname) => pathname.includes('OfflineStatus'));
  await site.offline(context);
  const statusChunkFailed = context.waitForEvent('requestfailed', {
    predicate: (request) => new URL(request.url()).pathname.includes('OfflineStatus'),
    timeout: SLOW.timeout,
  });
  await page.reload();
  await expect(h1(page)).toHaveText(title ?? '');
  // The page asked for the line once loaded, and did not get it: only now can it have crashed.
  await statusChunkFailed;
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', SLOW);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Without its status line the page only lacks the note: no crash screen.
  await expect(page.getByText(/This page crashed|На странице произошёл сбой/)).toHaveCount(0);
  await expect(h1(page)).toHaveText(title ?? '');
  await expect(page.locator('article')).toBeVisible();
  await expect(page.getByRole('status').filter({hasText: 'Нет соединения'})).toHaveCount(0);
});
