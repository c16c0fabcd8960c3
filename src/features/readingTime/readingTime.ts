/**
 * Reading time and word count of an article (SPEC.md §3 `readingTime`,
 * §9 "Reading time under 1 minute shows Less than 1 minute"). Pure, so the
 * build (which counts) and the page (which words it) share one definition.
 */

export interface ReadingStats {
  readonly words: number;
  /** Unrounded minutes at the configured reading speed. */
  readonly minutes: number;
}

/** Markdown constructs that are not prose the reader reads word by word. */
const NOT_PROSE: readonly RegExp[] = [
  /^---\n[\s\S]*?\n---\n/, // frontmatter, if the caller passed the whole file
  /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, // fenced code blocks
  /^\s*(import|export)\s[^\n]*$/gm, // MDX imports and exports
  /<!--[\s\S]*?-->/g, // HTML comments
  /!\[[^\]]*\]\([^)]*\)/g, // images (their alt text is not read in flow)
  /<\/?[A-Za-z][^>]*>/g, // HTML and JSX tags (their text content stays)
  /\{[^{}\n]*\}/g, // MDX expressions and heading ids such as {#anchor}
  /https?:\/\/\S+/g, // bare URLs
];

/** Letters or digits, with inner apostrophes, hyphens and dots ("BCF-файл", "don't", "2.1"). */
const WORD = /[\p{L}\p{N}]+(?:['’.\-‐][\p{L}\p{N}]+)*/gu;

export function countWords(markdown: string): number {
  let text = markdown.replace(/\r\n?/g, '\n');
  for (const pattern of NOT_PROSE) text = text.replace(pattern, ' ');
  // Links keep their text, lose their target.
  text = text.replace(/\]\([^)]*\)/g, '] ');
  return text.match(WORD)?.length ?? 0;
}

export function readingStats(markdown: string, wordsPerMinute: number): ReadingStats {
  const words = countWords(markdown);
  return {words, minutes: words / wordsPerMinute};
}

export type TextLocale = 'ru' | 'en';

interface PluralTexts {
  readonly one: string;
  readonly few: string;
  readonly many: string;
  readonly other: string;
}

interface ReadingTexts {
  readonly lessThanMinute: string;
  readonly minutes: PluralTexts;
  readonly words: PluralTexts;
}

/** `{n}` is replaced by the number. Russian needs one/few/many; English one/other. */
export const readingTexts: Record<TextLocale, ReadingTexts> = {
  en: {
    lessThanMinute: 'Less than 1 minute',
    minutes: {one: '{n} minute', few: '{n} minutes', many: '{n} minutes', other: '{n} minutes'},
    words: {one: '{n} word', few: '{n} words', many: '{n} words', other: '{n} words'},
  },
  ru: {
    lessThanMinute: 'Меньше минуты',
    minutes: {one: '{n} минута', few: '{n} минуты', many: '{n} минут', other: '{n} минуты'},
    words: {one: '{n} слово', few: '{n} слова', many: '{n} слов', other: '{n} слова'},
  },
};

function plural(texts: PluralTexts, n: number, locale: TextLocale): string {
  const category = new Intl.PluralRules(locale).select(n) as keyof PluralTexts | 'zero' | 'two';
  const text = category in texts ? texts[category as keyof PluralTexts] : texts.other;
  return text.replace('{n}', n.toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-US'));
}

/** "Less than 1 minute" under one minute, otherwise whole minutes, rounded. */
export function formatReadingTime(minutes: number, locale: TextLocale): string {
  if (minutes < 1) return readingTexts[locale].lessThanMinute;
  return plural(readingTexts[locale].minutes, Math.round(minutes), locale);
}

export function formatWordCount(words: number, locale: TextLocale): string {
  return plural(readingTexts[locale].words, words, locale);
}
