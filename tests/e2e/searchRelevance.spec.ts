/**
 * Relevance of the built search index: each query of searchRelevance.cases.ts
 * must bring its page into the first three results (first, for a case marked
 * so: a title typed in full), with the layout reading or
 * the "did you mean" the case names. Runs on the index the production build
 * wrote (it needs no browser: the worker runs the same engine), and prints the
 * hit rate per kind of case.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {SearchEngine} from '../../plugins/search/engine';
import {FORGIVING_CASES, RELEVANCE_CASES, type RelevanceCase} from './searchRelevance.cases';

const LOCALE_DIRS = {ru: 'build', en: 'build/en'} as const;

/** Why a case missed, or null when it hit. */
async function check(engine: SearchEngine, c: RelevanceCase): Promise<string | null> {
  const options = {limit: 10, ...(c.area ? {area: c.area} : {})};
  // A trailing space: the query as it stands once the reader has finished typing it.
  const response = await engine.search(`${c.query} `, options);
  if (c.didYouMean !== undefined) {
    if (response.pages.length > 0 || response.didYouMean !== c.didYouMean) return `offers "${response.didYouMean ?? ''}" with ${response.pages.length} results, expected "${c.didYouMean}" and none`;
    return check(engine, {...c, query: c.didYouMean, didYouMean: undefined});
  }
  if ((response.reading ?? '') !== (c.reading ?? '')) return `reads as "${response.reading ?? ''}", expected "${c.reading ?? ''}"`;
  const rank = response.pages.findIndex((p) => p.url === c.page);
  if (c.first && rank !== 0) return `${c.page} at ${rank < 0 ? 'no rank' : `#${rank + 1}`}, expected first; first: ${response.pages[0]?.url ?? 'nothing'}`;
  if (rank < 0 || rank > 2) return `${c.page} at ${rank < 0 ? 'no rank' : `#${rank + 1}`}; top: ${response.pages.slice(0, 3).map((p) => p.url).join(', ')}`;
  return null;
}

for (const locale of ['ru', 'en'] as const) {
  test(`search relevance, ${locale}: every expected page is in the top 3`, async () => {
    const dir = path.resolve(LOCALE_DIRS[locale]);
    const engine = new SearchEngine(async (file) => JSON.parse(await fs.promises.readFile(path.join(dir, file), 'utf8')) as unknown);
    const misses: string[] = [];
    const perKind = new Map<string, {hits: number; all: number}>();
    for (const c of RELEVANCE_CASES[locale]) {
      const miss = await check(engine, c);
      const kind = perKind.get(c.kind ?? 'forms') ?? {hits: 0, all: 0};
      perKind.set(c.kind ?? 'forms', {hits: kind.hits + (miss ? 0 : 1), all: kind.all + 1});
      if (miss) misses.push(`[${c.kind ?? 'forms'}] "${c.query}"${c.area ? ` in ${c.area}` : ''}: ${miss}`);
    }
    const all = RELEVANCE_CASES[locale].length;
    const rate = (hits: number, n: number): string => `${hits}/${n} (${((100 * hits) / n).toFixed(0)} %)`;
    console.log(`Search relevance, ${locale}: hit rate ${rate(all - misses.length, all)}; ${[...perKind].map(([kind, k]) => `${kind} ${rate(k.hits, k.all)}`).join(', ')}`);
    expect(FORGIVING_CASES[locale].length).toBeGreaterThanOrEqual(25);
    expect(new Set(FORGIVING_CASES[locale].map((c) => c.kind))).toEqual(new Set(['layout', 'typo', 'synonym', 'identifier', 'area', ...(locale === 'ru' ? ['didYouMean'] : [])]));
    expect(misses, misses.join('\n')).toEqual([]);
  });
}
