/**
 * Offline reading, the part every page loads (a few hundred bytes). After the
 * window's `load` event it lets the status line (OfflineStatus.tsx) load, and
 * loads the registration of the service worker (register.ts, Workbox's window
 * module) on demand; after each client-side navigation it asks the worker to
 * keep the page's HTML, so a page reached by a link also reopens offline.
 * Browsers without service workers, or pages outside a secure context (plain
 * HTTP on another host than localhost), read online and still see the
 * offline note when the connection drops. Whether the reader is offline is
 * network.ts's answer: the browser's, or the worker's when the site stops answering.
 */
import {PRELOAD_ERROR_EVENT} from '@site/src/features/preload-error/client/guard';
import type * as RegisterModule from './register';
import {setNetworkGate} from 'docusaurus-plugin-route-shards/client';
import {askWorker, followWorker, isOffline, whenNetworkKnown} from './network';
import {statusReady, unavailableStore} from './store';

type Registration = typeof RegisterModule;

let registration: Promise<Registration> | null = null;

function start(): void {
  statusReady.set(true);
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  // Again once loaded: a request that was still waiting for the site when the page started has ended by now.
  askWorker(false);
  // The status line's chunk first: the registration hands the worker every file loaded so far,
  // and the line must be there offline too. The chunk is named as in OfflineStatusSlot.tsx: two
  // import sites would otherwise get two copies of it, and offline the slot could ask for the one
  // this page never loaded.
  registration ??= import(/* webpackChunkName: "OfflineStatus" */ './OfflineStatus')
    .catch(() => undefined)
    .then(() => import('./register'))
    .then((module) => {
      module.register();
      return module;
    });
}

/**
 * Offline, a route chunk that fails is one this device never loaded: the reader stays on the
 * page they were reading, and the status line says why (instead of the reload of
 * src/features/preload-error/client, which would end on the browser's offline error).
 */
function onChunkError(event: Event): void {
  if (!isOffline()) return;
  event.preventDefault();
  unavailableStore.set(window.location.pathname);
  statusReady.set(true);
}

if (typeof window !== 'undefined') {
  // Before the page renders: a page the worker served from this device while the site does not
  // answer knows it at once, so nothing tries the network for it (links' prefetching).
  if ('serviceWorker' in navigator && window.isSecureContext) followWorker();
  // Link prefetching asks the same: nothing is fetched while the site does not answer.
  setNetworkGate({offline: isOffline, whenKnown: whenNetworkKnown});
  window.addEventListener(PRELOAD_ERROR_EVENT, onChunkError);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

export function onRouteDidUpdate({
  location,
  previousLocation,
}: {
  location: {pathname: string};
  previousLocation: {pathname: string} | null;
}): void {
  // The first page is kept by the registration itself, with everything it loaded before the worker ran.
  if (!previousLocation || previousLocation.pathname === location.pathname) return;
  void registration?.then((module) => module.keepPage(location.pathname));
}
