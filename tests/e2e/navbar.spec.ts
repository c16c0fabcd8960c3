import {test, expect} from './fixtures';

const RU_MENUS = ['Tessera', 'Tessera Space', 'Tessera Value', 'Tessera Control', 'Tessera Site', 'Tessera API'] as const;

test.describe('Russian navbar', () => {
  test('has the external home link, six product menus and Uniformat RU', async ({page}) => {
    await page.goto('/');
    const nav = page.locator('nav.navbar');
    const home = nav.getByRole('link', {name: /Сайт Tessera/});
    await expect(home).toHaveAttribute('href', /^https:\/\//);
    for (const menu of RU_MENUS) {
      await expect(nav.getByRole('button', {name: menu, exact: true})).toBeVisible();
    }
    await expect(nav.getByRole('link', {name: 'Uniformat RU'})).toBeVisible();
  });

  for (const menu of RU_MENUS) {
    test(`menu "${menu}" opens and every item leads to a live page`, async ({page}) => {
      await page.goto('/');
      const dropdown = page.locator('.navbar__item.dropdown').filter({has: page.getByText(menu, {exact: true})}).first();
      await dropdown.hover();
      const items = dropdown.locator('.dropdown__menu a');
      await expect(items.first()).toBeVisible();
      const hrefs = await items.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(1);
      await items.first().click();
      await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
      await expect(page.getByTestId('not-found-message')).toHaveCount(0);
      for (const href of hrefs) {
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
      }
    });
  }

  test('Uniformat RU opens the Uniformat page', async ({page}) => {
    await page.goto('/');
    await page.locator('nav.navbar').getByRole('link', {name: 'Uniformat RU'}).click();
    await expect(page).toHaveURL(/\/uniformat\/$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test.describe('English navbar', () => {
  test('has the external home link and Tessera Control tutorials', async ({page}) => {
    await page.goto('/en/');
    const nav = page.locator('nav.navbar');
    await expect(nav.getByRole('link', {name: /Tessera website/})).toHaveAttribute('href', /^https:\/\//);
    await nav.getByRole('link', {name: 'Tessera Control tutorials'}).click();
    await expect(page).toHaveURL(/\/en\/control\/control-howto\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('does not show the Russian product menus', async ({page}) => {
    await page.goto('/en/');
    // The only dropdown left is the language switch on the right.
    await expect(page.locator('.navbar__items:not(.navbar__items--right) .dropdown')).toHaveCount(0);
  });
});
