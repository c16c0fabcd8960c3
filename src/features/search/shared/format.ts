/**
 * The search index on disk: a small manifest and three kinds of shard, so a
 * query downloads only the parts it needs (README.md in this folder explains
 * why and gives the measurements).
 *
 * - `search-index.json` (the manifest; revalidated on every first open)
 * - `assets/search/v-<key>.<hash>.json`: the vocabulary of the terms that
 *   start with one character: term, displayed word form, document frequency
 *   and their postings, inline when that letter's postings are small (a
 *   site of hundreds of pages: one file per first letter of a query word),
 *   else the number of the postings shard that holds each list.
 * - `assets/search/p-<n>.<hash>.json`: postings of consecutive terms (large sites).
 * - `assets/search/h-<n>.<hash>.json`: URLs, titles, breadcrumbs and section
 *   headings of consecutive pages, everything a result line shows but the
 *   snippet; a site of a few hundred pages has one.
 * - `assets/search/d-<n>.<hash>.json`: section texts of consecutive pages, for
 *   snippets; results are shown with their headings first and the snippets
 *   follow when these arrive.
 *
 * Shard names carry the index hash, so they are cached as immutable assets.
 */

export const INDEX_VERSION = 6;
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
  /** First page index of each heading shard, delta-encoded. */
  readonly headStarts: readonly number[];
  /** First page index of each text shard, delta-encoded. */
  readonly docStarts: readonly number[];
  /** Product sections the search window can narrow results to (only those with pages). */
  readonly areas: ReadonlyArray<{readonly key: string; readonly label: string}>;
  /** Area of each page as runs, pages being sorted by path: [area index or -1, page count, …]. */
  readonly pageAreas: readonly number[];
  /**
   * The releases of the versioned sections' pages, the current one first (src/features/versions);
   * empty when the site has none.
   */
  readonly releases: readonly string[];
  /** Release of each page as runs, like `pageAreas`: [index into `releases`, or -1 for a page of every release, count, …]. */
  readonly pageReleases: readonly number[];
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
  /** Postings shard of each term, delta-encoded (terms are sorted, shards follow them); empty when `i` is there. */
  readonly p: readonly number[];
  /** The postings of every term of this letter, when they are small enough to come with the vocabulary. */
  readonly i?: PostingsShard;
  /**
   * Synonyms of this letter's terms that start with another letter: [written form, document
   * frequency, postings], so a query word's synonyms need no file of their own (inline letters
   * only); null for a synonym no page uses.
   */
  readonly x?: Readonly<Record<string, readonly [string, number, readonly number[]] | null>>;
}

/**
 * Postings shard: term → flat list [section id delta, impact, …]; ids ascending.
 * Impact is the term's quantised BM25F score in that section (×10), computed at build time.
 * A word of the section's own title (the page top's: the page title) or heading carries,
 * as a tenth, the share of that title's words it is (`encodeImpact`).
 */
export type PostingsShard = Readonly<Record<string, readonly number[]>>;

/** The largest title (heading) a posting can say a word's share of: shares are written as one digit. */
export const MAX_COVER_PARTS = 9;

/**
 * An impact with the share of the section's title or heading the term is: `parts` is the
 * share's denominator (a word of a three-word title: 3), 0 for none. `342.3` = impact 342, a third.
 */
export function encodeImpact(impact: number, parts: number): number {
  const whole = Math.max(1, Math.round(impact));
  return parts >= 1 && parts <= MAX_COVER_PARTS ? whole + parts / 10 : whole;
}

export function decodeImpact(value: number): {readonly impact: number; readonly share: number} {
  const impact = Math.floor(value);
  const parts = Math.round((value - impact) * 10);
  return {impact, share: parts > 0 ? 1 / parts : 0};
}

export interface DocPage {
  /** Page URL path, e.g. `/control/control-guide/collision-matrix/`. */
  readonly u: string;
  /** Page title. */
  readonly t: string;
  /** Breadcrumb of the page's place in its section, e.g. "Tessera Control › Руководство". */
  readonly c: string;
}

/** One section: [index of its page in `pages`, anchor ('' for the page top), heading ('' for the page top)]. */
export type HeadSection = readonly [number, string, string];

/** What result lines show of consecutive pages, sections in id order. */
export interface HeadShard {
  readonly pages: readonly DocPage[];
  readonly s: readonly HeadSection[];
}

/** Section texts of consecutive pages (snippets), in section id order. */
export interface DocShard {
  readonly s: readonly string[];
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

export function headFile(n: number, hash: string): string {
  return `${SHARD_DIR}/h-${n}.${hash}.json`;
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
