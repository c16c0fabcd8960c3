/**
 * Part docs-version-data: a docs version's data loses its `docs` map (the
 * title and description of every page of the section) and keeps the rest; a
 * file of another shape stops the build; generated-index categories, which
 * would need that map, are found at any depth. Its sidebars reach the browser
 * as skeletons: collapsed categories wait for the children a route shard
 * registers, and once a page's shard has run the categories above it are
 * whole, as the server renders them.
 */
import {createRequire} from 'node:module';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkNoDocCardList from '../src/plugin/remarkNoDocCardList';
import {
  generatedIndexCategories,
  pageKeysOf,
  VERSION_DATA_TEST,
  type SidebarsEntry,
} from '../src/plugin/docsVersionData';
import {adoptSidebars, isPending, registerSidebarChildren, sidebarOfPage} from '../src/client/sidebarChildren';
import type {SidebarItemLike} from '../src/plugin/options';

const require = createRequire(import.meta.url);
const {withoutDocs, browserModule, otherProps} = require('../src/plugin/versionDataLoader.cjs') as {
  otherProps: (source: string) => boolean;
  withoutDocs: (source: string, file: string, keepDocs?: boolean) => string;
  browserModule: (source: string, file: string, entries: SidebarsEntry[], shardedPaths: Set<string>) => string;
};
type Items = Record<string, unknown>[];
const skeleton = require('../src/plugin/sidebarSkeleton.cjs') as {
  skeletonSidebars: (entry: SidebarsEntry, shardedPaths: Set<string>) => Record<string, Items>;
  shardChildren: (entries: SidebarsEntry[], pages: string[], shardedPaths: Set<string>) => Record<string, Items>;
};

const version = {
  pluginId: 'control',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {
    section: [{type: 'link', label: 'Матрица коллизий', href: '/control/matrix/', docId: 'matrix', unlisted: false}],
  },
  docs: {
    matrix: {
      id: 'matrix',
      title: 'Матрица коллизий',
      description: 'Какие пары разделов проверять.',
      sidebar: 'section',
    },
  },
};

describe('docs version data', () => {
  it('keeps the version and its sidebars, and drops the map of every page', () => {
    const out = (
      JSON.parse(withoutDocs(JSON.stringify({version}), 'p/control-current.json')) as {version: typeof version}
    ).version;
    expect(out.docs).toEqual({});
    expect(out.docsSidebars).toEqual(version.docsSidebars);
    expect({...out, docs: version.docs}).toEqual(version);
  });

  it('keeps the map with the option keepDocsMap, for sites whose pages show doc cards', () => {
    const kept = JSON.parse(withoutDocs(JSON.stringify({version}), 'p/control-current.json', true)) as {
      version: typeof version;
    };
    expect(kept.version).toEqual(version);
  });

  it('stops on data of another shape, naming the file', () => {
    const {docsSidebars: _sidebars, ...withoutSidebars} = version;
    expect(() => withoutDocs(JSON.stringify({version: withoutSidebars}), '/x/p/control-current.json')).toThrow(
      /\/x\/p\/control-current\.json.*docsSidebars/,
    );
    expect(() => withoutDocs(JSON.stringify({version: {...version, docs: null}}), 'f.json')).toThrow(
      /update the loader/,
    );
    // The prop not wrapped in `version`, as an older or newer Docusaurus might write it.
    expect(() => withoutDocs(JSON.stringify(version), 'f.json')).toThrow(/missing: version/);
  });

  it('matches the version data modules only', () => {
    expect(
      VERSION_DATA_TEST.test('/site/.docusaurus/docusaurus-plugin-content-docs/control/p/control-ru-current-abc.json'),
    ).toBe(true);
    expect(VERSION_DATA_TEST.test('/site/.docusaurus/docusaurus-plugin-content-docs/control/__plugin.json')).toBe(
      false,
    );
    expect(
      VERSION_DATA_TEST.test('/site/.docusaurus/docusaurus-plugin-content-docs/control/site-docs-x-md-abc.json'),
    ).toBe(false);
  });

  it('finds generated-index categories at any depth', () => {
    const sidebar = [
      {type: 'doc', id: 'a'},
      {
        type: 'category',
        label: 'Guide',
        link: {type: 'doc'},
        items: [{type: 'category', label: 'Cards', link: {type: 'generated-index'}, items: []}],
      },
    ];
    expect(generatedIndexCategories(sidebar)).toEqual(['Cards']);
    expect(generatedIndexCategories([{type: 'category', label: 'Plain', items: []}])).toEqual([]);
  });

  it('stops the build on a page with <DocCardList>, naming the file, and passes a page with a catalog', async () => {
    const options = {remarkPlugins: [remarkNoDocCardList]};
    await expect(
      compile({path: 'content/control/guide.mdx', value: '# Guide\n\n<DocCardList />\n'}, options),
    ).rejects.toThrow(/content\/control\/guide\.mdx uses <DocCardList>/);
    await expect(
      compile(
        {path: 'content/control/index.mdx', value: '# Control\n\n<Catalog />\n\nText with DocCardList in prose.\n'},
        options,
      ),
    ).resolves.toBeDefined();
  });

  describe('sidebar skeleton', () => {
    const link = (href: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
      type: 'link',
      href,
      label: href,
      docId: href.slice(3),
      unlisted: false,
      ...extra,
    });
    const category = (label: string, items: Items, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
      type: 'category',
      label,
      collapsible: true,
      collapsed: true,
      items,
      ...extra,
    });
    const sidebars = {
      section: [
        link('/v/'),
        category(
          'Guide',
          [
            link('/v/guide/a'),
            category('Deep', [link('/v/guide/deep/x'), link('/v/guide/deep/y')], {href: '/v/guide/deep/'}),
          ],
          {href: '/v/guide/'},
        ),
        category('Open', [link('/v/open/a'), category('Shut', [link('/v/open/shut/b')])], {collapsed: false}),
        category('Matched', [link('/v/matched/a')], {customProps: {activeMatch: '^/v/matched'}}),
        category('Hidden', [link('/v/hidden/a', {unlisted: true})], {href: '/v/hidden/'}),
        category('No page', [link('/v/nopage/a'), link('/v/nopage/b')]),
        category('Outside', [link('https://example.com/', {docId: undefined})]),
      ],
    };
    const docs = [{id: 'guide/deep/z', permalink: '/v/guide/deep/z', sidebar: 'section'}];
    // A site's `pageCategories`: for a page no sidebar lists, the categories whose page is a folder above it.
    const foldersAbove = (list: readonly SidebarItemLike[], docId: string): SidebarItemLike[] =>
      list.flatMap((item) =>
        item.type === 'category' && typeof item.href === 'string' && `/v/${docId}`.startsWith(item.href)
          ? [item, ...foldersAbove(item.items ?? [], docId)]
          : [],
      );
    const entry: SidebarsEntry = {
      pluginId: 'value',
      version: 'current',
      sidebars,
      pageKeys: pageKeysOf(sidebars, 'value', 'current', docs, foldersAbove),
    };
    const pages = Object.keys(entry.pageKeys);
    const sharded = new Set([
      ...pages,
      '/v/guide/a',
      '/v/open/a',
      '/v/matched/a',
      '/v/nopage/a',
      '/v/nopage/b',
      '/v/guide/deep/z',
    ]);
    const byLabel = (items: Items, label: string): Record<string, unknown> =>
      items.find((item) => item.label === label)!;

    it('knows the categories each page needs, listed or not', () => {
      expect(entry.pageKeys['/v/guide/deep/x']).toEqual(['value/current/section:1', 'value/current/section:1.1']);
      expect(entry.pageKeys['/v/guide']).toEqual(['value/current/section:1']);
      expect(entry.pageKeys['/v']).toBeUndefined();
      // An unlisted page gets the categories of its folder's first listed page.
      expect(entry.pageKeys['/v/guide/deep/z']).toEqual(['value/current/section:1', 'value/current/section:1.1']);
    });

    it('leaves out the children of collapsed categories only', () => {
      const items = skeleton.skeletonSidebars(entry, sharded).section!;
      const guide = byLabel(items, 'Guide');
      expect(guide.items).toEqual([
        {type: 'html', value: '&nbsp;', defaultStyle: true, className: 'route-shards-sidebar-pending'},
      ]);
      expect(guide.lazyItems).toEqual({key: 'value/current/section:1', path: '/v/guide'});
      expect(byLabel(items, 'No page').lazyItems).toEqual({
        key: 'value/current/section:5',
        path: '/v/nopage/a',
        firstLink: '/v/nopage/a',
      });
      // Expanded at the start, expandable by a pattern, drawn from its children, or with no page to bring them: whole.
      const open = byLabel(items, 'Open');
      expect(open.lazyItems).toBeUndefined();
      expect(byLabel(open.items as Items, 'Shut').lazyItems).toEqual({
        key: 'value/current/section:2.1',
        path: '/v/open/shut/b',
        firstLink: '/v/open/shut/b',
      });
      for (const label of ['Matched', 'Hidden', 'Outside'])
        expect(byLabel(items, label).items).toEqual(byLabel(sidebars.section as Items, label).items);
    });

    it('keeps whole the categories above a page that has no route shard', () => {
      const withoutDeep = new Set([...sharded].filter((page) => page !== '/v/guide/deep/y'));
      const items = skeleton.skeletonSidebars(entry, withoutDeep).section!;
      const guide = byLabel(items, 'Guide');
      expect(guide.lazyItems).toBeUndefined();
      expect(byLabel(guide.items as Items, 'Deep').lazyItems).toBeUndefined();
    });

    it('gives a shard the children above its pages, which make the sidebar whole on that path', () => {
      const children = skeleton.shardChildren([entry], ['/v/guide/deep/x', '/v/guide/deep/y'], sharded);
      expect(Object.keys(children)).toEqual(['value/current/section:1', 'value/current/section:1.1']);
      const items = skeleton.skeletonSidebars(entry, sharded).section!;
      adoptSidebars({section: items as never});
      const guide = byLabel(items, 'Guide');
      expect(isPending(guide as never)).toBe(true);
      registerSidebarChildren(children as never);
      expect(isPending(guide as never)).toBe(false);
      const strip = (list: Items): Items =>
        list.map(({lazyItems: _lazy, ...item}) =>
          Array.isArray(item.items) ? {...item, items: strip(item.items as Items)} : item,
        );
      expect(strip([guide])).toEqual([byLabel(sidebars.section as Items, 'Guide')]);
      // Other collapsed categories still wait.
      expect(isPending(byLabel(items, 'No page') as never)).toBe(true);
    });

    it('tells the navbar which sidebar links a page once the page’s categories are whole', () => {
      const items = skeleton.skeletonSidebars(entry, sharded).section!;
      // The store is shared with the test above, which registered these children already.
      adoptSidebars({section: items as never}, 'store-test', 'current');
      registerSidebarChildren(skeleton.shardChildren([entry], ['/v/guide/deep/x'], sharded) as never);
      expect(sidebarOfPage('store-test', 'current', '/v/guide/deep/x')).toBe('section');
      expect(sidebarOfPage('store-test', 'current', '/v/guide/deep/x/')).toBe('section');
      expect(sidebarOfPage('store-test', 'current', '/v/guide/deep/nothing')).toBeUndefined();
      expect(sidebarOfPage('other-docs', 'current', '/v/guide/deep/x')).toBeUndefined();
    });

    it('passes the other routes’ props written beside the version data, and only those', () => {
      const generatedIndex = JSON.stringify({
        categoryGeneratedIndex: {title: 'Cards', permalink: '/docs/category/cards'},
      });
      expect(otherProps(generatedIndex)).toBe(true);
      expect(otherProps(JSON.stringify({tag: {label: 'a'}}))).toBe(true);
      expect(otherProps(JSON.stringify({version: {}}))).toBe(false);
      expect(otherProps(JSON.stringify({categoryGeneratedIndex: {}, extra: 1}))).toBe(false);
      // A renamed version key is not taken for another route's props: the loader still names the file.
      expect(otherProps(JSON.stringify({versionMetadata: {}}))).toBe(false);
      expect(() => withoutDocs(JSON.stringify({versionMetadata: {}}), 'p/x.json')).toThrow(/p\/x\.json/);
    });

    it('writes a browser module that hands its skeleton over, and stops on sidebars the plugin did not compute', () => {
      const data = {version: {...version, pluginId: 'value', docsSidebars: sidebars}};
      const code = browserModule(JSON.stringify(data), 'p/value.json', [entry], sharded);
      expect(code).toContain('adoptSidebars(data.version.docsSidebars, data.version.pluginId, data.version.version);');
      expect(code).toMatch(/^import \{adoptSidebars\} from ".*[\\/]src[\\/]client[\\/]sidebarChildren\.ts";/);
      expect(code).toContain('route-shards-sidebar-pending');
      expect(code).not.toContain('Какие пары');
      expect(() =>
        browserModule(
          JSON.stringify({version: {...data.version, docsSidebars: {section: []}}}),
          'p/value.json',
          [entry],
          sharded,
        ),
      ).toThrow(/p\/value\.json.*differ/);
    });
  });
});
