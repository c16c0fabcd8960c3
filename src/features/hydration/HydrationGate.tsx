/* eslint-disable react-hooks/refs -- the gate's refs are its hydration bookkeeping, read while rendering on
   purpose (which children to hydrate with, whether it has hydrated); a change that must show is re-rendered
   explicitly (rerender() below), so nothing depends on a ref changing by itself. */
import {Suspense, useLayoutEffect, useReducer, useRef, type ReactElement, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {hydrationScheduler} from './scheduler';

interface Props {
  /** Exactly one element, present in the server's HTML: a part that waits keeps one DOM node of the server's. */
  children: ReactElement;
}

function Gate({children}: Props): ReactElement {
  // What the server rendered is what this part hydrates with, even if the
  // parent rendered new children while it waited: Preact does not patch
  // attributes while hydrating, so the newer children follow in a normal
  // render right after.
  const first = useRef(children);
  const latest = useRef(children);
  latest.current = children;
  const hydrated = useRef(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    hydrated.current = true;
    if (latest.current !== first.current) rerender();
  }, []);
  if (hydrated.current) return children;
  if (hydrationScheduler.shouldYield()) {
    // Preact keeps the server's DOM of a part that suspends while hydrating
    // and hydrates it when the promise resolves.
    throw hydrationScheduler.nextSlice();
  }
  return first.current;
}

/**
 * A point where the page's first hydration may pause until a later task
 * (sliceScheduler.ts). The server renders the child alone; in the browser
 * the boundary adds no DOM. After the first hydration it passes through.
 */
export default function HydrationGate({children}: Props): ReactNode {
  if (!ExecutionEnvironment.canUseDOM) return children;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
