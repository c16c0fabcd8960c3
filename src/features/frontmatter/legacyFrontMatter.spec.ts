import type {Page} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';
import {icons} from '../icons/shared/icons';
import {execFileSync} from 'node:child_process';

const git = (...args: string[]): string => execFileSync('git', args, {encoding: 'utf8'}).trim();

/**
 * Authors of one file as `git log` names them, most commits first (the newest first among equals),
 * or null in a shallow clone. Asked of git itself, not of the plugin's parsing of the whole history.
 */
function gitAuthors(file: string): string[] | null {
  if (git('rev-parse', '--is-shallow-repository') === 'true') return null;
  const commits = git('log', '--format=%aN', '--', file).split('\n').filter(Boolean);
  const counts = new Map<string, number>();
  for (const name of commits) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/**
 * Pages written with the old site's frontmatter (BEHAVIOURS.md) behave as their fields say.
 * The pages live in tests/fixtures/legacy-pages and are built only by `npm run build:test`.
 */
for (const [locale, base] of [
  ['ru', '/test-fixtures/legacy/'],
  ['en', '/en/test-fixtures/legacy/'],
] as const) {
  test.describe(`legacy frontmatter (${locale})`, () => {
    test('index: false keeps a page out of the sidebar and the catalog, but it still opens', async ({page}) => {
      await page.goto(base);
      const sidebar = page.locator('nav.menu');
      await expect(sidebar.getByRole('link').first()).toBeVisible();
      await expect(sidebar.locator(`a[href="${base}hidden/"]`)).toHaveCount(0);
      await expect(page.locator(`article a[href="${base}hidden/"]`)).toHaveCount(0);
      await expect(page.locator(`article a[href="${base}all-meta/"]`).first()).toBeVisible();
      await page.goto(`${base}hidden/`);
      await expect(page.locator('h1')).toHaveText(
        locale === 'ru' ? 'Страница вне каталога' : 'A page outside the catalog',
      );
    });

    test('an index: false page still shows its section sidebar and its breadcrumb', async ({page}) => {
      const t =
        locale === 'ru'
          ? {
              top: 'Страница вне каталога',
              folder: 'Вложенная папка',
              listed: 'Страница в каталоге',
              nested: 'Скрытая страница папки',
              all: 'Метаданные',
            }
          : {
              top: 'A page outside the catalog',
              folder: 'A nested folder',
              listed: 'A page in the catalog',
              nested: 'A hidden page of the folder',
              all: 'Metadata',
            };
      const sidebar = page.locator('aside.theme-doc-sidebar-container nav.menu');
      const crumbs = page.locator('.theme-doc-breadcrumbs .breadcrumbs__item');

      // At the top of the section: the section's sidebar, home › page.
      await page.goto(`${base}hidden/`);
      await expect(sidebar).toBeVisible();
      await expect(sidebar.getByRole('link', {name: t.all, exact: true})).toBeVisible();
      await expect(sidebar.locator(`a[href="${base}hidden/"]`)).toHaveCount(0);
      await expect(crumbs).toHaveText(['', t.top]);

      // In a folder: home › folder › page, the folder linked, as for its listed sibling.
      await page.goto(`${base}nested/listed/`);
      await expect(crumbs).toHaveText(['', t.folder, t.listed]);
      await page.goto(`${base}nested/hidden/`);
      await expect(page.locator('h1')).toHaveText(t.nested);
      await expect(sidebar).toBeVisible();
      await expect(sidebar.locator(`a[href="${base}nested/hidden/"]`)).toHaveCount(0);
      await expect(crumbs).toHaveText(['', t.folder, t.nested]);
      await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', `${base}nested/`);
      await expect(crumbs.last()).toHaveClass(/breadcrumbs__item--active/);
      // Nor is it in its folder's catalog.
      await page.goto(`${base}nested/`);
      await expect(page.locator(`article a[href="${base}nested/listed/"]`).first()).toBeVisible();
      await expect(page.locator(`article a[href="${base}nested/hidden/"]`)).toHaveCount(0);
    });

    test('short title names the page in the sidebar; Docusaurus field wins when both are set', async ({page}) => {
      await page.goto(`${base}all-meta/`);
      const sidebar = page.locator('nav.menu');
      await expect(
        sidebar.getByRole('link', {name: locale === 'ru' ? 'Метаданные' : 'Metadata', exact: true}),
      ).toBeVisible();
      await expect(
        sidebar.getByRole('link', {name: locale === 'ru' ? 'Имя Docusaurus' : 'Docusaurus name', exact: true}),
      ).toBeVisible();
      await expect(
        sidebar.getByRole('link', {name: locale === 'ru' ? 'Старое имя' : 'Old name', exact: true}),
      ).toHaveCount(0);
    });

    test('headerDepth: 3 puts third-level headings into the table of contents', async ({page}) => {
      await page.goto(`${base}both-names/`);
      const toc = page.locator('.table-of-contents');
      await expect(
        toc.getByRole('link', {name: locale === 'ru' ? 'Раздел третьего уровня' : 'A third-level section'}),
      ).toBeVisible();
    });

    test("prev as a site path of the section shows that page's name; next as {text, link} its text", async ({page}) => {
      await page.goto(`${base}both-names/`);
      const prev = page.locator('.pagination-nav__link--prev');
      // The page's navigation name, as its sidebar item shows it (sidebar.yml), not the path.
      await expect(prev.locator('.pagination-nav__label')).toHaveText(locale === 'ru' ? 'Метаданные' : 'Metadata');
      await expect(prev).toHaveAttribute('href', `${base}all-meta/`);
      const next = page.locator('.pagination-nav__link--next');
      await expect(next.locator('.pagination-nav__label')).toHaveText(
        locale === 'ru' ? 'К странице без навигации' : 'To the page without navigation',
      );
      await expect(next).toHaveAttribute('href', `${base}no-chrome/`);
      await prev.click();
      await expect(page.locator('h1')).toHaveText(locale === 'ru' ? 'Все поля метаданных' : 'Every metadata field');
    });

    test('sidebar, toc, editLink, prev and next set to false hide those parts', async ({page}) => {
      await page.goto(`${base}no-chrome/`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveCount(0);
      await expect(page.locator('.table-of-contents')).toHaveCount(0);
      await expect(page.locator('.theme-edit-this-page')).toHaveCount(0);
      await expect(page.locator('.pagination-nav__link')).toHaveCount(0);
      // The same parts are there on an ordinary page of the section.
      await page.goto(`${base}all-meta/`);
      await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
      await expect(page.locator('.table-of-contents').first()).toBeAttached();
      await expect(page.locator('.theme-edit-this-page')).toBeVisible();
    });
  });
}

for (const [base, title, text] of [
  ['/test-fixtures/legacy/', 'Неверные значения полей', 'страница собирается'],
  ['/en/test-fixtures/legacy/', 'Wrong field values', 'the page still builds'],
] as const) {
  test(`a page with wrong field types still builds and shows its text (${base})`, async ({page}) => {
    await page.goto(`${base}bad-values/`);
    await expect(page.locator('h1')).toHaveText(title);
    await expect(page.locator('article')).toContainText(text);
    // The wrong values are not applied: no author, no tags from a list with a number, no "Original".
    await expect(
      page.getByTestId('article-meta').locator('[data-meta=author], [data-meta=original], [data-badge=tag]'),
    ).toHaveCount(0);
  });
}

test('a page icon shows before its title in the sidebar', async ({page}) => {
  await page.goto('/test-fixtures/legacy/');
  const link = page.locator('nav.menu').getByRole('link', {name: 'Метаданные', exact: true});
  await expect(link.locator('svg.tessera-sidebar-icon')).toBeVisible();
  const [icon, text] = await Promise.all([
    link.locator('svg').boundingBox(),
    link.getByText('Метаданные').boundingBox(),
  ]);
  expect(icon!.x + icon!.width).toBeLessThanOrEqual(text!.x);
  await expect(page.locator('nav.menu').getByRole('link', {name: 'Страница вне каталога'})).toHaveCount(0);
});

test('tags are colour badges, the same colour for the same name on every page', async ({page}) => {
  await page.goto('/test-fixtures/legacy/all-meta/');
  const badge = page.locator('.tessera-badge', {hasText: 'коллизии'}).first();
  await expect(badge).toHaveClass(/tessera-badge--c[0-8]/);
  const colourClass = (await badge.getAttribute('class'))!.match(/tessera-badge--c\d/)![0];
  const background = await badge.locator('a').evaluate((a) => getComputedStyle(a).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  // The section's tag index shows the tag with the same class, at the tag's heading.
  await badge.locator('a').click();
  await expect(page).toHaveURL(/\/test-fixtures\/legacy\/tags\/#/);
  const heading = page.getByRole('heading', {level: 2, name: /коллизии/});
  await expect(heading).toBeInViewport();
  await expect(heading.locator(`.${colourClass}`)).toBeVisible();
});

for (const [locale, base] of [
  ['ru', '/test-fixtures/legacy/'],
  ['en', '/en/test-fixtures/legacy/'],
] as const) {
  const t =
    locale === 'ru'
      ? {
          original: 'Оригинал',
          license: 'Лицензия: CC BY 4.0',
          copyright: '© ООО «Тессера», 2026',
          footer: 'Документ для внутреннего пользования проектной группы',
          author: 'Анна Смирнова',
        }
      : {
          original: 'Original',
          license: 'License: CC BY 4.0',
          copyright: '© Tessera LLC, 2026',
          footer: "For the project team's internal use",
          author: 'Anna Smirnova',
        };

  test.describe(`legacy frontmatter rendering (${locale})`, () => {
    test('isOriginal, author link, cover, page footer, license and copyright show on the page', async ({page}) => {
      await page.goto(`${base}all-meta/`);
      const meta = page.getByTestId('article-meta');
      await expect(meta.locator('[data-meta=original]')).toHaveText(t.original);
      await expect(meta.getByRole('link', {name: t.author})).toHaveAttribute('href', 'https://example.com/anna');
      const cover = page.getByTestId('article-cover');
      await expect(cover).toBeVisible();
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The cover sits above the title.
      expect((await cover.boundingBox())!.y).toBeLessThan((await page.locator('h1').boundingBox())!.y);
      await expect(page.getByTestId('page-footer-text')).toHaveText(t.footer);
      await expect(page.getByTestId('page-license')).toHaveText(t.license);
      await expect(page.getByTestId('page-copyright')).toHaveText(t.copyright);
      await expect(page.locator('footer.footer')).toBeVisible();
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('.theme-doc-breadcrumbs')).toBeVisible();
    });

    test('the cover also shows on the page card of the catalog', async ({page}) => {
      await page.goto(base);
      const card = page.locator('article li', {has: page.locator(`a[href="${base}all-meta/"]`)}).first();
      const image = card.locator('img');
      await expect(image).toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    });

    test('navbar, breadcrumb, footer, lastUpdated and contributors set to false are hidden', async ({page}) => {
      await page.goto(`${base}no-chrome/`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('nav.navbar')).toBeHidden();
      await expect(page.locator('.theme-doc-breadcrumbs')).toHaveCount(0);
      await expect(page.locator('footer.footer')).toBeHidden();
      await expect(page.getByTestId('article-contributors')).toHaveCount(0);
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);
      // Leaving the page brings the navbar and footer back.
      await page.goBack().catch(() => undefined);
      await page.goto(`${base}all-meta/`);
      await expect(page.locator('nav.navbar')).toBeVisible();
    });
  });
}

/** Each stop of Tab through the breadcrumb: its text, its accessible name, whether it shows an icon. */
async function tabThroughBreadcrumb(page: Page): Promise<{text: string; name: string; icon: boolean}[]> {
  // Start from the element just before the breadcrumb, as a reader tabbing down the page would.
  await page.locator('.theme-doc-breadcrumbs').evaluate((nav) => {
    const before = document.createElement('button');
    before.id = 'before-breadcrumb';
    nav.before(before);
    before.focus();
  });
  const stops: {text: string; name: string; icon: boolean}[] = [];
  for (;;) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest('.theme-doc-breadcrumbs')) return null;
      const svg = el.querySelector('svg');
      const box = svg?.getBoundingClientRect();
      return {
        text: el.innerText.trim(),
        name: (el.getAttribute('aria-label') ?? el.innerText).trim(),
        icon: !!box && box.width > 0,
      };
    });
    if (!stop) return stops;
    stops.push(stop);
  }
}

for (const [locale, base, home] of [
  ['ru', '/test-fixtures/legacy/', '/'],
  ['en', '/en/test-fixtures/legacy/', '/en/'],
] as const) {
  const t =
    locale === 'ru'
      ? {
          home: 'Главная',
          homeName: 'Главная страница',
          folder: 'Вложенная папка',
          listed: 'Страница в каталоге',
          plain: 'Цепочка без значков',
          inner: 'Страница под пропущенным уровнем',
          meta: 'Метаданные',
        }
      : {
          home: 'Home',
          homeName: 'Home page',
          folder: 'A nested folder',
          listed: 'A page in the catalog',
          plain: 'A breadcrumb without icons',
          inner: 'A page below the skipped level',
          meta: 'Metadata',
        };

  test.describe(`breadcrumb settings of the old site (${locale})`, () => {
    const crumbs = (page: Page) => page.locator('.theme-doc-breadcrumbs .breadcrumbs__item');

    test("each level shows its page's icon, home its house", async ({page}) => {
      await page.goto(`${base}nested/listed/`);
      await expect(crumbs(page)).toHaveText(['', t.folder, t.listed]);
      await expect(crumbs(page).nth(0).locator('svg')).toBeVisible();
      // The folder's icon from its index page, the page's from the sidebar item (nested/index.md, sidebar.yml).
      await expect(crumbs(page).nth(1).locator('svg path')).toHaveAttribute('d', icons.tree);
      await expect(crumbs(page).nth(1).locator('svg')).toBeVisible();
      await expect(crumbs(page).nth(2).locator('svg path')).toHaveAttribute('d', icons.check);
      // The icon stands before the label.
      const [iconRight, textLeft] = await crumbs(page)
        .nth(1)
        .locator('a')
        .evaluate((a) => {
          // The label is the text node beside the icon.
          const text = document.createTreeWalker(a, NodeFilter.SHOW_TEXT).nextNode();
          const range = document.createRange();
          range.selectNodeContents(text!);
          return [a.querySelector('svg')!.getBoundingClientRect().right, range.getBoundingClientRect().left];
        });
      expect(iconRight).toBeLessThanOrEqual(textLeft);
      // A page's own `icon` (all-meta.md: layers).
      await page.goto(`${base}all-meta/`);
      await expect(crumbs(page).last().locator('svg path')).toHaveAttribute('d', icons.layers);
      // Tab lands on the home icon (named) and the links, never on something empty.
      await page.goto(`${base}nested/listed/`);
      const stops = await tabThroughBreadcrumb(page);
      expect(stops).toEqual([
        {text: '', name: t.homeName, icon: true},
        {text: t.folder, name: t.folder, icon: true},
      ]);
    });

    test('breadcrumbIcon: false shows the breadcrumb without icons, home as a word', async ({page}) => {
      await page.goto(`${base}nested/plain-crumbs/`);
      await expect(crumbs(page)).toHaveText([t.home, t.folder, t.plain]);
      await expect(page.locator('.theme-doc-breadcrumbs svg')).toHaveCount(0);
      const homeLink = crumbs(page).first().getByRole('link', {name: t.home, exact: true});
      await expect(homeLink).toHaveAttribute('href', home);
      // Every separator stands between two visible crumbs: none left dangling before an empty one.
      await expect(crumbs(page)).toHaveCount(3);
      for (const crumb of await crumbs(page).all()) expect((await crumb.boundingBox())!.width).toBeGreaterThan(20);
      const stops = await tabThroughBreadcrumb(page);
      expect(stops).toEqual([
        {text: t.home, name: t.home, icon: false},
        {text: t.folder, name: t.folder, icon: false},
      ]);
      // The sidebar keeps the page's icon.
      await expect(
        page
          .locator('aside.theme-doc-sidebar-container nav.menu')
          .getByRole('link', {name: t.plain})
          .locator('svg path'),
      ).toHaveAttribute('d', icons.file);
      await homeLink.click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
    });

    test("breadcrumbExclude leaves a folder out of its pages' breadcrumbs and of its own", async ({page}) => {
      await page.goto(`${base}skipped/inner/`);
      await expect(page.locator('h1')).toHaveText(t.inner);
      await expect(crumbs(page)).toHaveText(['', t.inner]);
      // On the folder's page nothing but home would be left: no breadcrumb.
      await page.goto(`${base}skipped/`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.theme-doc-breadcrumbs')).toHaveCount(0);
      // Other folders keep their level.
      await page.goto(`${base}nested/listed/`);
      await expect(crumbs(page)).toHaveText(['', t.folder, t.listed]);
    });
  });
}

for (const [locale, base] of [
  ['ru', '/test-fixtures/legacy/'],
  ['en', '/en/test-fixtures/legacy/'],
] as const) {
  const t =
    locale === 'ru'
      ? {readingTime: 'Время чтения: Меньше минуты', contributors: 'Участники', tags: ['коллизии', 'импорт']}
      : {readingTime: 'Reading time: Less than 1 minute', contributors: 'Contributors', tags: ['collisions', 'import']};

  test.describe(`legacy frontmatter, page data (${locale})`, () => {
    test("copyright: false alone hides only the footer's copyright line", async ({page}) => {
      await page.goto(`${base}all-meta/`);
      await expect(page.locator('footer.footer .footer__copyright')).toBeVisible();
      await page.goto(`${base}no-copyright/`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('footer.footer')).toBeVisible();
      await expect(page.locator('footer.footer .footer__links')).toBeVisible();
      await expect(page.locator('footer.footer .footer__copyright')).toBeHidden();
    });

    test('a fixture page shows its reading time and, where git has its history, its contributors', async ({page}) => {
      await page.goto(`${base}all-meta/`);
      await expect(page.getByTestId('article-meta').locator('[data-meta=reading-time]')).toHaveText(t.readingTime);
      // Contributors come from the git history at build time; a shallow clone has none to show.
      const names = gitAuthors(`tests/fixtures/legacy-pages/${locale}/all-meta.md`);
      const contributors = page.getByTestId('article-contributors');
      if (names) {
        expect(names.length, 'the fixture page is in the git history').toBeGreaterThan(0);
        await expect(contributors).toHaveText(`${t.contributors}: ${names.join(', ')}`);
      } else await expect(contributors).toHaveCount(0);
      // contributors: false hides them whatever the history.
      await page.goto(`${base}no-chrome/`);
      await expect(page.getByTestId('article-meta').locator('[data-meta=reading-time]')).toBeVisible();
      await expect(page.getByTestId('article-contributors')).toHaveCount(0);
    });

    test("Docusaurus's tag objects {label, permalink} show as tags beside the old tag field", async ({page}) => {
      await page.goto(`${base}both-names/`);
      const tags = page.getByTestId('article-meta').locator('[data-badge=tag]');
      await expect(tags).toHaveText(t.tags);
      await expect(tags.last()).toHaveAttribute('href', new RegExp(`^${base}tags/#`));
    });
  });
}
