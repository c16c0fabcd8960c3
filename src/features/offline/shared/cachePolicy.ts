/**
 * What the service worker may keep, decided from an answer's address and headers alone, so units
 * test it and sw.ts only applies it:
 *
 * - an answer the site sent `Cache-Control: no-store` is never stored;
 * - a file is stored only when its `Content-Type` is what its address promises (a script is
 *   JavaScript, a picture an image): an HTML error page answered with status 200 for a script's
 *   address, by a captive portal or a misconfigured proxy, would otherwise be "the script" for
 *   months;
 * - a page the site answers 404 or 410 for, or that the deploy's page list no longer names, leaves
 *   the cache.
 */
import {localeOfPath} from './routes';

/** Whether the answer forbids storing it. */
export function forbidsStoring(cacheControl: string | null): boolean {
  return cacheControl !== null && /(?:^|,)\s*no-store\s*(?:,|$)/i.test(cacheControl);
}

/** The media types an address's extension promises (`null`: the extension promises nothing). */
const TYPES_BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  js: ['text/javascript', 'application/javascript', 'application/x-javascript'],
  mjs: ['text/javascript', 'application/javascript'],
  css: ['text/css'],
  json: ['application/json', 'application/manifest+json'],
  wasm: ['application/wasm'],
  svg: ['image/svg+xml'],
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  avif: ['image/avif'],
  ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
  woff: ['font/woff', 'application/font-woff'],
  woff2: ['font/woff2'],
  ttf: ['font/ttf', 'application/x-font-ttf'],
  txt: ['text/plain'],
  md: ['text/markdown'],
};

/**
 * Whether an answer's type is what its address promises. An address whose extension this table
 * does not know may be anything but an HTML page (what an error or a portal sends instead).
 */
export function typeMatchesAddress(pathname: string, contentType: string | null): boolean {
  const type = (contentType ?? '').replace(/;.*$/s, '').trim().toLowerCase();
  if (type === '') return false;
  const ext = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  const expected = ext === undefined ? undefined : TYPES_BY_EXTENSION[ext];
  if (expected === undefined) return type !== 'text/html';
  return expected.includes(type);
}

/** A page answer that says the site no longer has the page. */
export function meansPageRemoved(status: number): boolean {
  return status === 404 || status === 410;
}

/**
 * The cached page addresses a deploy no longer has: those of a locale whose page list was read
 * (`lists`: locale → its page addresses) that the list does not name. A locale whose list could
 * not be read keeps its pages.
 */
export function pagesGone(cachedPaths: readonly string[], lists: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  return cachedPaths.filter((pathname) => {
    const list = lists.get(localeOfPath(pathname));
    return list !== undefined && !list.has(pathname);
  });
}

/** A page list's text (one address a line) as a set. */
export function parsePageList(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('/')),
  );
}
