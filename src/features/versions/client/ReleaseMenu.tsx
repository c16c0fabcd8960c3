/**
 * The version menu of a page in a versioned section: a button naming the release being read,
 * opening the list of releases the site has. Each entry leads to the same page in that
 * release, or to its nearest existing section where the page does not exist there, and keeps
 * the heading being read. A menu button as WAI-ARIA describes it: Enter, Space or the arrows
 * open it on the current release, the arrows, Home and End move, Escape closes it and returns
 * to the button; a click outside or Tab away closes it. On a desktop it sits at the top of the
 * section's sidebar, always in reach; on a phone (and on a page without a sidebar) under the
 * breadcrumbs.
 */
import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useFollowRelease} from './usePageReleases';
import type {PageReleases} from '../shared/releases';

// Inline: the stylesheet every page loads first is at its size budget, and these rules are few.
// The menu sits on its own line under the breadcrumbs; its list opens below the button.
const MENU = {display: 'block', width: 'fit-content', margin: '0 0 0.75rem'} as const;
// At the sidebar's top, above its scrolling list: always in reach, so choosing keeps the heading being read.
const SIDEBAR_MENU = {display: 'block', width: 'fit-content', margin: '0.5rem 0.75rem 0.25rem'} as const;
const BUTTON = {display: 'inline-flex', alignItems: 'center', gap: '0.4rem', minHeight: '2rem'} as const;
const CARET = {
  width: 0,
  height: 0,
  borderLeft: '0.3rem solid transparent',
  borderRight: '0.3rem solid transparent',
  borderTop: '0.35rem solid currentColor',
} as const;
// Infima fades the list in and flips its visibility at the end of the fade; here visibility flips at once,
// so the entry the keys move to can take focus as the list opens.
const LIST = {minWidth: '14rem', transitionProperty: 'opacity, transform'} as const;
const RELEASE = {fontWeight: 600} as const;
const NOTE = {marginLeft: '0.5rem', fontSize: '0.85em', color: 'var(--ifm-color-emphasis-700)'} as const;

export interface ReleaseMenuProps {
  readonly releases: PageReleases | undefined;
  /** Where it is drawn: `sidebar` (the desktop sidebar's top), `article` (under the breadcrumbs, on phones). */
  readonly placement: 'sidebar' | 'article';
}

export default function ReleaseMenu({releases, placement}: ReleaseMenuProps): ReactNode {
  const follow = useFollowRelease();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    if (focusIndex.current !== null) itemRefs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
    const outside = (event: Event): void => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, close]);

  if (!releases) return null;
  const own = Math.max(
    0,
    releases.links.findIndex((link) => link.release === releases.release),
  );
  const openAt = (index: number): void => {
    focusIndex.current = index;
    setOpen(true);
  };
  const count = releases.links.length;

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? own : count - 1);
    }
  };
  const onItemKey = (event: KeyboardEvent<HTMLAnchorElement>, index: number): void => {
    const move = (to: number): void => {
      event.preventDefault();
      itemRefs.current[(to + count) % count]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(count - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
    else if (event.key === ' ') {
      event.preventDefault();
      itemRefs.current[index]?.click();
    }
  };

  return (
    <div
      ref={rootRef}
      className={clsx(
        'dropdown',
        open && 'dropdown--show',
        'tessera-release-menu',
        `tessera-release-menu--${placement}`,
      )}
      style={placement === 'sidebar' ? SIDEBAR_MENU : MENU}
    >
      <button
        ref={buttonRef}
        type="button"
        className="button button--sm button--outline button--secondary"
        style={BUTTON}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={count > 0 ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(own))}
        onKeyDown={onButtonKey}
      >
        {translate({id: 'versions.menu.button', message: 'Release {release}'}, {release: releases.release})}
        <span aria-hidden="true" style={CARET} />
      </button>
      {/* No list until the page has said which releases have it (the sidebar's server HTML). */}
      {count > 0 && (
        <ul
          id={menuId}
          className="dropdown__menu"
          style={LIST}
          role="menu"
          aria-label={translate({id: 'versions.menu.label', message: 'Releases'})}
        >
          {releases.links.map((link, index) => {
            const isOwn = link.release === releases.release;
            return (
              <li key={link.release} role="none">
                <Link
                  ref={(node: HTMLAnchorElement | null) => {
                    itemRefs.current[index] = node;
                  }}
                  role="menuitem"
                  tabIndex={open ? 0 : -1}
                  to={link.to}
                  className={clsx('dropdown__link', isOwn && 'dropdown__link--active')}
                  aria-current={isOwn ? 'page' : undefined}
                  data-release={link.release}
                  onKeyDown={(event) => onItemKey(event, index)}
                  onClick={(event) => {
                    setOpen(false);
                    if (isOwn) {
                      event.preventDefault();
                      buttonRef.current?.focus();
                    } else follow(link, event);
                  }}
                >
                  <span style={RELEASE}>{link.release}</span>
                  {link.release === releases.current && (
                    <span style={NOTE}>{translate({id: 'versions.menu.current', message: 'current'})}</span>
                  )}
                  {!link.exact && (
                    <span style={NOTE}>
                      {translate({id: 'versions.menu.absent', message: 'no such page: opens its section'})}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
