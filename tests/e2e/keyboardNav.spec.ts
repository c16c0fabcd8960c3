import {test, expect} from './fixtures';

test('Alt+ArrowRight and Alt+ArrowLeft follow the next and previous links', async ({page}) => {
  await page.goto('/value/value-howto/faq/');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/value\/value-howto\/faq\/$/);
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page).toHaveURL(/\/value\/value-howto\/getting-started\/$/); // frontmatter prev
  await page.goto('/value/value-howto/faq/');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(/\/value\/value-web\/analysis-export\/$/); // frontmatter next
});

test('English pages too', async ({page}) => {
  await page.goto('/en/control/control-howto/before-start/');
  const next = await page.locator('.pagination-nav__link--next').getAttribute('href');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('not while typing in a field', async ({page}) => {
  await page.goto('/value/value-howto/faq/');
  // Any text field on the page (search box, a form in an article): here one added to the article,
  // once React has taken over the page (a node it did not render would be dropped while hydrating).
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'field';
    input.value = 'some text';
    document.querySelector('.markdown')!.prepend(input);
  });
  await page.locator('#field').focus();
  await page.keyboard.press('Alt+ArrowRight');
  await page.keyboard.press('Alt+ArrowLeft');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/value\/value-howto\/faq\/$/);
});
