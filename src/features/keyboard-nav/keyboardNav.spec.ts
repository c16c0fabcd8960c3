import type {Page} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';

const FAQ = '/value/value-howto/faq/';
const FAQ_URL = /\/value\/value-howto\/faq\/$/;
const FAQ_PREV = /\/value\/value-howto\/getting-started\/$/; // frontmatter prev
const FAQ_NEXT = /\/value\/value-web\/analysis-export\/$/; // frontmatter next

type Counted = Window & {tesseraPushes?: number};

/** Counts client-side navigations from now on: the theme's links push a history entry each. */
async function countPushes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Counted;
    w.tesseraPushes = 0;
    const push = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      w.tesseraPushes = (w.tesseraPushes ?? 0) + 1;
      push(...args);
    };
  });
}

const pushes = (page: Page): Promise<number | undefined> => page.evaluate(() => (window as Counted).tesseraPushes);

/**
 * Opens the FAQ and proves the shortcut's listener is attached before a test
 * checks that some key does nothing: Alt+ArrowRight opens the next page, Back
 * returns to the FAQ (client-side, so the listener stays).
 */
async function openWithShortcutReady(page: Page): Promise<void> {
  await page.goto(FAQ);
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(FAQ_NEXT);
  await page.goBack();
  await expect(page).toHaveURL(FAQ_URL);
  await expect(page.locator('.pagination-nav__link--prev')).toHaveAttribute('href', FAQ_PREV);
}

test('Alt+ArrowRight and Alt+ArrowLeft follow the next and previous links; a plain arrow does not', async ({page}) => {
  await openWithShortcutReady(page);
  await countPushes(page);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page).toHaveURL(FAQ_PREV);
  // Keys are handled in order: by the time Alt+ArrowLeft has navigated, the plain arrow before it had opened nothing.
  expect(await pushes(page)).toBe(1);
});

test('English pages too', async ({page}) => {
  await page.goto('/en/control/control-howto/before-start/');
  const next = await page.locator('.pagination-nav__link--next').getAttribute('href');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('not while typing in a field', async ({page}) => {
  await openWithShortcutReady(page);
  // Any text field on the page (search box, a form in an article): here one added to the article,
  // once React has taken over the page (a node it did not render would be dropped while hydrating).
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'field';
    input.value = 'some text';
    document.querySelector('.markdown')!.prepend(input);
  });
  await countPushes(page);
  await page.locator('#field').focus();
  await page.keyboard.press('Alt+ArrowRight');
  await page.keyboard.press('Alt+ArrowLeft');
  // Out of the field the shortcut works again; once it has navigated, the two presses in the field are known to have opened nothing.
  await page.locator('#field').blur();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(FAQ_NEXT);
  expect(await pushes(page)).toBe(1);
});
