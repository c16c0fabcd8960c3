/**
 * Answers queries over the sharded index (format.ts): results grouped by page
 * with snippets, the other keyboard layout's reading, "did you mean", and
 * suggestions. Runs in the search worker; in Node for the tests, the bench and
 * the MCP server. The engine is split by job: `indexStore.ts` loads only the
 * shards a query needs, through the loader it is given, and keeps them;
 * `queryWords.ts` reads a query into index terms (`vocabulary.ts`: the kinds of
 * match and their weights); `scoring.ts` orders the matching sections;
 * `snippet.ts` highlights; `text.ts`, `layout.ts` and `editDistance.ts` are the
 * words, the other layout and typos.
 */
import {siteConfig} from '../../../../site.config';
import {editDistance} from './editDistance';
import {IndexStore, upperBound, type Loader} from './indexStore';
import {switchLayout} from './layout';
import {readQuery} from './queryWords';
import {score, type Scored} from './scoring';
import {highlightRanges, highlightSet, makeSnippet, type Range} from './snippet';
import {STOP_WORDS, stem, tokenize} from './text';
import {displayOf, prefixEntries, type QueryWord, type VocabEntry} from './vocabulary';
import type {Manifest} from './format';

export type {Loader} from './indexStore';
export type {Range} from './snippet';
export {highlightRanges, makeSnippet} from './snippet';
export {MATCH_WEIGHT} from './vocabulary';

export interface SearchOptions {
  /** Pages in the result list (default 10). */
  readonly limit?: number;
  /** Sections shown under each page (default 3). */
  readonly hitsPerPage?: number;
  /** Only pages of this product section (a key of the manifest's `areas`); all when absent. */
  readonly area?: string;
  /**
   * The release being read (src/features/versions): pages of versioned sections only of this
   * release, the current one when absent; pages of every release always.
   */
  readonly release?: string;
  /** Pages of every release, each marked with its own (`SearchPage.release`). */
  readonly allReleases?: boolean;
  /**
   * `wait` (default): snippets come with the results. `loaded`: results at once with the
   * snippets whose text is already here; `snippetsPending` says some are missing, and the
   * same query asked with `wait` brings them (the first results need fewer files).
   */
  readonly snippets?: 'wait' | 'loaded';
  /**
   * With `wait`: the snippets of only this many leading pages are waited for (the pages the reader
   * sees); the others come with their text if it is here already. All pages when absent.
   */
  readonly snippetPages?: number;
}

export interface SuggestOptions {
  /** Suggestions returned (default 5). */
  readonly limit?: number;
}

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
  /** Some of this page's snippets are missing because their text is still loading. */
  readonly snippetsPending?: boolean;
}

export interface SearchResponse {
  readonly pages: readonly PageResult[];
  /** Sections that matched, before grouping and cutting. */
  readonly total: number;
  /** The query as read on the other keyboard layout, when that reading was searched instead. */
  readonly reading?: string;
  /** With no results: a query of the index's own words near the one typed. */
  readonly didYouMean?: string;
  /** Some snippets are missing because their text is still loading (option `snippets: 'loaded'`). */
  readonly snippetsPending?: boolean;
}

/** Fewer pages than this and the query is also read on the other keyboard layout. */
const FEW_PAGES = 3;

interface Ranked {
  readonly words: readonly QueryWord[];
  readonly scored: readonly Scored[];
  /** Pages among the scored sections. */
  readonly pageCount: number;
}

export class SearchEngine {
  private readonly store: IndexStore;

  constructor(load: Loader) {
    this.store = new IndexStore(load);
  }

  /** Loads the manifest (the only file the first open needs). */
  ready(): Promise<Manifest> {
    return this.store.ready();
  }

  /** The areas (product sections) pages can be filtered by, in the order of the site. */
  async areas(): Promise<Manifest['areas']> {
    return (await this.ready()).areas;
  }

  /**
   * Results of a query. When the query as typed finds fewer than three pages,
   * its reading on the other keyboard layout is tried too and wins if it finds
   * more (`reading` says so). When nothing is found, `didYouMean` offers the
   * nearest words of the index.
   */
  async search(query: string, options: SearchOptions = {}): Promise<SearchResponse> {
    let ranked = await this.rank(query, options);
    let reading: string | undefined;
    // Only a query with a word the index does not know at all can be a layout slip
    // ("СП 54.13330" finds little but means what it says).
    if (ranked.pageCount < FEW_PAGES && ranked.words.some((w) => w.candidates.length === 0)) {
      const switched = switchLayout(query);
      const other = switched ? await this.rank(switched, options) : null;
      const best = other?.scored[0];
      if (
        switched &&
        other &&
        best &&
        other.pageCount > ranked.pageCount &&
        best.fuzzy === 0 &&
        best.matched === other.words.length
      ) {
        ranked = other;
        reading = switched.trim();
      }
    }
    const response = await this.present(ranked, options);
    if (reading) return {...response, reading};
    if (response.pages.length === 0 && query.trim()) {
      const guess = await this.didYouMean(query, options);
      if (guess) return {...response, didYouMean: guess};
    }
    return response;
  }

  private async rank(query: string, options: SearchOptions): Promise<Ranked> {
    const words = await readQuery(this.store, query);
    if (words.length === 0) return {words, scored: [], pageCount: 0};
    let scored = await score(this.store, words);
    if (options.area !== undefined) {
      const manifest = await this.ready();
      const area = manifest.areas.findIndex((a) => a.key === options.area);
      const pageAreas = this.store.pageAreas;
      scored = scored.filter(({id}) => pageAreas[upperBound(this.store.pageStarts, id) - 1] === area);
    }
    if (!options.allReleases) {
      const manifest = await this.ready();
      if (manifest.releases.length > 0) {
        const wanted = Math.max(0, manifest.releases.indexOf(options.release ?? manifest.releases[0] ?? ''));
        const pageReleases = this.store.pageReleases;
        scored = scored.filter(({id}) => {
          const release = pageReleases[upperBound(this.store.pageStarts, id) - 1] ?? -1;
          return release === -1 || release === wanted;
        });
      }
    }
    const pages = new Set(scored.map(({id}) => upperBound(this.store.pageStarts, id)));
    return {words, scored, pageCount: pages.size};
  }

  private async present({words, scored}: Ranked, options: SearchOptions): Promise<SearchResponse> {
    const limit = options.limit ?? 10;
    const hitsPerPage = options.hitsPerPage ?? 3;
    if (words.length === 0) return {pages: [], total: 0};
    const highlight = highlightSet(words);

    // Group by page on section ids alone, so only the shown pages' text is downloaded.
    const chosen = new Map<number, number[]>();
    for (const {id} of scored) {
      const page = upperBound(this.store.pageStarts, id) - 1;
      let ids = chosen.get(page);
      if (!ids) {
        if (chosen.size >= limit) continue;
        chosen.set(page, (ids = []));
      }
      if (ids.length < hitsPerPage) ids.push(id);
    }
    const ids = [...chosen.values()].flat();
    const sections = new Map<number, Awaited<ReturnType<IndexStore['head']>>>();
    const texts = new Map<number, string>();
    // The text of the pages the reader sees is waited for; the rest comes only if it is here already.
    const waitPages = options.snippets === 'loaded' ? 0 : (options.snippetPages ?? limit);
    const waitFor = new Set([...chosen.values()].slice(0, waitPages).flat());
    await Promise.all([
      ...ids.map(async (id) => sections.set(id, await this.store.head(id))),
      ...ids.map(async (id) => {
        const text = waitFor.has(id) ? await this.store.text(id) : this.store.loadedText(id);
        if (text !== undefined) texts.set(id, text);
      }),
    ]);

    let snippetsPending = false;
    const pages = new Map<string, {title: string; crumbs: string; hits: SearchHit[]; pending: boolean}>();
    for (const ids of chosen.values()) {
      for (const id of ids) {
        const section = sections.get(id);
        if (!section) continue;
        const [page, anchor, heading] = section;
        const text = texts.get(id) ?? '';
        let group = pages.get(page.u);
        if (!group) pages.set(page.u, (group = {title: page.t, crumbs: page.c, hits: [], pending: false}));
        if (!texts.has(id)) {
          group.pending = true;
          snippetsPending = true;
        }
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
      pages: [...pages.entries()].map(([url, g]) => ({
        url,
        title: g.title,
        titleRanges: highlightRanges(g.title, highlight),
        crumbs: g.crumbs,
        hits: g.hits,
        ...(g.pending ? {snippetsPending: true} : {}),
      })),
      total: scored.length,
      ...(snippetsPending ? {snippetsPending} : {}),
    };
  }

  /**
   * A query of the index's own words near the one typed, that finds pages:
   * each word the index lacks is replaced by its nearest term (two edits for
   * words of five letters or more, one for shorter ones; the more frequent
   * term among equally near ones), or by its reading on the other layout
   * when the index has that word.
   */
  private async didYouMean(query: string, options: SearchOptions): Promise<string | undefined> {
    const tokens = tokenize(query.slice(0, siteConfig.search.maxQueryChars), {parts: false}).slice(
      0,
      siteConfig.search.maxQueryWords,
    );
    let out = '';
    let at = 0;
    let changed = false;
    for (const token of tokens) {
      out += query.slice(at, token.start);
      at = token.end;
      const vocab = await this.store.vocabFor(token.word);
      const stemmed = stem(token.word);
      if (STOP_WORDS.has(token.word) || vocab?.byTerm.has(stemmed) || vocab?.byTerm.has(token.word)) {
        out += query.slice(token.start, token.end);
        continue;
      }
      const switched = switchLayout(token.word);
      const switchedVocab = switched ? await this.store.vocabFor(switched) : null;
      if (switched && switchedVocab?.byTerm.has(stem(switched))) {
        out += switched;
        changed = true;
        continue;
      }
      const max = [...token.word].length >= 5 ? 2 : [...token.word].length >= 3 ? 1 : 0;
      let best: VocabEntry | null = null;
      let bestDistance = max + 1;
      for (const entry of max > 0 && vocab ? vocab.entries : []) {
        const d = Math.min(editDistance(token.word, displayOf(entry), max), editDistance(stemmed, entry.term, max));
        if (d < bestDistance || (d === bestDistance && best && entry.df > best.df)) {
          best = entry;
          bestDistance = d;
        }
      }
      if (!best || bestDistance > max) return undefined;
      out += displayOf(best);
      changed = true;
    }
    out += query.slice(at);
    const guess = out.trim();
    if (!changed || !guess) return undefined;
    return (await this.rank(`${guess} `, options)).pageCount > 0 ? guess : undefined;
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
    const vocab = await this.store.vocabFor(last.word);
    if (!vocab) return [];
    const prefix = query.slice(0, last.start);
    const completions = prefixEntries(vocab, last.word).filter((e) => displayOf(e) !== last.word);
    completions.sort((a, b) => b.df - a.df);

    const others = (await readQuery(this.store, query.slice(0, last.start) + ' ')).filter(
      (w) => w.candidates.length > 0,
    );
    const out: string[] = [];
    const seen = new Set<string>();
    // Sections that hold every other word of the query: a completion must occur in one of them.
    const together = others.length > 0 ? await this.sectionsWithAll(others) : null;
    for (const entry of completions) {
      if (out.length >= limit) break;
      const display = displayOf(entry);
      if (seen.has(display)) continue;
      if (together) {
        const ids = await this.store.postingsOf(entry);
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
      for (const c of word.candidates) for (const [id] of await this.store.postingsOf(c.entry)) ids.add(id);
      sets.push(ids);
    }
    return sets.reduce((common, ids) => new Set([...common].filter((id) => ids.has(id))));
  }
}
