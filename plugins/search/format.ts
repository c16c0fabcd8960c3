/**
 * The search index on disk: a small manifest and three kinds of shard, so a
 * query downloads only the parts it needs (README.md in this folder explains
 * why and gives the measurements).
 *
 * - `search-index.json` (the manifest; revalidated on every first open)
 * - `assets/search/v-<key>.<hash>.json`: the vocabulary of the terms that
 *   start with one character: term, displayed word form, document frequency
 *   and which postings shard holds its list.
 * - `assets/search/p-<n>.<hash>.json`: postings of consecutive terms.
 * - `assets/search/d-<n>.<hash>.json`: titles, headings and text of the
 *   sections of one page or a few small consecutive ones, for results and
 *   snippets; a query loads only those of the pages it shows.
 *
 * Shard names carry the index hash, so they are cached as immutable assets.
 */

export const INDEX_VERSION = 3;
export const MANIFEST_FILE = 'search-index.json';
export const SHARD_DIR = 'assets/search';
/** The worker script, served from the root of each locale's site. */
export const WORKER_FILE = 'search-worker.js';

export interface Manifest {
  readonly v: number;
  readonly locale: string;
  /** Hash of the whole index; every shard name carries it. */
  readonly hash: string;
  readonly sections: number;
  readonly pages: number;
  /** Vocabulary shard keys: hex code points of the first character of their terms. */
  readonly vocab: readonly string[];
  /** First section id of each page, delta-encoded: results are grouped by page before any text loads. */
  readonly pageStarts: readonly number[];
  /** First page index of each document shard, delta-encoded. */
  readonly docStarts: readonly number[];
  /** Product sections the search window can narrow results to (only those with pages). */
  readonly areas: ReadonlyArray<{readonly key: string; readonly label: string}>;
  /** Area of each page as runs, pages being sorted by path: [area index or -1, page count, …]. */
  readonly pageAreas: readonly number[];
  /** Synonym groups of the content file, as index terms: a query word of a group also finds the others. */
  readonly synonyms: ReadonlyArray<readonly string[]>;
}

/** Vocabulary of one first character, terms sorted. */
export interface VocabShard {
  /** Terms (stems). */
  readonly t: readonly string[];
  /** The most frequent word form of each term as written, or '' when it is the term itself. */
  readonly f: readonly string[];
  /** Number of sections containing each term. */
  readonly d: readonly number[];
  /** Postings shard of each term, delta-encoded (terms are sorted, shards follow them). */
  readonly p: readonly number[];
}

/**
 * Postings shard: term → flat list [section id delta, impact, …]; ids ascending.
 * Impact is the term's quantised BM25F score in that section (×10), computed at build time.
 */
export type PostingsShard = Readonly<Record<string, readonly number[]>>;

export interface DocPage {
  /** Page URL path, e.g. `/control/control-guide/collision-matrix/`. */
  readonly u: string;
  /** Page title. */
  readonly t: string;
  /** Breadcrumb of the page's place in its section, e.g. "Tessera Control › Руководство". */
  readonly c: string;
}

/** One section: [index of its page in `pages`, anchor ('' for the page top), heading ('' for the page top), text]. */
export type DocSection = readonly [number, string, string, string];

export interface DocShard {
  readonly pages: readonly DocPage[];
  readonly s: readonly DocSection[];
}

export function vocabKey(term: string): string {
  return (term.codePointAt(0) ?? 0).toString(16);
}

export function vocabFile(key: string, hash: string): string {
  return `${SHARD_DIR}/v-${key}.${hash}.json`;
}

export function postingsFile(n: number, hash: string): string {
  return `${SHARD_DIR}/p-${n}.${hash}.json`;
}

export function docFile(n: number, hash: string): string {
  return `${SHARD_DIR}/d-${n}.${hash}.json`;
}

export function deltaEncode(values: readonly number[]): number[] {
  return values.map((v, i) => (i === 0 ? v : v - (values[i - 1] ?? 0)));
}

export function deltaDecode(values: readonly number[]): number[] {
  const out: number[] = [];
  let acc = 0;
  for (const v of values) {
    acc += v;
    out.push(acc);
  }
  return out;
}

/** [a, a, a, b] → [a, 3, b, 1]. */
export function runLengthEncode(values: readonly number[]): number[] {
  const out: number[] = [];
  for (const v of values) {
    if (out.length > 0 && out[out.length - 2] === v) out[out.length - 1] = (out[out.length - 1] ?? 0) + 1;
    else out.push(v, 1);
  }
  return out;
}

export function runLengthDecode(runs: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < runs.length; i += 2) for (let n = 0; n < (runs[i + 1] ?? 0); n++) out.push(runs[i] ?? -1);
  return out;
}
