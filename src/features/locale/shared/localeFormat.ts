/**
 * Numbers and dates in the page's language, through Intl. Dates are read in
 * UTC, so a day written in frontmatter (`2026-10-13`) is that day for the
 * server that renders the page and for every reader's browser, whatever its
 * time zone: both print the same text and hydration matches.
 */
import {siteConfig, type LocaleId} from '../../../../site.config';

const numberFormats = new Map<LocaleId, Intl.NumberFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A whole number with the language's digit grouping: 12 345 (ru), 12,345 (en). */
export function formatInteger(value: number, locale: LocaleId): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(siteConfig.locales.bcp47[locale], {maximumFractionDigits: 0});
    numberFormats.set(locale, format);
  }
  return format.format(Math.round(value));
}

/**
 * A day as the language writes it, read in UTC: "9 января 2026 г." /
 * "January 9, 2026" (long), "9 янв. 2026 г." / "Jan 9, 2026" (short).
 */
export function formatDay(date: Date | string, locale: LocaleId, month: 'long' | 'short' = 'long'): string {
  const d = typeof date === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date) : date;
  const key = `${locale}:${month}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(siteConfig.locales.bcp47[locale], {
      year: 'numeric',
      month,
      day: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(key, format);
  }
  return format.format(d);
}
