/**
 * The address follows the reader (`scroll` offset and delay in site.config.ts, as
 * the old site's active header links did): once scrolling has been idle for
 * `scroll.idleMs`, the `#hash` names the section being read (./rule.ts, with
 * `scroll.offsetPx`), so a copied address opens where the reader was. The
 * hash is replaced, never pushed, so Back still leaves the page; the router
 * is not told, so nothing re-renders (a route change would reset the navbar
 * and the enhancers). Components that show the hash (the language switch)
 * listen for HASH_FOLLOWED_EVENT instead.
 */
import {siteConfig} from '@site/site.config';
import {hashId} from '../../../lib/client/hashId';
import {HASH_FOLLOWED_EVENT, currentHeading, type HeadingPlace} from './rule';

/** The article's section headings: those a table of contents can list. */
const HEADINGS = 'article .markdown :is(h2, h3, h4, h5, h6)[id]';

let timer: number | undefined;
/** The page the pending update was scheduled on; a navigation since then cancels it. */
let scheduledOn = '';

function headingPlaces(): HeadingPlace[] {
  return Array.from(document.querySelectorAll<HTMLElement>(HEADINGS)).map((heading) => ({
    id: heading.id,
    top: heading.getBoundingClientRect().top - (Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0),
  }));
}

function update(): void {
  timer = undefined;
  if (window.location.pathname !== scheduledOn) return;
  const headings = headingPlaces();
  if (headings.length === 0) return;
  const hash = hashId(window.location.hash);
  const next = currentHeading(
    headings,
    {
      scrollY: window.scrollY,
      viewportHeight: window.innerHeight,
      scrollHeight: document.documentElement.scrollHeight,
      hash,
    },
    siteConfig.scroll.offsetPx,
  );
  if (next === null || next === hash) return;
  const {pathname, search} = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${next ? `#${encodeURIComponent(next)}` : ''}`,
  );
  window.dispatchEvent(new Event(HASH_FOLLOWED_EVENT));
}

function cancel(): void {
  window.clearTimeout(timer);
  timer = undefined;
}

function onScroll(): void {
  cancel();
  scheduledOn = window.location.pathname;
  timer = window.setTimeout(update, siteConfig.scroll.idleMs);
}

if (typeof window !== 'undefined') {
  window.addEventListener('scroll', onScroll, {passive: true});
}

/**
 * A navigation starts: an update scheduled on the page being left must not reach the next one.
 * Docusaurus also calls this once while the first page hydrates (no previous location): that is
 * not a navigation, and a reader who scrolled while the page was loading keeps the update.
 */
export function onRouteUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (previousLocation) cancel();
}
