/**
 * The bundled production server (used by `npm start` and the end-to-end
 * tests): serves the build with brotli/gzip, long-lived caching for hashed
 * assets, no-cache for HTML, redirects for legacy `.html` URLs and real 404s.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {isImmutableAsset, resolveRequest} from './resolveRequest';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|wasm)|image\/svg\+xml)/;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export interface ServerOptions {
  readonly root: string;
  readonly localePrefixes: readonly string[];
}

interface Encoded {
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

export function createStaticServer({root, localePrefixes}: ServerOptions): http.Server {
  const absRoot = path.resolve(root);
  // Compressed bodies are cached per file; the build does not change while serving.
  const cache = new Map<string, Encoded & {raw: Buffer}>();

  const isFile = (rel: string): boolean => {
    const abs = path.join(absRoot, rel);
    if (!abs.startsWith(absRoot)) return false;
    try {
      return fs.statSync(abs).isFile();
    } catch {
      return false;
    }
  };

  const load = (rel: string): Encoded & {raw: Buffer} => {
    const hit = cache.get(rel);
    if (hit) return hit;
    const raw = fs.readFileSync(path.join(absRoot, rel));
    const type = MIME[path.extname(rel).toLowerCase()] ?? 'application/octet-stream';
    const entry =
      COMPRESSIBLE.test(type) && raw.length > 512
        ? {
            raw,
            br: zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9}}),
            gzip: zlib.gzipSync(raw, {level: 9}),
          }
        : {raw};
    cache.set(rel, entry);
    return entry;
  };

  const send = (req: http.IncomingMessage, res: http.ServerResponse, rel: string, status: number): void => {
    const type = MIME[path.extname(rel).toLowerCase()] ?? 'application/octet-stream';
    const body = load(rel);
    const accept = String(req.headers['accept-encoding'] ?? '');
    let payload = body.raw;
    if (body.br && /\bbr\b/.test(accept)) {
      payload = body.br;
      res.setHeader('Content-Encoding', 'br');
    } else if (body.gzip && /\bgzip\b/.test(accept)) {
      payload = body.gzip;
      res.setHeader('Content-Encoding', 'gzip');
    }
    if (body.br || body.gzip) res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', payload.length);
    res.setHeader(
      'Cache-Control',
      status === 200 && isImmutableAsset(rel) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {Allow: 'GET, HEAD'});
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/\0';
    }
    const resolution = resolveRequest(pathname, url.search, {localePrefixes, isFile});
    switch (resolution.kind) {
      case 'file':
        send(req, res, resolution.file, 200);
        return;
      case 'redirect':
        res.writeHead(301, {Location: resolution.location, 'Cache-Control': 'no-cache'});
        res.end();
        return;
      case 'notFound':
        send(req, res, resolution.file, 404);
        return;
    }
  });
}
