/**
 * Every public page as Markdown (src/features/markdown-twins): the twins and
 * llms files the server hands out, the `<link rel="alternate">` of each page,
 * and the article header's page menu in both languages, on a desktop and a
 * phone, by mouse and by keyboard.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../../../tests/e2e/fixtures';
import {CURRENT_RELEASE, releaseOfPath} from '../../lib/shared/releases';

const buildDir = path.resolve(__dirname, '../../../build');

const LOCALES = {
  ru: {
    page: '/control/control-guide/collision-matrix/',
    twin: '/control/control-guide/collision-matrix.md',
    title: 'Матрица коллизий',
    button: 'Страница в Markdown',
    copy: 'Копировать страницу как Markdown',
    open: 'Открыть как Markdown',
    copied: 'Страница скопирована в буфер обмена в формате Markdown',
  },
  en: {
    page: '/en/control/control-howto/getting-started/',
    twin: '/en/control/control-howto/getting-started.md',
    title: 'Getting started',
    button: 'Page as Markdown',
    copy: 'Copy page as Markdown',
    open: 'Open as Markdown',
    copied: 'Page copied to the clipboard as Markdown',
  },
} as const;

/** Sitemap addresses of a locale, as site paths. */
function sitemapPaths(file: string): string[] {
  const xml = fs.readFileSync(path.join(buildDir, file), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

test.describe('Markdown twins and llms files', () => {
  test("a page's twin is served as Markdown, with its title, description and body", async ({request}) => {
    const response = await request.get(LOCALES.ru.twin);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# Матрица коллизий\n\n> ')).toBe(true);
    expect(text).toContain('## Типы проверок и допуски');
    // The reader's interface is not in it: no meta line, no menu, no raw HTML.
    expect(text).not.toMatch(/Время чтения|Страница в Markdown|<div|<span/);
  });

  test('section indexes and both home pages have twins; catalogs and home cards become links', async ({request}) => {
    const control = await (await request.get('/control.md')).text();
    expect(control).toMatch(/^# Tessera Control/);
    expect(control).toMatch(
      /## Каталог\n\n- \[Инструкции\]\(https:\/\/help\.tessera\.example\/control\/control-howto\/\)/,
    );
    const home = await request.get('/index.md');
    expect(home.status()).toBe(200);
    expect(await home.text()).toMatch(/\[Tessera Control\]\(https:\/\/help\.tessera\.example\/control\/\) — /);
    const enHome = await request.get('/en/index.md');
    expect(enHome.status()).toBe(200);
    expect(await enHome.text()).toMatch(/^# Tessera Help/);
  });

  test('the Uniformat table is a Markdown table and the generated viewer reference has twins', async ({request}) => {
    const uniformat = await (await request.get('/uniformat.md')).text();
    expect(uniformat).toMatch(/\| `B2020` +\| 3 +\| Наружные окна +\| Exterior Windows +\|/);
    const viewer = await request.get('/api/tessera-viewer/tessera-viewer-api/classes/Viewer.md');
    expect(viewer.status()).toBe(200);
    expect(await viewer.text()).toContain('```ts');
  });

  test("llms.txt lists every public page of the locale's sitemap, by product, with links to twins", async ({
    request,
  }) => {
    for (const [prefix, dir] of [
      ['/', ''],
      ['/en/', 'en/'],
    ] as const) {
      const response = await request.get(`${prefix}llms.txt`);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const llms = await response.text();
      expect(llms).toMatch(prefix === '/' ? /^# Справка Tessera\n\n> / : /^# Tessera Help\n\n> /);
      expect(llms).toMatch(/^## Tessera Control$/m);
      const listed = new Set([...llms.matchAll(/\]\((https:[^)]+\.md)\)/g)].map((m) => new URL(m[1] ?? '').pathname));
      // The full text is large: read from the build, so its coverage is checked without the server compressing it.
      const full = fs.readFileSync(path.join(buildDir, dir, 'llms-full.txt'), 'utf8');
      // Protected pages (in the sitemap by title, any release) have no twin: the build's HTML says which they are.
      const isProtected = (p: string): boolean =>
        fs.readFileSync(path.join(buildDir, p, 'index.html'), 'utf8').includes('data-tessera-protected');
      const publicPaths = sitemapPaths(`${dir}sitemap.xml`).filter(
        (p) => !p.includes('/test-fixtures/') && !isProtected(p),
      );
      expect(sitemapPaths(`${dir}sitemap.xml`).filter(isProtected).length).toBeGreaterThan(0);
      // The index lists the current release; an older release's pages have twins but are not listed.
      const isOlderRelease = (p: string): boolean => (releaseOfPath(p) ?? CURRENT_RELEASE) !== CURRENT_RELEASE;
      const expected = publicPaths.filter((p) => !isOlderRelease(p));
      const older = publicPaths.filter(isOlderRelease);
      expect(older.length).toBeGreaterThan(100);
      for (const route of older) {
        const twin = `${route.slice(prefix.length - 1, -1)}.md`;
        expect(fs.existsSync(path.join(buildDir, dir, twin)), `twin of ${route}`).toBe(true);
        expect(llms).not.toContain(`${route.slice(0, -1)}.md)`);
      }
      expect(expected.length).toBeGreaterThan(prefix === '/' ? 150 : 100);
      for (const route of expected) {
        const twin = route === prefix ? `${prefix}index.md` : `${route.slice(0, -1)}.md`;
        expect(listed.has(twin), `${twin} in ${prefix}llms.txt`).toBe(true);
        expect(full, `${route} in ${prefix}llms-full.txt`).toContain(`Source: https://help.tessera.example${route}\n`);
      }
      expect(listed.size).toBe(expected.length);
    }
  });

  test('protected and test-only pages have no twin and are in no llms file', async ({request}) => {
    for (const twin of [
      '/demo/encrypt.md',
      '/en/demo/encrypt.md',
      '/test/encrypt-sentinel.md',
      '/test-fixtures/legacy/home.md',
    ]) {
      expect((await request.get(twin)).status(), twin).toBe(404);
    }
    for (const file of ['llms.txt', 'llms-full.txt', 'en/llms.txt', 'en/llms-full.txt']) {
      const text = fs.readFileSync(path.join(buildDir, file), 'utf8');
      expect(text, file).not.toMatch(/demo\/encrypt|\/test\/|test-fixtures/);
    }
  });

  test('each page links its twin, and the link follows the reader to the next page', async ({page, request}) => {
    // What a tool reading the page sees, before any script runs.
    expect(await (await request.get(LOCALES.ru.page)).text()).toMatch(
      /<link [^>]*rel="?alternate"? type="?text\/markdown"? href="?\/control\/control-guide\/collision-matrix\.md/,
    );
    await page.goto(LOCALES.ru.page);
    // The head's tags are re-applied once the page has hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
    const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(alternate).toHaveAttribute('href', LOCALES.ru.twin);
    await page.locator('article').getByRole('link', {name: 'Деревья проверок'}).first().click();
    await expect(page).toHaveURL(/\/control\/control-guide\/validation-trees\/$/);
    await expect(alternate).toHaveCount(1);
    await expect(alternate).toHaveAttribute('href', '/control/control-guide/validation-trees.md');
    await page.goto('/demo/encrypt/');
    await expect(page.getByPlaceholder('Введите пароль')).toBeVisible();
    await expect(alternate).toHaveCount(0);
  });
});

for (const form of ['desktop', 'phone'] as const) {
  test.describe(`page menu on a ${form}`, () => {
    test.use({
      permissions: ['clipboard-read', 'clipboard-write'],
      ...(form === 'phone' ? {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true} : {}),
    });

    for (const locale of ['ru', 'en'] as const) {
      const t = LOCALES[locale];

      test(`${locale}: "Copy page as Markdown" puts the twin on the clipboard and confirms it`, async ({
        page,
        request,
      }) => {
        await page.goto(t.page);
        const header = page.locator('article header').first();
        const button = header.getByRole('button', {name: t.button});
        await expect(button).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await (form === 'phone' ? button.tap() : button.click());
        const menu = page.getByRole('menu', {name: t.button});
        await expect(menu).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(menu.getByRole('menuitem', {name: t.copy})).toBeFocused();
        await (form === 'phone'
          ? menu.getByRole('menuitem', {name: t.copy}).tap()
          : menu.getByRole('menuitem', {name: t.copy}).click());
        await expect(page.getByRole('status').filter({hasText: t.copied})).toBeVisible();
        await expect(menu).toBeHidden();
        const twin = await (await request.get(t.twin)).text();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
        expect(twin.startsWith(`# ${t.title}`)).toBe(true);
        // The confirmation goes away again.
        await expect(page.getByRole('status').filter({hasText: t.copied})).toHaveCount(0, {timeout: 5000});
      });

      test(`${locale}: "Open as Markdown" opens the twin in a new tab`, async ({page, context}) => {
        await page.goto(t.page);
        await page.locator('article header').first().getByRole('button', {name: t.button}).click();
        const opened = context.waitForEvent('page');
        await page.getByRole('menuitem', {name: t.open}).click();
        const tab = await opened;
        await tab.waitForLoadState();
        expect(new URL(tab.url()).pathname).toBe(t.twin);
        expect(await tab.locator('body').innerText()).toContain(`# ${t.title}`);
      });
    }
  });
}

test.describe('page menu by keyboard', () => {
  test('opens with Enter or the arrows, moves with the arrows, closes with Escape back on its button', async ({
    page,
  }) => {
    await page.goto(LOCALES.en.page);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const button = page.locator('article header').first().getByRole('button', {name: LOCALES.en.button});
    await button.focus();
    await page.keyboard.press('Enter');
    const copy = page.getByRole('menuitem', {name: LOCALES.en.copy});
    const open = page.getByRole('menuitem', {name: LOCALES.en.open});
    await expect(copy).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(open).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(copy).toBeFocused();
    await page.keyboard.press('End');
    await expect(open).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(open).toBeFocused();
    // A press outside closes it.
    await page.locator('article p').first().click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('a failed copy says so instead of pretending', async ({page}) => {
    await page.goto(LOCALES.ru.page);
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: ''}));
    await page.locator('article header').first().getByRole('button', {name: LOCALES.ru.button}).click();
    await page.getByRole('menuitem', {name: LOCALES.ru.copy}).click();
    await expect(page.getByRole('status').filter({hasText: 'Не удалось скопировать страницу'})).toBeVisible();
  });
});
