/**
 * What the page being shown tells components the theme renders outside it (the navbar's
 * language switch, the sidebar's version menu): the page publishes a value while it is shown at
 * a pathname, and a reader gets it for that pathname only. Changes render as a transition
 * (useStoreInTransition.ts), so a page publishing right after hydration never forces the rest
 * of the page to hydrate in one long task; the server render and hydration see nothing.
 */
import {useEffect} from 'react';
import {useStoreInTransition} from './useStoreInTransition';

export interface PageStore<T> {
  /** Called by the page: what it tells while it is shown at `pathname`. Pass a stable value. */
  readonly usePublish: (pathname: string, value: T | undefined) => void;
  /** What the page shown at `pathname` published, once it has. */
  readonly useShown: (pathname: string) => T | undefined;
}

export function createPageStore<T>(): PageStore<T> {
  interface Entry {
    readonly pathname: string;
    readonly value: T;
  }
  let current: Entry | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: Entry | null): void => {
    current = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getSnapshot = (): Entry | null => current;
  const getServerSnapshot = (): Entry | null => null;
  return {
    usePublish(pathname, value) {
      useEffect(() => {
        if (value === undefined) return undefined;
        const entry = {pathname, value};
        publish(entry);
        return () => {
          if (current === entry) publish(null);
        };
      }, [pathname, value]);
    },
    useShown(pathname) {
      const entry = useStoreInTransition(subscribe, getSnapshot, getServerSnapshot);
      return entry?.pathname === pathname ? entry.value : undefined;
    },
  };
}
