/**
 * A docs page's releases, computed from the files when its frontmatter is parsed: the release
 * it belongs to and, for every release the build serves, the same page there or its nearest
 * existing parent (the folder's index page, up to the section's landing). Written into the
 * frontmatter (`RELEASES_FIELD`), so the version menu and an older release's notice render
 * with the page itself, on the server and before any script runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {docRoute, markdownBody} from '../../locale/shared/localeMapQueries';
import {markdownHeadings} from '../../locale/plugin/headings';
import type {PageReleases, ReleaseLink} from '../shared/releases';
import {builtOlderReleases, type ReleaseConfig, type VersionedSection} from './releaseSections';

interface ReleaseTree {
  readonly release: string;
  /** Folder of the root locale's files, and per translating locale the translations' folder. */
  readonly roots: readonly string[];
  readonly routeBasePath: string;
}

function releaseTrees(siteDir: string, section: VersionedSection, releases: ReleaseConfig): ReleaseTree[] {
  const i18n = path.join(siteDir, 'i18n');
  const locales = fs.existsSync(i18n) ? fs.readdirSync(i18n) : [];
  const tree = (release: string, own: string, folder: string, routeBasePath: string): ReleaseTree => ({
    release,
    roots: [own, ...locales.map((l) => path.join(i18n, l, `docusaurus-plugin-content-docs-${section.id}`, folder))].map(
      (dir) => path.resolve(siteDir, dir),
    ),
    routeBasePath,
  });
  return [
    tree(releases.current, section.dir, 'current', section.routeBasePath),
    ...builtOlderReleases(siteDir, section, releases).map((release) =>
      tree(
        release,
        `${section.id}_versioned_docs/version-${release}`,
        `version-${release}`,
        `${section.routeBasePath}/${release}`,
      ),
    ),
  ];
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
  const absolute = path.resolve(siteDir, filePath);
  for (const section of sections) {
    if (!section.versioned) continue;
    const trees = releaseTrees(siteDir, section, releases);
    for (const own of trees) {
      const rootIndex = own.roots.findIndex((root) => absolute.startsWith(root + path.sep));
      if (rootIndex === -1) continue;
      const ownRoot = own.roots[rootIndex] ?? '';
      const relPath = path.relative(ownRoot, absolute).split(path.sep).join('/');
      const ownIds = new Set(markdownHeadings(body).map((h) => h.id));
      const links: ReleaseLink[] = trees.map((tree) => {
        const root = tree.roots[rootIndex] ?? ownRoot;
        const found = nearestExisting(root, relPath);
        const link: ReleaseLink = {
          release: tree.release,
          to: docRoute(tree.routeBasePath, found.rel),
          exact: found.exact,
        };
        if (!found.exact || tree === own) return link;
        const theirs = headingIds(path.join(root, found.rel));
        const missing = [...ownIds].filter((id) => !theirs.has(id));
        return missing.length > 0 ? {...link, missingAnchors: missing} : link;
      });
      return {release: own.release, current: releases.current, links};
    }
  }
  return undefined;
}

/** The versioned section and release a docs file belongs to (any locale's tree); undefined outside them. */
export function fileRelease(
  siteDir: string,
  sections: readonly VersionedSection[],
  releases: ReleaseConfig,
  filePath: string,
): {readonly sectionId: string; readonly release: string} | undefined {
  const absolute = path.resolve(siteDir, filePath);
  for (const section of sections) {
    if (!section.versioned) continue;
    for (const tree of releaseTrees(siteDir, section, releases)) {
      if (tree.roots.some((root) => absolute.startsWith(root + path.sep)))
        return {sectionId: section.id, release: tree.release};
    }
  }
  return undefined;
}

/** The facts file of an older release (the current release's is the site's `factsFile`). */
export function releaseFactsFile(factsFile: string, release: string): string {
  return path.posix.join(path.posix.dirname(factsFile), 'releases', `${release}.yml`);
}
