/**
 * The service worker (README.md here): bundled by plugins/offline/index.ts into
 * `/sw.js`, scope `/`, one worker for both locales. It keeps what a reader has
 * opened so it opens again without a connection:
 *
 * - pages (HTML): network first, the cache after a short timeout or when offline;
 *   every page fetched online refreshes its cached copy;
 * - hashed assets (`/assets/`, `/en/assets/`: scripts, styles, route chunks, the
 *   search index shards): cache first, their names change with their content;
 * - images under `/img/`: cache first;
 * - the search worker, its index manifest and the sections' "Save for offline"
 *   lists: network first, like pages.
 *
 * Only GET responses of this origin with status 200 are stored. A protected
 * page is cached as the server sends it (title, form, ciphertext): its text is
 * decrypted in the page and never passes through here.
 */
import {clientsClaim} from 'workbox-core';
import {registerRoute, setCatchHandler} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';
import {CACHE_NAMES, CACHE_PREFIX, isAssetPath, isImagePath, isPagePath, isSearchPath, isSectionListPath, SKIP_WAITING, BUILD_QUESTION} from './routes';
import {offlinePage} from './offlinePage';

/**
 * The parts of the worker's global scope used here. The project compiles with the DOM library,
 * which cannot be combined with the WebWorker one, so they are declared (like the search worker's).
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface ServiceWorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}
declare const self: ServiceWorkerScope;
/** Set by the bundler: changes with every build whose files changed, so browsers see a new worker. */
declare const __BUILD_ID__: string;
declare const __LIMITS__: {readonly pages: number; readonly assets: number; readonly images: number; readonly networkTimeoutSeconds: number};

const ok = new CacheableResponsePlugin({statuses: [200]});
const DAY = 24 * 60 * 60;

registerRoute(
  ({url}) => url.origin === self.location.origin && isAssetPath(url.pathname),
  new CacheFirst({cacheName: CACHE_NAMES.assets, plugins: [ok, new ExpirationPlugin({maxEntries: __LIMITS__.assets, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true})]}),
);

registerRoute(
  ({url}) => url.origin === self.location.origin && isImagePath(url.pathname),
  new CacheFirst({cacheName: CACHE_NAMES.images, plugins: [ok, new ExpirationPlugin({maxEntries: __LIMITS__.images, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true})]}),
);

registerRoute(
  ({url}) => url.origin === self.location.origin && (isSearchPath(url.pathname) || isSectionListPath(url.pathname)),
  new NetworkFirst({cacheName: CACHE_NAMES.search, networkTimeoutSeconds: __LIMITS__.networkTimeoutSeconds, plugins: [ok]}),
);

registerRoute(
  ({url, request}) => url.origin === self.location.origin && (request.mode === 'navigate' || isPagePath(url.pathname)),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: __LIMITS__.networkTimeoutSeconds,
    plugins: [ok, new ExpirationPlugin({maxEntries: __LIMITS__.pages, purgeOnQuotaError: true})],
  }),
);

// A page neither the network nor the cache has: a short page in the reader's language instead of the browser's error.
setCatchHandler(async ({request, url}) => {
  if (request.mode !== 'navigate') return Response.error();
  return new Response(offlinePage(url.pathname), {status: 503, headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'}});
});

// A new build waits until the reader chooses to reload (the page's "Reload" sends this), so an
// open tab never mixes the old page with the new build's files.
self.addEventListener('message', (event) => {
  const type = (event.data as {type?: unknown} | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  // Which build this worker is (tests and support ask).
  if (type === BUILD_QUESTION) event.ports[0]?.postMessage(__BUILD_ID__);
});

// The first install takes over the open pages at once, so the chunks they load next are kept.
clientsClaim();

// Caches of an older layout (another name) are dropped; the current ones keep what still fits their limits.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => {
      const current = new Set<string>(Object.values(CACHE_NAMES));
      return Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && !current.has(key)).map((key) => caches.delete(key)));
    }),
  );
});
