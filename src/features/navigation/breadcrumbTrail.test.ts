import {describe, expect, it} from 'vitest';
import {endsAtPage, levelIcon, shownLevels, unlistedPageCategories, type TrailItem} from './shared/breadcrumbTrail';

const link = (docId: string, href: string): TrailItem => ({type: 'link', docId, href, label: docId});
const guide: TrailItem = {
  type: 'category',
  label: 'Руководство',
  href: '/control/control-guide/',
  items: [
    link('control-guide/projects', '/control/control-guide/projects/'),
    {
      type: 'category',
      label: 'Проверки',
      items: [link('control-guide/checks/rules', '/control/control-guide/checks/rules/')],
    },
  ],
};
const sidebar: TrailItem[] = [link('index', '/control/'), guide, {type: 'html'}];

describe('breadcrumb of a page the sidebar does not list (index: false)', () => {
  it('sits under the categories of its folder', () => {
    expect(unlistedPageCategories(sidebar, 'control-guide/hidden').map((c) => c.label)).toEqual(['Руководство']);
    expect(unlistedPageCategories(sidebar, 'control-guide/checks/hidden').map((c) => c.label)).toEqual([
      'Руководство',
      'Проверки',
    ]);
  });

  it('falls back to the nearest folder the sidebar lists, and to the top of the section', () => {
    expect(unlistedPageCategories(sidebar, 'control-guide/empty-folder/hidden').map((c) => c.label)).toEqual([
      'Руководство',
    ]);
    expect(unlistedPageCategories(sidebar, 'hidden')).toEqual([]);
    expect(unlistedPageCategories(sidebar, 'nowhere/hidden')).toEqual([]);
  });

  it('tells a listed page (its breadcrumb ends at it) from an unlisted one', () => {
    expect(
      endsAtPage(
        [guide, link('control-guide/projects', '/control/control-guide/projects/')],
        '/control/control-guide/projects/',
      ),
    ).toBe(true);
    expect(endsAtPage([guide], '/control/control-guide/')).toBe(true);
    expect(endsAtPage([], '/control/control-guide/hidden/')).toBe(false);
  });
});

describe('breadcrumb levels (breadcrumbExclude, icon)', () => {
  const folder: TrailItem = {
    type: 'category',
    label: 'Пропущенный уровень',
    href: '/x/skipped/',
    items: [],
    customProps: {icon: 'filter', breadcrumbExclude: true},
  };
  const page: TrailItem = {type: 'link', label: 'Страница', href: '/x/skipped/inner/', customProps: {icon: 'check'}};

  it('leaves out the levels whose page asks for it, keeping the rest in order', () => {
    expect(shownLevels([folder, page]).map((l) => ('label' in l ? l.label : ''))).toEqual(['Страница']);
    expect(shownLevels([folder])).toEqual([]);
    expect(shownLevels([guide, page])).toEqual([guide, page]);
    // Only true excludes: other values are reported by the frontmatter check and dropped before.
    expect(shownLevels([{...page, customProps: {breadcrumbExclude: 'yes'}}])).toHaveLength(1);
  });

  it("shows the icon of a level's page when it names one", () => {
    expect(levelIcon(folder)).toBe('filter');
    expect(levelIcon(page)).toBe('check');
    expect(levelIcon(guide)).toBeUndefined();
    expect(levelIcon({type: 'link', label: 'x', href: '/x/', customProps: {icon: 5}})).toBeUndefined();
  });

  it('tells a breadcrumb that no longer ends at its page (the page left itself out)', () => {
    expect(
      endsAtPage(
        shownLevels([
          {...folder, customProps: {}},
          {...page, customProps: {breadcrumbExclude: true}},
        ]),
        '/x/skipped/inner/',
      ),
    ).toBe(false);
  });
});
