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
  decodeImpact,
  docFile,
  headFile,
  postingsFile,
  runLengthDecode,
  vocabFile,
  vocabKey,
  type DocShard,
  type HeadShard,
  type Manifest,
  type PostingsShard,
  type VocabShard,
} from './format';
import {siteConfig} from '../../../../site.config';
import {allowedTypos, editDistance} from './editDistance';
import {switchLayout} from './layout';
import {STOP_WORDS, normalise, stem, tokenize} from './text';

export type Loader = (file: string) => Promise<unknown>;

export interface SearchOptions {
  /** Pages in the result list (default 10). */
  readonly limit?: number;
  /** Sections shown under each page (default 3). */
  readonly hitsPerPage?: number;
  /** Only pages of this product section (a key of the manifest's `areas`); all when absent. */
  readonly area?: string;
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

/** Exact and stemmed matches count fully, a synonym nearly so; a typo of one edit half, of two a third. */
export const MATCH_WEIGHT = {exact: 1, synonym: 0.9, prefix: 0.7, typo: 0.5, typo2: 0.35} as const;
/** Fewer pages than this and the query is also read on the other keyboard layout. */
const FEW_PAGES = 3;
const MAX_PREFIX_TERMS = 12;
const MAX_TYPO_TERMS = 8;
const SNIPPET_CHARS = 180;

interface VocabEntry {
  readonly term: string;
  readonly form: string;
  readonly df: number;
  /** Postings shard, -1 when the postings came with the vocabulary (`inline`). */
  readonly shard: number;
  readonly inline?: readonly number[];
}

interface Vocab {
  readonly entries: readonly VocabEntry[];
  readonly byTerm: ReadonlyMap<string, VocabEntry>;
  /** Synonyms of other letters that came with this letter's file (null: no page uses it). */
  readonly foreign: ReadonlyMap<string, VocabEntry | null>;
}

interface Candidate {
  readonly entry: VocabEntry;
  readonly weight: number;
}

const isTypo = (c: Candidate): boolean => c.weight <= MATCH_WEIGHT.typo;

interface QueryWord {
  readonly word: string;
  readonly candidates: readonly Candidate[];
}

interface Scored {
  readonly id: number;
  readonly matched: number;
  /** Query words this section matches only through a typo: it ranks below exact matches. */
  readonly fuzzy: number;
  /** How much the query is this section's own title or heading (`wholeness`). */
  readonly whole: number;
  readonly score: number;
}

/** A title or heading counts as typed in full when the query's words cover this share of it (rounding aside). */
const FULL_COVER = 0.99;

interface Ranked {
  readonly words: readonly QueryWord[];
  readonly scored: readonly Scored[];
  /** Pages among the scored sections. */
  readonly pageCount: number;
}

export class SearchEngine {
  private manifest: Promise<Manifest> | null = null;
  private readonly vocab = new Map<string, Promise<Vocab | null>>();
  private readonly postings = new Map<number, Promise<PostingsShard>>();
  private readonly heads = new Map<number, Promise<HeadShard>>();
  private readonly docs = new Map<number, Promise<DocShard>>();
  private readonly docsLoaded = new Map<number, DocShard>();
  private pageStarts: number[] = [];
  private pageAreas: number[] = [];
  private synonymsOf = new Map<string, readonly string[]>();
  private docStarts: number[] = [];
  private headStarts: number[] = [];

  constructor(private readonly load: Loader) {}

  /** Loads the manifest (the only file the first open needs). */
  ready(): Promise<Manifest> {
    this.manifest ??= this.load(MANIFEST_FILE).then((m) => {
      const manifest = m as Manifest;
      // A worker cached from an older build must not misread a newer index.
      if (manifest.v !== INDEX_VERSION)
        throw new Error(`Search index version ${String(manifest.v)}, expected ${INDEX_VERSION}.`);
      this.pageStarts = deltaDecode(manifest.pageStarts);
      this.docStarts = deltaDecode(manifest.docStarts);
      this.headStarts = deltaDecode(manifest.headStarts);
      this.pageAreas = runLengthDecode(manifest.pageAreas);
      this.synonymsOf = new Map(
        manifest.synonyms.flatMap((group) =>
          group.map((term): [string, readonly string[]] => [term, group.filter((t) => t !== term)]),
        ),
      );
      return manifest;
    });
    // A failed load is not remembered: the next query tries again.
    this.manifest.catch(() => {
      this.manifest = null;
    });
    return this.manifest;
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
    const words = await this.queryWords(query);
    if (words.length === 0) return {words, scored: [], pageCount: 0};
    let scored = await this.score(words);
    if (options.area !== undefined) {
      const manifest = await this.ready();
      const area = manifest.areas.findIndex((a) => a.key === options.area);
      const pageAreas = this.pageAreas;
      scored = scored.filter(({id}) => pageAreas[upperBound(this.pageStarts, id) - 1] === area);
    }
    const pages = new Set(scored.map(({id}) => upperBound(this.pageStarts, id)));
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
      const page = upperBound(this.pageStarts, id) - 1;
      let ids = chosen.get(page);
      if (!ids) {
        if (chosen.size >= limit) continue;
        chosen.set(page, (ids = []));
      }
      if (ids.length < hitsPerPage) ids.push(id);
    }
    const ids = [...chosen.values()].flat();
    const sections = new Map<number, Awaited<ReturnType<SearchEngine['head']>>>();
    const texts = new Map<number, string>();
    // The text of the pages the reader sees is waited for; the rest comes only if it is here already.
    const waitPages = options.snippets === 'loaded' ? 0 : (options.snippetPages ?? limit);
    const waitFor = new Set([...chosen.values()].slice(0, waitPages).flat());
    await Promise.all([
      ...ids.map(async (id) => sections.set(id, await this.head(id))),
      ...ids.map(async (id) => {
        const text = waitFor.has(id) ? await this.text(id) : this.loadedText(id);
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
      const vocab = await this.vocabFor(token.word);
      const stemmed = stem(token.word);
      if (STOP_WORDS.has(token.word) || vocab?.byTerm.has(stemmed) || vocab?.byTerm.has(token.word)) {
        out += query.slice(token.start, token.end);
        continue;
      }
      const switched = switchLayout(token.word);
      const switchedVocab = switched ? await this.vocabFor(switched) : null;
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
    // The vocabulary files of every word, requested together (synonyms of other letters come inside them).
    // A failure fails the query (the engine forgets the file; the next query asks again).
    await Promise.all(words.map((t) => this.vocabFor(t.word)));
    const seen = new Set<string>();
    const out: QueryWord[] = [];
    for (const [i, token] of words.entries()) {
      if (seen.has(token.word)) continue;
      seen.add(token.word);
      const isLast = typing && i === words.length - 1 && token.end === query.trimEnd().length;
      const candidates = await this.candidates(token.word, isLast);
      if (candidates.length > 0) {
        out.push({word: token.word, candidates});
        continue;
      }
      // A compound the pages never write whole ("SceneManager.loadModel", "IfcWall_Slab"): its
      // names between separators, or its camel-case words when it has no separator.
      const raw = query.slice(token.start, token.end);
      const named = raw.split(/[$_.'’-]+/).filter(Boolean);
      const parts = (named.length > 1 ? named.map((word) => ({word: normalise(word)})) : tokenize(raw)).filter(
        (t) => t.word !== token.word && !STOP_WORDS.has(t.word),
      );
      if (parts.length === 0) out.push({word: token.word, candidates});
      for (const part of parts) {
        if (seen.has(part.word)) continue;
        seen.add(part.word);
        out.push({word: part.word, candidates: await this.candidates(part.word, false)});
      }
    }
    return out;
  }

  private async candidates(word: string, typing: boolean): Promise<Candidate[]> {
    const stemmed = stem(word);
    const byTerm = new Map<string, Candidate>();
    const offer = (entry: VocabEntry | undefined, weight: number): void => {
      if (!entry) return;
      const had = byTerm.get(entry.term);
      if (!had || had.weight < weight) byTerm.set(entry.term, {entry, weight});
    };
    const vocab = await this.vocabFor(word);
    // The reader's word for the writer's: "спека" also finds "спецификация" (the synonym file).
    for (const term of this.synonymsOf.get(stemmed) ?? this.synonymsOf.get(word) ?? []) {
      const foreign = vocab?.foreign.get(term);
      offer(
        foreign !== undefined ? (foreign ?? undefined) : (await this.vocabFor(term))?.byTerm.get(term),
        MATCH_WEIGHT.synonym,
      );
    }
    if (!vocab) return [...byTerm.values()];
    offer(vocab.byTerm.get(stemmed), MATCH_WEIGHT.exact);
    offer(vocab.byTerm.get(word), MATCH_WEIGHT.exact);
    // An identifier typed up to its separator ("tcl_", "Viewer.") is the start of a name.
    if (typing || /[_.]$/.test(word)) {
      const prefixed = prefixEntries(vocab, word)
        .sort((a, b) => b.df - a.df)
        .slice(0, MAX_PREFIX_TERMS);
      for (const entry of prefixed) offer(entry, MATCH_WEIGHT.prefix);
    }
    const max = allowedTypos([...word].length);
    if (max > 0) {
      const near: Array<{entry: VocabEntry; distance: number}> = [];
      for (const entry of vocab.entries) {
        if (byTerm.has(entry.term)) continue;
        const distance = Math.min(
          editDistance(stemmed, entry.term, max),
          editDistance(word, entry.form || entry.term, max),
        );
        if (distance <= max) near.push({entry, distance});
      }
      near.sort((a, b) => a.distance - b.distance || b.entry.df - a.entry.df);
      for (const {entry, distance} of near.slice(0, MAX_TYPO_TERMS))
        offer(entry, distance === 1 ? MATCH_WEIGHT.typo : MATCH_WEIGHT.typo2);
    }
    return [...byTerm.values()];
  }

  private async score(words: readonly QueryWord[]): Promise<Scored[]> {
    // Every postings shard the words need, requested together rather than one after another.
    await Promise.all(
      [...new Set(words.flatMap((w) => w.candidates.filter((c) => c.entry.shard >= 0).map((c) => c.entry.shard)))].map(
        (n) => this.postingsShard(n),
      ),
    );
    type Best = {value: number; typo: boolean; share: number};
    const perWord: Array<Map<number, Best>> = [];
    for (const word of words) {
      const best = new Map<number, Best>();
      for (const candidate of word.candidates) {
        const typo = isTypo(candidate);
        for (const [id, impact, share] of await this.postingsOf(candidate.entry)) {
          const value = impact * candidate.weight;
          const had = best.get(id);
          if (!had) best.set(id, {value, typo, share});
          else
            best.set(id, {
              value: Math.max(had.value, value),
              typo: had.typo && typo,
              share: Math.max(had.share, share),
            });
        }
      }
      perWord.push(best);
    }
    const totals = new Map<number, {matched: number; fuzzy: number; cover: number; inTitle: number; score: number}>();
    for (const best of perWord) {
      for (const [id, {value, typo, share}] of best) {
        const t = totals.get(id);
        if (t) {
          t.matched++;
          t.fuzzy += typo ? 1 : 0;
          t.cover += share;
          t.inTitle += share > 0 ? 1 : 0;
          t.score += value;
        } else
          totals.set(id, {matched: 1, fuzzy: typo ? 1 : 0, cover: share, inTitle: share > 0 ? 1 : 0, score: value});
      }
    }
    return [...totals.entries()]
      .map(([id, {cover, inTitle, ...t}]) => ({id, ...t, whole: this.wholeness(id, words.length, inTitle, cover)}))
      .sort(
        (a, b) => b.matched - a.matched || a.fuzzy - b.fuzzy || b.whole - a.whole || b.score - a.score || a.id - b.id,
      );
  }

  /**
   * How much the query is this section's title: 3 when it is the page's whole title (every query
   * word in the title, every title word in the query), 2 when it is a whole heading of two words or
   * more (one-word headings are member names by the hundred in an API reference), 1 when every
   * query word is in the page's title; 0 otherwise. A typo never makes a title typed in full.
   */
  private wholeness(id: number, queryWords: number, inTitle: number, cover: number): number {
    if (inTitle < queryWords) return 0;
    const top = this.isPageTop(id);
    if (cover >= FULL_COVER) return top ? 3 : queryWords >= 2 ? 2 : 0;
    return top ? 1 : 0;
  }

  private isPageTop(id: number): boolean {
    return this.pageStarts[upperBound(this.pageStarts, id) - 1] === id;
  }

  private vocabFor(word: string): Promise<Vocab | null> {
    const key = vocabKey(normalise(word));
    let hit = this.vocab.get(key);
    if (!hit) {
      hit = this.ready().then(async (manifest) => {
        if (!manifest.vocab.includes(key)) return null;
        const shard = (await this.load(vocabFile(key, manifest.hash))) as VocabShard;
        const files = deltaDecode(shard.p);
        const inline = shard.i;
        const entries = shard.t.map((term, i): VocabEntry =>
          inline
            ? {term, form: shard.f[i] ?? '', df: shard.d[i] ?? 0, shard: -1, inline: inline[term] ?? []}
            : {term, form: shard.f[i] ?? '', df: shard.d[i] ?? 0, shard: files[i] ?? 0},
        );
        const foreign = Object.entries(shard.x ?? {}).map(([term, known]): [string, VocabEntry | null] => [
          term,
          known && {term, form: known[0], df: known[1], shard: -1, inline: known[2]},
        ]);
        return {entries, byTerm: new Map(entries.map((e) => [e.term, e])), foreign: new Map(foreign)};
      });
      this.vocab.set(key, hit);
      hit.catch(() => this.vocab.delete(key));
    }
    return hit;
  }

  /** [section id, impact, share of the section's title or heading the term is]. */
  private async postingsOf(entry: VocabEntry): Promise<Array<[number, number, number]>> {
    const flat = entry.inline ?? (await this.postingsShard(entry.shard))[entry.term] ?? [];
    const out: Array<[number, number, number]> = [];
    let id = 0;
    for (let i = 0; i + 1 < flat.length; i += 2) {
      id += flat[i] ?? 0;
      const {impact, share} = decodeImpact(flat[i + 1] ?? 0);
      out.push([id, impact, share]);
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

  /** The page and heading of a section: everything its result line shows but the snippet. */
  private async head(id: number): Promise<[HeadShard['pages'][number], string, string] | null> {
    const manifest = await this.ready();
    const page = upperBound(this.pageStarts, id) - 1;
    const n = upperBound(this.headStarts, page) - 1;
    if (n < 0) return null;
    let hit = this.heads.get(n);
    if (!hit) {
      hit = this.load(headFile(n, manifest.hash)) as Promise<HeadShard>;
      this.heads.set(n, hit);
      hit.catch(() => this.heads.delete(n));
    }
    const shard = await hit;
    const section = shard.s[id - (this.pageStarts[this.headStarts[n] ?? 0] ?? 0)];
    const pageEntry = section ? shard.pages[section[0]] : undefined;
    return section && pageEntry ? [pageEntry, section[1], section[2]] : null;
  }

  private textShardOf(id: number): number {
    return upperBound(this.docStarts, upperBound(this.pageStarts, id) - 1) - 1;
  }

  private textIn(shard: DocShard, n: number, id: number): string {
    return shard.s[id - (this.pageStarts[this.docStarts[n] ?? 0] ?? 0)] ?? '';
  }

  /** A section's text for its snippet, loading its shard if needed. */
  private async text(id: number): Promise<string> {
    const manifest = await this.ready();
    const n = this.textShardOf(id);
    if (n < 0) return '';
    let hit = this.docs.get(n);
    if (!hit) {
      hit = this.load(docFile(n, manifest.hash)) as Promise<DocShard>;
      this.docs.set(n, hit);
      hit.then(
        (shard) => this.docsLoaded.set(n, shard),
        () => this.docs.delete(n),
      );
    }
    return this.textIn(await hit, n, id);
  }

  /**
   * The text if its shard is here already, else undefined. Nothing starts loading: on a slow
   * network the files of the first results must not share the line with snippets' text.
   */
  private loadedText(id: number): string | undefined {
    const n = this.textShardOf(id);
    if (n < 0) return '';
    const shard = this.docsLoaded.get(n);
    return shard ? this.textIn(shard, n, id) : undefined;
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
