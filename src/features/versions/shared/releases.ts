/**
 * What a docs page of a versioned section knows about its releases (the frontmatter field
 * `RELEASES_FIELD`, written at build time by ../plugin/pageReleases.ts): which release it
 * belongs to, and for every release the build has, where the same page is there (or its
 * nearest existing parent). The version menu and an older release's notice read it; the
 * routes are locale-neutral (`<Link>` adds `/en/`).
 */
export const RELEASES_FIELD = 'release_versions';

export interface ReleaseLink {
  /** The release, e.g. `4.5`. */
  readonly release: string;
  /** Locale-neutral route of the same page in that release, or of its nearest existing parent. */
  readonly to: string;
  /** Whether `to` is the same page (false: a parent, the page does not exist in that release). */
  readonly exact: boolean;
  /** Heading ids of this page its counterpart lacks: a `#hash` among them is not carried over. */
  readonly missingAnchors?: readonly string[];
}

export interface PageReleases {
  /** The release this page belongs to. */
  readonly release: string;
  /** The current release (the section's default address). */
  readonly current: string;
  /** Every release the build has, newest first, this page's own included. */
  readonly links: readonly ReleaseLink[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's releases from its frontmatter, or undefined for a page of a section without versions. */
export function pageReleasesOf(frontMatter: Readonly<Record<string, unknown>>): PageReleases | undefined {
  const value = frontMatter[RELEASES_FIELD];
  if (!isRecord(value) || typeof value.release !== 'string' || !Array.isArray(value.links)) return undefined;
  return value as unknown as PageReleases;
}

/** The route base of a release of a section: the section's own for the current release, else under the number. */
export function releaseBase(routeBasePath: string, release: string, current: string): string {
  return release === current ? `/${routeBasePath}/` : `/${routeBasePath}/${release}/`;
}

/**
 * Where choosing `link` leads from a page read at `hash`: the same heading when the
 * counterpart is the same page and has it, else the page's top.
 */
export function releaseTarget(link: ReleaseLink, hash: string): string {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const keep = link.exact && id !== '' && !(link.missingAnchors ?? []).includes(id);
  return keep ? `${link.to}${hash}` : link.to;
}
