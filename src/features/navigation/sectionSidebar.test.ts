import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  formatSidebarProblem,
  keepExistingPages,
  parseSidebar,
  readSectionSidebar,
  withPageProps,
  type SidebarProblem,
} from './plugin/sectionSidebar';
import {pageSidebarProps} from './shared/pageProps';

const siteDir = path.resolve(__dirname, '../../..');
const docs = new Set(['index', 'all-meta', 'nested/index', 'nested/listed', 'skipped/index', 'skipped/inner']);
const lookup = {base: '/test-fixtures/legacy/', isDoc: (id: string) => docs.has(id)};

describe('a section sidebar written in the old vocabulary (sidebar.yml)', () => {
  it('keeps good items and reports each bad item or field with where it is', () => {
    const problems: SidebarProblem[] = [];
    const items = parseSidebar(
      [
        'index',
        {
          text: 'Группа',
          icon: 'no-such-icon',
          collapsible: 'нет',
          children: ['a', 42, {link: 'b'}],
          collapsable: false,
        },
        {text: 'Ссылка', link: 'all-meta', activeMatch: '(', expanded: true},
        '  ',
      ],
      problems,
    );
    expect(items).toEqual([
      'index',
      {text: 'Группа', children: ['a']},
      {text: 'Ссылка', link: 'all-meta', expanded: true},
    ]);
    expect(problems).toEqual([
      {
        where: 'item 2 ("Группа")',
        message:
          'field "icon" must be the name of an icon of src/features/icons/shared/icons.ts, got "no-such-icon"; it is ignored',
      },
      {where: 'item 2 ("Группа")', message: 'field "collapsible" must be true or false, got a string; it is ignored'},
      {where: 'item 2.2', message: 'must be a page path or an item with text, got a number; it is left out'},
      {where: 'item 2.3', message: 'field "text" must be a non-empty string, got nothing; it is left out'},
      {
        where: 'item 2 ("Группа")',
        message:
          'field "collapsable" is not a known field (text, link, icon, prefix, activeMatch, collapsible, expanded, children); it is ignored',
      },
      {where: 'item 3 ("Ссылка")', message: 'field "activeMatch" must be a regular expression, got "("; it is ignored'},
      {where: 'item 4', message: 'must be a page path or an item with text, got an empty string; it is left out'},
    ]);
    expect(formatSidebarProblem(siteDir, path.join(siteDir, 'content/control/sidebar.yml'), problems[0]!)).toBe(
      '[sidebar] content/control/sidebar.yml: item 2 ("Группа") field "icon" must be the name of an icon of src/features/icons/shared/icons.ts, got "no-such-icon"; it is ignored.',
    );
  });

  it('is not used when the file is not a list', () => {
    const problems: SidebarProblem[] = [];
    expect(parseSidebar({text: 'Одна'}, problems)).toBeUndefined();
    expect(problems[0]?.message).toMatch(
      /^must be a list of items, got an object; the section keeps its generated sidebar$/,
    );
  });

  it('leaves out links to pages the section does not have, following prefixes', () => {
    const problems: SidebarProblem[] = [];
    const kept = keepExistingPages(
      [
        'all-meta',
        'missing',
        {
          text: 'Папка',
          prefix: 'nested/',
          link: 'nested/',
          children: ['listed', 'gone.md', {text: 'Наверх', link: '/test-fixtures/legacy/'}],
        },
        {
          text: 'Нет папки',
          prefix: 'nowhere/',
          link: 'nowhere/',
          children: [{text: 'Сайт', link: 'https://tessera.example/'}],
        },
      ],
      lookup,
      problems,
    );
    expect(kept).toEqual([
      'all-meta',
      {
        text: 'Папка',
        prefix: 'nested/',
        link: 'nested/',
        children: ['listed', {text: 'Наверх', link: '/test-fixtures/legacy/'}],
      },
      {text: 'Нет папки', prefix: 'nowhere/', children: [{text: 'Сайт', link: 'https://tessera.example/'}]},
    ]);
    expect(problems).toEqual([
      {where: 'item 2', message: 'links to "missing", but the section has no page missing.md; it is left out'},
      {where: 'item 3.2', message: 'links to "gone.md", but the section has no page nested/gone.md; it is left out'},
      {
        where: 'item 4 ("Нет папки")',
        message:
          'links to "nowhere/", but the section has no page nowhere/index.md or nowhere.md; the group is shown without its link',
      },
    ]);
  });

  it('reads a file into Docusaurus sidebar items, or reports why it cannot', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidebar-'));
    const file = path.join(dir, 'sidebar.yml');
    fs.writeFileSync(
      file,
      '- index\n- text: Папка\n  prefix: skipped/\n  link: skipped/\n  collapsible: false\n  children:\n    - inner\n',
    );
    expect(readSectionSidebar(file, lookup)).toEqual({
      items: [
        {type: 'doc', id: 'index'},
        {
          type: 'category',
          label: 'Папка',
          collapsible: false,
          collapsed: false,
          link: {type: 'doc', id: 'skipped/index'},
          items: [{type: 'doc', id: 'skipped/inner'}],
        },
      ],
      problems: [],
    });
    fs.writeFileSync(file, '- index\n  - broken: [\n');
    const broken = readSectionSidebar(file, lookup);
    expect(broken.items).toBeUndefined();
    expect(broken.problems[0]?.message).toMatch(/^is not valid YAML \(.+\); the section keeps its generated sidebar$/);
    fs.rmSync(dir, {recursive: true});
  });

  it("gives page items and the categories of folder index pages the pages' icon, cover and breadcrumbExclude, under the item's own", () => {
    const frontMatter: Record<string, Record<string, unknown>> = {
      'skipped/index': {icon: 'filter', breadcrumbExclude: true},
      'nested/listed': {icon: 'tree', cover: '/img/a.svg'},
      'all-meta': {},
    };
    const propsOf = (id: string): Record<string, unknown> => pageSidebarProps(frontMatter[id] ?? {});
    expect(
      withPageProps(
        [
          {
            type: 'category',
            link: {type: 'doc', id: 'skipped/index'},
            customProps: {icon: 'check'},
            items: [{type: 'doc', id: 'nested/listed'}],
          },
          {type: 'doc', id: 'all-meta'},
          {type: 'link'},
        ],
        propsOf,
      ),
    ).toEqual([
      {
        type: 'category',
        link: {type: 'doc', id: 'skipped/index'},
        customProps: {icon: 'check', breadcrumbExclude: true},
        items: [{type: 'doc', id: 'nested/listed', customProps: {icon: 'tree', cover: '/img/a.svg'}}],
      },
      {type: 'doc', id: 'all-meta'},
      {type: 'link'},
    ]);
  });

  it('takes from a page only the fields the theme shows around it', () => {
    expect(pageSidebarProps({icon: 'tree', cover: '/img/a.svg', breadcrumbExclude: true, title: 'T'})).toEqual({
      icon: 'tree',
      cover: '/img/a.svg',
      breadcrumbExclude: true,
    });
    expect(pageSidebarProps({breadcrumbExclude: false, icon: 5})).toEqual({});
  });
});
