/**
 * Docusaurus plugin: the file names of a page's lazy chunks travel with its
 * route shard instead of with every page's runtime.
 *
 * The bundler's runtime maps every lazy chunk to its content-hashed file name
 * (`__webpack_require__.u`), so each page of the site adds an entry to every
 * page's first load, and a site of thousands of pages pays for all of them on
 * each one. A page's content chunks are only ever loaded after its route shard
 * (`src/internals/route-table`), which the page needs first anyway. So a chunk whose
 * every parent is a route shard leaves the runtime's table, and each shard
 * carries the names of the chunks it loads (`self.__tesseraChunkFiles`), which
 * the runtime's lookup reads first.
 *
 * The names are written while the assets are processed, before
 * real-content-hash, with the hashes the bundler knows then; that step rewrites
 * them to the final hashes in the shards and re-hashes the shards themselves
 * (whose own names stay in the runtime, one per docs folder), as it does for
 * the runtime's own table. Production builds only: the dev server's names
 * carry no hash.
 */
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Chunk} from '@rspack/core';
import {assertPinned, type InternalsPin} from '../../internals-pin/plugin';
import {ShardChunkFilesPlugin} from './ShardChunkFilesPlugin';

// The route table's loader is CommonJS, as the bundler loads it.
const require = createRequire(__filename);
const {SHARD_CHUNK_PREFIX} = require('../../route-table/plugin/routesLoader.cjs') as {SHARD_CHUNK_PREFIX: string};

export const PIN: InternalsPin = {
  part: 'src/internals/shard-chunk-files',
  packageName: '@rspack/core',
  writtenFor: '1.7.12',
  files: ['dist/RuntimeModule.d.ts', 'dist/RuntimeGlobals.d.ts'],
};

export const isShardChunk = (chunk: Chunk): boolean =>
  typeof chunk.name === 'string' && chunk.name.startsWith(SHARD_CHUNK_PREFIX);

export default function shardChunkFilesPlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
  return {
    name: 'tessera-shard-chunk-files',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // The plugin is Rspack's; Docusaurus types its config hook with webpack's plugin type.
      return {plugins: [new ShardChunkFilesPlugin(isShardChunk) as never]};
    },
  };
}
