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
import {SearchEngine} from './shared/engine';
import {extractPage} from './plugin/extract';
import {readSynonyms} from './plugin/synonyms';
import {stem, terms, tokenize} from './shared/text';
import {siteConfig} from '../../../site.config';
import {FORGIVING_CASES, RELEVANCE_CASES, type RelevanceCase} from './searchRelevance.cases';

const LOCALE_DIRS = {ru: 'build', en: 'build/en'} as const;
const SYNONYM_TERMS = new Set(readSynonyms(siteConfig.search.synonymsFile).flat());

/**
 * A synonym case must reach its page through the synonym: its query words of the synonym file
 * are not on the page (as the index reads it). Null when so, else what is wrong.
 */
function synonymUntested(c: RelevanceCase): string | null {
  const words = tokenize(c.query, {parts: false})
    .map((t) => stem(t.word))
    .filter((term) => SYNONYM_TERMS.has(term));
  if (words.length === 0) return `no word of "${c.query}" is in ${siteConfig.search.synonymsFile}`;
  const html = fs.readFileSync(path.resolve('build', `.${c.page}`, 'index.html'), 'utf8');
  const page = extractPage(html, {url: c.page, titleSuffix: ''});
  const onPage = new Set(
    terms([page?.title ?? '', ...(page?.sections ?? []).flatMap((s) => [s.heading, s.text, s.code])].join(' ')),
  );
  const literal = words.filter((w) => onPage.has(w));
  return literal.length > 0
    ? `${c.page} has "${literal.join('", "')}" itself: the case does not test the synonym`
    : null;
}

/** Why a case missed, or null when it hit. */
async function check(engine: SearchEngine, c: RelevanceCase): Promise<string | null> {
  const options = {limit: 10, ...(c.area ? {area: c.area} : {})};
  // A trailing space: the query as it stands once the reader has finished typing it.
  const response = await engine.search(`${c.query} `, options);
  if (c.didYouMean !== undefined) {
    if (response.pages.length > 0 || response.didYouMean !== c.didYouMean)
      return `offers "${response.didYouMean ?? ''}" with ${response.pages.length} results, expected "${c.didYouMean}" and none`;
    return check(engine, {...c, query: c.didYouMean, didYouMean: undefined});
  }
  if ((response.reading ?? '') !== (c.reading ?? ''))
    return `reads as "${response.reading ?? ''}", expected "${c.reading ?? ''}"`;
  const rank = response.pages.findIndex((p) => p.url === c.page);
  if (c.kind === 'synonym') {
    const untested = synonymUntested(c);
    if (untested) return untested;
  }
  if (c.first && rank !== 0)
    return `${c.page} at ${rank < 0 ? 'no rank' : `#${rank + 1}`}, expected first; first: ${response.pages[0]?.url ?? 'nothing'}`;
  if (rank < 0 || rank > 2)
    return `${c.page} at ${rank < 0 ? 'no rank' : `#${rank + 1}`}; top: ${response.pages
      .slice(0, 3)
      .map((p) => p.url)
      .join(', ')}`;
  return null;
}

for (const locale of ['ru', 'en'] as const) {
  test(`search relevance, ${locale}: every expected page is in the top 3`, async () => {
    const dir = path.resolve(LOCALE_DIRS[locale]);
    const engine = new SearchEngine(
      async (file) => JSON.parse(await fs.promises.readFile(path.join(dir, file), 'utf8')) as unknown,
    );
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
    console.log(
      `Search relevance, ${locale}: hit rate ${rate(all - misses.length, all)}; ${[...perKind].map(([kind, k]) => `${kind} ${rate(k.hits, k.all)}`).join(', ')}`,
    );
    expect(FORGIVING_CASES[locale].length).toBeGreaterThanOrEqual(25);
    expect(new Set(FORGIVING_CASES[locale].map((c) => c.kind))).toEqual(
      new Set(['layout', 'typo', 'synonym', 'identifier', 'area', ...(locale === 'ru' ? ['didYouMean'] : [])]),
    );
    expect(misses, misses.join('\n')).toEqual([]);
  });
}
