/**
 * Search that forgives, as a reader meets it in the search window: the wrong
 * keyboard layout, a query with no results and its "did you mean", the
 * section filter (by keyboard, remembered for the tab's session), and search
 * that starts loading as the pointer nears its button.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';

const ARTICLE = '/control/control-guide/global-settings/';

const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => dialog(page).getByRole('combobox');
const hits = (page: Page) => dialog(page).locator('a[role="option"]');
const searchButton = (page: Page, name = 'Поиск') =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name, exact: true});

async function openWithKeys(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
}

test.describe('search that forgives', () => {
  test('a query typed on the Latin layout finds the Russian word and says which reading it shows', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('vfnhbwf rjkkbpbq');
    await expect(dialog(page).getByText('Показаны результаты для «матрица коллизий»')).toBeVisible();
    await expect(dialog(page).locator('h2').filter({hasText: 'Матрица коллизий'}).first()).toBeVisible();
    await expect(dialog(page).locator('mark').first()).toHaveText(/матриц|коллизи/i);
  });

  test('the English site reads Russian keys as English words', async ({page}) => {
    await page.goto('/en/control/control-howto/getting-started/');
    await openWithKeys(page);
    await page.keyboard.type('сщддшышщт ьфекшч');
    await expect(dialog(page).getByText('Showing results for “collision matrix”')).toBeVisible();
    await expect(hits(page).first()).toHaveAttribute('href', /\/en\/control\//);
  });

  test('a query with no results offers the index’s own words, and choosing them searches', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('мотрыца ');
    await expect(dialog(page).getByText('Ничего не найдено')).toBeVisible();
    await expect(dialog(page).getByText('Возможно, вы искали')).toBeVisible();
    const guess = dialog(page).getByRole('button', {name: 'матрицы', exact: true});
    await guess.click();
    await expect(input(page)).toHaveValue('матрицы');
    await expect(input(page)).toBeFocused();
    await expect(dialog(page).locator('h2').filter({hasText: 'Матрица коллизий'}).first()).toBeVisible();
    await expect(dialog(page).getByText('Возможно, вы искали')).toHaveCount(0);
  });

  test('the section filter narrows results by keyboard and is remembered for the session', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('коллизии');
    await expect(hits(page).first()).toBeVisible();
    const filter = dialog(page).getByRole('radiogroup', {name: 'Раздел'});
    await expect(filter.getByRole('radio', {name: 'Все разделы'})).toHaveAttribute('aria-checked', 'true');
    const allHrefs = await hits(page).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(allHrefs.some((h) => !h.startsWith('/space/'))).toBe(true);

    // Tab goes from the box past the close button to the chosen chip; arrows choose another.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(filter.getByRole('radio', {name: 'Все разделы'})).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const space = filter.getByRole('radio', {name: 'Tessera Space'});
    await expect(space).toBeFocused();
    await expect(space).toHaveAttribute('aria-checked', 'true');
    await expect(hits(page).first()).toHaveAttribute('href', /^\/space\//);
    const spaceHrefs = await hits(page).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(spaceHrefs.every((h) => h.startsWith('/space/'))).toBe(true);

    // Closed and opened again, after a reload too: still Tessera Space.
    await page.keyboard.press('Escape');
    await page.reload();
    await openWithKeys(page);
    await expect(dialog(page).getByRole('radio', {name: 'Tessera Space'})).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.type('импорт ifc');
    await expect(hits(page).first()).toHaveAttribute('href', /^\/space\//);

    // Another tab starts with every section.
    const other = await page.context().newPage();
    await other.goto(ARTICLE);
    await openWithKeys(other);
    await expect(dialog(other).getByRole('radio', {name: 'Все разделы'})).toHaveAttribute('aria-checked', 'true');
  });

  test('search starts loading when the pointer nears its button, not with the page', async ({page}) => {
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (/search-index\.json|search-worker\.js/.test(r.url())) loaded.push(new URL(r.url()).pathname);
    });
    await page.goto(ARTICLE);
    await page.waitForLoadState('networkidle');
    await page.mouse.move(600, 500);
    await page.waitForTimeout(300);
    expect(loaded).toEqual([]);
    const box = (await searchButton(page).boundingBox())!;
    // Towards the button, stopping short of it.
    await page.mouse.move(box.x - 60, box.y + box.height / 2, {steps: 8});
    await expect.poll(() => [...loaded].sort()).toEqual(['/search-index.json', '/search-worker.js']);
    // Opening it then finds the index ready.
    await searchButton(page).click();
    await page.keyboard.type('допуск');
    await expect(hits(page).first()).toBeVisible();
  });
});
