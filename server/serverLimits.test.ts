/**
 * The bundled server's timeouts and connection limit, and its answers to requests Node's parser
 * refuses. The server runs in this process on a small build folder with short limits (the real
 * ones are seconds long); every client is a raw socket, so what is measured is what a slow or
 * idle client meets: when the server answers, with what, and when it closes the connection.
 */
import fs from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {siteConfig} from '../site.config';
import {writeSecurityHeaders} from './securityHeaders';
import {createStaticServer, type ConnectionLimits} from './staticServer';

const LIMITS: ConnectionLimits = {
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 2_000,
  keepAliveTimeoutMs: 500,
  idleTimeoutMs: 3_000,
  maxConnections: 20,
  timeoutCheckMs: 100,
};
/** A big file: a client that stops reading leaves most of it unsent, beyond what the sockets' buffers hold. */
const BIG_FILE = 'img/big.bin';
const BIG_BYTES = 32 * 1024 * 1024;

let buildDir = '';
let server: http.Server;
let port = 0;
let securityHeaders: Record<string, string> = {};

interface Outcome {
  /** Everything the server sent, as text (headers and a short body). */
  readonly received: string;
  /** Milliseconds from the connection until the server closed it. */
  readonly closedAfterMs: number;
  /** Milliseconds from the last byte received until the server closed the connection. */
  readonly closedAfterLastByteMs: number;
}

/** Connects, lets `act` write (or not), and waits for the server to close the connection. */
function connection(act: (socket: net.Socket) => void = () => {}, giveUpMs = 8_000): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let start = 0;
    let lastByte = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('connect', () => {
      start = Date.now();
      act(socket);
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      lastByte = Date.now();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({
        received: Buffer.concat(chunks).toString('latin1'),
        closedAfterMs: Date.now() - start,
        closedAfterLastByteMs: Date.now() - (lastByte || start),
      });
    });
  });
}

function statusOf(received: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
}

function headersOf(received: string): Record<string, string> {
  const head = received.slice(0, received.indexOf('\r\n\r\n'));
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function expectSecurityHeaders(received: string): void {
  const headers = headersOf(received);
  expect(Object.keys(securityHeaders).length).toBeGreaterThan(3);
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name.toLowerCase()], name).toBe(value);
}

async function getStatus(target = '/'): Promise<number> {
  const {received} = await connection((s) =>
    s.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
  );
  return statusOf(received);
}

const waitFor = async (condition: () => Promise<boolean>, what: string, withinMs = 2_000): Promise<void> => {
  for (const end = Date.now() + withinMs; Date.now() < end;) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
};
const openConnections = (): Promise<number> =>
  new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-limits-'));
  const page = (lang: string, title: string): string =>
    `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  for (const [rel, text] of Object.entries({
    'index.html': page('ru', 'Главная'),
    '404.html': page('ru', 'Страница не найдена'),
    'en/404.html': page('en', 'Page not found'),
  })) {
    fs.mkdirSync(path.dirname(path.join(buildDir, rel)), {recursive: true});
    fs.writeFileSync(path.join(buildDir, rel), text);
  }
  fs.mkdirSync(path.join(buildDir, 'img'));
  fs.writeFileSync(path.join(buildDir, BIG_FILE), Buffer.alloc(BIG_BYTES, 1));
  securityHeaders = writeSecurityHeaders(buildDir).headers;
  server = createStaticServer({root: buildDir, localePrefixes: ['en'], logLevel: 'silent', connections: LIMITS});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
  expect(await getStatus('/')).toBe(200);
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(buildDir, {recursive: true, force: true});
});

describe('the bundled server’s limits', {timeout: 30_000}, () => {
  it('takes its limits from site.config.ts unless told otherwise', () => {
    const own = createStaticServer({root: buildDir, localePrefixes: ['en'], logLevel: 'silent'});
    const {connections} = siteConfig.hosting;
    expect(own.headersTimeout).toBe(connections.headersTimeoutMs);
    expect(own.requestTimeout).toBe(connections.requestTimeoutMs);
    expect(own.keepAliveTimeout).toBe(connections.keepAliveTimeoutMs);
    expect(own.timeout).toBe(connections.idleTimeoutMs);
    expect(own.maxConnections).toBe(connections.maxConnections);
    // The real ones: seconds, not Node's minutes.
    expect(connections.headersTimeoutMs).toBeLessThanOrEqual(10_000);
    expect(connections.requestTimeoutMs).toBeLessThanOrEqual(30_000);
  });

  it('closes a connection that sends nothing, with a 408 that carries the security headers', async () => {
    const {received, closedAfterMs} = await connection();
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
    expect(closedAfterMs).toBeLessThan(LIMITS.headersTimeoutMs + 1_000);
    expect(statusOf(received)).toBe(408);
    expect(headersOf(received)['content-type']).toBe('text/plain; charset=utf-8');
    expect(headersOf(received)['connection']).toBe('close');
    expectSecurityHeaders(received);
  });

  it('answers 408 to a client that sends one header line at a time, too slowly', async () => {
    let timer: NodeJS.Timeout | undefined;
    const {received, closedAfterMs} = await connection((socket) => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
      timer = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 200);
      socket.on('close', () => clearInterval(timer));
    });
    expect(statusOf(received)).toBe(408);
    expect(closedAfterMs).toBeLessThan(LIMITS.headersTimeoutMs + 1_000);
    expectSecurityHeaders(received);
  });

  it('closes a kept-alive connection that asks nothing more after an answer', async () => {
    const {received, closedAfterLastByteMs} = await connection((socket) =>
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'),
    );
    expect(statusOf(received)).toBe(200);
    // Closed by the keep-alive deadline (Node adds a second, so a client's own timer of the same
    // length closes first), well before the idle one would have.
    expect(closedAfterLastByteMs).toBeGreaterThanOrEqual(LIMITS.keepAliveTimeoutMs - 50);
    expect(closedAfterLastByteMs).toBeLessThan(LIMITS.keepAliveTimeoutMs + 1_000 + 700);
  });

  it('closes a connection whose client stopped reading a long answer', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    let received = 0;
    let headAt = 0;
    socket.on('data', (chunk) => {
      received += chunk.length;
      if (headAt === 0) headAt = Date.now();
      // Read the head, then nothing more.
      socket.pause();
    });
    socket.write(`GET /${BIG_FILE} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    await waitFor(async () => headAt > 0 && (await openConnections()) === 1, 'the answer starts');
    // A paused client does not see the close: the server's own count of connections does.
    await waitFor(async () => (await openConnections()) === 0, 'the server closes the connection', 15_000);
    const closedAfterMs = Date.now() - headAt;
    socket.destroy();
    expect(received).toBeLessThan(BIG_BYTES);
    expect(closedAfterMs).toBeGreaterThanOrEqual(LIMITS.idleTimeoutMs - 50);
    // Allowing for the time a loaded machine takes to fill the sockets' buffers before nothing moves.
    expect(closedAfterMs).toBeLessThan(LIMITS.idleTimeoutMs + 10_000);
  });

  it('closes connections beyond the limit at once, and serves again when a place is free', async () => {
    const idle = Array.from({length: LIMITS.maxConnections}, () => net.connect(port, '127.0.0.1'));
    for (const socket of idle) socket.on('error', () => {});
    await waitFor(async () => (await openConnections()) === LIMITS.maxConnections, 'every idle connection is open');
    const extra = await connection((socket) => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'), 2_000);
    expect(extra.received).toBe('');
    expect(extra.closedAfterMs).toBeLessThan(500);
    for (const socket of idle) socket.destroy();
    await waitFor(async () => (await openConnections()) === 0, 'the idle connections are gone');
    expect(await getStatus('/')).toBe(200);
  });
});

describe('requests the parser refuses', {timeout: 20_000}, () => {
  const cases: ReadonlyArray<readonly [string, string, number]> = [
    ['a tab in the path', 'GET /a\tb HTTP/1.1\r\nHost: localhost\r\n\r\n', 400],
    ['a 64 KB path', `GET /${'a'.repeat(64 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`, 431],
    ['a 100 KB header', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(100 * 1024)}\r\n\r\n`, 431],
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n', 400],
    ['a bad HTTP version', 'GET / HTTP/9.9x\r\nHost: localhost\r\n\r\n', 400],
  ];
  for (const [name, request, status] of cases) {
    it(`answers ${name} with ${status}, as plain text with the security headers`, async () => {
      const {received} = await connection((socket) => socket.write(request));
      expect(statusOf(received)).toBe(status);
      const headers = headersOf(received);
      expect(headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(headers['cache-control']).toBe('no-store');
      expect(received).not.toContain('{"');
      expectSecurityHeaders(received);
      expect(await getStatus('/')).toBe(200);
    });
  }
});
