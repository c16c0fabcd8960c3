import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {componentAnchors, markdownHeadings, pairHeadings} from './plugin/headings';
import {anchorPairsFor, counterpartFiles, markdownBody} from './plugin/localeMap';
import {siteConfig} from '../../../site.config';
import {TEST_SECTIONS, tempSite} from '../../../tests/unit/tempSite';

describe('markdownHeadings', () => {
  it('gives every heading its Docusaurus id: slug of the text, repeats numbered, explicit ids kept', () => {
    const body = [
      '## Системные требования',
      'Text.',
      '```md',
      '## Not a heading inside code',
      '```',
      '### Выгрузка в `IFC`',
      '## Пример',
      '## Пример',
      '## Custom one {#my-id}',
      '## With <span>html</span> and [a link](/x/)',
      '#### Шаг 1. Создайте проект',
    ].join('\n\n');
    expect(markdownHeadings(body)).toEqual([
      {level: 2, id: 'системные-требования'},
      {level: 3, id: 'выгрузка-в-ifc'},
      {level: 2, id: 'пример'},
      {level: 2, id: 'пример-1'},
      {level: 2, id: 'my-id'},
      {level: 2, id: 'with-html-and-a-link'},
      {level: 4, id: 'шаг-1-создайте-проект'},
    ]);
  });
});

describe('componentAnchors', () => {
  it('knows the ids our components render, outside code only', () => {
    expect(componentAnchors('Intro.\n\n<Catalog />\n')).toEqual(['catalog']);
    expect(componentAnchors('Intro.\n\n<Catalog depth={2} />\n')).toEqual(['catalog']);
    expect(componentAnchors('```mdx\n<Catalog />\n```\n')).toEqual([]);
    expect(componentAnchors('<Icon name="x" />\n')).toEqual([]);
  });
});

describe('pairHeadings', () => {
  const ru = [
    {level: 2, id: 'системные-требования'},
    {level: 3, id: 'ifc'},
    {level: 2, id: 'см-также'},
  ];

  it('pairs heading by heading when both pages have the same structure', () => {
    const en = [
      {level: 2, id: 'system-requirements'},
      {level: 3, id: 'ifc'},
      {level: 2, id: 'see-also'},
    ];
    expect(pairHeadings(ru, en)).toEqual({
      'системные-требования': 'system-requirements',
      ifc: 'ifc',
      'см-также': 'see-also',
    });
    expect(pairHeadings(en, ru)).toEqual({
      'system-requirements': 'системные-требования',
      ifc: 'ifc',
      'see-also': 'см-также',
    });
  });

  it('pairs only ids both pages share when the structures differ', () => {
    const en = [
      {level: 2, id: 'system-requirements'},
      {level: 2, id: 'ifc'},
      {level: 2, id: 'see-also'},
    ];
    expect(pairHeadings(ru, en)).toEqual({ifc: 'ifc'});
    expect(pairHeadings(ru, [...en, {level: 2, id: 'extra'}])).toEqual({ifc: 'ifc'});
    expect(pairHeadings(ru, [])).toEqual({});
  });
});

describe('anchorPairsFor', () => {
  const {dir: siteDir, write} = tempSite('tessera-anchors-');
  const sections = TEST_SECTIONS;
  const ruFile = write(
    'content/control/howto/start.md',
    '---\ntitle: Начало\n---\n\n## Системные требования\n\n## Частые проблемы\n',
  );
  const enFile = write(
    'i18n/en/docusaurus-plugin-content-docs-control/current/howto/start.md',
    '---\ntitle: Start\n---\n\n## System requirements\n\n## Common problems\n',
  );
  const ruIndex = write('content/control/howto/index.md', '---\ntitle: Инструкции\n---\n\nСписок.\n\n<Catalog />\n');
  const enIndex = write(
    'i18n/en/docusaurus-plugin-content-docs-control/current/howto/index.md',
    '---\ntitle: Tutorials\n---\n\nList.\n\n<Catalog />\n',
  );
  const lonely = write('content/control/howto/only-ru.md', '---\ntitle: Только\n---\n\n## Раздел\n');
  const api = write('content/api/index.md', '---\ntitle: API\n---\n\n## Authentication\n');

  it("finds the other locale's file of a translated page, both ways", () => {
    const locales = siteConfig.locales;
    expect(counterpartFiles(siteDir, sections, locales, ruFile)).toEqual({en: enFile});
    expect(counterpartFiles(siteDir, sections, locales, enFile)).toEqual({ru: ruFile});
    expect(counterpartFiles(siteDir, sections, locales, lonely)).toEqual({});
    expect(counterpartFiles(siteDir, sections, locales, api)).toEqual({});
  });

  it("pairs a page's headings with its translation's, in the direction of the page", () => {
    const body = (file: string): string => markdownBody(fs.readFileSync(file, 'utf8'));
    const pairsOf = (file: string) => anchorPairsFor(siteDir, sections, siteConfig.locales, file, body(file));
    expect(pairsOf(ruFile)).toEqual({
      en: {'системные-требования': 'system-requirements', 'частые-проблемы': 'common-problems'},
    });
    expect(pairsOf(enFile)).toEqual({
      ru: {'system-requirements': 'системные-требования', 'common-problems': 'частые-проблемы'},
    });
    expect(pairsOf(ruIndex)).toEqual({en: {catalog: 'catalog'}});
    expect(pairsOf(enIndex)).toEqual({ru: {catalog: 'catalog'}});
    expect(pairsOf(lonely)).toBeUndefined();
    expect(pairsOf(api)).toBeUndefined();
  });

  it('strips frontmatter only at the start of the file', () => {
    expect(markdownBody('---\na: 1\n---\n\nText\n\n---\n\nMore')).toBe('\nText\n\n---\n\nMore');
  });
});
