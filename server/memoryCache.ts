/**
 * Small files answered from memory. Most requests a documentation site gets
 * are plain GETs of a page or a hashed asset of a few kilobytes; sending each
 * through the file system (a stat and an open per encoding tried, a read
 * stream) costs more than the bytes. This cache keeps the representation
 * (identity, `.br` or `.gz`) of such files with exactly the headers
 * @fastify/static would send, bounded by total bytes (least recently used
 * goes first).
 *
 * It answers only unconditional requests without Range: every request that
 * carries a validator (`If-None-Match`, `If-Modified-Since`, `If-Match`,
 * `If-Unmodified-Since`, `If-Range`) or a Range goes to the library, so the
 * HTTP of 304, 412 and 206 stays the library's. The files are the build's and
 * do not change while served (the server lists them once at start-up too).
 */
import type {Stats} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {IncomingHttpHeaders} from 'node:http';
import negotiate from '@fastify/accept-negotiator';
import send from '@fastify/send';

/** What the cache sends: the body and the library's headers for it. */
export interface CachedAnswer {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

export interface MemoryCacheOptions {
  /** The build folder. */
  readonly root: string;
  /** Files (relative paths) whose `.br` or `.gz` copy the build has. */
  readonly compressed: ReadonlyMap<string, ReadonlySet<Encoding>>;
  /** Total bytes kept. */
  readonly maxBytes: number;
  /** A representation larger than this is never kept (the library streams it). */
  readonly maxFileBytes: number;
}

export type Encoding = 'br' | 'gzip';

const EXTENSION: Record<Encoding, string> = {br: '.br', gzip: '.gz'};
/** The library's preference when the reader weighs encodings alike. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
const VALIDATORS = [
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'range',
] as const;

/** Whether a request may be answered from memory: no validator and no Range (those are the library's). */
export function isPlainRequest(headers: IncomingHttpHeaders): boolean {
  return VALIDATORS.every((name) => headers[name] === undefined);
}

/** The encoding @fastify/static picks for a file with these copies: Accept-Encoding with q-values, `*` as gzip. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<Encoding> | undefined,
): Encoding | null {
  if (acceptEncoding === undefined || available === undefined || available.size === 0) return null;
  const offered = ENCODINGS.filter((e) => available.has(e));
  return (negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), offered) as Encoding | null) ?? null;
}

/** The content type @fastify/send gives a file. */
function contentTypeOf(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

export class MemoryCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly loading = new Map<string, Promise<CachedAnswer | null>>();
  private bytes = 0;

  constructor(private readonly options: MemoryCacheOptions) {}

  /** Bytes held now (for tests and the bench). */
  get size(): number {
    return this.bytes;
  }

  /**
   * The answer for a file in the encoding the request accepts, or null when the file is too
   * large to keep (the caller sends it through the library).
   */
  async answer(file: string, acceptEncoding: string | undefined): Promise<CachedAnswer | null> {
    const encoding = chooseEncoding(acceptEncoding, this.options.compressed.get(file));
    const key = `${encoding ?? 'identity'}:${file}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: the Map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.load(file, encoding, key).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async load(file: string, encoding: Encoding | null, key: string): Promise<CachedAnswer | null> {
    const sent = path.join(this.options.root, encoding ? file + EXTENSION[encoding] : file);
    let stat: Stats;
    let body: Buffer;
    try {
      stat = await fs.stat(sent);
      if (!stat.isFile() || stat.size > this.options.maxFileBytes) return null;
      body = await fs.readFile(sent);
    } catch {
      // A file that vanished or cannot be read: the library answers it (404, or 500 with a log line).
      return null;
    }
    // The headers @fastify/send writes for this file (etag, lastModified and acceptRanges on),
    // and what @fastify/static adds for a precompressed copy.
    const headers: Record<string, string> = {
      'accept-ranges': 'bytes',
      'last-modified': stat.mtime.toUTCString(),
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      'content-type': contentTypeOf(file),
      vary: 'accept-encoding',
    };
    if (encoding) headers['content-encoding'] = encoding;
    const answer = {body, headers};
    this.entries.set(key, answer);
    this.bytes += body.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
    return answer;
  }
}
