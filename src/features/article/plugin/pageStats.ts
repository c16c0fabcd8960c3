/**
 * Build-time facts about a docs page that its frontmatter does not hold:
 * where it sits in its docs root (for relative prev/next), its reading
 * statistics and its contributors from git. Called from
 * `markdown.parseFrontMatter` in docusaurus.config.ts; the facts travel to
 * the page in its frontmatter (`reading_time`, `git_contributors`), so each
 * page carries only its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {siteConfig} from '../../../../site.config';
import {readingStats, type ReadingStats} from '../shared/readingTime';
import {contributorsOf} from './gitContributors';
import {allReleaseSections} from '../../versions/plugin/releaseSections';
import {translatedDocsDir} from '../../locale/plugin/localeMap';
import type {PageContext} from '../../frontmatter/plugin/frontMatter';

interface DocsRoot {
  readonly sectionId: string;
  readonly root: string;
  /** Route base of the root's pages: the section's, or an older release's (`control/4.5`). */
  readonly routeBasePath: string;
}

/**
 * The test build's fixture section (`npm run build:test`, docusaurus.config.ts): one folder of
 * pages per locale, `<dir>/<locale>/`, served at `/<routeBasePath>/` like any section.
 */
export const FIXTURE_SECTION = {
  id: 'fixtures',
  dir: 'tests/fixtures/legacy-pages',
  routeBasePath: 'test-fixtures/legacy',
} as const;

export interface DocsRootOptions {
  /** Whether the fixture section is built (test builds only). */
  readonly fixtures?: boolean;
}

/** The docs root holding a file: the section's folder or its translation folder. */
export function docsRootOf(siteDir: string, filePath: string, options: DocsRootOptions = {}): DocsRoot | undefined {
  const absolute = path.resolve(filePath);
  // Every release of every section: an older release's pages live in its own folders (src/features/versions).
  const sections = [
    ...allReleaseSections(siteDir, siteConfig.sections, siteConfig.releases).map((section) => ({
      id: section.id,
      routeBasePath: section.routeBasePath,
      roots: [
        path.join(siteDir, section.dir),
        ...siteConfig.locales.all.map((locale) => translatedDocsDir(siteDir, section.id, locale, section.translations)),
      ],
    })),
    ...(options.fixtures
      ? [
          {
            id: FIXTURE_SECTION.id,
            routeBasePath: FIXTURE_SECTION.routeBasePath,
            roots: siteConfig.locales.all.map((locale) => path.join(siteDir, FIXTURE_SECTION.dir, locale)),
          },
        ]
      : []),
  ];
  for (const section of sections) {
    const root = section.roots.find((r) => absolute.startsWith(r + path.sep));
    if (root) return {sectionId: section.id, root, routeBasePath: section.routeBasePath};
  }
  return undefined;
}

export function pageContext(siteDir: string, filePath: string, options: DocsRootOptions = {}): PageContext | undefined {
  const docs = docsRootOf(siteDir, filePath, options);
  if (!docs) return undefined;
  const docDir = path
    .relative(docs.root, path.dirname(path.resolve(filePath)))
    .split(path.sep)
    .join('/');
  const routeBase = docs.routeBasePath;
  const localePrefix = new RegExp(
    `^/(${siteConfig.locales.all.filter((l) => l !== siteConfig.locales.defaultLocale).join('|')})(?=/)`,
  );
  const docIdOf = (sitePath: string): string | undefined => {
    const prefix = `/${routeBase}/`;
    const local = sitePath.replace(localePrefix, '');
    if (!routeBase || !local.startsWith(prefix)) return undefined;
    const rest = local.slice(prefix.length).replace(/\/$/, '');
    const candidates = rest ? [rest, `${rest}/index`] : ['index'];
    return candidates.find((id) => ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(docs.root, id + ext))));
  };
  return {docDir, docIdOf};
}

export interface PageStats {
  readonly reading_time?: ReadingStats;
  readonly git_contributors?: readonly string[];
}

/**
 * Reading time for every docs page (the fixture section's too, when built) unless `readingTime: false`
 * (the generated references: looked things up in, not read through); contributors unless `contributors: false`.
 */
export function pageStats(
  siteDir: string,
  filePath: string,
  body: string,
  frontMatter: Record<string, unknown>,
  options: DocsRootOptions = {},
): PageStats {
  if (!docsRootOf(siteDir, filePath, options)) return {};
  const stats = frontMatter.readingTime === false ? undefined : readingStats(body, siteConfig.wordsPerMinute);
  const contributors = frontMatter.contributors === false ? undefined : contributorsOf(siteDir, filePath);
  return {...(stats ? {reading_time: stats} : {}), ...(contributors ? {git_contributors: contributors} : {})};
}
