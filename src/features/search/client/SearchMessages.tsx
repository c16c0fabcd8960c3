/**
 * The search modal's messages: how the search stands above the results (failed, timed
 * out, index loading, nothing found with a "did you mean", results for the query read
 * on the other keyboard layout) and the notice that the query reached its length limit.
 */
import type {ReactNode} from 'react';
import type {SearchResponse} from '@site/src/features/search/shared/engine';
import {isOffline} from '@site/src/features/offline/client/network';
import type {SearchTexts} from './modalTexts';
import type {SearchFailure} from './useSearchWorker';
import styles from './styles.module.css';

interface StatusProps {
  readonly texts: SearchTexts;
  readonly failure: SearchFailure | null;
  readonly indexReady: boolean;
  /** The results shown, if any. */
  readonly response: SearchResponse | null;
  /** The results shown answer the query as it is typed now (not an earlier one). */
  readonly current: boolean;
  /** The reader chose the query offered by "did you mean". */
  readonly onDidYouMean: (query: string) => void;
}

export function SearchStatus({texts, failure, indexReady, response, current, onDidYouMean}: StatusProps): ReactNode {
  // Offline, a failed index file is one this device never downloaded: the results need it.
  if (failure)
    return (
      <p className={styles.error} role="alert">
        {isOffline() ? texts.offlineIndex : failure === 'timeout' ? texts.timeout : texts.error}
      </p>
    );
  if (!indexReady)
    return (
      <p className={styles.status} role="status">
        {texts.loading}
      </p>
    );
  if (response && response.pages.length === 0 && current) {
    const guess = response.didYouMean;
    return (
      <div role="status">
        <p className={styles.status}>{texts.noResults}</p>
        {guess && (
          <p className={styles.status}>
            {texts.didYouMean}{' '}
            <button
              type="button"
              className="clean-btn"
              style={{fontWeight: 600, textDecoration: 'underline', color: 'var(--ifm-color-primary-darker)'}}
              onClick={() => onDidYouMean(guess)}
            >
              {guess}
            </button>
            ?
          </p>
        )}
      </div>
    );
  }
  if (response?.reading && current)
    return (
      <p className={styles.status} role="status">
        {texts.showingFor(response.reading)}
      </p>
    );
  return null;
}

/** Shown while the query is at the longest the field takes; the field refers to it by `id`. */
export function QueryTooLong({
  id,
  texts,
  max,
}: {
  readonly id: string;
  readonly texts: SearchTexts;
  readonly max: number;
}): ReactNode {
  return (
    <p
      id={id}
      className={styles.status}
      style={{margin: 0, padding: '0.375rem 1rem', background: '#fff6e0'}}
      role="status"
    >
      {texts.tooLong(max)}
    </p>
  );
}
