import {test, expect} from '../../../tests/e2e/fixtures';
import type {Page} from '@playwright/test';
import {siteConfig} from '../../../site.config';

const {thresholdPx} = siteConfig.backToTop;

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const [path, label] of [
  ['/control/control-guide/analysis-export/', 'Наверх'],
  ['/en/control/control-howto/getting-started/', 'Back to top'],
] as const) {
  test(`back to top appears past the configured scroll threshold with a progress ring and scrolls up smoothly (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    const button = page.getByRole('button', {name: label});
    await scrollTo(page, thresholdPx);
    await expect(button).toBeHidden();
    await scrollTo(page, thresholdPx + 1);
    await expect(button).toBeVisible();

    const y = Math.round(await page.evaluate(() => (document.documentElement.scrollHeight - window.innerHeight) / 2));
    await scrollTo(page, y);
    const expected = await page.evaluate(
      () => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight),
    );
    await expect(button).toHaveAttribute('data-progress', expected.toFixed(3));
    const offset = await button
      .locator('.tessera-back-to-top__progress')
      .evaluate((c) => parseFloat(getComputedStyle(c).strokeDashoffset));
    const circumference = 2 * Math.PI * 18;
    expect(offset).toBeCloseTo(circumference * (1 - expected), 0);

    // Smooth: the page passes through intermediate positions on the way up.
    const positions = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const tick = (): void => {
            seen.push(window.scrollY);
            if (window.scrollY === 0 || seen.length > 300) resolve(seen);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    await button.click();
    const seen = await positions;
    expect(seen.at(-1)).toBe(0);
    expect(seen.some((p) => p > 0 && p < y - 10)).toBe(true);
    await expect(button).toBeHidden();
    // One back-to-top button only: the theme's own is not drawn beside it.
    await expect(page.locator('.theme-back-to-top-button')).toHaveCount(0);
  });
}
