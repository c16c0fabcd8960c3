/**
 * A module-level store read by a component, like `useSyncExternalStore`, but
 * whose changes render as a transition. `useSyncExternalStore` renders every
 * change synchronously, and a synchronous render started while the page's
 * effects run right after hydration also takes every other pending update
 * with it, and hydrates whatever part of the page those updates reach, in one
 * long task. For a store whose value is not urgent (what the page published
 * for the language switch) a transition lets React render in slices instead.
 *
 * The first render, on the server and while hydrating, shows
 * `serverSnapshot()`; the store's value follows once mounted.
 */
import {startTransition, useEffect, useState} from 'react';

export function useStoreInTransition<T>(
  subscribe: (listener: () => void) => () => void,
  snapshot: () => T,
  serverSnapshot: () => T,
): T {
  const [value, setValue] = useState<T>(serverSnapshot);
  useEffect(() => {
    // A function updater, so a store holding a function is stored, not called.
    const update = (): void => startTransition(() => setValue(() => snapshot()));
    update();
    return subscribe(update);
  }, [subscribe, snapshot]);
  return value;
}
