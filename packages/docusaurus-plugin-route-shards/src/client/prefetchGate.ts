/**
 * When link prefetching may fetch: the browser's `navigator.onLine` unless the
 * site says more. A site with a service worker may know the site does not
 * answer while the browser reports a connection, or learn it a moment after
 * the page starts; it hands that knowledge over with `setNetworkGate` from a
 * client module (`docusaurus-plugin-route-shards/client`).
 */
export interface NetworkGate {
  /** Whether the reader is offline now: nothing is prefetched then. */
  readonly offline: () => boolean;
  /** Runs `work` once the page knows whether it is offline (at once when it knows). */
  readonly whenKnown: (work: () => void) => void;
}

const browserGate: NetworkGate = {
  offline: () => typeof navigator !== 'undefined' && !navigator.onLine,
  whenKnown: (work) => work(),
};

let gate: NetworkGate = browserGate;

export function setNetworkGate(next: NetworkGate): void {
  gate = next;
}

export function networkGate(): NetworkGate {
  return gate;
}
