/**
 * Relevance of the built search index: each query of searchRelevance.cases.ts
 * must bring its page into the first three results. Runs on the index the
 * production build wrote (it needs no browser: the worker runs the same engine).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {SearchEngine} from '../../plugins/search/engine';
import {RELEVANCE_CASES} from './searchRelevance.cases';

const LOCALE_DIRS = {ru: 'build', en: 'build/en'} as const;

for (const locale of ['ru', 'en'] as const) {
  test(`search relevance, ${locale}: every expected page is in the top 3`, async () => {
    const dir = path.resolve(LOCALE_DIRS[locale]);
    const engine = new SearchEngine(async (file) => JSON.parse(await fs.promises.readFile(path.join(dir, file), 'utf8')) as unknown);
    const misses: string[] = [];
    for (const {query, page} of RELEVANCE_CASES[locale]) {
      // A trailing space: the query as it stands once the reader has finished typing it.
      const {pages} = await engine.search(`${query} `, {limit: 10});
      const rank = pages.findIndex((p) => p.url === page);
      if (rank < 0 || rank > 2) misses.push(`"${query}": ${page} at ${rank < 0 ? 'no rank' : `#${rank + 1}`}; top: ${pages.slice(0, 3).map((p) => p.url).join(', ')}`);
    }
    expect(RELEVANCE_CASES[locale].length).toBeGreaterThanOrEqual(15);
    expect(misses, misses.join('\n')).toEqual([]);
  });
}
