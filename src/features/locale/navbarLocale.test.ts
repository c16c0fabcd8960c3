import {describe, expect, it} from 'vitest';
import type {NavbarItem} from '@docusaurus/theme-common';
import {navbarItems, withoutMissingPages} from '../navigation/plugin/navbar';
import {footer} from '../navigation/plugin/footer';
import {missingInLocale, type LocaleMap} from './plugin/localeMap';
import {siteConfig} from '../../../site.config';

const page = (section: string, route: string, inEn: boolean) => ({
  section,
  relPath: `${route.slice(1)}index.md`,
  route,
  in: {ru: true, en: inEn},
});

/** The site with its English product pages removed (Control among them): the products exist in Russian only. */
const withoutEnglishControl: LocaleMap = {
  locales: siteConfig.locales,
  pages: [
    page('control', '/control/', false),
    page('control', '/control/control-howto/', false),
    page('value', '/value/', false),
    page('space', '/space/', false),
    page('site', '/site/', false),
    page('api', '/api/', true),
    page('api', '/api/tessera/', true),
    page('viewer', '/api/tessera-viewer/', true),
  ],
  others: [],
  orphans: [],
};
const withEnglishControl: LocaleMap = {
  ...withoutEnglishControl,
  pages: withoutEnglishControl.pages.map((p) => ({...p, in: {ru: true, en: true}})),
};

const links = (items: readonly NavbarItem[]): string[] =>
  items.flatMap((item) => {
    const entry = item as {to?: string; items?: NavbarItem[]};
    return [...(entry.to ? [entry.to] : []), ...(entry.items ? links(entry.items) : [])];
  });

describe('links to pages a locale lacks', () => {
  it('are pages the other locale has; paths no locale has are broken links, not hidden', () => {
    const missing = missingInLocale(withoutEnglishControl, 'en');
    expect(missing('/control/control-howto/')).toBe(true);
    expect(missing('/control/control-howto')).toBe(true);
    expect(missing('/control/#catalog')).toBe(true);
    expect(missing('/api/tessera/')).toBe(false);
    expect(missing('/no-such-page/')).toBe(false);
    expect(missing('/')).toBe(false);
    expect(missingInLocale(withoutEnglishControl, 'ru')('/control/')).toBe(false);
  });

  it('leave the English navbar and footer when a section loses its English pages, instead of failing the build', () => {
    expect(links(navbarItems('en', missingInLocale(withEnglishControl, 'en')))).toContain('/control/control-howto/');
    const navbar = navbarItems('en', missingInLocale(withoutEnglishControl, 'en'));
    expect(links(navbar)).not.toContain('/control/control-howto/');
    expect(navbar.map((item) => item.type)).toEqual(expect.arrayContaining(['search', 'localeDropdown']));

    const columns = footer('en', missingInLocale(withoutEnglishControl, 'en')).links as {
      title: string;
      items: {to?: string}[];
    }[];
    expect(columns.map((c) => c.title)).toEqual(['Developers', 'Tessera']);
    expect(columns.flatMap((c) => c.items.map((i) => i.to))).not.toContain('/control/');
    expect((footer('en', missingInLocale(withEnglishControl, 'en')).links as unknown[]).length).toBe(3);
  });

  it('drop a dropdown only when none of its children is left', () => {
    const dropdown = {
      type: 'dropdown',
      label: 'Menu',
      items: [
        {label: 'A', to: '/a/'},
        {label: 'B', to: '/b/'},
      ],
    } as NavbarItem;
    expect(withoutMissingPages([dropdown], (p) => p === '/a/')).toEqual([
      {...dropdown, items: [{label: 'B', to: '/b/'}]},
    ]);
    expect(withoutMissingPages([dropdown], () => true)).toEqual([]);
    expect(navbarItems('ru')).toEqual(navbarItems('ru', () => false));
  });
});
