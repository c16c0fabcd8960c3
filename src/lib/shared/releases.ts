/**
 * The release a site path belongs to, read from the path alone (both sides: the search index
 * marks each page with it, the search window knows the release being read): under
 * `/<section>/<release>/` of a versioned section an older release, elsewhere in a versioned
 * section the current one, and none outside versioned sections (a page for every release).
 */
import {siteConfig} from '../../../site.config';

const versionedBases = siteConfig.sections
  .filter((section) => 'versioned' in section && section.versioned)
  .map((section) => `/${section.routeBasePath}/`);
const localePrefixes = siteConfig.locales.all
  .filter((locale) => locale !== siteConfig.locales.defaultLocale)
  .map((locale) => `/${locale}/`);
const older: readonly string[] = siteConfig.releases.supported.filter((r) => r !== siteConfig.releases.current);

/** The path without a non-root locale's prefix (`/en/control/…` → `/control/…`). */
function sitePath(pathname: string): string {
  const prefix = localePrefixes.find((p) => pathname.startsWith(p));
  return prefix ? pathname.slice(prefix.length - 1) : pathname;
}

/** The release of a site path (with or without the locale's prefix), undefined outside versioned sections. */
export function releaseOfPath(pathname: string): string | undefined {
  const path = sitePath(pathname.endsWith('/') ? pathname : `${pathname}/`);
  const base = versionedBases.find((b) => path.startsWith(b));
  if (!base) return undefined;
  const next = path.slice(base.length).split('/')[0] ?? '';
  return older.includes(next) ? next : siteConfig.releases.current;
}

/**
 * A path under a release number of a versioned section (`/en/control/4.5/a/b/`), served or not:
 * its release, the same path in the current release (`/en/control/a/b/`) and the section's
 * landing there (`/en/control/`). Undefined for any other path.
 */
export function releasePathParts(
  pathname: string,
): {readonly release: string; readonly inCurrent: string; readonly landing: string} | undefined {
  const prefix = localePrefixes.find((p) => pathname.startsWith(p))?.slice(0, -1) ?? '';
  const path = pathname.slice(prefix.length);
  const base = versionedBases.find((b) => path.startsWith(b));
  if (!base) return undefined;
  const [release = '', ...rest] = path.slice(base.length).split('/');
  if (!/^\d+\.\d+$/.test(release)) return undefined;
  return {release, inCurrent: `${prefix}${base}${rest.join('/')}`, landing: `${prefix}${base}`};
}

/** The current release: search and the version menu read it as the default. */
export const CURRENT_RELEASE: string = siteConfig.releases.current;

/**
 * Each supported older release of each versioned section as a section of its own
 * (`control@4.5` at `/control/4.5/`): "Save for offline" and the catalogs list a release's pages apart.
 */
export const OLDER_RELEASE_SECTIONS: ReadonlyArray<{
  readonly id: string;
  readonly routeBasePath: string;
  readonly release: string;
}> = siteConfig.sections
  .filter((section) => 'versioned' in section && section.versioned)
  .flatMap((section) =>
    older.map((release) => ({
      id: `${section.id}@${release}`,
      routeBasePath: `${section.routeBasePath}/${release}`,
      release,
    })),
  );
