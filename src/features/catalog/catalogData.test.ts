import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {compactSidebar, sourcesForPath, type PropItem} from './shared/data';
import remarkCatalogData, {addCatalogSources, pageRoute, type RemarkCatalogDataOptions} from './plugin/remark';
import {catalogFor} from './shared/catalogTree';

const sources = [
  {id: 'control', routeBasePath: 'control'},
  {id: 'api', routeBasePath: 'api'},
  {id: 'viewer', routeBasePath: 'api/tessera-viewer'},
];
const options: RemarkCatalogDataOptions = {
  sources,
  moduleDir: '@generated/tessera-catalog-data/default',
  localePrefixes: ['/en/'],
};

describe('which docs instances a catalog outside the docs imports (src/features/catalog)', () => {
  it('takes the instances at or below a literal path', () => {
    expect(sourcesForPath('/control/control-guide/', sources)).toEqual(['control']);
    expect(sourcesForPath('/control', sources)).toEqual(['control']);
    expect(sourcesForPath('/api/', sources)).toEqual(['api', 'viewer']);
    expect(sourcesForPath('/api/tessera-viewer/tutorials/', sources)).toEqual(['api', 'viewer']);
    expect(sourcesForPath('/', sources)).toEqual(['control', 'api', 'viewer']);
    expect(sourcesForPath('/nowhere/', sources)).toEqual([]);
  });

  it('reads a path with the locale prefix as the site path', () => {
    expect(sourcesForPath('/en/control/', sources, ['/en/'])).toEqual(['control']);
  });

  it('takes them all when the path is not known at build time', () => {
    expect(sourcesForPath(undefined, sources)).toEqual(['control', 'api', 'viewer']);
  });
});

describe('catalog data of a docs instance', () => {
  const sidebar: PropItem[] = [
    {type: 'link', href: '/control/', label: 'Tessera Control', docId: 'index'},
    {
      type: 'category',
      label: 'Руководство',
      href: '/control/control-guide/',
      items: [
        {
          type: 'link',
          href: '/control/control-guide/a/',
          label: 'A',
          docId: 'control-guide/a',
          customProps: {cover: '/img/a.svg', icon: 'x'},
        },
        {
          type: 'link',
          href: '/control/control-guide/draft/',
          label: 'Draft',
          docId: 'control-guide/draft',
          unlisted: true,
        },
        {type: 'html'},
      ],
    },
    {type: 'category', label: 'Без страницы', href: '/control/x/', linkUnlisted: true, items: []},
  ];
  const describeDoc = (docId: string): string | undefined => ({'control-guide/a': 'Страница A.'})[docId];

  it('keeps labels, links, covers and descriptions, and drops unlisted pages and HTML', () => {
    expect(compactSidebar(sidebar, describeDoc)).toEqual([
      {type: 'link', href: '/control/', label: 'Tessera Control'},
      {
        type: 'category',
        label: 'Руководство',
        href: '/control/control-guide/',
        items: [
          {
            type: 'link',
            href: '/control/control-guide/a/',
            label: 'A',
            description: 'Страница A.',
            customProps: {cover: '/img/a.svg'},
          },
        ],
      },
      {type: 'category', label: 'Без страницы', items: []},
    ]);
  });

  it('lists the same children as the docs sidebar it came from, descriptions included', () => {
    const compact = compactSidebar(sidebar, describeDoc);
    const nodes = catalogFor([compact], '/control/control-guide/', 3);
    expect(nodes).toEqual([
      {label: 'A', href: '/control/control-guide/a/', cover: '/img/a.svg', description: 'Страница A.', children: []},
    ]);
  });
});

describe('remark plugin of the pages instances', () => {
  it('hands each catalog the sidebars of its path, imported once per instance', async () => {
    const source =
      'Text\n\n<Catalog path="/control/" />\n\n<Catalog path="/control/control-guide/" depth={1} />\n\n<Catalog path="/api/" hideHeading />\n';
    const code = String(await compile(source, {remarkPlugins: [[remarkCatalogData, options]]}));
    expect(code).toContain(
      'import __tesseraCatalog_control from "@generated/tessera-catalog-data/default/control.json";',
    );
    expect(code).toContain('import __tesseraCatalog_api from "@generated/tessera-catalog-data/default/api.json";');
    expect(code).toContain(
      'import __tesseraCatalog_viewer from "@generated/tessera-catalog-data/default/viewer.json";',
    );
    expect(code.match(/import __tesseraCatalog_control /g)).toHaveLength(1);
    expect(code).toContain('sources: [__tesseraCatalog_control]');
    expect(code).toContain('sources: [__tesseraCatalog_api, __tesseraCatalog_viewer]');
    expect(code).toContain('depth: 1');
  });

  it('knows the route of a pages-instance file', () => {
    const dirs = [
      {dir: '/site/src/pages', routeBasePath: ''},
      {dir: '/site/tests/fixtures/pages/ru', routeBasePath: 'test-fixtures/pages'},
    ];
    expect(pageRoute('/site/src/pages/index.md', dirs)).toBe('/');
    expect(pageRoute('/site/src/pages/api/index.mdx', dirs)).toBe('/api/');
    expect(pageRoute('/site/src/pages/about.md', dirs)).toBe('/about/');
    expect(pageRoute('/site/tests/fixtures/pages/ru/catalog.md', dirs)).toBe('/test-fixtures/pages/catalog/');
    expect(pageRoute('/elsewhere/x.md', dirs)).toBeUndefined();
  });

  it('a catalog without path lists its page: it imports the instances below the page', async () => {
    const file = {path: '/site/src/pages/api/index.md', value: '<Catalog />\n'};
    const code = String(
      await compile(file, {
        format: 'mdx',
        remarkPlugins: [[remarkCatalogData, {...options, pagesDirs: [{dir: '/site/src/pages', routeBasePath: ''}]}]],
      }),
    );
    expect(code).toContain('sources: [__tesseraCatalog_api, __tesseraCatalog_viewer]');
    expect(code).not.toContain('__tesseraCatalog_control');
    const below = {
      type: 'root',
      children: [{type: 'mdxJsxFlowElement', name: 'Catalog', attributes: [], children: []}],
    };
    expect(addCatalogSources(below, options, '/test-fixtures/pages/catalog/')).toEqual([]);
  });

  it('in a docs page, imports its own section for a catalog without path, and the sections a literal path reaches', () => {
    const catalog = (path?: string) => ({
      type: 'mdxJsxFlowElement',
      name: 'Catalog',
      attributes: path ? [{type: 'mdxJsxAttribute', name: 'path', value: path}] : [],
      children: [],
    });
    const docs = {...options, docsInstance: 'control'};
    const tree = {type: 'root', children: [catalog(), catalog('/control/control-guide/'), catalog('/api/')]};
    expect(addCatalogSources(tree, docs, undefined)).toEqual(['control', 'api', 'viewer']);
    expect(
      tree.children.filter((n) => n.type === 'mdxJsxFlowElement').map((n) => n.attributes.map((a) => a.name)),
    ).toEqual([['sources'], ['path', 'sources'], ['path', 'sources']]);
  });

  it('imports every instance for a catalog whose path is not known, and nothing for a page without a catalog', () => {
    const tree = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'Catalog', attributes: [], children: []}]};
    expect(addCatalogSources(tree, options)).toEqual(['control', 'api', 'viewer']);
    expect(tree.children.slice(0, 3).map((n) => n.type)).toEqual(['mdxjsEsm', 'mdxjsEsm', 'mdxjsEsm']);
    const plain = {type: 'root', children: [{type: 'paragraph', children: []}]};
    expect(addCatalogSources(plain, options)).toEqual([]);
    expect(plain.children).toHaveLength(1);
  });
});
