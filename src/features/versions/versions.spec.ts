/**
 * Reading a release: the version menu (mouse, keyboard, phone), an older release's notice and
 * canonical address, switching that keeps the page or its nearest section and the heading being
 * read, the language switch inside an older release, search in the release being read,
 * "Save for offline" of an older release, and a dropped release's addresses.
 */
import type {Page} from '@playwright/test';
import {test, expect, slowCpu} from '../../../tests/e2e/fixtures';

const RESULTS = '/control/control-guide/analysis-results/';
const RESULTS_45 = '/control/4.5/control-guide/analysis-results/';
/** A Control page about a feature of 4.6: release 4.5 has no such page. */
const CIM = '/control/control-guide/cim-expertise-templates/';

/** The version menu: at the top of the sidebar on a desktop, under the breadcrumbs on a phone. */
type Placement = 'sidebar' | 'article';
const menuButton = (page: Page, at: Placement = 'sidebar') => page.locator(`.tessera-release-menu--${at} > button`);
const menuItem = (page: Page, release: string, at: Placement = 'sidebar') =>
  page.locator(`.tessera-release-menu--${at} [role="menuitem"][data-release="${release}"]`);
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
const notice = (page: Page) => page.locator('.tessera-release-notice');

test('the version menu names the release being read and switches release by mouse, keeping the page', async ({
  page,
}) => {
  await page.goto(RESULTS);
  await expect(menuButton(page)).toHaveText('Выпуск 4.6');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  // One menu on a desktop: the sidebar's; the one under the breadcrumbs is for phones.
  await expect(menuButton(page, 'article')).toBeHidden();
  await expect(notice(page)).toHaveCount(0);
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menuItem(page, '4.6')).toBeVisible();
  await expect(menuItem(page, '4.6')).toHaveAttribute('aria-current', 'page');
  await expect(menuItem(page, '4.6')).toContainText('текущий');
  await menuItem(page, '4.5').click();
  await expect(page).toHaveURL(new RegExp(`${RESULTS_45}$`));
  await expect(page.locator('h1')).toHaveText('Окно результатов анализа');
  await expect(menuButton(page)).toHaveText('Выпуск 4.5');
  await expect(notice(page)).toContainText('Эта страница описывает выпуск 4.5. Текущий выпуск — 4.6.');
});

test('a click outside closes the menu, and so does a second click on its button', async ({page}) => {
  await page.goto(RESULTS);
  await menuButton(page).click();
  await expect(menuItem(page, '4.5')).toBeVisible();
  await page.locator('article h1').click();
  await expect(menuItem(page, '4.5')).toBeHidden();
  await menuButton(page).click();
  await expect(menuItem(page, '4.5')).toBeVisible();
  await menuButton(page).click();
  await expect(menuItem(page, '4.5')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${RESULTS}$`));
});

test('the version menu by keyboard: arrows open it on the release being read and move, Escape returns, Enter opens', async ({
  page,
}) => {
  await page.goto(RESULTS);
  // Keys reach the menu once React has hydrated it (a click made earlier is held and replayed).
  await hydrated(page);
  await menuButton(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(menuItem(page, '4.6')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menuItem(page, '4.5')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menuItem(page, '4.6')).toBeFocused();
  await page.keyboard.press('End');
  await expect(menuItem(page, '4.5')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton(page)).toBeFocused();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menuItem(page, '4.6')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menuItem(page, '4.5')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${RESULTS_45}$`));
  await expect(menuButton(page)).toHaveText('Выпуск 4.5');
});

test('switching release keeps the heading being read when the other release has it', async ({page}) => {
  await page.goto(`${RESULTS}#статусы`);
  await expect(page.locator('#статусы')).toBeInViewport();
  await hydrated(page);
  await menuButton(page).click();
  await menuItem(page, '4.5').click();
  await expect(page).toHaveURL(new RegExp(`${RESULTS_45}#${encodeURIComponent('статусы')}$`));
  await expect(page.locator('#статусы')).toBeInViewport();
});

test('a page the older release lacks leads to its nearest section there, and the menu says so', async ({page}) => {
  await page.goto(CIM);
  await menuButton(page).click();
  await expect(menuItem(page, '4.5')).toContainText('страницы нет: откроется раздел');
  await expect(menuItem(page, '4.5')).toHaveAttribute('href', '/control/4.5/control-guide/');
  await menuItem(page, '4.5').click();
  await expect(page).toHaveURL(/\/control\/4\.5\/control-guide\/$/);
  await expect(notice(page)).toContainText('выпуск 4.5');
  // Its sidebar lists no page of 4.6.
  await expect(page.locator('.theme-doc-sidebar-menu a[href*="cim-expertise-templates"]')).toHaveCount(0);
});

test('a bookmark into a release no longer served opens the current release’s page at the same heading', async ({
  page,
}) => {
  // 4.4 left `supported`: its addresses lead to the current release's page, or its nearest section.
  await page.goto(`/control/4.4/control-guide/analysis-results/#статусы`);
  await expect(page).toHaveURL(new RegExp(`${RESULTS}#${encodeURIComponent('статусы')}$`));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Окно результатов анализа');
  await expect(page.locator('#статусы')).toBeInViewport();
  await expect(notice(page)).toHaveCount(0);
  await page.goto('/en/control/4.4/control-guide/a-page-4-4-had/');
  await expect(page).toHaveURL(/\/en\/control\/control-guide\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A served release is not redirected.
  await page.goto(RESULTS_45);
  await expect(page).toHaveURL(new RegExp(`${RESULTS_45}$`));
});

test('an older release’s notice leads to the same page of the current release', async ({page}) => {
  await page.goto(RESULTS_45);
  const link = notice(page).getByRole('link', {name: 'Эта страница в выпуске 4.6'});
  await expect(link).toHaveAttribute('href', RESULTS);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${RESULTS}$`));
  await expect(notice(page)).toHaveCount(0);
  await expect(menuButton(page)).toHaveText('Выпуск 4.6');
});

test('an older release’s page names the current page as canonical and stays in the sitemap', async ({
  page,
  request,
}) => {
  const response = await page.goto(RESULTS_45);
  expect(response?.status()).toBe(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://help.tessera.example${RESULTS}`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>https://help.tessera.example${RESULTS_45}</loc>`);
  expect(sitemap).toContain(`<loc>https://help.tessera.example${RESULTS}</loc>`);
});

test('the server HTML of an older release already carries its notice and menu (readable before scripts run)', async ({
  request,
}) => {
  const html = await (await request.get(RESULTS_45)).text();
  expect(html).toContain('tessera-release-notice');
  expect(html).toMatch(/Эта страница описывает выпуск 4\.5/);
  expect(html).toMatch(new RegExp(`class="?[^>]*tessera-release-notice[^]*?href="?${RESULTS}"?[ >]`));
  expect(html).toMatch(/tessera-release-menu--sidebar/);
});

test('the language switch stays in the release', async ({page}) => {
  await page.goto(RESULTS_45);
  await page.locator('.navbar__items--right .dropdown > .navbar__link').hover();
  await page.locator('.navbar__items--right .dropdown__menu a[lang="en"]').click();
  await expect(page).toHaveURL(/\/en\/control\/4\.5\/control-guide\/analysis-results\/$/);
  await expect(menuButton(page)).toHaveText('Release 4.5');
  await expect(notice(page)).toContainText('This page describes release 4.5. The current release is 4.6.');
  await expect(notice(page).getByRole('link')).toHaveAttribute('href', `/en${RESULTS}`);
});

test('on a phone the menu opens with a tap and switches release', async ({browser}) => {
  const context = await browser.newContext({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('tessera.localeChoice', 'dismissed'));
  await page.goto(RESULTS);
  await expect(menuButton(page, 'article')).toBeVisible();
  await menuButton(page, 'article').tap();
  await expect(menuItem(page, '4.5', 'article')).toBeVisible();
  const box = await page.locator('.tessera-release-menu--article [role="menu"]').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await menuItem(page, '4.5', 'article').tap();
  await expect(page).toHaveURL(new RegExp(`${RESULTS_45}$`));
  await expect(notice(page)).toBeVisible();
  await expect(menuButton(page, 'article')).toHaveText('Выпуск 4.5');
  await context.close();
});

test('right after the page loads on a slow CPU, a tap on the menu opens it', async ({page}) => {
  await slowCpu(page);
  await page.goto(RESULTS, {waitUntil: 'commit'});
  await menuButton(page).click();
  await expect(menuItem(page, '4.5')).toBeVisible({timeout: 20_000});
  await menuItem(page, '4.5').click();
  await expect(page).toHaveURL(new RegExp(`${RESULTS_45}$`));
});

test('search finds the release being read, and can widen to every release', async ({page}) => {
  await page.goto(RESULTS_45);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog').getByRole('combobox');
  await expect(input).toBeFocused();
  await input.fill('окно результатов анализа');
  const results = page.getByRole('dialog').locator('a[role="option"]');
  await expect(results.first()).toBeVisible();
  const hrefs = async (): Promise<string[]> =>
    results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const inRelease = await hrefs();
  expect(inRelease.some((href) => href.startsWith(RESULTS_45))).toBe(true);
  expect(inRelease.filter((href) => href.startsWith('/control/') && !href.startsWith('/control/4.5/'))).toEqual([]);
  await page.getByRole('checkbox', {name: 'Искать во всех выпусках (вы читаете 4.5)'}).check();
  await expect.poll(async () => (await hrefs()).some((href) => href.startsWith(RESULTS))).toBe(true);
  await expect(page.locator('[data-result-page]').filter({hasText: 'выпуск 4.6'}).first()).toBeVisible();
});

test('search on a page of the current release finds only it among the releases', async ({page}) => {
  await page.goto(RESULTS);
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog').getByRole('combobox').fill('окно результатов анализа');
  const results = page.getByRole('dialog').locator('a[role="option"]');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.some((href) => href.startsWith(RESULTS))).toBe(true);
  expect(hrefs.filter((href) => href.includes('/4.5/'))).toEqual([]);
});

test('an older release’s landing saves that release for offline reading, apart from the current one', async ({
  page,
  request,
}) => {
  await page.goto('/control/4.5/');
  await expect(notice(page)).toBeVisible();
  // A section's landing has no sidebar: its menu is under the breadcrumbs.
  await expect(page.locator('.tessera-release-menu > button:visible')).toHaveText('Выпуск 4.5');
  const panel = page.getByRole('region', {name: 'Работа офлайн'});
  await expect(panel.getByRole('button', {name: 'Сохранить для работы офлайн'})).toBeVisible();
  const list = (await (await request.get('/offline/control@4.5.json')).json()) as {pages: string[]};
  expect(list.pages[0]).toBe('/control/4.5/');
  expect(list.pages).toContain(RESULTS_45);
  expect(list.pages.every((p) => p.startsWith('/control/4.5/'))).toBe(true);
  const current = (await (await request.get('/offline/control.json')).json()) as {pages: string[]};
  expect(current.pages.filter((p) => p.includes('/4.5/'))).toEqual([]);
});

test('Markdown twins exist for every release; llms.txt lists the current one and says where older ones are', async ({
  request,
}) => {
  const twin = await request.get('/control/4.5/control-guide/analysis-results.md');
  expect(twin.status()).toBe(200);
  expect(await twin.text()).toMatch(/^# Окно результатов анализа/);
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toContain('/control/control-guide/analysis-results.md');
  expect(llms).not.toContain('/control/4.5/control-guide/analysis-results.md');
  expect(llms).toContain('описывают текущий выпуск 4.6');
  expect(llms).toContain('https://help.tessera.example/control/4.5/');
});
