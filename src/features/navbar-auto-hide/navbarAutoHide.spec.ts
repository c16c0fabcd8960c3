import {test, expect, slowCpu} from '../../../tests/e2e/fixtures';
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
  test(`navbar hides after more than 200 px down past 58 px and shows on scrolling up (${viewport.width} px)`, async ({
    page,
  }) => {
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

for (const slow of [false, true]) {
  test(`a page opened at a #section far down keeps the navbar shown until the reader scrolls down${slow ? ' (slow phone)' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(PAGE);
    const id = await page.locator('article .markdown h2[id]').last().getAttribute('id');
    expect(id).toBeTruthy();
    await page.goto('about:blank');
    if (slow) await slowCpu(page);
    await page.goto(`${PAGE}#${id}`);
    // The browser's jump to the section is not the reader scrolling down.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    expect(await navbarTop(page)).toBeGreaterThan(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-tessera-navbar-hidden');
    // From there, the reader's own scrolling down hides it.
    const y = await page.evaluate(() => window.scrollY);
    await scrollTo(page, y - 300);
    await scrollTo(page, y - 300 + 201);
    expect(await navbarTop(page)).toBeLessThanOrEqual(0);
  });
}

test('desktop: while the navbar is hidden, the sidebar and the table of contents move up into its place', async ({
  page,
}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.goto(PAGE);
  const tops = (): Promise<{sidebar: number; toc: number}> =>
    page.evaluate(() => ({
      // The sidebar's first box (the version menu in a versioned section, else the menu), from its margin's edge.
      sidebar: ((first: Element) => first.getBoundingClientRect().top - parseFloat(getComputedStyle(first).marginTop))(
        document.querySelector('.theme-doc-sidebar-container > div > div > :first-child')!,
      ),
      toc: document.querySelector('.theme-doc-toc-desktop')!.getBoundingClientRect().top,
    }));

  // Scrolled into the page with the navbar shown: both stick below it.
  await scrollTo(page, 58);
  await scrollTo(page, 200);
  const navbarBottom = await navbarTop(page);
  expect(navbarBottom).toBeGreaterThan(50);
  const shown = await tops();
  expect(shown.sidebar).toBeGreaterThanOrEqual(navbarBottom - 1);
  expect(shown.toc).toBeGreaterThanOrEqual(navbarBottom);

  // Hidden: no blank band the navbar's height at the top.
  await scrollTo(page, 600);
  expect(await navbarTop(page)).toBeLessThanOrEqual(0);
  const hidden = await tops();
  expect(hidden.sidebar).toBeLessThan(8);
  expect(hidden.toc).toBeLessThanOrEqual(20);
  expect(shown.sidebar - hidden.sidebar).toBeGreaterThanOrEqual(navbarBottom - 8);
  expect(shown.toc - hidden.toc).toBeGreaterThanOrEqual(navbarBottom - 8);

  // Scrolling up brings the navbar back and both return below it.
  await scrollTo(page, 550);
  const back = await navbarTop(page);
  expect(back).toBeGreaterThan(50);
  const again = await tops();
  expect(again.sidebar).toBeGreaterThanOrEqual(back - 1);
  expect(again.toc).toBeGreaterThanOrEqual(back);
});
