/**
 * Performance budgets: the one place they live. `npm run bench` and
 * `npm run bench:budget` (run by `npm test` on the build it just made) exit
 * non-zero when a budget is exceeded. Only byte counts are gated; timings
 * vary with machine load and are reported, not gated.
 */
import type {PageType} from './pageTypes';

export interface Budgets {
  /** First-load JavaScript per page type, KB of gzip -9. */
  readonly firstLoadJsGzipKb: Record<PageType, number>;
  /** First-load CSS per page type, KB of gzip -9. */
  readonly firstLoadCssGzipKb: Record<PageType, number>;
  /** Article first-load JS (gzip) as a share of stock Docusaurus's, measured in the same run. */
  readonly articleJsToStock: number;
}

export const budgets: Budgets = {
  firstLoadJsGzipKb: {home: 230, 'section index': 230, article: 230, 'API reference': 230, protected: 230, '404': 200},
  firstLoadCssGzipKb: {home: 20, 'section index': 20, article: 20, 'API reference': 20, protected: 20, '404': 20},
  articleJsToStock: 0.7,
};
