/**
 * Shared test fixture: every page a test opens is watched, and the test
 * fails if any request leaves 127.0.0.1 (nothing loads from another origin)
 * or if React reports a hydration mismatch or a recoverable error (the first
 * render in the browser must equal the server's HTML).
 */
import {test as base, expect, type Page} from '@playwright/test';

/** Storage key of the locale suggestion (src/features/locale/client/LocaleSuggestion/preference.ts). */
export const LOCALE_CHOICE_KEY = 'tessera.localeChoice';

/**
 * What React 19 prints when hydration fails or it recovers from an error:
 * Docusaurus's root logs "Docusaurus React Root onRecoverableError", and
 * production builds throw minified errors #418 (hydration mismatch), #419,
 * #421–#423 and #425.
 */
export const REACT_RECOVERY_MESSAGE = /onRecoverableError|hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

export const test = base.extend<{foreignRequests: string[]; answeredLocaleOffer: undefined; reactRecoveries: string[]}>(
  {
    // Tests of other features start as a reader who already answered the
    // language offer; src/features/locale/locale.spec.ts opens fresh contexts instead.
    answeredLocaleOffer: [
      async ({context}, use) => {
        await context.addInitScript((key) => {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'dismissed');
        }, LOCALE_CHOICE_KEY);
        await use(undefined);
      },
      {auto: true},
    ],
    foreignRequests: [
      async ({context}, use) => {
        const foreign: string[] = [];
        context.on('request', (request) => {
          const url = new URL(request.url());
          const local = ['127.0.0.1', 'localhost'].includes(url.hostname);
          if (!local && !['data:', 'blob:', 'about:'].includes(url.protocol)) foreign.push(request.url());
        });
        await use(foreign);
        expect(foreign, 'requests that left the site origin').toEqual([]);
      },
      {auto: true},
    ],
    reactRecoveries: [
      async ({context}, use) => {
        const recoveries: string[] = [];
        context.on('console', (message) => {
          if (['error', 'warning'].includes(message.type()) && REACT_RECOVERY_MESSAGE.test(message.text()))
            recoveries.push(message.text());
        });
        context.on('weberror', (error) => {
          const text = String(error.error());
          if (REACT_RECOVERY_MESSAGE.test(text)) recoveries.push(text);
        });
        await use(recoveries);
        expect(recoveries, 'hydration mismatches and recoverable errors React reported').toEqual([]);
      },
      {auto: true},
    ],
  },
);

export {expect};

/** A CPU four times slower, like a mid-range phone: the page is still starting when the reader acts. */
export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
}

export const SITE_TITLE = {ru: 'Справка Tessera', en: 'Tessera Help'} as const;
export const NOT_FOUND_MESSAGES = {
  en: [
    "There's nothing here.",
    'How did we get here?',
    "That's a Four-Oh-Four.",
    "Looks like we've got some broken links.",
  ],
  ru: ['Здесь ничего нет.', 'Как мы здесь оказались?', 'Это ошибка 404.', 'Похоже, у нас есть битые ссылки.'],
} as const;
