import {test, expect} from './fixtures';

/**
 * Pages written with the old site's frontmatter (SPEC.md §3) behave as their fields say.
 * The pages live in tests/fixtures/legacy-pages and are built only by `npm run build:test`.
 */
for (const [locale, base] of [['ru', '/test-fixtures/legacy/'], ['en', '/en/test-fixtures/legacy/']] as const) {
  test.describe(`legacy frontmatter (${locale})`, () => {
    test('index: false keeps a page out of the sidebar and the catalog, but it still opens', async ({page}) => {
      await page.goto(base);
      const sidebar = page.locator('nav.menu');
      await expect(sidebar.getByRole('link').first()).toBeVisible();
      await expect(sidebar.locator(`a[href="${base}hidden/"]`)).toHaveCount(0);
      await expect(page.locator(`article a[href="${base}hidden/"]`)).toHaveCount(0);
      await expect(page.locator(`article a[href="${base}all-meta/"]`).first()).toBeVisible();
      await page.goto(`${base}hidden/`);
      await expect(page.locator('h1')).toHaveText(locale === 'ru' ? 'Страница вне каталога' : 'A page outside the catalog');
    });

    test('short title names the page in the sidebar; Docusaurus field wins when both are set', async ({page}) => {
      await page.goto(`${base}all-meta/`);
      const sidebar = page.locator('nav.menu');
      await expect(sidebar.getByRole('link', {name: locale === 'ru' ? 'Метаданные' : 'Metadata', exact: true})).toBeVisible();
      await expect(sidebar.getByRole('link', {name: locale === 'ru' ? 'Имя Docusaurus' : 'Docusaurus name', exact: true})).toBeVisible();
      await expect(sidebar.getByRole('link', {name: locale === 'ru' ? 'Старое имя' : 'Old name', exact: true})).toHaveCount(0);
    });

    test('headerDepth: 3 puts third-level headings into the table of contents', async ({page}) => {
      await page.goto(`${base}both-names/`);
      const toc = page.locator('.table-of-contents');
      await expect(toc.getByRole('link', {name: locale === 'ru' ? 'Раздел третьего уровня' : 'A third-level section'})).toBeVisible();
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

test('a page with wrong field types still builds and shows its text', async ({page}) => {
  await page.goto('/test-fixtures/legacy/bad-values/');
  await expect(page.locator('h1')).toHaveText('Неверные значения полей');
  await expect(page.locator('article')).toContainText('страница собирается');
});

test('a page icon shows before its title in the sidebar', async ({page}) => {
  await page.goto('/test-fixtures/legacy/');
  const link = page.locator('nav.menu').getByRole('link', {name: 'Метаданные', exact: true});
  await expect(link.locator('svg.tessera-sidebar-icon')).toBeVisible();
  const [icon, text] = await Promise.all([link.locator('svg').boundingBox(), link.getByText('Метаданные').boundingBox()]);
  expect(icon!.x + icon!.width).toBeLessThanOrEqual(text!.x);
  await expect(page.locator('nav.menu').getByRole('link', {name: 'Страница вне каталога'})).toHaveCount(0);
});
