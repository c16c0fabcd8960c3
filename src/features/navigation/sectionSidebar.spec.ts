import {test, expect, slowCpu} from '../../../tests/e2e/fixtures';
import {icons} from '../icons/shared/icons';
import type {Locator, Page} from '@playwright/test';

/**
 * A sidebar written by hand in the old site's vocabulary (its
 * navigation items): the fixture section's tests/fixtures/legacy-pages/<locale>/sidebar.yml,
 * built only by `npm run build:test`.
 */
for (const [locale, base] of [
  ['ru', '/test-fixtures/legacy/'],
  ['en', '/en/test-fixtures/legacy/'],
] as const) {
  const t =
    locale === 'ru'
      ? {
          order: [
            'Поля',
            'Метаданные',
            'Оформление страниц',
            'Вложенная папка',
            'Пропущенный уровень',
            'За пределами раздела',
            'Сайт продуктов Tessera',
          ],
          layout: 'Оформление страниц',
          layoutPages: [
            'Имя Docusaurus',
            'Страница без навигации',
            'Без копирайта',
            'Заголовок в тексте страницы',
            'Неверные значения полей',
          ],
          folder: 'Вложенная папка',
          listed: 'Страница в каталоге',
          skipped: 'Пропущенный уровень',
          inner: 'Страница под пропущенным уровнем',
          text: 'За пределами раздела',
          site: 'Сайт продуктов Tessera',
          collapse: 'Свернуть группу «Вложенная папка»',
        }
      : {
          order: [
            'Fields',
            'Metadata',
            'Page layout',
            'A nested folder',
            'A skipped level',
            'Outside the section',
            "The Tessera products' site",
          ],
          layout: 'Page layout',
          layoutPages: [
            'Docusaurus name',
            'A page without navigation',
            'No copyright',
            'A title written in the page',
            'Wrong field values',
          ],
          folder: 'A nested folder',
          listed: 'A page in the catalog',
          skipped: 'A skipped level',
          inner: 'A page below the skipped level',
          text: 'Outside the section',
          site: "The Tessera products' site",
          collapse: "Collapse sidebar category 'A nested folder'",
        };

  test.describe(`hand-written sidebar (${locale})`, () => {
    test('lists its items in the order the file gives', async ({page}) => {
      await page.goto(`${base}all-meta/`);
      const top = page.locator('aside.theme-doc-sidebar-container nav.menu > ul > li');
      const labels = await top.evaluateAll((items) =>
        items.map(
          (li) => (li.querySelector(':scope > a, :scope > div > a, :scope > span') ?? li).textContent?.trim() ?? '',
        ),
      );
      expect(labels).toEqual(t.order);
      // Inside a group, its children in the file's order too.
      const group = top.filter({has: page.getByText(t.layout, {exact: true})});
      await expect(group.locator('ul a')).toHaveText(t.layoutPages);
    });

    test("groups and links show their icons: the item's own, or the folder index page's", async ({page}) => {
      await page.goto(`${base}all-meta/`);
      const sidebar = page.locator('aside.theme-doc-sidebar-container nav.menu');
      const iconOf = (name: string) =>
        sidebar.locator('a', {hasText: name}).first().locator('svg.tessera-sidebar-icon path');
      // A group without a link (icon: settings), an external link (icon: globe).
      await expect(iconOf(t.layout)).toHaveAttribute('d', icons.settings);
      await expect(iconOf(t.site)).toHaveAttribute('d', icons.globe);
      // A group whose item names no icon takes its index page's `icon: tree` (nested/index.md).
      await expect(iconOf(t.folder)).toHaveAttribute('d', icons.tree);
      // A page item's icon from the file (icon: check) where the page names none.
      await expect(iconOf(t.listed)).toHaveAttribute('d', icons.check);
      // Icons stand before the label, on its line.
      const folder = sidebar.locator('a', {hasText: t.folder}).first();
      const [icon, label] = await Promise.all([
        folder.locator('svg').boundingBox(),
        folder.getByText(t.folder).boundingBox(),
      ]);
      expect(icon!.x + icon!.width).toBeLessThanOrEqual(label!.x);
      expect(Math.abs(icon!.y + icon!.height / 2 - (label!.y + label!.height / 2))).toBeLessThan(8);
    });

    test('collapsible: false keeps a group open with nothing to fold; expanded: true opens one on first view', async ({
      page,
    }) => {
      await page.goto(`${base}all-meta/`);
      const sidebar = page.locator('aside.theme-doc-sidebar-container nav.menu');
      const item = (label: string) =>
        sidebar.locator(':scope > ul > li').filter({has: page.getByText(label, {exact: true})});

      // Not collapsible: its pages show, there is no fold button, and clicking its name changes nothing.
      const layout = item(t.layout);
      await expect(layout.locator('ul a').first()).toBeVisible();
      await expect(layout.locator('button.menu__caret')).toHaveCount(0);
      await expect(layout.locator(':scope > div > a')).not.toHaveClass(/menu__link--sublist/);
      await layout.getByText(t.layout, {exact: true}).click();
      await expect(layout.locator('ul a').first()).toBeVisible();

      // expanded: open although the reader is elsewhere in the section; it can still be folded.
      const folder = item(t.folder);
      await expect(folder.getByRole('link', {name: t.listed})).toBeVisible();
      const fold = folder.getByRole('button', {name: t.collapse});
      await expect(fold).toHaveAttribute('aria-expanded', 'true');
      await fold.click();
      await expect(folder.getByRole('link', {name: t.listed})).toBeHidden();

      // A group with neither: folded until the reader opens it or reads one of its pages.
      const skipped = item(t.skipped);
      await expect(skipped.getByRole('link', {name: t.inner})).toBeHidden();
      await page.goto(`${base}skipped/inner/`);
      await expect(item(t.skipped).getByRole('link', {name: t.inner})).toBeVisible();
    });

    test('a link under a prefix leads to the page the prefix names', async ({page}) => {
      await page.goto(`${base}all-meta/`);
      const link = page.locator('aside.theme-doc-sidebar-container nav.menu').getByRole('link', {name: t.listed});
      // `prefix: nested/` + `link: listed` → nested/listed.md.
      await expect(link).toHaveAttribute('href', `${base}nested/listed/`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${base}nested/listed/$`));
      await expect(page.locator('h1')).toHaveText(t.listed);
      await expect(
        page.locator('aside.theme-doc-sidebar-container nav.menu').getByRole('link', {name: t.listed}),
      ).toHaveAttribute('aria-current', 'page');
      // A group's own link (`link: nested/`) is the folder's index page.
      await expect(
        page.locator('aside.theme-doc-sidebar-container nav.menu').getByRole('link', {name: t.folder, exact: true}),
      ).toHaveAttribute('href', `${base}nested/`);
    });

    test('activeMatch marks an item active on the pages it matches; text alone is plain text; a URL opens outside', async ({
      page,
    }) => {
      await page.goto(`${base}skipped/`);
      const sidebar = page.locator('aside.theme-doc-sidebar-container nav.menu');
      // `activeMatch: /skipped/`: active on the folder's page, though it is not that page.
      const inner = sidebar.getByRole('link', {name: t.inner});
      await expect(inner).toHaveClass(/menu__link--active/);
      await expect(inner).toHaveAttribute('aria-current', 'true');
      await page.goto(`${base}all-meta/`);
      await sidebar.getByRole('button', {name: new RegExp(t.skipped)}).click();
      await expect(sidebar.getByRole('link', {name: t.inner})).not.toHaveClass(/menu__link--active/);

      await expect(sidebar.getByText(t.text, {exact: true})).toBeVisible();
      await expect(sidebar.getByRole('link', {name: t.text})).toHaveCount(0);
      const site = sidebar.getByRole('link', {name: new RegExp(t.site)});
      await expect(site).toHaveAttribute('href', 'https://tessera.example/');
      await expect(site).toHaveAttribute('target', '_blank');
    });
  });
}

test("a generated sidebar shows a folder's category with its index page's icon", async ({page}) => {
  // content/value/value-guide/index.md: `icon: book`; the Value sidebar is generated from the folders.
  await page.goto('/value/value-guide/projects/');
  const category = page.locator(
    'aside.theme-doc-sidebar-container nav.menu a.menu__link--sublist[href="/value/value-guide/"]',
  );
  await expect(category.locator('svg.tessera-sidebar-icon path')).toHaveAttribute('d', icons.book);
  await expect(category.locator('svg.tessera-sidebar-icon')).toBeVisible();
});

/**
 * A large section's sidebar: a docs page loads the children of the categories
 * above it only (docs-version-data of docusaurus-plugin-route-shards), the others when the reader opens
 * them. What the reader sees is the same sidebar as before.
 */
test.describe('categories that load their pages when opened', () => {
  const CATALOGUES = '/api/tessera/tessera-reference/catalogues/import-catalogue/';
  const MODELS = '/api/tessera/tessera-reference/models/';
  const sidebarOf = (page: Page) => page.locator('aside.theme-doc-sidebar-container nav.menu');
  const expandModels = (scope: Locator) => scope.getByRole('button', {name: 'Развернуть группу «Models»'});
  const modelPages = (scope: Locator) => scope.locator(`a[href^="${MODELS}"]:not([href="${MODELS}"])`);
  const hydrated = (page: Page) =>
    expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
  const breadcrumbs = (page: Page) => page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');

  /** The links of the Models category as the server renders it on a page where it is open. */
  async function serverModelsLinks(page: Page): Promise<string[]> {
    const html = await (await page.request.get(MODELS)).text();
    const hrefs = [...html.matchAll(/<a [^>]*href="?([^" >]+)/g)].map((match) => match[1]!);
    const inSidebar = hrefs.slice(0, hrefs.indexOf('/api/tessera/tessera-reference/elements/'));
    return [...new Set(inSidebar.filter((href) => href.startsWith(MODELS) && href !== MODELS))];
  }

  test('a click opens a collapsed category with its pages, on a slow CPU right after the page starts', async ({
    page,
  }) => {
    await slowCpu(page);
    await page.goto(CATALOGUES);
    await hydrated(page);
    const sidebar = sidebarOf(page);
    await expect(modelPages(sidebar)).toHaveCount(0);
    await expandModels(sidebar).click();
    await expect(modelPages(sidebar).first()).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'List models'})).toBeVisible();
    // The same pages, in the same order, as the server renders where the category is open; deeper
    // categories (Versions) open as well.
    const shown = await modelPages(sidebar).evaluateAll((links) => [
      ...new Set(links.map((a) => a.getAttribute('href'))),
    ]);
    const server = await serverModelsLinks(page);
    expect(server.length).toBeGreaterThan(3);
    expect(server.slice(0, shown.length)).toEqual(shown);
    await sidebar.getByRole('button', {name: 'Развернуть группу «Versions»'}).click();
    await expect(sidebar.getByRole('link', {name: 'Get version'})).toBeVisible();
  });

  test('Enter on the caret, or on a category without a page, opens it', async ({page}) => {
    await page.goto(CATALOGUES);
    await hydrated(page);
    const sidebar = sidebarOf(page);
    await expandModels(sidebar).focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByRole('link', {name: 'List models'})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'Свернуть группу «Models»'})).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // The fixture section's "Пропущенный уровень" has no page: its name is the button.
    await page.goto('/test-fixtures/legacy/all-meta/');
    await hydrated(page);
    const group = sidebarOf(page).getByRole('button', {name: 'Пропущенный уровень'});
    await expect(sidebarOf(page).getByRole('link', {name: 'Страница под пропущенным уровнем'})).toHaveCount(0);
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(sidebarOf(page).getByRole('link', {name: 'Страница под пропущенным уровнем'})).toBeVisible();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  });

  test('the phone drawer opens a collapsed category with its pages, and they lead there', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(CATALOGUES);
    await hydrated(page);
    await page.locator('.navbar__toggle').click();
    const drawer = page.locator('.navbar-sidebar');
    await expandModels(drawer).click();
    await drawer.getByRole('link', {name: 'List models'}).click();
    await expect(page).toHaveURL(/\/models\/list-models\/$/);
    await expect(page.locator('h1')).toHaveText('List models');
  });

  test('breadcrumbs and the current page are right on a deep page at first paint and after moving to another category', async ({
    page,
    browser,
  }) => {
    const trail = ['Tessera API', 'API reference', 'Catalogues', 'Import catalogue'];
    // First paint: the server's HTML, before any script.
    const noScript = await browser.newContext({javaScriptEnabled: false});
    const plain = await noScript.newPage();
    await plain.goto(CATALOGUES);
    await expect(breadcrumbs(plain).filter({hasText: /\S/})).toHaveText(trail);
    await expect(sidebarOf(plain).locator('a[aria-current="page"]')).toHaveAttribute('href', CATALOGUES);
    await noScript.close();

    await page.goto(CATALOGUES);
    await hydrated(page);
    await expect(breadcrumbs(page).filter({hasText: /\S/})).toHaveText(trail);
    const sidebar = sidebarOf(page);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', CATALOGUES);
    // Into a category that was collapsed, two levels down, without reloading the page.
    await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
    await expandModels(sidebar).click();
    await sidebar.getByRole('button', {name: 'Развернуть группу «Versions»'}).click();
    const versionLink = sidebar.getByRole('link', {name: 'Get version'});
    // The category opens with an animation: click once the link has stopped moving and is in view.
    await expect(versionLink).toBeVisible();
    await versionLink.scrollIntoViewIfNeeded();
    await versionLink.click();
    // The page's route shard may still be on its way on a busy machine.
    await expect(page).toHaveURL(/\/models\/versions\/get-version\/$/, {timeout: 15_000});
    await expect(breadcrumbs(page).filter({hasText: /\S/})).toHaveText([
      'Tessera API',
      'API reference',
      'Models',
      'Versions',
      'Get version',
    ]);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/api/tessera/tessera-reference/models/versions/get-version/',
    );
    await expect(sidebar.locator('a.menu__link--active', {hasText: 'Models'}).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  });
});
