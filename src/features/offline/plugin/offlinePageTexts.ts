/**
 * The texts of the worker's "No connection" page (client/offlinePage.ts), for every locale of the
 * site: the messages `offline.page.*` of each locale's i18n/<locale>/code.json, like every other
 * label, with the English below where a locale has not translated them yet. The worker has no
 * `translate()` and answers for every locale, so the plugin reads them all when it bundles it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {localeIds, siteConfig} from '../../../../site.config';
import {localeBase} from '../shared/routes';
import type {OfflinePageTexts} from '../shared/offlinePageText';

/** The message ids and their English text (English needs no entry in its code.json, as for every label). */
export const OFFLINE_PAGE_MESSAGES = {
  'offline.page.title': 'No connection',
  'offline.page.body':
    'This page has not been saved for offline reading. Connect to the internet to open it, or go back to the pages you have already opened.',
  'offline.page.home': 'Home page',
} as const;

type MessageId = keyof typeof OFFLINE_PAGE_MESSAGES;

function codeMessages(siteDir: string, locale: string): Record<string, unknown> {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  if (!fs.existsSync(file)) return {};
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file} is not a JSON object`);
  return parsed as Record<string, unknown>;
}

export function offlinePageTexts(siteDir: string, locales: readonly string[] = localeIds): OfflinePageTexts {
  const htmlLang: Readonly<Record<string, string>> = siteConfig.locales.htmlLang;
  return Object.fromEntries(
    locales.map((locale) => {
      const messages = codeMessages(siteDir, locale);
      const text = (id: MessageId): string => {
        const entry = messages[id] as {message?: unknown} | undefined;
        return typeof entry?.message === 'string' && entry.message !== '' ? entry.message : OFFLINE_PAGE_MESSAGES[id];
      };
      return [
        locale,
        {
          lang: htmlLang[locale] ?? locale,
          title: text('offline.page.title'),
          body: text('offline.page.body'),
          home: text('offline.page.home'),
          homeUrl: localeBase(locale),
        },
      ];
    }),
  );
}
