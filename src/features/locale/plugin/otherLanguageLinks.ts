/**
 * Links to a page this locale does not have, but another one does: an
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
import type {LocaleId} from '../../../../site.config';
import {localeRoutes, markdownBody, type LocaleMap, type LocaleSection} from '../shared/localeMapQueries';

/** The marker after such a link, in the page's language (outer key), naming the language of the target (inner key). */
export const OTHER_LANGUAGE_MARKERS: Readonly<Record<LocaleId, Readonly<Record<LocaleId, string>>>> = {
  en: {en: '', ru: '(in Russian)'},
  ru: {ru: '', en: '(на английском)'},
};

export interface OtherLanguageTarget<L extends string = LocaleId> {
  /** The locale the target page exists in. */
  readonly locale: L;
  /** Its URL in that locale, e.g. `/control/control-guide/` for Russian. */
  readonly href: string;
  /** The Markdown file it is built from (relative to the site folder), where one is known. */
  readonly file?: string;
}

/** URL of a locale-neutral route in a locale: the default locale at the root, the others under `/<locale>/`. */
export function localeUrl(route: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? route : `/${locale}${route}`;
}

/** Locale-neutral route of a site path: hash and query dropped, trailing slash added. */
export function routeOfPath(sitePath: string): string {
  return sitePath.replace(/[?#].*$/, '').replace(/\/?$/, '/');
}

/**
 * For the pages of `locale`: a function telling, for a site path, the page in
 * another locale it should lead to (the root locale's when it has the page,
 * else the first in the site's list that has it), or undefined when this
 * locale has the page (an ordinary link) or no locale has it (a broken link,
 * which the build reports as before).
 */
export function otherLanguageTargets<L extends string>(
  map: LocaleMap<L>,
  sections: readonly LocaleSection[],
  locale: L,
): (sitePath: string) => OtherLanguageTarget<L> | undefined {
  const {defaultLocale, all} = map.locales;
  const here = new Set(['/', ...localeRoutes(map, locale)]);
  const others = [defaultLocale, ...all.filter((l) => l !== defaultLocale)]
    .filter((l) => l !== locale)
    .map((other) => ({
      locale: other,
      routes: new Set(['/', ...localeRoutes(map, other)]),
      files: targetFiles(map, sections, other),
    }));
  return (sitePath) => {
    const route = routeOfPath(sitePath);
    if (here.has(route)) return undefined;
    const there = others.find((o) => o.routes.has(route));
    if (there === undefined) return undefined;
    const file = there.files.get(route);
    return {
      locale: there.locale,
      href: localeUrl(route, there.locale, defaultLocale),
      ...(file !== undefined ? {file} : {}),
    };
  };
}

/** The Markdown file each route of `locale` is built from, where one is known (for its anchors). */
function targetFiles<L extends string>(
  map: LocaleMap<L>,
  sections: readonly LocaleSection[],
  locale: L,
): Map<string, string> {
  const dirs = new Map(sections.map((s) => [s.id, s.dir]));
  const files = new Map<string, string>();
  for (const page of map.pages) {
    const dir = dirs.get(page.section);
    // The root locale's files are the section's own; another target would be a translation-only file, which is never built.
    if (locale === map.locales.defaultLocale && dir !== undefined) files.set(page.route, `${dir}/${page.relPath}`);
  }
  for (const route of map.others) {
    const file = route.files?.[locale];
    if (file !== undefined && /\.mdx?$/.test(file)) files.set(route.route, file);
  }
  return files;
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
