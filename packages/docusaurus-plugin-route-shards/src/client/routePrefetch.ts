/**
 * Stand-in for @docusaurus/core's client `docusaurus.js` (the object behind
 * `window.docusaurus` that every <Link> calls when it scrolls into view or is
 * hovered), swapped in by part route-prefetch. Same API, cheaper on pages
 * with hundreds of links (sidebar, navbar menus, catalogs):
 * - the route → chunk table is built once, not scanned in full per link;
 * - a chunk several routes share is prefetched once (it was once per route:
 *   800 <link rel=prefetch> on one article page);
 * - prefetching waits for idle time in small slices, so it never adds a long
 *   task while the page is starting up;
 * - as before, nothing is prefetched on a data-saving or 2G connection, and
 *   nothing while the site says the reader is offline (prefetchGate.ts).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {sharedChunkNames} from '@generated/registry';
import flat from '@docusaurus/core/lib/client/flat';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import {networkGate} from './prefetchGate';
import {shardsLoaded, unloadedShardChunks} from './routeShards';

// The bundler's runtime: the public path, and a chunk's file from its id (which is its name here: plugin/routePrefetch.ts).
declare const __webpack_require__: {p: string; u(chunkId: string): string};

interface NetworkInformationLike {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

const prefetchedRoutes = new Set<string>();
const preloadedRoutes = new Set<string>();
const prefetchedUrls = new Set<string>();
const pending: string[] = [];
let keysByRoute: Map<string, string[]> | undefined;
/** Route shards loaded when keysByRoute was built: a shard that joins since brings routes it lacks. */
let keysForShards = -1;
let drainScheduled = false;

function costlyConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: NetworkInformationLike}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/**
 * The chunk names of a route. Keys of routesChunkNames end in `-<hash>`; the
 * path → keys index is built once, and only the routes asked for are
 * flattened (flattening all of them was itself a long task on a phone).
 */
function chunkNamesOf(routePath: string): string[] {
  if (!keysByRoute || keysForShards !== shardsLoaded()) {
    keysForShards = shardsLoaded();
    keysByRoute = new Map();
    for (const key of Object.keys(routesChunkNames)) {
      const path = key.slice(0, key.lastIndexOf('-'));
      const keys = keysByRoute.get(path);
      if (keys) keys.push(key);
      else keysByRoute.set(path, [key]);
    }
  }
  return (keysByRoute.get(routePath) ?? []).flatMap((key) =>
    Object.values(flat(routesChunkNames[key] ?? {})).filter((v): v is string => typeof v === 'string'),
  );
}

function appendPrefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

function prefetchChunk(chunkName: string): void {
  const url = __webpack_require__.p + __webpack_require__.u(chunkName);
  // The bundler may have merged a chunk into another: then there is nothing to fetch.
  if (!url || url.includes('undefined') || prefetchedUrls.has(url)) return;
  prefetchedUrls.add(url);
  appendPrefetchLink(url);
}

function prefetchRouteNow(routePath: string): void {
  // A route whose shard has not loaded is not in the table yet: fetching the shard is the prefetch
  // (running it would add to the page's work for a link the reader may never follow).
  const shards = unloadedShardChunks(routePath);
  if (shards.length > 0) {
    shards.forEach(prefetchChunk);
    return;
  }
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkNamesOf(match.route.path)) {
      // Registry entries that share a chunk (plugin/registryLoader.cjs) are known to the bundler by the shared name.
      prefetchChunk(sharedChunkNames[chunkName] ?? chunkName);
    }
  }
}

function whenIdle(work: (deadline: IdleDeadline) => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, {timeout: 3000});
  else setTimeout(() => work({didTimeout: true, timeRemaining: () => 5}), 100);
}

/** Work per idle callback, in ms of this device's time. */
const DRAIN_SLICE_MS = 8;

function drain(deadline: IdleDeadline): void {
  drainScheduled = false;
  if (offline()) {
    // Learned offline after these were queued: they are tried again when their links are seen online.
    for (const routePath of pending.splice(0)) prefetchedRoutes.delete(routePath);
    return;
  }
  // A few routes per slice even when the timeout fired, so the queue always moves; and never more than
  // DRAIN_SLICE_MS, however idle the browser says it is (a 50 ms idle period is a long task on a phone).
  const started = performance.now();
  let done = 0;
  let next: string | undefined;
  while (
    ((deadline.timeRemaining() > 2 && performance.now() - started < DRAIN_SLICE_MS) || done < 3) &&
    (next = pending.shift()) !== undefined
  ) {
    prefetchRouteNow(next);
    done += 1;
  }
  if (pending.length > 0) scheduleDrain();
}

function scheduleDrain(): void {
  if (drainScheduled) return;
  drainScheduled = true;
  // A page may learn a moment after it starts whether the site answers (prefetchGate.ts).
  networkGate().whenKnown(() => whenIdle(drain));
}

/**
 * Offline, a speculative load only fails, and a failed preload would stay cached in the route's
 * loadable as an error, so the reader's click on that link would fail instead of showing what the
 * site shows offline. Such routes are not marked as done: they are tried again once the connection
 * is back.
 */
function offline(): boolean {
  return networkGate().offline();
}

function prefetch(routePath: string): boolean {
  if (offline()) return false;
  if (costlyConnection() || preloadedRoutes.has(routePath) || prefetchedRoutes.has(routePath)) return false;
  prefetchedRoutes.add(routePath);
  pending.push(routePath);
  scheduleDrain();
  return true;
}

function preload(routePath: string): false | Promise<unknown> {
  if (offline()) return false;
  if (costlyConnection() || preloadedRoutes.has(routePath)) return false;
  preloadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

// Mounted onto window by Docusaurus, hence frozen like the original.
export default Object.freeze({prefetch, preload});
