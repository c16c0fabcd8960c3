import {test, expect} from '../../../tests/e2e/fixtures';
import type {Page} from '@playwright/test';
import {siteConfig} from '../../../site.config';

/**
 * Layout breakpoints (src/features/breakpoints): phones up to 719 px get the
 * menu button and the sidebar drawer; from 720 px the sidebar sits beside the
 * article and the navbar shows its menus; the table of contents folds above
 * the article until it gets its own column at 997 px.
 */
const {mobileMax, tocColumnMin, desktopMin} = siteConfig.breakpoints;
const ARTICLE = '/control/control-guide/collision-matrix/';

async function layoutAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({width, height: 800});
  // Let the resize listener of the theme's window-size hook run.
  await page.waitForTimeout(100);
}

const menuButton = (page: Page) => page.locator('.navbar__toggle');
const dockedSidebar = (page: Page) => page.locator('.theme-doc-sidebar-container');
const tocColumn = (page: Page) => page.locator('.theme-doc-toc-desktop');
const foldedToc = (page: Page) => page.locator('.theme-doc-toc-mobile');
const controlMenu = (page: Page) => page.locator('.navbar__items .dropdown > .navbar__link', {hasText: 'Control'});

test('up to 719 px: the phone layout', async ({page}) => {
  await page.setViewportSize({width: mobileMax, height: 800});
  await page.goto(ARTICLE);
  await expect(menuButton(page)).toBeVisible();
  await expect(dockedSidebar(page)).toBeHidden();
  await expect(controlMenu(page)).toBeHidden();
  await expect(foldedToc(page)).toBeVisible();
  await expect(tocColumn(page)).toBeHidden();
  // The drawer holds the section's sidebar.
  await menuButton(page).click();
  await expect(page.locator('.navbar-sidebar .menu__link--active', {hasText: 'Матрица'})).toBeVisible();
});

for (const width of [mobileMax + 1, tocColumnMin - 1]) {
  test(`${width} px: sidebar beside the article, navbar menus shown, contents folded above the article`, async ({
    page,
  }) => {
    await page.setViewportSize({width, height: 800});
    await page.goto(ARTICLE);
    await expect(menuButton(page)).toBeHidden();
    await expect(dockedSidebar(page).locator('.menu__link--active', {hasText: 'Матрица'})).toBeVisible();
    // The product menu shows "Control" and keeps its whole name.
    await expect(controlMenu(page)).toBeVisible();
    await expect(controlMenu(page)).toHaveAccessibleName('Tessera Control');
    // The home-site link shows as its globe: named, but no words on screen.
    const home = page.locator('.navbar__home-site');
    await expect(home).toHaveAccessibleName(/Сайт Tessera/);
    await expect(home).toHaveCSS('font-size', '0px');
    expect((await home.boundingBox())!.width).toBeLessThan(60);
    await expect(tocColumn(page)).toBeHidden();
    const toc = foldedToc(page);
    await expect(toc).toBeVisible();
    // The folded contents open and lead to a section.
    await toc.getByRole('button').click();
    const first = toc.locator('.table-of-contents a').first();
    await expect(first).toBeVisible();
    // The list has finished unfolding (the theme's Collapsible ends on `height: auto`). A link
    // followed while it still grows lands on its heading, which the rest of the unfolding then
    // pushes down, and the address follows the reader back to the top: a hash of "" on a busy machine.
    await expect
      .poll(() => toc.locator('.table-of-contents').evaluate((list) => list.parentElement!.style.height))
      .toBe('auto');
    const target = (await first.getAttribute('href'))!;
    await first.click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(target);
    await expect(page.locator(`[id="${target.slice(1)}"]`)).toBeInViewport();
    // The article uses the width the contents column would have taken.
    const article = await page.locator('article').first().boundingBox();
    const sidebar = await dockedSidebar(page).boundingBox();
    expect(article!.width).toBeGreaterThan((width - sidebar!.width) * 0.8);
  });
}

for (const width of [tocColumnMin, desktopMin - 1, desktopMin]) {
  test(`${width} px: the table of contents in its own column`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto(ARTICLE);
    await expect(tocColumn(page)).toBeVisible();
    await expect(foldedToc(page)).toBeHidden();
    await expect(dockedSidebar(page)).toBeVisible();
    await expect(menuButton(page)).toBeHidden();
  });
}

test('from 1440 px the product menus carry their full names and the sidebar its full width', async ({page}) => {
  await page.setViewportSize({width: desktopMin, height: 800});
  await page.goto(ARTICLE);
  await expect(controlMenu(page)).toHaveText('Tessera Control');
  expect((await dockedSidebar(page).boundingBox())!.width).toBe(300);
  await page.setViewportSize({width: desktopMin - 1, height: 800});
  await expect.poll(async () => (await dockedSidebar(page).boundingBox())!.width).toBe(260);
});

test('resizing across 719/720 px switches layouts without a reload', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(ARTICLE);
  await layoutAt(page, mobileMax);
  await expect(menuButton(page)).toBeVisible();
  await expect(dockedSidebar(page)).toBeHidden();
  await menuButton(page).click();
  await expect(page.locator('.navbar-sidebar .menu__link--active', {hasText: 'Матрица'})).toBeVisible();
  await layoutAt(page, mobileMax + 1);
  await expect(menuButton(page)).toBeHidden();
  await expect(dockedSidebar(page).locator('.menu__link--active', {hasText: 'Матрица'})).toBeVisible();
});

test('English navbar from 720 px: every item shown whole, the language switch keeps its name', async ({page}) => {
  await page.setViewportSize({width: mobileMax + 1, height: 800});
  await page.goto('/en/control/control-howto/');
  const control = page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('button', {name: 'Tessera Control', exact: true});
  await expect(control).toBeVisible();
  await expect(page.locator('.navbar__home-site')).toHaveCSS('font-size', '0px');
  const search = await page.locator('.navbar__items--right').boundingBox();
  const box = await control.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(search!.x);
  const switcher = page.locator('.navbar__items--right .dropdown > .navbar__link');
  await expect(switcher).toHaveAccessibleName('Language');
  // Shown as its icon here; the current language is still in its text.
  await expect(switcher).toContainText('English');
  await expect(switcher.locator('.tessera-locale-label')).toHaveCSS('clip-path', 'inset(50%)');
});
