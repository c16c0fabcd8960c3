/**
 * Reading time and word count of an article (minutes and words; under a
 * minute the meta line says "Less than 1 minute"). Pure, so the
 * build (which counts) and the page (which shows it) share one definition.
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

/**
 * The whole minutes the meta line shows, or undefined under one minute, where it says
 * "Less than 1 minute". The words themselves are translations
 * (`articleMeta.*` in i18n/<locale>/code.json, src/features/article/client/ArticleMeta).
 */
export function shownMinutes(minutes: number): number | undefined {
  return minutes < 1 ? undefined : Math.round(minutes);
}
