import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {buildId, bundleServiceWorker} from './plugin';
import {siteRoot} from '../../lib/plugin/siteRoot';
import {offlinePage} from './client/offlinePage';
import {OFFLINE_PAGE_MESSAGES, offlinePageTexts} from './plugin/offlinePageTexts';
import {
  CACHE_NAMES,
  CACHE_PREFIX,
  isAssetPath,
  isImagePath,
  isPagePath,
  isSearchPath,
  isSectionListPath,
} from './shared/routes';
import {filesOfPage, sectionManifests, sectionOf} from './plugin/sectionManifest';
import {landingSection} from './client/landing';

describe('what the service worker keeps, by address', () => {
  it("treats both locales' hashed build files as assets, and nothing else", () => {
    expect(isAssetPath('/assets/js/main.1a2b3c4d.js')).toBe(true);
    expect(isAssetPath('/en/assets/js/5e6f7a8b.9c0d1e2f.js')).toBe(true);
    expect(isAssetPath('/assets/search/v-43b.0123abcd.json')).toBe(true);
    expect(isAssetPath('/control/assets/')).toBe(false);
    expect(isAssetPath('/img/logo.svg')).toBe(false);
  });

  it('knows the search worker and manifest of each locale', () => {
    for (const p of ['/search-worker.js', '/search-index.json', '/en/search-worker.js', '/en/search-index.json'])
      expect(isSearchPath(p), p).toBe(true);
    expect(isSearchPath('/control/search-index.json')).toBe(false);
  });

  it('takes folders and legacy .html addresses for pages, static pictures for images', () => {
    expect(isPagePath('/control/control-guide/')).toBe(true);
    expect(isPagePath('/demo/encrypt.html')).toBe(true);
    expect(isPagePath('/control.md')).toBe(false);
    expect(isPagePath('/sw.js')).toBe(false);
    expect(isImagePath('/img/favicon.svg')).toBe(true);
    expect(isImagePath('/en/img/favicon.svg')).toBe(true);
    expect(isSectionListPath('/offline/control.json')).toBe(true);
    expect(isSectionListPath('/en/offline/api.json')).toBe(true);
    expect(isSectionListPath('/offline/../sw.js')).toBe(false);
  });

  it('names every cache with the prefix the worker cleans up by, each with its layout version', () => {
    // Renaming a cache drops what readers kept in it: these names change only with a cache's layout.
    expect(CACHE_PREFIX).toBe('tessera-');
    expect(CACHE_NAMES).toEqual({
      pages: 'tessera-pages-v1',
      assets: 'tessera-assets-v1',
      images: 'tessera-images-v1',
      search: 'tessera-search-v1',
      documents: 'tessera-documents-v1',
    });
  });
});

describe('the offline page', () => {
  const texts = offlinePageTexts(path.resolve(__dirname, '../../..'));
  it("speaks the language of the address and links that locale's home", () => {
    expect(offlinePage('/en/control/', texts)).toContain('lang="en"');
    expect(offlinePage('/en/control/', texts)).toContain('href="/en/"');
    expect(offlinePage('/control/', texts)).toContain('lang="ru"');
    expect(offlinePage('/control/', texts)).toContain('не сохранена для работы офлайн');
    expect(offlinePage('/entrance/', texts)).toContain('lang="ru"');
  });

  it('takes a third language from its code translations, with no change to the feature', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-offline-texts-'));
    fs.mkdirSync(path.join(siteDir, 'i18n/de'), {recursive: true});
    fs.writeFileSync(
      path.join(siteDir, 'i18n/de/code.json'),
      JSON.stringify({
        'offline.page.title': {message: 'Keine Verbindung'},
        'offline.page.home': {message: 'Startseite'},
      }),
    );
    const de = offlinePageTexts(siteDir, ['ru', 'en', 'de']).de!;
    expect(de).toEqual({
      lang: 'de',
      title: 'Keine Verbindung',
      // Not translated yet: the English text.
      body: OFFLINE_PAGE_MESSAGES['offline.page.body'],
      home: 'Startseite',
      homeUrl: '/de/',
    });
    expect(offlinePage('/de/control/', {de})).toContain('<a href="/de/">Startseite</a>');
  });

  it('escapes what translators wrote', () => {
    const html = offlinePage('/control/', {
      ru: {lang: 'ru', title: 'A <b> & "c"', body: 'x', home: 'y', homeUrl: '/'},
    });
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
  });
});

describe('the worker bundle', () => {
  it("finds the site root from a locale's output folder", () => {
    expect(siteRoot('/b/build', '/')).toBe('/b/build');
    expect(siteRoot('/b/build/en', '/en/')).toBe('/b/build');
  });

  it('changes its build id when a hashed file changes, not otherwise', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-'));
    try {
      fs.mkdirSync(path.join(root, 'en/assets/js'), {recursive: true});
      fs.writeFileSync(path.join(root, 'en/assets/js/a.11111111.js'), '');
      fs.writeFileSync(path.join(root, 'index.html'), 'one');
      const first = buildId(root);
      fs.writeFileSync(path.join(root, 'index.html'), 'two');
      expect(buildId(root)).toBe(first);
      fs.renameSync(path.join(root, 'en/assets/js/a.11111111.js'), path.join(root, 'en/assets/js/a.22222222.js'));
      expect(buildId(root)).not.toBe(first);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it("is one small script carrying its build id, with Workbox's development code left out", async () => {
    const code = await bundleServiceWorker('build-1234');
    expect(code).toContain('"build-1234"');
    expect(code).not.toContain('process.env');
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    expect(zlib.gzipSync(code).length).toBeLessThan(10_000);
  }, 30_000);
});

describe('the sections\' "Save for offline" lists', () => {
  const sections = [
    {id: 'api', routeBasePath: 'api'},
    {id: 'viewer', routeBasePath: 'api/tessera-viewer'},
    {id: 'control', routeBasePath: 'control'},
  ];

  it('gives a page to the section with the longest base that contains it', () => {
    expect(sectionOf('/api/tessera/auth/', '/', sections)?.id).toBe('api');
    expect(sectionOf('/api/tessera-viewer/guide/', '/', sections)?.id).toBe('viewer');
    expect(sectionOf('/en/control/x/', '/en/', sections)?.id).toBe('control');
    expect(sectionOf('/value/', '/', sections)).toBeNull();
  });

  it('finds the scripts, styles and pictures a page loads, not its links to other pages', () => {
    const html =
      '<link rel="stylesheet" href="/assets/css/styles.1234abcd.css"><script src="/assets/js/main.1234abcd.js" defer></script>' +
      '<link rel="preload" href="/en/assets/js/abc.5678ef90.js" as="script"><img src="/img/plan.svg?x=1" alt=""><script src=/assets/js/runtime~main.2dc8e9f8.js defer></script><a href="/control/">Control</a><a href="https://example.com/img/x.png">x</a>';
    expect(filesOfPage(html).sort()).toEqual([
      '/assets/css/styles.1234abcd.css',
      '/assets/js/main.1234abcd.js',
      '/assets/js/runtime~main.2dc8e9f8.js',
      '/en/assets/js/abc.5678ef90.js',
      '/img/plan.svg',
    ]);
  });

  it("lists each section's pages, landing first, with their files once and their bytes", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-sections-'));
    try {
      const write = (rel: string, body: string): void => {
        fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
        fs.writeFileSync(path.join(root, rel), body);
      };
      const page = '<script src="/assets/js/main.11111111.js"></script>';
      write('control/index.html', page);
      write('control/guide/index.html', `${page}<img src="/img/a.svg">`);
      write('assets/js/main.11111111.js', 'x'.repeat(100));
      write('img/a.svg', 'y'.repeat(10));
      const fileOf = (url: string): string => path.join(root, url.endsWith('/') ? `${url}index.html` : url);
      const [control, ...others] = sectionManifests(
        ['/control/guide/', '/control/', '/test-fixtures/legacy/', '/control/guide/'],
        '/',
        sections,
        fileOf,
      );
      expect(others).toEqual([]);
      expect(control?.pages).toEqual(['/control/', '/control/guide/']);
      expect(control?.files).toEqual(['/assets/js/main.11111111.js', '/img/a.svg']);
      expect(control?.bytes).toBe(page.length * 2 + '<img src="/img/a.svg">'.length + 110);
    } finally {
      fs.rmSync(root, {recursive: true, force: true});
    }
  });

  it("knows a section's landing page in both locales", () => {
    expect(landingSection('/control/')).toBe('control');
    expect(landingSection('/en/api/tessera-viewer/')).toBe('viewer');
    expect(landingSection('/control/control-guide/')).toBeNull();
  });
});
