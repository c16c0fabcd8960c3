/**
 * What a page address an assistant passes means: a full URL of this site, a
 * path (`/control/`, `control/control-guide/collision-matrix`, `/en/api/`), a
 * twin's address (`/control.md`) or an old `.html` one; the anchor after `#`
 * is kept. Anything else (another site, `..`, a scheme other than http and
 * https) is refused with the reason.
 */
import {siteConfig, type LocaleId} from '../../../../site.config';

export interface PageAddress {
  /** The page's route with its locale prefix and trailing slash: `/en/control/`. */
  readonly route: string;
  /** The route without the locale prefix: `/control/`. */
  readonly neutral: string;
  readonly locale: LocaleId;
  /** The anchor, decoded, without `#`; empty when none. */
  readonly anchor: string;
}

export type AddressResult =
  {readonly ok: true; readonly address: PageAddress} | {readonly ok: false; readonly error: string};

const MAX_ADDRESS_CHARS = 2_000;

/** The prefix of a locale's routes: `` for the root locale, `/en` for the others. */
export function localePrefix(locale: LocaleId): string {
  return locale === siteConfig.locales.defaultLocale ? '' : `/${locale}`;
}

/** A locale-neutral route (`/control/`) in a locale (`/en/control/`). */
export function routeIn(neutral: string, locale: LocaleId): string {
  return `${localePrefix(locale)}${neutral}`;
}

/** The locale of a route and the route without its prefix. */
export function splitLocale(route: string): {locale: LocaleId; neutral: string} {
  for (const locale of siteConfig.locales.all) {
    const prefix = localePrefix(locale);
    if (prefix && (route === `${prefix}/` || route.startsWith(`${prefix}/`)))
      return {locale, neutral: route.slice(prefix.length) || '/'};
  }
  return {locale: siteConfig.locales.defaultLocale, neutral: route};
}

/**
 * Reads an address. `origins` are the origins besides the site's public URL whose
 * addresses are this site's (the host the HTTP endpoint was reached at).
 */
export function parseAddress(input: string, origins: readonly string[] = []): AddressResult {
  const raw = input.trim();
  if (!raw)
    return {ok: false, error: 'The address is empty: give a page path such as /control/ or a URL of this site.'};
  if (raw.length > MAX_ADDRESS_CHARS)
    return {
      ok: false,
      error: `The address is ${raw.length} characters long; a page address is at most ${MAX_ADDRESS_CHARS}.`,
    };
  const site = new URL(siteConfig.url);
  let url: URL;
  try {
    url = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? new URL(raw) : new URL(raw.startsWith('/') ? raw : `/${raw}`, site);
  } catch {
    return {ok: false, error: `"${raw.slice(0, 200)}" is not an address.`};
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return {ok: false, error: `"${url.protocol}" addresses are not pages of this site; give a path such as /control/.`};
  const known = [site.origin, ...origins];
  if (!known.includes(url.origin))
    return {
      ok: false,
      error: `${url.origin} is not this site: this server answers about ${site.origin} only (give a path such as /control/).`,
    };
  // `..` is resolved by URL parsing already; a raw one (encoded) is refused rather than guessed.
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return {ok: false, error: `"${raw.slice(0, 200)}" has a broken percent-encoding.`};
  }
  if (pathname.split('/').some((s) => s === '..' || s === '.') || /[\\\0]/.test(pathname))
    return {ok: false, error: `"${raw.slice(0, 200)}" leaves the site's folders.`};
  let route = pathname
    .replace(/\/index\.(html|md)$/, '/')
    .replace(/\.(html|md)$/, '/')
    .replace(/\/+/g, '/');
  if (!route.endsWith('/')) route += '/';
  let anchor = '';
  try {
    anchor = decodeURIComponent(url.hash.replace(/^#/, ''));
  } catch {
    anchor = url.hash.replace(/^#/, '');
  }
  const {locale, neutral} = splitLocale(route);
  return {ok: true, address: {route, neutral, locale, anchor}};
}
