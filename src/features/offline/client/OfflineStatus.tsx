/**
 * The offline feature's one line on screen, at the bottom of the window:
 * - while the connection is down, a discreet "Offline" note (role=status);
 * - when a route chunk could not load offline (a page never opened), what
 *   happened instead of a blank page, and the reader stays where they were;
 * - when a new build of the site waits, "A new version … — Reload".
 * Loaded on demand once the page has loaded (OfflineStatusSlot.tsx, rendered
 * by src/features/site-shell/theme/Root), so no first load carries it.
 */
import {useEffect, useState, useSyncExternalStore, type CSSProperties, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {siteConfig} from '@site/site.config';
import {askWorker} from './network';
import {reachableStore, unavailableStore, updateStore} from './store';

// Inline styles and Infima's alert classes rather than a stylesheet: every page's first-load CSS
// has no room left, and these few rules cost less as JS. A quiet line at the bottom left, above
// the page but below dialogs; empty, it takes no room or clicks.
const BAR: CSSProperties = {
  position: 'fixed',
  left: '1rem',
  bottom: '1rem',
  zIndex: 'calc(var(--ifm-z-index-fixed) + 1)',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  maxWidth: 'min(28rem, calc(100vw - 2rem))',
  pointerEvents: 'none',
};
const NOTE: CSSProperties = {margin: 0, padding: '0.4rem 0.75rem', fontSize: '0.875rem', pointerEvents: 'auto'};
const NOTE_CLASS = 'alert alert--secondary shadow--md';
const ACTION: CSSProperties = {
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
};

const noUpdate = (): null => null;
const noPage = (): null => null;
const reachableOnServer = (): boolean => true;

export default function OfflineStatus(): ReactNode {
  const [browserOffline, setBrowserOffline] = useState(false);
  const reachable = useSyncExternalStore(reachableStore.subscribe, reachableStore.current, reachableOnServer);
  const offline = browserOffline || !reachable;
  /** The page the reader was on when a page they asked for could not load offline (client.ts). */
  const unavailableFrom = useSyncExternalStore(unavailableStore.subscribe, unavailableStore.current, noPage);
  const reload = useSyncExternalStore(updateStore.subscribe, updateStore.current, noUpdate);
  const {pathname} = useLocation();

  useEffect(() => {
    const update = (): void => setBrowserOffline(!navigator.onLine);
    // Known only in the browser: joins after the first render, which equals the server's.
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  // While the site does not answer, the worker tries it again now and then, and at once when the
  // browser reports the connection back, so the note goes when the site answers again.
  useEffect(() => {
    if (reachable) return undefined;
    const retry = (): void => askWorker(true);
    const timer = window.setInterval(retry, siteConfig.offline.reachabilityCheckSeconds * 1000);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [reachable]);

  // The note lasts while the reader stays on that page and the connection stays down.
  const unavailable = offline && unavailableFrom === pathname;

  return (
    <div style={BAR}>
      {unavailable && (
        <p className={NOTE_CLASS} style={NOTE} role="alert">
          {translate({
            id: 'offline.pageUnavailable',
            message:
              'This page is not available offline: it was not opened or saved on this device. Connect to the internet to open it.',
          })}
        </p>
      )}
      <div role="status">
        {offline && (
          <p className={NOTE_CLASS} style={NOTE}>
            {translate({id: 'offline.indicator', message: 'Offline: the pages you have opened or saved are available'})}
          </p>
        )}
        {reload && (
          <p className={NOTE_CLASS} style={NOTE}>
            {translate({id: 'offline.update', message: 'A new version of the help is available'})}
            {' — '}
            <button type="button" style={ACTION} onClick={reload}>
              {translate({id: 'offline.reload', message: 'Reload'})}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
