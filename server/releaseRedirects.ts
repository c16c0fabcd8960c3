/**
 * Addresses of a release the build does not serve: a release dropped from `supported` (its
 * `/control/4.4/…` pages were public, bookmarked and linked), or a number typed by hand. Such an
 * address redirects to the same page of the current release (`/control/4.4/a/b/` → `/control/a/b/`),
 * or, where the current release has no such page, to its nearest existing parent, up to the
 * section's landing. A release is served when the build has its landing page
 * (`control/4.5/index.html`), so the rule needs no list of dropped releases: whatever number is
 * not built redirects, and whatever is built is served as it is.
 *
 * Both servers apply it: the bundled one walks up the build's files at request time
 * (`releaseRedirect`), nginx gets `map` blocks listing the current release's pages, deepest first
 * (`nginxReleaseMaps`), written from the same build by the post-build step.
 */
import {siteConfig} from '../site.config';

/** The route bases of the versioned sections (`control`, `platform`). */
export const VERSIONED_BASES: readonly string[] = siteConfig.sections
  .filter((section) => 'versioned' in section && section.versioned)
  .map((section) => section.routeBasePath);

const RELEASE_SEGMENT = String.raw`\d+\.\d+`;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface ReleaseAddress {
  /** `en/` or empty. */
  readonly prefix: string;
  readonly base: string;
  readonly release: string;
  /** What follows the release: empty, or starting with `/`. */
  readonly rest: string;
}

// One pattern per set of locale prefixes: a server asks on every request with the same ones.
const patterns = new Map<string, RegExp | null>();
function addressPattern(localePrefixes: readonly string[]): RegExp | null {
  const key = localePrefixes.join('|');
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    const prefixes = localePrefixes.map((p) => `${escape(p)}/`).join('|');
    const bases = VERSIONED_BASES.map(escape).join('|');
    pattern = bases
      ? new RegExp(`^/(${prefixes ? `(?:${prefixes})?` : ''})(${bases})/(${RELEASE_SEGMENT})(/.*)?$`)
      : null;
    patterns.set(key, pattern);
  }
  return pattern;
}

function releaseAddress(pathname: string, localePrefixes: readonly string[]): ReleaseAddress | undefined {
  const match = addressPattern(localePrefixes)?.exec(pathname);
  if (!match) return undefined;
  return {prefix: match[1] ?? '', base: match[2] ?? '', release: match[3] ?? '', rest: match[4] ?? ''};
}

/**
 * Where the bundled server sends `pathname` (decoded, normalised) when it names a release the
 * build does not serve; undefined for every other address. `isFile` says whether the build has
 * a file at a build-relative path.
 */
export function releaseRedirect(
  pathname: string,
  localePrefixes: readonly string[],
  isFile: (relPath: string) => boolean,
): string | undefined {
  const address = releaseAddress(pathname, localePrefixes);
  if (!address) return undefined;
  const {prefix, base, release, rest} = address;
  if (isFile(`${prefix}${base}/${release}/index.html`)) return undefined;
  const landing = `/${prefix}${base}/`;
  // A Markdown twin the current release has goes to that twin; anything else to a page.
  if (rest.endsWith('.md') && isFile(`${prefix}${base}${rest}`.replace(/^\//, ''))) return `/${prefix}${base}${rest}`;
  const segments = rest.split('/').filter(Boolean);
  for (let depth = segments.length; depth > 0; depth -= 1) {
    const candidate = `${landing}${segments.slice(0, depth).join('/')}/`;
    if (isFile(`${candidate.slice(1)}index.html`)) return candidate;
  }
  return landing;
}

/** What nginx needs of the build: its files (build-relative, `/`-separated). */
export function nginxReleaseMaps(files: readonly string[], localePrefixes: readonly string[]): string {
  const fileSet = new Set(files);
  const localeRoots = ['', ...localePrefixes.map((p) => `${p}/`)];
  const stripRules: string[] = [];
  const pages: string[] = [];
  const twins: string[] = [];
  for (const base of VERSIONED_BASES) {
    const built = new Set<string>();
    for (const root of localeRoots) {
      for (const file of files) {
        const match = new RegExp(`^${escape(`${root}${base}/`)}(${RELEASE_SEGMENT})/index\\.html$`).exec(file);
        if (match?.[1]) built.add(match[1]);
      }
    }
    const kept = [...built].sort();
    const notBuilt = kept.length > 0 ? `(?!(?:${kept.map(escape).join('|')})(?:/|$))` : '';
    const prefixes = localePrefixes.map((p) => `${escape(p)}/`).join('|');
    stripRules.push(
      `    "~^/(${prefixes ? `(?:${prefixes})?` : ''})${escape(base)}/${notBuilt}${RELEASE_SEGMENT}(/.*)?$"  "/$1${base}$2";`,
    );
    for (const root of localeRoots) {
      const own = `${root}${base}/`;
      const olderFolders = kept.map((r) => `${own}${r}/`);
      for (const file of files) {
        // An older release's pages and its landing's twin (`control/4.5.md`) are no current page.
        if (!file.startsWith(own) || olderFolders.some((f) => file.startsWith(f) || file === `${f.slice(0, -1)}.md`))
          continue;
        if (file.endsWith('/index.html')) pages.push(`/${file.slice(0, -'index.html'.length)}`);
        else if (file.endsWith('.md')) twins.push(`/${file}`);
      }
      if (fileSet.has(`${own}index.html`)) pages.push(`/${own}`);
    }
  }
  const unique = [...new Set(pages)].sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
  return [
    '# Addresses of a release the build does not serve (dropped from `supported`, or typed by hand) redirect to the',
    "# current release's same page, or its nearest existing parent: first the release is cut out of the address,",
    "# then the result is looked up among the current release's pages, deepest first (server/releaseRedirects.ts).",
    'map $uri $tessera_release_path {',
    ...stripRules,
    '    default  "";',
    '}',
    '',
    'map $tessera_release_path $tessera_release_redirect {',
    '    ""  "";',
    // Regular expressions, not exact keys: a long exact key would need a larger map_hash_bucket_size in the http block.
    ...twins.sort().map((twin) => `    "~^${escape(twin)}$"  "${twin}";`),
    ...unique.map((page) => `    "~^${escape(page.slice(0, -1))}(?:/|$)"  "${page}";`),
    '    default  "";',
    '}',
    '',
  ].join('\n');
}
