/**
 * "Save for offline" lists, written at build time: for each docs section of a
 * locale, the addresses a reader needs to read it without a connection, its
 * pages (HTML), the scripts and styles each page's HTML names (the main bundle
 * and the page's route chunks and shard) and its pictures, with their bytes.
 * The page side (src/features/offline/client/SavePanel.tsx) downloads them on demand.
 */
import fs from 'node:fs';
import path from 'node:path';
import {isAssetPath, isImagePath, SECTION_DIR} from '../shared/routes';
import type {SectionManifest} from '../shared/sectionManifestShape';

export type {SectionManifest};

export interface SectionBase {
  readonly id: string;
  readonly routeBasePath: string;
}

/** The section a route belongs to: the longest base that contains it (`/api/tessera-viewer/…` is the viewer's, not the API's). */
export function sectionOf<S extends SectionBase>(route: string, baseUrl: string, sections: readonly S[]): S | null {
  let best: S | null = null;
  for (const section of sections) {
    const base = `${baseUrl}${section.routeBasePath}/`;
    if (route.startsWith(base) && (!best || section.routeBasePath.length > best.routeBasePath.length)) best = section;
  }
  return best;
}

/** Same-site files a page's HTML loads: hashed assets and static pictures, without query or hash. */
export function filesOfPage(html: string): string[] {
  const found = new Set<string>();
  // Minified HTML drops the quotes around most attribute values.
  for (const match of html.matchAll(/\s(?:src|href)=["']?(\/[^"'\s>#?]*)/g)) {
    const url = match[1] ?? '';
    if (isAssetPath(url) || isImagePath(url)) found.add(url);
  }
  return [...found];
}

/**
 * The lists of one locale. `fileOf` maps a site address to its file in the build (undefined when there is none).
 * Test-only pages and the 404 page are left out.
 */
export function sectionManifests(
  routes: readonly string[],
  baseUrl: string,
  sections: readonly SectionBase[],
  fileOf: (url: string) => string | undefined,
): SectionManifest[] {
  const out: SectionManifest[] = [];
  for (const section of sections) {
    const landing = `${baseUrl}${section.routeBasePath}/`;
    const pages = [...new Set(routes)]
      .filter(
        (route) =>
          route.endsWith('/') && !route.includes('/test-fixtures/') && sectionOf(route, baseUrl, sections) === section,
      )
      .sort((a, b) => (a === landing ? -1 : b === landing ? 1 : a.localeCompare(b)));
    if (!pages.includes(landing)) continue;
    const files = new Set<string>();
    let bytes = 0;
    const count = (url: string): void => {
      const file = fileOf(url);
      if (file && fs.existsSync(file)) bytes += fs.statSync(file).size;
    };
    for (const page of pages) {
      const file = fileOf(page);
      if (!file || !fs.existsSync(file)) continue;
      count(page);
      for (const url of filesOfPage(fs.readFileSync(file, 'utf8'))) {
        if (files.has(url)) continue;
        files.add(url);
        count(url);
      }
    }
    out.push({section: section.id, landing, pages, files: [...files].sort(), bytes});
  }
  return out;
}

/** Writes the lists into a locale's output folder. */
export function writeSectionManifests(outDir: string, manifests: readonly SectionManifest[]): void {
  const dir = path.join(outDir, SECTION_DIR);
  fs.mkdirSync(dir, {recursive: true});
  for (const manifest of manifests)
    fs.writeFileSync(path.join(dir, `${manifest.section}.json`), JSON.stringify(manifest));
}
