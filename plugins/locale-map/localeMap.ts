/**
 * Which page exists in which locale, computed from the content files alone so
 * that both locale builds (and the language switch) agree.
 *
 * A page of the root locale under content/<section>/<rel> is translated into
 * locale L when i18n/L/docusaurus-plugin-content-docs-<id>/current/<rel>
 * exists. Sections written in another language (the English developer docs)
 * exist in every locale tree as they are.
 * Besides docs pages, a locale has:
 * - pages of the pages plugin (the home page): `src/pages/<rel>`, translated
 *   by i18n/<locale>/docusaurus-plugin-content-pages/<rel>;
 * - protected pages: `protected/<locale>/<rel>.md` (plugins/encrypt), each
 *   locale its own; a route present in both is a pair;
 * - the tag index of a section, `/<section>/tags/` (plugins/tag-index), when
 *   a page that locale emits has tags.
 */
import fs from 'node:fs';
import path from 'node:path';
import {normaliseFrontMatter} from '../page-meta/frontMatter';
import {splitFrontMatter} from '../page-meta/frontMatterFile';
import {TAGS_FIELD, tagIndexPath} from '../tag-index/tagIndex';
import {PROTECTED_DIR, protectedMarkdownFiles, routeOf as protectedRoute} from '../encrypt/routes';
import type {LocaleId} from '../../site.config';
import {componentAnchors, markdownHeadings, pairHeadings, type AnchorPairs} from './headings';

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

export const PAGES_DIR = 'src/pages';

/** Folder of a locale's translations of the pages plugin's files, relative to the site folder. */
export function translatedPagesDir(locale: string): string {
  return `i18n/${locale}/docusaurus-plugin-content-pages`;
}

/** A record with one value per locale of the set. */
export function perLocale<L extends string, T>(locales: LocaleSet<L>, value: (locale: L) => T): Readonly<Record<L, T>> {
  return Object.fromEntries(locales.all.map((locale) => [locale, value(locale)])) as Record<L, T>;
}

/** The locales of the set other than the root one: those that translate. */
export function translationLocales<L extends string>(locales: LocaleSet<L>): L[] {
  return locales.all.filter((l) => l !== locales.defaultLocale);
}

const MARKDOWN_FILE = /\.mdx?$/;

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

/** Markdown files below `dir`, relative, skipping partials (`_name.md`) and `_folders`. */
export function listMarkdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  const out: string[] = [];
  const walk = (abs: string, rel: string): void => {
    for (const entry of fs.readdirSync(abs, {withFileTypes: true})) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) {
        continue;
      }
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        walk(path.join(abs, entry.name), childRel);
      } else if (MARKDOWN_FILE.test(entry.name)) {
        out.push(childRel);
      }
    }
  };
  walk(dir, '');
  return out.sort();
}

/** Folder of a locale's translations of a docs section. */
export function translatedDocsDir(siteDir: string, sectionId: string, locale: string): string {
  return path.join(siteDir, 'i18n', locale, `docusaurus-plugin-content-docs-${sectionId}`, 'current');
}

/** Folder a locale's docs files of a section are read from: the section's own, or the locale's translations. */
function localeDocsDir<L extends string>(siteDir: string, section: LocaleSection, locale: L, locales: LocaleSet<L>): string {
  return locale === locales.defaultLocale || section.sourceLanguage !== locales.defaultLocale ? path.join(siteDir, section.dir) : translatedDocsDir(siteDir, section.id, locale);
}

/**
 * Pure part: pair the files of a section. `translations` has the relative paths of each
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

/** Pages-plugin files below `dir`, relative, skipping `_` partials and tests. */
function pagesFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (abs: string, rel: string): void => {
    for (const entry of fs.readdirSync(abs, {withFileTypes: true})) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(abs, entry.name), childRel);
      else if (/\.(mdx?|[jt]sx?)$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name)) out.push(childRel);
    }
  };
  walk(dir, '');
  return out.sort();
}

/**
 * The pages plugin emits every page in every locale, falling back to the
 * root locale's file; a Markdown page counts as present in a translating
 * locale only when it has that locale's file (a component page translates itself).
 */
function pagesRoutes<L extends string>(siteDir: string, locales: LocaleSet<L>): LocaleRoute<L>[] {
  const translated = perLocale(locales, (locale) => new Set(pagesFiles(path.join(siteDir, translatedPagesDir(locale)))));
  return pagesFiles(path.join(siteDir, PAGES_DIR)).map((rel) => {
    const has = (locale: L): boolean => locale !== locales.defaultLocale && translated[locale].has(rel);
    const files: Partial<Record<L, string>> = {};
    for (const locale of locales.all) {
      if (locale === locales.defaultLocale) files[locale] = `${PAGES_DIR}/${rel}`;
      else if (has(locale)) files[locale] = `${translatedPagesDir(locale)}/${rel}`;
    }
    return {
      kind: 'page' as const,
      route: pagesRoute(rel),
      in: perLocale(locales, (locale) => locale === locales.defaultLocale || has(locale) || !MARKDOWN_FILE.test(rel)),
      files,
    };
  });
}

/** Protected pages of every locale by route (plugins/encrypt: `protected/<locale>/<rel>.md`). */
function protectedRoutes<L extends string>(siteDir: string, locales: LocaleSet<L>): LocaleRoute<L>[] {
  const byRoute = new Map<string, Partial<Record<L, string>>>();
  for (const locale of locales.all) {
    const dir = path.join(siteDir, PROTECTED_DIR, locale);
    for (const rel of protectedMarkdownFiles(dir)) {
      const route = protectedRoute(rel);
      byRoute.set(route, {...byRoute.get(route), [locale]: path.relative(siteDir, path.join(dir, rel)).split(path.sep).join('/')});
    }
  }
  return [...byRoute]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, files]) => ({kind: 'protected' as const, route, in: perLocale(locales, (locale) => files[locale] !== undefined), files}));
}

/** The tag index route a set of docs files produces (plugins/tag-index): one per section with a tagged, non-draft page. */
export function tagRoutesOf(routeBasePath: string, frontMatters: readonly Record<string, unknown>[]): string[] {
  const tagged = frontMatters.some((raw) => {
    if (raw.draft === true) return false;
    const tags = normaliseFrontMatter(raw).frontMatter[TAGS_FIELD];
    return Array.isArray(tags) && tags.length > 0;
  });
  return tagged ? [tagIndexPath(`/${routeBasePath}`)] : [];
}

function readFrontMatter(file: string): Record<string, unknown> {
  try {
    return splitFrontMatter(fs.readFileSync(file, 'utf8')).frontMatter;
  } catch {
    // A page whose frontmatter does not parse fails its own build; it has no tags here.
    return {};
  }
}

/** Tag pages of a section in each locale: from the pages that locale emits. */
function sectionTagRoutes<L extends string>(siteDir: string, section: LocaleSection, pages: readonly LocalePage<L>[], locales: LocaleSet<L>): LocaleRoute<L>[] {
  const byLocale = perLocale(locales, (locale) => {
    const dir = localeDocsDir(siteDir, section, locale, locales);
    return new Set(tagRoutesOf(section.routeBasePath, pages.filter((p) => p.in[locale]).map((p) => readFrontMatter(path.join(dir, p.relPath)))));
  });
  const routes = [...new Set(locales.all.flatMap((locale) => [...byLocale[locale]]))];
  return routes.map((route) => ({kind: 'tags' as const, route, in: perLocale(locales, (locale) => byLocale[locale].has(route))}));
}

/** Translated docs and pages files without an original at the same path. */
function orphanFiles<L extends string>(siteDir: string, sections: readonly LocaleSection[], locales: LocaleSet<L>): OrphanFile[] {
  const rel = (abs: string): string => path.relative(siteDir, abs).split(path.sep).join('/');
  const orphans: OrphanFile[] = [];
  const pageOriginals = new Set(pagesFiles(path.join(siteDir, PAGES_DIR)));
  for (const locale of translationLocales(locales)) {
    for (const section of sections) {
      const sourceDir = path.join(siteDir, section.dir);
      const translatedDir = translatedDocsDir(siteDir, section.id, locale);
      const originals = new Set(listMarkdownFiles(sourceDir));
      for (const file of listMarkdownFiles(translatedDir)) {
        if (!originals.has(file)) orphans.push({file: rel(path.join(translatedDir, file)), expected: rel(path.join(sourceDir, file))});
      }
    }
    for (const file of pagesFiles(path.join(siteDir, translatedPagesDir(locale)))) {
      if (!pageOriginals.has(file)) orphans.push({file: `${translatedPagesDir(locale)}/${file}`, expected: `${PAGES_DIR}/${file}`});
    }
  }
  return orphans;
}

export function buildLocaleMap<L extends string>(siteDir: string, sections: readonly LocaleSection[], locales: LocaleSet<L>): LocaleMap<L> {
  const bySection = sections.map((section) => ({
    section,
    pages: pairSection(
      section,
      listMarkdownFiles(path.join(siteDir, section.dir)),
      perLocale(locales, (locale) => listMarkdownFiles(translatedDocsDir(siteDir, section.id, locale))),
      locales,
    ),
  }));
  return {
    locales,
    pages: bySection.flatMap((s) => s.pages),
    others: [...pagesRoutes(siteDir, locales), ...protectedRoutes(siteDir, locales), ...bySection.flatMap((s) => sectionTagRoutes(siteDir, s.section, s.pages, locales))],
    orphans: orphanFiles(siteDir, sections, locales),
  };
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

/**
 * The same page in the other locales, for a docs file of a section that is
 * translated page by page: for a file of the root locale its translations,
 * for a translation the original and the other translations. Locales
 * without the page are left out; so is everything for a file in no such section.
 */
export function counterpartFiles<L extends string>(siteDir: string, sections: readonly LocaleSection[], locales: LocaleSet<L>, filePath: string): Partial<Record<L, string>> {
  const absolute = path.resolve(siteDir, filePath);
  for (const section of sections) {
    if (section.sourceLanguage !== locales.defaultLocale) continue;
    const roots = perLocale(locales, (locale) => localeDocsDir(siteDir, section, locale, locales));
    const own = locales.all.find((locale) => absolute.startsWith(roots[locale] + path.sep));
    if (own === undefined) continue;
    const rel = path.relative(roots[own], absolute);
    const found: Partial<Record<L, string>> = {};
    for (const locale of locales.all) {
      const other = path.join(roots[locale], rel);
      if (locale !== own && fs.existsSync(other)) found[locale] = other;
    }
    return found;
  }
  return {};
}

/** Section anchors of a page paired with those of its counterpart in each other locale (the locale modal and switch). */
export type LocaleAnchors<L extends string = LocaleId> = Readonly<Partial<Record<L, AnchorPairs>>>;

/**
 * Section anchors of a translated docs page: its heading ids paired with each
 * counterpart's (plugins/locale-map/headings.ts), for the language switch.
 * `body` is the page's own Markdown without frontmatter. Undefined for a page
 * with no counterpart or no headings.
 */
export function anchorPairsFor<L extends string>(
  siteDir: string,
  sections: readonly LocaleSection[],
  locales: LocaleSet<L>,
  filePath: string,
  body: string,
): LocaleAnchors<L> | undefined {
  const result: Partial<Record<L, AnchorPairs>> = {};
  const counterparts = counterpartFiles(siteDir, sections, locales, filePath);
  for (const locale of locales.all) {
    const other = counterparts[locale];
    if (other === undefined) continue;
    const otherBody = markdownBody(fs.readFileSync(other, 'utf8'));
    const pairs: Record<string, string> = pairHeadings(markdownHeadings(body), markdownHeadings(otherBody));
    // Ids a component renders the same in both locales (the catalog) carry over as they are.
    const otherComponents = new Set(componentAnchors(otherBody));
    for (const id of componentAnchors(body)) if (otherComponents.has(id) && pairs[id] === undefined) pairs[id] = id;
    if (Object.keys(pairs).length > 0) result[locale] = pairs;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
