/**
 * The search worker's message protocol (README.md here, "Protocol") and the page-side
 * client that speaks it. A request is `{type, id, query, locale, options}`;
 * the reply carries the same id. A newer request of a type rejects the older
 * pending one of that type; a terminated or failed worker rejects everything
 * pending, so the page never waits for an answer that will not come.
 */
import type {SearchOptions, SearchResponse, SuggestOptions} from './engine';

export type RequestType = 'suggest' | 'search' | 'all';

export type RequestOptions = SearchOptions & SuggestOptions;

export interface SearchRequest {
  readonly type: RequestType;
  readonly id: number;
  readonly query: string;
  readonly locale: string;
  readonly options?: RequestOptions;
}

export interface AllResponse {
  readonly suggestions: readonly string[];
  readonly results: SearchResponse;
}

export interface ResultOf {
  suggest: readonly string[];
  search: SearchResponse;
  all: AllResponse;
}

export type SearchReply =
  | {readonly id: number; readonly ok: true; readonly result: ResultOf[RequestType]}
  | {readonly id: number; readonly ok: false; readonly error: string};

export const CANCELED_MESSAGE = 'Canceled because of new search request.';
export const TERMINATED_MESSAGE = 'Worker has been terminated.';

/** What the client needs of a Worker (a real one in the browser, a fake in unit tests). */
export interface WorkerLike {
  postMessage(message: SearchRequest): void;
  terminate(): void;
  onmessage: ((event: {data: SearchReply}) => void) | null;
  onerror: ((event: {message?: string; preventDefault?: () => void}) => void) | null;
  onmessageerror?: ((event: unknown) => void) | null;
}

interface Pending {
  readonly type: RequestType;
  readonly resolve: (value: never) => void;
  readonly reject: (reason: Error) => void;
}

export class SearchCanceledError extends Error {
  constructor() {
    super(CANCELED_MESSAGE);
    this.name = 'SearchCanceledError';
  }
}

export class SearchWorkerClient {
  private worker: WorkerLike | null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Set once the worker failed: later requests fail at once with it. */
  private failure: Error | null = null;

  constructor(
    worker: WorkerLike,
    private readonly locale: string,
    private readonly warn: (message: string) => void = (m) => console.warn(m),
  ) {
    this.worker = worker;
    worker.onmessage = (event) => this.onReply(event.data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.fail(`Search worker error: ${event.message ?? 'the worker could not run'}`);
    };
    worker.onmessageerror = () => this.fail('Search worker error: a reply could not be read');
  }

  request<T extends RequestType>(type: T, query: string, options?: RequestOptions): Promise<ResultOf[T]> {
    if (!this.worker) return Promise.reject(new Error(TERMINATED_MESSAGE));
    if (this.failure) return Promise.reject(this.failure);
    for (const [id, p] of this.pending) {
      if (p.type !== type) continue;
      this.pending.delete(id);
      p.reject(new SearchCanceledError());
    }
    const id = this.nextId++;
    return new Promise<ResultOf[T]>((resolve, reject) => {
      this.pending.set(id, {type, resolve: resolve as (value: never) => void, reject});
      this.worker?.postMessage({type, id, query, locale: this.locale, ...(options ? {options} : {})});
    });
  }

  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    this.rejectAll(new Error(TERMINATED_MESSAGE));
  }

  private onReply(reply: SearchReply): void {
    const p = this.pending.get(reply.id);
    if (!p) return; // canceled meanwhile
    this.pending.delete(reply.id);
    if (reply.ok) p.resolve(reply.result as never);
    else p.reject(new Error(reply.error));
  }

  private fail(message: string): void {
    this.warn(message);
    this.failure = new Error(message);
    this.rejectAll(this.failure);
  }

  private rejectAll(error: Error): void {
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) p.reject(error);
  }
}
