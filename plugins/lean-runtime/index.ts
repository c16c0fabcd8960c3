/**
 * Docusaurus plugin that trims what every page downloads first.
 *
 * Lazily loaded chunks are named by their id and the
 * build's hash (`assets/js/1234.<hash>.js`) instead of their name and own
 * content hash. The bundler's runtime, which every page loads first, then
 * needs no table of every chunk's name and hash: with one chunk per route
 * that table was 13 KB gzip of a 14 KB runtime. The price is that a new
 * build renames every lazy chunk, so a returning reader fetches again the
 * chunks of the pages they open after a deploy; entry files keep their
 * content hash.
 *
 * The route registry loses the module paths only server rendering reads
 * (registryLoader.cjs), tslib is replaced by the one helper the bundle
 * uses (tslibShim.ts), link prefetching is deduplicated and moved to idle
 * time (routePrefetch.ts), two theme modules sort without building
 * ICU's collator (codeOrderLoader.cjs), and route components are built when
 * first needed (routesLoader.cjs, lazyRouteComponent.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const LAZY_CHUNK_FILENAME = 'assets/js/[id].[fullhash:8].js';

const CORE_PREFETCH = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export default function leanRuntimePlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-lean-runtime',
    configureWebpack(_config, isServer, utils) {
      // Resolved from the site folder: the config loader gives no reliable module path.
      const registryLoader = path.join(context.siteDir, 'plugins/lean-runtime/registryLoader.cjs');
      const codeOrderLoader = path.join(context.siteDir, 'plugins/lean-runtime/codeOrderLoader.cjs');
      const routesLoader = path.join(context.siteDir, 'plugins/lean-runtime/routesLoader.cjs');
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [new NormalModuleReplacementPlugin(CORE_PREFETCH, path.join(context.siteDir, 'plugins/lean-runtime/routePrefetch.ts'))],
        output: {chunkFilename: LAZY_CHUNK_FILENAME},
        resolve: {alias: {tslib$: path.join(context.siteDir, 'plugins/lean-runtime/tslibShim.ts')}},
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [registryLoader]},
            {test: /[\\/]\.docusaurus[\\/]routes\.js$/, use: [routesLoader]},
            {test: /(docsClientUtils|reactUtils)\.js$/, include: /@docusaurus/, use: [codeOrderLoader]},
          ],
        },
      };
    },
  };
}
