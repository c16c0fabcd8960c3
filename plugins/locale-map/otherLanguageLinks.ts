/**
 * Links to a page this locale does not have, but the other one does: an
 * English translation links to a Russian page nobody has translated yet.
 *
 * Rather than make the translator drop the sentence (the link would be
 * broken in `/en/`), the link leads to the page in the language it exists
 * in, and a marker after it tells the reader so: "(in Russian)". This module
 * decides, from the locale map alone, where such a link goes and which
 * section anchors the target page has; `remarkOtherLanguageLinks.ts` rewrites
 * the links at build time.
 */
import fs from 'node:fs';
import path from 'node:path';
import {componentAnchors, markdownHeadings} from './headings';
import {localeRoutes, markdownBody, type Locale, type LocaleMap, type LocaleSection} from './localeMap';

/** The marker after such a link, in the page's language, naming the language of the target. */
export const OTHER_LANGUAGE_MARKERS: Readonly<Record<Locale, Readonly<Record<Locale, string>>>> = {
  en: {en: '', ru: '(in Russian)'},
  ru: {ru: '', en: '(на английском)'},
};

export interface OtherLanguageTarget {
  /** The locale the target page exists in. */
  readonly locale: Locale;
  /** Its URL in that locale, e.g. `/control/control-guide/` for Russian. */
  readonly href: string;
  /** The Markdown file it is built from (relative to the site folder), where one is known. */
  readonly file?: string;
}

/** URL of a locale-neutral route in a locale: the default locale at the root, the others under `/<locale>/`. */
export function localeUrl(route: string, locale: Locale, defaultLocale: Locale): string {
  return locale === defaultLocale ? route : `/${locale}${route}`;
}

/** Locale-neutral route of a site path: hash and query dropped, trailing slash added. */
export function routeOfPath(sitePath: string): string {
  return sitePath.replace(/[?#].*$/, '').replace(/\/?$/, '/');
}

/**
 * For the pages of `locale`: a function telling, for a site path, the page in
 * the other locale it should lead to, or undefined when this locale has the
 * page (an ordinary link) or no locale has it (a broken link, which the build
 * reports as before).
 */
export function otherLanguageTargets(
  map: LocaleMap,
  sections: readonly LocaleSection[],
  locale: Locale,
  defaultLocale: Locale,
): (sitePath: string) => OtherLanguageTarget | undefined {
  const other: Locale = locale === 'en' ? 'ru' : 'en';
  const here = new Set(['/', ...localeRoutes(map, locale)]);
  const there = new Set(['/', ...localeRoutes(map, other)]);
  const dirs = new Map(sections.map((s) => [s.id, s.dir]));
  const files = new Map<string, string>();
  for (const page of map.pages) {
    const dir = dirs.get(page.section);
    // Russian files are the section's own; an English target would be a translation-only file, which is never built.
    if (other === 'ru' && dir !== undefined) files.set(page.route, `${dir}/${page.relPath}`);
  }
  for (const route of map.others) {
    const file = route.files?.[other];
    if (file !== undefined && /\.mdx?$/.test(file)) files.set(route.route, file);
  }
  return (sitePath) => {
    const route = routeOfPath(sitePath);
    if (here.has(route) || !there.has(route)) return undefined;
    const file = files.get(route);
    return {locale: other, href: localeUrl(route, other, defaultLocale), ...(file !== undefined ? {file} : {})};
  };
}

/** Ids a reader can land on in a Markdown page: its headings, its components' headings, explicit `id="…"` attributes. */
export function markdownAnchors(source: string): Set<string> {
  const body = markdownBody(source);
  const ids = new Set([...markdownHeadings(body).map((h) => h.id), ...componentAnchors(body)]);
  for (const [, id = ''] of body.matchAll(/\bid=["']([^"']+)["']/g)) ids.add(id);
  return ids;
}

/** Anchors of a target's Markdown file, read once per file and build. */
export function anchorReader(siteDir: string): (file: string) => Set<string> {
  const cache = new Map<string, Set<string>>();
  return (file) => {
    let ids = cache.get(file);
    if (ids === undefined) {
      ids = markdownAnchors(fs.readFileSync(path.join(siteDir, file), 'utf8'));
      cache.set(file, ids);
    }
    return ids;
  };
}
