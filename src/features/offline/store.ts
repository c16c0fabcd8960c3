/**
 * What the offline feature's lazily loaded parts tell the always-loaded status
 * line (OfflineStatus.tsx): a new build is waiting (and how to switch to it).
 * A module-level store rather than an event, so a message sent before the
 * component mounted is not lost.
 */
type Listener = () => void;

let reloadIntoUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

export const updateStore = {
  /** Called by the registration when a new worker waits; `reload` activates it and reloads. */
  announce(reload: () => void): void {
    reloadIntoUpdate = reload;
    for (const listener of listeners) listener();
  },
  current(): (() => void) | null {
    return reloadIntoUpdate;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
