/**
 * The site's locales, the root one first: part of site.config.ts (which re-exports them), in a
 * file of their own so that code bundled apart from the site, the service worker, can import the
 * list without the rest of the config. Everything per locale (titles, navbar, footer, formats,
 * the locale modal's texts) is a record keyed by these ids, so adding one here makes the type
 * checker list every place that needs its text (WRITING.md, "Adding a language").
 */
export const localeIds = ['ru', 'en'] as const;
export type LocaleId = (typeof localeIds)[number];
/** The root locale, served at `/`: the first of the list. */
export const defaultLocale: LocaleId = localeIds[0];
