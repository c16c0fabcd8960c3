/**
 * The locale map's shape and the pure questions asked of it: which locale-neutral
 * route exists in which locale, which routes two locales share, what a locale's
 * build leaves out. No file access here, so the browser side (the language switch,
 * the current page's anchors) can import it; localeMap.ts builds the map from the
 * content files at build time and re-exports all of this for the build side.
 */
import type {LocaleId} from '../../../../site.config';
import type {AnchorPairs} from '../shared/anchorPairs';

/**
 * The locales the map is computed for: the site's (site.config.ts `locales`), or another list
 * in tests. Every per-locale field below is a record over this list, so a map for a site with
 * a third locale has that locale's entry everywhere.
 */
export interface LocaleSet<L extends string = LocaleId> {
  readonly all: readonly L[];
  /** The root locale: its files are the sections' own, every other locale translates them. */
  readonly defaultLocale: L;
}

/** Where a route exists: one flag per locale. */
export type Presence<L extends string = LocaleId> = Readonly<Record<L, boolean>>;

export interface LocaleSection {
  readonly id: string;
  readonly dir: string;
  readonly routeBasePath: string;
  /**
   * Language of the section's own files. A section in the root locale's language is translated
   * page by page under i18n/<locale>/; a section in another language (the English developer
   * docs) is served as it is in every locale.
   */
  readonly sourceLanguage: string;
  /**
   * Folder of the section's translations under `i18n/<locale>/docusaurus-plugin-content-docs-<id>/`:
   * `current` (the default), or `version-<release>` for an older release of a versioned section
   * (src/features/versions), which is listed as a section of its own with its own folder and route base.
   */
  readonly translations?: string;
}

export interface LocalePage<L extends string = LocaleId> {
  readonly section: string;
  /** Path of the source file relative to the section folder, with `/` separators. */
  readonly relPath: string;
  /** Locale-neutral route, e.g. `/control/control-howto/before-start/`. */
  readonly route: string;
  readonly in: Presence<L>;
}

/** A route that is not a docs page: a pages-plugin page, a protected page, a section's tag index. */
export interface LocaleRoute<L extends string = LocaleId> {
  readonly kind: 'page' | 'protected' | 'tags';
  /** Locale-neutral route, e.g. `/demo/encrypt/` or `/control/tags/`. */
  readonly route: string;
  readonly in: Presence<L>;
  /** Source file per locale that has one, relative to the site folder (pages and protected pages). */
  readonly files?: Readonly<Partial<Record<L, string>>>;
}

/** A translation file that Docusaurus never builds: no original at its path. */
export interface OrphanFile {
  /** Relative to the site folder. */
  readonly file: string;
  /** Where its original would be, relative to the site folder. */
  readonly expected: string;
}

export interface LocaleMap<L extends string = LocaleId> {
  readonly locales: LocaleSet<L>;
  /** Docs pages, per section. */
  readonly pages: readonly LocalePage<L>[];
  readonly others: readonly LocaleRoute<L>[];
  readonly orphans: readonly OrphanFile[];
}

/** A record with one value per locale of the set. */
export function perLocale<L extends string, T>(locales: LocaleSet<L>, value: (locale: L) => T): Readonly<Record<L, T>> {
  return Object.fromEntries(locales.all.map((locale) => [locale, value(locale)])) as Record<L, T>;
}

/** The locales of the set other than the root one: those that translate. */
export function translationLocales<L extends string>(locales: LocaleSet<L>): L[] {
  return locales.all.filter((l) => l !== locales.defaultLocale);
}

/** A docs page's source file. */
export const MARKDOWN_FILE = /\.mdx?$/;

/** Docs-plugin route of a Markdown file, following its index conventions (trailingSlash: true). */
export function docRoute(routeBasePath: string, relPath: string): string {
  const parts = relPath.replace(MARKDOWN_FILE, '').split('/');
  const last = parts.at(-1) ?? '';
  const parent = parts[parts.length - 2];
  // index.md, README.md and folder/folder.md are the folder's own page.
  if (/^(index|readme)$/i.test(last) || (parent !== undefined && last === parent)) {
    parts.pop();
  }
  const segments = [routeBasePath, ...parts].filter((s) => s.length > 0);
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/**
 * Pairs the files of a section (the lists read from disk by localeMap.ts). `translations` has the relative paths of each
 * translating locale's files (the root locale's entry is not read).
 */
export function pairSection<L extends string>(
  section: LocaleSection,
  sourceFiles: readonly string[],
  translations: Readonly<Partial<Record<L, readonly string[]>>>,
  locales: LocaleSet<L>,
): LocalePage<L>[] {
  const translated = perLocale(locales, (locale) => new Set(translations[locale] ?? []));
  const asIs = section.sourceLanguage !== locales.defaultLocale;
  return sourceFiles.map((relPath) => ({
    section: section.id,
    relPath,
    route: docRoute(section.routeBasePath, relPath),
    in: perLocale(locales, (locale) => locale === locales.defaultLocale || asIs || translated[locale].has(relPath)),
  }));
}

/** Route of a pages-plugin file: `index.md` → `/`, `team/plan.md` → `/team/plan/`. */
export function pagesRoute(relPath: string): string {
  const noExt = relPath.replace(/\.(mdx?|[jt]sx?)$/, '');
  const folder = noExt === 'index' ? '' : noExt.replace(/\/index$/, '');
  return folder ? `/${folder}/` : '/';
}

/** Every locale-neutral route the map knows that `locale` serves. */
export function localeRoutes<L extends string>(map: LocaleMap<L>, locale: L): string[] {
  return [...map.pages, ...map.others].filter((p) => p.in[locale]).map((p) => p.route);
}

/**
 * Whether a site path (`/control/control-howto/`, hash and query ignored)
 * leads to a page `locale` lacks although the site has it: a page only
 * another locale has, e.g. an English translation a writer removed. Navbar and
 * footer leave such links out instead of failing the build. A path no locale
 * has is not "missing here" but a broken link, which the build still reports.
 */
export function missingInLocale<L extends string>(map: LocaleMap<L>, locale: L): (sitePath: string) => boolean {
  const here = new Set(['/', ...localeRoutes(map, locale)]);
  const anywhere = new Set([...here, ...map.locales.all.flatMap((other) => localeRoutes(map, other))]);
  return (sitePath) => {
    const route = sitePath.replace(/[?#].*$/, '').replace(/\/?$/, '/');
    return anywhere.has(route) && !here.has(route);
  };
}

/** Globs (relative to the section folder) that `locale`'s build must not emit: the pages it lacks. */
export function untranslatedFiles<L extends string>(map: LocaleMap<L>, sectionId: string, locale: L): string[] {
  return map.pages.filter((p) => p.section === sectionId && !p.in[locale]).map((p) => p.relPath);
}

export function sectionHasLocale<L extends string>(map: LocaleMap<L>, sectionId: string, locale: L): boolean {
  return map.pages.some((p) => p.section === sectionId && p.in[locale]);
}

/** Locale-neutral routes that exist in both locales `a` and `b`: docs pages, the home page, protected and tag pages. */
export function pairedRoutes<L extends string>(map: LocaleMap<L>, a: L, b: L): string[] {
  return [...map.pages, ...map.others].filter((p) => p.in[a] && p.in[b]).map((p) => p.route);
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;

/** A Markdown file's body without its frontmatter. */
export function markdownBody(source: string): string {
  return source.replace(FRONT_MATTER, '');
}

/** Section anchors of a page paired with those of its counterpart in each other locale (the locale modal and switch). */
export type LocaleAnchors<L extends string = LocaleId> = Readonly<Partial<Record<L, AnchorPairs>>>;
