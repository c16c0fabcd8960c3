/**
 * The search worker (bundled by the plugin into `search-worker.js` at the root
 * of each locale's site). It loads the index lazily, on the first request,
 * from beside itself, and answers the protocol of protocol.ts.
 */
import {SearchEngine} from './engine';
import {MANIFEST_FILE, type Manifest} from './format';
import type {ResultOf, SearchReply, SearchRequest} from './protocol';

interface WorkerScope {
  location: {href: string};
  onmessage: ((event: {data: SearchRequest}) => void) | null;
  postMessage(reply: SearchReply): void;
}

declare const self: WorkerScope;

const base = new URL('./', self.location.href);

const engine = new SearchEngine(async (file) => {
  // The manifest names the current shards, so it is revalidated; shards never change under their name.
  const response = await fetch(new URL(file, base), file === MANIFEST_FILE ? {cache: 'no-cache'} : {});
  if (!response.ok) throw new Error(`Search index file ${file}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
});

async function answer(request: SearchRequest): Promise<ResultOf[SearchRequest['type']]> {
  const manifest: Manifest = await engine.ready();
  if (request.locale !== manifest.locale) {
    throw new Error(`This worker serves the "${manifest.locale}" index, not "${request.locale}"`);
  }
  switch (request.type) {
    case 'suggest':
      return engine.suggest(request.query, request.options);
    case 'search':
      return engine.search(request.query, request.options);
    case 'all': {
      const [suggestions, results] = await Promise.all([engine.suggest(request.query, request.options), engine.search(request.query, request.options)]);
      return {suggestions, results};
    }
    default:
      throw new Error(`Unknown request type ${String((request as {type: unknown}).type)}`);
  }
}

self.onmessage = (event) => {
  const request = event.data;
  answer(request).then(
    (result) => self.postMessage({id: request.id, ok: true, result}),
    (error: unknown) => self.postMessage({id: request.id, ok: false, error: error instanceof Error ? error.message : String(error)}),
  );
};
