/**
 * Which page exists in which locale, computed from the content files alone so
 * that both locale builds (and the language switch) agree.
 *
 * A Russian page under content/<section>/<rel> is translated when
 * i18n/en/docusaurus-plugin-content-docs-<id>/current/<rel> exists. Sections
 * written in English (developer docs) exist in both trees as they are.
 * Besides docs pages, a locale has:
 * - pages of the pages plugin (the home page): `src/pages/<rel>`, translated
 *   by i18n/en/docusaurus-plugin-content-pages/<rel>;
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
import {componentAnchors, markdownHeadings, pairHeadings, type AnchorPairs} from './headings';

export type Locale = 'ru' | 'en';

export interface LocaleSection {
  readonly id: string;
  readonly dir: string;
  readonly routeBasePath: string;
  readonly sourceLanguage: Locale;
}

export interface LocalePage {
  readonly section: string;
  /** Path of the source file relative to the section folder, with `/` separators. */
  readonly relPath: string;
  /** Locale-neutral route, e.g. `/control/control-howto/before-start/`. */
  readonly route: string;
  readonly inRu: boolean;
  readonly inEn: boolean;
}

/** A route that is not a docs page: a pages-plugin page, a protected page, a section's tag index. */
export interface LocaleRoute {
  readonly kind: 'page' | 'protected' | 'tags';
  /** Locale-neutral route, e.g. `/demo/encrypt/` or `/control/tags/`. */
  readonly route: string;
  readonly inRu: boolean;
  readonly inEn: boolean;
  /** Source file per locale, relative to the site folder (pages and protected pages). */
  readonly files?: {readonly ru?: string; readonly en?: string};
}

/** An English file that Docusaurus never builds: no original at its path. */
export interface OrphanFile {
  /** Relative to the site folder. */
  readonly file: string;
  /** Where its original would be, relative to the site folder. */
  readonly expected: string;
}

export interface LocaleMap {
  /** Docs pages, per section. */
  readonly pages: readonly LocalePage[];
  readonly others: readonly LocaleRoute[];
  readonly orphans: readonly OrphanFile[];
}

export const PAGES_DIR = 'src/pages';
export const ENGLISH_PAGES_DIR = 'i18n/en/docusaurus-plugin-content-pages';

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

export function englishDocsDir(siteDir: string, sectionId: string): string {
  return path.join(siteDir, 'i18n', 'en', `docusaurus-plugin-content-docs-${sectionId}`, 'current');
}

/** Pure part: pair the files of each section. */
export function pairSection(section: LocaleSection, sourceFiles: readonly string[], englishFiles: readonly string[]): LocalePage[] {
  const translated = new Set(englishFiles);
  return sourceFiles.map((relPath) => ({
    section: section.id,
    relPath,
    route: docRoute(section.routeBasePath, relPath),
    inRu: true,
    inEn: section.sourceLanguage === 'en' || translated.has(relPath),
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
 * Russian file; a Markdown page counts as present in English only when it
 * has an English file (a component page translates itself).
 */
function pagesRoutes(siteDir: string): LocaleRoute[] {
  const english = new Set(pagesFiles(path.join(siteDir, ENGLISH_PAGES_DIR)));
  return pagesFiles(path.join(siteDir, PAGES_DIR)).map((rel) => {
    const translated = english.has(rel);
    return {
      kind: 'page' as const,
      route: pagesRoute(rel),
      inRu: true,
      inEn: translated || !MARKDOWN_FILE.test(rel),
      files: {ru: `${PAGES_DIR}/${rel}`, ...(translated ? {en: `${ENGLISH_PAGES_DIR}/${rel}`} : {})},
    };
  });
}

/** Protected pages of both locales by route (plugins/encrypt: `protected/<locale>/<rel>.md`). */
function protectedRoutes(siteDir: string): LocaleRoute[] {
  const byRoute = new Map<string, {ru?: string; en?: string}>();
  for (const locale of ['ru', 'en'] as const) {
    const dir = path.join(siteDir, PROTECTED_DIR, locale);
    for (const rel of protectedMarkdownFiles(dir)) {
      const route = protectedRoute(rel);
      byRoute.set(route, {...byRoute.get(route), [locale]: path.relative(siteDir, path.join(dir, rel)).split(path.sep).join('/')});
    }
  }
  return [...byRoute].sort(([a], [b]) => a.localeCompare(b)).map(([route, files]) => ({kind: 'protected' as const, route, inRu: files.ru !== undefined, inEn: files.en !== undefined, files}));
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
function sectionTagRoutes(siteDir: string, section: LocaleSection, pages: readonly LocalePage[]): LocaleRoute[] {
  const russianDir = path.join(siteDir, section.dir);
  const englishDir = englishDocsDir(siteDir, section.id);
  const ru = tagRoutesOf(section.routeBasePath, pages.map((p) => readFrontMatter(path.join(russianDir, p.relPath))));
  const en =
    section.sourceLanguage === 'en'
      ? ru
      : tagRoutesOf(section.routeBasePath, pages.filter((p) => p.inEn).map((p) => readFrontMatter(path.join(englishDir, p.relPath))));
  const enSet = new Set(en);
  const ruSet = new Set(ru);
  return [...new Set([...ru, ...en])].map((route) => ({kind: 'tags' as const, route, inRu: ruSet.has(route), inEn: enSet.has(route)}));
}

/** English docs and pages files without a Russian original at the same path. */
function orphanFiles(siteDir: string, sections: readonly LocaleSection[]): OrphanFile[] {
  const rel = (abs: string): string => path.relative(siteDir, abs).split(path.sep).join('/');
  const orphans: OrphanFile[] = [];
  for (const section of sections) {
    const russianDir = path.join(siteDir, section.dir);
    const englishDir = englishDocsDir(siteDir, section.id);
    const originals = new Set(listMarkdownFiles(russianDir));
    for (const file of listMarkdownFiles(englishDir)) {
      if (!originals.has(file)) orphans.push({file: rel(path.join(englishDir, file)), expected: rel(path.join(russianDir, file))});
    }
  }
  const pageOriginals = new Set(pagesFiles(path.join(siteDir, PAGES_DIR)));
  for (const file of pagesFiles(path.join(siteDir, ENGLISH_PAGES_DIR))) {
    if (!pageOriginals.has(file)) orphans.push({file: `${ENGLISH_PAGES_DIR}/${file}`, expected: `${PAGES_DIR}/${file}`});
  }
  return orphans;
}

export function buildLocaleMap(siteDir: string, sections: readonly LocaleSection[]): LocaleMap {
  const bySection = sections.map((section) => ({
    section,
    pages: pairSection(section, listMarkdownFiles(path.join(siteDir, section.dir)), listMarkdownFiles(englishDocsDir(siteDir, section.id))),
  }));
  return {
    pages: bySection.flatMap((s) => s.pages),
    others: [...pagesRoutes(siteDir), ...protectedRoutes(siteDir), ...bySection.flatMap((s) => sectionTagRoutes(siteDir, s.section, s.pages))],
    orphans: orphanFiles(siteDir, sections),
  };
}

/** Every locale-neutral route the map knows that `locale` serves. */
export function localeRoutes(map: LocaleMap, locale: Locale): string[] {
  return [...map.pages, ...map.others].filter((p) => (locale === 'en' ? p.inEn : p.inRu)).map((p) => p.route);
}

/**
 * Whether a site path (`/control/control-howto/`, hash and query ignored)
 * leads to a page `locale` lacks although the site has it: a page only the
 * other locale has, e.g. an English translation a writer removed. Navbar and
 * footer leave such links out instead of failing the build. A path no locale
 * has is not "missing here" but a broken link, which the build still reports.
 */
export function missingInLocale(map: LocaleMap, locale: Locale): (sitePath: string) => boolean {
  const here = new Set(['/', ...localeRoutes(map, locale)]);
  const anywhere = new Set([...here, ...localeRoutes(map, locale === 'en' ? 'ru' : 'en')]);
  return (sitePath) => {
    const route = sitePath.replace(/[?#].*$/, '').replace(/\/?$/, '/');
    return anywhere.has(route) && !here.has(route);
  };
}

/** Globs (relative to the section folder) that the English build must not emit. */
export function untranslatedFiles(map: LocaleMap, sectionId: string): string[] {
  return map.pages.filter((p) => p.section === sectionId && !p.inEn).map((p) => p.relPath);
}

export function sectionHasLocale(map: LocaleMap, sectionId: string, locale: Locale): boolean {
  return map.pages.some((p) => p.section === sectionId && (locale === 'en' ? p.inEn : p.inRu));
}

/** Locale-neutral routes that exist in both locales: docs pages, the home page, protected and tag pages. */
export function pairedRoutes(map: LocaleMap): string[] {
  return [...map.pages, ...map.others].filter((p) => p.inEn && p.inRu).map((p) => p.route);
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;

/** A Markdown file's body without its frontmatter. */
export function markdownBody(source: string): string {
  return source.replace(FRONT_MATTER, '');
}

/**
 * The same page in the other locale, for a docs file of a section that is
 * translated page by page: the English file for a Russian one and the other
 * way round. Undefined when the file is in no such section or has no
 * counterpart (an untranslated page, or an English file without original).
 */
export function counterpartFile(siteDir: string, sections: readonly LocaleSection[], filePath: string): string | undefined {
  const absolute = path.resolve(siteDir, filePath);
  for (const section of sections) {
    if (section.sourceLanguage !== 'ru') continue;
    const russian = path.join(siteDir, section.dir);
    const english = englishDocsDir(siteDir, section.id);
    const [root, otherRoot] = absolute.startsWith(russian + path.sep) ? [russian, english] : absolute.startsWith(english + path.sep) ? [english, russian] : [];
    if (root === undefined || otherRoot === undefined) continue;
    const other = path.join(otherRoot, path.relative(root, absolute));
    return fs.existsSync(other) ? other : undefined;
  }
  return undefined;
}

/**
 * Section anchors of a translated docs page: its heading ids paired with its
 * counterpart's (plugins/locale-map/headings.ts), for the language switch.
 * `body` is the page's own Markdown without frontmatter. Undefined for a page
 * with no counterpart or no headings.
 */
export function anchorPairsFor(siteDir: string, sections: readonly LocaleSection[], filePath: string, body: string): AnchorPairs | undefined {
  const other = counterpartFile(siteDir, sections, filePath);
  if (other === undefined) return undefined;
  const otherBody = markdownBody(fs.readFileSync(other, 'utf8'));
  const pairs: Record<string, string> = pairHeadings(markdownHeadings(body), markdownHeadings(otherBody));
  // Ids a component renders the same in both locales (the catalog) carry over as they are.
  const otherComponents = new Set(componentAnchors(otherBody));
  for (const id of componentAnchors(body)) if (otherComponents.has(id) && pairs[id] === undefined) pairs[id] = id;
  return Object.keys(pairs).length > 0 ? pairs : undefined;
}
