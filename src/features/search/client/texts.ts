/**
 * UI strings of the navbar's search button, which loads with every page.
 * English here, Russian in i18n/ru/code.json. The modal's own strings are in
 * modalTexts.ts, loaded with the modal.
 */
import {translate} from '@docusaurus/Translate';

export interface SearchButtonTexts {
  readonly button: string;
  readonly dialogLabel: string;
  readonly close: string;
  readonly unavailable: string;
  readonly retry: string;
}

export function searchButtonTexts(): SearchButtonTexts {
  return {
    button: translate({id: 'search.button', message: 'Search'}),
    dialogLabel: translate({id: 'search.dialog', message: 'Search the documentation'}),
    close: translate({id: 'search.close', message: 'Close search'}),
    unavailable: translate({
      id: 'search.unavailable',
      message: 'Search could not be loaded. Check the connection and try again.',
    }),
    retry: translate({id: 'search.retry', message: 'Try again'}),
  };
}
