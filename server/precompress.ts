/**
 * Writes `file.br` and `file.gz` beside every compressible build file once,
 * after the build, so neither server compresses in the request path: the
 * bundled server picks them with @fastify/static's `preCompressed`, nginx with
 * `gzip_static` (and `brotli_static` where ngx_brotli is loaded).
 */
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; pictures and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.map',
  '.webmanifest',
  '.wasm',
  '.md',
]);

export function isCompressible(file: string, size: number, minBytes: number): boolean {
  return size >= minBytes && COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

export interface PrecompressResult {
  readonly files: number;
  readonly rawBytes: number;
  readonly brBytes: number;
  readonly gzBytes: number;
}

/** Every file below `dir` (absolute paths), leaving out the folders in `skip`. */
export function* buildFiles(dir: string, skip: ReadonlySet<string> = new Set()): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(abs)) yield* buildFiles(abs, skip);
    } else if (entry.isFile()) yield abs;
  }
}

/**
 * Compresses the build's text files (brotli at quality 10: 11 costs half as much time again for 1–2 % fewer bytes; gzip at 9)
 * `concurrency` at a time on libuv's thread pool. A compressed copy that
 * would not be smaller is not written.
 */
export async function precompressBuild(
  buildDir: string,
  {minBytes, skipDirs = [], concurrency = 2}: {minBytes: number; skipDirs?: readonly string[]; concurrency?: number},
): Promise<PrecompressResult> {
  const skip = new Set(skipDirs.map((d) => path.resolve(buildDir, d)));
  const queue = [...buildFiles(path.resolve(buildDir), skip)].filter((file) => {
    if (file.endsWith('.br') || file.endsWith('.gz')) return false;
    return isCompressible(file, fs.statSync(file).size, minBytes);
  });
  const totals = {files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0};
  const work = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const sizes = await compressFile(file);
      totals.files += 1;
      totals.rawBytes += sizes.raw;
      totals.brBytes += sizes.br;
      totals.gzBytes += sizes.gz;
    }
  };
  await Promise.all(Array.from({length: concurrency}, work));
  return totals;
}

/**
 * Writes one file's `.br` and `.gz` copies (or removes them where they would not be smaller). A step
 * that rewrites a build file after the build's compression (the PDF build adds to the offline lists)
 * calls it, or the servers would go on sending the old compressed copy. Returns the bytes written.
 */
export async function compressFile(file: string): Promise<{raw: number; br: number; gz: number}> {
  const raw = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length},
    }),
    gzip(raw, {level: 9}),
  ]);
  for (const [ext, bytes] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (bytes.length < raw.length) await fs.promises.writeFile(file + ext, bytes);
    // A copy left from an earlier run must not outlive its source.
    else await fs.promises.rm(file + ext, {force: true});
  }
  return {raw: raw.length, br: br.length < raw.length ? br.length : 0, gz: gz.length < raw.length ? gz.length : 0};
}
