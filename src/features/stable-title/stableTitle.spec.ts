/**
 * The tab shows the page's own title from the first byte to the end of
 * hydration and after, also on a slow phone (src/features/stable-title/client): never
 * the bare site name while React is still taking the page over.
 */
import type {Page} from '@playwright/test';
import {test, expect, SITE_TITLE} from '../../../tests/e2e/fixtures';

/** Every title the tab showed from the document's start until the page had hydrated. */
async function recordTitles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {titlesSeen: string[]}).titlesSeen = seen;
    const look = (): void => {
      // The <title> element's own text: what the tab shows, whatever document.title answers.
      const title = document.querySelector('head > title')?.textContent ?? null;
      if (title !== null && seen[seen.length - 1] !== title) seen.push(title);
      if (document.documentElement?.getAttribute('data-has-hydrated') !== 'true') requestAnimationFrame(look);
      else setTimeout(() => seen.push(document.querySelector('head > title')?.textContent ?? ''), 500);
    };
    look();
  });
}

const pages = [
  {locale: 'ru', path: '/tessera/tessera-guide/excel-import/', kind: 'article'},
  {locale: 'ru', path: '/api/tessera-viewer/tessera-viewer-api/functions/', kind: 'API reference'},
  {locale: 'en', path: '/en/control/control-guide/collision-matrix/', kind: 'article'},
  {locale: 'en', path: '/en/api/tessera/tessera-reference/models/', kind: 'REST reference'},
] as const;

for (const p of pages) {
  test(`the tab keeps the page's title while a slow phone hydrates: ${p.kind} ${p.path}`, async ({page}) => {
    await recordTitles(page);
    // A CPU twenty times slower: hydration takes seconds and yields many times.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 20});
    await page.goto(p.path);
    const serverTitle = await page.title();
    expect(serverTitle).toMatch(new RegExp(`^.+ \\| ${SITE_TITLE[p.locale]}$`));
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 60_000});
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {titlesSeen: string[]}).titlesSeen.length), {
        timeout: 10_000,
      })
      .toBeGreaterThan(1);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    const seen = await page.evaluate(() => (window as unknown as {titlesSeen: string[]}).titlesSeen);
    expect(
      seen.filter((title) => title !== serverTitle),
      `titles the tab showed besides "${serverTitle}"`,
    ).toEqual([]);
    await expect(page).toHaveTitle(serverTitle);
  });
}

test("after hydration, a link to another page changes the tab title to that page's", async ({page}) => {
  await page.goto('/en/control/control-guide/collision-matrix/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const next = page.locator('a.pagination-nav__link--next');
  const href = (await next.getAttribute('href')) ?? '';
  // The title the server gives that page is the one the tab must show after the client-side navigation.
  const html = await (await page.request.get(href)).text();
  const expected = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
  expect(expected).toMatch(new RegExp(` \\| ${SITE_TITLE.en}$`));
  await next.click();
  await expect(page).toHaveURL(href);
  await expect(page).toHaveTitle(expected);
});
