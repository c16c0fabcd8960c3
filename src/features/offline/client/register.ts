/**
 * Registers the service worker (src/features/offline/client/sw.ts) at `/sw.js`, scope `/`,
 * through Workbox's window module, loaded on demand after the page's `load`.
 *
 * - The page that installs the worker loaded before the worker ran: its HTML and
 *   every file it loaded without the worker are handed to it to keep (`CACHE_URLS`).
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

/**
 * Hands the worker every file of this site the page loaded without it: each resource entry whose
 * `workerStart` is 0 did not pass through a worker, so nothing kept it. Observed rather than read
 * once, because files that start loading before the worker takes control of the page (the status
 * line's chunk, prefetched route chunks) can finish after any single reading; once it controls the
 * page, every request goes through it and no entry qualifies any more.
 */
function handOverFilesLoadedWithoutWorker(): void {
  const observer = new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .filter((entry) => (entry as PerformanceResourceTiming).workerStart === 0)
      .map((entry) => sameOrigin(entry.name))
      .filter((url): url is string => url !== null);
    cacheUrls([...new Set(urls)]);
  });
  // `buffered` replays the entries recorded before the worker was ready.
  observer.observe({type: 'resource', buffered: true});
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
      void wb.active.then(() => {
        const page = sameOrigin(window.location.href);
        if (!servedByWorker && page) cacheUrls([page]);
        handOverFilesLoadedWithoutWorker();
      });
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
