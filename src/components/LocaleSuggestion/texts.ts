/**
 * The modal speaks the language it offers, so its texts are keyed by the
 * offered locale rather than translated into the current one. Its message
 * depends on where Switch leads (plugins/locale-map/switchTarget.ts
 * PageSituation): this page, or the other home for an untranslated page or
 * the 404 page.
 */
import type {PageSituation} from '@site/plugins/locale-map/switchTarget';

export type SuggestionSituation = PageSituation;

export interface SuggestionTexts {
  readonly title: string;
  readonly message: Readonly<Record<SuggestionSituation, string>>;
  readonly remember: string;
  readonly switchLabel: string;
  readonly cancel: string;
}

export const fallbackTexts: SuggestionTexts = {
    title: 'Read Tessera Help in English?',
    message: {
      samePage: 'Your browser prefers English, and this page is available in English.',
      untranslated: 'Your browser prefers English. This page has no English version yet; the English home page lists what is translated.',
      notFound: 'Your browser prefers English. There is no page at this address; the English home page shows what there is.',
    },
    remember: 'Remember my choice',
    switchLabel: 'Switch',
    cancel: 'Cancel',
};

export const suggestionTexts: Record<string, SuggestionTexts> = {
  en: fallbackTexts,
  ru: {
    title: 'Открыть Справку Tessera на русском?',
    message: {
      samePage: 'Ваш браузер предпочитает русский язык, и эта страница есть на русском.',
      untranslated: 'Ваш браузер предпочитает русский язык. У этой страницы нет русской версии; откроется главная страница русской справки.',
      notFound: 'Ваш браузер предпочитает русский язык. По этому адресу страницы нет; откроется главная страница русской справки.',
    },
    remember: 'Запомнить мой выбор',
    switchLabel: 'Перейти',
    cancel: 'Отмена',
  },
};
