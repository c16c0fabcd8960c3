/**
 * The meta line's reading time and word count in words, from the locale's message
 * templates ("{count} minute|{count} minutes", forms split by "|"). Pure, so the
 * component and the unit test word the same numbers with the same code.
 */
import type {LocaleId} from '@site/site.config';
import {formatInteger} from '../../locale/shared/localeFormat';
import {shownMinutes} from '../shared/readingTime';

export interface ReadingTimeMessages {
  /** Shown under one minute. */
  readonly lessThanMinute: string;
  /** Plural forms of "{count} minutes". */
  readonly minutes: string;
  /** Plural forms of "{count} words". */
  readonly words: string;
}

/** Docusaurus's `usePluralForm().selectMessage`: picks the form for a count. */
export type SelectPluralForm = (count: number, forms: string) => string;

function counted(count: number, forms: string, locale: LocaleId, select: SelectPluralForm): string {
  return select(count, forms).replace(/\{count\}/g, formatInteger(count, locale));
}

/** "Less than 1 minute" under a minute, else whole minutes. */
export function readingTimeText(
  minutes: number,
  locale: LocaleId,
  messages: ReadingTimeMessages,
  select: SelectPluralForm,
): string {
  const shown = shownMinutes(minutes);
  return shown === undefined ? messages.lessThanMinute : counted(shown, messages.minutes, locale, select);
}

/** "1,234 words" with the locale's digit grouping and plural form. */
export function wordCountText(
  words: number,
  locale: LocaleId,
  messages: ReadingTimeMessages,
  select: SelectPluralForm,
): string {
  return counted(words, messages.words, locale, select);
}
