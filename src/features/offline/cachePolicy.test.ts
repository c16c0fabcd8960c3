import {describe, expect, it} from 'vitest';
import {forbidsStoring, meansPageRemoved, pagesGone, parsePageList, typeMatchesAddress} from './shared/cachePolicy';
import {localeBase, localeOfPath, PREFIXED_LOCALES} from './shared/routes';
import {pageList} from './plugin';

describe('what the service worker may store', () => {
  it('never an answer sent no-store, in any spelling', () => {
    expect(forbidsStoring('no-store')).toBe(true);
    expect(forbidsStoring('private, No-Store')).toBe(true);
    expect(forbidsStoring('no-cache, no-store, must-revalidate')).toBe(true);
    expect(forbidsStoring('no-cache')).toBe(false);
    expect(forbidsStoring('public, max-age=31536000, immutable')).toBe(false);
    expect(forbidsStoring(null)).toBe(false);
  });

  it('a file only when its type is what its address promises', () => {
    expect(typeMatchesAddress('/assets/js/main.1a2b3c4d.js', 'application/javascript; charset=utf-8')).toBe(true);
    expect(typeMatchesAddress('/assets/js/main.1a2b3c4d.js', 'text/javascript')).toBe(true);
    expect(typeMatchesAddress('/assets/css/styles.0f1e2d3c.css', 'text/css; charset=utf-8')).toBe(true);
    expect(typeMatchesAddress('/img/logo.svg', 'image/svg+xml')).toBe(true);
    expect(typeMatchesAddress('/en/search-index.json', 'application/json')).toBe(true);
    // An HTML error page answered 200 for a script, a picture or an index file.
    expect(typeMatchesAddress('/assets/js/main.1a2b3c4d.js', 'text/html; charset=utf-8')).toBe(false);
    expect(typeMatchesAddress('/img/logo.svg', 'text/html')).toBe(false);
    expect(typeMatchesAddress('/en/search-index.json', 'text/html')).toBe(false);
    expect(typeMatchesAddress('/assets/css/styles.0f1e2d3c.css', 'text/plain')).toBe(false);
    expect(typeMatchesAddress('/assets/js/main.1a2b3c4d.js', null)).toBe(false);
    // An extension the table does not know: anything but a page.
    expect(typeMatchesAddress('/assets/files/model-3f2a1b0c.ifc', 'application/octet-stream')).toBe(true);
    expect(typeMatchesAddress('/assets/files/model-3f2a1b0c.ifc', 'text/html')).toBe(false);
  });

  it('drops a page the site answers 404 or 410 for', () => {
    expect(meansPageRemoved(404)).toBe(true);
    expect(meansPageRemoved(410)).toBe(true);
    expect(meansPageRemoved(200)).toBe(false);
    expect(meansPageRemoved(503)).toBe(false);
  });
});

describe('pages a deploy no longer has', () => {
  const lists = new Map([
    ['ru', parsePageList('/\n/control/\n/control/control-guide/\n')],
    ['en', parsePageList('/en/\n/en/control/\n')],
  ]);

  it('are the cached pages of a locale whose list does not name them', () => {
    expect(
      pagesGone(['/', '/control/', '/control/removed/', '/en/control/', '/en/removed/', '/control/old.html'], lists),
    ).toEqual(['/control/removed/', '/en/removed/', '/control/old.html']);
  });

  it('keep a locale’s pages when its list could not be read', () => {
    expect(pagesGone(['/en/removed/', '/control/removed/'], new Map([['ru', lists.get('ru')!]]))).toEqual([
      '/control/removed/',
    ]);
    expect(pagesGone(['/control/removed/'], new Map())).toEqual([]);
  });

  it('are listed by the build as every page route of the locale', () => {
    const text = pageList(['/en/control/', '/en/', '/en/404.html', '/en/control/', '/en/search']);
    expect(text).toBe('/en/\n/en/control/\n');
    expect(parsePageList(text)).toEqual(new Set(['/en/', '/en/control/']));
  });
});

describe('locales of the worker', () => {
  it('come from the site’s locale list', () => {
    expect(PREFIXED_LOCALES).toEqual(['en']);
    expect(localeOfPath('/en/control/')).toBe('en');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/entrance/')).toBe('ru');
    expect(localeBase('ru')).toBe('/');
    expect(localeBase('en')).toBe('/en/');
  });
});
