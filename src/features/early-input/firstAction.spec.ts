import {test, expect, slowCpu} from '../../../tests/e2e/fixtures';

/**
 * A reader's first action is never lost: on a CPU four times slower (a
 * mid-range phone), each control works when used right after the page's
 * load event, while React may still be hydrating the page.
 */
/** On a CPU four times slower, what follows an action (a chunk to load and run) takes longer too. */
const SLOW = {timeout: 20_000};

const LOCALES = [
  {
    locale: 'ru',
    article: '/control/control-howto/getting-started/',
    withNext: '/control/control-howto/getting-started/',
    search: 'Поиск',
    copied: 'Скопировано',
    backToTop: 'Наверх',
    menu: 'Переключить навигационную панель',
    other: 'English',
    own: 'Русский',
    demo: '/demo/encrypt/',
    placeholder: 'Введите пароль',
    heading: 'Как устроена защита',
  },
  {
    locale: 'en',
    article: '/en/control/control-howto/getting-started/',
    withNext: '/en/control/control-howto/before-start/',
    search: 'Search',
    copied: 'Copied',
    backToTop: 'Back to top',
    menu: 'Toggle navigation bar',
    other: 'Русский',
    own: 'English',
    demo: '/en/demo/encrypt/',
    placeholder: 'Enter password',
    heading: 'How the protection works',
  },
] as const;

for (const l of LOCALES) {
  test.describe(`first action on a slow CPU (${l.locale})`, () => {
    test.beforeEach(async ({page}) => slowCpu(page));

    test('the search button opens search', async ({page}) => {
      await page.goto(l.article);
      await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: l.search, exact: true}).click();
      await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused(SLOW);
    });

    test('Ctrl+K opens search', async ({page}) => {
      await page.goto(l.article);
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused(SLOW);
    });

    test('Alt+ArrowRight follows the next link', async ({page}) => {
      await page.goto(l.withNext);
      const next = await page.locator('.pagination-nav__link--next').getAttribute('href');
      await page.keyboard.press('Alt+ArrowRight');
      await expect(page).toHaveURL(new RegExp(`${next}$`), SLOW);
    });

    test('the language menu opens and leads to the other language', async ({page}) => {
      await page.goto(l.article);
      await page.locator('nav.navbar .dropdown').filter({hasText: l.own}).hover();
      await page.locator('nav.navbar').getByRole('link', {name: l.other, exact: true}).click();
      await expect(page.locator('html')).toHaveAttribute('lang', l.locale === 'ru' ? 'en' : 'ru', SLOW);
    });

    test('a sidebar group folds and unfolds', async ({page}) => {
      await page.goto(l.article);
      const caret = page.locator('.theme-doc-sidebar-menu button.menu__caret').first();
      const before = await caret.getAttribute('aria-expanded');
      await caret.click();
      await expect(caret).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true');
    });

    test('the copy button copies a code block', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(l.locale === 'ru' ? '/api/tessera/tessera-howto/auth/' : '/en/api/tessera/tessera-howto/auth/');
      const button = page.locator('article .tessera-copy').first();
      await button.click();
      await expect(button).toHaveText(l.copied);
    });

    test('back to top scrolls up', async ({page}) => {
      await page.goto(l.article);
      await page.mouse.wheel(0, 1500);
      const button = page.getByRole('button', {name: l.backToTop});
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('the protected page opens with the password typed at once', async ({page}) => {
      await page.goto(l.demo);
      const input = page.getByPlaceholder(l.placeholder);
      await input.fill('tessera-demo');
      await input.press('Enter');
      await expect(page.getByRole('heading', {level: 2, name: l.heading})).toBeVisible(SLOW);
    });
  });

  test.describe(`first action on a slow phone (${l.locale})`, () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    test.beforeEach(async ({page}) => slowCpu(page));

    test('the menu button opens the drawer', async ({page}) => {
      await page.goto(l.article);
      await page.getByRole('button', {name: l.menu}).tap();
      await expect(page.locator('.navbar-sidebar .menu__link--active').first()).toBeVisible();
    });

    test('the search button opens search', async ({page}) => {
      await page.goto(l.article);
      await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: l.search, exact: true}).tap();
      await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused(SLOW);
    });

    test('back to top scrolls up', async ({page}) => {
      await page.goto(l.article);
      await page.evaluate(() => window.scrollTo(0, 1500));
      const button = page.getByRole('button', {name: l.backToTop});
      await expect(button).toBeVisible();
      await button.tap();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('the protected page opens with the password typed at once', async ({page}) => {
      await page.goto(l.demo);
      const input = page.getByPlaceholder(l.placeholder);
      await input.fill('tessera-demo');
      await input.press('Enter');
      await expect(page.getByRole('heading', {level: 2, name: l.heading})).toBeVisible(SLOW);
    });

    test('in the drawer, a sidebar group folds and unfolds', async ({page}) => {
      await page.goto(l.article);
      await page.getByRole('button', {name: l.menu}).tap();
      const caret = page.locator('.navbar-sidebar .theme-doc-sidebar-menu button.menu__caret').first();
      const before = await caret.getAttribute('aria-expanded');
      await caret.tap();
      await expect(caret).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true');
    });

    test('in the drawer, the language item leads to the other language', async ({page}) => {
      await page.goto(l.article);
      await page.getByRole('button', {name: l.menu}).tap();
      // A docs page opens the drawer on its sidebar; the navbar's items are one step back.
      await page.locator('.navbar-sidebar__back').tap();
      const items = page.locator('.navbar-sidebar__items');
      // On phones the language menu is labelled "Languages"; its accessible name is the switch's.
      await items.getByRole('button', {name: l.locale === 'ru' ? 'Язык' : 'Language', exact: true}).tap();
      await items.getByRole('link', {name: l.other, exact: true}).tap();
      await expect(page.locator('html')).toHaveAttribute('lang', l.locale === 'ru' ? 'en' : 'ru', SLOW);
    });

    test('a swipe from the left edge opens the drawer', async ({page}) => {
      await page.goto(l.article);
      const cdp = await page.context().newCDPSession(page);
      const y = 400;
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x: 10, y}]});
      for (const x of [40, 80, 120, 160])
        await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: [{x, y}]});
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    });
  });
}

test.describe('the language offer on a slow CPU', () => {
  for (const form of [
    {name: 'desktop', options: {}},
    {name: 'phone', options: {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true}},
  ]) {
    test(`its buttons work as soon as it shows (${form.name})`, async ({browser, baseURL}) => {
      // A reader who never answered the offer, with an English browser, on the Russian site.
      const context = await browser.newContext({locale: 'en-US', baseURL, ...form.options});
      const page = await context.newPage();
      await slowCpu(page);
      await page.goto('/control/control-howto/getting-started/');
      const offer = page.getByRole('dialog');
      // The offer shows once the page has hydrated and read the browser's languages: later on a slow CPU.
      await expect(offer).toBeVisible(SLOW);
      const cancel = offer.getByRole('button', {name: 'Cancel'});
      if (form.name === 'phone') await cancel.tap();
      else await cancel.click();
      await expect(offer).toHaveCount(0);
      await context.close();
    });
  }
});
