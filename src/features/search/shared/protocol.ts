/**
 * The search worker's message protocol (README.md here, "Protocol") and the page-side
 * client that speaks it. A request is `{type, id, query, locale, options}`;
 * the reply carries the same id. A newer request of a type rejects the older
 * pending one of that type; a terminated or failed worker rejects everything
 * pending, so the page never waits for an answer that will not come.
 */
import {siteConfig} from '../../../../site.config';
import type {SearchOptions, SearchResponse, SuggestOptions} from './engine';

/** The longest query the worker searches; longer ones are cut (the modal's box stops there too). */
export const MAX_QUERY_CHARS = siteConfig.search.maxQueryChars;

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
  /** The product sections results can be narrowed to (the modal's filter chips). */
  readonly areas: ReadonlyArray<{readonly key: string; readonly label: string}>;
  /** The releases the index has pages of, the current one first (empty without versioned sections). */
  readonly releases: readonly string[];
}

export interface ResultOf {
  suggest: readonly string[];
  search: SearchResponse;
  all: AllResponse;
}

export type SearchReply =
  | {readonly id: number; readonly ok: true; readonly result: ResultOf[RequestType]}
  | {readonly id: number; readonly ok: false; readonly error: string};

const REQUEST_TYPES: ReadonlySet<string> = new Set<RequestType>(['suggest', 'search', 'all']);
const MAX_RESULTS = 50;

/**
 * Checks a message that arrived at the worker. A message of any other shape
 * (null, a string, a wrong type, an id that is not an integer) gets an error
 * reply instead of an exception in the worker; an over-long query is cut to
 * MAX_QUERY_CHARS so one message cannot keep the worker busy for seconds.
 */
export function readRequest(
  data: unknown,
): {readonly request: SearchRequest} | {readonly id: number; readonly error: string} {
  if (typeof data !== 'object' || data === null)
    return {id: -1, error: `Invalid search request: expected an object, got ${data === null ? 'null' : typeof data}`};
  const record = data as Record<string, unknown>;
  const id = Number.isSafeInteger(record.id) ? (record.id as number) : -1;
  const fail = (what: string): {id: number; error: string} => ({id, error: `Invalid search request: ${what}`});
  if (id < 0) return fail('"id" must be a non-negative integer');
  if (typeof record.type !== 'string' || !REQUEST_TYPES.has(record.type))
    return fail(`unknown "type" ${JSON.stringify(record.type) ?? 'undefined'}`);
  if (typeof record.query !== 'string') return fail('"query" must be a string');
  if (typeof record.locale !== 'string' || !/^[a-z]{2}(-[A-Z]{2})?$/.test(record.locale))
    return fail('"locale" must be a locale code such as "ru"');
  const options = record.options;
  if (options !== undefined && (typeof options !== 'object' || options === null))
    return fail('"options" must be an object');
  const opts = (options ?? {}) as Record<string, unknown>;
  for (const key of ['limit', 'hitsPerPage'] as const) {
    const value = opts[key];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_RESULTS))
      return fail(`"options.${key}" must be an integer from 1 to ${MAX_RESULTS}`);
  }
  const snippetPages = opts.snippetPages;
  if (
    snippetPages !== undefined &&
    !(Number.isInteger(snippetPages) && (snippetPages as number) >= 0 && (snippetPages as number) <= MAX_RESULTS)
  )
    return fail(`"options.snippetPages" must be an integer from 0 to ${MAX_RESULTS}`);
  if (opts.area !== undefined && typeof opts.area !== 'string') return fail('"options.area" must be a string');
  if (opts.release !== undefined && typeof opts.release !== 'string') return fail('"options.release" must be a string');
  if (opts.allReleases !== undefined && typeof opts.allReleases !== 'boolean')
    return fail('"options.allReleases" must be true or false');
  if (opts.snippets !== undefined && opts.snippets !== 'wait' && opts.snippets !== 'loaded')
    return fail('"options.snippets" must be "wait" or "loaded"');
  const request: SearchRequest = {
    type: record.type as RequestType,
    id,
    query: record.query.slice(0, MAX_QUERY_CHARS),
    locale: record.locale,
    ...(options
      ? {
          options: {
            limit: opts.limit as number | undefined,
            hitsPerPage: opts.hitsPerPage as number | undefined,
            area: opts.area as string | undefined,
            release: opts.release as string | undefined,
            allReleases: opts.allReleases as boolean | undefined,
            snippets: opts.snippets as SearchOptions['snippets'],
            snippetPages: snippetPages as number | undefined,
          },
        }
      : {}),
  };
  return {request};
}

/** Marks the error of an index file that did not arrive in time, so the modal can say so. */
export const TIMEOUT_MARK = 'timed out';

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
    // Only the worker posts here, but a reply without an id would leave its request waiting.
    if (typeof reply !== 'object' || reply === null || typeof reply.id !== 'number') {
      this.fail('Search worker error: a reply could not be read');
      return;
    }
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
