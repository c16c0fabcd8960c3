/**
 * The page of each type the bench measures. Each type lists candidates in
 * order of preference; the first one the build has is used, so the bench
 * keeps working while content grows or moves.
 */
import fs from 'node:fs';
import path from 'node:path';

export type PageType = 'home' | 'section index' | 'article' | 'API reference' | 'protected' | '404';
export const PAGE_TYPES: readonly PageType[] = ['home', 'section index', 'article', 'API reference', 'protected', '404'];

const CANDIDATES: Record<PageType, readonly string[]> = {
  home: ['/'],
  'section index': ['/control/control-guide/', '/value/value-guide/'],
  article: ['/value/value-guide/price-override/', '/control/control-guide/collision-matrix/', '/uniformat/uniformat-google/'],
  // The first class page of the generated viewer reference, found in the build.
  'API reference': ['@first:api/tessera-viewer/tessera-viewer-api/classes', '@first:api/tessera-viewer/tessera-viewer-api'],
  protected: ['/demo/encrypt/'],
  '404': ['/bench-no-such-page/'],
};

function firstPageUnder(buildDir: string, rel: string): string | null {
  const dir = path.join(buildDir, rel);
  if (!fs.existsSync(dir)) return null;
  const entries = fs.readdirSync(dir, {withFileTypes: true}).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  for (const name of entries) {
    if (fs.existsSync(path.join(dir, name, 'index.html'))) return `/${rel}/${name}/`;
  }
  return fs.existsSync(path.join(dir, 'index.html')) ? `/${rel}/` : null;
}

/** The URL path measured for each page type, or null where the build has no such page. */
export function pagesOf(buildDir: string): Record<PageType, string | null> {
  const pick = (type: PageType): string | null => {
    for (const candidate of CANDIDATES[type]) {
      if (candidate.startsWith('@first:')) {
        const found = firstPageUnder(buildDir, candidate.slice('@first:'.length));
        if (found) return found;
      } else if (type === '404' || fs.existsSync(path.join(buildDir, candidate, 'index.html'))) {
        return candidate;
      }
    }
    return null;
  };
  return Object.fromEntries(PAGE_TYPES.map((t) => [t, pick(t)])) as Record<PageType, string | null>;
}
