/**
 * Client module: the first hydration stops slicing (sliceScheduler.ts) as
 * soon as the reader presses, touches or types, so the part they act on is
 * hydrated before their click or key reaches it, and when the route changes,
 * so a new page never waits.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {hydrationScheduler} from './scheduler';

const INPUT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'mousedown'] as const;

function finishOnInput(): void {
  hydrationScheduler.finish();
  for (const type of INPUT_EVENTS) window.removeEventListener(type, finishOnInput, true);
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of INPUT_EVENTS) window.addEventListener(type, finishOnInput, {capture: true, passive: true});
}

export function onRouteUpdate({previousLocation}: {previousLocation: unknown}): void {
  if (previousLocation) hydrationScheduler.finish();
}

/** After the first render's commit: a page without any gate ends slicing too (or useIsBrowser() would stay false). */
export function onRouteDidUpdate(): void {
  hydrationScheduler.settle();
}
