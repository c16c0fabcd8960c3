/**
 * Builds the sharded search index (format.ts) from the pages of one locale.
 *
 * Ranking is decided here, once: each (term, section) pair gets a BM25F
 * impact in which a word of the page title or of the section heading counts
 * more than a word of the body, and a title or heading match gets an extra
 * boost so it ranks above body matches. The worker only adds impacts up.
 */
import crypto from 'node:crypto';
import {
  INDEX_VERSION,
  MANIFEST_FILE,
  MAX_COVER_PARTS,
  deltaEncode,
  docFile,
  encodeImpact,
  headFile,
  runLengthEncode,
  postingsFile,
  vocabFile,
  vocabKey,
  type DocShard,
  type HeadSection,
  type HeadShard,
  type Manifest,
  type PostingsShard,
  type VocabShard,
} from '../shared/format';
import {STOP_WORDS, stem, tokenize} from '../shared/text';

export interface SourceSection {
  /** Heading id, '' for the part of the page above its first heading. */
  readonly anchor: string;
  /** Heading text, '' for the page top. */
  readonly heading: string;
  /** Prose, shown in snippets. */
  readonly text: string;
  /** Code blocks: searchable, never shown in snippets. */
  readonly code: string;
  /** Share of the text that is link text (0–1). A "See also" list of links is about other pages. */
  readonly linkShare?: number;
}

export interface SourcePage {
  readonly url: string;
  readonly title: string;
  readonly crumbs: string;
  /** The page top first (anchor ''), then one entry per h2/h3 section. */
  readonly sections: readonly SourceSection[];
  /**
   * Multiplies every score of the page's sections (default 1): a generated reference page, one of many
   * small pages about one operation, ranks below the guide that explains the task at the same match.
   */
  readonly weight?: number;
}

export interface BuiltIndex {
  readonly manifest: Manifest;
  /** Path relative to the locale's output folder → file content. */
  readonly files: ReadonlyMap<string, string>;
}

export const LIMITS = {
  /** A term keeps its best postings only: a word in thousands of sections tells little. */
  maxPostings: 1000,
  /** Target size of a postings shard, in JSON characters. */
  postingsShardChars: 12_000,
  /**
   * A first letter whose postings take at most this many JSON characters (about 20 KB gzip;
   * this site's largest letter takes 48,000) carries them in its vocabulary file, so a query
   * word costs one request.
   */
  inlinePostingsChars: 64_000,
  /** All pages' headings in one file up to this size (a few hundred pages)… */
  singleHeadChars: 160_000,
  /** …else in shards of this size, so a first query on a large site stays small. */
  headShardChars: 12_000,
  /**
   * Target size of a text shard, in JSON characters: a few pages, since the
   * snippets of the (up to 10) pages a query shows load these.
   */
  docShardChars: 8_000,
  /** Section text kept for snippets. */
  snippetTextChars: 1500,
} as const;

const WEIGHT = {titleOfTop: 8, titleOfSection: 2, heading: 5, body: 1, code: 0.5, linkList: 0.2} as const;
/** A section whose text is mostly links is a list of other pages ("See also"): its words count little. */
const LINK_LIST_SHARE = 0.6;
const BOOST = {title: 1, heading: 0.6} as const;
const BM25 = {k1: 1.2, b: 0.75} as const;

interface SectionTerms {
  readonly weights: Map<string, number>;
  readonly boosts: Map<string, number>;
  /** Words of the section's own title or heading: the denominator of their share of its words. */
  readonly cover: Map<string, number>;
  readonly length: number;
  /** The page's weight (SourcePage.weight). */
  readonly pageWeight: number;
}

export interface IndexOptions {
  /** Product sections by the first segment of a page's path (after the locale's). */
  readonly areas?: ReadonlyArray<{readonly key: string; readonly label: string}>;
  /** Synonym groups, as index terms (synonyms.ts). */
  readonly synonyms?: ReadonlyArray<readonly string[]>;
  /** The release a page belongs to (src/features/versions), undefined for a page of every release. */
  readonly releaseOf?: (url: string) => string | undefined;
  /** The current release: listed first, the one a search without a release reads. */
  readonly currentRelease?: string;
}

/** A page's search weight: that of the longest configured path prefix it starts with (without the locale), else 1. */
export function pageWeightOf(
  url: string,
  locale: string,
  weights: ReadonlyArray<{readonly prefix: string; readonly weight: number}> = [],
): number {
  const path = url.startsWith(`/${locale}/`) ? url.slice(locale.length + 1) : url;
  let best: {readonly prefix: string; readonly weight: number} | undefined;
  for (const entry of weights) {
    if (path.startsWith(entry.prefix) && (best === undefined || entry.prefix.length > best.prefix.length)) best = entry;
  }
  return best?.weight ?? 1;
}

/** Index of the area a page belongs to, by the first segment of its path; -1 for none. */
export function areaOf(url: string, locale: string, areas: IndexOptions['areas'] = []): number {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] === locale) segments.shift();
  return areas.findIndex((a) => a.key === segments[0]);
}

export function buildIndex(locale: string, pages: readonly SourcePage[], options: IndexOptions = {}): BuiltIndex {
  const sectionTerms: SectionTerms[] = [];
  const forms = new Map<string, Map<string, number>>();
  // Each page's release (src/features/versions). The scores' statistics and the kept postings are those
  // of the current release and the pages of every release, so an older release's copies of the pages
  // change nothing of how the current ones rank; each older release keeps its own best postings.
  const pageReleaseNames = pages.map((page) => options.releaseOf?.(page.url));
  const groupOf = (release: string | undefined): string =>
    release === undefined || release === options.currentRelease ? '' : release;
  const sectionGroups: string[] = [];

  const add = (into: SectionTerms, text: string, weight: number, boost: number): number => {
    let count = 0;
    for (const token of tokenize(text)) {
      if (STOP_WORDS.has(token.word)) continue;
      const term = stem(token.word);
      count++;
      into.weights.set(term, (into.weights.get(term) ?? 0) + weight);
      if (boost > (into.boosts.get(term) ?? 0)) into.boosts.set(term, boost);
      let termForms = forms.get(term);
      if (!termForms) forms.set(term, (termForms = new Map()));
      termForms.set(token.word, (termForms.get(token.word) ?? 0) + 1);
    }
    return count;
  };

  pages.forEach((page, pageIndex) => {
    page.sections.forEach((section, i) => {
      sectionGroups.push(groupOf(pageReleaseNames[pageIndex]));
      const isTop = i === 0;
      const linkList = (section.linkShare ?? 0) > LINK_LIST_SHARE;
      // The page top's own title is the page title; another section's is its heading (not a "See also" list's).
      const cover = coverShares(isTop ? page.title : linkList ? '' : section.heading);
      const entry = {
        weights: new Map<string, number>(),
        boosts: new Map<string, number>(),
        cover,
        length: 0,
        pageWeight: page.weight ?? 1,
      };
      add(entry, page.title, isTop ? WEIGHT.titleOfTop : WEIGHT.titleOfSection, isTop ? BOOST.title : 0);
      const length =
        add(entry, section.heading, linkList ? WEIGHT.body : WEIGHT.heading, linkList ? 0 : BOOST.heading) +
        add(entry, section.text, linkList ? WEIGHT.linkList : WEIGHT.body, 0) +
        add(entry, section.code, WEIGHT.code, 0);
      sectionTerms.push({...entry, length});
    });
  });

  const isPrimary = (id: number): boolean => sectionGroups[id] === '';
  const primaryTerms = sectionTerms.filter((_, id) => isPrimary(id));
  const sectionCount = primaryTerms.length || sectionTerms.length;
  const averageLength =
    (primaryTerms.length > 0 ? primaryTerms : sectionTerms).reduce((sum, s) => sum + s.length, 0) /
    Math.max(1, sectionCount);
  const postings = new Map<string, Array<[number, number]>>();
  sectionTerms.forEach((s, id) => {
    for (const [term, weight] of s.weights) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push([id, weight]);
    }
  });

  // Weighted term frequency → impact.
  const lengthOf = (id: number): number => sectionTerms[id]?.length ?? 0;
  const impacts = new Map<string, number[]>();
  for (const [term, list] of postings) {
    const df = list.filter(([id]) => isPrimary(id)).length || list.length;
    const idf = Math.log(1 + (sectionCount - df + 0.5) / (df + 0.5));
    const scored = list.map(([id, tf]): [number, number] => {
      const norm = tf + BM25.k1 * (1 - BM25.b + (BM25.b * lengthOf(id)) / Math.max(1, averageLength));
      const bm25 = (idf * tf * (BM25.k1 + 1)) / norm;
      const section = sectionTerms[id];
      const boost = section?.boosts.get(term) ?? 0;
      return [id, encodeImpact(bm25 * (1 + boost) * 10 * (section?.pageWeight ?? 1), section?.cover.get(term) ?? 0)];
    });
    const byGroup = new Map<string, Array<[number, number]>>();
    for (const posting of scored) {
      const group = sectionGroups[posting[0]] ?? '';
      const list = byGroup.get(group);
      if (list) list.push(posting);
      else byGroup.set(group, [posting]);
    }
    const kept = [...byGroup.values()].flatMap((group) =>
      group.length > LIMITS.maxPostings ? group.sort((a, b) => b[1] - a[1]).slice(0, LIMITS.maxPostings) : group,
    );
    kept.sort((a, b) => a[0] - b[0]);
    const flat: number[] = [];
    let previous = 0;
    for (const [id, impact] of kept) {
      flat.push(id - previous, impact);
      previous = id;
    }
    impacts.set(term, flat);
  }

  // Vocabulary shards by first character. A letter whose postings are small carries them
  // inline (one request per letter); a larger one points into postings shards of consecutive terms.
  const sortedTerms = [...postings.keys()].sort();
  const byKey = new Map<string, string[]>();
  for (const term of sortedTerms) {
    const key = vocabKey(term);
    let terms = byKey.get(key);
    if (!terms) byKey.set(key, (terms = []));
    terms.push(term);
  }
  const postingsChars = (term: string): number => term.length + 4 + (impacts.get(term) ?? []).join(',').length;
  type VocabDraft = {
    t: string[];
    f: string[];
    d: number[];
    p: number[];
    i?: Record<string, readonly number[]>;
    x?: Record<string, [string, number, readonly number[]] | null>;
  };
  const vocab = new Map<string, VocabDraft>();
  const postingShards: Array<Record<string, readonly number[]>> = [];
  for (const [key, terms] of byKey) {
    const shard: VocabDraft = {t: [], f: [], d: [], p: []};
    vocab.set(key, shard);
    const inline = terms.reduce((sum, term) => sum + postingsChars(term), 0) <= LIMITS.inlinePostingsChars;
    if (inline) shard.i = {};
    let current: Record<string, readonly number[]> = {};
    let currentChars = 0;
    for (const term of terms) {
      const flat = impacts.get(term) ?? [];
      shard.t.push(term);
      shard.f.push(displayForm(term, forms.get(term)));
      shard.d.push(postings.get(term)?.length ?? 0);
      if (shard.i) {
        shard.i[term] = flat;
        continue;
      }
      // A shard never spans two first characters: a query reads the shards of its own letters only.
      const chars = postingsChars(term);
      if (currentChars > 0 && currentChars + chars > LIMITS.postingsShardChars) {
        postingShards.push(current);
        current = {};
        currentChars = 0;
      }
      current[term] = flat;
      currentChars += chars;
      shard.p.push(postingShards.length);
    }
    if (currentChars > 0) postingShards.push(current);
  }

  // A letter's terms' synonyms of other letters travel with it, when both letters carry their postings.
  for (const group of options.synonyms ?? []) {
    for (const term of group) {
      const shard = vocab.get(vocabKey(term));
      // Also when no page uses the term itself: a reader's word ("clash") finds the writer's.
      if (!shard?.i) continue;
      for (const other of group) {
        const otherShard = vocab.get(vocabKey(other));
        if (other === term || otherShard === shard) continue;
        if (!postings.has(other)) {
          (shard.x ??= {})[other] = null;
          continue;
        }
        if (!otherShard?.i || !(other in otherShard.i)) continue;
        (shard.x ??= {})[other] = [
          displayForm(other, forms.get(other)),
          postings.get(other)?.length ?? 0,
          otherShard.i[other] ?? [],
        ];
      }
    }
  }

  // Heading shards (what a result line shows) and text shards (snippets), both of whole pages, consecutive ids.
  const heads = pages.map((page) => ({
    page: {u: page.url, t: page.title, c: page.crumbs},
    sections: page.sections.map((section): [string, string] => [section.anchor, section.heading]),
    texts: page.sections.map((section) => clip(section.text, LIMITS.snippetTextChars)),
  }));
  const headChars = heads.map(
    (h) =>
      h.page.u.length +
      h.page.t.length +
      h.page.c.length +
      24 +
      h.sections.reduce((sum, [a, t]) => sum + a.length + t.length + 12, 0),
  );
  const allHeadChars = headChars.reduce((sum, n) => sum + n, 0);
  // A few hundred pages' headings make one file; a larger site's come in small shards, so a first
  // query on 10,000 pages downloads only those of the pages it shows.
  const headTarget = allHeadChars <= LIMITS.singleHeadChars ? Infinity : LIMITS.headShardChars;
  const headShards: HeadShard[] = [];
  const headStarts: number[] = [];
  const docShards: DocShard[] = [];
  const docStarts: number[] = [];
  const pageStarts: number[] = [];
  let head: {pages: HeadShard['pages'][number][]; s: HeadSection[]; chars: number} = {pages: [], s: [], chars: 0};
  let doc: {s: string[]; chars: number} = {s: [], chars: 0};
  let nextId = 0;
  heads.forEach((h, pageNumber) => {
    const hChars = headChars[pageNumber] ?? 0;
    if (head.chars > 0 && head.chars + hChars > headTarget) {
      headShards.push({pages: head.pages, s: head.s});
      head = {pages: [], s: [], chars: 0};
    }
    if (head.pages.length === 0) headStarts.push(pageNumber);
    const pageIndex = head.pages.push(h.page) - 1;
    for (const [anchor, heading] of h.sections) head.s.push([pageIndex, anchor, heading]);
    head.chars += hChars;

    const dChars = h.texts.reduce((sum, t) => sum + t.length + 3, 0);
    // A page never shares a text shard that it would push over the target.
    if (doc.chars > 0 && doc.chars + dChars > LIMITS.docShardChars) {
      docShards.push({s: doc.s});
      doc = {s: [], chars: 0};
    }
    if (doc.s.length === 0) docStarts.push(pageNumber);
    doc.s.push(...h.texts);
    doc.chars += dChars;

    pageStarts.push(nextId);
    nextId += h.sections.length;
  });
  if (head.pages.length > 0) headShards.push({pages: head.pages, s: head.s});
  if (doc.s.length > 0) docShards.push({s: doc.s});

  // The hash covers every shard, so a changed page renames all of them.
  const bodies = {
    vocab: [...vocab.entries()].map(([key, s]): [string, VocabShard] => [key, {...s, p: deltaEncode(s.p)}]),
    postings: postingShards as PostingsShard[],
    heads: headShards,
    docs: docShards,
  };
  const serialised = {
    vocab: bodies.vocab.map(([key, s]): [string, string] => [key, JSON.stringify(s)]),
    postings: bodies.postings.map((s) => JSON.stringify(s)),
    heads: bodies.heads.map((s) => JSON.stringify(s)),
    docs: bodies.docs.map((s) => JSON.stringify(s)),
  };
  const hasher = crypto.createHash('sha256');
  hasher.update(`${INDEX_VERSION}\0${locale}\0`);
  for (const [key, body] of serialised.vocab) hasher.update(`${key}\0${body}\0`);
  for (const body of [...serialised.postings, ...serialised.heads, ...serialised.docs]) hasher.update(`${body}\0`);
  const hash = hasher.digest('hex').slice(0, 12);

  const files = new Map<string, string>();
  for (const [key, body] of serialised.vocab) files.set(vocabFile(key, hash), body);
  serialised.postings.forEach((body, n) => files.set(postingsFile(n, hash), body));
  serialised.heads.forEach((body, n) => files.set(headFile(n, hash), body));
  serialised.docs.forEach((body, n) => files.set(docFile(n, hash), body));

  // Only areas with pages get a chip; page areas are re-numbered to that list.
  const allAreas = options.areas ?? [];
  const pageAreaAll = pages.map((page) => areaOf(page.url, locale, allAreas));
  const used = allAreas.filter((_, i) => pageAreaAll.includes(i));
  const pageAreas = pageAreaAll.map((i) => (i < 0 ? -1 : used.indexOf(allAreas[i] ?? {key: '', label: ''})));

  // Releases: the current one first, then the others as the pages name them (newest first).
  const releases = [
    ...new Set([
      ...(options.currentRelease && pageReleaseNames.includes(options.currentRelease) ? [options.currentRelease] : []),
      ...pageReleaseNames
        .filter((r): r is string => r !== undefined)
        .sort((a, b) => b.localeCompare(a, 'en', {numeric: true})),
    ]),
  ];
  const pageReleases = pageReleaseNames.map((r) => (r === undefined ? -1 : releases.indexOf(r)));

  const manifest: Manifest = {
    v: INDEX_VERSION,
    locale,
    hash,
    sections: sectionCount,
    pages: pages.length,
    vocab: serialised.vocab.map(([key]) => key),
    pageStarts: deltaEncode(pageStarts),
    headStarts: deltaEncode(headStarts),
    docStarts: deltaEncode(docStarts),
    areas: used.map(({key, label}) => ({key, label})),
    pageAreas: runLengthEncode(pageAreas),
    releases,
    pageReleases: runLengthEncode(pageReleases),
    synonyms: (options.synonyms ?? []).map((g) => [...g]),
  };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return {manifest, files};
}

/**
 * The words of a title or heading with the denominator of their share of it: each of its n
 * words is 1/n, so the engine can tell a query that is the whole title from one that shares a
 * word with it. A compound's parts share their word's part ("прокси-сервера" in a two-word
 * title: "прокси" and "сервер" a quarter each), so its parts typed apart cover it too. A share
 * too small to write (MAX_COVER_PARTS) is left out: such a long title is rarely typed whole.
 */
export function coverShares(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const give = (term: string, parts: number): void => {
    if (parts > MAX_COVER_PARTS) return;
    const had = out.get(term);
    if (had === undefined || parts < had) out.set(term, parts);
  };
  // The words as a query is read (whole), distinct: a word written twice is one word of the title.
  const words = new Map<string, number>();
  for (const token of tokenize(text, {parts: false}))
    if (!STOP_WORDS.has(token.word)) words.set(stem(token.word), token.start);
  for (const term of words.keys()) give(term, words.size);
  const parts = new Map<number, Set<string>>();
  for (const token of tokenize(text)) {
    const term = stem(token.word);
    if (STOP_WORDS.has(token.word) || words.has(term)) continue;
    let at = parts.get(token.start);
    if (!at) parts.set(token.start, (at = new Set()));
    at.add(term);
  }
  for (const [start, terms] of parts) {
    // Words read apart at one place ("BIM-модель" is two words to a query as well).
    const here = [...words.values()].filter((s) => s === start).length;
    if (here > 0) for (const term of terms) give(term, Math.ceil((words.size * terms.size) / here));
  }
  return out;
}

/** The most frequent written form of a term, '' when that is the term itself (saves bytes). */
function displayForm(term: string, counts: Map<string, number> | undefined): string {
  let best = term;
  let bestCount = -1;
  for (const [form, count] of counts ?? []) {
    if (count > bestCount || (count === bestCount && form.length < best.length)) {
      best = form;
      bestCount = count;
    }
  }
  return best === term ? '' : best;
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max * 0.8 ? cut : max)}…`;
}
