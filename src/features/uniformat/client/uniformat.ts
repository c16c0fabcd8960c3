/**
 * UniFormat II (ASTM E1557), levels 1–3, with the curated Russian names that
 * Tessera classification trees and Tessera Value catalogue mappings use, and
 * the table's filter over them.
 *
 * Each entry also keeps a literal machine translation of the English name, so
 * the comparison page can show where word-for-word translation misleads an
 * estimator. `note` says why the curated name differs; it is present exactly
 * when `machine` and `ru` differ. To correct a name, edit its entry in
 * ../shared/uniformat.json: the table on the Uniformat pages is rendered from it.
 */
import entries from '../shared/uniformat.json';

export type UniformatLevel = 1 | 2 | 3;

export interface UniformatEntry {
  /** `A`, `A10`, `A1010`: letter, then two digits per level below the first. */
  readonly code: string;
  readonly level: UniformatLevel;
  /** Code of the enclosing element; null for level-1 groups. */
  readonly parent: string | null;
  /** Official English name from ASTM E1557. */
  readonly en: string;
  /** Curated Russian name, as Russian BIM engineers and estimators say it. */
  readonly ru: string;
  /** Literal machine translation of `en`, shown for comparison only. */
  readonly machine: string;
  /** One Russian sentence: why `ru` differs from `machine`. */
  readonly note?: string;
}

/**
 * The classification itself is data (../shared/uniformat.json), bundled with the table. JSON
 * cannot say that `level` is 1, 2 or 3; uniformat.test.ts checks every entry's shape.
 */
export const uniformat = entries as readonly UniformatEntry[];

/** Filter settings of the Uniformat table; `level: 'all'` keeps every level. */
export interface UniformatFilter {
  readonly query?: string;
  readonly level?: UniformatLevel | 'all';
  /** Also search the machine translation (the comparison page shows it). */
  readonly includeMachine?: boolean;
}

/** Lower case, ё read as е, runs of spaces and punctuation collapsed. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Cyrillic letters that look like Latin code letters and slip into typed codes. */
const codeLookalikes: Readonly<Record<string, string>> = {а: 'a', в: 'b', с: 'c', е: 'e'};

/**
 * The query as a code prefix (`b20`, `В2010` typed in Cyrillic), upper case,
 * or null when it is not shaped like a UniFormat code.
 */
export function asCodePrefix(query: string): string | null {
  const compact = query.trim().toLowerCase().replace(/\s+/g, '');
  if (!/^[a-gавсе]\d{0,4}$/.test(compact)) return null;
  const first = compact.charAt(0);
  return ((codeLookalikes[first] ?? first) + compact.slice(1)).toUpperCase();
}

/** Russian case and number endings, longest first; the stem keeps at least three letters. */
const russianEndings = [
  'ями',
  'ами',
  'ого',
  'его',
  'ому',
  'ему',
  'ыми',
  'ими',
  'ой',
  'ей',
  'ий',
  'ый',
  'ая',
  'яя',
  'ое',
  'ее',
  'ие',
  'ые',
  'ам',
  'ям',
  'ах',
  'ях',
  'ом',
  'ем',
  'ов',
  'ев',
  'ую',
  'юю',
  'их',
  'ых',
  'а',
  'я',
  'ы',
  'и',
  'е',
  'о',
  'у',
  'ю',
  'ь',
  'й',
];

/** Strip one inflectional ending so «окно», «окна» and «окнами» all find «Наружные окна». */
function stem(word: string): string {
  if (/^[a-z]+$/.test(word)) {
    return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  }
  for (const ending of russianEndings) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/**
 * Entries matching the filter, in classification order. A code-shaped query
 * matches by code prefix; any other query matches when every word of it
 * (ending ignored) occurs in the Russian or English name.
 */
export function filterUniformat(
  entries: readonly UniformatEntry[],
  {query = '', level = 'all', includeMachine = false}: UniformatFilter = {},
): UniformatEntry[] {
  const byLevel = level === 'all' ? [...entries] : entries.filter((entry) => entry.level === level);
  const prefix = asCodePrefix(query);
  if (prefix !== null) {
    return byLevel.filter((entry) => entry.code.startsWith(prefix));
  }
  const words = normalizeText(query).split(' ').filter(Boolean).map(stem);
  if (words.length === 0) return byLevel;
  return byLevel.filter((entry) => {
    const haystack = normalizeText([entry.code, entry.ru, entry.en, includeMachine ? entry.machine : ''].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

/** Direct children of `code`, in classification order. */
export function childrenOf(code: string, entries: readonly UniformatEntry[] = uniformat): UniformatEntry[] {
  return entries.filter((entry) => entry.parent === code);
}

/** True when the curated name is not the literal machine translation. */
export function differsFromMachine(entry: UniformatEntry): boolean {
  return normalizeText(entry.machine) !== normalizeText(entry.ru);
}
