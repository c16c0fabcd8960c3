/**
 * The order of matching sections: more query words matched first; among
 * those, matches through typos after exact, stemmed and synonym ones; then a
 * query that is a page's title typed in full (its page top first), a whole
 * heading of two words or more, page tops whose title holds every query word;
 * then by the summed build-time impacts, each weighted by its kind of match.
 */
import type {IndexStore} from './indexStore';
import {isTypo, type QueryWord} from './vocabulary';

export interface Scored {
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

export async function score(store: IndexStore, words: readonly QueryWord[]): Promise<Scored[]> {
  // Every postings shard the words need, requested together rather than one after another.
  await Promise.all(
    [...new Set(words.flatMap((w) => w.candidates.filter((c) => c.entry.shard >= 0).map((c) => c.entry.shard)))].map(
      (n) => store.postingsShard(n),
    ),
  );
  type Best = {value: number; typo: boolean; share: number};
  const perWord: Array<Map<number, Best>> = [];
  for (const word of words) {
    const best = new Map<number, Best>();
    for (const candidate of word.candidates) {
      const typo = isTypo(candidate);
      for (const [id, impact, share] of await store.postingsOf(candidate.entry)) {
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
      } else totals.set(id, {matched: 1, fuzzy: typo ? 1 : 0, cover: share, inTitle: share > 0 ? 1 : 0, score: value});
    }
  }
  return [...totals.entries()]
    .map(([id, {cover, inTitle, ...t}]) => ({id, ...t, whole: wholeness(store, id, words.length, inTitle, cover)}))
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
function wholeness(store: IndexStore, id: number, queryWords: number, inTitle: number, cover: number): number {
  if (inTitle < queryWords) return 0;
  const top = store.isPageTop(id);
  if (cover >= FULL_COVER) return top ? 3 : queryWords >= 2 ? 2 : 0;
  return top ? 1 : 0;
}
