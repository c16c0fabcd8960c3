import {test, expect} from '../../../tests/e2e/fixtures';

test('printing opens every details block and hides the navigation chrome', async ({page}) => {
  await page.goto('/value/value-howto/faq/');
  const details = page.locator('.markdown details').first();
  const body = details.getByText(/120 м³ по цене 6 500 ₽/);
  await expect(details.locator('summary')).toHaveText('Пример: позиция с НДС 22 %');
  await expect(body).toBeHidden();
  await expect(page.locator('nav.navbar')).toBeVisible();

  await page.emulateMedia({media: 'print'});
  await expect(body).toBeVisible();
  await expect(details).toHaveAttribute('open', '');
  for (const chrome of [
    'nav.navbar',
    '.theme-doc-sidebar-container',
    '.pagination-nav',
    '.theme-doc-toc-desktop',
    'footer.footer',
  ]) {
    await expect(page.locator(chrome).first()).toBeHidden();
  }
  await expect(page.locator('article h1')).toBeVisible();

  await page.emulateMedia({media: 'screen'});
  await expect(body).toBeHidden();
  await expect(page.locator('nav.navbar')).toBeVisible();
});
