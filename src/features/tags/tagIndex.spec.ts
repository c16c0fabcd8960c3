import {seriousAxeViolations} from '../../../tests/e2e/axe';
import {test, expect} from '../../../tests/e2e/fixtures';

test.describe('tag index of a section', () => {
  test('a tag badge opens the section’s tag index at that tag, which lists the article; a page opens from there', async ({
    page,
  }) => {
    await page.goto('/control/control-guide/analysis-export/');
    const badge = page.getByTestId('article-meta').locator('[data-badge=tag]', {hasText: 'экспорт'});
    const colour = (await badge.locator('xpath=..').getAttribute('class'))!.match(/tessera-badge--c\d/)![0];
    await badge.click();
    await expect(page).toHaveURL(
      /\/control\/tags\/#%D1%8D%D0%BA%D1%81%D0%BF%D0%BE%D1%80%D1%82$|\/control\/tags\/#экспорт$/,
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Теги');
    const heading = page.getByRole('heading', {level: 2, name: /^экспорт/});
    await expect(heading).toBeInViewport();
    // Not under the sticky navbar.
    const [box, navbar] = await Promise.all([heading.boundingBox(), page.locator('.navbar').boundingBox()]);
    expect(box!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height - 1);
    await expect(heading.locator(`.${colour}`)).toBeVisible();
    await expect(heading).toContainText(/\d+ страниц/);
    const section = page.locator('section', {has: heading});
    const link = section.getByRole('link', {name: 'Экспорт результатов анализа'});
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/control\/control-guide\/analysis-export\/$/);
  });

  test('the tag cloud jumps to a tag’s heading; the English site has its own index in English', async ({page}) => {
    await page.goto('/control/tags/');
    const cloud = page.getByRole('list', {name: 'Теги'});
    const first = cloud.getByRole('link').first();
    const name = (await first.textContent())!.replace(/\s*\d+$/, '').trim();
    await first.click();
    await expect(page.getByRole('heading', {level: 2, name: new RegExp(`^${name}`)})).toBeInViewport();

    await page.goto('/en/control/control-howto/getting-started/');
    const enBadge = page.getByTestId('article-meta').locator('[data-badge=tag]').first();
    await expect(enBadge).toHaveAttribute('href', /^\/en\/control\/tags\/#/);
    await enBadge.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tags');
    await expect(page.locator('main')).toContainText(/\d+ pages?|One page/);
  });

  // The viewer reference's index has the most tags with page counts in their badges (colour contrast).
  for (const path of ['/value/tags/', '/api/tessera-viewer/tags/', '/en/api/tessera-viewer/tags/']) {
    test(`tag index ${path}: no serious or critical axe violation`, async ({page}) => {
      await page.goto(path);
      expect(await seriousAxeViolations(page, {tags: null})).toEqual([]);
    });
  }
});
