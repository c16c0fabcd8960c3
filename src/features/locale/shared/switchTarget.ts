/**
 * Where the language switch leads: the same page in the other locale when it
 * exists there, at the same section where that heading exists there,
 * otherwise that locale's home. Shared by the navbar switch and the locale
 * redirect modal; pure for units.
 */
import type {PairedLookup} from './pairedRoutes';

/**
 * How the URL hash (a section anchor) carries over to the target page:
 * - `'same'`: the other locale renders the same source file (English developer
 *   docs), so its ids are the same and the hash is kept;
 * - pairs: this page's heading ids → the target page's (a translated page,
 *   src/features/locale/plugin/headings.ts); a hash with no pair is dropped, never
 *   kept as a dead anchor. `{}` drops every hash.
 */
export type AnchorCarry = 'same' | Readonly<Record<string, string>>;

export interface SwitchInput {
  /** Current URL path, including the current locale's base (e.g. `/en/control/`). */
  readonly pathname: string;
  readonly hash: string;
  /** Base URL of the current locale (`/` or `/en/`). */
  readonly fromBase: string;
  /** Base URL of the target locale. */
  readonly toBase: string;
  /** Locale-neutral routes that exist in both locales. */
  readonly paired: PairedLookup;
  readonly anchors: AnchorCarry;
  /** The page shown is the 404 page (whatever its path looks like). */
  readonly notFound?: boolean;
}

/**
 * What the page being shown is to the switch: a page the other locale has
 * too, a page it lacks (untranslated), or the 404 page. The last two lead to
 * the other locale's home.
 */
export type PageSituation = 'samePage' | 'untranslated' | 'notFound';

export function pageSituation(neutral: string, paired: PairedLookup, notFound: boolean): PageSituation {
  if (notFound) return 'notFound';
  return neutral === '/' || paired.has(neutral) ? 'samePage' : 'untranslated';
}

/** Path without the locale base, always starting and ending with `/`. */
export function neutralPath(pathname: string, base: string): string {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (base !== '/' && withSlash.startsWith(base)) return `/${withSlash.slice(base.length)}`;
  return withSlash;
}

function decodeAnchor(hash: string): string {
  const anchor = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}

/** The hash for the target page: the paired id, the same one, or none. */
export function targetHash(hash: string, anchors: AnchorCarry): string {
  const anchor = decodeAnchor(hash);
  if (anchor === '') return '';
  const target =
    anchors === 'same' ? anchor : Object.prototype.hasOwnProperty.call(anchors, anchor) ? anchors[anchor] : undefined;
  return target ? `#${target}` : '';
}

export function switchTarget({
  pathname,
  hash,
  fromBase,
  toBase,
  paired,
  anchors,
  notFound = false,
}: SwitchInput): string {
  const neutral = neutralPath(pathname, fromBase);
  if (pageSituation(neutral, paired, notFound) !== 'samePage') return toBase;
  return `${toBase}${neutral.slice(1)}${targetHash(hash, anchors)}`;
}

interface SharedSection {
  readonly routeBasePath: string;
  readonly sourceLanguage: string;
}

/**
 * How anchors carry over from the page at locale-neutral `route`: `'same'` in
 * a section not written in the root locale (English developer docs, the same
 * file in both trees; the section with the longest route base holding the
 * route decides), else the page's own pairs, or none when it has none (home,
 * tag and protected pages, the 404 page).
 */
export function anchorCarry(
  route: string,
  sections: readonly SharedSection[],
  defaultLocale: string,
  pagePairs: Readonly<Record<string, string>> | undefined,
): AnchorCarry {
  const owner = sections
    .filter((s) => route.startsWith(`/${s.routeBasePath}/`))
    .sort((a, b) => b.routeBasePath.length - a.routeBasePath.length)[0];
  if (owner !== undefined && owner.sourceLanguage !== defaultLocale) return 'same';
  return pagePairs ?? {};
}

/**
 * Base URL of `locale` on this single-domain site, from the current build's
 * base URL (which already carries the current locale's prefix, e.g. `/en/`).
 */
export function localeBaseUrl(
  currentBaseUrl: string,
  currentLocale: string,
  defaultLocale: string,
  locale: string,
): string {
  const suffix = `${currentLocale}/`;
  const root =
    currentLocale !== defaultLocale && currentBaseUrl.endsWith(suffix)
      ? currentBaseUrl.slice(0, -suffix.length)
      : currentBaseUrl;
  return locale === defaultLocale ? root : `${root}${locale}/`;
}
