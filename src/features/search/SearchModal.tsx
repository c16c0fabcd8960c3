/**
 * The search modal (plugins/search/README.md): suggestions while typing,
 * results after the search delay grouped by page, keyboard navigation,
 * query and result history. Loaded on demand by src/theme/SearchBar; the
 * index is searched in the worker (plugins/search).
 */
import {useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {siteConfig as tessera} from '@site/site.config';
import type {Range, SearchResponse} from '@site/plugins/search/engine';
import {WORKER_FILE} from '@site/plugins/search/format';
import {MAX_QUERY_CHARS, SearchCanceledError, TIMEOUT_MARK} from '@site/plugins/search/protocol';
import {keepTabInside} from '@site/src/components/focusTrap';
import {AreaFilter, type Area} from './AreaFilter';
import {SearchHistory, type HistoryLists, type ResultEntry} from './history';
import {searchClient} from './client';
import {useSearchTexts} from './modalTexts';
import overlay from './overlay.module.css';
import styles from './styles.module.css';

interface Props {
  readonly onClose: () => void;
}

type Option =
  | {readonly kind: 'suggestion'; readonly query: string}
  | {readonly kind: 'hit'; readonly entry: ResultEntry}
  | {readonly kind: 'recentQuery'; readonly query: string}
  | {readonly kind: 'recentResult'; readonly entry: ResultEntry};

function storage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The chosen section filter lasts for the browser tab's session, per locale. */
const areaKey = (locale: string): string => `tessera.search.area.${locale}`;

function Highlighted({text, ranges}: {text: string; ranges: readonly Range[]}): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  ranges.forEach(([start, end], i) => {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={i}>{text.slice(start, end)}</mark>);
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.9 3.9-1.06 1.06-3.9-3.9A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" fill="currentColor" />
    </svg>
  );
}

export default function SearchModal({onClose}: Props): ReactNode {
  const texts = useSearchTexts();
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const workerUrl = useBaseUrl(`/${WORKER_FILE}`);
  const router = useHistory();
  const history = useMemo(() => new SearchHistory(storage(), locale, {queries: tessera.search.queryHistory, results: tessera.search.resultHistory}), [locale]);

  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  const [results, setResults] = useState<{query: string; response: SearchResponse} | null>(null);
  const [indexReady, setIndexReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lists, setLists] = useState<HistoryLists>(() => history.lists());
  const [active, setActive] = useState(-1);
  const [areas, setAreas] = useState<readonly Area[]>([]);
  const [area, setArea] = useState<string>(() => storage('sessionStorage')?.getItem(areaKey(locale)) ?? '');
  const areaRef = useRef(area);

  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** When the query last changed: snippets wait for a pause in typing. */
  const lastInputAt = useRef(0);
  /** Result pages up to the last one on screen (the snippets worth loading). */
  const [seenPages, setSeenPages] = useState(0);
  const baseId = useId();
  const optionId = (i: number): string => `${baseId}-option-${i}`;

  const client = useMemo(() => searchClient(workerUrl, locale), [workerUrl, locale]);

  const onFailure = useCallback((reason: unknown) => {
    if (reason instanceof SearchCanceledError) return;
    setError(reason instanceof Error ? reason.message : String(reason));
  }, []);

  // First open: load the index manifest while the reader starts typing.
  useEffect(() => {
    client.request('all', '').then((all) => {
      setIndexReady(true);
      setAreas(all.areas);
      // A section remembered from an older build that no longer has pages: show everything.
      if (areaRef.current && !all.areas.some((a) => a.key === areaRef.current)) {
        areaRef.current = '';
        setArea('');
      }
    }, onFailure);
  }, [client, onFailure]);

  // A modal keeps focus: whatever moves it outside while open (the theme focuses the top of a page
  // that finishes loading after the reader opened search) hands it back to the query field.
  useEffect(() => {
    const keepFocusInside = (event: FocusEvent): void => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) inputRef.current?.focus({preventScroll: true});
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => document.removeEventListener('focusin', keepFocusInside);
  }, []);

  useEffect(() => {
    inputRef.current?.focus();
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (searchTimer.current) clearTimeout(searchTimer.current);
    };
  }, []);

  /** Enter pressed before the results arrived: open the first one as soon as they do. */
  const openFirstWhenReady = useRef(false);
  const openEntryRef = useRef<(entry: ResultEntry) => void>(() => undefined);
  const latestQuery = useRef('');

  const runSearch = useCallback(
    (q: string) => {
      // Results with the snippets whose text is here already; the missing ones load once typing
      // pauses, for the results on screen (the effect below): on a slow network the headings show
      // a round trip sooner, and a prefix typed on the way costs no text files.
      client.request('search', q, {limit: 10, hitsPerPage: 3, snippets: 'loaded', ...(areaRef.current ? {area: areaRef.current} : {})}).then((response) => {
        setIndexReady(true);
        setError(null);
        setResults({query: q, response});
        const first = response.pages[0];
        const hit = first?.hits[0];
        if (openFirstWhenReady.current && first && hit) {
          openFirstWhenReady.current = false;
          openEntryRef.current({url: hit.url, title: first.title, heading: hit.anchor ? hit.heading : ''});
        }
      }, onFailure);
    },
    [client, onFailure],
  );

  const changeQuery = useCallback(
    (q: string, {immediate = false}: {immediate?: boolean} = {}) => {
      openFirstWhenReady.current = false;
      latestQuery.current = q;
      lastInputAt.current = performance.now();
      setQuery(q);
      setActive(-1);
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
      if (immediate) runSearch(q);
      else searchTimer.current = setTimeout(() => runSearch(q), tessera.search.delayMs);
    },
    [client, onFailure, runSearch],
  );

  // Which result pages are on screen: the list scrolls inside the dialog's body.
  const resultPages = results?.response.pages;
  useEffect(() => {
    const root = bodyRef.current;
    if (!root || !resultPages || typeof IntersectionObserver === 'undefined') return undefined;
    const onScreen = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.resultPage);
          if (entry.isIntersecting) onScreen.add(index);
          else onScreen.delete(index);
        }
        setSeenPages(onScreen.size > 0 ? Math.max(...onScreen) + 1 : 0);
      },
      {root},
    );
    root.querySelectorAll('[data-result-page]').forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [resultPages]);

  // The snippets of the pages on screen, once typing has paused: never for a prefix typed on the
  // way, never for pages below the fold until the reader scrolls to them; text already loaded is reused.
  useEffect(() => {
    if (!results || results.query !== latestQuery.current) return undefined;
    if (!results.response.pages.slice(0, seenPages).some((p) => p.snippetsPending)) return undefined;
    const q = results.query;
    const timer = setTimeout(
      () => {
        if (latestQuery.current !== q) return;
        const options = {limit: 10, hitsPerPage: 3, snippets: 'wait', snippetPages: seenPages, ...(areaRef.current ? {area: areaRef.current} : {})} as const;
        client.request('search', q, options).then((response) => {
          if (latestQuery.current === q) setResults({query: q, response});
        }, onFailure);
      },
      Math.max(0, lastInputAt.current + tessera.search.snippetDelayMs - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [results, seenPages, client, onFailure]);

  const chooseArea = (key: string): void => {
    areaRef.current = key;
    setArea(key);
    const store = storage('sessionStorage');
    try {
      if (key) store?.setItem(areaKey(locale), key);
      else store?.removeItem(areaKey(locale));
    } catch {
      // Storage full or switched off: the filter still applies until the modal closes.
    }
    if (latestQuery.current.trim()) changeQuery(latestQuery.current, {immediate: true});
  };

  const trimmed = query.trim();
  const shownResults = trimmed && results ? results.response : null;
  const options: Option[] = useMemo(() => {
    if (!trimmed) {
      return [
        ...lists.queries.map((q): Option => ({kind: 'recentQuery', query: q})),
        ...lists.results.map((entry): Option => ({kind: 'recentResult', entry})),
      ];
    }
    const hits = (shownResults?.pages ?? []).flatMap((page) =>
      page.hits.map((hit): Option => ({kind: 'hit', entry: {url: hit.url, title: page.title, heading: hit.anchor ? hit.heading : ''}})),
    );
    return [...suggestions.map((q): Option => ({kind: 'suggestion', query: q})), ...hits];
  }, [trimmed, lists, suggestions, shownResults]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
    // optionId is derived from the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const openEntry = (entry: ResultEntry, event?: MouseEvent): void => {
    // Ctrl/⌘/Shift/middle click: let the browser open it elsewhere, keep the modal.
    if (event && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
    event?.preventDefault();
    if (trimmed) history.addQuery(trimmed);
    setLists(history.addResult(entry));
    onClose();
    // Docusaurus scrolls the new page to the section once it has rendered.
    setTimeout(() => router.push(entry.url), 0);
  };

  useEffect(() => {
    openEntryRef.current = openEntry;
  });

  const choose = (option: Option): void => {
    switch (option.kind) {
      case 'suggestion':
      case 'recentQuery':
        changeQuery(option.query, {immediate: true});
        inputRef.current?.focus();
        break;
      case 'hit':
      case 'recentResult':
        openEntry(option.entry);
        break;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const n = options.length;
      setActive((a) => (event.key === 'ArrowDown' ? (a + 1 >= n ? 0 : a + 1) : a <= 0 ? n - 1 : a - 1));
      return;
    }
    if (event.key === 'Delete' && event.target === inputRef.current && !trimmed) {
      const option = options[active];
      if (option?.kind === 'recentQuery') setLists(history.removeQuery(option.query));
      else if (option?.kind === 'recentResult') setLists(history.removeResult(option.entry.url));
      else return;
      event.preventDefault();
      setActive((a) => Math.min(a, options.length - 2));
      return;
    }
    if (event.key === 'Enter' && event.target === inputRef.current) {
      const current = results?.query === query;
      const option = options[active] ?? (current ? options.find((o) => o.kind === 'hit') : undefined);
      event.preventDefault();
      if (option) choose(option);
      else if (trimmed) {
        // Typed faster than the search delay: search now and open what comes first.
        openFirstWhenReady.current = true;
        if (searchTimer.current) clearTimeout(searchTimer.current);
        runSearch(query);
      }
      return;
    }
    keepTabInside(event, dialogRef.current, 'input, button:not([disabled]):not([tabindex="-1"]), a[href]:not([tabindex="-1"]), [tabindex="0"]');
  };

  /** Results and suggestions are listbox options; history rows are links with a remove button beside them. */
  const optionProps = (i: number, role: 'option' | null = 'option') => ({
    id: optionId(i),
    role: role ?? undefined,
    'aria-selected': role ? active === i : undefined,
    className: active === i ? `${styles.option} ${styles.active}` : styles.option,
    onMouseMove: () => {
      if (active !== i) setActive(i);
    },
  });

  const removeButton = (label: string, onRemove: () => void): ReactNode => (
    <button
      type="button"
      className={styles.remove}
      aria-label={label}
      title={label}
      onClick={(e) => {
        e.stopPropagation();
        onRemove();
        inputRef.current?.focus();
      }}>
      ×
    </button>
  );

  let status: ReactNode = null;
  if (trimmed) {
    // Offline, a failed index file is one this device never downloaded: the results need it.
    if (error) status = <p className={styles.error} role="alert">{!navigator.onLine ? texts.offlineIndex : error.includes(TIMEOUT_MARK) ? texts.timeout : texts.error}</p>;
    else if (!indexReady) status = <p className={styles.status} role="status">{texts.loading}</p>;
    else if (shownResults && shownResults.pages.length === 0 && results?.query === query) {
      const guess = shownResults.didYouMean;
      status = (
        <div role="status">
          <p className={styles.status}>{texts.noResults}</p>
          {guess && (
            <p className={styles.status}>
              {texts.didYouMean}{' '}
              <button type="button" className="clean-btn" style={{fontWeight: 600, textDecoration: 'underline', color: 'var(--ifm-color-primary-darker)'}} onClick={() => {
                changeQuery(guess, {immediate: true});
                inputRef.current?.focus();
              }}>
                {guess}
              </button>
              ?
            </p>
          )}
        </div>
      );
    } else if (shownResults?.reading && results?.query === query) {
      status = <p className={styles.status} role="status">{texts.showingFor(shownResults.reading)}</p>;
    }
  }

  let index = 0;
  const listbox = `${baseId}-list`;

  return (
    <div className={overlay.layer} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-label={texts.dialogLabel} onKeyDown={onKeyDown}>
        <div className={styles.bar}>
          <SearchIcon />
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listbox}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-label={texts.inputLabel}
            placeholder={texts.placeholder}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={MAX_QUERY_CHARS}
            aria-describedby={query.length >= MAX_QUERY_CHARS ? `${baseId}-limit` : undefined}
            value={query}
            onChange={(e) => changeQuery(e.target.value)}
          />
          <button type="button" className={styles.close} onClick={onClose} aria-label={texts.close}>
            <kbd className={styles.closeKey}>Esc</kbd>
            <span className={styles.closeText} aria-hidden="true">{texts.cancel}</span>
          </button>
        </div>
        {areas.length > 1 && <AreaFilter areas={areas} value={area} label={texts.areaLabel} allLabel={texts.allAreas} onChange={chooseArea} />}
        {query.length >= MAX_QUERY_CHARS && (
          <p id={`${baseId}-limit`} className={styles.status} style={{margin: 0, padding: '0.375rem 1rem', background: '#fff6e0'}} role="status">
            {texts.tooLong(MAX_QUERY_CHARS)}
          </p>
        )}
        {/* Focusable so keyboard users can scroll a long result list (options themselves are reached with the arrows). */}
        <div ref={bodyRef} className={styles.body} id={listbox} role="region" aria-label={texts.resultsLabel} tabIndex={0} data-results-for={shownResults ? results?.query : undefined}>
          {status}
          {!trimmed && lists.queries.length + lists.results.length === 0 && <p className={styles.status}>{texts.emptyHistory}</p>}
          {!trimmed && lists.queries.length > 0 && (
            <section className={styles.group} aria-labelledby={`${baseId}-rq`}>
              <h2 id={`${baseId}-rq`} className={styles.groupTitle}>{texts.recentQueries}</h2>
              <ul className={styles.list}>
                {lists.queries.map((q) => {
                  const i = index++;
                  return (
                    <li key={q} className={styles.row}>
                      <a
                        {...optionProps(i, null)}
                        href={`#${encodeURIComponent(q)}`}
                        tabIndex={-1}
                        onClick={(e) => {
                          e.preventDefault();
                          choose({kind: 'recentQuery', query: q});
                        }}>
                        <span className={styles.optionText}>{q}</span>
                      </a>
                      {removeButton(texts.removeQuery(q), () => setLists(history.removeQuery(q)))}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          {!trimmed && lists.results.length > 0 && (
            <section className={styles.group} aria-labelledby={`${baseId}-rr`}>
              <h2 id={`${baseId}-rr`} className={styles.groupTitle}>{texts.recentResults}</h2>
              <ul className={styles.list}>
                {lists.results.map((entry) => {
                  const i = index++;
                  return (
                    <li key={entry.url} className={styles.row}>
                      <a {...optionProps(i, null)} href={entry.url} tabIndex={-1} onClick={(e) => openEntry(entry, e)}>
                        <span className={styles.hitTitle}>{entry.heading || entry.title}</span>
                        {entry.heading && <span className={styles.crumbs}>{entry.title}</span>}
                      </a>
                      {removeButton(texts.removeResult(entry.heading || entry.title), () => setLists(history.removeResult(entry.url)))}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          {trimmed && suggestions.length > 0 && (
            <section className={styles.group} aria-labelledby={`${baseId}-sg`}>
              <h2 id={`${baseId}-sg`} className={styles.groupTitle}>{texts.suggestions}</h2>
              <ul role="listbox" aria-labelledby={`${baseId}-sg`} className={`${styles.list} ${styles.suggestions}`}>
                {suggestions.map((s) => {
                  const i = index++;
                  return (
                    <li key={s} {...optionProps(i)} onClick={() => choose({kind: 'suggestion', query: s})}>
                      <SearchIcon />
                      <span className={styles.optionText}>{s}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          {trimmed &&
            shownResults?.pages.map((page, p) => (
              <section key={page.url} className={styles.group} aria-labelledby={`${baseId}-p${p}`} data-result-page={p}>
                <h2 id={`${baseId}-p${p}`} className={styles.pageTitle}>
                  <span><Highlighted text={page.title} ranges={page.titleRanges} /></span>
                  {page.crumbs && <span className={styles.crumbs}>{page.crumbs}</span>}
                </h2>
                <ul role="listbox" aria-labelledby={`${baseId}-p${p}`} className={styles.list}>
                  {page.hits.map((hit) => {
                    const i = index++;
                    const entry: ResultEntry = {url: hit.url, title: page.title, heading: hit.anchor ? hit.heading : ''};
                    return (
                      <li key={hit.url} role="none">
                        <a {...optionProps(i)} href={hit.url} tabIndex={-1} onClick={(e) => openEntry(entry, e)}>
                          <span className={styles.hitTitle}>
                            <Highlighted text={hit.heading} ranges={hit.headingRanges} />
                          </span>
                          {hit.snippet && (
                            <span className={styles.snippet}>
                              <Highlighted text={hit.snippet} ranges={hit.snippetRanges} />
                            </span>
                          )}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
        </div>
        <footer className={styles.footer}>
          <span><kbd>↑</kbd> <kbd>↓</kbd> {texts.navigateHint}</span>
          <span><kbd>Enter</kbd> {texts.openHint}</span>
          <span><kbd>Esc</kbd> {texts.closeHint}</span>
        </footer>
      </div>
    </div>
  );
}
