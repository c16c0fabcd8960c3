import {describe, expect, it} from 'vitest';
import {docRoute, pairSection, pairedRoutes, sectionHasLocale, untranslatedFiles} from '../../plugins/locale-map/localeMap';

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
    ...pairSection(control, ['index.md', 'control-guide/index.md', 'control-howto/before-start.md'], ['index.md', 'control-howto/before-start.md']),
    ...pairSection(api, ['index.md', 'tessera/index.md'], []),
  ];
  const map = {pages};

  it('marks a Russian page translated only when the English file has the same relative path', () => {
    expect(pages.find((p) => p.route === '/control/control-howto/before-start/')?.inEn).toBe(true);
    expect(pages.find((p) => p.route === '/control/control-guide/')?.inEn).toBe(false);
  });

  it('treats English-source sections as present in both locales', () => {
    expect(pages.filter((p) => p.section === 'api').every((p) => p.inRu && p.inEn)).toBe(true);
  });

  it('lists the files the English build must leave out', () => {
    expect(untranslatedFiles(map, 'control')).toEqual(['control-guide/index.md']);
    expect(untranslatedFiles(map, 'api')).toEqual([]);
  });

  it('knows whether a section has any page in a locale', () => {
    expect(sectionHasLocale(map, 'control', 'en')).toBe(true);
    expect(sectionHasLocale(map, 'value', 'en')).toBe(false);
  });

  it('lists the routes that exist in both locales', () => {
    expect(pairedRoutes(map)).toEqual(['/control/', '/control/control-howto/before-start/', '/api/', '/api/tessera/']);
  });
});
