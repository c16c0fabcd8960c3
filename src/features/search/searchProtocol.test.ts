import {describe, expect, it, vi} from 'vitest';
import {
  CANCELED_MESSAGE,
  MAX_QUERY_CHARS,
  SearchWorkerClient,
  TERMINATED_MESSAGE,
  TIMEOUT_MARK,
  readRequest,
  type SearchReply,
  type SearchRequest,
  type WorkerLike,
} from './shared/protocol';
import {indexFetcher, type Fetch} from './client/fetchIndex';

class FakeWorker implements WorkerLike {
  sent: SearchRequest[] = [];
  terminated = false;
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  onmessageerror: WorkerLike['onmessageerror'] = null;
  postMessage(message: SearchRequest): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: SearchReply): void {
    this.onmessage?.({data});
  }
}

describe('search worker protocol', () => {
  it('sends type, id, query, locale and options, and resolves the reply with the same id', async () => {
    const worker = new FakeWorker();
    const client = new SearchWorkerClient(worker, 'ru');
    const pending = client.request('suggest', 'колл', {limit: 5});
    expect(worker.sent[0]).toEqual({type: 'suggest', id: 1, query: 'колл', locale: 'ru', options: {limit: 5}});
    worker.reply({id: 1, ok: true, result: ['коллизии']});
    await expect(pending).resolves.toEqual(['коллизии']);
  });

  it('rejects an older pending request of the same type when a newer one is sent', async () => {
    const worker = new FakeWorker();
    const client = new SearchWorkerClient(worker, 'ru');
    const first = client.request('search', 'к');
    const suggest = client.request('suggest', 'к');
    const second = client.request('search', 'ко');
    await expect(first).rejects.toThrow(CANCELED_MESSAGE);
    worker.reply({id: 1, ok: true, result: {pages: [], total: 0}}); // late reply of the canceled one: ignored
    worker.reply({id: 3, ok: true, result: {pages: [], total: 7}});
    await expect(second).resolves.toEqual({pages: [], total: 7});
    worker.reply({id: 2, ok: true, result: []});
    await expect(suggest).resolves.toEqual([]);
  });

  it('rejects everything pending, and later requests, once terminated', async () => {
    const worker = new FakeWorker();
    const client = new SearchWorkerClient(worker, 'en');
    const pending = client.request('all', 'model');
    client.terminate();
    expect(worker.terminated).toBe(true);
    await expect(pending).rejects.toThrow(TERMINATED_MESSAGE);
    await expect(client.request('search', 'model')).rejects.toThrow(TERMINATED_MESSAGE);
  });

  it('logs a worker error as a warning and fails pending requests instead of hanging', async () => {
    const worker = new FakeWorker();
    const warn = vi.fn();
    const client = new SearchWorkerClient(worker, 'ru', warn);
    const pending = client.request('search', 'модель');
    worker.onerror?.({message: 'boom'});
    expect(warn).toHaveBeenCalledWith('Search worker error: boom');
    await expect(pending).rejects.toThrow('Search worker error: boom');
    await expect(client.request('search', 'модель')).rejects.toThrow('Search worker error: boom');
  });

  it('rejects with the error a worker reports for one request', async () => {
    const worker = new FakeWorker();
    const client = new SearchWorkerClient(worker, 'ru');
    const pending = client.request('search', 'x');
    worker.reply({id: 1, ok: false, error: 'Search index file search-index.json: HTTP 404'});
    await expect(pending).rejects.toThrow('HTTP 404');
  });
});

describe('search worker: reading a message', () => {
  it('accepts a well-formed request and cuts an over-long query', () => {
    const read = readRequest({type: 'search', id: 4, query: 'x'.repeat(1_000_000), locale: 'ru', options: {limit: 10}});
    if (!('request' in read)) throw new Error(read.error);
    expect(read.request.query).toHaveLength(MAX_QUERY_CHARS);
    expect(read.request).toMatchObject({type: 'search', id: 4, locale: 'ru', options: {limit: 10}});
    const visible = readRequest({
      type: 'search',
      id: 5,
      query: 'x',
      locale: 'ru',
      options: {snippets: 'wait', snippetPages: 3},
    });
    expect('request' in visible && visible.request.options).toMatchObject({snippets: 'wait', snippetPages: 3});
  });

  it.each([
    [null, -1, 'expected an object, got null'],
    ['search', -1, 'expected an object, got string'],
    [{type: 'search', query: 'x', locale: 'ru'}, -1, '"id"'],
    [{type: 'drop', id: 2, query: 'x', locale: 'ru'}, 2, 'unknown "type" "drop"'],
    [{type: 'search', id: 3, query: 5, locale: 'ru'}, 3, '"query" must be a string'],
    [{type: 'search', id: 4, query: 'x', locale: '../../etc'}, 4, '"locale"'],
    [{type: 'search', id: 5, query: 'x', locale: 'ru', options: {limit: 1e9}}, 5, '"options.limit"'],
    [{type: 'search', id: 6, query: 'x', locale: 'ru', options: 'all'}, 6, '"options" must be an object'],
    [{type: 'search', id: 7, query: 'x', locale: 'ru', options: {snippetPages: -1}}, 7, '"options.snippetPages"'],
    [{type: 'search', id: 8, query: 'x', locale: 'ru', options: {snippetPages: 2.5}}, 8, '"options.snippetPages"'],
  ])('answers %j with an error for id %i', (data, id, error) => {
    const read = readRequest(data);
    expect(read).toEqual({id, error: expect.stringContaining(error) as unknown});
  });
});

describe('search worker: fetching index files', () => {
  const base = new URL('http://localhost/');

  it('aborts a stalled request after the timeout, then lets the next one through', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const fetchFn: Fetch = (_url, init) => {
        calls++;
        if (calls === 1) {
          return new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          );
        }
        return Promise.resolve({ok: true, status: 200, json: () => Promise.resolve({v: 1})});
      };
      const load = indexFetcher(base, 5000, fetchFn);
      const first = load('assets/search/v-43e.abc.json');
      const checked = expect(first).rejects.toThrow(`assets/search/v-43e.abc.json: ${TIMEOUT_MARK} after 5 s`);
      await vi.advanceTimersByTimeAsync(5000);
      await checked;
      await expect(load('assets/search/v-43e.abc.json')).resolves.toEqual({v: 1});
    } finally {
      vi.useRealTimers();
    }
  });

  it('revalidates the manifest only and reports an HTTP error by file', async () => {
    const inits: RequestInit[] = [];
    const fetchFn: Fetch = (_url, init) => {
      inits.push(init);
      return Promise.resolve({ok: false, status: 503, json: () => Promise.resolve(null)});
    };
    const load = indexFetcher(base, 5000, fetchFn);
    await expect(load('search-index.json')).rejects.toThrow('search-index.json: HTTP 503');
    await expect(load('assets/search/p-1.abc.json')).rejects.toThrow('HTTP 503');
    expect(inits.map((i) => i.cache)).toEqual(['no-cache', undefined]);
  });
});

describe('search client: a reply that cannot be read', () => {
  it('fails pending requests instead of leaving them waiting', async () => {
    const worker = new FakeWorker();
    const warn = vi.fn();
    const client = new SearchWorkerClient(worker, 'ru', warn);
    const pending = client.request('search', 'x');
    worker.onmessage?.({data: null as unknown as SearchReply});
    await expect(pending).rejects.toThrow('a reply could not be read');
  });
});
