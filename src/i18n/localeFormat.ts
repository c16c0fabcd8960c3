/**
 * Numbers and dates in the site's two languages without Intl. The first
 * Intl.NumberFormat or DateTimeFormat of a page load makes the browser load
 * ICU data: about 16 ms and 2 ms of a phone's main thread at once
 * (`toLocaleString('ru-RU')` on a 4× slowed CPU took 63 ms), during
 * hydration. These are the same strings Intl prints (tests/unit/localeFormat.test.ts
 * compares them), from small tables; server and browser print the same text.
 */
import type {LocaleId} from '../../site.config';

const GROUP_SEPARATOR: Record<LocaleId, string> = {ru: '\u00a0', en: ','};

const MONTHS: Record<LocaleId, {long: readonly string[]; short: readonly string[]}> = {
  ru: {
    long: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
    short: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
  },
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
};

/** A whole number with the language's digit grouping: 12 345 (ru), 12,345 (en). */
export function formatInteger(value: number, locale: LocaleId): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR[locale]);
}

/**
 * A day as the language writes it, read in UTC: "9 января 2026 г." /
 * "January 9, 2026" (long), "9 янв. 2026 г." / "Jan 9, 2026" (short).
 */
export function formatDay(date: Date | string, locale: LocaleId, month: 'long' | 'short' = 'long'): string {
  const d = typeof date === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date) : date;
  const day = d.getUTCDate();
  const name = MONTHS[locale][month][d.getUTCMonth()];
  const year = d.getUTCFullYear();
  return locale === 'ru' ? `${day} ${name} ${year} г.` : `${name} ${day}, ${year}`;
}
