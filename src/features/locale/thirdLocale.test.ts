/**
 * A site with a third locale: the locale map, the language switch's targets
 * and the navigation follow the locale list alone. A synthetic German locale
 * translates both Control pages, English only the overview; the API section
 * is written in English and serves every locale.
 */
import fs from 'node:fs';
import type {NavbarItem} from '@docusaurus/theme-common';
import {describe, expect, it} from 'vitest';
import {
  anchorPairsFor,
  buildLocaleMap,
  localeRoutes,
  missingInLocale,
  markdownBody,
  sectionHasLocale,
  untranslatedFiles,
  type LocaleSet,
} from './plugin/localeMap';
import {globalDataOf, missingRoutes} from './plugin';
import {pairedLookup, type PairedLookup} from './shared/pairedRoutes';
import {otherLanguageTargets} from './plugin/otherLanguageLinks';
import {localeBaseUrl, pageSituation, switchTarget} from './shared/switchTarget';
import {menu, withoutMissingPages} from '../navigation/plugin/navbar';
import {TEST_SECTIONS, tempSite} from '../../../tests/unit/tempSite';

type Three = 'ru' | 'en' | 'de';
const LOCALES: LocaleSet<Three> = {all: ['ru', 'en', 'de'], defaultLocale: 'ru'};
const sections = TEST_SECTIONS;

const {dir: siteDir, write} = tempSite('tessera-third-locale-');
const docs = (locale: string, rel: string): string =>
  `i18n/${locale}/docusaurus-plugin-content-docs-control/current/${rel}`;
write('content/control/index.md', '---\ntitle: Обзор\ntag: [BIM]\n---\n\n## Что нового\n');
const ruGuide = write('content/control/guide.md', '---\ntitle: Руководство\n---\n\n## Установка\n\n## Проверки\n');
write(docs('en', 'index.md'), '---\ntitle: Overview\ntag: [BIM]\n---\n\n## What is new\n');
write(docs('de', 'index.md'), '---\ntitle: Überblick\n---\n\n## Neuigkeiten\n');
const deGuide = write(docs('de', 'guide.md'), '---\ntitle: Handbuch\n---\n\n## Installation\n\n## Prüfungen\n');
write(docs('de', 'lost.md'), '---\ntitle: Verloren\n---\n');
write('content/api/index.md', '---\ntitle: API\n---\n\n## Authentication\n');
write('src/pages/index.md', '---\ntitle: Главная\n---\n');
write('i18n/de/docusaurus-plugin-content-pages/index.md', '---\ntitle: Startseite\n---\n');
write('protected/ru/demo.md', '---\ntitle: Демо\n---\n');
write('protected/de/demo.md', '---\ntitle: Demo\n---\n');

const map = buildLocaleMap(siteDir, sections, LOCALES);

describe('the locale map of a site with three locales', () => {
  it('records for every page in which of the three locales it exists', () => {
    const presence = Object.fromEntries([...map.pages, ...map.others].map((p) => [p.route, p.in]));
    expect(presence['/control/']).toEqual({ru: true, en: true, de: true});
    expect(presence['/control/guide/']).toEqual({ru: true, en: false, de: true});
    expect(presence['/api/']).toEqual({ru: true, en: true, de: true});
    expect(presence['/demo/']).toEqual({ru: true, en: false, de: true});
    // Only the Russian and English overviews are tagged.
    expect(presence['/control/tags/']).toEqual({ru: true, en: true, de: false});
  });

  it('tells each build which files to leave out and which routes it must have', () => {
    expect(untranslatedFiles(map, 'control', 'en')).toEqual(['guide.md']);
    expect(untranslatedFiles(map, 'control', 'de')).toEqual([]);
    expect(untranslatedFiles(map, 'control', 'ru')).toEqual([]);
    expect(sectionHasLocale(map, 'control', 'de')).toBe(true);
    const built = localeRoutes(map, 'de').map((route) => `/de${route}`);
    expect(missingRoutes(map, 'de', built, '/de/')).toEqual([]);
    expect(map.orphans).toEqual([{file: docs('de', 'lost.md'), expected: 'content/control/lost.md'}]);
  });

  it('publishes, per other locale, the routes the switch can keep', () => {
    const {paired} = globalDataOf(map, 'en');
    expect(paired.en).toEqual({folders: [], routes: []});
    const enDe = pairedLookup(paired.de);
    expect(['/control/', '/api/'].every((route) => enDe.has(route))).toBe(true);
    expect(enDe.has('/control/guide/')).toBe(false);
    const deRu = pairedLookup(globalDataOf(map, 'de').paired.ru);
    expect(['/control/guide/', '/', '/demo/'].every((route) => deRu.has(route))).toBe(true);
  });

  it("pairs a German page's section anchors with the Russian original's", () => {
    const pairs = anchorPairsFor(siteDir, sections, LOCALES, deGuide, markdownBody(fs.readFileSync(deGuide, 'utf8')));
    expect(pairs).toEqual({ru: {installation: 'установка', prüfungen: 'проверки'}});
    expect(anchorPairsFor(siteDir, sections, LOCALES, ruGuide, markdownBody(fs.readFileSync(ruGuide, 'utf8')))).toEqual(
      {de: {установка: 'installation', проверки: 'prüfungen'}},
    );
  });
});

describe('the language switch with three locales', () => {
  const pairedFrom = (from: Three, to: Three): PairedLookup => pairedLookup(globalDataOf(map, from).paired[to]);
  const target = (from: Three, to: Three, pathname: string, hash = '', anchors = {}): string =>
    switchTarget({
      pathname,
      hash,
      fromBase: localeBaseUrl(from === 'ru' ? '/' : `/${from}/`, from, 'ru', from),
      toBase: localeBaseUrl(from === 'ru' ? '/' : `/${from}/`, from, 'ru', to),
      paired: pairedFrom(from, to),
      anchors,
    });

  it('leads from German to the same page in Russian, and to the English home where English lacks it', () => {
    expect(target('de', 'ru', '/de/control/guide/', '#installation', {installation: 'установка'})).toBe(
      '/control/guide/#установка',
    );
    expect(target('de', 'en', '/de/control/guide/')).toBe('/en/');
    expect(pageSituation('/control/guide/', pairedFrom('de', 'en'), false)).toBe('untranslated');
    expect(target('en', 'de', '/en/control/')).toBe('/de/control/');
    expect(target('ru', 'de', '/demo/')).toBe('/de/demo/');
  });

  it('sends a link to a page English lacks to the Russian page first', () => {
    expect(otherLanguageTargets(map, sections, 'en')('/control/guide/')).toEqual({
      locale: 'ru',
      href: '/control/guide/',
      file: 'content/control/guide.md',
    });
    expect(otherLanguageTargets(map, sections, 'de')('/control/guide/')).toBeUndefined();
  });
});

describe('navigation with three locales', () => {
  const links = (items: readonly NavbarItem[]): string[] =>
    items.flatMap((item) => {
      const entry = item as {to?: string; items?: NavbarItem[]};
      return [...(entry.to ? [entry.to] : []), ...(entry.items ? links(entry.items) : [])];
    });
  const control = (locale: Three): NavbarItem =>
    menu(
      'Tessera Control',
      'control',
      [
        {text: 'Overview', link: '/control/'},
        {text: 'Guide', link: '/control/guide/'},
      ],
      locale,
    );

  it('keeps the links each locale has and marks its own section active under its prefix', () => {
    expect(links(withoutMissingPages([control('de')], missingInLocale(map, 'de')))).toEqual([
      '/control/',
      '/control/guide/',
    ]);
    expect(links(withoutMissingPages([control('en')], missingInLocale(map, 'en')))).toEqual(['/control/']);
    const activeRule = (item: NavbarItem): string | undefined => (item as {activeBaseRegex?: string}).activeBaseRegex;
    expect(activeRule(control('de'))).toBe('^/de/control/');
    expect(activeRule(control('ru'))).toBe('^/control/');
  });
});
