/**
 * The modal speaks the language it offers, so its texts are keyed by the
 * offered locale rather than translated into the current one.
 */
export interface SuggestionTexts {
  readonly title: string;
  readonly pageMessage: string;
  readonly homeMessage: string;
  readonly remember: string;
  readonly switchLabel: string;
  readonly cancel: string;
}

export const fallbackTexts: SuggestionTexts = {
    title: 'Read Tessera Help in English?',
    pageMessage: 'Your browser prefers English, and this page is available in English.',
    homeMessage: 'Your browser prefers English. This page has no English version yet; the English home page lists what is translated.',
    remember: 'Remember my choice',
    switchLabel: 'Switch',
    cancel: 'Cancel',
};

export const suggestionTexts: Record<string, SuggestionTexts> = {
  en: fallbackTexts,
  ru: {
    title: 'Открыть Справку Tessera на русском?',
    pageMessage: 'Ваш браузер предпочитает русский язык, и эта страница есть на русском.',
    homeMessage: 'Ваш браузер предпочитает русский язык. У этой страницы нет русской версии; откроется главная страница русской справки.',
    remember: 'Запомнить мой выбор',
    switchLabel: 'Перейти',
    cancel: 'Отмена',
  },
};
