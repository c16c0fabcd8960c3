/**
 * The older releases of the versioned sections as Docusaurus keeps them: each section's
 * `<id>_versions.json` (written by `docusaurus docs:version:<id>`, which `npm run release:cut`
 * runs) lists them, its `<id>_versioned_docs/version-<release>/` holds the root locale's pages
 * and `i18n/<locale>/docusaurus-plugin-content-docs-<id>/version-<release>/` their translations.
 * A release the site config no longer supports is left out of the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LocaleSection} from '../../locale/shared/localeMapQueries';

export interface ReleaseConfig {
  readonly current: string;
  readonly supported: readonly string[];
}

export interface VersionedSection extends LocaleSection {
  readonly versioned?: boolean;
}

/** An older release of a section, read as a section of its own (its folder, its route base, its translations). */
export interface OlderReleaseSection extends LocaleSection {
  readonly release: string;
}

export function versionsFile(siteDir: string, sectionId: string): string {
  return path.join(siteDir, `${sectionId}_versions.json`);
}

// Every page's frontmatter, facts and links ask for a section's releases: the file is read again only when it changes.
const keptCache = new Map<string, {readonly mtimeMs: number; readonly list: string[]}>();

/** The section's older releases Docusaurus has (newest first, as versions.json lists them). */
export function keptReleases(siteDir: string, sectionId: string): string[] {
  const file = versionsFile(siteDir, sectionId);
  if (!fs.existsSync(file)) return [];
  const {mtimeMs} = fs.statSync(file);
  const cached = keptCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.list;
  const list: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(list) || !list.every((v) => typeof v === 'string')) {
    throw new Error(`${path.relative(siteDir, file)}: expected a JSON array of release numbers, e.g. ["4.5"]`);
  }
  keptCache.set(file, {mtimeMs, list});
  return list;
}

/** The older releases of a section this build serves: kept by Docusaurus and still supported. */
export function builtOlderReleases(siteDir: string, section: VersionedSection, releases: ReleaseConfig): string[] {
  if (!section.versioned) return [];
  return keptReleases(siteDir, section.id).filter((r) => r !== releases.current && releases.supported.includes(r));
}

/** The older releases of the sections as sections of their own (for the locale map and the checks over every page). */
export function olderReleaseSections(
  siteDir: string,
  sections: readonly VersionedSection[],
  releases: ReleaseConfig,
): OlderReleaseSection[] {
  return sections.flatMap((section) =>
    builtOlderReleases(siteDir, section, releases).map((release) => ({
      id: section.id,
      dir: `${section.id}_versioned_docs/version-${release}`,
      routeBasePath: `${section.routeBasePath}/${release}`,
      sourceLanguage: section.sourceLanguage,
      translations: `version-${release}`,
      release,
    })),
  );
}

/** Every release of every section the build serves, the current ones first. */
export function allReleaseSections(
  siteDir: string,
  sections: readonly VersionedSection[],
  releases: ReleaseConfig,
): LocaleSection[] {
  return [...sections, ...olderReleaseSections(siteDir, sections, releases)];
}

/**
 * The docs plugin's version options of a section: the current release at the section's own
 * address, labelled with its number; each supported older release under its number. The
 * theme's own banner and badge are off: the site's notice and version menu replace them
 * (src/features/versions/theme).
 */
export function docsVersionOptions(
  siteDir: string,
  section: VersionedSection,
  releases: ReleaseConfig,
): {
  lastVersion?: string;
  onlyIncludeVersions?: string[];
  versions?: Record<string, {label: string; path: string; banner: 'none'; badge: boolean; noIndex: boolean}>;
} {
  if (!section.versioned) return {};
  const older = builtOlderReleases(siteDir, section, releases);
  return {
    lastVersion: 'current',
    onlyIncludeVersions: ['current', ...older],
    versions: {
      current: {label: releases.current, path: '', banner: 'none', badge: false, noIndex: false},
      ...Object.fromEntries(
        older.map((release) => [
          release,
          {label: release, path: release, banner: 'none', badge: false, noIndex: false},
        ]),
      ),
    },
  };
}
