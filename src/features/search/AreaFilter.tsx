/**
 * The search window's section filter: one chip per product section and one
 * for all of them, a radio group. Tab reaches the chosen chip, the arrow keys
 * (and Home/End) move between chips and choose at once, as in any radio group.
 */
import {useRef, type KeyboardEvent, type ReactNode} from 'react';
import styles from './styles.module.css';

export interface Area {
  readonly key: string;
  readonly label: string;
}

interface Props {
  readonly areas: readonly Area[];
  /** Key of the chosen area, '' for all. */
  readonly value: string;
  readonly label: string;
  readonly allLabel: string;
  readonly onChange: (key: string) => void;
}

export function AreaFilter({areas, value, label, allLabel, onChange}: Props): ReactNode {
  const chips: Area[] = [{key: '', label: allLabel}, ...areas];
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.max(0, chips.findIndex((c) => c.key === value));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const moves: Record<string, number> = {ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: chips.length - 1};
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    // Arrow keys in the results list move through results; here they stay in the group.
    event.stopPropagation();
    const next = (to + chips.length) % chips.length;
    const chip = chips[next];
    if (!chip) return;
    onChange(chip.key);
    refs.current[next]?.focus();
  };

  return (
    <div className={styles.areas} role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
      {chips.map((chip, i) => (
        <button
          key={chip.key || 'all'}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="radio"
          aria-checked={i === current}
          tabIndex={i === current ? 0 : -1}
          className={i === current ? `${styles.area} ${styles.areaChosen}` : styles.area}
          onClick={() => onChange(chip.key)}>
          {chip.label}
        </button>
      ))}
    </div>
  );
}
