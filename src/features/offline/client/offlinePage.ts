/**
 * The page the service worker answers with when a reader opens, offline, a
 * page that was never opened or saved: in the reader's language (the address
 * says which), with a link to the locale's home page, which a reader who opened
 * the site once has. Plain HTML: the site's scripts are not needed to read it.
 */
const TEXTS = {
  ru: {
    lang: 'ru',
    title: 'Нет соединения',
    body: 'Эта страница не сохранена для работы офлайн. Подключитесь к интернету, чтобы открыть её, или вернитесь к страницам, которые вы уже открывали.',
    home: 'На главную',
    homeUrl: '/',
  },
  en: {
    lang: 'en',
    title: 'No connection',
    body: 'This page has not been saved for offline reading. Connect to the internet to open it, or go back to the pages you have already opened.',
    home: 'Home page',
    homeUrl: '/en/',
  },
} as const;

export function offlinePage(pathname: string): string {
  const t = pathname === '/en' || pathname.startsWith('/en/') ? TEXTS.en : TEXTS.ru;
  return `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1e21}a{color:#2e5fa8}</style></head>
<body><main><h1>${t.title}</h1><p>${t.body}</p><p><a href="${t.homeUrl}">${t.home}</a></p></main></body></html>`;
}
