/**
 * Sidebar gestures on touch screens, applying ./rule.ts: a swipe
 * from the left edge opens the mobile sidebar, the opposite swipe closes it.
 * It presses the navbar's own toggle and backdrop, so the theme's state,
 * focus handling and scroll lock stay the theme's.
 */
import {siteConfig} from '@site/site.config';
import {classifySwipe, type Point} from './rule';

let start: Point | null = null;

function sidebarOpen(): boolean {
  return document.querySelector('.navbar-sidebar--show') !== null;
}

function onStart(event: TouchEvent): void {
  const touch = event.touches[0];
  start = event.touches.length === 1 && touch ? {x: touch.clientX, y: touch.clientY} : null;
}

function onEnd(event: TouchEvent): void {
  const touch = event.changedTouches[0];
  if (!start || !touch) return;
  // Only where the theme shows the mobile sidebar toggle (narrow screens).
  const toggle = document.querySelector<HTMLElement>('.navbar__toggle');
  const action =
    toggle && toggle.offsetParent !== null
      ? classifySwipe(start, {x: touch.clientX, y: touch.clientY}, sidebarOpen(), siteConfig.sidebarGesture)
      : null;
  start = null;
  if (action === 'open') toggle?.click();
  if (action === 'close') document.querySelector<HTMLElement>('.navbar-sidebar__backdrop')?.click();
}

if (typeof window !== 'undefined') {
  window.addEventListener('touchstart', onStart, {passive: true});
  window.addEventListener('touchend', onEnd, {passive: true});
  window.addEventListener('touchcancel', () => (start = null), {passive: true});
}
