/**
 * SPEC.md §2.5 navbar auto-hide, applying ./rule.ts to window scrolling. The
 * state is an attribute on <html>, not a class on the navbar, because the
 * navbar's own class list is React's to rewrite.
 */
import {siteConfig} from '@site/site.config';
import {initialAutoHide, nextAutoHide, type AutoHideState} from './rule';
import './styles.css';

const ATTRIBUTE = 'data-tessera-navbar-hidden';
let state: AutoHideState = initialAutoHide;

function apply(): void {
  // The mobile sidebar lives inside the navbar: never hide it while it is open.
  const sidebarOpen = document.querySelector('.navbar-sidebar--show') !== null;
  state = nextAutoHide(state, window.scrollY, siteConfig.navbarAutoHide);
  document.documentElement.toggleAttribute(ATTRIBUTE, state.hidden && !sidebarOpen);
}

if (typeof window !== 'undefined') {
  window.addEventListener('scroll', apply, {passive: true});
}

/** A new page starts with the navbar shown. The first page's own render is no new page: its state has counted from the first scroll. */
export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (!previousLocation) return;
  state = {...initialAutoHide, lastY: window.scrollY, anchorY: window.scrollY};
  document.documentElement.removeAttribute(ATTRIBUTE);
}
