/**
 * The search modal's conversation with the search worker (src/features/search/shared/protocol.ts):
 * the index manifest on first open, suggestions while typing, results after the
 * search delay, the snippets of the results on screen once typing pauses, the
 * section filter the requests are narrowed to, and what went wrong (an error, or an
 * index file that did not arrive in time). The modal renders what this returns.
 */
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {siteConfig as tessera} from '@site/site.config';
import type {SearchResponse} from '@site/src/features/search/shared/engine';
import {WORKER_FILE} from '@site/src/features/search/shared/format';
import {SearchCanceledError, TIMEOUT_MARK} from '@site/src/features/search/shared/protocol';
import type {Area} from './AreaFilter';
import {searchClient} from './workerSession';
import {browserStorage} from './storage';

/** Results and the query they answer (the reader may have typed on since). */
export interface SearchResults {
  readonly query: string;
  readonly response: SearchResponse;
}

/** What the last failed request says: a timeout of an index file, or any other error. */
export type SearchFailure = 'timeout' | 'error';

export interface SearchWorker {
  /** The query as typed, the latest one. */
  readonly query: string;
  readonly suggestions: readonly string[];
  readonly results: SearchResults | null;
  /** The worker has answered once: the index is there. */
  readonly indexReady: boolean;
  readonly failure: SearchFailure | null;
  /** The product sections results can be narrowed to. */
  readonly areas: readonly Area[];
  /** The chosen section, '' for all of them. */
  readonly area: string;
  /** The releases the index has pages of, the current one first (none without versioned sections). */
  readonly releases: readonly string[];
  /** Results of every release, not only of the one being read. */
  readonly allReleases: boolean;
  /** Widens results to every release (or back to the one being read) and searches the current query again. */
  readonly chooseAllReleases: (all: boolean) => void;
  /** A new query: suggestions after the suggestion delay, results after the search delay, or at once with `immediate`. */
  readonly changeQuery: (query: string, options?: {readonly immediate?: boolean}) => void;
  /**
   * Searches now (Enter typed faster than the search delay). Resolves with the results, or with
   * undefined when the request failed or the query changed before they arrived.
   */
  readonly searchNow: (query: string) => Promise<SearchResponse | undefined>;
  /** Narrows results to a section ('' for all) and searches the current query again. */
  readonly chooseArea: (key: string) => void;
  /** How many result pages, from the top, are or were on screen: their snippets are worth loading. */
  readonly setSeenPages: (pages: number) => void;
}

/** The chosen section filter lasts for the browser tab's session, per locale. */
const areaKey = (locale: string): string => `tessera.search.area.${locale}`;

/**
 * `release`: the release of the page being read (src/features/versions), whose pages of
 * versioned sections are searched unless the reader widens the search to every release.
 */
export function useSearchWorker(locale: string, release?: string): SearchWorker {
  const workerUrl = useBaseUrl(`/${WORKER_FILE}`);
  const client = useMemo(() => searchClient(workerUrl, locale), [workerUrl, locale]);

  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  const [results, setResults] = useState<SearchResults | null>(null);
  const [indexReady, setIndexReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [areas, setAreas] = useState<readonly Area[]>([]);
  const [area, setArea] = useState<string>(() => browserStorage('sessionStorage')?.getItem(areaKey(locale)) ?? '');
  const [seenPages, setSeenPages] = useState(0);
  const areaRef = useRef(area);
  const [releases, setReleases] = useState<readonly string[]>([]);
  const [allReleases, setAllReleases] = useState(false);
  /** The release scope every request carries: the release being read, or all of them. */
  const scopeRef = useRef<{release?: string; allReleases?: boolean}>(release ? {release} : {});
  useEffect(() => {
    scopeRef.current = allReleases ? {allReleases: true} : release ? {release} : {};
  }, [release, allReleases]);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** When the query last changed: snippets wait for a pause in typing. */
  const lastInputAt = useRef(0);
  const latestQuery = useRef('');
  /** Counts query changes: a search made now is still wanted when its results arrive if this has not moved. */
  const queryChanges = useRef(0);

  const onFailure = useCallback((reason: unknown) => {
    if (reason instanceof SearchCanceledError) return;
    setError(reason instanceof Error ? reason.message : String(reason));
  }, []);

  // First open: load the index manifest while the reader starts typing.
  useEffect(() => {
    client.request('all', '').then((all) => {
      setIndexReady(true);
      setAreas(all.areas);
      setReleases(all.releases);
      // A section remembered from an older build that no longer has pages: show everything.
      if (areaRef.current && !all.areas.some((a) => a.key === areaRef.current)) {
        areaRef.current = '';
        setArea('');
      }
    }, onFailure);
  }, [client, onFailure]);

  useEffect(
    () => () => {
      if (searchTimer.current) clearTimeout(searchTimer.current);
    },
    [],
  );

  const runSearch = useCallback(
    (q: string): Promise<SearchResponse | undefined> =>
      // Results with the snippets whose text is here already; the missing ones load once typing
      // pauses, for the results on screen (the effect below): on a slow network the headings show
      // a round trip sooner, and a prefix typed on the way costs no text files.
      client
        .request('search', q, {
          limit: 10,
          hitsPerPage: 3,
          snippets: 'loaded',
          ...(areaRef.current ? {area: areaRef.current} : {}),
          ...scopeRef.current,
        })
        .then(
          (response) => {
            setIndexReady(true);
            setError(null);
            setResults({query: q, response});
            return response;
          },
          (reason: unknown) => {
            onFailure(reason);
            return undefined;
          },
        ),
    [client, onFailure],
  );

  const changeQuery = useCallback(
    (q: string, {immediate = false}: {readonly immediate?: boolean} = {}) => {
      queryChanges.current += 1;
      latestQuery.current = q;
      lastInputAt.current = performance.now();
      setQuery(q);
      if (searchTimer.current) clearTimeout(searchTimer.current);
      if (!q.trim()) {
        setSuggestions([]);
        setResults(null);
        return;
      }
      const suggest = (): void => {
        // A finished word has no completion: clear now rather than after a worker round trip,
        // so stale suggestions never sit above the results the arrows move through.
        if (/\s$/.test(q)) {
          setSuggestions([]);
          return;
        }
        client.request('suggest', q, {limit: 5}).then((s) => {
          setIndexReady(true);
          // A reply for an older query (the reader typed on) is no longer a suggestion.
          if (latestQuery.current === q) setSuggestions(s);
        }, onFailure);
      };
      if (tessera.search.suggestDelayMs > 0) setTimeout(suggest, tessera.search.suggestDelayMs);
      else suggest();
      if (immediate) void runSearch(q);
      else searchTimer.current = setTimeout(() => void runSearch(q), tessera.search.delayMs);
    },
    [client, onFailure, runSearch],
  );

  const searchNow = useCallback(
    (q: string): Promise<SearchResponse | undefined> => {
      if (searchTimer.current) clearTimeout(searchTimer.current);
      const asked = queryChanges.current;
      return runSearch(q).then((response) => (queryChanges.current === asked ? response : undefined));
    },
    [runSearch],
  );

  // The snippets of the pages on screen, once typing has paused: never for a prefix typed on the
  // way, never for pages below the fold until the reader scrolls to them; text already loaded is reused.
  useEffect(() => {
    if (!results || results.query !== latestQuery.current) return undefined;
    if (!results.response.pages.slice(0, seenPages).some((p) => p.snippetsPending)) return undefined;
    const q = results.query;
    const timer = setTimeout(
      () => {
        if (latestQuery.current !== q) return;
        const options = {
          limit: 10,
          hitsPerPage: 3,
          snippets: 'wait',
          snippetPages: seenPages,
          ...(areaRef.current ? {area: areaRef.current} : {}),
          ...scopeRef.current,
        } as const;
        client.request('search', q, options).then((response) => {
          if (latestQuery.current === q) setResults({query: q, response});
        }, onFailure);
      },
      Math.max(0, lastInputAt.current + tessera.search.snippetDelayMs - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [results, seenPages, client, onFailure]);

  const chooseArea = useCallback(
    (key: string) => {
      areaRef.current = key;
      setArea(key);
      const store = browserStorage('sessionStorage');
      try {
        if (key) store?.setItem(areaKey(locale), key);
        else store?.removeItem(areaKey(locale));
      } catch {
        // Storage full or switched off: the filter still applies until the modal closes.
      }
      if (latestQuery.current.trim()) changeQuery(latestQuery.current, {immediate: true});
    },
    [locale, changeQuery],
  );

  const chooseAllReleases = useCallback(
    (all: boolean) => {
      scopeRef.current = all ? {allReleases: true} : release ? {release} : {};
      setAllReleases(all);
      if (latestQuery.current.trim()) changeQuery(latestQuery.current, {immediate: true});
    },
    [release, changeQuery],
  );

  const failure: SearchFailure | null = error === null ? null : error.includes(TIMEOUT_MARK) ? 'timeout' : 'error';
  return {
    query,
    suggestions,
    results,
    indexReady,
    failure,
    areas,
    area,
    releases,
    allReleases,
    chooseAllReleases,
    changeQuery,
    searchNow,
    chooseArea,
    setSeenPages,
  };
}
