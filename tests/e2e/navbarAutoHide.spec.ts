import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';

const PAGE = '/control/control-guide/analysis-export/';

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({top, behavior: 'instant'}), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function navbarTop(page: Page): Promise<number> {
  await page.waitForTimeout(350); // the slide transition
  return page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
}

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test(`navbar hides after more than 200 px down past 58 px and shows on scrolling up (${viewport.width} px)`, async ({page}) => {
    await page.setViewportSize(viewport);
    await page.goto(PAGE);
    await scrollTo(page, 58);
    await scrollTo(page, 258);
    expect(await navbarTop(page)).toBeGreaterThan(0);
    await scrollTo(page, 259);
    expect(await navbarTop(page)).toBeLessThanOrEqual(0);
    await scrollTo(page, 258);
    expect(await navbarTop(page)).toBeGreaterThan(0);
    // The next downward run counts from where the reader turned.
    await scrollTo(page, 458);
    expect(await navbarTop(page)).toBeGreaterThan(0);
    await scrollTo(page, 459);
    expect(await navbarTop(page)).toBeLessThanOrEqual(0);
    await scrollTo(page, 0);
    expect(await navbarTop(page)).toBeGreaterThan(0);
  });
}
