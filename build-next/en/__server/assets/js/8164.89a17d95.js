"use strict";
exports.ids = ["8164"];
exports.modules = {
50582(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A5: () => (TIMEOUT_MARK),
  EJ: () => (SearchCanceledError),
  Mr: () => (SearchWorkerClient),
  Yj: () => (MAX_QUERY_CHARS)
});
/* import */ var _site_config__rspack_import_0 = __webpack_require__(5617);
/**
 * The search worker's message protocol (README.md here, "Protocol") and the page-side
 * client that speaks it. A request is `{type, id, query, locale, options}`;
 * the reply carries the same id. A newer request of a type rejects the older
 * pending one of that type; a terminated or failed worker rejects everything
 * pending, so the page never waits for an answer that will not come.
 */ 
/** The longest query the worker searches; longer ones are cut (the modal's box stops there too). */ const MAX_QUERY_CHARS = _site_config__rspack_import_0/* .siteConfig.search.maxQueryChars */.C.search.maxQueryChars;
const REQUEST_TYPES = new Set([
    'suggest',
    'search',
    'all'
]);
const MAX_RESULTS = 50;
/**
 * Checks a message that arrived at the worker. A message of any other shape
 * (null, a string, a wrong type, an id that is not an integer) gets an error
 * reply instead of an exception in the worker; an over-long query is cut to
 * MAX_QUERY_CHARS so one message cannot keep the worker busy for seconds.
 */ function readRequest(data) {
    if (typeof data !== 'object' || data === null) return {
        id: -1,
        error: `Invalid search request: expected an object, got ${data === null ? 'null' : typeof data}`
    };
    const record = data;
    const id = Number.isSafeInteger(record.id) ? record.id : -1;
    const fail = (what)=>({
            id,
            error: `Invalid search request: ${what}`
        });
    if (id < 0) return fail('"id" must be a non-negative integer');
    if (typeof record.type !== 'string' || !REQUEST_TYPES.has(record.type)) return fail(`unknown "type" ${JSON.stringify(record.type) ?? 'undefined'}`);
    if (typeof record.query !== 'string') return fail('"query" must be a string');
    if (typeof record.locale !== 'string' || !/^[a-z]{2}(-[A-Z]{2})?$/.test(record.locale)) return fail('"locale" must be a locale code such as "ru"');
    const options = record.options;
    if (options !== undefined && (typeof options !== 'object' || options === null)) return fail('"options" must be an object');
    const opts = options ?? {};
    for (const key of [
        'limit',
        'hitsPerPage'
    ]){
        const value = opts[key];
        if (value !== undefined && !(Number.isInteger(value) && value >= 1 && value <= MAX_RESULTS)) return fail(`"options.${key}" must be an integer from 1 to ${MAX_RESULTS}`);
    }
    if (opts.area !== undefined && typeof opts.area !== 'string') return fail('"options.area" must be a string');
    if (opts.snippets !== undefined && opts.snippets !== 'wait' && opts.snippets !== 'loaded') return fail('"options.snippets" must be "wait" or "loaded"');
    const request = {
        type: record.type,
        id,
        query: record.query.slice(0, MAX_QUERY_CHARS),
        locale: record.locale,
        ...options ? {
            options: {
                limit: opts.limit,
                hitsPerPage: opts.hitsPerPage,
                area: opts.area,
                snippets: opts.snippets
            }
        } : {}
    };
    return {
        request
    };
}
/** Marks the error of an index file that did not arrive in time, so the modal can say so. */ const TIMEOUT_MARK = 'timed out';
const CANCELED_MESSAGE = 'Canceled because of new search request.';
const TERMINATED_MESSAGE = 'Worker has been terminated.';
class SearchCanceledError extends Error {
    constructor(){
        super(CANCELED_MESSAGE);
        this.name = 'SearchCanceledError';
    }
}
class SearchWorkerClient {
    locale;
    warn;
    worker;
    nextId = 1;
    pending = new Map();
    /** Set once the worker failed: later requests fail at once with it. */ failure = null;
    constructor(worker, locale, warn = (m)=>console.warn(m)){
        this.locale = locale;
        this.warn = warn;
        this.worker = worker;
        worker.onmessage = (event)=>this.onReply(event.data);
        worker.onerror = (event)=>{
            event.preventDefault?.();
            this.fail(`Search worker error: ${event.message ?? 'the worker could not run'}`);
        };
        worker.onmessageerror = ()=>this.fail('Search worker error: a reply could not be read');
    }
    request(type, query, options) {
        if (!this.worker) return Promise.reject(new Error(TERMINATED_MESSAGE));
        if (this.failure) return Promise.reject(this.failure);
        for (const [id, p] of this.pending){
            if (p.type !== type) continue;
            this.pending.delete(id);
            p.reject(new SearchCanceledError());
        }
        const id = this.nextId++;
        return new Promise((resolve, reject)=>{
            this.pending.set(id, {
                type,
                resolve: resolve,
                reject
            });
            this.worker?.postMessage({
                type,
                id,
                query,
                locale: this.locale,
                ...options ? {
                    options
                } : {}
            });
        });
    }
    terminate() {
        this.worker?.terminate();
        this.worker = null;
        this.rejectAll(new Error(TERMINATED_MESSAGE));
    }
    onReply(reply) {
        // Only the worker posts here, but a reply without an id would leave its request waiting.
        if (typeof reply !== 'object' || reply === null || typeof reply.id !== 'number') {
            this.fail('Search worker error: a reply could not be read');
            return;
        }
        const p = this.pending.get(reply.id);
        if (!p) return; // canceled meanwhile
        this.pending.delete(reply.id);
        if (reply.ok) p.resolve(reply.result);
        else p.reject(new Error(reply.error));
    }
    fail(message) {
        this.warn(message);
        this.failure = new Error(message);
        this.rejectAll(this.failure);
    }
    rejectAll(error) {
        const all = [
            ...this.pending.values()
        ];
        this.pending.clear();
        for (const p of all)p.reject(error);
    }
}


},
41855(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  searchClient: () => (searchClient)
});
/* import */ var _site_plugins_search_protocol__rspack_import_0 = __webpack_require__(50582);
/**
 * One search worker per page session, created on the first open of the
 * modal (never on page load) and kept, with its loaded index shards, until
 * the page goes away.
 */ 
let client = null;
let clientUrl = '';
function searchClient(workerUrl, locale) {
    if (client && clientUrl === workerUrl) return client;
    client?.terminate();
    let worker;
    try {
        worker = new Worker(workerUrl);
    } catch (error) {
        // Workers switched off or blocked: a client whose every request fails with the reason.
        worker = failedWorker(error instanceof Error ? error.message : String(error));
    }
    client = new _site_plugins_search_protocol__rspack_import_0/* .SearchWorkerClient */.Mr(worker, locale);
    clientUrl = workerUrl;
    return client;
}
function failedWorker(message) {
    const fake = {
        onmessage: null,
        onerror: null,
        postMessage () {
            setTimeout(()=>fake.onerror?.({
                    message
                }), 0);
        },
        terminate () {}
    };
    return fake;
}


},

};
;