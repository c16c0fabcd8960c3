/**
 * Docusaurus's browser context (`useIsBrowser()`), whose value turns true
 * once the page has hydrated, with that change made as a transition.
 *
 * Docusaurus makes it an ordinary update. An ordinary update that reaches a
 * part of the page React has not hydrated yet (a `<Suspense>` boundary, such
 * as the article body's) makes React hydrate that part at once, in one
 * synchronous task; and since the context sits above the whole page, this
 * change reaches every such part. As a transition, React renders the change
 * and hydrates those parts in slices that leave the main thread free.
 *
 * The exports are core's own (`Context`, `BrowserContextProvider`): core's
 * `App.js` and `useIsBrowser.js` import this module in place of
 * `lib/client/browserContext.js` (plugin/browserContext.ts).
 */
import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
