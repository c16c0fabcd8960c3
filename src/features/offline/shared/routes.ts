/**
 * What the service worker keeps, and where: shared by the worker (sw.ts), the
 * page side (src/features/offline/client) and the unit tests, so both sides agree on
 * the cache names and on which address is a page, an asset or a search file.
 */
import {defaultLocale, localeIds} from '../../../../site.locales';

/** Every cache of the worker starts with this; a cache of the prefix it does not name is dropped on activation. */
export const CACHE_PREFIX = 'tessera-';
/** Bump the `v` when the layout of a cache changes: older caches are then deleted. */
export const CACHE_NAMES = {
  pages: `${CACHE_PREFIX}pages-v1`,
  assets: `${CACHE_PREFIX}assets-v1`,
  images: `${CACHE_PREFIX}images-v1`,
  search: `${CACHE_PREFIX}search-v1`,
  /** Sections' PDFs and each locale's list of them (src/features/pdf). */
  documents: `${CACHE_PREFIX}documents-v1`,
} as const;

/** Message a page sends a waiting worker when the reader chose to reload into the new build. */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Message asking the worker which build it is (answered on the message's port). */
export const BUILD_QUESTION = 'BUILD_ID';
/**
 * Message asking the worker whether the site answered its last request (answered on the
 * message's port with `true` or `false`); with `probe: true` it asks the site first.
 */
export const NETWORK_QUESTION = 'NETWORK';
/** Message the worker sends every page when the site stops or starts answering: `{type, reachable}`. */
export const NETWORK_STATE = 'NETWORK_STATE';

/**
 * The deploy's list of a locale's pages (one address a line), below its base URL beside the section
 * lists: `/offline/pages.txt`, `/en/offline/pages.txt`. A new worker drops the cached pages a list
 * no longer names.
 */
export const PAGE_LIST_FILE = 'pages.txt';

/** Where a locale's "Save for offline" lists live, below its base URL: `/offline/control.json`, `/en/offline/control.json`. */
export const SECTION_DIR = 'offline';

/** The locales served under a prefix (`/en/`): every locale of the site but the root one. */
export const PREFIXED_LOCALES: readonly string[] = localeIds.filter((l) => l !== defaultLocale);

/** The locale an address belongs to: the prefixed locale it starts with, else the root one. */
export function localeOfPath(pathname: string): string {
  return PREFIXED_LOCALES.find((l) => pathname === `/${l}` || pathname.startsWith(`/${l}/`)) ?? defaultLocale;
}

/** A locale's home page: `/` for the root locale, `/en/` for English. */
export function localeBase(locale: string): string {
  return locale === defaultLocale ? '/' : `/${locale}/`;
}

const LOCALE_PREFIX = PREFIXED_LOCALES.length ? `(?:/(?:${PREFIXED_LOCALES.join('|')}))?` : '';
const ASSET = new RegExp(`^${LOCALE_PREFIX}/assets/`);
const IMAGE = new RegExp(`^${LOCALE_PREFIX}/img/`);
const SEARCH = new RegExp(`^${LOCALE_PREFIX}/(?:search-worker\\.js|search-index\\.json)$`);
const SECTION_LIST = new RegExp(`^${LOCALE_PREFIX}/offline/[\\w-]+\\.json$`);

/**
 * Where a locale's downloadable documents live, below its base URL (the sections' PDFs and their
 * list: `/pdf/control.pdf`, `/en/pdf/index.json`); the worker keeps them in `CACHE_NAMES.documents`.
 */
export const DOCUMENTS_DIR = 'pdf';
const DOCUMENT = new RegExp(`^${LOCALE_PREFIX}/${DOCUMENTS_DIR}/[\\w-]+\\.(?:pdf|json)$`);

/** A downloadable document or its locale's list of them. */
export function isDocumentPath(pathname: string): boolean {
  return DOCUMENT.test(pathname);
}

/** Content-hashed build output: scripts, styles, route chunks, images, search index shards. */
export function isAssetPath(pathname: string): boolean {
  return ASSET.test(pathname);
}

/** Pictures of static/img in either locale (not hashed: cached, but a new build's copy replaces them when the page is saved again). */
export function isImagePath(pathname: string): boolean {
  return IMAGE.test(pathname);
}

/** The search worker and its index manifest, both at the root of each locale. */
export function isSearchPath(pathname: string): boolean {
  return SEARCH.test(pathname);
}

/** A section's "Save for offline" list (src/features/offline/shared/sectionManifest.ts). */
export function isSectionListPath(pathname: string): boolean {
  return SECTION_LIST.test(pathname);
}

/** A page's address: a folder (every page ends with `/`) or a legacy `.html` address. */
export function isPagePath(pathname: string): boolean {
  return pathname.endsWith('/') || pathname.endsWith('.html');
}
