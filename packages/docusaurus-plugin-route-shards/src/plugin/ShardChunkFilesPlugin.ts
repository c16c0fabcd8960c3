/**
 * The Rspack plugin of part shard-chunk-files (why: shardChunkFiles.ts).
 * It relies on the runtime writing the
 * chunk-file table as an object literal in `__webpack_require__.u`, on custom
 * runtime modules, and on real-content-hash rewriting the hashes of file
 * names found in any asset's text (`optimization.realContentHash`).
 */
import type {Chunk, Compilation, Compiler, RspackPluginInstance} from '@rspack/core';
import {lookupWrapperCode, registrationCode, removeTableEntries, type MovedChunk} from './runtimeTable';

const NAME = 'route-shards-chunk-files';

/** The chunk filename template the table's entries are read against. */
export const CHUNK_FILENAME = 'assets/js/[name].[contenthash:8].js';

const scriptOf = (chunk: Chunk): string | undefined => [...chunk.files].find((f) => f.endsWith('.js'));

/**
 * The shards whose code loads `chunk`, or null when anything else loads it too
 * (the main bundle, another lazy chunk), when it is initial, is a shard itself
 * or carries styles (whose own table is left as it is): then it keeps its
 * runtime entry.
 */
export function loadingShards(chunk: Chunk, isShard: (chunk: Chunk) => boolean): Set<Chunk> | null {
  if (chunk.canBeInitial() || isShard(chunk) || [...chunk.files].some((f) => f.endsWith('.css'))) return null;
  const shards = new Set<Chunk>();
  for (const group of chunk.groupsIterable) {
    const parents = group.getParents();
    if (parents.length === 0) return null;
    for (const parent of parents) {
      for (const parentChunk of parent.chunks) {
        if (!isShard(parentChunk)) return null;
        shards.add(parentChunk);
      }
    }
  }
  return shards.size > 0 ? shards : null;
}

/** The hash a chunk's script name carries (`assets/js/<id>.<hash>.js`), or null for another shape. */
function fileHash(chunk: Chunk, file: string): string | null {
  const prefix = `assets/js/${chunk.id ?? ''}.`;
  if (!file.startsWith(prefix) || !file.endsWith('.js')) return null;
  const hash = file.slice(prefix.length, -'.js'.length);
  return /^[0-9a-f]{8}$/.test(hash) ? hash : null;
}

export class ShardChunkFilesPlugin implements RspackPluginInstance {
  constructor(private readonly isShard: (chunk: Chunk) => boolean) {}

  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals, Compilation: CompilationClass, sources} = compiler.webpack;
    const u = RuntimeGlobals.getChunkScriptFilename;

    class ShardFilesRuntimeModule extends RuntimeModule {
      constructor() {
        // STAGE_ATTACH: after the module that defines the table's lookup.
        super('route_shards_chunk_files', RuntimeModule.STAGE_ATTACH);
      }
      override generate(): string {
        return lookupWrapperCode(u);
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      const template = compilation.outputOptions.chunkFilename;
      if (template !== CHUNK_FILENAME) {
        throw new Error(
          `docusaurus-plugin-route-shards (shard-chunk-files): output.chunkFilename is ${String(template)}, not ${CHUNK_FILENAME}; update the part`,
        );
      }
      compilation.hooks.runtimeRequirementInTree.for(u).tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ShardFilesRuntimeModule());
        // Nothing returned: the bundler still adds its own module for the table.
      });

      // Before minification and before real-content-hash, which rewrites the hashes written here.
      compilation.hooks.processAssets.tap({name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_ADDITIONS}, () => {
        const moved: MovedChunk[] = [];
        const byShard = new Map<Chunk, Record<string, string>>();
        for (const chunk of compilation.chunks) {
          const shards = loadingShards(chunk, this.isShard);
          const file = scriptOf(chunk);
          if (!shards || !file || chunk.id === undefined) continue;
          const hash = fileHash(chunk, file);
          if (hash === null)
            throw new Error(
              `docusaurus-plugin-route-shards (shard-chunk-files): chunk ${chunk.id} is written to ${file}, not ${CHUNK_FILENAME}; update the part`,
            );
          moved.push({id: chunk.id, hash});
          for (const shard of shards) {
            const files = byShard.get(shard) ?? {};
            files[chunk.id] = file;
            byShard.set(shard, files);
          }
        }
        if (moved.length === 0) return;

        const runtimes = [...compilation.chunks].filter((chunk) => chunk.hasRuntime());
        for (const runtime of runtimes) {
          const file = scriptOf(runtime);
          const asset = file === undefined ? undefined : compilation.getAsset(file);
          if (!file || !asset)
            throw new Error(
              `docusaurus-plugin-route-shards (shard-chunk-files): runtime chunk ${String(runtime.name)} has no script`,
            );
          const text = asset.source.source().toString();
          compilation.updateAsset(file, new sources.RawSource(removeTableEntries(text, moved)));
        }
        for (const [shard, files] of byShard) {
          const file = scriptOf(shard);
          if (!file)
            throw new Error(
              `docusaurus-plugin-route-shards (shard-chunk-files): route shard ${String(shard.name)} has no script`,
            );
          compilation.updateAsset(file, (source) => new sources.ConcatSource(source, registrationCode(files)));
        }
      });
    });
  }
}
