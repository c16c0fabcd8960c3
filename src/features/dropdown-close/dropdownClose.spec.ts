import {test, expect} from '../../../tests/e2e/fixtures';

test('a navbar menu closes when its link changes the page, though the pointer is still on it', async ({page}) => {
  await page.goto('/');
  const dropdown = page
    .locator('.navbar__item.dropdown')
    .filter({has: page.getByText('Tessera Control', {exact: true})})
    .first();
  await dropdown.hover();
  const menu = dropdown.locator('.dropdown__menu');
  await expect(menu).toBeVisible();
  const item = menu.locator('a').nth(1);
  const href = await item.getAttribute('href');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(menu).toBeHidden();
  // Leaving and coming back opens it again.
  await page.mouse.move(600, 500);
  await dropdown.hover();
  await expect(menu).toBeVisible();
});
