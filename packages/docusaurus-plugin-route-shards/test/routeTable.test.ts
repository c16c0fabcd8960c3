import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {listReadingItems} from '../src/plugin/docsGlobalData';

const require = createRequire(import.meta.url);

interface LoaderContext {
  resourcePath: string;
  resourceQuery?: string;
  addDependency: (file: string) => void;
}
type Loader = (this: LoaderContext, source: string) => string;

const routesLoader = require('../src/plugin/routesLoader.cjs') as Loader & {shardChunkName: (key: string) => string};
const chunkNamesLoader = require('../src/plugin/chunkNamesLoader.cjs') as Loader;
const registryLoader = require('../src/plugin/registryLoader.cjs') as Loader;
const {computePlan, shardKey, shardOf, MAX_LEAVES} = require('../src/plugin/plan.cjs') as {
  computePlan: (
    source: string,
    chunkNames: Record<string, unknown>,
    file: string,
  ) => {shards: Array<{key: string; leaves: Array<{path: string}>; registryKeys: string[]}>};
  shardKey: (pathname: string, depth: number) => string;
  shardOf: (plan: unknown, pathname: string) => Array<{key: string}>;
  MAX_LEAVES: number;
};

/** A generated route table of one docs section with `pages` (paths below /value/), as Docusaurus writes it. */
function routesSource(pages: readonly string[]): string {
  const leaf = (p: string, i: number): string =>
    `      {\n        path: '${p}',\n        component: ComponentCreator('${p}', 'h${i}'),\n        exact: true,\n        sidebar: "value"\n      }`;
  return [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    '',
    'export default [',
    "  {\n    path: '/value/tags/',\n    component: ComponentCreator('/value/tags/', 't1'),\n    exact: true\n  },",
    "  {\n    path: '/value/',\n    component: ComponentCreator('/value/', 'r1'),\n    routes: [",
    pages.map(leaf).join(',\n'),
    '    ]\n  },',
    "  {\n    path: '*',\n    component: ComponentCreator('*'),\n  },",
    '];',
  ].join('\n');
}

function chunkNamesOf(pages: readonly string[]): Record<string, unknown> {
  const names: Record<string, unknown> = {
    '/value/tags/-t1': {__comp: 'tagsComp', index: 'tagsIndex'},
    '/value/-r1': {__comp: 'docRoot', __props: 'versionData'},
  };
  pages.forEach((p, i) => {
    names[`${p}-h${i}`] = {__comp: 'docItem', content: `content-${i}`};
  });
  return names;
}

function registrySource(keys: readonly string[]): string {
  const entry = (key: string): string =>
    `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "@site/m/${key}"), "@site/m/${key}", require.resolveWeak("@site/m/${key}")]`;
  return `export default {\n${keys.map(entry).join(',\n')}};\n`;
}

const PAGES = ['/value/', '/value/guide/', '/value/guide/a/', '/value/guide/b/', '/value/howto/', '/value/howto/c/'];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

/** A `.docusaurus` folder with the three generated files, and the loaders' outputs for it. */
function generated(pages: readonly string[]): {
  dir: string;
  run: (loader: Loader, file: string, query?: string) => string;
} {
  const dir = fs.mkdtempSync(path.join(tmp, 'gen-'));
  const chunkNames = chunkNamesOf(pages);
  const keys = [...new Set(Object.values(chunkNames).flatMap((v) => Object.values(v as Record<string, string>)))];
  fs.writeFileSync(path.join(dir, 'routes.js'), routesSource(pages));
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(chunkNames));
  fs.writeFileSync(path.join(dir, 'registry.js'), registrySource(keys));
  const run = (loader: Loader, file: string, query = ''): string =>
    loader.call(
      {resourcePath: path.join(dir, file), resourceQuery: query, addDependency: () => undefined},
      fs.readFileSync(path.join(dir, file), 'utf8'),
    );
  return {dir, run};
}

describe('route shard plan', () => {
  it('groups a section’s pages by folder and keeps the section’s own page in the main bundle', () => {
    const plan = computePlan(routesSource(PAGES), chunkNamesOf(PAGES), 'routes.js');
    expect(plan.shards.map((s) => [s.key, s.leaves.map((l) => l.path)])).toEqual([
      ['/value/guide/', ['/value/guide/', '/value/guide/a/', '/value/guide/b/']],
      ['/value/howto/', ['/value/howto/', '/value/howto/c/']],
    ]);
  });

  it('moves a registry entry to a shard only when no route outside it uses the entry', () => {
    const plan = computePlan(routesSource(PAGES), chunkNamesOf(PAGES), 'routes.js');
    expect(plan.shards[0]!.registryKeys.sort()).toEqual(['content-1', 'content-2', 'content-3']);
    // The doc page component serves every page: it stays in the main bundle.
    expect(plan.shards.flatMap((s) => s.registryKeys)).not.toContain('docItem');
  });

  it('splits a folder larger than the limit by its big subfolders; the browser finds the deepest key', () => {
    const many = [
      '/value/',
      '/value/ref/',
      ...Array.from({length: MAX_LEAVES}, (_, i) => `/value/ref/classes/c${i}/`),
      '/value/ref/small/x/',
      '/value/ref/small/',
    ];
    const plan = computePlan(routesSource(many), chunkNamesOf(many), 'routes.js');
    expect(plan.shards.map((s) => s.key)).toEqual(['/value/ref/', '/value/ref/classes/']);
    expect(shardOf(plan, '/value/ref/classes/c3/').map((s) => s.key)).toEqual(['/value/ref/classes/']);
    expect(shardOf(plan, '/value/ref/small/x/').map((s) => s.key)).toEqual(['/value/ref/']);
    expect(shardOf(plan, '/Value/Ref/Classes/C3').map((s) => s.key)).toEqual(['/value/ref/classes/']);
    expect(shardOf(plan, '/value/')).toEqual([]);
  });

  it('computes keys case-insensitively and with or without the trailing slash', () => {
    expect(shardKey('/Value/Guide/A', 1)).toBe('/value/guide/');
    expect(shardKey('/value/guide/a/', 1)).toBe('/value/guide/');
  });

  it('fails naming the file when the route table has another shape', () => {
    expect(() => computePlan('export const routes = [];', {}, '.docusaurus/routes.js')).toThrow(
      /\.docusaurus\/routes\.js is not the route table/,
    );
  });
});

describe('route table loaders', () => {
  const {run} = generated(PAGES);

  it('the main route table keeps the section page and lists the shards, components built lazily', () => {
    const main = run(routesLoader, 'routes.js');
    expect(main).toContain(
      `import ComponentCreator from ${JSON.stringify(path.resolve(__dirname, '../src/client/lazyRouteComponent.ts'))};`,
    );
    expect(main).not.toContain('@docusaurus/ComponentCreator');
    expect(main).toContain('ComponentCreator("/value/", "h0")');
    expect(main).not.toContain('"/value/guide/a/"');
    expect(main).toContain(
      `"/value/guide/": () => import(/* webpackChunkName: "${routesLoader.shardChunkName('/value/guide/')}" */ "./routes.js?shard=0")`,
    );
    expect(main).toContain('export const shardKey = function shardKey(');
  });

  it('a shard holds its routes, their chunk names and the registry entries only it uses', () => {
    const shard = run(routesLoader, 'routes.js', '?shard=0');
    expect(shard).toContain('ComponentCreator("/value/guide/a/", "h2")');
    expect(shard).toContain('"/value/guide/a/-h2":{"__comp":"docItem","content":"content-2"}');
    expect(shard).toContain(
      '"content-2": [() => import(/* webpackChunkName: "content-2" */ "@site/m/content-2"), "", require.resolveWeak("@site/m/content-2")]',
    );
    expect(shard).not.toContain('"/value/howto/c/"');
  });

  it('a shard registers the sidebar children of the categories above its pages (part docs-version-data)', () => {
    const {dir, run: runHere} = generated(PAGES);
    const link = (href: string): Record<string, unknown> => ({
      type: 'link',
      href,
      label: href,
      docId: href,
      unlisted: false,
    });
    const category = (label: string, href: string, items: unknown[]): Record<string, unknown> => ({
      type: 'category',
      label,
      href,
      collapsible: true,
      collapsed: true,
      items,
    });
    const sidebars = {
      value: [
        link('/value/'),
        category('Guide', '/value/guide/', [link('/value/guide/a/'), link('/value/guide/b/')]),
        category('Howto', '/value/howto/', [link('/value/howto/c/')]),
      ],
    };
    const pageKeys = {
      '/value/guide': ['value/current/value:1'],
      '/value/guide/a': ['value/current/value:1'],
      '/value/guide/b': ['value/current/value:1'],
      '/value/howto': ['value/current/value:2'],
      '/value/howto/c': ['value/current/value:2'],
    };
    fs.mkdirSync(path.join(dir, 'docusaurus-plugin-route-shards/default'), {recursive: true});
    fs.writeFileSync(
      path.join(dir, 'docusaurus-plugin-route-shards/default/sidebars.json'),
      JSON.stringify([{pluginId: 'value', version: 'current', sidebars, pageKeys}]),
    );
    const shard = runHere(routesLoader, 'routes.js', '?shard=0');
    expect(shard).toContain(
      `import {registerSidebarChildren} from ${JSON.stringify(path.resolve(__dirname, '../src/client/sidebarChildren.ts'))};`,
    );
    const registered = JSON.parse(
      JSON.parse(/registerSidebarChildren\(JSON\.parse\((".*")\)\);/.exec(shard)![1]!) as string,
    ) as Record<string, unknown>;
    expect(registered).toEqual({'value/current/value:1': [link('/value/guide/a/'), link('/value/guide/b/')]});
    // Without the plugin's file (a site without it), shards register nothing.
    expect(run(routesLoader, 'routes.js', '?shard=0')).not.toContain('registerSidebarChildren');
  });

  it('the main bundle’s chunk names and registry lose what moved to shards', () => {
    const chunkNames = JSON.parse(run(chunkNamesLoader, 'routesChunkNames.json')) as Record<string, unknown>;
    expect(Object.keys(chunkNames).sort()).toEqual(['/value/-h0', '/value/-r1', '/value/tags/-t1']);
    const registry = run(registryLoader, 'registry.js');
    expect(registry).toContain('"docItem"');
    expect(registry).toContain('"content-0"');
    expect(registry).not.toContain('"content-2"');
  });

  it('the functions the main table exports run in the browser as they do at build time', () => {
    const main = run(routesLoader, 'routes.js');
    // Everything after the route objects is plain functions and constants: run it alone, as the bundle would.
    const helpers = main.slice(main.indexOf('export const shardKey')).replace(/export const /g, 'const ');
    const inBrowser = new Function(`${helpers}\nreturn shardChunkName;`)() as (key: string) => string;
    // The same names as the build gave the shards' chunks (pinned in the next test).
    expect(inBrowser('/value/guide/')).toBe('route-shard-1ft4mpx');
    expect(inBrowser('/документы/')).toBe('route-shard-11pytz9');
  });

  it('names a shard’s chunk from its key alone: the same key, the same name in every build', () => {
    // Pinned values: a name that changed between builds would make every reader download the shards again.
    expect(routesLoader.shardChunkName('/value/guide/')).toBe('route-shard-1ft4mpx');
    expect(routesLoader.shardChunkName('/документы/')).toBe('route-shard-11pytz9');
    expect(routesLoader.shardChunkName('/value/howto/')).toBe('route-shard-je8jrg');
  });
});

describe('docs global data in the browser', () => {
  const globalDataLoader = require('../src/plugin/globalDataLoader.cjs') as (
    this: {resourcePath: string},
    source: string,
  ) => string;
  const run = (data: unknown): unknown =>
    JSON.parse(globalDataLoader.call({resourcePath: '.docusaurus/globalData.json'}, JSON.stringify(data)));
  const version = (name: string) => ({
    name,
    path: '/value/',
    mainDocId: 'index',
    docs: [{id: 'index', path: '/value/'}],
    draftIds: ['draft'],
    sidebars: {},
  });

  it('empties the page lists of a one-version section and keeps the rest', () => {
    const out = run({
      'docusaurus-plugin-content-docs': {value: {path: '/value/', versions: [version('current')], breadcrumbs: true}},
      other: {a: 1},
    });
    expect(out).toEqual({
      'docusaurus-plugin-content-docs': {
        value: {path: '/value/', versions: [{...version('current'), docs: [], draftIds: []}], breadcrumbs: true},
      },
      other: {a: 1},
    });
  });

  it('keeps the lists of a section with several versions', () => {
    const data = {
      'docusaurus-plugin-content-docs': {value: {path: '/value/', versions: [version('current'), version('4.5')]}},
    };
    expect(run(data)).toEqual(data);
  });

  it('fails naming the file when the data has another shape', () => {
    expect(() => run({'docusaurus-plugin-content-docs': {value: {versions: [{name: 'current'}]}}})).toThrow(
      /"value" in \.docusaurus\/globalData\.json/,
    );
  });

  it('finds navbar items that would read the lists, inside dropdowns too', () => {
    expect(
      listReadingItems([
        {type: 'dropdown', items: [{type: 'doc'}, {type: 'default'}]},
        {type: 'search'},
        {type: 'docsVersionDropdown'},
      ]),
    ).toEqual(['doc', 'docsVersionDropdown']);
    // The plugin's own docSidebar item reads the version's sidebars, not the lists.
    expect(listReadingItems([{type: 'docSidebar'}, {type: 'dropdown', items: [{type: 'docSidebar'}]}])).toEqual([]);
  });
});
