import {describe, expect, it} from 'vitest';
import {catalogFor, type SidebarNode} from './shared/catalogTree';

const link = (href: string, label: string): SidebarNode => ({type: 'link', href, label});
const sidebar: SidebarNode[] = [
  link('/control/', 'Tessera Control'),
  {
    type: 'category',
    label: 'Руководство',
    href: '/control/control-guide/',
    items: [
      link('/control/control-guide/projects-window/', 'Проекты'),
      {
        type: 'category',
        label: 'Проверки',
        href: '/control/control-guide/checks/',
        items: [
          link('/control/control-guide/checks/a/', 'A'),
          {type: 'category', label: 'Глубже', items: [link('/control/control-guide/checks/deep/x/', 'X')]},
        ],
      },
    ],
  },
  {type: 'category', label: 'Инструкции', href: '/control/control-howto/', items: []},
];

describe('catalogFor', () => {
  it('lists the children of a folder index page', () => {
    const nodes = catalogFor([sidebar], '/control/control-guide/', 3);
    expect(nodes.map((n) => n.label)).toEqual(['Проекты', 'Проверки']);
    expect(nodes[1]?.children.map((n) => n.label)).toEqual(['A', 'Глубже']);
    expect(nodes[1]?.children[1]?.children.map((n) => n.label)).toEqual(['X']);
  });

  it('stops at the requested depth', () => {
    const nodes = catalogFor([sidebar], '/control/control-guide/', 1);
    expect(nodes[1]?.children).toEqual([]);
  });

  it('lists the whole section below a landing page, without the landing itself', () => {
    const nodes = catalogFor([sidebar], '/control/', 1);
    expect(nodes.map((n) => n.label)).toEqual(['Руководство', 'Инструкции']);
  });

  it('returns nothing for a page without children', () => {
    expect(catalogFor([sidebar], '/control/control-howto/', 3)).toEqual([]);
  });
});
