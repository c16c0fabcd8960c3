/**
 * The search window's section filter: one chip per product section and one
 * for all of them, a radio group. Tab reaches the chosen chip, the arrow keys
 * (and Home/End) move between chips and choose at once, as in any radio group.
 */
import {useRef, type CSSProperties, type KeyboardEvent, type ReactNode} from 'react';

// Inline, not in the modal's stylesheet: Docusaurus merges every stylesheet into the one each page
// loads first, and that one is at its size budget; these styles load with the modal only.
// The group is a flex item of the modal's column: without `flex: none` a long result list
// squeezed it (an overflowing box may shrink below its content) down to a sliver of its chips.
const GROUP: CSSProperties = {
  display: 'flex',
  flex: 'none',
  gap: '0.375rem',
  padding: '0.5rem 1rem',
  overflowX: 'auto',
  borderBottom: '1px solid #d0d7e2',
};
const CHIP: CSSProperties = {
  flex: 'none',
  padding: '0.125rem 0.625rem',
  border: '1px solid #c3ccd9',
  borderRadius: '999px',
  background: '#fff',
  color: 'var(--tessera-ink-strong)',
  font: 'inherit',
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
};
const CHOSEN: CSSProperties = {
  ...CHIP,
  borderColor: 'var(--ifm-color-primary)',
  background: 'var(--ifm-color-primary)',
  color: '#fff',
};

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
  const current = Math.max(
    0,
    chips.findIndex((c) => c.key === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: chips.length - 1,
    };
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
    <div style={GROUP} role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
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
          style={i === current ? CHOSEN : CHIP}
          onClick={() => onChange(chip.key)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
