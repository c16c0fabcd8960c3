import {describe, expect, it} from 'vitest';
import {iconLabelHtml, joinLink, toNavbarItem, toSidebarItem} from '../../src/navigation/navItems';

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
      children: [{text: 'Руководство', link: 'control-guide/'}, 'control-howto/', {text: 'Сайт', link: 'https://tessera.example/'}],
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

  it('makes a link of a leaf item and an external link of a URL', () => {
    expect(toNavbarItem({text: 'Uniformat RU', link: '/uniformat/', activeMatch: '^/uniformat/'}, 'right')).toEqual({
      label: 'Uniformat RU', to: '/uniformat/', activeBaseRegex: '^/uniformat/', position: 'right',
    });
    expect(toNavbarItem({text: 'Site', link: 'https://tessera.example/'})).toEqual({label: 'Site', href: 'https://tessera.example/', position: 'left'});
  });

  it('draws a known icon before the text and escapes the text', () => {
    const item = toNavbarItem({text: 'A & B', link: '/a/', icon: 'layers'}) as {html?: string; label?: string};
    expect(item.label).toBeUndefined();
    expect(item.html).toMatch(/^<svg class="tessera-nav-icon"[^>]*aria-hidden="true"[^>]*><path d="[^"]+"\/><\/svg>A &amp; B$/);
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
    expect(toSidebarItem({text: 'Всегда открыто', collapsible: false, children: ['a']})).toMatchObject({collapsible: false, collapsed: false});
    expect(toSidebarItem({text: 'Свёрнуто', children: ['a']})).toMatchObject({collapsible: true, collapsed: true});
  });
});
