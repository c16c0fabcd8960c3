/**
 * Browser side of the early-input feature: called once React has hydrated
 * the page (from the app root's first effect). The inline script does the
 * work (script.ts), so the bundle carries only this call.
 */
import {EARLY_INPUT_GLOBAL} from '../shared/global';

export function releaseEarlyInput(): void {
  const early = (window as unknown as Record<string, {release(): number} | undefined>)[EARLY_INPUT_GLOBAL];
  // A task later, so the effects that add listeners elsewhere in the tree have all run.
  if (early) window.setTimeout(() => early.release(), 0);
}
