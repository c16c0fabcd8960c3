/**
 * Every route the site must serve, in both locales: the old site's landings
 * listed by hand (so a deleted page fails the test) plus every content page
 * found by the locale map.
 */
import path from 'node:path';
import {siteConfig} from '../../site.config';
import {buildLocaleMap} from '../../src/features/locale/plugin/localeMap';
import {REFERENCE_ROUTE, referenceRoute} from '../../src/features/viewer-reference/plugin/routes';
import {SPEC_GROUPS} from '../../src/features/viewer-reference/plugin/specSymbols';
import {allReleaseSections} from '../../src/features/versions/plugin/releaseSections';

export type Locale = 'ru' | 'en';

export interface ManifestRoute {
  readonly locale: Locale;
  /** Full URL path including the locale prefix. */
  readonly path: string;
}

const slug = siteConfig.brand.slug;

/** The old site's landings and its guide/how-to folders: addresses readers and links already know. */
export const SPEC_ROUTES: Record<Locale, readonly string[]> = {
  ru: [
    '/',
    '/control/',
    '/control/control-guide/',
    '/control/control-howto/',
    '/value/',
    '/value/value-guide/',
    '/value/value-howto/',
    '/value/value-web/',
    '/space/',
    '/space/space-guide/',
    '/space/space-howto/',
    '/site/',
    '/site/site-guide/',
    '/site/site-howto/',
    `/${slug}/`,
    `/${slug}/${slug}-guide/`,
    `/${slug}/${slug}-howto/`,
    '/api/',
    `/api/${slug}/`,
    `/api/${slug}/${slug}-howto/`,
    `/api/${slug}/${slug}-overview/`,
    `/api/${slug}-viewer/`,
    '/uniformat/',
    '/uniformat/uniformat-google/',
  ],
  en: ['/en/', '/en/control/', '/en/control/control-howto/', '/en/api/', `/en/api/${slug}/`, `/en/api/${slug}-viewer/`],
};

/**
 * Pages every product menu of the navbar links to, in both locales: the server administration
 * section and the platform's reference (supported versions, glossary, keyboard shortcuts, possible errors).
 */
export const NAVBAR_REFERENCE_ROUTES: readonly string[] = [
  `/${slug}/${slug}-guide/server-administration/`,
  `/${slug}/${slug}-reference/supported-versions/`,
  `/${slug}/${slug}-reference/glossary/`,
  `/${slug}/${slug}-reference/keyboard-shortcuts/`,
  `/${slug}/${slug}-reference/troubleshooting/`,
];

/** Viewer API reference: its home and the index page of every group (generated on build). */
export const VIEWER_REFERENCE_ROUTES: readonly string[] = [
  REFERENCE_ROUTE,
  ...SPEC_GROUPS.map((g) => referenceRoute(`${g.page}.md`)),
];

/** Legacy `.html` forms and where they must land. */
export const LEGACY_REDIRECTS: readonly (readonly [string, string])[] = [
  ['/uniformat/uniformat-google.html', '/uniformat/uniformat-google/'],
  ['/control/control-guide.html', '/control/control-guide/'],
  ['/control/index.html', '/control/'],
  ['/index.html', '/'],
  ['/en/control/control-howto.html', '/en/control/control-howto/'],
  ['/en/index.html', '/en/'],
];

export function manifest(): ManifestRoute[] {
  const siteDir = path.resolve(__dirname, '../..');
  // Every release's pages: an older release's are routes like any other.
  const map = buildLocaleMap(
    siteDir,
    allReleaseSections(siteDir, siteConfig.sections, siteConfig.releases),
    siteConfig.locales,
  );
  const ru = new Set([
    ...SPEC_ROUTES.ru,
    ...NAVBAR_REFERENCE_ROUTES,
    ...VIEWER_REFERENCE_ROUTES,
    ...map.pages.filter((p) => p.in.ru).map((p) => p.route),
  ]);
  const en = new Set([
    ...SPEC_ROUTES.en,
    ...[...NAVBAR_REFERENCE_ROUTES, ...VIEWER_REFERENCE_ROUTES].map((r) => `/en${r}`),
    ...map.pages.filter((p) => p.in.en).map((p) => `/en${p.route}`),
  ]);
  return [
    ...[...ru].map((p) => ({locale: 'ru' as const, path: p})),
    ...[...en].map((p) => ({locale: 'en' as const, path: p})),
  ];
}
