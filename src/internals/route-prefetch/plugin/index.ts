/**
 * Docusaurus plugin: link prefetching that a page with hundreds of links
 * can afford. Core's client `docusaurus.js` (the object every <Link> calls
 * when it scrolls into view or is hovered) is replaced in the browser bundle
 * by routePrefetch.ts: the same API, each chunk fetched once, in idle time.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPinned, type InternalsPin} from '../../internals-pin/plugin';

export const PIN: InternalsPin = {
  part: 'src/internals/route-prefetch',
  packageName: '@docusaurus/core',
  writtenFor: '3.10.2',
  files: [
    'lib/client/docusaurus.js',
    'lib/client/flat.js',
    'lib/client/preload.js',
    'lib/webpack/plugins/ChunkAssetPlugin.js',
  ],
};

/**
 * In the browser bundle a chunk's id is its name (`optimization.chunkIds: 'named'`; the registry's chunk
 * names are short hashes already), so the runtime needs no id → name table, and routePrefetch.ts finds a
 * chunk's URL from its name with the runtime's own `__webpack_require__.u`. Docusaurus's ChunkAssetPlugin,
 * whose `__webpack_require__.gca` carried a name → id table of every chunk for core's prefetcher (replaced
 * here), is left out. Together the two tables were about 5 KB gzip of every first load, growing with every page.
 */
function withoutChunkAssetPlugin(plugins: readonly unknown[]): unknown[] {
  const kept = plugins.filter(
    (plugin) => (plugin as {constructor?: {name?: string}} | null)?.constructor?.name !== 'ChunkAssetPlugin',
  );
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      'src/internals/route-prefetch: the client bundler config has no ChunkAssetPlugin (or several); update the part for this Docusaurus version',
    );
  }
  return kept;
}

/** Core's module as the bundler resolves it. */
export const CORE_PREFETCH = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export default function routePrefetchPlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
  return {
    name: 'tessera-route-prefetch',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      // Docusaurus merges the returned object into its config; a plugin can only be removed from the config itself.
      config.plugins = withoutChunkAssetPlugin(config.plugins ?? []) as typeof config.plugins;
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        optimization: {chunkIds: 'named'},
        plugins: [
          new NormalModuleReplacementPlugin(
            CORE_PREFETCH,
            path.join(context.siteDir, 'src/internals/route-prefetch/client/routePrefetch.ts'),
          ),
        ],
      };
    },
  };
}
