import {useEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {copyMarkdown} from './copyMarkdown';

/** Which item takes focus when the menu opens: the first (click, Enter, ArrowDown) or the last (ArrowUp). */
export type MenuFocus = 'first' | 'last';

interface Props {
  readonly id: string;
  /** The page's Markdown twin. */
  readonly twin: string;
  readonly focus: MenuFocus;
  /** Close the menu; `refocus` puts focus back on the menu button. */
  readonly onClose: (refocus: boolean) => void;
  /** Show (and announce) the outcome of a copy. */
  readonly onStatus: (message: string) => void;
}

/** The page menu's list (ARIA menu: arrows, Home/End, Escape, Tab leave; a press outside closes). */
export default function Menu({id, twin, focus, onClose, onStatus}: Props): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  const items = (): HTMLElement[] => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    const all = items();
    (focus === 'last' ? all[all.length - 1] : all[0])?.focus();
    // Focus moves once, when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const outside = (event: PointerEvent): void => {
      if (!list.current?.parentElement?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent): void => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number): void => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  const copy = (): void => {
    onClose(true);
    copyMarkdown(twin).then(
      () => onStatus(translate({id: 'pageMenu.copied', message: 'Page copied to the clipboard as Markdown'})),
      () =>
        onStatus(
          translate({
            id: 'pageMenu.copyFailed',
            message: 'Could not copy the page: open it as Markdown and copy it from there',
          }),
        ),
    );
  };

  return (
    <ul
      ref={list}
      id={id}
      role="menu"
      aria-label={translate({id: 'pageMenu.label', message: 'Page as Markdown'})}
      className="dropdown__menu"
      onKeyDown={onKeyDown}
    >
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className="dropdown__link" onClick={copy}>
          {translate({id: 'pageMenu.copy', message: 'Copy page as Markdown'})}
        </button>
      </li>
      <li role="none">
        <a
          role="menuitem"
          tabIndex={-1}
          className="dropdown__link"
          href={twin}
          target="_blank"
          rel="noopener"
          onClick={() => onClose(false)}
        >
          {translate({id: 'pageMenu.open', message: 'Open as Markdown'})}
        </a>
      </li>
    </ul>
  );
}
