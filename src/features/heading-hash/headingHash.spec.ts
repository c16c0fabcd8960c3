import type {Page} from '@playwright/test';
import {test, expect} from '../../../tests/e2e/fixtures';

/**
 * Scroll offset 5 px and scroll delay 200 ms (`scroll` in site.config.ts): once scrolling stops
 * for 200 ms, the address's #hash names the section being read.
 */
const PAGE = '/control/control-guide/analysis-export/';

/** Scrolls so that the heading sits `delta` px below where a link to it lands. */
async function scrollToHeading(page: Page, index: number, delta: number): Promise<string> {
  return page.evaluate(
    ([i, d]) => {
      const heading = document.querySelectorAll<HTMLElement>('article .markdown h2[id]')[i]!;
      const margin = Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
      window.scrollTo({top: window.scrollY + heading.getBoundingClientRect().top - margin - d, behavior: 'instant'});
      return heading.id;
    },
    [index, delta] as const,
  );
}

const hashOf = (page: Page): Promise<string> => page.evaluate(() => decodeURIComponent(window.location.hash.slice(1)));

interface Timeline {
  /** performance.now() of every scroll event. */
  readonly scrolls: number[];
  /** performance.now() and hash of every history.replaceState. */
  readonly replaces: {readonly at: number; readonly hash: string}[];
}

/** Records scroll events and address replacements in the page, before any of its scripts run. */
async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const timeline: Timeline = {scrolls: [], replaces: []};
    (window as unknown as {timeline: Timeline}).timeline = timeline;
    window.addEventListener('scroll', () => timeline.scrolls.push(performance.now()), {passive: true, capture: true});
    const replace = window.history.replaceState.bind(window.history);
    window.history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      timeline.replaces.push({
        at: performance.now(),
        hash: decodeURIComponent(new URL(String(url ?? ''), window.location.href).hash.slice(1)),
      });
      replace(state, unused, url);
    };
  });
}

/** For each address change: how long the page had been still before it (ms since the last scroll event). */
function stillBefore(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const {scrolls, replaces} = (window as unknown as {timeline: Timeline}).timeline;
    return replaces.map(({at}) => at - Math.max(...scrolls.filter((t) => t <= at)));
  });
}

test('the address names the section once scrolling has been idle for 200 ms', async ({page}) => {
  await recordTimeline(page);
  await page.goto(PAGE);
  const historyLength = await page.evaluate(() => window.history.length);
  const second = await scrollToHeading(page, 1, 0);
  await expect.poll(() => hashOf(page), {timeout: 2000}).toBe(second);
  // Replaced, not pushed: Back still leaves the page.
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

  // The reader keeps scrolling up for a second, a little every 50 ms, then stops near the first heading.
  const first = await page.evaluate(async () => {
    const heading = document.querySelectorAll<HTMLElement>('article .markdown h2[id]')[0]!;
    const margin = Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
    const target = window.scrollY + heading.getBoundingClientRect().top - margin;
    const steps = 20;
    const step = (window.scrollY - target) / steps;
    await new Promise<void>((resolve) => {
      let n = 0;
      const timer = window.setInterval(() => {
        n += 1;
        window.scrollTo({top: n === steps ? target : window.scrollY - step, behavior: 'instant'});
        if (n === steps) {
          window.clearInterval(timer);
          resolve();
        }
      }, 50);
    });
    return heading.id;
  });
  await expect.poll(() => hashOf(page), {timeout: 2000}).toBe(first);

  // Every change came after at least 200 ms without scrolling, and soon after it.
  const waits = await stillBefore(page);
  expect(waits.length).toBeGreaterThanOrEqual(2);
  for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(199);
  expect(Math.min(...waits)).toBeLessThan(1000);
});

test('a heading counts as reached within 5 px of where its link lands, not 6', async ({page}) => {
  await page.goto(PAGE);
  // A pixel-exact rule is measured on a settled page: hydrated, pictures laid out.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const first = await page.evaluate(() => document.querySelectorAll('article .markdown h2[id]')[0]!.id);
  const third = await scrollToHeading(page, 2, 5);
  await expect.poll(() => hashOf(page), {timeout: 2000}).toBe(third);
  await scrollToHeading(page, 2, 6);
  const second = await page.evaluate(() => document.querySelectorAll('article .markdown h2[id]')[1]!.id);
  await expect.poll(() => hashOf(page), {timeout: 2000}).toBe(second);
  expect(second).not.toBe(first);
});

test('back at the top of the page the address has no hash; a followed link keeps its own', async ({page}) => {
  await page.goto(PAGE);
  const third = await scrollToHeading(page, 2, 0);
  await expect.poll(() => hashOf(page), {timeout: 2000}).toBe(third);
  await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
  await expect.poll(() => page.evaluate(() => window.location.href), {timeout: 2000}).toMatch(/\/analysis-export\/$/);

  // A table-of-contents link: the address keeps the heading the reader chose.
  const link = page.locator('.theme-doc-toc-desktop a').nth(3);
  const target = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
  await link.click();
  await page.waitForTimeout(800);
  expect(await hashOf(page)).toBe(target);
});

test('a malformed escape in the address (#100%) is replaced by the section being read, without an error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${PAGE}#100%`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const second = await scrollToHeading(page, 1, 0);
  await expect
    .poll(() => page.evaluate(() => window.location.hash), {timeout: 2000})
    .toBe(`#${encodeURIComponent(second)}`);
  expect(errors).toEqual([]);
});

test('the hash follows the reading on an English page too, and never reaches the next page', async ({page}) => {
  await page.goto('/en/control/control-howto/getting-started/');
  const second = await scrollToHeading(page, 1, 0);
  await expect.poll(() => hashOf(page), {timeout: 2000}).toBe(second);
  // Scroll, then leave at once: the pending update must not land on the next page.
  await scrollToHeading(page, 2, 0);
  await page.locator('.pagination-nav__link--prev').click();
  await expect(page).toHaveURL(/\/en\/control\/control-howto\/before-start\/$/);
  await page.waitForTimeout(400);
  expect(await hashOf(page)).toBe('');
});

test('the language switch takes the followed section along', async ({page}) => {
  await page.goto('/control/control-howto/getting-started/');
  const second = await scrollToHeading(page, 1, 0);
  await expect.poll(() => hashOf(page), {timeout: 2000}).toBe(second);
  // Read from the closed menu: opening it would scroll the page to bring back the hidden navbar.
  // The translation pairs its headings with the original's by position (src/features/locale), so the
  // switch names the same section by its English id.
  const englishPage = await page.context().newPage();
  await englishPage.goto('/en/control/control-howto/getting-started/');
  const secondInEnglish = await englishPage.evaluate(
    () => document.querySelectorAll<HTMLElement>('article .markdown h2[id]')[1]!.id,
  );
  await englishPage.close();
  expect(secondInEnglish).not.toBe(second);
  const english = page.locator('nav.navbar .dropdown__link[lang="en"]');
  await expect(english).toHaveAttribute(
    'href',
    `/en/control/control-howto/getting-started/#${encodeURIComponent(secondInEnglish)}`,
  );
});

test('a reader who scrolls while the page is still loading gets the hash once the page has hydrated', async ({
  page,
}) => {
  // The page's own chunks are held back, so the server's HTML is on screen and scrollable while
  // React has not hydrated it yet; timers wait for the test's clock, so the 200 ms update is still
  // pending when hydration starts, whatever the machine's speed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/(?!runtime|main)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install();
  await page.goto(PAGE, {waitUntil: 'domcontentloaded'});
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const second = await scrollToHeading(page, 1, 0);
  release();
  // React has hydrated the article's title (its node carries React's fiber): the router, above it,
  // has rendered by then. The attribute Docusaurus sets after hydration waits for an animation frame,
  // which the paused clock holds.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Object.keys(document.querySelector('article h1') ?? {}).some((key) => key.startsWith('__reactFiber$')),
        ),
      {timeout: 30_000},
    )
    .toBe(true);
  expect(await hashOf(page)).toBe('');
  await page.clock.runFor(250);
  await expect.poll(() => hashOf(page)).toBe(second);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
