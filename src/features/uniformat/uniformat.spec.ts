/**
 * The UniFormat II table of the Uniformat section (src/features/uniformat) as a reader uses it:
 * the filter by code or word, the level select, the keyboard, a phone's width, and typing into
 * the filter while the page is still starting.
 */
import type {Page} from '@playwright/test';
import {test, expect, slowCpu} from '../../../tests/e2e/fixtures';

const CURATED = '/uniformat/';
const COMPARE = '/uniformat/uniformat-google/';

const filter = (page: Page) => page.getByLabel('Поиск по коду или названию');
const level = (page: Page) => page.getByLabel('Уровень', {exact: true});
const count = (page: Page) => page.getByRole('status').filter({hasText: /^Показано \d+ из \d+$/});
/** The code of every row shown, in order. */
const codes = (page: Page) => page.locator('[role=region] tbody th[scope=row] code');
const region = (page: Page, name: RegExp) => page.getByRole('region', {name});

const LEVEL_1 = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
const B20 = ['B20', 'B2010', 'B2020', 'B2030'];

/** The table answers input once React has hydrated it (the server's table is the whole list). */
async function openTable(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Seconds on the shared 2-core machine while other builds run.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
  await expect(count(page)).toHaveText('Показано 108 из 108');
}

test('the filter finds by code, by a Cyrillic look-alike of the code, by a word, and says when nothing matches', async ({
  page,
}) => {
  await openTable(page, CURATED);
  await filter(page).fill('B20');
  await expect(codes(page)).toHaveText(B20);
  await expect(count(page)).toHaveText('Показано 4 из 108');
  // «В» typed on a Russian layout is the code's B.
  await filter(page).fill('в20');
  await expect(codes(page)).toHaveText(B20);
  // A word in another form than the name's: «окна» finds «Наружные окна».
  await filter(page).fill('окна');
  await expect(codes(page)).toHaveText(['B2020']);
  const row = region(page, /^Классификация UniFormat II/).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Наружные окна');
  await expect(row).toContainText('Exterior Windows');
  await filter(page).fill('фундамент свайный');
  await expect(codes(page)).toHaveText(['A1020']);
  await filter(page).fill('zzzz');
  await expect(codes(page)).toHaveCount(0);
  await expect(page.getByText('Ничего не найдено. Попробуйте начало кода или другую форму слова.')).toBeVisible();
  await expect(count(page)).toHaveText('Показано 0 из 108');
  await filter(page).fill('');
  await expect(count(page)).toHaveText('Показано 108 из 108');
});

test('the level select shows one level, and works together with the filter', async ({page}) => {
  await openTable(page, CURATED);
  await level(page).selectOption({label: '1 — основные группы'});
  await expect(codes(page)).toHaveText(LEVEL_1);
  await expect(count(page)).toHaveText('Показано 7 из 108');
  await level(page).selectOption({label: '2 — группы элементов'});
  await expect(count(page)).toHaveText('Показано 22 из 108');
  await expect(codes(page).first()).toHaveText('A10');
  await filter(page).fill('B20');
  await expect(codes(page)).toHaveText(['B20']);
  await level(page).selectOption({label: '3 — элементы'});
  await expect(codes(page)).toHaveText(['B2010', 'B2020', 'B2030']);
  await level(page).selectOption({label: 'Все уровни'});
  await expect(codes(page)).toHaveText(B20);
});

test('by keyboard: type in the filter, Tab to the level, arrows choose it, Tab to the table', async ({page}) => {
  await openTable(page, CURATED);
  // A click on the field's label puts the caret in the field, as for any labelled field.
  await page.getByText('Поиск по коду или названию', {exact: true}).click();
  await expect(filter(page)).toBeFocused();
  await page.keyboard.type('B20');
  await expect(codes(page)).toHaveText(B20);
  await page.keyboard.press('Tab');
  await expect(level(page)).toBeFocused();
  // Down twice from «Все уровни»: level 1, then level 2.
  await page.keyboard.press('ArrowDown');
  await expect(level(page)).toHaveValue('1');
  await expect(page.getByText('Ничего не найдено. Попробуйте начало кода или другую форму слова.')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(level(page)).toHaveValue('2');
  await expect(codes(page)).toHaveText(['B20']);
  await page.keyboard.press('Tab');
  await expect(region(page, /^Классификация UniFormat II/)).toBeFocused();
});

test('on a phone the page stays put and the table scrolls sideways inside its frame, by touch or keys', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: {width: 390, height: 844},
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await openTable(page, COMPARE);
    // The page itself never scrolls sideways; the fields fit the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    for (const field of [filter(page), level(page)]) {
      const box = (await field.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const frame = region(page, /^UniFormat II: буквальный машинный перевод/);
    const overflow = await frame.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, 'the four columns are wider than a phone').toBeGreaterThan(100);
    // The keyboard scrolls the focused frame.
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // Tapping into the field and typing filters as on a desktop.
    await filter(page).tap();
    await expect(filter(page)).toBeFocused();
    await page.keyboard.type('окна');
    await expect(codes(page)).toHaveText(['B2020']);
  } finally {
    await context.close();
  }
});

test('the comparison page also finds a word of the machine translation, and marks where it misleads', async ({
  page,
}) => {
  // «Фонды» is only the machine's word for foundations: the curated table does not know it.
  await openTable(page, CURATED);
  await filter(page).fill('Фонды');
  await expect(codes(page)).toHaveCount(0);

  await openTable(page, COMPARE);
  await filter(page).fill('Фонды');
  await expect(codes(page)).toHaveText(['A10', 'A1010', 'A1020']);
  const a10 = region(page, /^UniFormat II: буквальный машинный перевод/)
    .locator('tbody tr')
    .first();
  await expect(a10.locator('td').nth(0)).toHaveText('Foundations');
  // The machine cell carries the marker, heard as words by a screen reader.
  await expect(a10.locator('td').nth(1)).toHaveText('≠перевод отличается: Фонды');
  await expect(a10.locator('td').nth(2)).toContainText('Фундаменты');
});

test('a query typed while the page is still starting on a slow phone filters the table once it is ready', async ({
  page,
}) => {
  await slowCpu(page);
  await page.goto(CURATED, {waitUntil: 'commit'});
  // The server's field, before the page's scripts have run.
  await filter(page).fill('B20');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
  await expect(codes(page)).toHaveText(B20);
  await expect(filter(page)).toHaveValue('B20');
  await expect(count(page)).toHaveText('Показано 4 из 108');
});
