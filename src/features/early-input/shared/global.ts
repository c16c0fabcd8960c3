/** The window property through which the inline script (script.ts) and the bundle (release.ts) meet. */
export const EARLY_INPUT_GLOBAL = 'tesseraEarlyInput';
