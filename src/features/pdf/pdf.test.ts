import {describe, expect, it} from 'vitest';
import {generatedReferenceRoutes, planNodes} from './plugin/index';
import {parseDests} from './plugin/dests';
import {hyphenateRuns} from './plugin/hyphenate';
import {coverHtml, footerTemplate, headerTemplate} from './plugin/cover';
import {manualEntries} from './shared/manual';
import {isPdfIndexPath, isPdfPath, parsePdfIndex, pdfIndexUrl, pdfUrl} from './shared/pdfFiles';
import {pagesInOrder} from './shared/plan';

describe('the plan from a section sidebar', () => {
  const sidebar = [
    {type: 'link', href: '/control/control-guide/', label: 'Руководство'},
    {
      type: 'category',
      label: 'Как сделать',
      href: '/control/control-howto/',
      items: [
        {type: 'link', href: '/control/control-howto/faq', label: 'Вопросы'},
        {type: 'link', href: '/control/control-howto/hidden/', label: 'Скрытая', unlisted: true},
        {type: 'html'},
        {type: 'link', href: '/value/', label: 'Value'},
      ],
    },
    {type: 'category', label: 'Пустая', items: [{type: 'html'}]},
  ] as const;

  it('keeps pages and categories of the section, drops unlisted pages, HTML items, other sections and empty categories', () => {
    expect(planNodes(sidebar, '/control/')).toEqual([
      {label: 'Руководство', href: '/control/control-guide/'},
      {
        label: 'Как сделать',
        href: '/control/control-howto/',
        items: [{label: 'Вопросы', href: '/control/control-howto/faq/'}],
      },
    ]);
  });

  it('leaves the generated references out, in both locales', () => {
    expect(generatedReferenceRoutes('/')).toEqual([
      '/api/tessera/tessera-reference/',
      '/api/tessera-viewer/tessera-viewer-api/',
    ]);
    expect(generatedReferenceRoutes('/en/')[0]).toBe('/en/api/tessera/tessera-reference/');
    const api = [
      {type: 'link', href: '/api/tessera/auth/', label: 'Auth'},
      {
        type: 'category',
        label: 'Reference',
        href: '/api/tessera/tessera-reference/',
        items: [{type: 'link', href: '/api/tessera/tessera-reference/get-model/', label: 'Get model'}],
      },
    ] as const;
    expect(planNodes(api, '/api/', generatedReferenceRoutes('/'))).toEqual([
      {label: 'Auth', href: '/api/tessera/auth/'},
    ]);
  });

  it('gives chapters in reading order with their sidebar depth, a category without a page included, each page once', () => {
    const entries = manualEntries([
      {label: 'A', href: '/s/a/'},
      {
        label: 'Group',
        items: [
          {label: 'B', href: '/s/b/'},
          {label: 'A again', href: '/s/a/'},
        ],
      },
    ]);
    expect(entries).toEqual([
      {label: 'A', href: '/s/a/', depth: 1, anchor: 'ch1'},
      {label: 'Group', depth: 1, anchor: 'ch2'},
      {label: 'B', href: '/s/b/', depth: 2, anchor: 'ch3'},
    ]);
    expect(pagesInOrder([{label: 'Group', href: '/s/', items: [{label: 'B', href: '/s/b/'}]}])).toEqual([
      '/s/',
      '/s/b/',
    ]);
  });
});

describe('the printer', () => {
  it('reads the page of each named destination from pdfinfo -dests', () => {
    const output = [
      'Page  Destination                 Name',
      '   3 [ XYZ    6  813 null      ] "ch1"',
      '  12 [ XYZ   57  646 null      ] "ch1-install"',
    ].join('\n');
    expect(parseDests(output)).toEqual({ch1: 3, 'ch1-install': 12});
  });

  it('hyphenates Russian and English text by its language with soft hyphens, other languages as they are', () => {
    const [ru, en, de] = hyphenateRuns([
      {text: 'координационного взаимодействия', lang: 'ru'},
      {text: 'administration', lang: 'en-US'},
      {text: 'Verwaltung', lang: 'de'},
    ]);
    expect(ru).toBe(
      'ко\u00ADор\u00ADди\u00ADна\u00ADци\u00ADон\u00ADно\u00ADго вза\u00ADи\u00ADмо\u00ADдей\u00ADствия',
    );
    expect(en).toBe('ad\u00ADmin\u00ADis\u00ADtra\u00ADtion');
    expect(de).toBe('Verwaltung');
  });

  it('writes the cover with product, section, language, release and day, escaped', () => {
    const html = coverHtml({
      lang: 'ru',
      product: 'Справка Tessera',
      section: 'Tessera Control <3>',
      localeLabel: 'Русский',
      release: '4.6.2',
      date: new Date('2026-11-28T10:00:00Z'),
      locale: 'ru',
      siteUrl: 'https://help.tessera.example/control/',
    });
    expect(html).toContain('<h1>Tessera Control &#60;3&#62;</h1>');
    expect(html).toContain('<th>Версия</th><td>4.6.2</td>');
    expect(html).toContain('<th>Язык</th><td>Русский</td>');
    expect(html).toContain('<td>28 ноября 2026 г.</td>');
    expect(headerTemplate('Справка Tessera', 'Tessera Control')).toContain('<span>Tessera Control</span>');
    expect(footerTemplate()).toContain('<span class="pageNumber"></span>');
  });
});

describe('PDF addresses and the list the landing reads', () => {
  it('places each locale’s PDFs below its base URL', () => {
    expect(pdfUrl('/', 'control')).toBe('/pdf/control.pdf');
    expect(pdfUrl('/en/', 'viewer')).toBe('/en/pdf/viewer.pdf');
    expect(pdfIndexUrl('/en/')).toBe('/en/pdf/index.json');
    expect(isPdfPath('/en/pdf/control.pdf')).toBe(true);
    expect(isPdfPath('/pdf/../x.pdf')).toBe(false);
    expect(isPdfIndexPath('/pdf/index.json')).toBe(true);
    expect(isPdfIndexPath('/pdf/control.json')).toBe(false);
    expect(isPdfPath('/de/pdf/control.pdf')).toBe(false);
    expect(isPdfPath('/en/img/control.pdf')).toBe(false);
  });

  it('keeps only well-formed entries of a fetched list, and refuses what is not a list', () => {
    const good = {section: 'control', url: '/pdf/control.pdf', fileName: 'tessera-control-ru.pdf', bytes: 10, pages: 3};
    expect(
      parsePdfIndex({locale: 'ru', pdfs: [good, {...good, url: 'https://elsewhere.example/x.pdf'}, {section: 1}]}),
    ).toEqual({locale: 'ru', pdfs: [good]});
    expect(parsePdfIndex('<!doctype html>')).toBeNull();
    expect(parsePdfIndex({pdfs: []})).toBeNull();
  });
});
