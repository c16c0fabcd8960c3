/**
 * The rows of the search modal that the arrow keys move through, numbered in the order
 * the lists show them (history: recent queries, then recent results; while searching:
 * suggestions, then results), and the props every such row gets.
 */
import type {ResultEntry} from './history';

export type Option =
  | {readonly kind: 'suggestion'; readonly query: string}
  | {readonly kind: 'hit'; readonly entry: ResultEntry}
  | {readonly kind: 'recentQuery'; readonly query: string}
  | {readonly kind: 'recentResult'; readonly entry: ResultEntry};

export interface OptionRowProps {
  readonly id: string;
  readonly role: 'option' | undefined;
  readonly 'aria-selected': boolean | undefined;
  readonly className: string | undefined;
  readonly onMouseMove: () => void;
}

/**
 * Props of the row numbered `i`. Results and suggestions are listbox options (`'option'`);
 * history rows are links with a remove button beside them (`null`: no option role).
 */
export type OptionProps = (i: number, role?: 'option' | null) => OptionRowProps;
