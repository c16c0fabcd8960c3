/**
 * Content rules of the writer's guide (WRITING.md), checked in `npm test`:
 * frontmatter, title, prose length, placeholder words, images and alt text,
 * internal links to existing routes, translation pairing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {normaliseFrontMatter} from '../page-meta/frontMatter';
import {splitFrontMatter} from '../page-meta/frontMatterFile';
import {pageContext} from '../page-meta/pageStats';
import {buildLocaleMap, docRoute, englishDocsDir, listMarkdownFiles, localeRoutes, type LocaleSection} from '../locale-map/localeMap';
import {REFERENCE_DIR, REFERENCE_ROUTE} from '../viewer-reference/routes';
import {OPENAPI_REFERENCE_DIR, OPENAPI_REFERENCE_ROUTE} from '../openapi-reference/routes';

export interface ContentFile {
  /** Path relative to the site folder. */
  readonly file: string;
  readonly locale: 'ru' | 'en';
  readonly section: string;
  readonly relPath: string;
  readonly route: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
}

export interface ContentProblem {
  readonly file: string;
  readonly message: string;
}

export const PLACEHOLDER = /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon|скоро появится|заглушк|placeholder/i;
export const MIN_ARTICLE_WORDS = 300;

/** Words of prose: code fences, tables, JSX/HTML lines, admonition markers and link targets left out. */
export function proseWords(body: string): number {
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .split('\n')
    .filter((line) => !/^\s*\|/.test(line) && !/^\s*(<|import |export |:::)/.test(line))
    .join('\n')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' x ');
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}

export function isIndexPage(relPath: string): boolean {
  return /(^|\/)(index|readme)\.mdx?$/i.test(relPath);
}

export function loadContent(siteDir: string, sections: readonly LocaleSection[]): ContentFile[] {
  const files: ContentFile[] = [];
  for (const section of sections) {
    const sources: [string, 'ru' | 'en'][] = [
      [path.join(siteDir, section.dir), section.sourceLanguage],
      [englishDocsDir(siteDir, section.id), 'en'],
    ];
    for (const [dir, locale] of sources) {
      for (const relPath of listMarkdownFiles(dir)) {
        const abs = path.join(dir, relPath);
        // The generated viewer reference is not hand-written; the build and
        // tests/unit/viewerReference.test.ts check it.
        const rel = path.relative(siteDir, abs).split(path.sep).join('/');
        if (rel.startsWith(`${REFERENCE_DIR}/`)) continue;
        // Likewise the generated REST reference (tests/unit/openapiReference.test.ts).
        if (rel.startsWith(`${OPENAPI_REFERENCE_DIR}/`)) continue;
        const {frontMatter, body} = splitFrontMatter(fs.readFileSync(abs, 'utf8'));
        files.push({
          file: path.relative(siteDir, abs),
          locale,
          section: section.id,
          relPath,
          route: docRoute(section.routeBasePath, relPath),
          frontMatter,
          body,
        });
      }
    }
  }
  return files;
}

/** Every route a locale serves from content: docs, home, protected and tag pages. */
export function knownRoutes(siteDir: string, sections: readonly LocaleSection[]): Record<'ru' | 'en', Set<string>> {
  const map = buildLocaleMap(siteDir, sections);
  return {ru: new Set(['/', ...localeRoutes(map, 'ru')]), en: new Set(['/', ...localeRoutes(map, 'en')])};
}

export function checkFile(file: ContentFile, siteDir: string, routes: Record<'ru' | 'en', Set<string>>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (message: string): void => {
    problems.push({file: file.file, message});
  };
  const fm = file.frontMatter;

  for (const problem of normaliseFrontMatter(fm, pageContext(siteDir, path.resolve(siteDir, file.file))).problems) report(`frontmatter field "${problem.field}" ${problem.message}`);
  const hasTitle = (typeof fm.title === 'string' && fm.title.trim() !== '') || /^#\s+\S/m.test(file.body);
  if (!hasTitle) report('has no title (frontmatter `title` or a `# ` heading)');
  if (typeof fm.description !== 'string' || fm.description.trim().length < 20) report('needs a `description` of one sentence');

  if (PLACEHOLDER.test(file.body) || PLACEHOLDER.test(JSON.stringify(fm))) report('contains a placeholder word');

  if (!isIndexPage(file.relPath) && fm.home !== true) {
    const words = proseWords(file.body);
    if (words < MIN_ARTICLE_WORDS) report(`has ${words} words of prose; articles need at least ${MIN_ARTICLE_WORDS}`);
  }

  // Images: alt text present, file exists.
  const dir = path.dirname(path.join(siteDir, file.file));
  for (const match of file.body.matchAll(/!\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const [, alt = '', src = ''] = match;
    if (!alt.trim()) report(`image ${src} has no alt text`);
    if (/^[a-z]+:/i.test(src)) {
      report(`image ${src} is loaded from another origin`);
      continue;
    }
    const target = src.startsWith('/') ? path.join(siteDir, 'static', src) : path.join(dir, src);
    if (!fs.existsSync(target)) report(`image ${src} does not exist`);
  }
  for (const match of file.body.matchAll(/<img\b[^>]*>/g)) {
    if (!/\balt="[^"]+"/.test(match[0])) report(`<img> without alt text: ${match[0].slice(0, 60)}`);
  }

  // Internal absolute links must point at a route this locale serves.
  for (const match of file.body.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)) {
    const target = match[1] ?? '/';
    if (/\.[a-z0-9]+$/i.test(target)) continue; // static file
    // Generated on build; tests/unit/viewerReference.test.ts checks these links against a fresh generation.
    if (target.startsWith(REFERENCE_ROUTE) || target.startsWith(OPENAPI_REFERENCE_ROUTE)) continue;
    const normalised = target.endsWith('/') ? target : `${target}/`;
    if (!routes[file.locale].has(normalised)) report(`links to ${target}, which is not a page in the ${file.locale} site`);
  }
  return problems;
}

export function checkPairs(files: readonly ContentFile[]): ContentProblem[] {
  const russian = new Set(files.filter((f) => f.locale === 'ru').map((f) => `${f.section}/${f.relPath}`));
  return files
    .filter((f) => f.locale === 'en' && f.file.startsWith('i18n'))
    .filter((f) => !russian.has(`${f.section}/${f.relPath}`))
    .map((f) => ({file: f.file, message: 'is a translation without a Russian original at the same relative path'}));
}
