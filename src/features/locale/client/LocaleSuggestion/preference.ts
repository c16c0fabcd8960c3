/**
 * Decides whether to offer the reader the other locale (the language offer
 * dialog). No automatic switching: this only says whether to ask.
 */

export const CHOICE_KEY = 'tessera.localeChoice';

/** First of the browser's preferred languages that the site has, if any. */
export function preferredLocale(languages: readonly string[], siteLocales: readonly string[]): string | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (siteLocales.includes(primary)) return primary;
  }
  return null;
}

/**
 * The locale to offer, or null: none when the browser prefers the current
 * locale, or when the reader already answered (a remembered choice or a Cancel).
 */
export function localeToOffer(
  languages: readonly string[],
  siteLocales: readonly string[],
  current: string,
  storedChoice: string | null,
): string | null {
  if (storedChoice !== null) return null;
  const preferred = preferredLocale(languages, siteLocales);
  return preferred !== null && preferred !== current ? preferred : null;
}
