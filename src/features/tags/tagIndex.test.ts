import {describe, expect, it} from 'vitest';
import {buildTagIndex, tagIndexPath, tagSlug} from './shared/tagIndex';

describe('tag index', () => {
  it('makes anchors of tag names: lower case, ё as е, one hyphen for any run of other characters', () => {
    expect(tagSlug('Power BI')).toBe('power-bi');
    expect(tagSlug('Отчёты')).toBe('отчеты');
    expect(tagSlug('  IFC / BCF  ')).toBe('ifc-bcf');
    expect(tagSlug('веб-версия')).toBe('веб-версия');
    expect(tagSlug('!!!')).toBe('tag');
  });

  it('lists each tag once with its pages, tags and pages in the locale’s alphabetical order', () => {
    const index = buildTagIndex(
      [
        {title: 'Экспорт анализа', permalink: '/value/export/', tags: ['экспорт', 'Excel']},
        {
          title: 'Шаблон отчёта Excel',
          permalink: '/value/template/',
          description: 'Свой шаблон',
          tags: ['excel', 'отчёты'],
        },
        {title: 'Анализ', permalink: '/value/analysis/', tags: ['экспорт']},
      ],
      'ru',
    );
    // Russian order: Cyrillic before Latin; "Excel" and "excel" are one tag, named as first written.
    expect(index.map((t) => t.name)).toEqual(['отчёты', 'экспорт', 'Excel']);
    const excel = index[2]!;
    expect(excel.slug).toBe('excel');
    expect(excel.pages).toEqual([
      {title: 'Шаблон отчёта Excel', permalink: '/value/template/', description: 'Свой шаблон'},
      {title: 'Экспорт анализа', permalink: '/value/export/'},
    ]);
    expect(index[1]!.pages.map((p) => p.title)).toEqual(['Анализ', 'Экспорт анализа']);
  });

  it('puts the index under the section, with or without a trailing slash', () => {
    expect(tagIndexPath('/value')).toBe('/value/tags/');
    expect(tagIndexPath('/en/control/')).toBe('/en/control/tags/');
  });
});
