import {describe, expect, it} from 'vitest';
import type {NavbarItem} from '@docusaurus/theme-common';
import {navbarItems} from './plugin/navbar';

interface Entry {
  readonly html?: string;
  readonly label?: string;
  readonly to?: string;
  readonly activeBaseRegex?: string;
  readonly items?: readonly Entry[];
}

/** The product menus of a navbar by their visible name ("Tessera Control"). */
function menus(items: readonly NavbarItem[]): Map<string, Entry> {
  const entries = items as readonly Entry[];
  return new Map(
    entries
      .filter((item) => item.items)
      .map((item) => [(item.label ?? item.html ?? '').replace(/<[^>]+>/g, ''), item] as const),
  );
}

const matches = (regex: string | undefined, path: string): boolean =>
  regex !== undefined && new RegExp(regex).test(path);

describe('product menus', () => {
  const ru = menus(navbarItems('ru'));
  const en = menus(navbarItems('en'));

  it('lead from every product to the glossary and to the product’s own keyboard shortcuts and possible errors', () => {
    for (const [name, anchor] of [
      ['Tessera', ''],
      ['Tessera Space', '#tessera-space'],
      ['Tessera Value', '#tessera-value'],
      ['Tessera Control', '#tessera-control'],
      ['Tessera Site', '#tessera-site'],
    ] as const) {
      const links = ru.get(name)?.items?.map((item) => item.to);
      expect(links, name).toContain('/tessera/tessera-reference/glossary/');
      expect(links, name).toContain(`/tessera/tessera-reference/keyboard-shortcuts/${anchor}`);
      expect(links, name).toContain(`/tessera/tessera-reference/troubleshooting/${anchor}`);
    }
    for (const [name, anchor] of [
      ['Tessera', ''],
      ['Tessera Space', '#tessera-space'],
      ['Tessera Value', '#tessera-value'],
      ['Tessera Control', '#tessera-control'],
      ['Tessera Site', '#tessera-site'],
    ] as const) {
      const links = en.get(name)?.items?.map((item) => item.to);
      expect(links, `en ${name}`).toContain('/tessera/tessera-reference/glossary/');
      expect(links, `en ${name}`).toContain(`/tessera/tessera-reference/keyboard-shortcuts/${anchor}`);
      expect(links, `en ${name}`).toContain(`/tessera/tessera-reference/troubleshooting/${anchor}`);
    }
  });

  it('in English: every product with English pages, in the Russian order, and none that would lead to Russian pages', () => {
    expect([...en.keys()]).toEqual([
      'Tessera',
      'Tessera Space',
      'Tessera Value',
      'Tessera Control',
      'Tessera Site',
      'Tessera API',
    ]);
    expect([...ru.keys()].filter((name) => en.has(name))).toEqual([...en.keys()]);
    for (const name of ['Tessera Space', 'Tessera Value', 'Tessera Control', 'Tessera Site']) {
      expect(
        en
          .get(name)
          ?.items?.slice(0, 3)
          .map((item) => item.label),
        name,
      ).toEqual(['Overview', 'User guide', 'Tutorials']);
    }
    // The developer docs are English in both trees: the same pages as the Russian menu's.
    expect(en.get('Tessera API')?.items?.map((item) => item.to)).toEqual(
      ru.get('Tessera API')?.items?.map((item) => item.to),
    );
    expect(matches(en.get('Tessera API')?.activeBaseRegex, '/en/api/tessera/tessera-howto/auth/')).toBe(true);
    expect(matches(en.get('Tessera Space')?.activeBaseRegex, '/en/space/space-guide/collisions/')).toBe(true);
    // Value's web version has its own folder, so its menu names it as the Russian one does.
    expect(en.get('Tessera Value')?.items?.[3]).toMatchObject({label: 'Web version', to: '/value/value-web/'});
    expect(matches(en.get('Tessera Value')?.activeBaseRegex, '/en/value/value-web/trees/')).toBe(true);
  });

  it('are active on their own section’s pages in either locale, not on a shared reference page', () => {
    expect(matches(ru.get('Tessera Control')?.activeBaseRegex, '/control/control-guide/collision-matrix/')).toBe(true);
    expect(matches(ru.get('Tessera Control')?.activeBaseRegex, '/tessera/tessera-reference/glossary/')).toBe(false);
    expect(matches(ru.get('Tessera')?.activeBaseRegex, '/tessera/tessera-reference/glossary/')).toBe(true);
    expect(matches(en.get('Tessera Control')?.activeBaseRegex, '/en/control/control-howto/')).toBe(true);
    expect(matches(en.get('Tessera Control')?.activeBaseRegex, '/control/control-howto/')).toBe(false);
    expect(matches(en.get('Tessera')?.activeBaseRegex, '/en/tessera/tessera-reference/keyboard-shortcuts/')).toBe(true);
  });

  it('mark the shared pages as current in the platform’s menu only', () => {
    const glossary = '/tessera/tessera-reference/glossary/';
    const current = (menu: Entry | undefined) =>
      menu?.items?.filter((item) => matches(item.activeBaseRegex, glossary)).length ?? 0;
    expect(current(ru.get('Tessera'))).toBe(1);
    for (const name of ['Tessera Space', 'Tessera Value', 'Tessera Control', 'Tessera Site'])
      expect(current(ru.get(name)), name).toBe(0);
  });
});
