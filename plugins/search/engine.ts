/**
 * Answers queries over the sharded index (format.ts). Runs in the search
 * worker; in Node for the tests and the bench. It fetches only the shards a
 * query needs, through the loader it is given, and keeps them.
 *
 * Matching, per query word: the exact stem; while the word is being typed
 * (the last word, no space after it), terms that start with it; for words of
 * five letters or more, terms one edit away (one typo). Sections that match
 * more query words come first, then by the sum of their build-time impacts.
 */
import {
  INDEX_VERSION,
  MANIFEST_FILE,
  deltaDecode,
  docFile,
  postingsFile,
  vocabFile,
  vocabKey,
  type DocShard,
  type Manifest,
  type PostingsShard,
  type VocabShard,
} from './format';
import {siteConfig} from '../../site.config';
import {STOP_WORDS, normalise, stem, tokenize} from './text';

export type Loader = (file: string) => Promise<unknown>;

export interface SearchOptions {
  /** Pages in the result list (default 10). */
  readonly limit?: number;
  /** Sections shown under each page (default 3). */
  readonly hitsPerPage?: number;
  /** Only pages of this product section (a key of the manifest's `areas`); all when absent. */
  readonly area?: string;
}

export interface SuggestOptions {
  /** Suggestions returned (default 5). */
  readonly limit?: number;
}

/** [start, end) of a highlighted word in a string. */
export type Range = readonly [number, number];

export interface SearchHit {
  /** `page#anchor`, or the page URL for its top. */
  readonly url: string;
  readonly anchor: string;
  /** Section heading; the page title for the page top. */
  readonly heading: string;
  readonly headingRanges: readonly Range[];
  readonly snippet: string;
  readonly snippetRanges: readonly Range[];
}

export interface PageResult {
  readonly url: string;
  readonly title: string;
  readonly titleRanges: readonly Range[];
  readonly crumbs: string;
  readonly hits: readonly SearchHit[];
}

export interface SearchResponse {
  readonly pages: readonly PageResult[];
  /** Sections that matched, before grouping and cutting. */
  readonly total: number;
}

export const MATCH_WEIGHT = {exact: 1, prefix: 0.7, typo: 0.5} as const;
const MIN_TYPO_LENGTH = 5;
const MAX_PREFIX_TERMS = 12;
const MAX_TYPO_TERMS = 8;
const SNIPPET_CHARS = 180;

interface VocabEntry {
  readonly term: string;
  readonly form: string;
  readonly df: number;
  readonly shard: number;
}

interface Vocab {
  readonly entries: readonly VocabEntry[];
  readonly byTerm: ReadonlyMap<string, VocabEntry>;
}

interface Candidate {
  readonly entry: VocabEntry;
  readonly weight: number;
}

interface QueryWord {
  readonly word: string;
  readonly candidates: readonly Candidate[];
}

interface Scored {
  readonly id: number;
  readonly matched: number;
  readonly score: number;
}

export class SearchEngine {
  private manifest: Promise<Manifest> | null = null;
  private readonly vocab = new Map<string, Promise<Vocab | null>>();
  private readonly postings = new Map<number, Promise<PostingsShard>>();
  private readonly docs = new Map<number, Promise<DocShard>>();
  private pageStarts: number[] = [];
  private docStarts: number[] = [];

  constructor(private readonly load: Loader) {}

  /** Loads the manifest (the only file the first open needs). */
  ready(): Promise<Manifest> {
    this.manifest ??= this.load(MANIFEST_FILE).then((m) => {
      const manifest = m as Manifest;
      // A worker cached from an older build must not misread a newer index.
      if (manifest.v !== INDEX_VERSION) throw new Error(`Search index version ${String(manifest.v)}, expected ${INDEX_VERSION}.`);
      this.pageStarts = deltaDecode(manifest.pageStarts);
      this.docStarts = deltaDecode(manifest.docStarts);
      return manifest;
    });
    // A failed load is not remembered: the next query tries again.
    this.manifest.catch(() => {
      this.manifest = null;
    });
    return this.manifest;
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchResponse> {
    const limit = options.limit ?? 10;
    const hitsPerPage = options.hitsPerPage ?? 3;
    const words = await this.queryWords(query);
    if (words.length === 0) return {pages: [], total: 0};
    const scored = await this.score(words);
    const highlight = highlightSet(words);

    // Group by page on section ids alone, so only the shown pages' text is downloaded.
    const chosen = new Map<number, number[]>();
    for (const {id} of scored) {
      const page = upperBound(this.pageStarts, id) - 1;
      let ids = chosen.get(page);
      if (!ids) {
        if (chosen.size >= limit) continue;
        chosen.set(page, (ids = []));
      }
      if (ids.length < hitsPerPage) ids.push(id);
    }
    const sections = new Map<number, Awaited<ReturnType<SearchEngine['section']>>>();
    await Promise.all([...chosen.values()].flat().map(async (id) => sections.set(id, await this.section(id))));

    const pages = new Map<string, {title: string; crumbs: string; hits: SearchHit[]}>();
    for (const ids of chosen.values()) {
      for (const id of ids) {
        const section = sections.get(id);
        if (!section) continue;
        const [page, anchor, heading, text] = section;
        let group = pages.get(page.u);
        if (!group) pages.set(page.u, (group = {title: page.t, crumbs: page.c, hits: []}));
        const shownHeading = heading || page.t;
        const snippet = makeSnippet(text, highlight);
        group.hits.push({
          // Percent-encoded like the theme's own links (heading ids are Cyrillic here).
          url: anchor ? `${page.u}#${encodeURIComponent(anchor)}` : page.u,
          anchor,
          heading: shownHeading,
          headingRanges: highlightRanges(shownHeading, highlight),
          snippet: snippet.text,
          snippetRanges: snippet.ranges,
        });
      }
    }
    return {
      pages: [...pages.entries()].map(([url, g]) => ({url, title: g.title, titleRanges: highlightRanges(g.title, highlight), crumbs: g.crumbs, hits: g.hits})),
      total: scored.length,
    };
  }

  /**
   * Completions of the word being typed, as whole queries ("проверка колл" →
   * "проверка коллизий"), most frequent first; with other words in the
   * query, only completions that occur together with them.
   */
  async suggest(fullQuery: string, options: SuggestOptions = {}): Promise<string[]> {
    const limit = options.limit ?? 5;
    const query = fullQuery.slice(0, siteConfig.search.maxQueryChars);
    if (/\s$/.test(query) || !query.trim()) return [];
    const tokens = tokenize(query, {parts: false});
    const last = tokens[tokens.length - 1];
    if (!last) return [];
    const vocab = await this.vocabFor(last.word);
    if (!vocab) return [];
    const prefix = query.slice(0, last.start);
    const completions = prefixEntries(vocab, last.word).filter((e) => displayOf(e) !== last.word);
    completions.sort((a, b) => b.df - a.df);

    const others = (await this.queryWords(query.slice(0, last.start) + ' ')).filter((w) => w.candidates.length > 0);
    const out: string[] = [];
    const seen = new Set<string>();
    // Sections that hold every other word of the query: a completion must occur in one of them.
    const together = others.length > 0 ? await this.sectionsWithAll(others) : null;
    for (const entry of completions) {
      if (out.length >= limit) break;
      const display = displayOf(entry);
      if (seen.has(display)) continue;
      if (together) {
        const ids = await this.postingsOf(entry);
        if (!ids.some(([id]) => together?.has(id))) continue;
      }
      seen.add(display);
      out.push(`${prefix}${display}`);
    }
    return out;
  }

  private async sectionsWithAll(words: readonly QueryWord[]): Promise<Set<number>> {
    const sets: Array<Set<number>> = [];
    for (const word of words) {
      const ids = new Set<number>();
      for (const c of word.candidates) for (const [id] of await this.postingsOf(c.entry)) ids.add(id);
      sets.push(ids);
    }
    return sets.reduce((common, ids) => new Set([...common].filter((id) => ids.has(id))));
  }

  private async queryWords(fullQuery: string): Promise<QueryWord[]> {
    await this.ready();
    // Bounded work per message, whatever arrives: the box stops at the same length.
    const query = fullQuery.slice(0, siteConfig.search.maxQueryChars);
    const typing = !/\s$/.test(query);
    const tokens = tokenize(query, {parts: false}).slice(0, siteConfig.search.maxQueryWords);
    const meaningful = tokens.filter((t) => !STOP_WORDS.has(t.word));
    const words = meaningful.length > 0 ? meaningful : tokens;
    const seen = new Set<string>();
    const out: QueryWord[] = [];
    for (const [i, token] of words.entries()) {
      if (seen.has(token.word)) continue;
      seen.add(token.word);
      const isLast = typing && i === words.length - 1 && token.end === query.trimEnd().length;
      out.push({word: token.word, candidates: await this.candidates(token.word, isLast)});
    }
    return out;
  }

  private async candidates(word: string, typing: boolean): Promise<Candidate[]> {
    const vocab = await this.vocabFor(word);
    if (!vocab) return [];
    const stemmed = stem(word);
    const byTerm = new Map<string, Candidate>();
    const offer = (entry: VocabEntry | undefined, weight: number): void => {
      if (!entry) return;
      const had = byTerm.get(entry.term);
      if (!had || had.weight < weight) byTerm.set(entry.term, {entry, weight});
    };
    offer(vocab.byTerm.get(stemmed), MATCH_WEIGHT.exact);
    offer(vocab.byTerm.get(word), MATCH_WEIGHT.exact);
    if (typing) {
      const prefixed = prefixEntries(vocab, word).sort((a, b) => b.df - a.df).slice(0, MAX_PREFIX_TERMS);
      for (const entry of prefixed) offer(entry, MATCH_WEIGHT.prefix);
    }
    if ([...word].length >= MIN_TYPO_LENGTH) {
      const near = vocab.entries
        .filter((e) => !byTerm.has(e.term) && (withinOneEdit(stemmed, e.term) || withinOneEdit(word, e.form || e.term)))
        .sort((a, b) => b.df - a.df)
        .slice(0, MAX_TYPO_TERMS);
      for (const entry of near) offer(entry, MATCH_WEIGHT.typo);
    }
    return [...byTerm.values()];
  }

  private async score(words: readonly QueryWord[]): Promise<Scored[]> {
    const perWord: Array<Map<number, number>> = [];
    for (const word of words) {
      const best = new Map<number, number>();
      for (const {entry, weight} of word.candidates) {
        for (const [id, impact] of await this.postingsOf(entry)) {
          const value = impact * weight;
          if (value > (best.get(id) ?? 0)) best.set(id, value);
        }
      }
      perWord.push(best);
    }
    const totals = new Map<number, {matched: number; score: number}>();
    for (const best of perWord) {
      for (const [id, value] of best) {
        const t = totals.get(id);
        if (t) {
          t.matched++;
          t.score += value;
        } else totals.set(id, {matched: 1, score: value});
      }
    }
    return [...totals.entries()]
      .map(([id, t]) => ({id, ...t}))
      .sort((a, b) => b.matched - a.matched || b.score - a.score || a.id - b.id);
  }

  private vocabFor(word: string): Promise<Vocab | null> {
    const key = vocabKey(normalise(word));
    let hit = this.vocab.get(key);
    if (!hit) {
      hit = this.ready().then(async (manifest) => {
        if (!manifest.vocab.includes(key)) return null;
        const shard = (await this.load(vocabFile(key, manifest.hash))) as VocabShard;
        const files = deltaDecode(shard.p);
        const entries = shard.t.map((term, i) => ({term, form: shard.f[i] ?? '', df: shard.d[i] ?? 0, shard: files[i] ?? 0}));
        return {entries, byTerm: new Map(entries.map((e) => [e.term, e]))};
      });
      this.vocab.set(key, hit);
      hit.catch(() => this.vocab.delete(key));
    }
    return hit;
  }

  private async postingsOf(entry: VocabEntry): Promise<Array<[number, number]>> {
    const shard = await this.postingsShard(entry.shard);
    const flat = shard[entry.term] ?? [];
    const out: Array<[number, number]> = [];
    let id = 0;
    for (let i = 0; i + 1 < flat.length; i += 2) {
      id += flat[i] ?? 0;
      out.push([id, flat[i + 1] ?? 0]);
    }
    return out;
  }

  private postingsShard(n: number): Promise<PostingsShard> {
    let hit = this.postings.get(n);
    if (!hit) {
      hit = this.ready().then(async (m) => (await this.load(postingsFile(n, m.hash))) as PostingsShard);
      this.postings.set(n, hit);
      hit.catch(() => this.postings.delete(n));
    }
    return hit;
  }

  private async section(id: number): Promise<[DocShard['pages'][number], string, string, string] | null> {
    const manifest = await this.ready();
    const n = upperBound(this.docStarts, upperBound(this.pageStarts, id) - 1) - 1;
    if (n < 0) return null;
    let hit = this.docs.get(n);
    if (!hit) {
      hit = this.load(docFile(n, manifest.hash)) as Promise<DocShard>;
      this.docs.set(n, hit);
      hit.catch(() => this.docs.delete(n));
    }
    const shard = await hit;
    const section = shard.s[id - (this.pageStarts[this.docStarts[n] ?? 0] ?? 0)];
    const page = section ? shard.pages[section[0]] : undefined;
    return section && page ? [page, section[1], section[2], section[3]] : null;
  }
}

function displayOf(entry: VocabEntry): string {
  return entry.form || entry.term;
}

/** Entries whose term or written form starts with the typed word; binary search on the sorted terms. */
function prefixEntries(vocab: Vocab, word: string): VocabEntry[] {
  const stemmed = stem(word);
  const starts = [...new Set([word, stemmed])];
  const out = new Map<string, VocabEntry>();
  for (const start of starts) {
    let lo = lowerBound(vocab.entries, start);
    while (lo < vocab.entries.length && (vocab.entries[lo]?.term ?? '').startsWith(start)) {
      const e = vocab.entries[lo];
      if (e && e.term !== stemmed) out.set(e.term, e);
      lo++;
    }
  }
  // A word typed past its stem ("коллизи") still completes through the written forms.
  if (out.size === 0 && word.length > stemmed.length) {
    for (const e of vocab.entries) if (e.form.startsWith(word) && e.term !== stemmed) out.set(e.term, e);
  }
  return [...out.values()];
}

function lowerBound(entries: readonly VocabEntry[], term: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((entries[mid]?.term ?? '') < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(values: readonly number[], x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] ?? 0) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Damerau–Levenshtein distance ≤ 1 (one insertion, deletion, substitution or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

interface Highlight {
  readonly terms: ReadonlySet<string>;
  /** Words typed so far: a word starting with one is highlighted. */
  readonly prefixes: readonly string[];
}

function highlightSet(words: readonly QueryWord[]): Highlight {
  const terms = new Set<string>();
  const prefixes: string[] = [];
  for (const w of words) {
    for (const c of w.candidates) terms.add(c.entry.term);
    if (w.candidates.some((c) => c.weight === MATCH_WEIGHT.prefix)) prefixes.push(w.word);
  }
  return {terms, prefixes};
}

function isHighlighted(word: string, h: Highlight): boolean {
  return h.terms.has(stem(word)) || h.prefixes.some((p) => word.startsWith(p));
}

export function highlightRanges(text: string, h: Highlight): Range[] {
  const ranges: Range[] = [];
  for (const token of tokenize(text)) {
    if (!isHighlighted(token.word, h)) continue;
    const last = ranges[ranges.length - 1];
    if (last && token.start < last[1]) continue; // parts of a compound already marked
    ranges.push([token.start, token.end]);
  }
  return ranges;
}

/** A window of the section text around its first highlighted word. */
export function makeSnippet(text: string, h: Highlight): {text: string; ranges: Range[]} {
  const all = highlightRanges(text, h);
  const first = all[0];
  let start = 0;
  if (first && first[0] > SNIPPET_CHARS / 3) {
    start = first[0] - Math.floor(SNIPPET_CHARS / 4);
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first[0]) start = space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + SNIPPET_CHARS / 2) end = space;
  }
  const lead = start > 0 ? '…' : '';
  const tail = end < text.length ? '…' : '';
  const ranges = all
    .filter(([s, e]) => s >= start && e <= end)
    .map(([s, e]): Range => [s - start + lead.length, e - start + lead.length]);
  return {text: `${lead}${text.slice(start, end)}${tail}`, ranges};
}
