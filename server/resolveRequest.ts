/**
 * URL → file decision of the bundled static server, kept pure so units can
 * test it: clean URLs, trailing slashes, legacy `.html` redirects, addresses of a
 * release the build does not serve, and the locale's own 404 page.
 */
import {releaseRedirect} from './releaseRedirects';

export type Resolution =
  | {readonly kind: 'file'; readonly file: string}
  /** `pathname` is decoded; `locationFor` encodes it. */
  | {readonly kind: 'redirect'; readonly pathname: string}
  | {readonly kind: 'notFound'; readonly file: string};

export interface ResolveOptions {
  /** Locale prefixes other than the root one, e.g. `['en']`. */
  readonly localePrefixes: readonly string[];
  /** Whether a file (not a folder) exists at this build-relative path. */
  readonly isFile: (relPath: string) => boolean;
}

/** The 404 page of the locale a path belongs to (`/en/…` → `en/404.html`). */
export function notFoundPage(pathname: string, options: ResolveOptions): string {
  const prefix = options.localePrefixes.find((p) => pathname === `/${p}` || pathname.startsWith(`/${p}/`));
  const localized = prefix ? `${prefix}/404.html` : '404.html';
  return options.isFile(localized) ? localized : '404.html';
}

/** `pathname` is decoded and normalised (`parseRequestTarget`): it starts with `/` and has no `.`/`..`/empty segment. */
export function resolveRequest(pathname: string, options: ResolveOptions): Resolution {
  const {isFile} = options;
  // Defence in depth: the normaliser already removed these.
  if (pathname.includes('\0') || pathname.split('/').some((seg) => seg === '..' || seg === '.')) {
    return {kind: 'notFound', file: notFoundPage(pathname, options)};
  }
  const rel = pathname.slice(1);

  const release = releaseRedirect(pathname, options.localePrefixes, isFile);
  if (release !== undefined) return {kind: 'redirect', pathname: release};

  if (pathname.endsWith('/')) {
    const index = `${rel}index.html`;
    if (isFile(index)) return {kind: 'file', file: index};
    return {kind: 'notFound', file: notFoundPage(pathname, options)};
  }

  // `folder/index.html` has one canonical form: the folder URL.
  const index = /^(.*?)\/?index\.html$/.exec(rel);
  if (index && isFile(rel)) {
    const folder = index[1] ?? '';
    return {kind: 'redirect', pathname: folder ? `/${folder}/` : '/'};
  }

  // A real file (asset, sitemap, 404.html itself) is served as it is.
  if (isFile(rel)) return {kind: 'file', file: rel};

  // Legacy `page.html` and `folder/index.html` links go to the clean URL.
  const legacy = /^(.*?)(?:\/index)?\.html?$/.exec(rel);
  if (legacy) {
    const base = legacy[1] ?? '';
    if (isFile(`${base ? `${base}/` : ''}index.html`)) return {kind: 'redirect', pathname: base ? `/${base}/` : '/'};
  }

  // Folder requested without its trailing slash.
  if (isFile(`${rel}/index.html`)) return {kind: 'redirect', pathname: `${pathname}/`};

  return {kind: 'notFound', file: notFoundPage(pathname, options)};
}
