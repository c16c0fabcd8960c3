import {describe, expect, it} from 'vitest';
import {budgetFailures, budgets, STOCK_ARTICLE_JS_GZIP_KB} from '../../scripts/bench/budgets';
import type {PageType} from '../../scripts/bench/pageTypes';

const KB = 1024;
const load = (url: string, jsKb: number, cssKb: number) => ({
  url,
  js: {raw: jsKb * 3 * KB, gzip: jsKb * KB},
  css: {raw: cssKb * 5 * KB, gzip: cssKb * KB},
});

describe('the byte budgets of npm run bench:budget', () => {
  it('are the recorded stock article for JavaScript and 20 KB for CSS on every page type', () => {
    expect(STOCK_ARTICLE_JS_GZIP_KB).toBe(179.6);
    expect(budgets.firstLoadJsGzipKb.article).toBe(179.6);
    expect(budgets.firstLoadCssGzipKb['404']).toBe(20);
    expect(budgets.jsToStockArticle).toBe(1);
  });

  it('passes pages within the budgets', () => {
    const loads = new Map<PageType, ReturnType<typeof load>>([
      ['home', load('/', 150, 15)],
      ['article', load('/control/control-guide/global-settings/', 179.6, 20)],
    ]);
    expect(budgetFailures(loads, null)).toEqual([]);
  });

  it('reports a page over its JavaScript or CSS budget, naming the page and both figures', () => {
    const loads = new Map<PageType, ReturnType<typeof load>>([
      ['home', load('/', 150, 15)],
      ['article', load('/control/control-guide/global-settings/', 180.5, 20)],
      ['404', load('/no-such-page/', 120, 21.2)],
    ]);
    expect(budgetFailures(loads, null)).toEqual([
      'article (/control/control-guide/global-settings/): first-load JS 180.5 KB gzip > budget 179.6 KB',
      '404 (/no-such-page/): first-load CSS 21.2 KB gzip > budget 20 KB',
    ]);
  });

  it('reports a page heavier than stock Docusaurus’s article measured in the same run', () => {
    const loads = new Map<PageType, ReturnType<typeof load>>([
      ['home', load('/', 150, 15)],
      ['article', load('/control/', 160, 15)],
    ]);
    const stock = new Map<PageType, ReturnType<typeof load>>([['article', load('/docs/intro/', 155, 10)]]);
    expect(budgetFailures(loads, stock)).toEqual([
      "article first-load JS is 1.03 of stock Docusaurus's article > budget 1",
    ]);
  });
});
