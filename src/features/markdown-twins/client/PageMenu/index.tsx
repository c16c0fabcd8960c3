import {lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {siteConfig} from '@site/site.config';
import {useTwinPath} from '@site/src/features/markdown-twins/client/MarkdownAlternate/useTwinPath';
import type MenuComponent from './Menu';
import type {MenuFocus} from './Menu';
import styles from './styles.module.css';

// The menu, its keyboard handling and the clipboard code load on first use (hover, focus or press).
const loadMenu = (): Promise<{default: typeof MenuComponent}> => import('./Menu');
const Menu = lazy(loadMenu);

/**
 * The article header's page menu: "Copy page as Markdown" and "Open as
 * Markdown" over the page's twin (src/features/markdown-twins). A menu button in
 * the ARIA sense; the confirmation is spoken through a status region that is
 * present from the start, so screen readers announce it.
 */
export default function PageMenu(): ReactNode {
  const twin = useTwinPath();
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const [status, setStatus] = useState('');
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((refocus: boolean) => {
    setOpen(null);
    if (refocus) trigger.current?.focus();
  }, []);
  useEffect(() => {
    if (!status) return undefined;
    const timer = window.setTimeout(() => setStatus(''), siteConfig.markdownTwins.feedbackMs);
    return () => window.clearTimeout(timer);
  }, [status]);
  if (!twin) return null;
  const preload = (): void => void loadMenu();
  return (
    <div className={clsx('dropdown dropdown--right', open && 'dropdown--show', styles.pageMenu)} data-markdown-skip="">
      <button
        ref={trigger}
        type="button"
        className="button button--sm button--outline button--secondary"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(open ? null : 'first')}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        {translate({id: 'pageMenu.button', message: 'Page as Markdown'})}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Menu id={menuId} twin={twin} focus={open} onClose={close} onStatus={setStatus} />
        </Suspense>
      )}
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
