/**
 * Part route-prefetch: link prefetching that a page with hundreds of links
 * can afford. Core's client `docusaurus.js` (the object every <Link> calls
 * when it scrolls into view or is hovered) is replaced in the browser bundle
 * by client/routePrefetch.ts: the same API, each chunk fetched once, in idle
 * time.
 */
import type {Part} from './part';
import {ownFile} from './part';

/**
 * In the browser bundle a chunk's id is its name (`optimization.chunkIds: 'named'`; the registry's chunk
 * names are short hashes already), so the runtime needs no id → name table, and routePrefetch.ts finds a
 * chunk's URL from its name with the runtime's own `__webpack_require__.u`. Docusaurus's ChunkAssetPlugin,
 * whose `__webpack_require__.gca` carried a name → id table of every chunk for core's prefetcher (replaced
 * here), is left out.
 */
export function withoutChunkAssetPlugin(plugins: readonly unknown[]): unknown[] {
  const kept = plugins.filter(
    (plugin) => (plugin as {constructor?: {name?: string}} | null)?.constructor?.name !== 'ChunkAssetPlugin',
  );
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      'docusaurus-plugin-route-shards (route-prefetch): the client bundler config has no ChunkAssetPlugin (or several), expected exactly one (@docusaurus/core lib/webpack/client.js); update the part for this Docusaurus version',
    );
  }
  return kept;
}

/** Core's module as the bundler resolves it. */
export const CORE_PREFETCH = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export const routePrefetch: Part = () => ({
  configureWebpack(config, isServer, utils) {
    if (isServer) return {};
    // Docusaurus merges the returned object into its config; a plugin can only be removed from the config itself.
    config.plugins = withoutChunkAssetPlugin(config.plugins ?? []) as typeof config.plugins;
    const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
    return {
      optimization: {chunkIds: 'named'},
      plugins: [new NormalModuleReplacementPlugin(CORE_PREFETCH, ownFile('client/routePrefetch.ts'))],
    };
  },
});
