/**
 * Article content can change without a route change: a protected page
 * inserts its decrypted HTML after the reader types the password. Whoever
 * inserts content dispatches this event on `window`; enhancers that act on
 * article content (code copy, lightbox) run again when they receive it.
 */
export const CONTENT_CHANGED_EVENT = 'tessera:content-changed';

/** The part of the page that holds article content. */
export const ARTICLE_SELECTOR = 'article, .markdown';

export function notifyContentChanged(): void {
  window.dispatchEvent(new Event(CONTENT_CHANGED_EVENT));
}

/**
 * A client module for an enhancer: runs `enhance` `delayMs` after every route
 * render and after every content-changed event. Enhancers must be idempotent
 * (mark what they have done), as both may fire for the same content.
 */
export function contentEnhancer(enhance: () => void, delayMs: number): {onRouteDidUpdate: () => void} {
  let timer: number | undefined;
  const schedule = (): void => {
    window.clearTimeout(timer);
    timer = window.setTimeout(enhance, delayMs);
  };
  if (typeof window !== 'undefined') window.addEventListener(CONTENT_CHANGED_EVENT, schedule);
  return {onRouteDidUpdate: schedule};
}
