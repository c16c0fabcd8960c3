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
 * render, after every content-changed event, and after the page's own React
 * tree replaces nodes the enhancer cares about (`watches`: the theme remounts
 * code blocks once after hydration, dropping what was added to them).
 * Enhancers must be idempotent, as several triggers may fire for the same
 * content.
 */
export function contentEnhancer(enhance: () => void, delayMs: number, watches: string): {onRouteDidUpdate: () => void} {
  let timer: number | undefined;
  const schedule = (): void => {
    window.clearTimeout(timer);
    timer = window.setTimeout(enhance, delayMs);
  };
  const matters = (nodes: NodeList): boolean =>
    Array.from(nodes).some((n) => n instanceof Element && (n.matches(watches) || n.querySelector(watches) !== null));
  if (typeof window !== 'undefined') {
    window.addEventListener(CONTENT_CHANGED_EVENT, schedule);
    new MutationObserver((records) => {
      if (records.some((r) => matters(r.addedNodes) || matters(r.removedNodes))) schedule();
    }).observe(document.documentElement, {childList: true, subtree: true});
  }
  return {onRouteDidUpdate: schedule};
}
