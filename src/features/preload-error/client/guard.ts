/**
 * A lazy chunk that fails to load: what to do with it,
 * pure so it is unit-tested. A reload is offered once per page address and
 * browser tab: if the fresh page still fails, the error goes on to the
 * theme instead of reloading forever.
 */
export const PRELOAD_ERROR_EVENT = 'preload-error';
export const RELOAD_GUARD_KEY = 'tessera.preloadReload';

export type PreloadOutcome = 'handled' | 'reload' | 'rethrow';

export function preloadOutcome(prevented: boolean, guardPath: string | null, path: string): PreloadOutcome {
  if (prevented) return 'handled';
  return guardPath === path ? 'rethrow' : 'reload';
}
