import {describe, expect, it, vi} from 'vitest';
import {CANCELED_MESSAGE, SearchWorkerClient, TERMINATED_MESSAGE, type SearchReply, type SearchRequest, type WorkerLike} from '../../plugins/search/protocol';

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
