import {describe, expect, it} from 'vitest';
import {commonFolder, iconLabelHtml, joinLink, sidebarDocIds, toNavbarItem, toSidebarItem} from './plugin/navItems';

describe('navigation items in the old site vocabulary', () => {
  it('joins child links under the prefix, leaving absolute and external links alone', () => {
    expect(joinLink('/control/', 'control-guide/')).toBe('/control/control-guide/');
    expect(joinLink('/control', './control-howto/')).toBe('/control/control-howto/');
    expect(joinLink('/control/', '/value/')).toBe('/value/');
    expect(joinLink('/control/', 'https://tessera.example/')).toBe('https://tessera.example/');
    expect(joinLink(undefined, 'a/')).toBe('a/');
  });

  it('makes a dropdown of an item with children, active by activeMatch', () => {
    const item = toNavbarItem({
      text: 'Tessera Control',
      prefix: '/control/',
      activeMatch: '^/control/',
      children: [
        {text: 'Руководство', link: 'control-guide/'},
        'control-howto/',
        {text: 'Сайт', link: 'https://tessera.example/'},
      ],
    });
    expect(item).toMatchObject({
      type: 'dropdown',
      label: 'Tessera Control',
      position: 'left',
      activeBaseRegex: '^/control/',
      items: [
        {label: 'Руководство', to: '/control/control-guide/', activeBaseRegex: '^/control/control-guide/$'},
        {label: 'control-howto/', to: '/control/control-howto/'},
        {label: 'Сайт', href: 'https://tessera.example/'},
      ],
    });
  });

  it('makes a dropdown whose children share a folder active below that folder', () => {
    const product = toNavbarItem({
      text: 'Tessera Value',
      prefix: '/value/',
      children: [
        {text: 'Обзор', link: '/value/'},
        {text: 'Веб', link: 'value-web/'},
      ],
    });
    expect(product).toMatchObject({type: 'dropdown', activeBasePath: '/value/'});
    expect(product).not.toHaveProperty('activeBaseRegex');
    // Children in different sections, or an external one: no folder, so never active by default.
    expect(
      toNavbarItem({
        text: 'Разное',
        children: [
          {text: 'A', link: '/control/'},
          {text: 'B', link: '/value/'},
        ],
      }),
    ).not.toHaveProperty('activeBasePath');
    expect(
      toNavbarItem({
        text: 'Разное',
        children: [
          {text: 'A', link: '/control/'},
          {text: 'B', link: 'https://tessera.example/'},
        ],
      }),
    ).not.toHaveProperty('activeBasePath');
    // activeMatch, when given, decides.
    expect(
      toNavbarItem({text: 'V', activeMatch: '^/value/web', children: [{text: 'A', link: '/value/'}]}),
    ).toMatchObject({activeBaseRegex: '^/value/web'});
    expect(
      toNavbarItem({text: 'V', activeMatch: '^/value/web', children: [{text: 'A', link: '/value/'}]}),
    ).not.toHaveProperty('activeBasePath');
  });

  it('finds the folder links share', () => {
    expect(commonFolder(['/api/', '/api/tessera/', '/api/tessera-viewer/'])).toBe('/api/');
    expect(commonFolder(['/control/control-guide/a/', '/control/control-guide/b/?x#y'])).toBe(
      '/control/control-guide/',
    );
    expect(commonFolder(['/control/', '/value/'])).toBeUndefined();
    expect(commonFolder(['/'])).toBeUndefined();
    expect(commonFolder(['relative/'])).toBeUndefined();
    expect(commonFolder([])).toBeUndefined();
  });

  it('makes a link of a leaf item and an external link of a URL', () => {
    expect(toNavbarItem({text: 'Uniformat RU', link: '/uniformat/', activeMatch: '^/uniformat/'}, 'right')).toEqual({
      label: 'Uniformat RU',
      to: '/uniformat/',
      activeBaseRegex: '^/uniformat/',
      position: 'right',
    });
    expect(toNavbarItem({text: 'Site', link: 'https://tessera.example/'})).toEqual({
      label: 'Site',
      href: 'https://tessera.example/',
      position: 'left',
    });
  });

  it('draws a known icon before the text and escapes the text', () => {
    const item = toNavbarItem({text: 'A & B', link: '/a/', icon: 'layers'}) as {html?: string; label?: string};
    expect(item.label).toBeUndefined();
    expect(item.html).toMatch(
      /^<svg class="tessera-nav-icon"[^>]*aria-hidden="true"[^>]*><path d="[^"]+"\/><\/svg>A &amp; B$/,
    );
    expect(iconLabelHtml('no-such-icon', '<b>')).toBe('&lt;b&gt;');
  });

  it('makes sidebar groups honouring collapsible and expanded', () => {
    const group = toSidebarItem({
      text: 'Руководство',
      icon: 'layers',
      prefix: 'control-guide/',
      link: 'control-guide/',
      expanded: true,
      children: ['collision-matrix', 'projects-window.md', {text: 'API', link: '/api/'}],
    });
    expect(group).toEqual({
      type: 'category',
      label: 'Руководство',
      collapsible: true,
      collapsed: false,
      customProps: {icon: 'layers'},
      link: {type: 'doc', id: 'control-guide/index'},
      items: [
        {type: 'doc', id: 'control-guide/collision-matrix'},
        {type: 'doc', id: 'control-guide/projects-window'},
        {type: 'link', label: 'API', href: '/api/'},
      ],
    });
    expect(toSidebarItem({text: 'Всегда открыто', collapsible: false, children: ['a']})).toMatchObject({
      collapsible: false,
      collapsed: false,
    });
    expect(toSidebarItem({text: 'Свёрнуто', children: ['a']})).toMatchObject({collapsible: true, collapsed: true});
  });

  it('names pages by file path or by site path inside the section', () => {
    expect(sidebarDocIds('all-meta.md')).toEqual(['all-meta']);
    expect(sidebarDocIds('./nested/listed')).toEqual(['nested/listed']);
    expect(sidebarDocIds('nested/')).toEqual(['nested/index', 'nested']);
    expect(sidebarDocIds('')).toEqual(['index']);
    expect(sidebarDocIds('/control/control-guide/projects/', '/control/')).toEqual([
      'control-guide/projects/index',
      'control-guide/projects',
    ]);
    expect(sidebarDocIds('/control/', '/control/')).toEqual(['index']);
    expect(sidebarDocIds('/control', '/control/')).toEqual(['index']);
    expect(sidebarDocIds('/value/', '/control/')).toEqual([]);
    expect(sidebarDocIds('/control-other/', '/control/')).toEqual([]);
    expect(sidebarDocIds('https://tessera.example/', '/control/')).toEqual([]);
  });

  it('resolves a leaf link under its parent prefix to the page, with its text, icon and activeMatch', () => {
    const docs = new Set(['nested/index', 'nested/listed', 'all-meta', 'index']);
    const context = {base: '/test-fixtures/legacy/', isDoc: (id: string) => docs.has(id)};
    const group = toSidebarItem(
      {
        text: 'Вложенная папка',
        prefix: 'nested/',
        link: 'nested/',
        children: [
          {text: 'Страница в каталоге', icon: 'check', link: 'listed', activeMatch: '/nested/'},
          {text: 'Метаданные', link: '/test-fixtures/legacy/all-meta/'},
        ],
      },
      context,
    );
    expect(group).toMatchObject({
      type: 'category',
      link: {type: 'doc', id: 'nested/index'},
      items: [
        {
          type: 'doc',
          id: 'nested/listed',
          label: 'Страница в каталоге',
          customProps: {icon: 'check', activeMatch: '/nested/'},
        },
        {type: 'doc', id: 'all-meta', label: 'Метаданные'},
      ],
    });
    // A site path that is no page of the section (a tag index, another section) stays a link.
    expect(toSidebarItem({text: 'Теги', link: '/test-fixtures/legacy/tags/'}, context)).toEqual({
      type: 'link',
      label: 'Теги',
      href: '/test-fixtures/legacy/tags/',
    });
    // The section's own address is its index page.
    expect(toSidebarItem({text: 'Начало', link: '/test-fixtures/legacy/'}, context)).toEqual({
      type: 'doc',
      id: 'index',
      label: 'Начало',
    });
    // Neither link nor children: plain text.
    expect(toSidebarItem({text: 'A & B'}, context)).toEqual({
      type: 'html',
      value: '<span class="tessera-sidebar-text">A &amp; B</span>',
      defaultStyle: true,
    });
  });
});
