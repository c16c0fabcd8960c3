/**
 * URL → file decision of the bundled static server, kept pure so units can
 * test it: clean URLs, trailing slashes, legacy `.html` redirects, and the
 * locale's own 404 page.
 */

export type Resolution =
  | {readonly kind: 'file'; readonly file: string}
  | {readonly kind: 'redirect'; readonly location: string}
  | {readonly kind: 'notFound'; readonly file: string};

export interface ResolveOptions {
  /** Locale prefixes other than the root one, e.g. `['en']`. */
  readonly localePrefixes: readonly string[];
  /** Whether a file (not a folder) exists at this build-relative path. */
  readonly isFile: (relPath: string) => boolean;
}

function notFoundPage(pathname: string, options: ResolveOptions): string {
  const prefix = options.localePrefixes.find((p) => pathname === `/${p}` || pathname.startsWith(`/${p}/`));
  const localized = prefix ? `${prefix}/404.html` : '404.html';
  return options.isFile(localized) ? localized : '404.html';
}

/** `pathname` is decoded, starts with `/`, and has no query string. */
export function resolveRequest(pathname: string, search: string, options: ResolveOptions): Resolution {
  const {isFile} = options;
  // Refuse anything that could escape the build folder.
  if (pathname.includes('\0') || pathname.split('/').some((seg) => seg === '..')) {
    return {kind: 'notFound', file: '404.html'};
  }
  const rel = pathname.replace(/^\/+/, '');

  if (pathname.endsWith('/')) {
    const index = `${rel}index.html`;
    if (isFile(index)) return {kind: 'file', file: index};
    return {kind: 'notFound', file: notFoundPage(pathname, options)};
  }

  // `folder/index.html` has one canonical form: the folder URL.
  const index = /^(.*?)\/?index\.html$/.exec(rel);
  if (index && isFile(rel)) {
    const folder = index[1] ?? '';
    return {kind: 'redirect', location: `${folder ? `/${folder}/` : '/'}${search}`};
  }

  // A real file (asset, sitemap, 404.html itself) is served as it is.
  if (isFile(rel)) return {kind: 'file', file: rel};

  // Legacy `page.html` and `folder/index.html` links go to the clean URL.
  const legacy = /^(.*?)(?:\/index)?\.html?$/.exec(rel);
  if (legacy) {
    const base = legacy[1] ?? '';
    const clean = base ? `/${base}/` : '/';
    if (isFile(`${base ? `${base}/` : ''}index.html`)) return {kind: 'redirect', location: clean + search};
  }

  // Folder requested without its trailing slash.
  if (isFile(`${rel}/index.html`)) return {kind: 'redirect', location: `${pathname}/${search}`};

  return {kind: 'notFound', file: notFoundPage(pathname, options)};
}

/** Hashed build assets never change under the same name. */
export function isImmutableAsset(relPath: string): boolean {
  return /(^|\/)assets\//.test(relPath) && /[.-][0-9a-f]{8,}\./i.test(relPath);
}
