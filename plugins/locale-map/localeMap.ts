/**
 * Which page exists in which locale, computed from the content files alone so
 * that both locale builds (and the language switch) agree.
 *
 * A Russian page under content/<section>/<rel> is translated when
 * i18n/en/docusaurus-plugin-content-docs-<id>/current/<rel> exists. Sections
 * written in English (developer docs) exist in both trees as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
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

export interface LocaleMap {
  readonly pages: readonly LocalePage[];
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

export function buildLocaleMap(siteDir: string, sections: readonly LocaleSection[]): LocaleMap {
  const pages = sections.flatMap((section) =>
    pairSection(
      section,
      listMarkdownFiles(path.join(siteDir, section.dir)),
      listMarkdownFiles(englishDocsDir(siteDir, section.id)),
    ),
  );
  return {pages};
}

/** Globs (relative to the section folder) that the English build must not emit. */
export function untranslatedFiles(map: LocaleMap, sectionId: string): string[] {
  return map.pages.filter((p) => p.section === sectionId && !p.inEn).map((p) => p.relPath);
}

export function sectionHasLocale(map: LocaleMap, sectionId: string, locale: Locale): boolean {
  return map.pages.some((p) => p.section === sectionId && (locale === 'en' ? p.inEn : p.inRu));
}

/** Locale-neutral routes that exist in both locales. */
export function pairedRoutes(map: LocaleMap): string[] {
  return map.pages.filter((p) => p.inEn && p.inRu).map((p) => p.route);
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
