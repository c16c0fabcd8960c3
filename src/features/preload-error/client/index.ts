/**
 * A route chunk that fails to load (typically a chunk of the
 * previous deploy, deleted by the new one) dispatches a cancelable
 * `preload-error` event on window, with the error in `detail`. If no handler
 * calls preventDefault(), the page reloads once to the fresh version instead
 * of the theme's crash screen; a handler that prevents it takes over.
 *
 * Only loads a reader waits for count: a navigation in progress or the
 * first render. A speculative preload (the theme preloads a link's route
 * when the pointer enters it) that fails just fails; the runtime tries the
 * chunk again when the reader actually navigates.
 *
 * Chunk loads all go through the bundler runtime's `__webpack_require__.e`
 * (Rspack keeps webpack's runtime API), which this wraps.
 */
import {PRELOAD_ERROR_EVENT, RELOAD_GUARD_KEY, preloadOutcome} from './guard';

interface ChunkRuntime {
  e: (chunkId: string | number) => Promise<unknown>;
}

declare const __webpack_require__: ChunkRuntime;

function readGuard(): string | null {
  try {
    return window.sessionStorage.getItem(RELOAD_GUARD_KEY);
  } catch {
    return null;
  }
}

function writeGuard(path: string | null): void {
  try {
    if (path === null) window.sessionStorage.removeItem(RELOAD_GUARD_KEY);
    else window.sessionStorage.setItem(RELOAD_GUARD_KEY, path);
  } catch {
    // Storage may be disabled; the reload still happens, only the guard is lost.
  }
}

/** True from a navigation's start (and from page load) until the page has rendered. */
let waiting = true;

function onChunkError(error: unknown): Promise<never> {
  if (!waiting) return Promise.reject(error);
  const event = new CustomEvent(PRELOAD_ERROR_EVENT, {cancelable: true, detail: error});
  window.dispatchEvent(event);
  const path = window.location.pathname;
  const outcome = preloadOutcome(event.defaultPrevented, readGuard(), path);
  if (outcome === 'rethrow') return Promise.reject(error);
  if (outcome === 'reload') {
    writeGuard(path);
    window.location.reload();
  }
  // Handled or reloading: keep the navigation pending rather than let the
  // theme reload or show its error page.
  return new Promise<never>(() => undefined);
}

if (typeof window !== 'undefined' && typeof __webpack_require__ !== 'undefined') {
  const load = __webpack_require__.e;
  __webpack_require__.e = (chunkId) => load(chunkId).catch(onChunkError);
}

export function onRouteUpdate(): void {
  waiting = true;
}

/** A page that rendered means the fresh version works: the next failure may reload again. */
export function onRouteDidUpdate(): void {
  waiting = false;
  if (readGuard() === window.location.pathname) writeGuard(null);
}
