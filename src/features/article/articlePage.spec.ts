import type {Page} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';

/** The meta line is the element right after the page's only h1, and shows below it. */
async function expectMetaUnderTitle(page: Page): Promise<void> {
  const title = page.locator('article h1');
  await expect(title).toHaveCount(1);
  const meta = page.getByTestId('article-meta');
  await expect(meta).toBeVisible();
  expect(await title.evaluate((h1) => h1.nextElementSibling?.getAttribute('data-testid'))).toBe('article-meta');
  const [h1Box, metaBox] = await Promise.all([title.boundingBox(), meta.boundingBox()]);
  expect(metaBox!.y).toBeGreaterThanOrEqual(h1Box!.y + h1Box!.height - 1);
  expect(metaBox!.y - (h1Box!.y + h1Box!.height)).toBeLessThan(32);
}

test.describe('article page parts: meta line, footer, prev/next', () => {
  test('Russian article: meta line under the title, footer, prev/next', async ({page}) => {
    await page.goto('/control/control-guide/analysis-export/');
    const header = page.locator('article header');
    await expect(header.getByRole('heading', {level: 1})).toHaveText('Экспорт результатов анализа');
    const meta = header.getByTestId('article-meta');
    await expect(meta.locator('[data-meta=author]')).toHaveText('Автор: Наталья Кравченко');
    await expect(meta.locator('[data-meta=date]')).toHaveText('Дата: 13 октября 2026 г.');
    await expect(meta.locator('[data-meta=reading-time]')).toHaveText(/^Время чтения: \d+ минут[аы]?$/);
    await expect(meta.locator('[data-meta=words]')).toHaveText(/^[\d\u00a0]+ слов[ао]?$/);
    await expect(meta.locator('[data-badge=category]')).toHaveText(['Руководство']);
    const tags = meta.locator('[data-badge=tag]');
    await expect(tags.first()).toHaveText('экспорт');
    await expect(tags.first()).toHaveAttribute('href', /\/control\/tags\//);

    const footer = page.getByTestId('article-footer');
    await expect(footer.getByRole('link', {name: 'Отредактировать эту страницу'})).toHaveAttribute(
      'href',
      'https://git.tessera.example/tessera/help/edit/main/content/control/control-guide/analysis-export.md',
    );
    await expect(footer.locator('.theme-last-updated')).toContainText('Последнее обновление');
    const contributors = footer.getByTestId('article-contributors');
    await expect(contributors).toHaveText(/^Участники: \S/);
    await expect(contributors).not.toContainText('@');

    await expect(page.locator('.pagination-nav__link--prev')).toHaveAttribute(
      'href',
      '/control/control-guide/analysis-results/',
    );
  });

  test('English article: localized date, minutes and words', async ({page}) => {
    await page.goto('/en/control/control-howto/getting-started/');
    const meta = page.getByTestId('article-meta');
    await expect(meta.locator('[data-meta=date]')).toHaveText('Date: October 2, 2026');
    await expect(meta.locator('[data-meta=reading-time]')).toHaveText(/^Reading time: \d+ minutes?$/);
    await expect(meta.locator('[data-meta=words]')).toHaveText(/^[\d,]+ words$/);
    await expect(page.getByTestId('article-contributors')).toHaveText(/^Contributors: \S/);
  });

  test('edit links open the file the page was built from, in each locale', async ({page}) => {
    const edit = 'https://git.tessera.example/tessera/help/edit/main/';
    // An English translation: its own file under i18n/en, not the Russian source.
    await page.goto('/en/control/control-howto/getting-started/');
    await expect(page.getByTestId('article-footer').getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      `${edit}i18n/en/docusaurus-plugin-content-docs-control/current/control-howto/getting-started.md`,
    );
    // The Russian page of the same article keeps the Russian source.
    await page.goto('/control/control-howto/getting-started/');
    await expect(
      page.getByTestId('article-footer').getByRole('link', {name: 'Отредактировать эту страницу'}),
    ).toHaveAttribute('href', `${edit}content/control/control-howto/getting-started.md`);
    // Developer docs are English in both trees and have one file: content/api.
    await page.goto('/en/api/tessera/tessera-howto/auth/');
    await expect(page.getByTestId('article-footer').getByRole('link', {name: 'Edit this page'})).toHaveAttribute(
      'href',
      `${edit}content/api/tessera/tessera-howto/auth.md`,
    );
  });

  test('the meta line sits directly under the title, whether the title comes from frontmatter or from the Markdown', async ({
    page,
  }) => {
    // An ordinary article (title in frontmatter).
    await page.goto('/control/control-guide/analysis-export/');
    await expectMetaUnderTitle(page);
    // Generated reference pages have no meta line (no reading time, no author): the content follows the title.
    for (const [url, title] of [
      ['/api/tessera-viewer/tessera-viewer-api/type-aliases/Vector3/', 'Vector3'],
      ['/en/api/tessera-viewer/tessera-viewer-api/classes/Viewer/', 'Viewer'],
      ['/en/api/tessera/tessera-reference/models/list-models/', 'List models'],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('article h1')).toHaveText(title);
      await expect(page.getByTestId('article-meta')).toHaveCount(0);
    }
    // A hand-written page whose first Markdown line is its `# Title` (test build fixture).
    for (const [url, title] of [
      ['/test-fixtures/legacy/own-heading/', 'Заголовок в тексте страницы'],
      ['/en/test-fixtures/legacy/own-heading/', 'A title written in the page'],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('article h1')).toHaveText(title);
      await expectMetaUnderTitle(page);
      await expect(page.getByTestId('article-meta').locator('[data-meta=author]')).toContainText(
        /Анна Смирнова|Anna Smirnova/,
      );
    }
  });

  test('in the Russian tree, the meta line of an English developer page is Russian (lang="ru") and its content English', async ({
    page,
  }) => {
    await page.goto('/api/tessera/tessera-howto/auth/');
    const langOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));
    expect(await langOf('article h1')).toBe('en');
    expect(await langOf('article .markdown > p')).toBe('en');
    const meta = page.getByTestId('article-meta');
    await expect(meta.locator('[data-meta=author]')).toHaveText(/^Автор: /);
    expect(await meta.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('ru');
    expect(
      await meta.locator('[data-meta=reading-time]').evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
    ).toBe('ru');
    // Categories and tags are the article's own words.
    await expect(meta.locator('[data-badge=category]')).toHaveText(['Developer guide']);
    expect(
      await meta.locator('[data-badge=category]').evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
    ).toBe('en');
    // In the English tree nothing needs marking.
    await page.goto('/en/api/tessera/tessera-howto/auth/');
    await expect(page.getByTestId('article-meta')).not.toHaveAttribute('lang', /.*/);
    expect(await langOf('article h1')).toBe('en');
  });

  test('a short page reads in less than a minute', async ({page}) => {
    await page.goto('/control/control-guide/');
    await expect(page.getByTestId('article-meta').locator('[data-meta=reading-time]')).toHaveText(
      'Время чтения: Меньше минуты',
    );
  });

  test('an author with a url is a link', async ({page}) => {
    await page.goto('/en/api/tessera/tessera-howto/auth/');
    await expect(page.getByTestId('article-meta').getByRole('link', {name: 'Igor Volkov'})).toHaveAttribute(
      'href',
      'https://tessera.example/',
    );
  });

  test('frontmatter headerDepth limits the table of contents; the default shows two levels', async ({page}) => {
    await page.goto('/value/value-howto/faq/');
    const toc = page.locator('.theme-doc-toc-desktop .table-of-contents');
    await expect(toc.locator('a')).toHaveText(['Расчёт', 'Теги, правила и цены', 'Доступ и интеграции', 'См. также']);
    await page.goto('/api/tessera/tessera-howto/odata-value-export/');
    await expect(page.locator('.theme-doc-toc-desktop .table-of-contents li ul a').first()).toBeVisible();
  });

  test('frontmatter prev (relative path) and next ({text, link}) replace the sidebar order', async ({page}) => {
    await page.goto('/value/value-howto/faq/');
    const prev = page.locator('.pagination-nav__link--prev');
    const next = page.locator('.pagination-nav__link--next');
    await expect(prev).toHaveAttribute('href', '/value/value-howto/getting-started/');
    await expect(next).toHaveAttribute('href', '/value/value-web/analysis-export/');
    await expect(next.locator('.pagination-nav__label')).toHaveText('Экспорт анализа в веб-версии');
    await next.click();
    await expect(page).toHaveURL(/\/value\/value-web\/analysis-export\/$/);
  });

  test('phone: the meta line wraps inside the page', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/control/control-guide/analysis-export/');
    await expect(page.getByTestId('article-meta')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
