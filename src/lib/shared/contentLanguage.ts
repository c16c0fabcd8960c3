import {siteConfig, type LocaleId} from '../../../site.config';

/**
 * The `lang` of a section's text on a page of `locale`, when it is not the
 * page's. A section written in the root locale is translated page by page, so
 * each locale's pages are in that locale; a section written in another
 * language (English developer docs) is shown as it is in every tree.
 */
export function contentLanguageOf(sourceLanguage: LocaleId | undefined, locale: LocaleId): string | undefined {
  if (!sourceLanguage || sourceLanguage === locale || sourceLanguage === siteConfig.locales.defaultLocale)
    return undefined;
  return siteConfig.locales.htmlLang[sourceLanguage];
}
