/**
 * Docusaurus plugin: the browser's route table, at a cost that does not grow
 * with the site. Docusaurus bundles every route, every route's chunk names
 * and every registry entry into the main bundle, so each page added made
 * every first load heavier. Here (browser bundle only):
 * - routesLoader.cjs rewrites `routes.js`: route components are built when
 *   first needed (lazyRouteComponent.ts), and the pages of each docs folder
 *   live in a route shard loaded on demand (plan.cjs says which);
 * - chunkNamesLoader.cjs and src/internals/registry-chunks/plugin drop what moved to a
 *   shard from `routesChunkNames.json` and `registry.js`;
 * - core's `preload.js` is replaced by preload.ts, which loads a path's
 *   shard before it matches routes (before hydration and before every
 *   navigation, the two places core preloads);
 * - after the build, every page's HTML gets a `<link rel="preload">` for its
 *   shard, so the shard downloads beside the main bundle, not after it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPinned, generatedFileTest, type InternalsPin} from '../../internals-pin/plugin';
import {addShardPreloads} from './shardPreloads';

export const PIN: InternalsPin = {
  part: 'src/internals/route-table',
  packageName: '@docusaurus/core',
  writtenFor: '3.10.2',
  // The generator of the three files; the creator that reads them; the preloader replaced and its two callers.
  files: [
    'lib/server/codegen/codegenRoutes.js',
    'lib/client/exports/ComponentCreator.js',
    'lib/client/preload.js',
    'lib/client/clientEntry.js',
    'lib/client/PendingNavigation.js',
  ],
};

/** Core's preloader as the bundler resolves it. */
export const CORE_PRELOAD = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;

export default function routeTablePlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
  const here = path.join(context.siteDir, 'src/internals/route-table/plugin');
  return {
    name: 'tessera-route-table',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        module: {
          rules: [
            {test: generatedFileTest('routes.js'), use: [path.join(here, 'routesLoader.cjs')]},
            {test: generatedFileTest('routesChunkNames.json'), use: [path.join(here, 'chunkNamesLoader.cjs')]},
          ],
        },
        plugins: [new NormalModuleReplacementPlugin(CORE_PRELOAD, path.join(here, '../client/preload.ts'))],
      };
    },
    async postBuild({outDir, routesPaths}) {
      const count = await addShardPreloads(outDir, context.generatedFilesDir, routesPaths, context.baseUrl);
      if (routesPaths.length > 0 && count === 0 && fs.existsSync(path.join(outDir, 'assets/js'))) {
        throw new Error(
          'src/internals/route-table: no page of this build links a route shard; the shard chunks were not found in assets/js',
        );
      }
    },
  };
}
