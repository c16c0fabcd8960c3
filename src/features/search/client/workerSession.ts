/**
 * One search worker per page session, created on the first open of the
 * modal (never on page load) and kept, with its loaded index shards, until
 * the page goes away.
 */
import {SearchWorkerClient, type WorkerLike} from '@site/src/features/search/shared/protocol';

let client: SearchWorkerClient | null = null;
let clientUrl = '';

export function searchClient(workerUrl: string, locale: string): SearchWorkerClient {
  if (client && clientUrl === workerUrl) return client;
  client?.terminate();
  let worker: WorkerLike;
  try {
    worker = new Worker(workerUrl) as unknown as WorkerLike;
  } catch (error) {
    // Workers switched off or blocked: a client whose every request fails with the reason.
    worker = failedWorker(error instanceof Error ? error.message : String(error));
  }
  client = new SearchWorkerClient(worker, locale);
  clientUrl = workerUrl;
  return client;
}

function failedWorker(message: string): WorkerLike {
  const fake: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage() {
      setTimeout(() => fake.onerror?.({message}), 0);
    },
    terminate() {},
  };
  return fake;
}
