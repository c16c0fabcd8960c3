/**
 * Where the language switch leads: the same page in the other locale when it
 * exists there (keeping the section anchor), otherwise that locale's home.
 * Shared by the navbar switch and the locale redirect modal; pure for units.
 */

export interface SwitchInput {
  /** Current URL path, including the current locale's base (e.g. `/en/control/`). */
  readonly pathname: string;
  readonly hash: string;
  /** Base URL of the current locale (`/` or `/en/`). */
  readonly fromBase: string;
  /** Base URL of the target locale. */
  readonly toBase: string;
  /** Locale-neutral routes that exist in both locales. */
  readonly paired: ReadonlySet<string>;
  /** Anchors of the target page, when known; a hash not among them is dropped. */
  readonly targetAnchors?: ReadonlySet<string>;
}

/** Path without the locale base, always starting and ending with `/`. */
export function neutralPath(pathname: string, base: string): string {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (base !== '/' && withSlash.startsWith(base)) return `/${withSlash.slice(base.length)}`;
  return withSlash;
}

export function switchTarget({pathname, hash, fromBase, toBase, paired, targetAnchors}: SwitchInput): string {
  const neutral = neutralPath(pathname, fromBase);
  if (neutral !== '/' && !paired.has(neutral)) return toBase;
  const anchor = hash.replace(/^#/, '');
  const keepHash = anchor !== '' && (targetAnchors === undefined || targetAnchors.has(decodeURIComponent(anchor)));
  return `${toBase}${neutral.slice(1)}${keepHash ? `#${anchor}` : ''}`;
}

/**
 * Base URL of `locale` on this single-domain site, from the current build's
 * base URL (which already carries the current locale's prefix, e.g. `/en/`).
 */
export function localeBaseUrl(currentBaseUrl: string, currentLocale: string, defaultLocale: string, locale: string): string {
  const suffix = `${currentLocale}/`;
  const root = currentLocale !== defaultLocale && currentBaseUrl.endsWith(suffix) ? currentBaseUrl.slice(0, -suffix.length) : currentBaseUrl;
  return locale === defaultLocale ? root : `${root}${locale}/`;
}
