/**
 * The search as a reader meets it: in Chromium, over the production build
 * served with compression, each query in a fresh browser context (cold cache,
 * nothing of the index loaded). The reader opens the modal with Ctrl+K and
 * types at once; we time the first result from the key press that opened the
 * modal and from the last keystroke. Both include the modal's 150 ms search
 * delay, the modal chunk, the worker, the manifest and the shards.
 */
import type {AddressInfo} from 'node:net';
import {chromium, type BrowserContext, type Page} from '@playwright/test';
import {CHROMIUM_ARGS, chromePath} from '../chromium';
import {createStaticServer} from '../../server/staticServer';
import {siteConfig, type LocaleId} from '../../site.config';

export interface ColdQuery {
  readonly locale: string;
  readonly query: string;
  /** Ctrl+K → first result on screen, ms. */
  readonly fromOpen: number;
  /** Last keystroke → first result on screen, ms. */
  readonly fromLastKey: number;
}

const START_PAGE: Readonly<Record<LocaleId, string>> = {
  ru: '/control/control-guide/collision-matrix/',
  en: '/en/control/control-howto/getting-started/',
};
/** The navbar's search button, named in each locale. */
const SEARCH_BUTTON: Readonly<Record<LocaleId, string>> = {ru: 'Поиск', en: 'Search'};

/**
 * Runs `measure` once per query, each in a fresh browser context (cold cache) on a page of its locale that has
 * loaded, over the build served with compression; returns the results in order.
 */
async function eachQueryOnFreshPage<T>(
  buildDir: string,
  queries: Readonly<Record<LocaleId, readonly string[]>>,
  measure: (page: Page, context: BrowserContext, locale: LocaleId, query: string) => Promise<T>,
): Promise<T[]> {
  const server = createStaticServer({
    root: buildDir,
    localePrefixes: siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: chromePath, args: [...CHROMIUM_ARGS]});
  const out: T[] = [];
  try {
    for (const locale of siteConfig.locales.all) {
      for (const query of queries[locale]) {
        const context = await browser.newContext();
        await context.addInitScript(() => window.localStorage.setItem('tessera.localeChoice', 'dismissed'));
        const page = await context.newPage();
        await page.goto(origin + START_PAGE[locale], {waitUntil: 'networkidle'});
        out.push(await measure(page, context, locale, query));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}

export async function coldQueries(
  buildDir: string,
  queries: Readonly<Record<LocaleId, readonly string[]>>,
): Promise<ColdQuery[]> {
  return eachQueryOnFreshPage(buildDir, queries, async (page, _context, locale, query) => {
    // Times are taken in the page, so the test driver's own latency does not count.
    await page.evaluate(() => {
      const w = window as unknown as {benchOpen: number; benchInputs: number[]; benchResult: Promise<number>};
      w.benchOpen = 0;
      w.benchInputs = [];
      document.addEventListener('keydown', () => (w.benchOpen ||= performance.now()), true);
      // Input events, not keydowns: Cyrillic letters are typed as text input, without key events.
      document.addEventListener('input', () => w.benchInputs.push(performance.now()), true);
      w.benchResult = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('[role="dialog"] a[role="option"]')) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(document.body, {childList: true, subtree: true});
      });
    });
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').waitFor();
    await page.keyboard.type(query);
    const [opened, lastKey, shown] = await page.evaluate(async () => {
      const w = window as unknown as {benchOpen: number; benchInputs: number[]; benchResult: Promise<number>};
      const result = await w.benchResult;
      return [w.benchOpen, w.benchInputs[w.benchInputs.length - 1] ?? 0, result];
    });
    return {locale, query, fromOpen: shown - opened, fromLastKey: shown - lastKey};
  });
}

/** Chromium DevTools' "Slow 4G" figures as the issue states them: 1.6 Mbit/s down (90 % usable), 150 ms round trip. */
export const SLOW_4G = {
  label: '1.6 Mbit/s down, 0.75 Mbit/s up, 150 ms round trip',
  downloadBytesPerSecond: (1.6e6 / 8) * 0.9,
  uploadBytesPerSecond: (0.75e6 / 8) * 0.9,
  latencyMs: 150,
  keyDelayMs: 120,
} as const;

export interface SlowQuery {
  readonly locale: string;
  readonly query: string;
  /** Last keystroke → first result on screen, ms. */
  readonly fromLastKey: number;
  /** Requests for index files (manifest and shards) made before the first result showed. */
  readonly indexRequests: number;
  /** The same, including the text of snippets that followed the first results. */
  readonly allIndexRequests: number;
}

/**
 * A reader on a slow phone network: the page has loaded, then the network is
 * throttled; the pointer moves onto the search button (search starts loading),
 * the reader clicks and types at a steady pace.
 */
export async function slowNetworkQueries(
  buildDir: string,
  queries: Readonly<Record<LocaleId, readonly string[]>>,
): Promise<SlowQuery[]> {
  return eachQueryOnFreshPage(buildDir, queries, async (page, context, locale, query) => {
    let allIndexRequests = 0;
    page.on('request', (r) => {
      if (/search-index\.json|\/assets\/search\//.test(r.url())) allIndexRequests++;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: SLOW_4G.downloadBytesPerSecond,
      uploadThroughput: SLOW_4G.uploadBytesPerSecond,
    });
    await page.evaluate((typed) => {
      const w = window as unknown as {benchInputs: number[]; benchResult: Promise<number>};
      w.benchInputs = [];
      document.addEventListener('input', () => w.benchInputs.push(performance.now()), true);
      // Results of the whole query, not of a prefix typed on the way.
      w.benchResult = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const region = document.querySelector<HTMLElement>('[role="dialog"] [data-results-for]');
          if (region?.dataset.resultsFor === typed && region.querySelector('a[role="option"]')) {
            observer.disconnect();
            resolve(performance.now());
          }
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['data-results-for'],
        });
      });
    }, query);
    const button = page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('button', {name: SEARCH_BUTTON[locale], exact: true});
    await button.hover();
    await page.waitForTimeout(300);
    await button.click();
    await page.getByRole('combobox').waitFor();
    await page.keyboard.type(query, {delay: SLOW_4G.keyDelayMs});
    const [lastKey, shown] = await page.evaluate(async () => {
      const w = window as unknown as {benchInputs: number[]; benchResult: Promise<number>};
      const result = await w.benchResult;
      return [w.benchInputs[w.benchInputs.length - 1] ?? 0, result];
    });
    const indexRequests = allIndexRequests;
    // The snippets of the pages on screen follow once typing has paused (search.snippetDelayMs),
    // a few round trips later on this network: counted too.
    await page.waitForTimeout(2_500);
    return {locale, query, fromLastKey: shown - lastKey, indexRequests, allIndexRequests};
  });
}
