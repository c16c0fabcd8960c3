import {describe, expect, it} from 'vitest';
import {endsAtPage, unlistedPageCategories, type TrailItem} from '../../src/navigation/breadcrumbTrail';

const link = (docId: string, href: string): TrailItem => ({type: 'link', docId, href, label: docId});
const guide: TrailItem = {
  type: 'category',
  label: 'Руководство',
  href: '/control/control-guide/',
  items: [
    link('control-guide/projects', '/control/control-guide/projects/'),
    {type: 'category', label: 'Проверки', items: [link('control-guide/checks/rules', '/control/control-guide/checks/rules/')]},
  ],
};
const sidebar: TrailItem[] = [link('index', '/control/'), guide, {type: 'html'}];

describe('breadcrumb of a page the sidebar does not list (index: false)', () => {
  it('sits under the categories of its folder', () => {
    expect(unlistedPageCategories(sidebar, 'control-guide/hidden').map((c) => c.label)).toEqual(['Руководство']);
    expect(unlistedPageCategories(sidebar, 'control-guide/checks/hidden').map((c) => c.label)).toEqual(['Руководство', 'Проверки']);
  });

  it('falls back to the nearest folder the sidebar lists, and to the top of the section', () => {
    expect(unlistedPageCategories(sidebar, 'control-guide/empty-folder/hidden').map((c) => c.label)).toEqual(['Руководство']);
    expect(unlistedPageCategories(sidebar, 'hidden')).toEqual([]);
    expect(unlistedPageCategories(sidebar, 'nowhere/hidden')).toEqual([]);
  });

  it('tells a listed page (its breadcrumb ends at it) from an unlisted one', () => {
    expect(endsAtPage([guide, link('control-guide/projects', '/control/control-guide/projects/')], '/control/control-guide/projects/')).toBe(true);
    expect(endsAtPage([guide], '/control/control-guide/')).toBe(true);
    expect(endsAtPage([], '/control/control-guide/hidden/')).toBe(false);
  });
});
