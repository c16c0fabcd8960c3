/**
 * A docs page's releases, computed from the files when its frontmatter is parsed: the release
 * it belongs to and, for every release the build serves, the same page there or its nearest
 * existing parent (the folder's index page, up to the section's landing). Written into the
 * frontmatter (`RELEASES_FIELD`), so the version menu and an older release's notice render
 * with the page itself, on the server and before any script runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {siteConfig} from '../../../../site.config';
import {docRoute, markdownBody, translationLocales, type LocaleSection} from '../../locale/shared/localeMapQueries';
import {translatedDocsDir} from '../../locale/plugin/localeMap';
import {markdownHeadings} from '../../locale/plugin/headings';
import type {PageReleases, ReleaseLink} from '../shared/releases';
import {olderReleaseSections, type ReleaseConfig, type VersionedSection} from './releaseSections';

interface ReleaseTree {
  readonly release: string;
  /** Folder of the root locale's files, then the translations' folder of each translating locale. */
  readonly roots: readonly string[];
  readonly routeBasePath: string;
}

/** The current release's folders and each older one's (olderReleaseSections), every locale's. */
function releaseTrees(siteDir: string, section: VersionedSection, releases: ReleaseConfig): ReleaseTree[] {
  const tree = (own: LocaleSection, release: string): ReleaseTree => ({
    release,
    roots: [
      path.resolve(siteDir, own.dir),
      ...translationLocales(siteConfig.locales).map((locale) =>
        translatedDocsDir(siteDir, own.id, locale, own.translations),
      ),
    ],
    routeBasePath: own.routeBasePath,
  });
  return [
    tree(section, releases.current),
    ...olderReleaseSections(siteDir, [section], releases).map((older) => tree(older, older.release)),
  ];
}

/** The release tree holding a docs file, which of its roots (locale) it is under, and its path there. */
function locate(
  siteDir: string,
  sections: readonly VersionedSection[],
  releases: ReleaseConfig,
  filePath: string,
): {sectionId: string; trees: ReleaseTree[]; own: ReleaseTree; rootIndex: number; relPath: string} | undefined {
  const absolute = path.resolve(siteDir, filePath);
  for (const section of sections) {
    if (!section.versioned) continue;
    const trees = releaseTrees(siteDir, section, releases);
    for (const own of trees) {
      const rootIndex = own.roots.findIndex((root) => absolute.startsWith(root + path.sep));
      if (rootIndex === -1) continue;
      const relPath = path
        .relative(own.roots[rootIndex] ?? '', absolute)
        .split(path.sep)
        .join('/');
      return {sectionId: section.id, trees, own, rootIndex, relPath};
    }
  }
  return undefined;
}

/** The page itself, else the nearest folder page above it that exists in `root`. */
function nearestExisting(root: string, relPath: string): {rel: string; exact: boolean} {
  if (fs.existsSync(path.join(root, relPath))) return {rel: relPath, exact: true};
  const parts = relPath.split('/');
  // A folder's own page is its index (or README, or <folder>/<folder>.md), as docRoute reads them.
  const isFolderPage = /^(index|readme)\.mdx?$/i.test(parts.at(-1) ?? '');
  let folders = parts.slice(0, isFolderPage ? -2 : -1);
  for (;;) {
    const folder = folders.join('/');
    const name = folders.at(-1);
    for (const candidate of ['index.md', 'index.mdx', 'README.md', ...(name ? [`${name}.md`, `${name}.mdx`] : [])]) {
      const rel = folder ? `${folder}/${candidate}` : candidate;
      if (fs.existsSync(path.join(root, rel))) return {rel, exact: false};
    }
    if (folders.length === 0) return {rel: 'index.md', exact: false};
    folders = folders.slice(0, -1);
  }
}

const headingCache = new Map<string, {mtimeMs: number; ids: Set<string>}>();
function headingIds(file: string): Set<string> {
  const mtimeMs = fs.statSync(file).mtimeMs;
  const cached = headingCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.ids;
  const ids = new Set(markdownHeadings(markdownBody(fs.readFileSync(file, 'utf8'))).map((h) => h.id));
  headingCache.set(file, {mtimeMs, ids});
  return ids;
}

/**
 * The releases of the docs page at `filePath` (absolute, or relative to the site folder),
 * whose own Markdown without frontmatter is `body`; undefined outside a versioned section.
 */
export function pageReleases(
  siteDir: string,
  sections: readonly VersionedSection[],
  releases: ReleaseConfig,
  filePath: string,
  body: string,
): PageReleases | undefined {
  const found = locate(siteDir, sections, releases, filePath);
  if (!found) return undefined;
  const {trees, own, rootIndex, relPath} = found;
  const ownIds = new Set(markdownHeadings(body).map((h) => h.id));
  const links: ReleaseLink[] = trees.map((tree) => {
    const root = tree.roots[rootIndex] ?? '';
    const counterpart = nearestExisting(root, relPath);
    const link: ReleaseLink = {
      release: tree.release,
      to: docRoute(tree.routeBasePath, counterpart.rel),
      exact: counterpart.exact,
    };
    if (!counterpart.exact || tree === own) return link;
    const theirs = headingIds(path.join(root, counterpart.rel));
    const missing = [...ownIds].filter((id) => !theirs.has(id));
    return missing.length > 0 ? {...link, missingAnchors: missing} : link;
  });
  return {release: own.release, current: releases.current, links};
}

/** The versioned section and release a docs file belongs to (any locale's tree); undefined outside them. */
export function fileRelease(
  siteDir: string,
  sections: readonly VersionedSection[],
  releases: ReleaseConfig,
  filePath: string,
): {readonly sectionId: string; readonly release: string} | undefined {
  const found = locate(siteDir, sections, releases, filePath);
  return found && {sectionId: found.sectionId, release: found.own.release};
}

/** The facts file of an older release (the current release's is the site's `factsFile`). */
export function releaseFactsFile(factsFile: string, release: string): string {
  return path.posix.join(path.posix.dirname(factsFile), 'releases', `${release}.yml`);
}
