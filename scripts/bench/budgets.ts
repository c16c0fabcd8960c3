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
  // Article ≤ 125 KB: 0.7 × stock Docusaurus 3.10's 179.6 KB (npm run bench, 2026-11-24), so the
  // gate holds in CI, which builds no stock site; the others keep about 10 KB of room.
  firstLoadJsGzipKb: {home: 110, 'section index': 120, article: 125, 'API reference': 125, protected: 105, '404': 95},
  firstLoadCssGzipKb: {home: 20, 'section index': 20, article: 20, 'API reference': 20, protected: 20, '404': 20},
  articleJsToStock: 0.7,
};
