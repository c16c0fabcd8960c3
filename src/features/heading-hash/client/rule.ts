/**
 * Scroll offset 5 px, scroll delay 200 ms (`scroll` in site.config.ts): the old site's active
 * heading rule, which keeps the address bar's `#hash` on the section being
 * read. Pure, for units; ./client.ts measures the page and applies it.
 *
 * A heading is reached once it has scrolled to within `offsetPx` of where a
 * link to it puts it (its top at its `scroll-margin-top`); the last reached
 * heading is the current one. At the very top of the page there is none. At
 * the very bottom a later heading already in the hash stays, as the last
 * short sections can never scroll up that far.
 */
/** Dispatched on `window` after the address's hash was changed to follow the reader. */
export const HASH_FOLLOWED_EVENT = 'tessera:hash-followed';

export interface HeadingPlace {
  readonly id: string;
  /** Viewport top of the heading minus its scroll-margin-top: 0 where a link to it lands. */
  readonly top: number;
}

export interface ScrollPlace {
  readonly scrollY: number;
  readonly viewportHeight: number;
  readonly scrollHeight: number;
  /** The hash the address has now, without `#` ('' for none). */
  readonly hash: string;
}

/** The hash the address should have ('' for none), or null to leave it as it is. */
export function currentHeading(headings: readonly HeadingPlace[], place: ScrollPlace, offsetPx: number): string | null {
  if (place.scrollY < offsetPx) return '';
  let current = -1;
  for (let i = 0; i < headings.length; i += 1) {
    if ((headings[i]?.top ?? Infinity) <= offsetPx) current = i;
    else break;
  }
  const atBottom = place.scrollHeight - (place.scrollY + place.viewportHeight) < offsetPx;
  if (atBottom && headings.slice(current + 1).some((h) => h.id === place.hash)) return null;
  return current < 0 ? '' : (headings[current]?.id ?? '');
}
