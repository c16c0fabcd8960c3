import {test, expect} from '../../../tests/e2e/fixtures';

test('a slow navigation shows the progress bar: starts at 0.08, trickles by 0.02 every 800 ms, 200 ms speed', async ({
  page,
}) => {
  await page.goto('/control/control-guide/analysis-export/');
  await page.waitForLoadState('networkidle');
  // Record every width the bar takes, with its time.
  await page.evaluate(() => {
    const samples: {t: number; n: number; transition: string}[] = [];
    (window as unknown as {barSamples: typeof samples}).barSamples = samples;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      const m = bar?.style.transform.match(/translate3d\((-?[\d.]+)%/);
      if (bar && m) samples.push({t: performance.now(), n: 1 + Number(m[1]) / 100, transition: bar.style.transition});
    }).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['style']});
  });
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.locator('.pagination-nav__link--next').click();
  await expect(page.locator('#nprogress .bar')).toBeAttached({timeout: 2000});
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
  const samples = await page.evaluate(
    () => (window as unknown as {barSamples: {t: number; n: number; transition: string}[]}).barSamples,
  );
  const distinct = samples.filter((s, i) => i === 0 || Math.abs(s.n - samples[i - 1]!.n) > 1e-6);
  expect(distinct[0]!.n).toBeCloseTo(0.08, 5);
  expect(distinct[0]!.transition).toContain('200ms');
  const trickles = distinct.slice(1).filter((s) => s.n < 1);
  expect(trickles.length).toBeGreaterThanOrEqual(2);
  trickles.forEach((s, i) => {
    expect(s.n - (i === 0 ? distinct[0]! : trickles[i - 1]!).n).toBeCloseTo(0.02, 5);
  });
  for (let i = 1; i < trickles.length; i++) expect(trickles[i]!.t - trickles[i - 1]!.t).toBeGreaterThanOrEqual(750);
  // Chunks still held back when the test ends belong to a closed page.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
