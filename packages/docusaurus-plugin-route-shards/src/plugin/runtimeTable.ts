/**
 * The text edits behind part shard-chunk-files, kept apart from the bundler
 * so they can be tested on their own: taking entries out of the runtime's
 * chunk-file table, and the registration a route shard carries instead.
 */

/** The global a shard fills and the runtime reads: chunk id → file, relative to the public path. */
export const CHUNK_FILES_GLOBAL = '__routeShardChunkFiles';

export interface MovedChunk {
  readonly id: string;
  /** The hash the chunk's file name carries, as the runtime's table writes it. */
  readonly hash: string;
}

const quote = (text: string): string => JSON.stringify(text);
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The runtime's source without the table entries of `moved`. The table is the
 * object literal of `__webpack_require__.u` (`{"id": "hash",…}[chunkId]`);
 * an entry that is not found in that shape means the bundler writes its
 * runtime differently now, and the build stops naming the chunk.
 */
export function removeTableEntries(runtimeSource: string, moved: readonly MovedChunk[]): string {
  let source = runtimeSource;
  for (const {id, hash} of moved) {
    const entry = new RegExp(`${escapeRegExp(quote(id))}:\\s*${escapeRegExp(quote(hash))},?`);
    const next = source.replace(entry, '');
    if (next === source) {
      throw new Error(
        `docusaurus-plugin-route-shards (shard-chunk-files): the runtime has no chunk-file entry ${quote(id)}: ${quote(hash)}; the bundler's runtime changed shape, update the part`,
      );
    }
    source = next;
  }
  return source;
}

/** The statement appended to a shard: the files of the chunks only it loads. */
export function registrationCode(files: Readonly<Record<string, string>>): string {
  const global = `self.${CHUNK_FILES_GLOBAL}`;
  return `\n(${global}=${global}||{});Object.assign(${global},${JSON.stringify(files)});\n`;
}

/**
 * Runtime code run after the bundler defines `__webpack_require__.u`: a file a
 * loaded shard registered wins, any other chunk is looked up in the table.
 */
export function lookupWrapperCode(getChunkScriptFilename: string): string {
  return [
    `var chunkFileFromTable = ${getChunkScriptFilename};`,
    `${getChunkScriptFilename} = function (chunkId) {`,
    `  var files = self.${CHUNK_FILES_GLOBAL};`,
    '  return (files && files[chunkId]) || chunkFileFromTable(chunkId);',
    '};',
  ].join('\n');
}
