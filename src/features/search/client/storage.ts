/** The browser's storage of that kind, or null where it is switched off (reading `window.localStorage` then throws). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
