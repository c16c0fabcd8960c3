/**
 * The bundled server's cache of small files: which encoding it keeps for a
 * request, that it reads a file once, stays within its byte bound (least
 * recently used first out), and leaves large, missing and conditional
 * requests to the file library. serverRobustness.test.ts checks its answers
 * against the library's over HTTP.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {chooseEncoding, isPlainRequest, MemoryCache, type Encoding} from './memoryCache';

let root = '';
const compressed = new Map<string, Set<Encoding>>([
  ['a.js', new Set<Encoding>(['br', 'gzip'])],
  ['only-gzip.html', new Set<Encoding>(['gzip'])],
]);

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-cache-'));
  const write = (rel: string, bytes: number): void => fs.writeFileSync(path.join(root, rel), Buffer.alloc(bytes, 97));
  write('a.js', 1000);
  write('a.js.br', 100);
  write('a.js.gz', 200);
  write('only-gzip.html', 1000);
  write('only-gzip.html.gz', 300);
  write('b.svg', 400);
  write('c.css', 400);
  write('large.json', 5000);
});

afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

describe('server memory cache', () => {
  it('picks the encoding the file library would: q-values, * as gzip, only copies that exist', () => {
    const both = compressed.get('a.js');
    expect(chooseEncoding('br, gzip', both)).toBe('br');
    expect(chooseEncoding('gzip, br;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('gzip');
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding(undefined, both)).toBeNull();
    expect(chooseEncoding('br', compressed.get('only-gzip.html'))).toBeNull();
    expect(chooseEncoding('br, gzip', undefined)).toBeNull();
  });

  it('answers only requests without validators or Range', () => {
    expect(isPlainRequest({'accept-encoding': 'br'})).toBe(true);
    for (const name of ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range']) {
      expect(isPlainRequest({[name]: 'x'}), name).toBe(false);
    }
  });

  it('reads each representation once and sends the library headers for it', async () => {
    const cache = new MemoryCache({root, compressed, maxBytes: 10_000, maxFileBytes: 2000});
    const br = await cache.answer('a.js', 'br, gzip');
    expect(br?.body.length).toBe(100);
    expect(br?.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      vary: 'accept-encoding',
      'accept-ranges': 'bytes',
    });
    expect(br?.headers['etag']).toMatch(/^W\/"64-[0-9a-f]+"$/);
    expect(await cache.answer('a.js', 'br')).toBe(br);
    const plain = await cache.answer('a.js', undefined);
    expect(plain?.body.length).toBe(1000);
    expect(plain?.headers['content-encoding']).toBeUndefined();
    expect(cache.size).toBe(1100);
  });

  it('stays within its bound, dropping the least recently used first', async () => {
    const cache = new MemoryCache({root, compressed, maxBytes: 900, maxFileBytes: 900});
    const svg = await cache.answer('b.svg', undefined);
    await cache.answer('c.css', undefined);
    // b.svg used again: c.css is now the least recently used and goes when a third file comes.
    expect(await cache.answer('b.svg', undefined)).toBe(svg);
    await cache.answer('only-gzip.html', 'gzip');
    expect(cache.size).toBe(700);
    expect(await cache.answer('b.svg', undefined)).toBe(svg);
  });

  it('leaves files above the size limit and files it cannot read to the library', async () => {
    const cache = new MemoryCache({root, compressed, maxBytes: 10_000, maxFileBytes: 2000});
    expect(await cache.answer('large.json', undefined)).toBeNull();
    expect(await cache.answer('missing.js', undefined)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('reads a file once for concurrent first requests', async () => {
    const cache = new MemoryCache({root, compressed, maxBytes: 10_000, maxFileBytes: 2000});
    const answers = await Promise.all(Array.from({length: 20}, () => cache.answer('a.js', 'gzip')));
    expect(new Set(answers).size).toBe(1);
    expect(cache.size).toBe(200);
  });
});
