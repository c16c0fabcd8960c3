/**
 * UI strings of the search button and modal. English here, Russian in
 * i18n/ru/code.json.
 */
import {translate} from '@docusaurus/Translate';

export interface SearchTexts {
  readonly button: string;
  readonly dialogLabel: string;
  readonly inputLabel: string;
  readonly placeholder: string;
  readonly close: string;
  readonly resultsLabel: string;
  readonly cancel: string;
  readonly loading: string;
  readonly noResults: string;
  readonly error: string;
  readonly unavailable: string;
  readonly retry: string;
  readonly suggestions: string;
  readonly recentQueries: string;
  readonly recentResults: string;
  readonly emptyHistory: string;
  readonly removeQuery: (query: string) => string;
  readonly removeResult: (title: string) => string;
  readonly navigateHint: string;
  readonly openHint: string;
  readonly closeHint: string;
}

export function useSearchTexts(): SearchTexts {
  return {
    button: translate({id: 'search.button', message: 'Search'}),
    dialogLabel: translate({id: 'search.dialog', message: 'Search the documentation'}),
    inputLabel: translate({id: 'search.input', message: 'Search query'}),
    placeholder: translate({id: 'search.placeholder', message: 'Search docs'}),
    close: translate({id: 'search.close', message: 'Close search'}),
    resultsLabel: translate({id: 'search.results', message: 'Search results'}),
    cancel: translate({id: 'search.cancel', message: 'Cancel'}),
    loading: translate({id: 'search.loading', message: 'Loading search indexes...'}),
    noResults: translate({id: 'search.noResults', message: 'No results found'}),
    error: translate({id: 'search.error', message: 'Search is not available right now. Reload the page and try again.'}),
    unavailable: translate({id: 'search.unavailable', message: 'Search could not be loaded. Check the connection and try again.'}),
    retry: translate({id: 'search.retry', message: 'Try again'}),
    suggestions: translate({id: 'search.suggestions', message: 'Suggestions'}),
    recentQueries: translate({id: 'search.recentQueries', message: 'Recent searches'}),
    recentResults: translate({id: 'search.recentResults', message: 'Recently opened'}),
    emptyHistory: translate({id: 'search.emptyHistory', message: 'Type a word or a phrase: search understands word forms, so any form of a word will do.'}),
    removeQuery: (query) => translate({id: 'search.removeQuery', message: 'Remove “{query}” from history'}, {query}),
    removeResult: (title) => translate({id: 'search.removeResult', message: 'Remove “{title}” from history'}, {title}),
    navigateHint: translate({id: 'search.hint.navigate', message: 'to move'}),
    openHint: translate({id: 'search.hint.open', message: 'to open'}),
    closeHint: translate({id: 'search.hint.close', message: 'to close'}),
  };
}
