import {seriousAxeViolations} from '../../../tests/e2e/axe';
import {test, expect} from '../../../tests/e2e/fixtures';
import type {Page} from '@playwright/test';
import {SENTINEL_HEADING, SENTINEL_SENTENCE} from '../../../tests/fixtures/encrypt/sentinel';

const ARTICLE = '/control/control-guide/global-settings/';

const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => dialog(page).getByRole('combobox');
/** Result entries (links to page#section), not the suggestions above them. */
const hits = (page: Page) => dialog(page).locator('a[role="option"]');
const searchButton = (page: Page, name = 'Поиск') =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name, exact: true});

/** Opens search with the hotkey and waits until the box has focus, as a reader waits for the caret. */
async function openWithKeys(page: Page, keys = 'Control+k'): Promise<void> {
  await page.keyboard.press(keys);
  await expect(input(page)).toBeFocused();
}

test.describe('search modal', () => {
  test('Ctrl+K and Ctrl+/ open it, Escape closes it and focus returns to the button', async ({page}) => {
    await page.goto(ARTICLE);
    await expect(searchButton(page)).toBeVisible();
    await openWithKeys(page);
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
    // From inside a text field too, and with the other hotkey.
    await page.locator('body').click({position: {x: 5, y: 300}});
    await openWithKeys(page, 'Control+/');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    // The button opens it as well.
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
    await page.mouse.click(5, 5); // outside the dialog
    await expect(dialog(page)).toHaveCount(0);
  });

  test('keeps focus inside while tabbing', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  });

  test('an inflected Russian form finds the page, with the words highlighted', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('коллизиями');
    const results = dialog(page).getByRole('listbox');
    await expect(results.getByRole('option').first()).toBeVisible();
    const titles = dialog(page).locator('h2');
    await expect(titles.filter({hasText: 'Матрица коллизий'})).toHaveCount(1);
    await expect(dialog(page).locator('mark').first()).toHaveText(/коллизи/i);
  });

  test('shows suggestions while typing and searches a chosen one', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('матрица колл');
    // Exact: once the results arrive, result options contain these words too.
    const suggestion = dialog(page).getByRole('option', {name: 'матрица коллизий', exact: true});
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(input(page)).toHaveValue('матрица коллизий');
    await expect(dialog(page).locator('h2').filter({hasText: 'Матрица коллизий'})).toHaveCount(1);
  });

  test('arrow keys and Enter open page#section and scroll the section into view', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('объединение коллизий в группу ');
    // The list shows the whole query's results, not a prefix's that the next answer would replace.
    await expect(dialog(page).getByRole('region', {name: 'Результаты поиска', exact: true})).toHaveAttribute(
      'data-results-for',
      'объединение коллизий в группу ',
    );
    const first = hits(page).first();
    await expect(first).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const href = (await first.getAttribute('href'))!;
    expect(href).toContain('#');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]}#`));
    const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('Enter typed faster than the search delay opens the first result', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await input(page).fill('матрица коллизий');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/control\/control-guide\/collision-matrix\//);
  });

  test('says when nothing matches and tolerates one typo', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('кфзщмрдлэ');
    await expect(dialog(page).getByText('Ничего не найдено')).toBeVisible();
    await input(page).fill('');
    await page.keyboard.type('колизии ');
    await expect(dialog(page).locator('h2').filter({hasText: 'коллизий'}).first()).toBeVisible();
  });

  test('shows the loading text until the index arrives, and never loads it with the page', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (/search-index\.json|search-worker\.js|\/assets\/search\//.test(r.url())) indexRequests.push(r.url());
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(ARTICLE);
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await openWithKeys(page);
    await page.keyboard.type('допуск');
    await expect(dialog(page).getByText('Загрузка поисковых индексов...')).toBeVisible();
    release();
    await expect(hits(page).first()).toBeVisible();
    await expect(dialog(page).getByText('Загрузка поисковых индексов...')).toHaveCount(0);
  });

  test('loads snippets once typing pauses, only for the results on screen, each text file once', async ({
    page,
    context,
  }) => {
    const texts: string[] = [];
    // The worker fetches them: requests of the whole context.
    context.on('request', (r) => {
      if (/\/assets\/search\/d-/.test(r.url())) texts.push(new URL(r.url()).pathname);
    });
    // The page's clock is the test's: a busy machine cannot stretch the gaps between keys past the pause.
    await page.clock.install();
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.clock.pauseAt(Date.now() + 1_000);
    // Slower than the search delay (150 ms), faster than the snippet delay (400 ms): the prefixes
    // on the way get results, and no text loads for them.
    const region = dialog(page).getByRole('region', {name: 'Результаты поиска', exact: true});
    for (const [i, letter] of [...'проверка'].entries()) {
      await page.keyboard.type(letter);
      await page.clock.runFor(200);
      if (i === 2) await expect(region).toHaveAttribute('data-results-for', 'про');
    }
    await expect(region).toHaveAttribute('data-results-for', 'проверка');
    expect(texts).toEqual([]);
    // The pause: the snippets of the pages on screen show, not of all ten.
    await page.clock.resume();
    const snippets = dialog(page).locator('a[role="option"] > span + span');
    await expect(snippets.first()).toBeVisible();
    await expect.poll(() => texts.length).toBeGreaterThan(0);
    const pages = await region.locator('[data-result-page]').count();
    expect(pages).toBe(10);
    await page.waitForTimeout(600);
    expect(texts.length).toBeLessThan(pages / 2);
    // Scrolled to the end, the rest of the pages get their snippets; no file is fetched twice.
    const before = texts.length;
    const shown = await snippets.count();
    await region.evaluate((body) => body.scrollTo(0, body.scrollHeight));
    await expect.poll(() => texts.length).toBeGreaterThan(before);
    await expect.poll(() => snippets.count()).toBeGreaterThan(shown);
    expect(new Set(texts).size).toBe(texts.length);
  });

  test('a failing index shows an error line instead of hanging', async ({page}) => {
    await page.route('**/search-index.json', (route) => route.fulfill({status: 500, body: 'down'}));
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('допуск');
    await expect(dialog(page).getByRole('alert')).toBeVisible();
    await expect(dialog(page).getByText('Загрузка поисковых индексов...')).toHaveCount(0);
  });

  test('an index file that stalls shows the timeout line, and the next query tries again', async ({page}) => {
    test.setTimeout(60_000);
    let stall = true;
    await page.route('**/assets/search/v-*', async (route) => {
      // Never answered while stalling: only the worker's timeout can end the wait.
      if (stall) return;
      await route.continue();
    });
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('допуск');
    await expect(dialog(page).getByRole('alert')).toHaveText(/загружается слишком долго/, {timeout: 20_000});
    stall = false;
    await page.keyboard.type(' ');
    await expect(hits(page).first()).toBeVisible();
    await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  });

  test('the worker answers a malformed message with an error instead of silence', async ({page}) => {
    await page.goto(ARTICLE);
    const replies = await page.evaluate(async () => {
      const worker = new Worker('/search-worker.js');
      const got: unknown[] = [];
      const send = (message: unknown): Promise<void> =>
        new Promise((resolve) => {
          worker.onmessage = (event) => {
            got.push(event.data);
            resolve();
          };
          worker.postMessage(message);
        });
      await send(null);
      await send({type: 'search', id: 7, query: 42, locale: 'ru'});
      const started = performance.now();
      await send({type: 'search', id: 8, query: 'допуск '.repeat(150_000), locale: 'ru'});
      const tookMs = performance.now() - started;
      worker.terminate();
      return {got, tookMs};
    });
    expect(replies.got[0]).toMatchObject({id: -1, ok: false, error: expect.stringContaining('null') as unknown});
    expect(replies.got[1]).toMatchObject({id: 7, ok: false, error: expect.stringContaining('"query"') as unknown});
    // A million-character query is cut to the limit and answered like a short one.
    expect(replies.got[2]).toMatchObject({id: 8, ok: true});
    expect(replies.tookMs).toBeLessThan(3000);
  });

  test('the box stops at the length limit and says so', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.insertText('матрица коллизий '.repeat(20));
    await expect(input(page)).toHaveValue(/^матрица коллизий/);
    expect((await input(page).inputValue()).length).toBe(200);
    await expect(dialog(page).getByText('Запрос может быть длиной до 200 символов.')).toBeVisible();
    await expect(hits(page).first()).toBeVisible();
    await input(page).fill('матрица');
    await expect(dialog(page).getByText('Запрос может быть длиной до 200 символов.')).toHaveCount(0);
  });

  test('remembers queries and opened results per locale, and each can be removed', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('допуск');
    await expect(hits(page).first()).toBeVisible();
    const heading = (await hits(page).first().locator('span').first().textContent())!;
    const href = (await hits(page).first().getAttribute('href'))!;
    const pageTitle = (await hits(page).first().locator('xpath=ancestor::section/h2/span[1]').textContent())!;
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(href.split('#')[0]!));
    await expect(page.locator('article h1')).toHaveText(pageTitle);

    await openWithKeys(page);
    await expect(dialog(page).getByText('Недавние запросы')).toBeVisible();
    await expect(dialog(page).getByRole('link', {name: 'допуск', exact: true})).toBeVisible();
    await expect(dialog(page).getByText('Недавно открытые')).toBeVisible();
    await expect(dialog(page).getByRole('link', {name: heading})).toBeVisible();
    // A recent query searches again.
    await dialog(page).getByRole('link', {name: 'допуск', exact: true}).click();
    await expect(input(page)).toHaveValue('допуск');
    await input(page).fill('');

    await dialog(page).getByRole('button', {name: 'Удалить «допуск» из истории'}).click();
    await expect(dialog(page).getByText('Недавние запросы')).toHaveCount(0);
    await dialog(page)
      .getByRole('button', {name: new RegExp(`^Удалить «${heading.trim()}»`)})
      .click();
    await expect(dialog(page).getByText('Недавно открытые')).toHaveCount(0);

    // The English site keeps its own history.
    await page.keyboard.press('Escape');
    await page.goto('/en/control/control-howto/getting-started/');
    await openWithKeys(page);
    await expect(dialog(page).getByText('Recent searches')).toHaveCount(0);
  });

  test('finds a REST operation of the generated reference by its operationId, its path and its name', async ({
    page,
  }) => {
    await page.goto('/en/api/tessera/');
    await openWithKeys(page);
    const operation = /^\/en\/api\/tessera\/tessera-reference\/models\/list-models\/(#[\w-]+)?$/;
    // The page is titled by the operation's short name; the summary sentence is its description.
    for (const query of ['listModels', 'GET /projects/{projectId}/models', 'list models']) {
      await input(page).fill(query);
      await expect(dialog(page).locator('a[role="option"][href]').first(), query).toHaveAttribute('href', operation);
    }
    // An operation in the folder of a tag split by resource.
    await input(page).fill('getGeometryChunk');
    await expect(dialog(page).locator('a[role="option"][href]').first()).toHaveAttribute(
      'href',
      /^\/en\/api\/tessera\/tessera-reference\/models\/geometry-bucket\/get-geometry-chunk\/(#[\w-]+)?$/,
    );
  });

  test('the English site searches English pages, in English', async ({page}) => {
    await page.goto('/en/control/control-howto/getting-started/');
    await expect(searchButton(page, 'Search')).toBeVisible();
    await openWithKeys(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.type('collisions');
    await expect(hits(page).first()).toBeVisible();
    const hrefs = await dialog(page)
      .locator('[role="option"][href]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/en\//);
    await input(page).fill('qqqzzxw');
    await expect(dialog(page).getByText('No results found')).toBeVisible();
  });

  test('never returns the text of a protected page', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    for (const query of [SENTINEL_SENTENCE, SENTINEL_HEADING]) {
      await input(page).fill(query);
      await expect(dialog(page).getByText('Ничего не найдено')).toBeVisible();
    }
  });

  test('keeps focus while open, even when the page moves it (a page finishing loading focuses its top)', async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('матрица');
    await page.evaluate(() => (document.querySelector('[role="region"] a, main a') as HTMLElement | null)?.focus());
    await expect(input(page)).toBeFocused();
    await page.keyboard.type(' колл');
    await expect(input(page)).toHaveValue('матрица колл');
  });

  test('has no serious accessibility violation, with results and with history', async ({page}) => {
    await page.goto(ARTICLE);
    await openWithKeys(page);
    await page.keyboard.type('матрица колл');
    await expect(hits(page).nth(2)).toBeVisible();
    expect(await seriousAxeViolations(page, {include: '[role="dialog"]', tags: null})).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await openWithKeys(page);
    await expect(dialog(page).getByText('Недавно открытые')).toBeVisible();
    expect(await seriousAxeViolations(page, {include: '[role="dialog"]', tags: null})).toEqual([]);
  });
});

test.describe('search on a touch phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the navbar button opens a full-screen search; a tapped result opens its page', async ({page}) => {
    await page.goto('/');
    await searchButton(page).tap();
    await expect(input(page)).toBeFocused();
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(390);
    await page.keyboard.type('импорт ifc');
    const option = hits(page).first();
    // Results of the whole query, not of "импорт" typed a moment before: the reader taps what settled.
    await expect(option).toHaveAttribute('href', /ifc-import/);
    const href = (await option.getAttribute('href'))!;
    await option.tap();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(href.split('#')[0]!));
    await searchButton(page).tap();
    await dialog(page).getByRole('button', {name: 'Закрыть поиск'}).tap();
    await expect(dialog(page)).toHaveCount(0);
  });
});
