import type {Page} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';

/**
 * Actions made while the page shows but its bundle has not run yet (a slow
 * network on a building site): the main bundle is held back until the
 * reader has acted, then let through. Each action takes effect once the page
 * has started, exactly once, and nothing leaks into the address bar.
 */
const LOCALES = [
  {
    locale: 'ru',
    article: '/control/control-howto/getting-started/',
    search: 'Поиск',
    menu: 'Переключить навигационную панель',
    demo: '/demo/encrypt/',
    placeholder: 'Введите пароль',
    heading: 'Как устроена защита',
  },
  {
    locale: 'en',
    article: '/en/control/control-howto/getting-started/',
    search: 'Search',
    menu: 'Toggle navigation bar',
    demo: '/en/demo/encrypt/',
    placeholder: 'Enter password',
    heading: 'How the protection works',
  },
] as const;

/** Opens `url` with its main bundle held back; returns the function that lets the bundle through. */
async function openBeforeBundle(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/main\.[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, {waitUntil: 'commit'});
  await expect(page.locator('nav.navbar')).toBeVisible({timeout: 20_000});
  expect(await page.evaluate(() => typeof (window as unknown as {tesseraEarlyInput?: unknown}).tesseraEarlyInput)).toBe(
    'object',
  );
  return release;
}

for (const l of LOCALES) {
  test.describe(`an action before the bundle has run (${l.locale})`, () => {
    test('a click on the search button opens search once the page starts', async ({page}) => {
      const release = await openBeforeBundle(page, l.article);
      await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: l.search, exact: true}).click();
      release();
      await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused({timeout: 20_000});
    });

    test('Ctrl+K opens search once the page starts', async ({page}) => {
      const release = await openBeforeBundle(page, l.article);
      await page.keyboard.press('Control+k');
      release();
      await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused({timeout: 20_000});
    });

    test('a sidebar group folds once, not twice', async ({page}) => {
      const release = await openBeforeBundle(page, l.article);
      const caret = page.locator('.theme-doc-sidebar-menu button.menu__caret').first();
      const before = await caret.getAttribute('aria-expanded');
      await caret.click();
      release();
      await expect(caret).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true', {timeout: 20_000});
      // The replayed click was the only one: the group stays as the reader left it.
      await page.waitForTimeout(500);
      await expect(caret).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true');
    });

    test('a password typed and sent at once unlocks the page and never reaches the address', async ({page}) => {
      const release = await openBeforeBundle(page, l.demo);
      const input = page.getByPlaceholder(l.placeholder);
      await input.fill('tessera-demo');
      await input.press('Enter');
      expect(page.url()).not.toContain('tessera-demo');
      release();
      await expect(page.getByRole('heading', {level: 2, name: l.heading})).toBeVisible({timeout: 20_000});
      expect(page.url()).not.toContain('tessera-demo');
    });
  });

  test.describe(`a tap before the bundle has run, on a phone (${l.locale})`, () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

    test('the menu button opens the drawer once the page starts', async ({page}) => {
      const release = await openBeforeBundle(page, l.article);
      await page.getByRole('button', {name: l.menu}).tap();
      release();
      await expect(page.locator('.navbar-sidebar .menu__link--active').first()).toBeVisible({timeout: 20_000});
    });
  });
}
