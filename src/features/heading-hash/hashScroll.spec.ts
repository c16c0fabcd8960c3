import {test, expect} from '../../../tests/e2e/fixtures';

test.describe('links to a section of another page', () => {
  test('an article’s cross-reference opens the other page scrolled to that section, below the navbar', async ({
    page,
  }) => {
    await page.goto('/tessera/tessera-guide/revit-import/');
    const link = page.locator('.theme-doc-markdown a[href*="/model-sync-principle/#"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/tessera\/tessera-guide\/model-sync-principle\/#/);
    const heading = page.locator('h2#конфликты, h3#конфликты');
    await expect(heading).toBeInViewport();
    const [box, navbar] = await Promise.all([heading.boundingBox(), page.locator('.navbar').boundingBox()]);
    expect(box!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height - 1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('the reader’s own scroll wins: a page opened from a section link is not pulled back after the reader scrolls', async ({
    page,
  }) => {
    await page.goto('/api/tessera-viewer/tessera-viewer-howto/basic-app/');
    await page.locator('.theme-doc-markdown a[href*="/classes/Viewer/#loadmodel"]').first().click();
    await expect(page.locator('#loadmodel')).toBeInViewport();
    await page.mouse.wheel(0, -400);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('loadmodel')!.getBoundingClientRect().top))
      .toBeGreaterThan(300);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => document.getElementById('loadmodel')!.getBoundingClientRect().top),
    ).toBeGreaterThan(300);
  });
});
