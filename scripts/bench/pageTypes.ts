/**
 * The page of each type the bench measures. Each type lists candidates in
 * order of preference; the first one the build has is used, so the bench
 * keeps working while content grows or moves.
 */
import fs from 'node:fs';
import path from 'node:path';

export type PageType = 'home' | 'section index' | 'article' | 'API reference' | 'REST reference' | 'protected' | '404';
export const PAGE_TYPES: readonly PageType[] = [
  'home',
  'section index',
  'article',
  'API reference',
  'REST reference',
  'protected',
  '404',
];

/** Candidates per page type in the root locale's tree; `pagesOf` puts another locale's prefix before them. */
const CANDIDATES: Record<PageType, readonly string[]> = {
  home: ['/'],
  'section index': ['/control/control-guide/', '/value/value-guide/', '/control/control-howto/'],
  article: [
    '/value/value-guide/price-override/',
    '/control/control-guide/collision-matrix/',
    '/control/control-howto/getting-started/',
    '/uniformat/uniformat-google/',
  ],
  // The first class page of the generated viewer reference, found in the build.
  'API reference': [
    '@first:api/tessera-viewer/tessera-viewer-api/classes',
    '@first:api/tessera-viewer/tessera-viewer-api',
  ],
  // The longest operation page of the generated REST reference (its parameter, body and response tables, examples and samples).
  'REST reference': [
    '/api/tessera/tessera-reference/catalogues/import-catalogue/',
    '/api/tessera/tessera-reference/models/list-models/',
    '/api/tessera/tessera-reference/',
  ],
  protected: ['/demo/encrypt/'],
  // The 404 page's own file: Lighthouse refuses to audit a document answered with status 404.
  '404': ['/404.html'],
};

function firstPageUnder(buildDir: string, rel: string): string | null {
  const dir = path.join(buildDir, rel);
  if (!fs.existsSync(dir)) return null;
  const entries = fs
    .readdirSync(dir, {withFileTypes: true})
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (const name of entries) {
    if (fs.existsSync(path.join(dir, name, 'index.html'))) return `/${rel}/${name}/`;
  }
  return fs.existsSync(path.join(dir, 'index.html')) ? `/${rel}/` : null;
}

/**
 * The URL path measured for each page type in a locale (`''` for the root
 * locale, else its prefix such as `en`), or null where the build has no such page.
 */
export function pagesOf(buildDir: string, localePrefix = ''): Record<PageType, string | null> {
  const base = localePrefix ? `/${localePrefix}` : '';
  const exists = (urlPath: string): boolean =>
    fs.existsSync(path.join(buildDir, urlPath.endsWith('.html') ? urlPath : path.join(urlPath, 'index.html')));
  const pick = (type: PageType): string | null => {
    for (const candidate of CANDIDATES[type]) {
      if (candidate.startsWith('@first:')) {
        const found = firstPageUnder(
          buildDir,
          `${localePrefix ? `${localePrefix}/` : ''}${candidate.slice('@first:'.length)}`,
        );
        if (found) return found;
      } else if (exists(`${base}${candidate}`)) {
        return `${base}${candidate}`;
      }
    }
    return null;
  };
  return Object.fromEntries(PAGE_TYPES.map((t) => [t, pick(t)])) as Record<PageType, string | null>;
}
