/**
 * Performance budgets: the one place they live. `npm run bench` and
 * `npm run bench:budget` (run by `npm test` on the build it just made) exit
 * non-zero when a budget is exceeded. Only byte counts are gated; Lighthouse
 * scores and timings vary with machine load and are reported, not gated.
 */
import type {FirstLoad} from './firstLoad';
import type {PageType} from './pageTypes';

/**
 * First-load JS of stock Docusaurus 3.10's article page (a classic site with
 * our sample articles, `npm run bench`), KB of gzip -9. `npm test` builds no
 * stock site, so its gate uses this recorded figure; `npm run bench` measures
 * stock again and gates on the ratio too.
 */
export const STOCK_ARTICLE_JS_GZIP_KB = 179.6;

export interface Budgets {
  /** First-load JavaScript per page type, KB of gzip -9. */
  readonly firstLoadJsGzipKb: Record<PageType, number>;
  /** First-load CSS per page type, KB of gzip -9. */
  readonly firstLoadCssGzipKb: Record<PageType, number>;
  /** Every page type's first-load JS (gzip) as a share of stock Docusaurus's article page, measured in the same run. */
  readonly jsToStockArticle: number;
}

const everyPage = <T>(value: T): Record<PageType, T> => ({
  home: value,
  'section index': value,
  article: value,
  'API reference': value,
  'REST reference': value,
  protected: value,
  '404': value,
});

export const budgets: Budgets = {
  // No page of ours downloads more JavaScript before it can be used than stock Docusaurus's article.
  firstLoadJsGzipKb: everyPage(STOCK_ARTICLE_JS_GZIP_KB),
  firstLoadCssGzipKb: everyPage(20),
  jsToStockArticle: 1.0,
};

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The budgets these first loads exceed, one line each naming the page type, its URL and both figures. */
export function budgetFailures(
  loads: ReadonlyMap<PageType, Pick<FirstLoad, 'url' | 'js' | 'css'>>,
  stock: ReadonlyMap<PageType, Pick<FirstLoad, 'js'>> | null,
  limits: Budgets = budgets,
): string[] {
  const failures: string[] = [];
  for (const [type, load] of loads) {
    const js = limits.firstLoadJsGzipKb[type];
    const css = limits.firstLoadCssGzipKb[type];
    if (load.js.gzip / 1024 > js)
      failures.push(`${type} (${load.url}): first-load JS ${kb(load.js.gzip)} KB gzip > budget ${js} KB`);
    if (load.css.gzip / 1024 > css)
      failures.push(`${type} (${load.url}): first-load CSS ${kb(load.css.gzip)} KB gzip > budget ${css} KB`);
  }
  const stockArticle = stock?.get('article');
  if (stockArticle) {
    for (const [type, load] of loads) {
      const ratio = load.js.gzip / stockArticle.js.gzip;
      if (ratio > limits.jsToStockArticle)
        failures.push(
          `${type} first-load JS is ${ratio.toFixed(2)} of stock Docusaurus's article > budget ${limits.jsToStockArticle}`,
        );
    }
  }
  return failures;
}

/**
 * Targets of the bundled server under load (`npm run bench:server`). Timings
 * move with the machine's load, so this bench is run by hand, not by `npm test`.
 */
export const serverTargets = {
  /** Connection errors, timeouts and answers of an unexpected status over every run. */
  errors: 0,
  /** 95th percentile latency of a fresh process's first 2,000 requests at 50 connections. */
  coldP95Ms: 50,
  /**
   * Where a bare server writing the same bytes from memory cannot reach that p95 on the machine
   * measuring (a large asset through the loopback on two cores), the bundled server may take at
   * most this much longer than it.
   */
  overFloor: 1.25,
  /** Growth of the server process's resident memory over a route's runs, and over the repeated-slash flood. */
  memoryGrowthMb: 50,
} as const;
