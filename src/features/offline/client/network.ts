/**
 * Whether the reader is offline, as the pages decide it: the browser says so
 * (`navigator.onLine`), or the service worker's last request to the site got
 * no answer. The second covers a connection that reaches nothing while the
 * browser reports it up: a weak signal on a building site, a captive portal,
 * a server that is down. The worker announces every change to open pages
 * (`NETWORK_STATE`); a page that starts asks it once, and the status line asks
 * it to try the site again while the reader is offline.
 */
import {NETWORK_QUESTION, NETWORK_STATE} from '@site/src/features/offline/shared/routes';
import {siteConfig} from '@site/site.config';
import {reachableStore} from './store';

export function isOffline(): boolean {
  return !navigator.onLine || !reachableStore.current();
}

/** False from the moment a page controlled by the worker asks it until it answers (or does not, in a second). */
let known = true;
const whenKnown: Array<() => void> = [];

function markKnown(): void {
  known = true;
  for (const run of whenKnown.splice(0)) run();
}

/** Runs `work` once the page knows whether the site answers (at once, unless the worker is still asked). */
export function whenNetworkKnown(work: () => void): void {
  if (known) work();
  else whenKnown.push(work);
}

/** The worker's view; with `probe`, after it has asked the site again. Without a controlling worker: nothing to ask. */
export function askWorker(probe: boolean): void {
  const controller = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!controller) return;
  const channel = new MessageChannel();
  channel.port1.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'boolean') reachableStore.set(event.data);
    channel.port1.close();
    markKnown();
  };
  controller.postMessage({type: NETWORK_QUESTION, probe}, [channel.port2]);
}

/** Follows the worker's announcements from now on, and asks for its current view. */
export function followWorker(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as {type?: unknown; reachable?: unknown} | null;
    if (data?.type === NETWORK_STATE && typeof data.reachable === 'boolean') reachableStore.set(data.reachable);
  });
  if (!navigator.serviceWorker.controller) return;
  known = false;
  window.setTimeout(markKnown, siteConfig.offline.workerAnswerMs);
  askWorker(false);
}
