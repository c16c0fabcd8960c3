/**
 * What the search modal shows before anything is typed: the recent queries and the
 * recent results (history.ts), each row a link with a remove button beside it, or a
 * line saying there is no history yet.
 */
import type {MouseEvent, ReactNode} from 'react';
import type {HistoryLists, ResultEntry} from './history';
import type {SearchTexts} from './modalTexts';
import type {OptionProps} from './options';
import styles from './styles.module.css';

interface Props {
  readonly lists: HistoryLists;
  readonly texts: SearchTexts;
  /** Prefix of the ids of the group headings. */
  readonly baseId: string;
  readonly optionProps: OptionProps;
  /** A recent query chosen: search it again. */
  readonly onQuery: (query: string) => void;
  readonly onOpen: (entry: ResultEntry, event: MouseEvent) => void;
  readonly onRemoveQuery: (query: string) => void;
  readonly onRemoveResult: (url: string) => void;
}

function RemoveButton({label, onRemove}: {readonly label: string; readonly onRemove: () => void}): ReactNode {
  return (
    <button
      type="button"
      className={styles.remove}
      aria-label={label}
      title={label}
      onClick={(e) => {
        e.stopPropagation();
        onRemove();
      }}
    >
      ×
    </button>
  );
}

export function HistoryList({
  lists,
  texts,
  baseId,
  optionProps,
  onQuery,
  onOpen,
  onRemoveQuery,
  onRemoveResult,
}: Props): ReactNode {
  // Rows are numbered across both groups, queries first, as the arrow keys move through them.
  const firstResult = lists.queries.length;
  return (
    <>
      {lists.queries.length + lists.results.length === 0 && <p className={styles.status}>{texts.emptyHistory}</p>}
      {lists.queries.length > 0 && (
        <section className={styles.group} aria-labelledby={`${baseId}-rq`}>
          <h2 id={`${baseId}-rq`} className={styles.groupTitle}>
            {texts.recentQueries}
          </h2>
          <ul className={styles.list}>
            {lists.queries.map((q, i) => (
              <li key={q} className={styles.row}>
                <a
                  {...optionProps(i, null)}
                  href={`#${encodeURIComponent(q)}`}
                  tabIndex={-1}
                  onClick={(e) => {
                    e.preventDefault();
                    onQuery(q);
                  }}
                >
                  <span className={styles.optionText}>{q}</span>
                </a>
                <RemoveButton label={texts.removeQuery(q)} onRemove={() => onRemoveQuery(q)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {lists.results.length > 0 && (
        <section className={styles.group} aria-labelledby={`${baseId}-rr`}>
          <h2 id={`${baseId}-rr`} className={styles.groupTitle}>
            {texts.recentResults}
          </h2>
          <ul className={styles.list}>
            {lists.results.map((entry, i) => (
              <li key={entry.url} className={styles.row}>
                <a
                  {...optionProps(firstResult + i, null)}
                  href={entry.url}
                  tabIndex={-1}
                  onClick={(e) => onOpen(entry, e)}
                >
                  <span className={styles.hitTitle}>{entry.heading || entry.title}</span>
                  {entry.heading && <span className={styles.crumbs}>{entry.title}</span>}
                </a>
                <RemoveButton
                  label={texts.removeResult(entry.heading || entry.title)}
                  onRemove={() => onRemoveResult(entry.url)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
