import {test, expect} from '../../../tests/e2e/fixtures';
import type {CDPSession, Page} from '@playwright/test';

test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

async function swipe(cdp: CDPSession, from: {x: number; y: number}, to: {x: number; y: number}): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [from]});
  for (const t of [0.25, 0.5, 0.75, 1]) {
    const x = from.x + (to.x - from.x) * t;
    const y = from.y + (to.y - from.y) * t;
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: [{x, y}]});
  }
  await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
}

const sidebar = (page: Page) => page.locator('.navbar-sidebar');

test('a swipe from the left edge opens the sidebar, only within the limits (80 px, 40 px, 1.5×)', async ({page}) => {
  await page.goto('/control/control-guide/analysis-export/');
  await expect(page.locator('.navbar__toggle')).toBeVisible();
  // The toggle the gesture presses answers once React has hydrated the navbar.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
  const cdp = await page.context().newCDPSession(page);

  // A swipe within the limits opens it: the listener is attached and the toggle answers, so a
  // near miss that leaves the sidebar closed below was judged, not unheard.
  await swipe(cdp, {x: 10, y: 400}, {x: 60, y: 400});
  await expect(sidebar(page)).toBeVisible();
  await swipe(cdp, {x: 250, y: 400}, {x: 150, y: 400});
  await expect(sidebar(page)).toBeHidden();

  const misses = [
    [
      {x: 81, y: 400},
      {x: 200, y: 400},
    ], // starts beyond 80 px
    [
      {x: 10, y: 400},
      {x: 50, y: 400},
    ], // 40 px across, not more
    [
      {x: 10, y: 400},
      {x: 70, y: 440},
    ], // 60 px across = 1.5 × 40 px down, not more
  ] as const;
  for (const [from, to] of misses) {
    await swipe(cdp, from, to);
    await page.waitForTimeout(300);
    await expect(sidebar(page)).toBeHidden();
  }

  await swipe(cdp, {x: 80, y: 400}, {x: 121, y: 400});
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page).getByRole('link', {name: 'Экспорт анализа'})).toBeVisible();
});

test('the opposite swipe closes the sidebar', async ({page}) => {
  await page.goto('/en/control/control-howto/getting-started/');
  const cdp = await page.context().newCDPSession(page);
  await page.locator('.navbar__toggle').click();
  await expect(sidebar(page)).toBeVisible();
  // Open by the toggle's click handler, so React has hydrated; the gesture listeners came before it.
  await swipe(cdp, {x: 250, y: 400}, {x: 210, y: 400}); // 40 px: not enough
  await page.waitForTimeout(300);
  await expect(sidebar(page)).toBeVisible();
  await swipe(cdp, {x: 250, y: 400}, {x: 150, y: 420});
  await expect(sidebar(page)).toBeHidden();
});
