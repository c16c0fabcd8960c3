/**
 * Every private file and export of Docusaurus and Rspack this plugin reads or
 * replaces, with the shape each part needs, and the versions the parts are
 * declared to support. The plugin checks the parts it runs when the build
 * starts (checks.ts); the README's contract table is this file in prose.
 * The generated files (`.docusaurus/routes.js`, `registry.js`, …) are checked
 * again by the loaders that read them, on their content, naming the file.
 */
import {contains, exportsName, type InternalsContract} from '../checks';

/** The Docusaurus versions every part is declared to support (the package's peerDependencies say the same). */
export const DOCUSAURUS_RANGE = '>=3.10.0 <4.0.0';
/** The Rspack versions, as resolved through @docusaurus/faster. */
export const RSPACK_RANGE = '>=1.7.0 <2.0.0';

const PLUGIN = 'docusaurus-plugin-route-shards';
const part = (name: string): string => `${PLUGIN} (${name})`;

const CORE = '@docusaurus/core';
const DOCS = '@docusaurus/plugin-content-docs';

/** The generator of routes.js, routesChunkNames.json and registry.js, whose output the loaders rewrite. */
const CODEGEN_ROUTES = {
  file: 'lib/server/codegen/codegenRoutes.js',
  why: 'writes routes.js, routesChunkNames.json and registry.js, which the loaders rewrite for the browser',
  shapes: [
    contains("'registry.js'", 'registry.js written by genRegistry'),
    contains("'routesChunkNames.json'", 'routesChunkNames.json written by genRoutesChunkNames'),
    contains("'routes.js'", 'routes.js written by genRoutes'),
    contains(
      '[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")]',
      'registry entries [() => import(/* webpackChunkName */ path), path, require.resolveWeak(path)]',
    ),
  ],
} as const;

/** The creator the generated table calls; it reads registry entries by chunk name. */
const COMPONENT_CREATOR = {
  file: 'lib/client/exports/ComponentCreator.js',
  why: 'route components read registry[chunkName]; the lazy creator calls it',
  shapes: [
    {
      expect: 'export default function ComponentCreator(path, hash)',
      test: /export default function ComponentCreator\(path, hash\)/,
    },
    contains('registry[chunkName]', 'registry looked up as registry[chunkName]'),
  ],
} as const;

/** Core's route preloader, replaced whole by client/preload.ts. */
const PRELOAD = {
  file: 'lib/client/preload.js',
  why: 'replaced by client/preload.ts (loads the route shard first)',
  shapes: [{expect: 'export default function preload(pathname)', test: /export default function preload\(pathname\)/}],
} as const;

export const CONTRACTS = {
  routePrefetch: {
    part: part('route-prefetch'),
    packageName: CORE,
    supported: DOCUSAURUS_RANGE,
    files: [
      {
        file: 'lib/client/docusaurus.js',
        why: 'replaced by client/routePrefetch.ts: the object of prefetch(routePath) and preload(routePath) every <Link> calls',
        shapes: [
          contains('const docusaurus = {\n    prefetch,\n    preload,\n};', 'const docusaurus = {prefetch, preload}'),
          contains('export default Object.freeze(docusaurus)', 'export default Object.freeze(docusaurus)'),
          contains('__webpack_require__.gca', 'chunk URLs through ChunkAssetPlugin’s __webpack_require__.gca'),
        ],
      },
      {
        file: 'lib/client/flat.js',
        why: 'imported to flatten a route’s chunk names',
        shapes: [{expect: 'export default function flat(target)', test: /export default function flat\(target\)/}],
      },
      PRELOAD,
      {
        file: 'lib/webpack/plugins/ChunkAssetPlugin.js',
        why: 'left out of the client config (its name → id table served only the replaced prefetcher)',
        shapes: [{expect: 'class ChunkAssetPlugin', test: /class ChunkAssetPlugin\b/}],
      },
    ],
  },
  routeTable: {
    part: part('route-table'),
    packageName: CORE,
    supported: DOCUSAURUS_RANGE,
    files: [
      CODEGEN_ROUTES,
      COMPONENT_CREATOR,
      PRELOAD,
      {
        file: 'lib/client/clientEntry.js',
        why: 'calls preload (replaced) before hydrating',
        shapes: [
          contains("import preload from './preload'", "import preload from './preload'"),
          contains('preload(window.location.pathname)', 'preload(window.location.pathname) before hydrating'),
        ],
      },
      {
        file: 'lib/client/PendingNavigation.js',
        why: 'calls preload (replaced) before each navigation renders',
        shapes: [
          contains("import preload from './preload'", "import preload from './preload'"),
          contains('preload(nextLocation.pathname)', 'preload(nextLocation.pathname) before a navigation'),
        ],
      },
    ],
  },
  registryChunks: {
    part: part('registry-chunks'),
    packageName: CORE,
    supported: DOCUSAURUS_RANGE,
    files: [CODEGEN_ROUTES, COMPONENT_CREATOR],
  },
  clientConfig: {
    part: part('client-config'),
    packageName: CORE,
    supported: DOCUSAURUS_RANGE,
    files: [
      {
        file: 'lib/server/codegen/codegen.js',
        why: 'writes docusaurus.config.mjs as `export default {JSON}`, which the loader rewrites',
        shapes: [
          contains('`${utils_1.DEFAULT_CONFIG_FILE_NAME}.mjs`', 'docusaurus.config.mjs written by genSiteConfig'),
          contains(
            'export default ${JSON.stringify(siteConfig, null, 2)};',
            'export default ${JSON.stringify(siteConfig)}',
          ),
        ],
      },
      {
        file: 'lib/client/docusaurusContext.js',
        why: 'hands the rewritten config to components',
        shapes: [contains("import siteConfig from '@generated/docusaurus.config'")],
      },
    ],
  },
  browserContext: {
    part: part('browser-context'),
    packageName: CORE,
    supported: DOCUSAURUS_RANGE,
    files: [
      {
        file: 'lib/client/browserContext.js',
        why: 'replaced by client/browserContext.tsx, which has the same two exports',
        shapes: [
          {
            expect: 'export const Context = React.createContext(false)',
            test: /export const Context = React\.createContext\(false\);/,
          },
          exportsName('BrowserContextProvider'),
          {
            expect: 'setIsBrowser(true) in an effect',
            test: /useEffect\(\(\) => \{\s*setIsBrowser\(true\);\s*\}, \[\]\)/,
          },
          {
            expect: 'exactly the exports Context and BrowserContextProvider',
            test: (source) =>
              [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]).join(',') ===
              'Context,BrowserContextProvider',
          },
        ],
      },
      {
        file: 'lib/client/App.js',
        why: 'imports the replaced module',
        shapes: [contains("from './browserContext'", "import … from './browserContext'")],
      },
    ],
  },
  tslibHelper: {
    part: part('tslib-helper'),
    packageName: '@docusaurus/utils-common',
    supported: DOCUSAURUS_RANGE,
    files: [
      {
        file: 'lib/index.js',
        why: 'requires tslib from CommonJS; the browser gets the helpers it calls (shared/tslibShim.ts)',
        shapes: [contains('require("tslib")', 'const tslib_1 = require("tslib")')],
      },
    ],
  },
  docsGlobalData: {
    part: part('docs-global-data'),
    packageName: DOCS,
    supported: DOCUSAURUS_RANGE,
    files: [
      {
        file: 'lib/globalData.js',
        why: 'writes each version’s docs and draftIds lists into the global data',
        shapes: [exportsName('toGlobalDataVersion'), contains('draftIds:', 'a version’s draftIds list')],
      },
      {
        file: 'lib/index.js',
        why: 'publishes the versions as global data',
        shapes: [
          contains('versions.map(globalData_1.toGlobalDataVersion)', 'versions: versions.map(toGlobalDataVersion)'),
        ],
      },
      {
        file: 'lib/client/docsClientUtils.js',
        why: 'reads version.docs only for the active-doc context (version features)',
        shapes: [exportsName('getActiveDocContext'), exportsName('getDocVersionSuggestions')],
      },
      {
        file: 'lib/client/index.js',
        why: 'theme/NavbarItem/DocSidebarNavbarItem reads the active version and the sidebar’s link with these hooks',
        shapes: [exportsName('useActiveDocContext'), exportsName('useLayoutDocsSidebar')],
      },
    ],
  },
  docsVersionData: {
    part: part('docs-version-data'),
    packageName: DOCS,
    supported: DOCUSAURUS_RANGE,
    files: [
      {
        file: 'lib/props.js',
        why: 'toVersionMetadataProp writes the version data; toSidebarsProp its sidebars, recomputed by the plugin',
        shapes: [
          exportsName('toSidebarsProp'),
          exportsName('toVersionMetadataProp'),
          contains('docsSidebars: toSidebarsProp(loadedVersion)', 'docsSidebars: toSidebarsProp(loadedVersion)'),
          contains('docs: toVersionDocsProp(loadedVersion)', 'docs: toVersionDocsProp(loadedVersion)'),
        ],
      },
      {
        file: 'lib/client/docsUtils.js',
        why: 'useDocById reads version.docs (emptied); the sidebar helpers read a category’s items (skeleton)',
        shapes: [
          exportsName('useDocById'),
          exportsName('isActiveSidebarItem'),
          exportsName('isVisibleSidebarItem'),
          exportsName('findFirstSidebarItemLink'),
          contains(
            'item.items.some((subItem) => isVisibleSidebarItem(subItem, activePath))',
            'isVisibleSidebarItem reading item.items',
          ),
        ],
      },
    ],
  },
  shardChunkFiles: {
    part: part('shard-chunk-files'),
    packageName: '@rspack/core',
    resolvedVia: '@docusaurus/faster',
    supported: RSPACK_RANGE,
    files: [
      {
        file: 'dist/RuntimeModule.d.ts',
        why: 'the runtime module that makes __webpack_require__.u read the shards’ table first',
        shapes: [contains('class RuntimeModule'), contains('static STAGE_ATTACH')],
      },
      {
        file: 'dist/RuntimeGlobals.d.ts',
        why: 'the chunk-file lookup __webpack_require__.u',
        shapes: [contains('getChunkScriptFilename')],
      },
      {
        file: 'dist/Compilation.d.ts',
        why: 'the table is edited at PROCESS_ASSETS_STAGE_ADDITIONS, before real-content-hash',
        shapes: [contains('static PROCESS_ASSETS_STAGE_ADDITIONS')],
      },
    ],
  },
} as const satisfies Record<string, InternalsContract>;

export type PartName = keyof typeof CONTRACTS;
