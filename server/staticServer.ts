/**
 * The bundled production server (`npm start`, `npm run serve`, the end-to-end
 * tests): fastify with @fastify/static, which does the HTTP of file serving
 * (ETag and Last-Modified with 304/412, Range with If-Range, the `.br`/`.gz`
 * files the post-build step wrote, chosen by Accept-Encoding with q-values).
 * Our own code decides only what is ours: which file a URL means, the
 * redirects to the canonical URL, the locale's 404 page and the headers.
 * README.md in this folder says why this library.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {Duplex} from 'node:stream';
import fastifyStatic from '@fastify/static';
import Fastify, {type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest} from 'fastify';
import {siteConfig} from '../site.config';
import {chooseEncoding, isPlainRequest, MemoryCache, type Encoding} from './memoryCache';
import {locationFor, parseRequestTarget} from './requestTarget';
import {IMMUTABLE, isHidden, isImmutable, isPrecompressedCopy, REVALIDATE} from './hostingRules';
import {notFoundPage, resolveRequest, type ResolveOptions} from './resolveRequest';
import {isMcpRequest, mountMcp} from './mcpRoute';
import {readSecurityHeaders} from './securityHeaders';

export interface ServerOptions {
  readonly root: string;
  readonly localePrefixes: readonly string[];
  /** pino level of the server's log lines on stdout; request errors are `error`. */
  readonly logLevel?: 'fatal' | 'error' | 'warn' | 'info' | 'silent';
  /** Timeouts and the connection limit; `hosting.connections` in site.config.ts unless a test sets its own. */
  readonly connections?: ConnectionLimits;
}

export type ConnectionLimits = {readonly [K in keyof typeof siteConfig.hosting.connections]: number};

export interface BuildIndex {
  /** Every servable file, as posix paths relative to the build. */
  readonly files: Set<string>;
  /** The files that have precompressed copies, with the encodings of those copies. */
  readonly compressed: Map<string, Set<Encoding>>;
}

/** Every servable file of the build and its precompressed copies (read once: the build does not change while served). */
export function indexBuild(root: string): BuildIndex {
  const files = new Set<string>();
  const compressed = new Map<string, Set<Encoding>>();
  const walk = (dir: string, rel: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (isHidden(childRel)) continue;
      if (entry.isDirectory()) {
        if (childRel !== siteConfig.hosting.deployDir) walk(path.join(dir, entry.name), childRel);
      } else if (entry.isFile()) files.add(childRel);
    }
  };
  walk(root, '');
  const isFile = (rel: string): boolean => files.has(rel);
  for (const file of [...files].filter((f) => isPrecompressedCopy(f, isFile))) {
    const ext = file.endsWith('.br') ? '.br' : '.gz';
    const source = file.slice(0, -ext.length);
    files.delete(file);
    let encodings = compressed.get(source);
    if (!encodings) compressed.set(source, (encodings = new Set()));
    encodings.add(ext === '.br' ? 'br' : 'gzip');
  }
  return {files, compressed};
}

interface NotFoundBody {
  readonly identity: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

function readOptional(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}

/**
 * The server, ready to `listen` (the same http.Server API as before the
 * library: `listen`, `address`, `close`). Everything that can fail at start-up
 * (no build, a broken header file) throws here; requests that arrive while
 * fastify finishes its set-up wait for it.
 */
export function createStaticServer({
  root,
  localePrefixes,
  logLevel = 'warn',
  connections = siteConfig.hosting.connections,
}: ServerOptions): http.Server {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(path.join(absRoot, '404.html'))) {
    throw new Error(`${absRoot} has no 404.html: is it a build folder? Run \`npm run build\` first.`);
  }
  const {files, compressed} = indexBuild(absRoot);
  const cache = new MemoryCache({root: absRoot, compressed, ...siteConfig.hosting.memoryCache});
  const resolveOptions = {localePrefixes, isFile: (rel: string) => files.has(rel)};
  const securityHeaders = readSecurityHeaders(absRoot, (message) => console.warn(`[serve] ${message}`));

  // The 404 pages are ours to send (status 404, never 304 or 206), from memory.
  const notFoundPages = new Map<string, NotFoundBody>();
  for (const rel of ['404.html', ...localePrefixes.map((p) => `${p}/404.html`)]) {
    const abs = path.join(absRoot, rel);
    if (!fs.existsSync(abs)) continue;
    notFoundPages.set(rel, {
      identity: fs.readFileSync(abs),
      br: readOptional(`${abs}.br`),
      gzip: readOptional(`${abs}.gz`),
    });
  }

  type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
  let fastifyHandler: Handler | undefined;
  // Until fastify is ready, a request waits for it (or gets a 500 if set-up failed).
  let dispatch: Handler = (req, res) =>
    void ready.then(
      () => fastifyHandler?.(req, res),
      () => res.writeHead(500).end(),
    );
  // Fastify applies its timeout options only to a server it creates itself; this one is ours, so they are set here.
  const server = http.createServer(
    {
      headersTimeout: connections.headersTimeoutMs,
      requestTimeout: connections.requestTimeoutMs,
      keepAliveTimeout: connections.keepAliveTimeoutMs,
      connectionsCheckingInterval: connections.timeoutCheckMs,
    },
    (req, res) => dispatch(req, res),
  );
  server.maxConnections = connections.maxConnections;
  // A connection on which nothing moves (a client that stopped reading an answer) is closed.
  server.setTimeout(connections.idleTimeoutMs, (socket) => socket.destroy());
  // CONNECT never reaches a request handler; without this the socket would just be dropped.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  const app = Fastify({
    serverFactory: (handler) => {
      fastifyHandler = handler;
      return server;
    },
    logger: {level: logLevel},
    // A request Node's parser refused (a bad character, headers too large, too slow) never reaches
    // a route: it is answered here, as plain text with the headers every answer has.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, securityHeaders),
    routerOptions: {maxParamLength: 1 << 16},
    // Fastify's own 400 for a URL its router cannot decode, with our headers.
    frameworkErrors: (_error, _request, reply) => {
      // Typed for route schemas we do not use; it is an ordinary reply.
      const plain = reply as unknown as FastifyReply;
      void plain.headers(securityHeaders).code(400).type('text/plain; charset=utf-8').send('Bad request\n');
    },
  });
  const ready = routes(app, {absRoot, resolveOptions, securityHeaders, notFoundPages, cache})
    .then(() => app.ready())
    .then(() => {
      if (fastifyHandler) dispatch = fastifyHandler;
    });
  ready.catch((error: unknown) => console.error('[serve] the server could not start:', error));
  return server;
}

const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/** The answer to a request the parser refused, then the connection closes (what follows on it cannot be trusted). */
export function answerClientError(
  error: Error & {code?: string},
  socket: Duplex,
  securityHeaders: Readonly<Record<string, string>>,
): void {
  // A client that went away (or one already answered) gets nothing more.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request'];
  const body = `${reason}\n`;
  const headers = {
    ...securityHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
}

interface RouteContext {
  readonly absRoot: string;
  readonly resolveOptions: ResolveOptions;
  readonly securityHeaders: Readonly<Record<string, string>>;
  readonly notFoundPages: ReadonlyMap<string, NotFoundBody>;
  readonly cache: MemoryCache;
}

async function routes(
  app: FastifyInstance,
  {absRoot, resolveOptions, securityHeaders, notFoundPages, cache}: RouteContext,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: absRoot,
    serve: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    acceptRanges: true,
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
  });

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply, file: string): FastifyReply => {
    const page = notFoundPages.get(file) ?? notFoundPages.get('404.html');
    if (!page) throw new Error('no 404 page loaded');
    // Negotiated as the files are: q-values, `*` as gzip.
    const encoding = chooseEncoding(
      request.headers['accept-encoding'],
      new Set((['br', 'gzip'] as const).filter((e) => page[e])),
    );
    reply
      .code(404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send((encoding && page[encoding]) || page.identity);
  };

  await mountMcp(app, absRoot);

  const redirect = (reply: FastifyReply, location: string): FastifyReply =>
    reply.code(301).header('location', location).header('cache-control', 'no-cache').send();

  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(securityHeaders);
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isMcpRequest(request.raw.url)) {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain; charset=utf-8')
        .send('Method not allowed\n');
    }
    return undefined;
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    handler: async (request, reply) => {
      const target = parseRequestTarget(request.raw.url ?? '');
      if (target.kind === 'bad')
        return reply.code(400).type('text/plain; charset=utf-8').send(`Bad request: ${target.reason}\n`);
      const resolution = resolveRequest(target.pathname, resolveOptions);
      switch (resolution.kind) {
        case 'redirect':
          return redirect(reply, locationFor(resolution.pathname, target.search));
        case 'notFound':
          return sendNotFound(request, reply, resolution.file);
        case 'file':
          // `//a`, `/a/./b`, `/a%2Fb/../b` and the like have one spelling.
          if (!target.canonical) return redirect(reply, locationFor(target.pathname, target.search));
          reply.header('cache-control', isImmutable(resolution.file) ? IMMUTABLE : REVALIDATE);
          if (isPlainRequest(request.headers)) {
            const answer = await cache.answer(resolution.file, request.headers['accept-encoding']);
            if (answer) return reply.headers(answer.headers).send(answer.body);
          }
          return reply.sendFile(resolution.file);
      }
    },
  });

  // A file that vanished after start-up (a rebuild while serving) is a 404.
  app.setNotFoundHandler((request, reply) => {
    const target = parseRequestTarget(request.raw.url ?? '');
    return sendNotFound(request, reply, notFoundPage(target.kind === 'path' ? target.pathname : '/', resolveOptions));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A client error @fastify/static reports (412, 416 with its Content-Range, 403).
      const headers = (error as FastifyError & {headers?: Record<string, string>}).headers;
      if (headers) void reply.headers(headers);
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(`${error.message || 'Client error'}\n`);
    }
    request.log.error({err: error, method: request.method, url: request.raw.url}, 'request failed');
    return reply
      .code(500)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Internal server error\n');
  });
}
