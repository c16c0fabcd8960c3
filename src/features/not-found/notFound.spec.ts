import {test, expect, NOT_FOUND_MESSAGES, SITE_TITLE} from '../../../tests/e2e/fixtures';

const cases = [
  {
    locale: 'ru',
    path: '/no-such-page/',
    home: '/',
    title: 'Страница не найдена',
    back: 'Вернуться назад',
    homeLabel: 'На главную',
    from: '/control/',
    description: /^Этой страницы на сайте «Справка Tessera» нет или она переехала\./,
  },
  {
    locale: 'en',
    path: '/en/no-such-page/',
    home: '/en/',
    title: 'Page not found',
    back: 'Go back',
    homeLabel: 'Take me home',
    from: '/en/control/',
    description: /^This page of Tessera Help does not exist or has moved\./,
  },
] as const;

for (const c of cases) {
  test.describe(`404 page (${c.locale})`, () => {
    test('answers 404 with the title, one of the four messages and both buttons', async ({page}) => {
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale);
      await expect(page).toHaveTitle(`${c.title} | ${SITE_TITLE[c.locale]}`);
      await expect(page.getByRole('heading', {level: 1, name: c.title})).toBeVisible();
      await expect(page.getByText('404', {exact: true})).toBeVisible();
      // What a search result or a link preview says about the dead end: one description, this page's own.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', c.description);
      // The message is picked after hydration.
      await expect.poll(async () => (await page.getByTestId('not-found-message').textContent())?.trim()).toMatch(/\S/);
      const message = (await page.getByTestId('not-found-message').textContent())?.trim();
      expect(NOT_FOUND_MESSAGES[c.locale]).toContain(message);
      await expect(page.getByRole('button', {name: c.back})).toBeVisible();
      await expect(page.getByRole('link', {name: c.homeLabel})).toBeVisible();
    });

    test('"Take me home" opens the home page', async ({page}) => {
      await page.goto(c.path);
      await page.getByRole('link', {name: c.homeLabel}).click();
      await expect(page).toHaveURL(new RegExp(`${c.home}$`));
      await expect(page.getByTestId('not-found-message')).toHaveCount(0);
    });

    test('"Go back" returns to the previous page', async ({page}) => {
      await page.goto(c.from);
      await page.goto(c.path);
      await page.getByRole('button', {name: c.back}).click();
      await expect(page).toHaveURL(new RegExp(`${c.from}$`));
    });

    test('a client-side navigation to an unknown page shows the same 404 content and title', async ({page}) => {
      await page.goto(c.home);
      // Outside any section, then inside a section's folder (there the docs layout shows the 404 content).
      for (const missing of [c.path, `${c.from}no-such-page/`]) {
        await page.evaluate((p) => {
          window.history.pushState({}, '', p);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, missing);
        await expect(page.getByRole('heading', {level: 1, name: c.title})).toBeVisible();
        await expect(page).toHaveTitle(`${c.title} | ${SITE_TITLE[c.locale]}`);
      }
    });
  });
}
