/**
 * The page the service worker answers with when a reader opens, offline, a
 * page that was never opened or saved: in the reader's language (the address
 * says which), with a link to the locale's home page, which a reader who opened
 * the site once has. Plain HTML: the site's scripts are not needed to read it.
 * Its texts come from every locale's code translations (plugin/offlinePageTexts.ts).
 */
import {defaultLocale} from '../../../../site.locales';
import type {OfflinePageText, OfflinePageTexts} from '../shared/offlinePageText';

export type {OfflinePageText, OfflinePageTexts};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c] ?? c);

export function offlinePage(pathname: string, texts: OfflinePageTexts): string {
  // The locales are the texts' keys: the prefixed one the address starts with, else the root one.
  const locale = Object.keys(texts).find(
    (l) => l !== defaultLocale && (pathname === `/${l}` || pathname.startsWith(`/${l}/`)),
  );
  const found = texts[locale ?? defaultLocale];
  if (!found) throw new Error(`no offline page texts for ${pathname}`);
  const t = Object.fromEntries(Object.entries(found).map(([k, v]) => [k, escapeHtml(v)])) as unknown as OfflinePageText;
  return `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1e21}a{color:#2e5fa8}</style></head>
<body><main><h1>${t.title}</h1><p>${t.body}</p><p><a href="${t.homeUrl}">${t.home}</a></p></main></body></html>`;
}
