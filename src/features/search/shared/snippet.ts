/**
 * What a result line shows of its section: the words the query matched,
 * highlighted (every candidate term, and words starting with a word being
 * typed), and a window of the section's text around the first of them.
 */
import {stem, tokenize} from './text';
import {MATCH_WEIGHT, type QueryWord} from './vocabulary';

/** [start, end) of a highlighted word in a string. */
export type Range = readonly [number, number];

const SNIPPET_CHARS = 180;

export interface Highlight {
  readonly terms: ReadonlySet<string>;
  /** Words typed so far: a word starting with one is highlighted. */
  readonly prefixes: readonly string[];
}

export function highlightSet(words: readonly QueryWord[]): Highlight {
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
