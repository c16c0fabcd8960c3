import {describe, expect, it} from 'vitest';
import {
  buildLocaleMap,
  docRoute,
  localeRoutes,
  pagesRoute,
  pairSection,
  pairedRoutes,
  sectionHasLocale,
  tagRoutesOf,
  untranslatedFiles,
  type LocaleSet,
} from './plugin/localeMap';
import {missingRoutes} from './plugin';
import {TEST_SECTIONS as sections, tempSite} from '../../../tests/unit/tempSite';

const LOCALES = {all: ['ru', 'en'], defaultLocale: 'ru'} as const satisfies LocaleSet<'ru' | 'en'>;

describe('docRoute', () => {
  it('maps pages and folder index pages to clean URLs with a trailing slash', () => {
    expect(docRoute('control', 'index.md')).toBe('/control/');
    expect(docRoute('control', 'control-guide/index.md')).toBe('/control/control-guide/');
    expect(docRoute('control', 'control-guide/collision-matrix.md')).toBe('/control/control-guide/collision-matrix/');
    expect(docRoute('api/tessera-viewer', 'faq.mdx')).toBe('/api/tessera-viewer/faq/');
    expect(docRoute('x', 'guide/guide.md')).toBe('/x/guide/');
    expect(docRoute('x', 'guide/README.md')).toBe('/x/guide/');
  });
});

describe('locale map', () => {
  const control = {id: 'control', dir: 'content/control', routeBasePath: 'control', sourceLanguage: 'ru'} as const;
  const api = {id: 'api', dir: 'content/api', routeBasePath: 'api', sourceLanguage: 'en'} as const;
  const pages = [
    ...pairSection(
      control,
      ['index.md', 'control-guide/index.md', 'control-howto/before-start.md'],
      {en: ['index.md', 'control-howto/before-start.md']},
      LOCALES,
    ),
    ...pairSection(api, ['index.md', 'tessera/index.md'], {}, LOCALES),
  ];
  const map = {locales: LOCALES, pages, others: [], orphans: []};

  it('marks a Russian page translated only when the English file has the same relative path', () => {
    expect(pages.find((p) => p.route === '/control/control-howto/before-start/')?.in.en).toBe(true);
    expect(pages.find((p) => p.route === '/control/control-guide/')?.in.en).toBe(false);
  });

  it('treats English-source sections as present in both locales', () => {
    expect(pages.filter((p) => p.section === 'api').every((p) => p.in.ru && p.in.en)).toBe(true);
  });

  it('lists the files the English build must leave out', () => {
    expect(untranslatedFiles(map, 'control', 'en')).toEqual(['control-guide/index.md']);
    expect(untranslatedFiles(map, 'api', 'en')).toEqual([]);
  });

  it('knows whether a section has any page in a locale', () => {
    expect(sectionHasLocale(map, 'control', 'en')).toBe(true);
    expect(sectionHasLocale(map, 'value', 'en')).toBe(false);
  });

  it('lists the routes that exist in both locales', () => {
    expect(pairedRoutes(map, 'ru', 'en')).toEqual([
      '/control/',
      '/control/control-howto/before-start/',
      '/api/',
      '/api/tessera/',
    ]);
  });
});

describe('routes besides docs pages', () => {
  it('gives a section with tagged pages its one tag index; drafts and untagged pages make none', () => {
    expect(
      tagRoutesOf('control', [{tag: ['IFC', 'BIM-координатор']}, {tags: 'i18n'}, {tag: 'Hidden', draft: true}]),
    ).toEqual(['/control/tags/']);
    expect(tagRoutesOf('control', [{tag: 'Hidden', draft: true}])).toEqual([]);
    expect(tagRoutesOf('api/tessera-viewer', [{title: 'No tags'}])).toEqual([]);
  });

  it('maps pages-plugin files to routes', () => {
    expect(pagesRoute('index.md')).toBe('/');
    expect(pagesRoute('team/index.mdx')).toBe('/team/');
    expect(pagesRoute('about.tsx')).toBe('/about/');
  });

  describe('from the files of a site', () => {
    const {dir: siteDir, write} = tempSite('tessera-locale-map-');
    write('content/control/start.md', '---\ntitle: Начало\ntag: [IFC, коллизии]\n---\nТекст.\n');
    write('content/control/only-ru.md', '---\ntitle: Только\ntag: [BCF]\n---\nТекст.\n');
    write(
      'i18n/en/docusaurus-plugin-content-docs-control/current/start.md',
      '---\ntitle: Start\ntag: [IFC, clashes]\n---\nText.\n',
    );
    write('i18n/en/docusaurus-plugin-content-docs-control/current/lost.md', '---\ntitle: Lost\n---\nText.\n');
    write('content/api/index.md', '---\ntitle: API\ntags: [authentication]\n---\nText.\n');
    write('src/pages/index.md', '---\ntitle: Главная\n---\n');
    write('src/pages/news.md', '---\ntitle: Новости\n---\n');
    write('i18n/en/docusaurus-plugin-content-pages/index.md', '---\ntitle: Home\n---\n');
    write('i18n/en/docusaurus-plugin-content-pages/old.md', '---\ntitle: Old\n---\n');
    write('protected/ru/demo/encrypt.md', '---\ntitle: Защищённая\n---\n');
    write('protected/en/demo/encrypt.md', '---\ntitle: Protected\n---\n');
    write('protected/ru/team/plan.md', '---\ntitle: План\n---\n');
    write('protected/en/guests/index.md', '---\ntitle: Guests\n---\n');
    const map = buildLocaleMap(siteDir, sections, LOCALES);
    const paired = pairedRoutes(map, 'ru', 'en');

    it('pairs the home page, protected pages present in both locales, and tag indexes both locales build', () => {
      expect(paired).toEqual(expect.arrayContaining(['/', '/demo/encrypt/', '/control/tags/', '/api/tags/']));
      for (const route of ['/team/plan/', '/guests/', '/news/']) expect(paired).not.toContain(route);
    });

    it('knows which locale serves the unpaired ones', () => {
      expect(localeRoutes(map, 'ru')).toEqual(expect.arrayContaining(['/team/plan/', '/control/tags/', '/news/']));
      expect(localeRoutes(map, 'en')).toEqual(expect.arrayContaining(['/guests/', '/control/tags/']));
      expect(localeRoutes(map, 'en')).not.toContain('/team/plan/');
      // An untranslated Markdown page of the pages plugin is not an English page.
      expect(localeRoutes(map, 'en')).not.toContain('/news/');
    });

    it('lists English files without a Russian original', () => {
      expect(map.orphans).toEqual([
        {file: 'i18n/en/docusaurus-plugin-content-docs-control/current/lost.md', expected: 'content/control/lost.md'},
        {file: 'i18n/en/docusaurus-plugin-content-pages/old.md', expected: 'src/pages/old.md'},
      ]);
    });

    it('reports routes the map promises but a build lacks', () => {
      const built = localeRoutes(map, 'en').map((r) => `/en${r}`.replace(/\/$/, ''));
      expect(missingRoutes(map, 'en', built, '/en/')).toEqual([]);
      expect(
        missingRoutes(
          map,
          'en',
          built.filter((r) => r !== '/en/demo/encrypt'),
          '/en/',
        ),
      ).toEqual(['/en/demo/encrypt/']);
    });
  });
});
