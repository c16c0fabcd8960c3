/**
 * Navbar auto-hide, applying ./rule.ts to window scrolling. The state is an
 * attribute on <html>, not a class on the navbar, because the navbar's own
 * class list is React's to rewrite.
 *
 * A page starts with the navbar shown, and the rule counts from where the
 * page was when it was shown: the browser's jump to the address's #section
 * on the first load is not the reader scrolling down, so it hides nothing.
 */
import {siteConfig} from '@site/site.config';
import {initialAutoHide, nextAutoHide, type AutoHideState} from './rule';
import './styles.css';

const ATTRIBUTE = 'data-tessera-navbar-hidden';
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Null until the first frame has measured where the page starts. */
let state: AutoHideState | null = null;
/** The first load's jump to its #section may still come (until the reader acts). */
let jumpMayCome = false;

const startAt = (y: number): AutoHideState => ({...initialAutoHide, lastY: y, anchorY: y});

/**
 * Where the page starts. Measured in the first frame, not while this module
 * is evaluated: reading the scroll position then would make the browser lay
 * out the whole page inside the script's task instead of in its own frame.
 */
function measureStart(): void {
  if (state) return;
  state = startAt(window.scrollY);
  // The jump may already have happened while the page was parsed, or come once it has laid out.
  jumpMayCome = jumpMayCome && window.scrollY === 0;
}

function apply(): void {
  if (!state) {
    // A scroll before the first frame was measured: count from here.
    measureStart();
    return;
  }
  if (jumpMayCome) {
    jumpMayCome = false;
    state = startAt(window.scrollY);
    return;
  }
  // The mobile sidebar lives inside the navbar: never hide it while it is open.
  const sidebarOpen = document.querySelector('.navbar-sidebar--show') !== null;
  state = nextAutoHide(state, window.scrollY, siteConfig.navbarAutoHide);
  document.documentElement.toggleAttribute(ATTRIBUTE, state.hidden && !sidebarOpen);
}

function readerActed(): void {
  jumpMayCome = false;
  READER_INPUT.forEach((type) => window.removeEventListener(type, readerActed, true));
}

if (typeof window !== 'undefined') {
  jumpMayCome = window.location.hash.length > 1;
  requestAnimationFrame(measureStart);
  READER_INPUT.forEach((type) => window.addEventListener(type, readerActed, {capture: true, passive: true}));
  window.addEventListener('scroll', apply, {passive: true});
}

/** A new page starts with the navbar shown. The first page's own render is no new page: its state has counted from the first scroll. */
export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (!previousLocation) return;
  state = startAt(window.scrollY);
  document.documentElement.removeAttribute(ATTRIBUTE);
}
