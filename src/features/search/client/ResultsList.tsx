/**
 * What the search modal shows for a query: the suggestions (completions of the word
 * being typed) and the results, grouped by page, with the matched words marked. The
 * results list also tells which of its pages are on screen, so only their snippets load.
 */
import {useEffect, type MouseEvent, type ReactNode, type RefObject} from 'react';
import type {PageResult, Range, SearchHit} from '@site/src/features/search/shared/engine';
import type {ResultEntry} from './history';
import type {SearchTexts} from './modalTexts';
import type {OptionProps} from './options';
import {SearchIcon} from './SearchIcon';
import styles from './styles.module.css';

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

interface SuggestionProps {
  readonly suggestions: readonly string[];
  readonly texts: SearchTexts;
  /** Prefix of the ids of the group heading. */
  readonly baseId: string;
  readonly optionProps: OptionProps;
  readonly onChoose: (suggestion: string) => void;
}

/** The suggestions, numbered from 0: they come first in the arrow keys' order. */
export function SuggestionList({suggestions, texts, baseId, optionProps, onChoose}: SuggestionProps): ReactNode {
  if (suggestions.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={`${baseId}-sg`}>
      <h2 id={`${baseId}-sg`} className={styles.groupTitle}>
        {texts.suggestions}
      </h2>
      <ul role="listbox" aria-labelledby={`${baseId}-sg`} className={`${styles.list} ${styles.suggestions}`}>
        {suggestions.map((s, i) => (
          <li key={s} {...optionProps(i)} onClick={() => onChoose(s)}>
            <SearchIcon />
            <span className={styles.optionText}>{s}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The history entry a result becomes when the reader opens it. */
export function resultEntry(page: PageResult, hit: SearchHit): ResultEntry {
  return {url: hit.url, title: page.title, heading: hit.anchor ? hit.heading : ''};
}

interface ResultsProps {
  readonly pages: readonly PageResult[];
  /** Prefix of the ids of the page headings. */
  readonly baseId: string;
  readonly optionProps: OptionProps;
  /** Number of the first result in the arrow keys' order (after the suggestions). */
  readonly firstOption: number;
  readonly onOpen: (entry: ResultEntry, event: MouseEvent) => void;
  /** The element the list scrolls in. */
  readonly scrollRoot: RefObject<HTMLElement | null>;
  /** How many pages, from the top, reach the screen (up to the last one visible). */
  readonly onPagesOnScreen: (pages: number) => void;
  /** For a page of another release than the one being read, its label ("release 4.5"). */
  readonly releaseLabel?: (url: string) => string | undefined;
}

export function ResultsList({
  pages,
  baseId,
  optionProps,
  firstOption,
  onOpen,
  scrollRoot,
  onPagesOnScreen,
  releaseLabel,
}: ResultsProps): ReactNode {
  // Which result pages are on screen: the list scrolls inside the dialog's body.
  useEffect(() => {
    const root = scrollRoot.current;
    if (!root || typeof IntersectionObserver === 'undefined') return undefined;
    const onScreen = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.resultPage);
          if (entry.isIntersecting) onScreen.add(index);
          else onScreen.delete(index);
        }
        onPagesOnScreen(onScreen.size > 0 ? Math.max(...onScreen) + 1 : 0);
      },
      {root},
    );
    root.querySelectorAll('[data-result-page]').forEach((section) => observer.observe(section));
    return () => observer.disconnect();
  }, [pages, scrollRoot, onPagesOnScreen]);

  let index = firstOption;
  return pages.map((page, p) => (
    <section key={page.url} className={styles.group} aria-labelledby={`${baseId}-p${p}`} data-result-page={p}>
      <h2 id={`${baseId}-p${p}`} className={styles.pageTitle}>
        <span>
          <Highlighted text={page.title} ranges={page.titleRanges} />
        </span>
        {(page.crumbs || releaseLabel?.(page.url)) && (
          <span className={styles.crumbs}>{[releaseLabel?.(page.url), page.crumbs].filter(Boolean).join(' · ')}</span>
        )}
      </h2>
      <ul role="listbox" aria-labelledby={`${baseId}-p${p}`} className={styles.list}>
        {page.hits.map((hit) => {
          const i = index++;
          const entry = resultEntry(page, hit);
          return (
            <li key={hit.url} role="none">
              <a {...optionProps(i)} href={hit.url} tabIndex={-1} onClick={(e) => onOpen(entry, e)}>
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
  ));
}
