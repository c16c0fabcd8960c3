/**
 * Texts of the locale modal, in one typed table for every site locale. The
 * modal speaks the language it offers, not the page's, so translate() (which
 * knows only the current locale's strings) cannot give them: each build needs
 * both languages at hand. The site's name comes from site.config.ts.
 * The message depends on where Switch leads (src/features/locale/shared/switchTarget.ts
 * PageSituation): this page, or the other home for an untranslated page or
 * the 404 page.
 */
import {siteConfig, type LocaleId} from '../../../../../site.config';
import type {PageSituation} from '../../shared/switchTarget';

export type SuggestionSituation = PageSituation;

export interface SuggestionTexts {
  readonly title: string;
  readonly message: Readonly<Record<SuggestionSituation, string>>;
  readonly remember: string;
  readonly switchLabel: string;
  readonly cancel: string;
}

const {brand, title} = siteConfig;

export const suggestionTexts: Readonly<Record<LocaleId, SuggestionTexts>> = {
  en: {
    title: `Read ${title.en} in English?`,
    message: {
      samePage: 'Your browser prefers English, and this page is available in English.',
      untranslated:
        'Your browser prefers English. This page has no English version yet; the English home page lists what is translated.',
      notFound:
        'Your browser prefers English. There is no page at this address; the English home page shows what there is.',
    },
    remember: 'Remember my choice',
    switchLabel: 'Switch',
    cancel: 'Cancel',
  },
  ru: {
    title: `Открыть справку ${brand.name} на русском?`,
    message: {
      samePage: 'Ваш браузер предпочитает русский язык, и эта страница есть на русском.',
      untranslated:
        'Ваш браузер предпочитает русский язык. У этой страницы нет русской версии; откроется главная страница русской справки.',
      notFound:
        'Ваш браузер предпочитает русский язык. По этому адресу страницы нет; откроется главная страница русской справки.',
    },
    remember: 'Запомнить мой выбор',
    switchLabel: 'Перейти',
    cancel: 'Отмена',
  },
};

/** The texts in the offered locale's language (the root locale's for a code that is no site locale). */
export function suggestionTextsFor(locale: string): SuggestionTexts {
  return Object.prototype.hasOwnProperty.call(suggestionTexts, locale)
    ? suggestionTexts[locale as LocaleId]
    : suggestionTexts[siteConfig.locales.defaultLocale];
}
