import {describe, expect, it} from 'vitest';
import {pageChromeClasses} from './client/PageChrome/pageChrome';
import {catalogFor, type SidebarNode} from '../catalog/shared/catalogTree';

describe('page chrome switches', () => {
  it('turns false switches into <html> classes and ignores everything else', () => {
    expect(pageChromeClasses({navbar: false, footer: false, copyright: false, breadcrumbIcon: false})).toEqual([
      'tessera-no-navbar',
      'tessera-no-footer',
      'tessera-no-copyright',
    ]);
    expect(pageChromeClasses({navbar: true, footer: 'Текст подвала', copyright: '© 2026'})).toEqual([]);
    expect(pageChromeClasses({})).toEqual([]);
  });
});

describe('catalog cards', () => {
  it('carry the cover of a page', () => {
    const sidebar: SidebarNode[] = [
      {
        type: 'category',
        label: 'Руководство',
        href: '/control/control-guide/',
        items: [
          {
            type: 'link',
            label: 'Матрица',
            href: '/control/control-guide/collision-matrix/',
            customProps: {cover: '/img/covers/collision-matrix.svg'},
          },
          {type: 'link', label: 'Проекты', href: '/control/control-guide/projects/'},
        ],
      },
    ];
    const nodes = catalogFor([sidebar], '/control/control-guide/', 3);
    expect(nodes.map((n) => n.cover)).toEqual(['/img/covers/collision-matrix.svg', undefined]);
  });
});
