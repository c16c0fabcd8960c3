/**
 * Part route-table: the browser's route table at a cost that does not grow
 * with the site. Docusaurus bundles every route, every route's chunk names
 * and every registry entry into the main bundle. Here (browser bundle only):
 * - routesLoader.cjs rewrites `routes.js`: route components are built when
 *   first needed (client/lazyRouteComponent.ts), and the pages of each docs
 *   folder live in a route shard loaded on demand (plan.cjs says which);
 * - chunkNamesLoader.cjs and registryLoader.cjs drop what moved to a shard
 *   from `routesChunkNames.json` and `registry.js`;
 * - core's `preload.js` is replaced by client/preload.ts, which loads a path's
 *   shard before it matches routes (before hydration and before every
 *   navigation, the two places core preloads);
 * - after the build, every page's HTML gets a `<link rel="preload">` for its
 *   shard, so the shard downloads beside the main bundle, not after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {addShardPreloads, shardCount} from './shardPreloads';
import {generatedFileTest, ownFile, type Part} from './part';

/** Core's preloader as the bundler resolves it. */
export const CORE_PRELOAD = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;

export const routeTable: Part = (context) => ({
  configureWebpack(_config, isServer, utils) {
    if (isServer) return {};
    const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
    return {
      module: {
        rules: [
          {test: generatedFileTest('routes.js'), use: [ownFile('plugin/routesLoader.cjs')]},
          {test: generatedFileTest('routesChunkNames.json'), use: [ownFile('plugin/chunkNamesLoader.cjs')]},
        ],
      },
      plugins: [new NormalModuleReplacementPlugin(CORE_PRELOAD, ownFile('client/preload.ts'))],
    };
  },
  async postBuild({outDir, routesPaths}) {
    const count = await addShardPreloads(outDir, context.generatedFilesDir, routesPaths, context.baseUrl);
    if (routesPaths.length > 0 && count === 0 && fs.existsSync(path.join(outDir, 'assets/js'))) {
      // A site without a docs folder of two pages or more has no shards: nothing to preload then.
      if (shardCount(context.generatedFilesDir) > 0)
        throw new Error(
          'docusaurus-plugin-route-shards (route-table): no page of this build links a route shard; the shard chunks were not found in assets/js',
        );
    }
  },
});
