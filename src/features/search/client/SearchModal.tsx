/**
 * The search modal (src/features/search/README.md): suggestions while typing,
 * results after the search delay grouped by page, keyboard navigation,
 * query and result history. Loaded on demand by src/features/search/theme/SearchBar; the
 * index is searched in the worker (src/features/search), which useSearchWorker.ts
 * talks to. This file owns the dialog (focus, keys, the active row) and
 * composes the lists: HistoryList.tsx, ResultsList.tsx, SearchMessages.tsx.
 */
import {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {siteConfig as tessera} from '@site/site.config';
import {MAX_QUERY_CHARS} from '@site/src/features/search/shared/protocol';
import {keepTabInside} from '@site/src/lib/client/focusTrap';
import {AreaFilter} from './AreaFilter';
import {SearchHistory, type HistoryLists, type ResultEntry} from './history';
import {HistoryList} from './HistoryList';
import {searchTexts} from './modalTexts';
import type {Option, OptionProps} from './options';
import {ResultsList, SuggestionList, resultEntry} from './ResultsList';
import {SearchIcon} from './SearchIcon';
import {QueryTooLong, SearchStatus} from './SearchMessages';
import {browserStorage} from './storage';
import {useSearchWorker} from './useSearchWorker';
import {CURRENT_RELEASE, releaseOfPath} from '@site/src/lib/shared/releases';
import overlay from './overlay.module.css';
import styles from './styles.module.css';

// Inline for the reason AreaFilter's styles are: the modal's own styles load with it, not with every page.
const RELEASES = {
  display: 'block',
  flex: 'none',
  padding: '0.375rem 1rem',
  fontSize: '0.8125rem',
  borderBottom: '1px solid #d0d7e2',
} as const;

interface Props {
  readonly onClose: () => void;
}

export default function SearchModal({onClose}: Props): ReactNode {
  const texts = searchTexts();
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const router = useHistory();
  const history = useMemo(
    () =>
      new SearchHistory(browserStorage(), locale, {
        queries: tessera.search.queryHistory,
        results: tessera.search.resultHistory,
      }),
    [locale],
  );
  // The release being read: pages of versioned sections are searched in it unless the reader widens the search.
  const reading = releaseOfPath(useLocation().pathname);
  const search = useSearchWorker(locale, reading);
  const {query, suggestions, results} = search;

  const [lists, setLists] = useState<HistoryLists>(() => history.lists());
  const [active, setActive] = useState(-1);

  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const optionId = (i: number): string => `${baseId}-option-${i}`;

  // A modal keeps focus: whatever moves it outside while open (the theme focuses the top of a page
  // that finishes loading after the reader opened search) hands it back to the query field.
  useEffect(() => {
    const keepFocusInside = (event: FocusEvent): void => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target))
        inputRef.current?.focus({preventScroll: true});
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
    };
  }, []);

  const openEntryRef = useRef<(entry: ResultEntry) => void>(() => undefined);

  const changeQuery = (q: string, options?: {immediate?: boolean}): void => {
    setActive(-1);
    search.changeQuery(q, options);
  };

  const chooseArea = (key: string): void => {
    // Searching the query again starts the arrow keys from the top, as typing does.
    if (query.trim()) setActive(-1);
    search.chooseArea(key);
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
      page.hits.map((hit): Option => ({kind: 'hit', entry: resultEntry(page, hit)})),
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

  const searchAgain = (q: string): void => {
    changeQuery(q, {immediate: true});
    inputRef.current?.focus();
  };

  const choose = (option: Option): void => {
    switch (option.kind) {
      case 'suggestion':
      case 'recentQuery':
        searchAgain(option.query);
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
        void search.searchNow(query).then((response) => {
          const first = response?.pages[0];
          const hit = first?.hits[0];
          if (first && hit) openEntryRef.current(resultEntry(first, hit));
        });
      }
      return;
    }
    keepTabInside(
      event,
      dialogRef.current,
      'input, button:not([disabled]):not([tabindex="-1"]), a[href]:not([tabindex="-1"]), [tabindex="0"]',
    );
  };

  const optionProps: OptionProps = (i, role = 'option') => ({
    id: optionId(i),
    role: role ?? undefined,
    'aria-selected': role ? active === i : undefined,
    className: active === i ? `${styles.option} ${styles.active}` : styles.option,
    onMouseMove: () => {
      if (active !== i) setActive(i);
    },
  });

  const removed = (nextLists: HistoryLists): void => {
    setLists(nextLists);
    inputRef.current?.focus();
  };

  const listbox = `${baseId}-list`;

  return (
    <div className={overlay.layer} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={texts.dialogLabel}
        onKeyDown={onKeyDown}
      >
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
            <span className={styles.closeText} aria-hidden="true">
              {texts.cancel}
            </span>
          </button>
        </div>
        {search.areas.length > 1 && (
          <AreaFilter
            areas={search.areas}
            value={search.area}
            label={texts.areaLabel}
            allLabel={texts.allAreas}
            onChange={chooseArea}
          />
        )}
        {search.releases.length > 1 && (
          <label style={RELEASES}>
            <input
              type="checkbox"
              checked={search.allReleases}
              onChange={(event) => search.chooseAllReleases(event.target.checked)}
            />{' '}
            {texts.allReleases(reading ?? CURRENT_RELEASE)}
          </label>
        )}
        {query.length >= MAX_QUERY_CHARS && <QueryTooLong id={`${baseId}-limit`} texts={texts} max={MAX_QUERY_CHARS} />}
        {/* Focusable so keyboard users can scroll a long result list (options themselves are reached with the arrows). */}
        <div
          ref={bodyRef}
          className={styles.body}
          id={listbox}
          role="region"
          aria-label={texts.resultsLabel}
          tabIndex={0}
          data-results-for={shownResults ? results?.query : undefined}
        >
          {trimmed ? (
            <>
              <SearchStatus
                texts={texts}
                failure={search.failure}
                indexReady={search.indexReady}
                response={shownResults}
                current={results?.query === query}
                onDidYouMean={searchAgain}
              />
              <SuggestionList
                suggestions={suggestions}
                texts={texts}
                baseId={baseId}
                optionProps={optionProps}
                onChoose={searchAgain}
              />
              {shownResults && (
                <ResultsList
                  pages={shownResults.pages}
                  baseId={baseId}
                  optionProps={optionProps}
                  firstOption={suggestions.length}
                  onOpen={openEntry}
                  scrollRoot={bodyRef}
                  onPagesOnScreen={search.setSeenPages}
                  releaseLabel={(url) => {
                    const release = releaseOfPath(url);
                    return release && release !== (reading ?? CURRENT_RELEASE) ? texts.releaseOf(release) : undefined;
                  }}
                />
              )}
            </>
          ) : (
            <HistoryList
              lists={lists}
              texts={texts}
              baseId={baseId}
              optionProps={optionProps}
              onQuery={searchAgain}
              onOpen={openEntry}
              onRemoveQuery={(q) => removed(history.removeQuery(q))}
              onRemoveResult={(url) => removed(history.removeResult(url))}
            />
          )}
        </div>
        <footer className={styles.footer}>
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> {texts.navigateHint}
          </span>
          <span>
            <kbd>Enter</kbd> {texts.openHint}
          </span>
          <span>
            <kbd>Esc</kbd> {texts.closeHint}
          </span>
        </footer>
      </div>
    </div>
  );
}
