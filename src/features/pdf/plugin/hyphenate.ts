/**
 * Hyphenation of the manual's text by language: soft hyphens from TeX's
 * patterns (the `hyphen` package), since Chromium on Linux has no
 * hyphenation dictionaries and ignores `hyphens: auto` there.
 */
import hyphenRu from 'hyphen/ru';
import hyphenEn from 'hyphen/en-us';
import type {TextRun} from '../shared/manual';

const SOFT_HYPHEN = '\u00AD';
const OPTIONS = {hyphenChar: SOFT_HYPHEN, minWordLength: 6};

/** Each run's text with soft hyphens where its language may break a word; a language without patterns stays as it is. */
export function hyphenateRuns(runs: readonly TextRun[]): string[] {
  return runs.map(({text, lang}) => {
    const language = lang.toLowerCase().split('-')[0];
    if (language === 'ru') return hyphenRu.hyphenateSync(text, OPTIONS);
    if (language === 'en') return hyphenEn.hyphenateSync(text, OPTIONS);
    return text;
  });
}
