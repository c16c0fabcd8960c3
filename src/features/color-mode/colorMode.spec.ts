/**
 * The colour mode as this site sets it (`colorMode: 'disable'` in site.config.ts, through
 * ./plugin/colorMode.ts): always light, with no switch, even for a reader whose system is dark.
 */
import {test, expect} from '../../../tests/e2e/fixtures';

test.use({colorScheme: 'dark'});

const toggle = /dark and light mode|тёмн.*светл|светл.*тёмн/i;

for (const [path, width] of [
  ['/control/control-howto/getting-started/', 1280],
  ['/en/control/control-howto/getting-started/', 390],
] as const) {
  test(`in a system set to dark, ${path} at ${width} px stays light and offers no colour switch`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto(path);
    // The reader's system really asks for dark: the page could have followed it.
    expect(await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    // The colour mode is settled by the theme's inline script, then by React once hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Light surfaces and dark text, as the light theme draws them.
    await expect(page.locator('nav.navbar')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('article').first()).toHaveCSS('color', 'rgb(28, 30, 33)');
    await expect(page.getByRole('button', {name: toggle})).toHaveCount(0);
    if (width < 720) {
      // Nor in the phone drawer.
      await page.locator('.navbar__toggle').click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect(page.getByRole('button', {name: toggle})).toHaveCount(0);
    }
  });
}

test('a dark mode kept from an earlier visit does not darken the site', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('/control/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
