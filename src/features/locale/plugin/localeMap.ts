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
 * - protected pages: `protected/<locale>/<rel>.md` (src/features/encrypt), each
 *   locale its own; a route present in both is a pair;
 * - the tag index of a section, `/<section>/tags/` (src/features/tags), when
 *   a page that locale emits has tags.
 *
 * This file reads the folders and frontmatter from disk (build side, Node only);
 * the map's shape and the queries over it are localeMapQueries.ts, which is all
 * the browser may import. Everything of it is re-exported here for the build side.
 */
import fs from 'node:fs';
import path from 'node:path';
import {normaliseFrontMatter} from '../../frontmatter/plugin/frontMatter';
import {splitFrontMatter} from '../../frontmatter/plugin/frontMatterFile';
import {TAGS_FIELD, tagIndexPath} from '../../tags/shared/tagIndex';
import {protectedDirs, protectedMarkdownFiles, routeOf as protectedRoute} from '../../encrypt/plugin/routes';
import {componentAnchors, markdownHeadings, pairHeadings, type AnchorPairs} from './headings';
import {
  MARKDOWN_FILE,
  markdownBody,
  pagesRoute,
  pairSection,
  perLocale,
  translationLocales,
  type LocaleAnchors,
  type LocaleMap,
  type LocalePage,
  type LocaleRoute,
  type LocaleSection,
  type LocaleSet,
  type OrphanFile,
} from '../shared/localeMapQueries';

export * from '../shared/localeMapQueries';

export const PAGES_DIR = 'src/pages';

/** Folder of a locale's translations of the pages plugin's files, relative to the site folder. */
export function translatedPagesDir(locale: string): string {
  return `i18n/${locale}/docusaurus-plugin-content-pages`;
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

/** Folder of a locale's translations of a docs section (of its current release unless `folder` says another). */
export function translatedDocsDir(siteDir: string, sectionId: string, locale: string, folder = 'current'): string {
  return path.join(siteDir, 'i18n', locale, `docusaurus-plugin-content-docs-${sectionId}`, folder);
}

/** Folder a locale's docs files of a section are read from: the section's own, or the locale's translations. */
function localeDocsDir<L extends string>(
  siteDir: string,
  section: LocaleSection,
  locale: L,
  locales: LocaleSet<L>,
): string {
  return locale === locales.defaultLocale || section.sourceLanguage !== locales.defaultLocale
    ? path.join(siteDir, section.dir)
    : translatedDocsDir(siteDir, section.id, locale, section.translations);
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
  const translated = perLocale(
    locales,
    (locale) => new Set(pagesFiles(path.join(siteDir, translatedPagesDir(locale)))),
  );
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

/** Protected pages of every locale by route (src/features/encrypt: `protected/<locale>/<rel>.md`, and the test pages in the test build). */
function protectedRoutes<L extends string>(siteDir: string, locales: LocaleSet<L>): LocaleRoute<L>[] {
  const byRoute = new Map<string, Partial<Record<L, string>>>();
  for (const locale of locales.all) {
    for (const dir of protectedDirs().map((root) => path.join(siteDir, root, locale)))
      for (const rel of protectedMarkdownFiles(dir)) {
        const route = protectedRoute(rel);
        byRoute.set(route, {
          ...byRoute.get(route),
          [locale]: path.relative(siteDir, path.join(dir, rel)).split(path.sep).join('/'),
        });
      }
  }
  return [...byRoute]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, files]) => ({
      kind: 'protected' as const,
      route,
      in: perLocale(locales, (locale) => files[locale] !== undefined),
      files,
    }));
}

/** The tag index route a set of docs files produces (src/features/tags): one per section with a tagged, non-draft page. */
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
function sectionTagRoutes<L extends string>(
  siteDir: string,
  section: LocaleSection,
  pages: readonly LocalePage<L>[],
  locales: LocaleSet<L>,
): LocaleRoute<L>[] {
  const byLocale = perLocale(locales, (locale) => {
    const dir = localeDocsDir(siteDir, section, locale, locales);
    return new Set(
      tagRoutesOf(
        section.routeBasePath,
        pages.filter((p) => p.in[locale]).map((p) => readFrontMatter(path.join(dir, p.relPath))),
      ),
    );
  });
  const routes = [...new Set(locales.all.flatMap((locale) => [...byLocale[locale]]))];
  return routes.map((route) => ({
    kind: 'tags' as const,
    route,
    in: perLocale(locales, (locale) => byLocale[locale].has(route)),
  }));
}

/** Translated docs and pages files without an original at the same path. */
function orphanFiles<L extends string>(
  siteDir: string,
  sections: readonly LocaleSection[],
  locales: LocaleSet<L>,
): OrphanFile[] {
  const rel = (abs: string): string => path.relative(siteDir, abs).split(path.sep).join('/');
  const orphans: OrphanFile[] = [];
  const pageOriginals = new Set(pagesFiles(path.join(siteDir, PAGES_DIR)));
  for (const locale of translationLocales(locales)) {
    for (const section of sections) {
      const sourceDir = path.join(siteDir, section.dir);
      const translatedDir = translatedDocsDir(siteDir, section.id, locale, section.translations);
      const originals = new Set(listMarkdownFiles(sourceDir));
      for (const file of listMarkdownFiles(translatedDir)) {
        if (!originals.has(file))
          orphans.push({file: rel(path.join(translatedDir, file)), expected: rel(path.join(sourceDir, file))});
      }
    }
    for (const file of pagesFiles(path.join(siteDir, translatedPagesDir(locale)))) {
      if (!pageOriginals.has(file))
        orphans.push({file: `${translatedPagesDir(locale)}/${file}`, expected: `${PAGES_DIR}/${file}`});
    }
  }
  return orphans;
}

export function buildLocaleMap<L extends string>(
  siteDir: string,
  sections: readonly LocaleSection[],
  locales: LocaleSet<L>,
): LocaleMap<L> {
  const bySection = sections.map((section) => ({
    section,
    pages: pairSection(
      section,
      listMarkdownFiles(path.join(siteDir, section.dir)),
      perLocale(locales, (locale) =>
        listMarkdownFiles(translatedDocsDir(siteDir, section.id, locale, section.translations)),
      ),
      locales,
    ),
  }));
  return {
    locales,
    pages: bySection.flatMap((s) => s.pages),
    others: [
      ...pagesRoutes(siteDir, locales),
      ...protectedRoutes(siteDir, locales),
      ...bySection.flatMap((s) => sectionTagRoutes(siteDir, s.section, s.pages, locales)),
    ],
    orphans: orphanFiles(siteDir, sections, locales),
  };
}

/**
 * The same page in the other locales, for a docs file of a section that is
 * translated page by page: for a file of the root locale its translations,
 * for a translation the original and the other translations. Locales
 * without the page are left out; so is everything for a file in no such section.
 */
export function counterpartFiles<L extends string>(
  siteDir: string,
  sections: readonly LocaleSection[],
  locales: LocaleSet<L>,
  filePath: string,
): Partial<Record<L, string>> {
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

/**
 * Section anchors of a translated docs page: its heading ids paired with each
 * counterpart's (src/features/locale/plugin/headings.ts), for the language switch.
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
