import {describe, expect, it} from 'vitest';
import {translationReport} from './plugin/report';
import type {LocaleMap} from './plugin/localeMap';
import {siteConfig} from '../../../site.config';

const sections = [
  {id: 'control', dir: 'content/control', routeBasePath: 'control', sourceLanguage: 'ru'},
  {id: 'api', dir: 'content/api', routeBasePath: 'api', sourceLanguage: 'en'},
] as const;

const map: LocaleMap = {
  locales: siteConfig.locales,
  pages: [
    {section: 'control', relPath: 'index.md', route: '/control/', in: {ru: true, en: true}},
    {section: 'control', relPath: 'howto/start.md', route: '/control/howto/start/', in: {ru: true, en: true}},
    {section: 'control', relPath: 'guide/matrix.md', route: '/control/guide/matrix/', in: {ru: true, en: false}},
    {section: 'api', relPath: 'index.md', route: '/api/', in: {ru: true, en: true}},
  ],
  others: [
    {
      kind: 'page',
      route: '/',
      in: {ru: true, en: true},
      files: {ru: 'src/pages/index.md', en: 'i18n/en/docusaurus-plugin-content-pages/index.md'},
    },
    {kind: 'page', route: '/news/', in: {ru: true, en: false}, files: {ru: 'src/pages/news.md'}},
    {
      kind: 'protected',
      route: '/demo/encrypt/',
      in: {ru: true, en: true},
      files: {ru: 'protected/ru/demo/encrypt.md', en: 'protected/en/demo/encrypt.md'},
    },
    {kind: 'protected', route: '/team/plan/', in: {ru: true, en: false}, files: {ru: 'protected/ru/team/plan.md'}},
    {kind: 'protected', route: '/guests/', in: {ru: false, en: true}, files: {en: 'protected/en/guests/index.md'}},
    {kind: 'tags', route: '/control/tags/', in: {ru: true, en: true}},
  ],
  orphans: [
    {file: 'i18n/en/docusaurus-plugin-content-docs-control/current/lost.md', expected: 'content/control/lost.md'},
  ],
};

const commits: Record<string, number> = {
  'content/control/howto/start.md': Date.UTC(2026, 9, 20) / 1000,
  'i18n/en/docusaurus-plugin-content-docs-control/current/howto/start.md': Date.UTC(2026, 9, 2) / 1000,
  'src/pages/index.md': Date.UTC(2026, 8, 1) / 1000,
  'i18n/en/docusaurus-plugin-content-pages/index.md': Date.UTC(2026, 8, 1) / 1000,
  'protected/ru/demo/encrypt.md': Date.UTC(2026, 10, 5) / 1000,
  'protected/en/demo/encrypt.md': Date.UTC(2026, 10, 1) / 1000,
};

const report = translationReport({
  locale: 'en',
  map,
  sections,
  lastCommit: (file) => commits[file] ?? null,
  headingsAgree: (ru) => ru !== 'content/control/index.md',
});
const text = report.lines.join('\n');

describe('i18n report', () => {
  it('lists translated and untranslated docs pages per section', () => {
    expect(text).toContain('control (/control/): 2 of 3 pages translated');
    expect(text).toContain('  ✗ /control/guide/matrix/  (content/control/guide/matrix.md)');
    expect(text).toContain('api (/api/): written in English, shown in every locale — 1 pages');
  });

  it('flags translations behind their original and those whose headings differ', () => {
    expect(text).toContain(
      '  ✓ /control/howto/start/  — Russian original changed after the translation (2026-10-20 > 2026-10-02)',
    );
    expect(text).toContain(
      '  ✓ /control/  — headings differ from the original (levels or order): the language switch cannot keep the reader at the same section',
    );
    expect(report.stale).toBe(2);
    expect(report.headingsDiffer).toBe(1);
  });

  it('reports the home page and other src/pages pages', () => {
    expect(text).toContain('pages (src/pages, the home page): 1 of 2 translated');
    expect(text).toContain('  ✓ /\n');
    expect(text).toContain('  ✗ /news/  (src/pages/news.md): /en/news/ shows the Russian text until it is translated');
  });

  it('reports protected pages in one or both languages', () => {
    expect(text).toContain('protected pages (protected/<locale>/): 1 of 3 in both languages');
    expect(text).toContain(
      '  ✓ /demo/encrypt/  — Russian original changed after the translation (2026-11-05 > 2026-11-01)',
    );
    expect(text).toContain('  ✗ /team/plan/  (protected/ru/team/plan.md): no English version');
    expect(text).toContain('  · /guests/  (protected/en/guests/index.md): English only, no Russian version');
  });

  it('reports English files that Docusaurus drops for want of an original', () => {
    expect(text).toContain('English files without a Russian original (Docusaurus does not build them): 1');
    expect(text).toContain(
      '  ! i18n/en/docusaurus-plugin-content-docs-control/current/lost.md  — no content/control/lost.md',
    );
    expect(report.orphans).toBe(1);
  });

  it('sums it up', () => {
    expect(report.untranslated).toBe(3);
    expect(report.lines.at(-1)).toBe(
      'Untranslated Russian pages: 3. Translations behind their original: 2. Translations whose headings differ: 1. English files without original: 1.',
    );
  });
});
