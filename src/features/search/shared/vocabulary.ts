/**
 * A letter's vocabulary as the engine holds it, and how a query word matches
 * its terms: the weight of each kind of match (exact or stemmed, synonym,
 * prefix while typing, one or two typos) and the lookups by prefix.
 */
import {stem} from './text';

/** Exact and stemmed matches count fully, a synonym nearly so; a typo of one edit half, of two a third. */
export const MATCH_WEIGHT = {exact: 1, synonym: 0.9, prefix: 0.7, typo: 0.5, typo2: 0.35} as const;

export interface VocabEntry {
  readonly term: string;
  readonly form: string;
  readonly df: number;
  /** Postings shard, -1 when the postings came with the vocabulary (`inline`). */
  readonly shard: number;
  readonly inline?: readonly number[];
}

export interface Vocab {
  readonly entries: readonly VocabEntry[];
  readonly byTerm: ReadonlyMap<string, VocabEntry>;
  /** Synonyms of other letters that came with this letter's file (null: no page uses it). */
  readonly foreign: ReadonlyMap<string, VocabEntry | null>;
}

export interface Candidate {
  readonly entry: VocabEntry;
  readonly weight: number;
}

export const isTypo = (c: Candidate): boolean => c.weight <= MATCH_WEIGHT.typo;

export interface QueryWord {
  readonly word: string;
  readonly candidates: readonly Candidate[];
}

export function displayOf(entry: VocabEntry): string {
  return entry.form || entry.term;
}

/** Entries whose term or written form starts with the typed word; binary search on the sorted terms. */
export function prefixEntries(vocab: Vocab, word: string): VocabEntry[] {
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

export function lowerBound(entries: readonly VocabEntry[], term: string): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((entries[mid]?.term ?? '') < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
