/**
 * The search worker (bundled by the plugin into `search-worker.js` at the root
 * of each locale's site). It loads the index lazily, on the first request,
 * from beside itself, and answers the protocol of protocol.ts. Every message
 * is checked first: a malformed one gets an error reply, never silence.
 */
import {siteConfig} from '../../../../site.config';
import {SearchEngine} from '../shared/engine';
import {indexFetcher} from './fetchIndex';
import type {Manifest} from '../shared/format';
import {readRequest, type ResultOf, type SearchReply, type SearchRequest} from '../shared/protocol';

interface WorkerScope {
  location: {href: string};
  onmessage: ((event: {data: unknown}) => void) | null;
  postMessage(reply: SearchReply): void;
}

declare const self: WorkerScope;

const engine = new SearchEngine(indexFetcher(new URL('./', self.location.href), siteConfig.search.indexTimeoutMs));

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
      const [suggestions, results] = await Promise.all([
        engine.suggest(request.query, request.options),
        engine.search(request.query, request.options),
      ]);
      return {suggestions, results, areas: manifest.areas, releases: manifest.releases};
    }
  }
}

self.onmessage = (event) => {
  const read = readRequest(event.data);
  if (!('request' in read)) {
    self.postMessage({id: read.id, ok: false, error: read.error});
    return;
  }
  const {request} = read;
  answer(request).then(
    (result) => self.postMessage({id: request.id, ok: true, result}),
    (error: unknown) =>
      self.postMessage({id: request.id, ok: false, error: error instanceof Error ? error.message : String(error)}),
  );
};
