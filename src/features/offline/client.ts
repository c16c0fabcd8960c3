/**
 * Offline reading, the part every page loads (a few hundred bytes): after the
 * window's `load` event, it loads the registration of the service worker
 * (register.ts, Workbox's window module) on demand, and after each client-side
 * navigation asks it to keep the page's HTML, so a page reached by a link also
 * reopens offline. Browsers without service workers, or pages outside a secure
 * context (plain HTTP on another host than localhost), just read online.
 */
import type * as RegisterModule from './register';

type Registration = typeof RegisterModule;

let registration: Promise<Registration> | null = null;

function start(): void {
  registration ??= import('./register').then((module) => {
    module.register();
    return module;
  });
}

if (typeof window !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext) {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

export function onRouteDidUpdate({location, previousLocation}: {location: {pathname: string}; previousLocation: {pathname: string} | null}): void {
  // The first page is kept by the registration itself, with everything it loaded before the worker ran.
  if (!previousLocation || previousLocation.pathname === location.pathname) return;
  void registration?.then((module) => module.keepPage(location.pathname));
}
