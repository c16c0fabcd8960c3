/**
 * Registers the service worker (src/features/offline/client/sw.ts) at `/sw.js`, scope `/`,
 * through Workbox's window module, loaded on demand after the page's `load`.
 *
 * - The page that installs the worker loaded before the worker ran: its HTML and
 *   every file it loaded are handed to the worker to keep (`CACHE_URLS`).
 * - A new build's worker waits: the status line offers "Reload", which lets it
 *   take over and reloads the tab once it controls it.
 * - An open tab asks for a new build every `updateCheckMinutes`, when it becomes
 *   visible again and when the connection returns.
 */
import {Workbox} from 'workbox-window';
import {siteConfig} from '@site/site.config';
import {updateStore} from './store';

let workbox: Workbox | null = null;

function sameOrigin(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}

/** This page and the files it loaded from this site (scripts, styles, chunks, images, search files). */
function loadedUrls(): string[] {
  const urls = [window.location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];
  return [...new Set(urls.map(sameOrigin).filter((url): url is string => url !== null))];
}

function cacheUrls(urls: readonly string[]): void {
  if (!workbox || urls.length === 0) return;
  workbox.messageSW({type: 'CACHE_URLS', payload: {urlsToCache: urls}}).catch(() => undefined);
}

/** Keep the HTML of a page reached by a client-side navigation (its chunks went through the worker already). */
export function keepPage(pathname: string): void {
  if (navigator.onLine) cacheUrls([pathname]);
}

export function register(): void {
  // A page the worker already served went through its caches; only the page that installs it did not.
  const servedByWorker = navigator.serviceWorker.controller !== null;
  const wb = new Workbox(`/${siteConfig.offline.workerFile}`, {scope: '/'});
  workbox = wb;
  wb.addEventListener('waiting', () => {
    updateStore.announce(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register()
    .then((reg) => {
      if (!reg) return;
      if (!servedByWorker) void wb.active.then(() => cacheUrls(loadedUrls()));
      const check = (): void => {
        if (navigator.onLine) reg.update().catch(() => undefined);
      };
      window.setInterval(check, siteConfig.offline.updateCheckMinutes * 60_000);
      window.addEventListener('online', check);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch((error: unknown) => console.warn('Offline reading is not available:', error));
}
