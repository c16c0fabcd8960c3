/**
 * What the offline feature's parts loaded at different times tell each other:
 * - `statusReady`: the page has loaded (the window's `load` event), so the status
 *   line (OfflineStatus.tsx, a lazy chunk) may load now without competing with
 *   the page's own first-load files;
 * - `unavailableStore`: the page the reader was on when a page they asked for
 *   could not load offline (set by client.ts, which every page loads, so a click
 *   before the status line arrived is not lost);
 * - `updateStore`: a new build is waiting, and how to switch to it (sent by the
 *   registration, read by the status line);
 * - `reachableStore`: whether the site answers the service worker (network.ts).
 * Module-level stores rather than events, so a message sent before a
 * component mounted is not lost.
 */
type Listener = () => void;

function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    set(next: T): void {
      value = next;
      for (const listener of listeners) listener();
    },
    current(): T {
      return value;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const statusReady = createStore(false);

/** Whether the site answered the service worker's last request (network.ts); true without a worker. */
export const reachableStore = createStore(true);

export const unavailableStore = createStore<string | null>(null);

const reloadStore = createStore<(() => void) | null>(null);

export const updateStore = {
  /** Called by the registration when a new worker waits; `reload` activates it and reloads. */
  announce(reload: () => void): void {
    reloadStore.set(reload);
  },
  current: reloadStore.current,
  subscribe: reloadStore.subscribe,
};
