/**
 * Stand-in for @docusaurus/core's browserContext (swapped in by
 * plugins/hydration-slices): `useIsBrowser()` turns true once the whole first
 * hydration is over, not when the app root has mounted. Parts that hydrate in
 * later slices (sliceScheduler.ts) then render as the server did; had they
 * seen `true`, Preact would have kept the server's attributes where the
 * browser's render differs (it does not patch attributes while hydrating).
 */
import {createContext, useEffect, useState, type ReactNode} from 'react';
import {hydrationScheduler} from './scheduler';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => hydrationScheduler.whenDone(() => setIsBrowser(true)), []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
