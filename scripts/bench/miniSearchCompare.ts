/**
 * The alternative the search plugin was measured against (src/features/search/README.md):
 * MiniSearch with the same tokenizer and Snowball stemmers, one serialized
 * in-memory index per locale. A reader's first query downloads all of it, so
 * its gzip size is the first-query figure. Query latency is measured as ours
 * is: every query typed letter by letter, prefix and one-typo fuzzy search.
 */
import zlib from 'node:zlib';
import MiniSearch from 'minisearch';
import type {SourcePage} from '../../src/features/search/plugin/buildIndex';
import {STOP_WORDS, stem, tokenize} from '../../src/features/search/shared/text';

export interface MiniSearchFigures {
  readonly name: string;
  readonly sections: number;
  readonly buildSeconds: number;
  readonly gzipBytes: number;
  readonly latencyMedian: number;
  readonly latencyP95: number;
}

interface Doc {
  readonly id: number;
  readonly title: string;
  readonly heading: string;
  readonly text: string;
}

const percentile = (values: readonly number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

export function measureMiniSearch(
  name: string,
  pages: readonly SourcePage[],
  queries: readonly string[],
): MiniSearchFigures {
  const started = Date.now();
  const docs: Doc[] = [];
  for (const page of pages)
    for (const s of page.sections)
      docs.push({id: docs.length, title: page.title, heading: s.heading, text: `${s.text} ${s.code}`});
  const options = {
    fields: ['title', 'heading', 'text'],
    tokenize: (text: string) => tokenize(text).map((t) => t.word),
    processTerm: (term: string) => (STOP_WORDS.has(term) ? null : stem(term)),
    searchOptions: {boost: {title: 8, heading: 5}, prefix: true, fuzzy: 1, combineWith: 'AND' as const},
  };
  const index = new MiniSearch<Doc>(options);
  index.addAll(docs);
  const serialized = JSON.stringify(index);
  const buildSeconds = (Date.now() - started) / 1000;
  const gzipBytes = zlib.gzipSync(serialized, {level: 9}).length;
  const latency: number[] = [];
  for (const query of queries) {
    for (let i = 2; i <= query.length; i++) {
      const t = performance.now();
      index.search(query.slice(0, i));
      index.autoSuggest(query.slice(0, i));
      latency.push(performance.now() - t);
    }
  }
  return {
    name,
    sections: docs.length,
    buildSeconds,
    gzipBytes,
    latencyMedian: percentile(latency, 50),
    latencyP95: percentile(latency, 95),
  };
}
