/**
 * A link to a section of another page (`/value/tags/#экспорт`, a search
 * result, a cross-reference in an article) opens that page scrolled to the
 * section. Docusaurus scrolls to the hash in its route effect; in our browser
 * bundle (preact/compat) that effect runs before the new page's content is in
 * the document, so the reader was left at the top. This module scrolls as soon
 * as the section exists, unless the reader scrolls first or navigates on.
 */
const GIVE_UP_MS = 3000;
const READER_INPUT = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

interface RouteLocation {
  readonly pathname: string;
  readonly hash: string;
}

let current = 0;

export function onRouteDidUpdate({location, previousLocation}: {location: RouteLocation; previousLocation: RouteLocation | null}): void {
  // Same page: the section is already there and Docusaurus (or the browser) scrolls to it.
  if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return; // A malformed hash names no section.
  }
  const attempt = ++current;
  const started = performance.now();
  let readerMoved = false;
  const onInput = (): void => {
    readerMoved = true;
  };
  READER_INPUT.forEach((type) => window.addEventListener(type, onInput, {passive: true, once: true}));
  const done = (): void => READER_INPUT.forEach((type) => window.removeEventListener(type, onInput));
  const tick = (): void => {
    if (attempt !== current || readerMoved) return done();
    const section = document.getElementById(id);
    if (section) {
      section.scrollIntoView();
      return done();
    }
    if (performance.now() - started < GIVE_UP_MS) requestAnimationFrame(tick);
    else done();
  };
  tick();
}
