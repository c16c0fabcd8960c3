import {test, expect} from '../../../tests/e2e/fixtures';
import type {Page} from '@playwright/test';

/**
 * Product facts included with `<Fact id="…" />` (src/features/facts/facts.yml): the reader
 * sees the fact's text in the page's language, the server's HTML already has
 * it (nothing is filled in by script), and search finds it.
 */
const RU = '/tessera/tessera-guide/client-installation/';
const EN = '/en/control/control-howto/before-start/';

const memoryRow = (page: Page, name: RegExp) => page.locator('article').getByRole('row', {name});

test('an included fact reads as text in a Russian page and in its HTML', async ({page, request}) => {
  await page.goto(RU);
  const row = memoryRow(page, /Оперативная память/);
  await expect(row).toContainText('8 ГБ — для моделей до 200 000 элементов');
  await expect(row).toContainText(
    '16 ГБ — для моделей от 200 000 до 1 000 000 элементов; 32 ГБ — для моделей более 1 000 000 элементов',
  );

  const html = await (await request.get(RU)).text();
  expect(html).toContain('32 ГБ — для моделей более 1 000 000 элементов');
  expect(html).not.toMatch(/<Fact\b/);
});

test('search finds a page by the text of a fact it includes', async ({page}) => {
  // Loading the search modal and its index shards takes a while on a busy machine.
  test.slow();
  await page.goto(RU);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Поиск', exact: true}).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('32 ГБ более 1 000 000 элементов');
  await expect(dialog.locator(`a[role="option"][href^="${RU}"]`).first()).toBeVisible({timeout: 90_000});
});

test('the same fact reads in English in a translated page', async ({page}) => {
  await page.goto(EN);
  const row = memoryRow(page, /^Memory/);
  await expect(row).toContainText('8 GB for models up to 200,000 elements');
  await expect(row).toContainText('32 GB for federated models of over 1,000,000 elements');
  await expect(page.locator('article')).toContainText('Revit 2022–2026 models are easiest to upload');
});
