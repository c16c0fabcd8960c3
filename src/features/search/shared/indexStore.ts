/**
 * The sharded index (format.ts) as the engine reads it: the manifest, then
 * only the files a query needs, each fetched once through the loader given
 * and kept (a failed one is forgotten, so the next query asks again): the
 * vocabulary of a first letter (postings inside or in postings shards), the
 * headings of pages and the text of pages for snippets.
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
import {normalise} from './text';
import type {Vocab, VocabEntry} from './vocabulary';

export type Loader = (file: string) => Promise<unknown>;

export class IndexStore {
  private manifest: Promise<Manifest> | null = null;
  private readonly vocab = new Map<string, Promise<Vocab | null>>();
  private readonly postings = new Map<number, Promise<PostingsShard>>();
  private readonly heads = new Map<number, Promise<HeadShard>>();
  private readonly docs = new Map<number, Promise<DocShard>>();
  private readonly docsLoaded = new Map<number, DocShard>();
  /** First section id of each page, ascending. */
  pageStarts: number[] = [];
  /** Each page's area (index into the manifest's `areas`). */
  pageAreas: number[] = [];
  /** Each page's release (index into the manifest's `releases`, -1 for a page of every release). */
  pageReleases: number[] = [];
  /** Each synonym term's group, without itself. */
  synonymsOf = new Map<string, readonly string[]>();
  private docStarts: number[] = [];
  private headStarts: number[] = [];

  constructor(private readonly load: Loader) {}

  /** The page a section belongs to. */
  pageOf(id: number): number {
    return upperBound(this.pageStarts, id) - 1;
  }

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
      this.pageReleases = runLengthDecode(manifest.pageReleases);
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

  isPageTop(id: number): boolean {
    return this.pageStarts[upperBound(this.pageStarts, id) - 1] === id;
  }

  vocabFor(word: string): Promise<Vocab | null> {
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
  async postingsOf(entry: VocabEntry): Promise<Array<[number, number, number]>> {
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

  postingsShard(n: number): Promise<PostingsShard> {
    let hit = this.postings.get(n);
    if (!hit) {
      hit = this.ready().then(async (m) => (await this.load(postingsFile(n, m.hash))) as PostingsShard);
      this.postings.set(n, hit);
      hit.catch(() => this.postings.delete(n));
    }
    return hit;
  }

  /** The page and heading of a section: everything its result line shows but the snippet. */
  async head(id: number): Promise<[HeadShard['pages'][number], string, string] | null> {
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

  textShardOf(id: number): number {
    return upperBound(this.docStarts, upperBound(this.pageStarts, id) - 1) - 1;
  }

  textIn(shard: DocShard, n: number, id: number): string {
    return shard.s[id - (this.pageStarts[this.docStarts[n] ?? 0] ?? 0)] ?? '';
  }

  /** A section's text for its snippet, loading its shard if needed. */
  async text(id: number): Promise<string> {
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
  loadedText(id: number): string | undefined {
    const n = this.textShardOf(id);
    if (n < 0) return '';
    const shard = this.docsLoaded.get(n);
    return shard ? this.textIn(shard, n, id) : undefined;
  }
}

/** The number of values at or below x, in ascending values. */
export function upperBound(values: readonly number[], x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] ?? 0) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
