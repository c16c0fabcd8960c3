/**
 * Per-page work of a post-build step spread over worker threads, through Tinypool (the pool
 * Docusaurus itself uses for static rendering). A worker thread cannot load the plugins'
 * TypeScript the way Docusaurus does, so the worker's entry is bundled for Node by esbuild into
 * `node_modules/.cache/tessera-workers/`: its own files are bundled in, packages stay imports and
 * resolve from the project's node_modules.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import Tinypool from 'tinypool';

export interface ThreadPool<Task, Result> {
  run(task: Task): Promise<Result>;
  /** Stops the threads; call once every task has settled. */
  close(): Promise<void>;
}

/**
 * A pool running the default export of `entry` (a TypeScript module) on one thread per core: the
 * main thread only reads results and writes files meanwhile, and the post-build steps that run
 * beside it (the search index) take their turn on the same cores.
 */
export async function startThreadPool<Task, Result>(
  siteDir: string,
  entry: string,
  name: string,
): Promise<ThreadPool<Task, Result>> {
  const esbuild = await import('esbuild');
  const bundle = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = bundle.outputFiles[0]?.contents;
  if (!code) throw new Error(`[thread pool] esbuild produced no bundle of ${entry}`);
  // Named by content: builds of different checkouts sharing node_modules never run each other's code.
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 12);
  const outfile = path.join(siteDir, 'node_modules', '.cache', 'tessera-workers', `${name}-${hash}.mjs`);
  fs.mkdirSync(path.dirname(outfile), {recursive: true});
  fs.writeFileSync(outfile, code);
  const threads = Math.max(1, os.availableParallelism());
  const pool = new Tinypool({filename: pathToFileURL(outfile).href, minThreads: threads, maxThreads: threads});
  return {
    run: (task) => pool.run(task) as Promise<Result>,
    // The bundle goes with the pool: each build writes its own.
    close: () => pool.destroy().finally(() => fs.rmSync(outfile, {force: true})),
  };
}
