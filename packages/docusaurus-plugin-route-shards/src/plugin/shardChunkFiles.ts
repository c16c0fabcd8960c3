/**
 * Part shard-chunk-files: the file names of a page's lazy chunks travel with its
 * route shard instead of with every page's runtime.
 *
 * The bundler's runtime maps every lazy chunk to its content-hashed file name
 * (`__webpack_require__.u`), so each page of the site adds an entry to every
 * page's first load, and a site of thousands of pages pays for all of them on
 * each one. A page's content chunks are only ever loaded after its route shard
 * (route-table), which the page needs first anyway. So a chunk whose
 * every parent is a route shard leaves the runtime's table, and each shard
 * carries the names of the chunks it loads (`self.__routeShardChunkFiles`), which
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
import type {Chunk} from '@rspack/core';
import {ShardChunkFilesPlugin} from './ShardChunkFilesPlugin';
import type {Part} from './part';

// The shard names are CommonJS, as the bundler loads the loaders that share them.
const require = createRequire(__filename);
const {SHARD_CHUNK_PREFIX} = require('./shardNames.cjs') as {SHARD_CHUNK_PREFIX: string};

export const isShardChunk = (chunk: Chunk): boolean =>
  typeof chunk.name === 'string' && chunk.name.startsWith(SHARD_CHUNK_PREFIX);

export const shardChunkFiles: Part = () => ({
  configureWebpack(config, isServer) {
    if (isServer || config.mode !== 'production') return {};
    // The plugin is Rspack's; Docusaurus types its config hook with webpack's plugin type.
    return {plugins: [new ShardChunkFilesPlugin(isShardChunk) as never]};
  },
});
