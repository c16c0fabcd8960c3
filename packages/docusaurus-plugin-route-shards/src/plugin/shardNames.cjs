/**
 * The bundler chunk name of a route shard, from its key: computed alike at
 * build time (routesLoader.cjs, shardPreloads.ts, shardChunkFiles.ts) and in
 * the browser (routesLoader.cjs emits shardChunkName's source into the route
 * module), so the preload links, the chunk-file table and the browser agree.
 */
/** Every route shard's chunk name starts so (shardChunkFiles.ts tells shards from other chunks by it). */
const SHARD_CHUNK_PREFIX = 'route-shard-';

/** FNV-1a of a string, base 36: the shard chunk's name from its key, computed alike here and in the browser. */
function shardChunkName(key) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return `${SHARD_CHUNK_PREFIX}${hash.toString(36)}`;
}

module.exports = {shardChunkName, SHARD_CHUNK_PREFIX};
