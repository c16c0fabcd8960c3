/**
 * Content rules of the writer's guide (WRITING.md), checked in `npm test`:
 * frontmatter, title, prose length, placeholder words, images and alt text (and a
 * translation's figures labelled in English),
 * the one heading of an error section, internal links to existing routes (a page of the other locale counts:
 * the link leads there, marked with its language), translation pairing, a translation's heading structure
 * against its original's (the language switch carries a reader's section across only when they agree), and
 * product facts stated as the facts file has them (src/features/facts/plugin).
 */
import fs from 'node:fs';
import path from 'node:path';
import {normaliseFrontMatter} from '../../src/features/frontmatter/plugin/frontMatter';
import {splitFrontMatter} from '../../src/features/frontmatter/plugin/frontMatterFile';
import {pageContext} from '../../src/features/article/plugin/pageStats';
import {siteConfig, type LocaleId} from '../../site.config';
import {buildLocaleMap, docRoute, listMarkdownFiles, localeRoutes, perLocale, translatedDocsDir, translationLocales, type LocaleSection} from '../../src/features/locale/plugin/localeMap';
import {REFERENCE_DIR, REFERENCE_ROUTE} from '../../src/features/viewer-reference/plugin/routes';
import {OPENAPI_REFERENCE_DIR, OPENAPI_REFERENCE_ROUTE} from '../../src/features/openapi-reference/plugin/routes';
import type {Facts} from '../../src/features/facts/plugin/facts';
import {checkFactStatements, type CheckOptions} from '../../src/features/facts/plugin/statements';
import {markdownHeadings, type PageHeading} from '../../src/features/locale/plugin/headings';

export interface ContentFile {
  /** Path relative to the site folder. */
  readonly file: string;
  readonly locale: LocaleId;
  readonly section: string;
  /** The older release the page belongs to (src/features/versions); undefined for the current one. */
  readonly release?: string;
  readonly relPath: string;
  readonly route: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
  /** Line of the file where the body starts (after the frontmatter). */
  readonly bodyLine: number;
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

/** The one heading of a page's error section: the troubleshooting hubs link to it by its anchor. */
export const ERROR_SECTION_HEADING: Readonly<Record<LocaleId, string>> = {ru: 'Возможные ошибки', en: 'Possible errors'};
/** A second-level heading that names an error section in other words ("Ошибки входа", "Troubleshooting"). */
const ERROR_SECTION_WORDS = /(?<![\p{L}])(?:ошибки|неполадки|проблемы|errors|problems|troubleshooting)(?![\p{L}])/iu;

/** A table header of an error section: a cause column and a what-to-do column. */
const ERROR_TABLE_HEADER = /^\s*\|.*\|\s*(?:Причина|Cause)\s*\|(?:[^|]*\|)*?\s*(?:Что сделать|What to do)\s*\|/iu;

/**
 * `##` headings of the body that head an error section but not with the one heading: the
 * heading names errors in other words ("Ошибки входа", "Troubleshooting"), or the section holds
 * a table of causes and what to do ("Если что-то пошло не так").
 */
export function otherErrorHeadings(body: string, locale: LocaleId): string[] {
  const out: string[] = [];
  let inCode = false;
  let current: {heading: string; flagged: boolean} | undefined;
  const flag = (): void => {
    if (current && !current.flagged) {
      out.push(current.heading);
      current.flagged = true;
    }
  };
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
    if (inCode) continue;
    const heading = /^##\s+(.+?)\s*(?:\{#[^}]+\})?\s*$/.exec(line)?.[1];
    if (heading) {
      current = heading === ERROR_SECTION_HEADING[locale] ? undefined : {heading, flagged: false};
      if (ERROR_SECTION_WORDS.test(heading)) flag();
    } else if (ERROR_TABLE_HEADER.test(line)) flag();
  }
  return out;
}

/** The page that indexes every error section of the site, in the platform's reference. */
export const TROUBLESHOOTING_PAGE = {section: 'platform', relPath: 'tessera-reference/troubleshooting.md'} as const;

/**
 * The links the troubleshooting page of a locale must hold: one to the error section of every
 * page the reader of that locale reaches, `route#anchor` with the anchor of the page that opens
 * (a Russian page without a translation keeps its Russian anchor on the English site).
 */
/** A page's place across locales: its section, its release, its path in the section's folder. */
export function pageKey(f: Pick<ContentFile, 'section' | 'release' | 'relPath'>): string {
  return `${f.section}${f.release ? `@${f.release}` : ''}/${f.relPath}`;
}

export function errorSectionLinks(files: readonly ContentFile[], locale: LocaleId): string[] {
  const slug = (heading: string): string => heading.toLowerCase().replace(/\s+/g, '-');
  const has = (f: ContentFile): boolean => otherErrorHeadings(f.body, f.locale).length === 0 && new RegExp(`^## ${ERROR_SECTION_HEADING[f.locale]}\\s*$`, 'm').test(f.body);
  const isPage = (f: ContentFile): boolean => !(f.section === TROUBLESHOOTING_PAGE.section && f.relPath === TROUBLESHOOTING_PAGE.relPath);
  const isTranslation = (f: ContentFile): boolean => f.file.startsWith('i18n');
  const translatedHere = new Set(files.filter((f) => isTranslation(f) && f.locale === locale).map((f) => pageKey(f)));
  const links = new Set<string>();
  for (const f of files.filter(isPage)) {
    // A locale shows its own translation of a page, else the section's own file (English-only sections serve every site).
    const shown = isTranslation(f) ? f.locale === locale : !translatedHere.has(pageKey(f));
    if (shown && has(f)) links.add(`${f.route}#${slug(ERROR_SECTION_HEADING[f.locale])}`);
  }
  return [...links].sort();
}

/** An English translation of a Russian page (under i18n/), as opposed to the English-only developer docs in content/. */
function isTranslation(file: ContentFile): boolean {
  return file.locale === 'en' && file.file.startsWith('i18n');
}

/**
 * Russian words in a figure's SVG source: Cyrillic words with a lower-case letter. Capitals-only
 * words stay allowed: abbreviations (ЦИМ, СП 333, КСИ) and codes of the examples' data
 * (С1-Э03, МН-01) that English pages quote as they are.
 */
export function russianWords(svg: string): string[] {
  return [...new Set((svg.match(/\p{Script=Cyrillic}+/gu) ?? []).filter((word) => word !== word.toUpperCase()))];
}

export function isIndexPage(relPath: string): boolean {
  return /(^|\/)(index|readme)\.mdx?$/i.test(relPath);
}

export function loadContent(siteDir: string, sections: readonly (LocaleSection & {readonly sourceLanguage: string; readonly release?: string})[]): ContentFile[] {
  const files: ContentFile[] = [];
  for (const section of sections) {
    const sources: [string, LocaleId][] = [
      [path.join(siteDir, section.dir), section.sourceLanguage as LocaleId],
      ...translationLocales(siteConfig.locales).map((locale): [string, LocaleId] => [translatedDocsDir(siteDir, section.id, locale, section.translations), locale]),
    ];
    for (const [dir, locale] of sources) {
      for (const relPath of listMarkdownFiles(dir)) {
        const abs = path.join(dir, relPath);
        // The generated viewer reference is not hand-written; the build and
        // src/features/viewer-reference/viewerReference.test.ts check it.
        const rel = path.relative(siteDir, abs).split(path.sep).join('/');
        if (rel.startsWith(`${REFERENCE_DIR}/`)) continue;
        // Likewise the generated REST reference (src/features/openapi-reference/openapiReference.test.ts).
        if (rel.startsWith(`${OPENAPI_REFERENCE_DIR}/`)) continue;
        const source = fs.readFileSync(abs, 'utf8');
        const {frontMatter, body} = splitFrontMatter(source);
        files.push({
          file: path.relative(siteDir, abs),
          locale,
          section: section.id,
          ...(section.release ? {release: section.release} : {}),
          relPath,
          route: docRoute(section.routeBasePath, relPath),
          frontMatter,
          body,
          bodyLine: source.slice(0, source.length - body.length).split('\n').length,
        });
      }
    }
  }
  return files;
}

/** Every route a locale serves from content: docs, home, protected and tag pages. */
export function knownRoutes(siteDir: string, sections: readonly LocaleSection[]): Readonly<Record<LocaleId, ReadonlySet<string>>> {
  const map = buildLocaleMap(siteDir, sections, siteConfig.locales);
  return perLocale(siteConfig.locales, (locale) => new Set(['/', ...localeRoutes(map, locale)]));
}

export function checkFile(file: ContentFile, siteDir: string, routes: Readonly<Record<LocaleId, ReadonlySet<string>>>): ContentProblem[] {
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

  for (const heading of otherErrorHeadings(file.body, file.locale)) report(`names its error section "${heading}"; every page calls it "${ERROR_SECTION_HEADING[file.locale]}", the anchor the troubleshooting page links to`);

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
    else if (isTranslation(file) && /\.svg$/i.test(src)) {
      const words = russianWords(fs.readFileSync(target, 'utf8'));
      if (words.length > 0) report(`figure ${src} is labelled in Russian (${words.slice(0, 3).join(', ')}); a translation shows the figure redrawn with English labels beside it (img/ of the translation)`);
    }
  }
  for (const match of file.body.matchAll(/<img\b[^>]*>/g)) {
    if (!/\balt="[^"]+"/.test(match[0])) report(`<img> without alt text: ${match[0].slice(0, 60)}`);
  }

  // Internal absolute links must point at a route this locale serves.
  for (const match of file.body.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)) {
    const target = match[1] ?? '/';
    if (/\.[a-z0-9]+$/i.test(target)) continue; // static file
    // Generated on build; src/features/viewer-reference/viewerReference.test.ts checks these links against a fresh generation.
    if (target.startsWith(REFERENCE_ROUTE) || target.startsWith(OPENAPI_REFERENCE_ROUTE)) continue;
    const normalised = target.endsWith('/') ? target : `${target}/`;
    // A page only another locale has is linked there, marked "(in Russian)" (src/features/locale/plugin/remarkOtherLanguageLinks.ts).
    if (!Object.values<ReadonlySet<string>>(routes).some((served) => served.has(normalised))) report(`links to ${target}, which is not a page in any locale's site`);
  }
  for (const message of pathnameLinksToOwnLocale(file, routes)) report(message);
  return problems;
}

/**
 * `pathname:///…` links on a translated page that lead to the original's language although the page's
 * own locale has that page. The build leaves such a link as it is (the reader lands in the other language,
 * and any "(in Russian)" written after it stays); a plain site path leads to the page in the reader's
 * language, or to the original, marked, while there is no translation. The site root is left alone: a
 * link to the other language's home is deliberate.
 */
export function pathnameLinksToOwnLocale(file: Pick<ContentFile, 'locale' | 'body'>, routes: Readonly<Record<LocaleId, ReadonlySet<string>>>): string[] {
  if (file.locale === siteConfig.locales.defaultLocale) return [];
  const out: string[] = [];
  for (const match of file.body.matchAll(/\]\(pathname:\/\/(\/[^)\s#]*)(#[^)\s]*)?\)/g)) {
    const target = match[1] ?? '/';
    const normalised = target.endsWith('/') ? target : `${target}/`;
    if (normalised !== '/' && routes[file.locale].has(normalised)) out.push(`links to ${target} with pathname:, which leaves the ${file.locale} site although the page exists in it; write the plain link (${target})`);
  }
  return out;
}

/**
 * Product facts the page states differently from the facts file, each with
 * `file:line` and the value the file has.
 */
export function checkFacts(file: ContentFile, facts: Facts, siteDir?: string): ContentProblem[] {
  const description = typeof file.frontMatter.description === 'string' ? file.frontMatter.description : '';
  const options = factOptions(file);
  return [
    ...checkFactStatements(description, 1, facts, file.locale, options).map((m) => ({file: file.file, message: `${file.file} (description): ${m.message}`})),
    ...checkFactStatements(file.body, file.bodyLine, facts, file.locale, options).map((m) => ({file: file.file, message: `${file.file}:${m.line}: ${m.message}`})),
    ...(siteDir === undefined ? [] : figureFacts(file, facts, siteDir)),
  ];
}

/** The developer docs of the API and the viewer library: the library runs in an integrator's page, so their browsers are not the web application's. */
const DEVELOPER_SECTIONS: ReadonlySet<string> = new Set(['api', 'viewer']);

function factOptions(file: Pick<ContentFile, 'section'>): CheckOptions {
  return {webApplicationBrowsers: !DEVELOPER_SECTIONS.has(file.section)};
}

/** The text a figure shows: its `<title>` and `<text>` elements, one a line, entities decoded. */
export function figureText(svg: string): string {
  const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"};
  return [...svg.matchAll(/<(title|text)\b[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((m) => (m[2] ?? '').replace(/<[^>]+>/g, '').replace(/&(\w+);/g, (all, name: string) => entities[name] ?? all).trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Product facts stated in the page's own SVG figures, which a reader sees as much as the text. */
function figureFacts(file: ContentFile, facts: Facts, siteDir: string): ContentProblem[] {
  const dir = path.dirname(path.join(siteDir, file.file));
  const out: ContentProblem[] = [];
  for (const match of file.body.matchAll(/!\[[^\]]*\]\((\.{1,2}\/[^)\s]+\.svg)\)/g)) {
    const src = match[1] ?? '';
    const target = path.join(dir, src);
    if (!fs.existsSync(target)) continue;
    for (const m of checkFactStatements(figureText(fs.readFileSync(target, 'utf8')), 1, facts, file.locale, factOptions(file))) out.push({file: file.file, message: `${file.file}, figure ${src}: ${m.message}`});
  }
  return out;
}

export function checkPairs(files: readonly ContentFile[]): ContentProblem[] {
  const {defaultLocale} = siteConfig.locales;
  const originals = new Set(files.filter((f) => f.locale === defaultLocale && !f.file.startsWith('i18n')).map((f) => pageKey(f)));
  return files
    .filter((f) => f.file.startsWith('i18n'))
    .filter((f) => !originals.has(pageKey(f)))
    .map((f) => ({file: f.file, message: 'is a translation without an original at the same relative path in its section folder'}));
}

/** A heading as a message names it: its Markdown level and its id (the id follows the heading's text). */
function describeHeading(heading: PageHeading): string {
  return `${'#'.repeat(heading.level)} #${heading.id}`;
}

/**
 * The first place where a translation's headings stop following its original's: the same levels, as
 * many, in the same order. Undefined when they agree. Headings are read as the build reads them (code
 * blocks left out, explicit `{#id}` honoured).
 */
export function headingStructureDifference(originalBody: string, translationBody: string): string | undefined {
  const original = markdownHeadings(originalBody);
  const translation = markdownHeadings(translationBody);
  for (let i = 0; i < Math.max(original.length, translation.length); i++) {
    const o = original[i];
    const t = translation[i];
    if (o !== undefined && t !== undefined && o.level === t.level) continue;
    const place = `heading ${i + 1}`;
    if (t === undefined) return `${place}: the original has ${describeHeading(o as PageHeading)}, the translation ends after ${translation.length} headings (the original has ${original.length})`;
    if (o === undefined) return `${place}: the translation has ${describeHeading(t)}, the original ends after ${original.length} headings (the translation has ${translation.length})`;
    return `${place}: the original has ${describeHeading(o)} (level ${o.level}), the translation ${describeHeading(t)} (level ${t.level})`;
  }
  return undefined;
}

/**
 * The translations (all of them, or those given) whose heading structure differs from their original's,
 * each with its file and the first difference. A translation without an original is checkPairs's concern.
 */
export function checkHeadingStructure(files: readonly ContentFile[], ...only: readonly ContentFile[]): ContentProblem[] {
  const {defaultLocale} = siteConfig.locales;
  const originals = new Map(files.filter((f) => f.locale === defaultLocale && !f.file.startsWith('i18n')).map((f) => [pageKey(f), f]));
  const problems: ContentProblem[] = [];
  for (const translation of only.length > 0 ? only : files.filter((f) => f.file.startsWith('i18n'))) {
    const original = originals.get(pageKey(translation));
    if (original === undefined) continue;
    const difference = headingStructureDifference(original.body, translation.body);
    if (difference !== undefined) problems.push({file: translation.file, message: `${translation.file} (translation of ${original.file}): ${difference}`});
  }
  return problems;
}
