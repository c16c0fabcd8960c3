/**
 * The service worker (README.md here): bundled by src/features/offline/plugin/index.ts into
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
 * Only GET responses of this origin with status 200 are stored, never one sent
 * `no-store`, and a file only when its type is what its address promises
 * (shared/cachePolicy.ts). A page the site answers 404 or 410 for leaves the
 * cache, and a new deploy's worker drops the pages its page lists no longer name. A protected
 * page is cached as the server sends it (title, form, ciphertext): its text is
 * decrypted in the page and never passes through here.
 */
import {clientsClaim} from 'workbox-core';
import type {PluginState, WorkboxPlugin} from 'workbox-core/types';
import {registerRoute, setCatchHandler} from 'workbox-routing';
import {CacheFirst, NetworkFirst} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';
import {
  CACHE_NAMES,
  CACHE_PREFIX,
  isAssetPath,
  isImagePath,
  isPagePath,
  isSearchPath,
  isSectionListPath,
  isDocumentPath,
  SKIP_WAITING,
  BUILD_QUESTION,
  NETWORK_QUESTION,
  NETWORK_STATE,
  PAGE_LIST_FILE,
  PREFIXED_LOCALES,
  SECTION_DIR,
  localeBase,
} from '../shared/routes';
import {forbidsStoring, meansPageRemoved, pagesGone, parsePageList, typeMatchesAddress} from '../shared/cachePolicy';
import {defaultLocale} from '../../../../site.locales';
import {offlinePage, type OfflinePageTexts} from './offlinePage';

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
interface WindowClient {
  postMessage(message: unknown): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: {readonly scope: string};
  readonly clients: {
    matchAll(options: {type: 'window'; includeUncontrolled: boolean}): Promise<readonly WindowClient[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}
declare const self: ServiceWorkerScope;
/** Set by the bundler: changes with every build whose files changed, so browsers see a new worker. */
declare const __BUILD_ID__: string;
/** The "No connection" page's texts of every locale (plugin/offlinePageTexts.ts). */
declare const __OFFLINE_TEXTS__: OfflinePageTexts;
declare const __LIMITS__: {
  readonly pages: number;
  readonly assets: number;
  readonly images: number;
  readonly networkTimeoutSeconds: number;
};

const ok = new CacheableResponsePlugin({statuses: [200]});

/** An answer sent `no-store` is passed to the page and never kept. */
const honourNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({response}) => (forbidsStoring(response.headers.get('cache-control')) ? null : response),
};

/** A file is kept only when its type is what its address promises (not an error page answered 200 for a script). */
const typeMustMatch: WorkboxPlugin = {
  cacheWillUpdate: async ({request, response}) =>
    typeMatchesAddress(new URL(request.url).pathname, response.headers.get('content-type')) ? response : null,
};

/** A page the site says it no longer has (404, 410) leaves the cache: it must not open offline either. */
const removedPageLeaves: WorkboxPlugin = {
  fetchDidSucceed: async ({request, response}) => {
    if (meansPageRemoved(response.status)) {
      const cache = await caches.open(CACHE_NAMES.pages);
      await cache.delete(request.url);
    }
    return response;
  },
};
const DAY = 24 * 60 * 60;

/**
 * Whether the site answered the worker's latest request. A device can be on a network that
 * reaches nothing (a building site's weak signal, a captive portal) while the browser reports
 * it online: the pages learn from here that what they show comes from this device.
 */
let reachable = true;
/**
 * When the request that decided `reachable` was sent. The latest-sent request decides: an answer
 * to a request sent before the connection dropped, arriving after a later one failed, is stale.
 */
let decidedBy = 0;

async function report(answered: boolean, sentAt: number): Promise<void> {
  if (sentAt < decidedBy) return;
  decidedBy = sentAt;
  if (answered === reachable) return;
  reachable = answered;
  for (const client of await self.clients.matchAll({type: 'window', includeUncontrolled: true}))
    client.postMessage({type: NETWORK_STATE, reachable});
}

const sentAt = (state: PluginState | undefined): number =>
  typeof state?.sentAt === 'number' ? state.sentAt : Date.now();

/** A request that got no answer: the site is out of reach. */
const failureMeansDown: WorkboxPlugin = {
  requestWillFetch: async ({request, state}) => {
    if (state) state.sentAt = Date.now();
    return request;
  },
  fetchDidFail: async ({state}) => report(false, sentAt(state)),
};

/**
 * An answer to a request for a page or a search manifest means the site answered: the server
 * sends them `no-cache`, so the browser's HTTP cache always asks the site. (An asset's answer may
 * come from that cache without the network, so it says nothing.)
 */
const answerMeansUp: WorkboxPlugin = {
  ...failureMeansDown,
  fetchDidSucceed: async ({response, state}) => {
    void report(true, sentAt(state));
    return response;
  },
};

/** Asks the site itself (the home page's headers, never cached), within the pages' network timeout. */
async function probe(): Promise<void> {
  const sent = Date.now();
  try {
    await fetch(self.registration.scope, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(__LIMITS__.networkTimeoutSeconds * 1000),
    });
    await report(true, sent);
  } catch {
    await report(false, sent);
  }
}

registerRoute(
  ({url}) => url.origin === self.location.origin && isAssetPath(url.pathname),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [
      ok,
      honourNoStore,
      typeMustMatch,
      failureMeansDown,
      new ExpirationPlugin({maxEntries: __LIMITS__.assets, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true}),
    ],
  }),
);

registerRoute(
  ({url}) => url.origin === self.location.origin && isImagePath(url.pathname),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [
      ok,
      honourNoStore,
      typeMustMatch,
      failureMeansDown,
      new ExpirationPlugin({maxEntries: __LIMITS__.images, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true}),
    ],
  }),
);

registerRoute(
  ({url}) => url.origin === self.location.origin && (isSearchPath(url.pathname) || isSectionListPath(url.pathname)),
  new NetworkFirst({
    cacheName: CACHE_NAMES.search,
    networkTimeoutSeconds: __LIMITS__.networkTimeoutSeconds,
    plugins: [ok, honourNoStore, typeMustMatch, answerMeansUp],
  }),
);

// A section's PDF keeps its address from release to release: asked of the site first, the kept copy offline.
registerRoute(
  ({url}) => url.origin === self.location.origin && isDocumentPath(url.pathname),
  new NetworkFirst({
    cacheName: CACHE_NAMES.documents,
    networkTimeoutSeconds: __LIMITS__.networkTimeoutSeconds,
    plugins: [ok, new ExpirationPlugin({maxEntries: 40, purgeOnQuotaError: true})],
  }),
);

registerRoute(
  ({url, request}) => url.origin === self.location.origin && (request.mode === 'navigate' || isPagePath(url.pathname)),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: __LIMITS__.networkTimeoutSeconds,
    plugins: [
      ok,
      honourNoStore,
      removedPageLeaves,
      answerMeansUp,
      new ExpirationPlugin({maxEntries: __LIMITS__.pages, purgeOnQuotaError: true}),
    ],
  }),
);

// A page neither the network nor the cache has: a short page in the reader's language instead of the browser's error.
setCatchHandler(async ({request, url}) => {
  if (request.mode !== 'navigate') return Response.error();
  return new Response(offlinePage(url.pathname, __OFFLINE_TEXTS__), {
    status: 503,
    headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'},
  });
});

// A new build waits until the reader chooses to reload (the page's "Reload" sends this), so an
// open tab never mixes the old page with the new build's files.
self.addEventListener('message', (event) => {
  const type = (event.data as {type?: unknown} | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  // Which build this worker is (tests and support ask).
  if (type === BUILD_QUESTION) event.ports[0]?.postMessage(__BUILD_ID__);
  if (type === NETWORK_QUESTION) {
    // The browser stops an idle worker and starts it again for the next event, forgetting what it
    // knew: then it asks the site before it answers.
    const asked = (event.data as {probe?: unknown}).probe === true || decidedBy === 0 ? probe() : Promise.resolve();
    event.waitUntil(asked.then(() => event.ports[0]?.postMessage(reachable)));
  }
});

// The first install takes over the open pages at once, so the chunks they load next are kept.
clientsClaim();

/** Each locale's page list of this deploy (locale → addresses); a locale whose list could not be read is left out. */
async function pageLists(): Promise<Map<string, Set<string>>> {
  const lists = new Map<string, Set<string>>();
  await Promise.all(
    [defaultLocale, ...PREFIXED_LOCALES].map(async (locale) => {
      try {
        const response = await fetch(`${localeBase(locale)}${SECTION_DIR}/${PAGE_LIST_FILE}`, {cache: 'no-store'});
        if (response.ok) lists.set(locale, parsePageList(await response.text()));
      } catch {
        // Offline: the pages stay until a later deploy's worker can read the lists.
      }
    }),
  );
  return lists;
}

/** Drops the cached pages this deploy no longer has. */
async function dropRemovedPages(): Promise<void> {
  const lists = await pageLists();
  if (lists.size === 0) return;
  const cache = await caches.open(CACHE_NAMES.pages);
  const cached = (await cache.keys()).map((request) => new URL(request.url).pathname);
  await Promise.all(pagesGone(cached, lists).map((pathname) => cache.delete(pathname, {ignoreSearch: true})));
}

// Caches of an older layout (another name) are dropped; the current ones keep what still fits their
// limits, less the pages this deploy no longer has.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => {
        const current = new Set<string>(Object.values(CACHE_NAMES));
        return Promise.all(
          keys.filter((key) => key.startsWith(CACHE_PREFIX) && !current.has(key)).map((key) => caches.delete(key)),
        );
      })
      .then(dropRemovedPages),
  );
});
