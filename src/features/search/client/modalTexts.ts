/**
 * UI strings of the search modal (loaded with it). English here, Russian in
 * i18n/ru/code.json.
 */
import {translate} from '@docusaurus/Translate';
import {searchButtonTexts, type SearchButtonTexts} from './texts';

export interface SearchTexts extends SearchButtonTexts {
  readonly inputLabel: string;
  readonly placeholder: string;
  readonly resultsLabel: string;
  readonly cancel: string;
  readonly loading: string;
  readonly noResults: string;
  readonly error: string;
  readonly timeout: string;
  readonly offlineIndex: string;
  readonly tooLong: (max: number) => string;
  readonly showingFor: (query: string) => string;
  readonly didYouMean: string;
  readonly areaLabel: string;
  readonly allAreas: string;
  readonly allReleases: (release: string) => string;
  readonly releaseOf: (release: string) => string;
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

export function searchTexts(): SearchTexts {
  return {
    ...searchButtonTexts(),
    inputLabel: translate({id: 'search.input', message: 'Search query'}),
    placeholder: translate({id: 'search.placeholder', message: 'Search docs'}),
    resultsLabel: translate({id: 'search.results', message: 'Search results'}),
    cancel: translate({id: 'search.cancel', message: 'Cancel'}),
    loading: translate({id: 'search.loading', message: 'Loading search indexes...'}),
    noResults: translate({id: 'search.noResults', message: 'No results found'}),
    error: translate({
      id: 'search.error',
      message: 'Search is not available right now. Reload the page and try again.',
    }),
    timeout: translate({
      id: 'search.timeout',
      message: 'The search index is taking too long to load. Check the connection: the next query tries again.',
    }),
    offlineIndex: translate({
      id: 'search.offlineIndex',
      message:
        'You are offline, and the part of the search index this query needs is not on this device: search finds only words whose index was downloaded before. Try other words, or search again when you are back online.',
    }),
    tooLong: (max) => translate({id: 'search.tooLong', message: 'A query can be up to {max} characters long.'}, {max}),
    showingFor: (query) => translate({id: 'search.showingFor', message: 'Showing results for “{query}”'}, {query}),
    didYouMean: translate({id: 'search.didYouMean', message: 'Did you mean'}),
    areaLabel: translate({id: 'search.area', message: 'Section'}),
    allAreas: translate({id: 'search.allAreas', message: 'All sections'}),
    allReleases: (release) =>
      translate({id: 'search.allReleases', message: 'All releases (reading {release})'}, {release}),
    releaseOf: (release) => translate({id: 'search.releaseOf', message: 'release {release}'}, {release}),
    suggestions: translate({id: 'search.suggestions', message: 'Suggestions'}),
    recentQueries: translate({id: 'search.recentQueries', message: 'Recent searches'}),
    recentResults: translate({id: 'search.recentResults', message: 'Recently opened'}),
    emptyHistory: translate({
      id: 'search.emptyHistory',
      message: 'Type a word or a phrase: search understands word forms, so any form of a word will do.',
    }),
    removeQuery: (query) => translate({id: 'search.removeQuery', message: 'Remove “{query}” from history'}, {query}),
    removeResult: (title) => translate({id: 'search.removeResult', message: 'Remove “{title}” from history'}, {title}),
    navigateHint: translate({id: 'search.hint.navigate', message: 'to move'}),
    openHint: translate({id: 'search.hint.open', message: 'to open'}),
    closeHint: translate({id: 'search.hint.close', message: 'to close'}),
  };
}
