import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The magnifier of the query field and of each suggestion. */
export function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <path
        d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.9 3.9-1.06 1.06-3.9-3.9A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z"
        fill="currentColor"
      />
    </svg>
  );
}
