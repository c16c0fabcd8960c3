exports.ids = ["7890"];
exports.modules = {
54598(module) {
// Exports
module.exports = {
	"layer": `layer_XQwx`,
	"dialog": `dialog_i4aT`,
	"bar": `bar_OsWJ`,
	"icon": `icon_GX_6`,
	"input": `input_nbfU`,
	"close": `close_AA_m`,
	"closeText": `closeText_h_C9`,
	"body": `body_YCdG`,
	"status": `status_d_Oq`,
	"error": `error_h2Bu`,
	"group": `group_bEcy`,
	"groupTitle": `groupTitle_XJMO`,
	"pageTitle": `pageTitle_jeu7`,
	"crumbs": `crumbs_W2GV`,
	"list": `list_BbVW`,
	"row": `row_IcBr`,
	"option": `option_ljNU`,
	"suggestions": `suggestions_GuLw`,
	"active": `active_px9V`,
	"hitTitle": `hitTitle_Kj4p`,
	"snippet": `snippet_GB8w`,
	"optionText": `optionText_eGgh`,
	"remove": `remove_xp93`,
	"footer": `footer_vjQh`,
	"closeKey": `closeKey_CIId`
};


},
981(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  YS: () => (WORKER_FILE)
});
/**
 * The search index on disk: a small manifest and three kinds of shard, so a
 * query downloads only the parts it needs (README.md in this folder explains
 * why and gives the measurements).
 *
 * - `search-index.json` (the manifest; revalidated on every first open)
 * - `assets/search/v-<key>.<hash>.json`: the vocabulary of the terms that
 *   start with one character: term, displayed word form, document frequency
 *   and their postings, inline when that letter's postings are small (a
 *   site of hundreds of pages: one file per first letter of a query word),
 *   else the number of the postings shard that holds each list.
 * - `assets/search/p-<n>.<hash>.json`: postings of consecutive terms (large sites).
 * - `assets/search/h-<n>.<hash>.json`: URLs, titles, breadcrumbs and section
 *   headings of consecutive pages, everything a result line shows but the
 *   snippet; a site of a few hundred pages has one.
 * - `assets/search/d-<n>.<hash>.json`: section texts of consecutive pages, for
 *   snippets; results are shown with their headings first and the snippets
 *   follow when these arrive.
 *
 * Shard names carry the index hash, so they are cached as immutable assets.
 */ const INDEX_VERSION = 4;
const MANIFEST_FILE = 'search-index.json';
const SHARD_DIR = 'assets/search';
/** The worker script, served from the root of each locale's site. */ const WORKER_FILE = 'search-worker.js';
function vocabKey(term) {
    return (term.codePointAt(0) ?? 0).toString(16);
}
function vocabFile(key, hash) {
    return `${SHARD_DIR}/v-${key}.${hash}.json`;
}
function postingsFile(n, hash) {
    return `${SHARD_DIR}/p-${n}.${hash}.json`;
}
function headFile(n, hash) {
    return `${SHARD_DIR}/h-${n}.${hash}.json`;
}
function docFile(n, hash) {
    return `${SHARD_DIR}/d-${n}.${hash}.json`;
}
function deltaEncode(values) {
    return values.map((v, i)=>i === 0 ? v : v - (values[i - 1] ?? 0));
}
function deltaDecode(values) {
    const out = [];
    let acc = 0;
    for (const v of values){
        acc += v;
        out.push(acc);
    }
    return out;
}
/** [a, a, a, b] → [a, 3, b, 1]. */ function runLengthEncode(values) {
    const out = [];
    for (const v of values){
        if (out.length > 0 && out[out.length - 2] === v) out[out.length - 1] = (out[out.length - 1] ?? 0) + 1;
        else out.push(v, 1);
    }
    return out;
}
function runLengthDecode(runs) {
    const out = [];
    for(let i = 0; i + 1 < runs.length; i += 2)for(let n = 0; n < (runs[i + 1] ?? 0); n++)out.push(runs[i] ?? -1);
    return out;
}


},
50582(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
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
96981(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  T: () => (keepTabInside)
});
/**
 * Tab and Shift+Tab wrap around inside a modal dialog: the one focus trap of
 * the locale suggestion and the search modal.
 */ function keepTabInside(event, container, focusableSelector) {
    if (event.key !== 'Tab' || !container) return;
    const focusable = Array.from(container.querySelectorAll(focusableSelector));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
    }
}


},
85645(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AreaFilter)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * The search window's section filter: one chip per product section and one
 * for all of them, a radio group. Tab reaches the chosen chip, the arrow keys
 * (and Home/End) move between chips and choose at once, as in any radio group.
 */ 
// Inline, not in the modal's stylesheet: Docusaurus merges every stylesheet into the one each page
// loads first, and that one is at its size budget; these styles load with the modal only.
const GROUP = {
    display: 'flex',
    gap: '0.375rem',
    padding: '0.5rem 1rem',
    overflowX: 'auto',
    borderBottom: '1px solid #d0d7e2'
};
const CHIP = {
    flex: 'none',
    padding: '0.125rem 0.625rem',
    border: '1px solid #c3ccd9',
    borderRadius: '999px',
    background: '#fff',
    color: 'var(--tessera-ink-strong)',
    font: 'inherit',
    fontSize: '0.8125rem',
    cursor: 'pointer'
};
const CHOSEN = {
    ...CHIP,
    borderColor: 'var(--ifm-color-primary)',
    background: 'var(--ifm-color-primary)',
    color: '#fff'
};
function AreaFilter({ areas, value, label, allLabel, onChange }) {
    const chips = [
        {
            key: '',
            label: allLabel
        },
        ...areas
    ];
    const refs = (0,react__rspack_import_1.useRef)([]);
    const current = Math.max(0, chips.findIndex((c)=>c.key === value));
    const onKeyDown = (event)=>{
        const moves = {
            ArrowRight: current + 1,
            ArrowDown: current + 1,
            ArrowLeft: current - 1,
            ArrowUp: current - 1,
            Home: 0,
            End: chips.length - 1
        };
        const to = moves[event.key];
        if (to === undefined) return;
        event.preventDefault();
        // Arrow keys in the results list move through results; here they stay in the group.
        event.stopPropagation();
        const next = (to + chips.length) % chips.length;
        const chip = chips[next];
        if (!chip) return;
        onChange(chip.key);
        refs.current[next]?.focus();
    };
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
        style: GROUP,
        role: "radiogroup",
        "aria-label": label,
        onKeyDown: onKeyDown,
        children: chips.map((chip, i)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                ref: (el)=>{
                    refs.current[i] = el;
                },
                type: "button",
                role: "radio",
                "aria-checked": i === current,
                tabIndex: i === current ? 0 : -1,
                style: i === current ? CHOSEN : CHIP,
                onClick: ()=>onChange(chip.key),
                children: chip.label
            }, chip.key || 'all'))
    });
}


},
57369(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  "default": () => (SearchModal)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_router__rspack_import_11 = __webpack_require__(56347);
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_2 = __webpack_require__(10898);
/* import */ var _docusaurus_useBaseUrl__rspack_import_3 = __webpack_require__(66497);
/* import */ var _site_site_config__rspack_import_4 = __webpack_require__(5617);
/* import */ var _site_plugins_search_format__rspack_import_10 = __webpack_require__(981);
/* import */ var _site_plugins_search_protocol__rspack_import_5 = __webpack_require__(50582);
/* import */ var _site_src_components_focusTrap__rspack_import_13 = __webpack_require__(96981);
/* import */ var _AreaFilter__rspack_import_6 = __webpack_require__(85645);
/* import */ var _history__rspack_import_12 = __webpack_require__(99198);
/* import */ var _client__rspack_import_7 = __webpack_require__(41855);
/* import */ var _modalTexts__rspack_import_8 = __webpack_require__(81963);
/* import */ var _styles_module_css__rspack_import_9 = __webpack_require__(54598);
/* import */ var _styles_module_css__rspack_import_9_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_9);

/**
 * The search modal (plugins/search/README.md): suggestions while typing,
 * results after the search delay grouped by page, keyboard navigation,
 * query and result history. Loaded on demand by src/theme/SearchBar; the
 * index is searched in the worker (plugins/search).
 */ 












function storage(kind = 'localStorage') {
    try {
        return window[kind];
    } catch  {
        return null;
    }
}
/** The chosen section filter lasts for the browser tab's session, per locale. */ const areaKey = (locale)=>`tessera.search.area.${locale}`;
function Highlighted({ text, ranges }) {
    const parts = [];
    let at = 0;
    ranges.forEach(([start, end], i)=>{
        if (start > at) parts.push(text.slice(at, start));
        parts.push(/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("mark", {
            children: text.slice(start, end)
        }, i));
        at = end;
    });
    if (at < text.length) parts.push(text.slice(at));
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: parts
    });
}
function SearchIcon() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("svg", {
        className: (_styles_module_css__rspack_import_9_default().icon),
        viewBox: "0 0 20 20",
        width: "20",
        height: "20",
        "aria-hidden": "true",
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("path", {
            d: "M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.9 3.9-1.06 1.06-3.9-3.9A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
            fill: "currentColor"
        })
    });
}
function SearchModal({ onClose }) {
    const texts = (0,_modalTexts__rspack_import_8/* .useSearchTexts */.a)();
    const { i18n } = (0,_docusaurus_useDocusaurusContext__rspack_import_2/* ["default"] */.A)();
    const locale = i18n.currentLocale;
    const workerUrl = (0,_docusaurus_useBaseUrl__rspack_import_3/* ["default"] */.Ay)(`/${_site_plugins_search_format__rspack_import_10/* .WORKER_FILE */.YS}`);
    const router = (0,_docusaurus_router__rspack_import_11/* .useHistory */.W6)();
    const history = (0,react__rspack_import_1.useMemo)(()=>new _history__rspack_import_12/* .SearchHistory */.t(storage(), locale, {
            queries: _site_site_config__rspack_import_4/* .siteConfig.search.queryHistory */.C.search.queryHistory,
            results: _site_site_config__rspack_import_4/* .siteConfig.search.resultHistory */.C.search.resultHistory
        }), [
        locale
    ]);
    const [query, setQuery] = (0,react__rspack_import_1.useState)('');
    const [suggestions, setSuggestions] = (0,react__rspack_import_1.useState)([]);
    const [results, setResults] = (0,react__rspack_import_1.useState)(null);
    const [indexReady, setIndexReady] = (0,react__rspack_import_1.useState)(false);
    const [error, setError] = (0,react__rspack_import_1.useState)(null);
    const [lists, setLists] = (0,react__rspack_import_1.useState)(()=>history.lists());
    const [active, setActive] = (0,react__rspack_import_1.useState)(-1);
    const [areas, setAreas] = (0,react__rspack_import_1.useState)([]);
    const [area, setArea] = (0,react__rspack_import_1.useState)(()=>storage('sessionStorage')?.getItem(areaKey(locale)) ?? '');
    const areaRef = (0,react__rspack_import_1.useRef)(area);
    const dialogRef = (0,react__rspack_import_1.useRef)(null);
    const inputRef = (0,react__rspack_import_1.useRef)(null);
    const searchTimer = (0,react__rspack_import_1.useRef)(null);
    const baseId = (0,react__rspack_import_1.useId)();
    const optionId = (i)=>`${baseId}-option-${i}`;
    const client = (0,react__rspack_import_1.useMemo)(()=>(0,_client__rspack_import_7.searchClient)(workerUrl, locale), [
        workerUrl,
        locale
    ]);
    const onFailure = (0,react__rspack_import_1.useCallback)((reason)=>{
        if (reason instanceof _site_plugins_search_protocol__rspack_import_5/* .SearchCanceledError */.EJ) return;
        setError(reason instanceof Error ? reason.message : String(reason));
    }, []);
    // First open: load the index manifest while the reader starts typing.
    (0,react__rspack_import_1.useEffect)(()=>{
        client.request('all', '').then((all)=>{
            setIndexReady(true);
            setAreas(all.areas);
            // A section remembered from an older build that no longer has pages: show everything.
            if (areaRef.current && !all.areas.some((a)=>a.key === areaRef.current)) {
                areaRef.current = '';
                setArea('');
            }
        }, onFailure);
    }, [
        client,
        onFailure
    ]);
    // A modal keeps focus: whatever moves it outside while open (the theme focuses the top of a page
    // that finishes loading after the reader opened search) hands it back to the query field.
    (0,react__rspack_import_1.useEffect)(()=>{
        const keepFocusInside = (event)=>{
            const dialog = dialogRef.current;
            if (dialog && event.target instanceof Node && !dialog.contains(event.target)) inputRef.current?.focus({
                preventScroll: true
            });
        };
        document.addEventListener('focusin', keepFocusInside);
        return ()=>document.removeEventListener('focusin', keepFocusInside);
    }, []);
    (0,react__rspack_import_1.useEffect)(()=>{
        inputRef.current?.focus();
        const { overflow } = document.body.style;
        document.body.style.overflow = 'hidden';
        return ()=>{
            document.body.style.overflow = overflow;
            if (searchTimer.current) clearTimeout(searchTimer.current);
        };
    }, []);
    /** Enter pressed before the results arrived: open the first one as soon as they do. */ const openFirstWhenReady = (0,react__rspack_import_1.useRef)(false);
    const openEntryRef = (0,react__rspack_import_1.useRef)(()=>undefined);
    const latestQuery = (0,react__rspack_import_1.useRef)('');
    const runSearch = (0,react__rspack_import_1.useCallback)((q)=>{
        // Results first, with the snippets whose text is here; when some are still loading, the
        // same query again brings them (on a slow network the headings show a round trip sooner).
        const ask = (snippets)=>{
            client.request('search', q, {
                limit: 10,
                hitsPerPage: 3,
                snippets,
                ...areaRef.current ? {
                    area: areaRef.current
                } : {}
            }).then((response)=>{
                setIndexReady(true);
                setError(null);
                setResults({
                    query: q,
                    response
                });
                if (response.snippetsPending && snippets === 'loaded' && latestQuery.current === q) ask('wait');
                const first = response.pages[0];
                const hit = first?.hits[0];
                if (openFirstWhenReady.current && first && hit) {
                    openFirstWhenReady.current = false;
                    openEntryRef.current({
                        url: hit.url,
                        title: first.title,
                        heading: hit.anchor ? hit.heading : ''
                    });
                }
            }, onFailure);
        };
        ask('loaded');
    }, [
        client,
        onFailure
    ]);
    const changeQuery = (0,react__rspack_import_1.useCallback)((q, { immediate = false } = {})=>{
        openFirstWhenReady.current = false;
        latestQuery.current = q;
        setQuery(q);
        setActive(-1);
        if (searchTimer.current) clearTimeout(searchTimer.current);
        if (!q.trim()) {
            setSuggestions([]);
            setResults(null);
            return;
        }
        const suggest = ()=>{
            // A finished word has no completion: clear now rather than after a worker round trip,
            // so stale suggestions never sit above the results the arrows move through.
            if (/\s$/.test(q)) {
                setSuggestions([]);
                return;
            }
            client.request('suggest', q, {
                limit: 5
            }).then((s)=>{
                setIndexReady(true);
                // A reply for an older query (the reader typed on) is no longer a suggestion.
                if (latestQuery.current === q) setSuggestions(s);
            }, onFailure);
        };
        if (_site_site_config__rspack_import_4/* .siteConfig.search.suggestDelayMs */.C.search.suggestDelayMs > 0) setTimeout(suggest, _site_site_config__rspack_import_4/* .siteConfig.search.suggestDelayMs */.C.search.suggestDelayMs);
        else suggest();
        if (immediate) runSearch(q);
        else searchTimer.current = setTimeout(()=>runSearch(q), _site_site_config__rspack_import_4/* .siteConfig.search.delayMs */.C.search.delayMs);
    }, [
        client,
        onFailure,
        runSearch
    ]);
    const chooseArea = (key)=>{
        areaRef.current = key;
        setArea(key);
        const store = storage('sessionStorage');
        try {
            if (key) store?.setItem(areaKey(locale), key);
            else store?.removeItem(areaKey(locale));
        } catch  {
        // Storage full or switched off: the filter still applies until the modal closes.
        }
        if (latestQuery.current.trim()) changeQuery(latestQuery.current, {
            immediate: true
        });
    };
    const trimmed = query.trim();
    const shownResults = trimmed && results ? results.response : null;
    const options = (0,react__rspack_import_1.useMemo)(()=>{
        if (!trimmed) {
            return [
                ...lists.queries.map((q)=>({
                        kind: 'recentQuery',
                        query: q
                    })),
                ...lists.results.map((entry)=>({
                        kind: 'recentResult',
                        entry
                    }))
            ];
        }
        const hits = (shownResults?.pages ?? []).flatMap((page)=>page.hits.map((hit)=>({
                    kind: 'hit',
                    entry: {
                        url: hit.url,
                        title: page.title,
                        heading: hit.anchor ? hit.heading : ''
                    }
                })));
        return [
            ...suggestions.map((q)=>({
                    kind: 'suggestion',
                    query: q
                })),
            ...hits
        ];
    }, [
        trimmed,
        lists,
        suggestions,
        shownResults
    ]);
    (0,react__rspack_import_1.useEffect)(()=>{
        if (active < 0) return;
        document.getElementById(optionId(active))?.scrollIntoView({
            block: 'nearest'
        });
    // optionId is derived from the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [
        active
    ]);
    const openEntry = (entry, event)=>{
        // Ctrl/⌘/Shift/middle click: let the browser open it elsewhere, keep the modal.
        if (event && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
        event?.preventDefault();
        if (trimmed) history.addQuery(trimmed);
        setLists(history.addResult(entry));
        onClose();
        // Docusaurus scrolls the new page to the section once it has rendered.
        setTimeout(()=>router.push(entry.url), 0);
    };
    (0,react__rspack_import_1.useEffect)(()=>{
        openEntryRef.current = openEntry;
    });
    const choose = (option)=>{
        switch(option.kind){
            case 'suggestion':
            case 'recentQuery':
                changeQuery(option.query, {
                    immediate: true
                });
                inputRef.current?.focus();
                break;
            case 'hit':
            case 'recentResult':
                openEntry(option.entry);
                break;
        }
    };
    const onKeyDown = (event)=>{
        if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
            return;
        }
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (options.length === 0) return;
            event.preventDefault();
            const n = options.length;
            setActive((a)=>event.key === 'ArrowDown' ? a + 1 >= n ? 0 : a + 1 : a <= 0 ? n - 1 : a - 1);
            return;
        }
        if (event.key === 'Delete' && event.target === inputRef.current && !trimmed) {
            const option = options[active];
            if (option?.kind === 'recentQuery') setLists(history.removeQuery(option.query));
            else if (option?.kind === 'recentResult') setLists(history.removeResult(option.entry.url));
            else return;
            event.preventDefault();
            setActive((a)=>Math.min(a, options.length - 2));
            return;
        }
        if (event.key === 'Enter' && event.target === inputRef.current) {
            const current = results?.query === query;
            const option = options[active] ?? (current ? options.find((o)=>o.kind === 'hit') : undefined);
            event.preventDefault();
            if (option) choose(option);
            else if (trimmed) {
                // Typed faster than the search delay: search now and open what comes first.
                openFirstWhenReady.current = true;
                if (searchTimer.current) clearTimeout(searchTimer.current);
                runSearch(query);
            }
            return;
        }
        (0,_site_src_components_focusTrap__rspack_import_13/* .keepTabInside */.T)(event, dialogRef.current, 'input, button:not([disabled]):not([tabindex="-1"]), a[href]:not([tabindex="-1"]), [tabindex="0"]');
    };
    /** Results and suggestions are listbox options; history rows are links with a remove button beside them. */ const optionProps = (i, role = 'option')=>({
            id: optionId(i),
            role: role ?? undefined,
            'aria-selected': role ? active === i : undefined,
            className: active === i ? `${(_styles_module_css__rspack_import_9_default().option)} ${(_styles_module_css__rspack_import_9_default().active)}` : (_styles_module_css__rspack_import_9_default().option),
            onMouseMove: ()=>{
                if (active !== i) setActive(i);
            }
        });
    const removeButton = (label, onRemove)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
            type: "button",
            className: (_styles_module_css__rspack_import_9_default().remove),
            "aria-label": label,
            title: label,
            onClick: (e)=>{
                e.stopPropagation();
                onRemove();
                inputRef.current?.focus();
            },
            children: "\xd7"
        });
    let status = null;
    if (trimmed) {
        // Offline, a failed index file is one this device never downloaded: the results need it.
        if (error) status = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
            className: (_styles_module_css__rspack_import_9_default().error),
            role: "alert",
            children: !navigator.onLine ? texts.offlineIndex : error.includes(_site_plugins_search_protocol__rspack_import_5/* .TIMEOUT_MARK */.A5) ? texts.timeout : texts.error
        });
        else if (!indexReady) status = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
            className: (_styles_module_css__rspack_import_9_default().status),
            role: "status",
            children: texts.loading
        });
        else if (shownResults && shownResults.pages.length === 0 && results?.query === query) {
            const guess = shownResults.didYouMean;
            status = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                role: "status",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                        className: (_styles_module_css__rspack_import_9_default().status),
                        children: texts.noResults
                    }),
                    guess && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("p", {
                        className: (_styles_module_css__rspack_import_9_default().status),
                        children: [
                            texts.didYouMean,
                            ' ',
                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                                type: "button",
                                className: "clean-btn",
                                style: {
                                    fontWeight: 600,
                                    textDecoration: 'underline',
                                    color: 'var(--ifm-color-primary-darker)'
                                },
                                onClick: ()=>{
                                    changeQuery(guess, {
                                        immediate: true
                                    });
                                    inputRef.current?.focus();
                                },
                                children: guess
                            }),
                            "?"
                        ]
                    })
                ]
            });
        } else if (shownResults?.reading && results?.query === query) {
            status = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: (_styles_module_css__rspack_import_9_default().status),
                role: "status",
                children: texts.showingFor(shownResults.reading)
            });
        }
    }
    let index = 0;
    const listbox = `${baseId}-list`;
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
        className: (_styles_module_css__rspack_import_9_default().layer),
        onMouseDown: (e)=>e.target === e.currentTarget && onClose(),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
            ref: dialogRef,
            className: (_styles_module_css__rspack_import_9_default().dialog),
            role: "dialog",
            "aria-modal": "true",
            "aria-label": texts.dialogLabel,
            onKeyDown: onKeyDown,
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                    className: (_styles_module_css__rspack_import_9_default().bar),
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(SearchIcon, {}),
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
                            ref: inputRef,
                            className: (_styles_module_css__rspack_import_9_default().input),
                            type: "search",
                            role: "combobox",
                            "aria-expanded": options.length > 0,
                            "aria-controls": listbox,
                            "aria-autocomplete": "list",
                            "aria-activedescendant": active >= 0 ? optionId(active) : undefined,
                            "aria-label": texts.inputLabel,
                            placeholder: texts.placeholder,
                            autoComplete: "off",
                            autoCorrect: "off",
                            spellCheck: false,
                            enterKeyHint: "search",
                            maxLength: _site_plugins_search_protocol__rspack_import_5/* .MAX_QUERY_CHARS */.Yj,
                            "aria-describedby": query.length >= _site_plugins_search_protocol__rspack_import_5/* .MAX_QUERY_CHARS */.Yj ? `${baseId}-limit` : undefined,
                            value: query,
                            onChange: (e)=>changeQuery(e.target.value)
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("button", {
                            type: "button",
                            className: (_styles_module_css__rspack_import_9_default().close),
                            onClick: onClose,
                            "aria-label": texts.close,
                            children: [
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("kbd", {
                                    className: (_styles_module_css__rspack_import_9_default().closeKey),
                                    children: "Esc"
                                }),
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                    className: (_styles_module_css__rspack_import_9_default().closeText),
                                    "aria-hidden": "true",
                                    children: texts.cancel
                                })
                            ]
                        })
                    ]
                }),
                areas.length > 1 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_AreaFilter__rspack_import_6/* .AreaFilter */.A, {
                    areas: areas,
                    value: area,
                    label: texts.areaLabel,
                    allLabel: texts.allAreas,
                    onChange: chooseArea
                }),
                query.length >= _site_plugins_search_protocol__rspack_import_5/* .MAX_QUERY_CHARS */.Yj && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                    id: `${baseId}-limit`,
                    className: (_styles_module_css__rspack_import_9_default().status),
                    style: {
                        margin: 0,
                        padding: '0.375rem 1rem',
                        background: '#fff6e0'
                    },
                    role: "status",
                    children: texts.tooLong(_site_plugins_search_protocol__rspack_import_5/* .MAX_QUERY_CHARS */.Yj)
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                    className: (_styles_module_css__rspack_import_9_default().body),
                    id: listbox,
                    role: "region",
                    "aria-label": texts.resultsLabel,
                    tabIndex: 0,
                    "data-results-for": shownResults ? results?.query : undefined,
                    children: [
                        status,
                        !trimmed && lists.queries.length + lists.results.length === 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                            className: (_styles_module_css__rspack_import_9_default().status),
                            children: texts.emptyHistory
                        }),
                        !trimmed && lists.queries.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("section", {
                            className: (_styles_module_css__rspack_import_9_default().group),
                            "aria-labelledby": `${baseId}-rq`,
                            children: [
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h2", {
                                    id: `${baseId}-rq`,
                                    className: (_styles_module_css__rspack_import_9_default().groupTitle),
                                    children: texts.recentQueries
                                }),
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
                                    className: (_styles_module_css__rspack_import_9_default().list),
                                    children: lists.queries.map((q)=>{
                                        const i = index++;
                                        return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("li", {
                                            className: (_styles_module_css__rspack_import_9_default().row),
                                            children: [
                                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("a", {
                                                    ...optionProps(i, null),
                                                    href: `#${encodeURIComponent(q)}`,
                                                    tabIndex: -1,
                                                    onClick: (e)=>{
                                                        e.preventDefault();
                                                        choose({
                                                            kind: 'recentQuery',
                                                            query: q
                                                        });
                                                    },
                                                    children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                        className: (_styles_module_css__rspack_import_9_default().optionText),
                                                        children: q
                                                    })
                                                }),
                                                removeButton(texts.removeQuery(q), ()=>setLists(history.removeQuery(q)))
                                            ]
                                        }, q);
                                    })
                                })
                            ]
                        }),
                        !trimmed && lists.results.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("section", {
                            className: (_styles_module_css__rspack_import_9_default().group),
                            "aria-labelledby": `${baseId}-rr`,
                            children: [
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h2", {
                                    id: `${baseId}-rr`,
                                    className: (_styles_module_css__rspack_import_9_default().groupTitle),
                                    children: texts.recentResults
                                }),
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
                                    className: (_styles_module_css__rspack_import_9_default().list),
                                    children: lists.results.map((entry)=>{
                                        const i = index++;
                                        return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("li", {
                                            className: (_styles_module_css__rspack_import_9_default().row),
                                            children: [
                                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("a", {
                                                    ...optionProps(i, null),
                                                    href: entry.url,
                                                    tabIndex: -1,
                                                    onClick: (e)=>openEntry(entry, e),
                                                    children: [
                                                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                            className: (_styles_module_css__rspack_import_9_default().hitTitle),
                                                            children: entry.heading || entry.title
                                                        }),
                                                        entry.heading && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                            className: (_styles_module_css__rspack_import_9_default().crumbs),
                                                            children: entry.title
                                                        })
                                                    ]
                                                }),
                                                removeButton(texts.removeResult(entry.heading || entry.title), ()=>setLists(history.removeResult(entry.url)))
                                            ]
                                        }, entry.url);
                                    })
                                })
                            ]
                        }),
                        trimmed && suggestions.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("section", {
                            className: (_styles_module_css__rspack_import_9_default().group),
                            "aria-labelledby": `${baseId}-sg`,
                            children: [
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h2", {
                                    id: `${baseId}-sg`,
                                    className: (_styles_module_css__rspack_import_9_default().groupTitle),
                                    children: texts.suggestions
                                }),
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
                                    role: "listbox",
                                    "aria-labelledby": `${baseId}-sg`,
                                    className: `${(_styles_module_css__rspack_import_9_default().list)} ${(_styles_module_css__rspack_import_9_default().suggestions)}`,
                                    children: suggestions.map((s)=>{
                                        const i = index++;
                                        return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("li", {
                                            ...optionProps(i),
                                            onClick: ()=>choose({
                                                    kind: 'suggestion',
                                                    query: s
                                                }),
                                            children: [
                                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(SearchIcon, {}),
                                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                    className: (_styles_module_css__rspack_import_9_default().optionText),
                                                    children: s
                                                })
                                            ]
                                        }, s);
                                    })
                                })
                            ]
                        }),
                        trimmed && shownResults?.pages.map((page, p)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("section", {
                                className: (_styles_module_css__rspack_import_9_default().group),
                                "aria-labelledby": `${baseId}-p${p}`,
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("h2", {
                                        id: `${baseId}-p${p}`,
                                        className: (_styles_module_css__rspack_import_9_default().pageTitle),
                                        children: [
                                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Highlighted, {
                                                    text: page.title,
                                                    ranges: page.titleRanges
                                                })
                                            }),
                                            page.crumbs && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                className: (_styles_module_css__rspack_import_9_default().crumbs),
                                                children: page.crumbs
                                            })
                                        ]
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
                                        role: "listbox",
                                        "aria-labelledby": `${baseId}-p${p}`,
                                        className: (_styles_module_css__rspack_import_9_default().list),
                                        children: page.hits.map((hit)=>{
                                            const i = index++;
                                            const entry = {
                                                url: hit.url,
                                                title: page.title,
                                                heading: hit.anchor ? hit.heading : ''
                                            };
                                            return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
                                                role: "none",
                                                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("a", {
                                                    ...optionProps(i),
                                                    href: hit.url,
                                                    tabIndex: -1,
                                                    onClick: (e)=>openEntry(entry, e),
                                                    children: [
                                                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                            className: (_styles_module_css__rspack_import_9_default().hitTitle),
                                                            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Highlighted, {
                                                                text: hit.heading,
                                                                ranges: hit.headingRanges
                                                            })
                                                        }),
                                                        hit.snippet && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                            className: (_styles_module_css__rspack_import_9_default().snippet),
                                                            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Highlighted, {
                                                                text: hit.snippet,
                                                                ranges: hit.snippetRanges
                                                            })
                                                        })
                                                    ]
                                                })
                                            }, hit.url);
                                        })
                                    })
                                ]
                            }, page.url))
                    ]
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("footer", {
                    className: (_styles_module_css__rspack_import_9_default().footer),
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                            children: [
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("kbd", {
                                    children: "↑"
                                }),
                                " ",
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("kbd", {
                                    children: "↓"
                                }),
                                " ",
                                texts.navigateHint
                            ]
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                            children: [
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("kbd", {
                                    children: "Enter"
                                }),
                                " ",
                                texts.openHint
                            ]
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                            children: [
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("kbd", {
                                    children: "Esc"
                                }),
                                " ",
                                texts.closeHint
                            ]
                        })
                    ]
                })
            ]
        })
    });
}


},
41855(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
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
99198(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  t: () => (SearchHistory)
});
/**
 * Query history and result history of the search modal (`search.queryHistory`,
 * `resultHistory`: 5 of each), kept in localStorage per locale. Newest first, no duplicates; a
 * storage that is full or switched off just means no history.
 */ function historyKeys(locale) {
    return {
        queries: `tessera-search-queries-${locale}`,
        results: `tessera-search-results-${locale}`
    };
}
function read(storage, key, valid) {
    try {
        const parsed = JSON.parse(storage?.getItem(key) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter(valid) : [];
    } catch  {
        return [];
    }
}
function write(storage, key, value) {
    try {
        storage?.setItem(key, JSON.stringify(value));
    } catch  {
    // Full or disabled storage: the history is simply not kept.
    }
}
const isString = (v)=>typeof v === 'string';
const isResult = (v)=>typeof v === 'object' && v !== null && isString(v.url) && isString(v.title) && isString(v.heading);
class SearchHistory {
    storage;
    limits;
    keys;
    constructor(storage, locale, limits){
        this.storage = storage;
        this.limits = limits;
        this.keys = historyKeys(locale);
    }
    lists() {
        return {
            queries: read(this.storage, this.keys.queries, isString).slice(0, this.limits.queries),
            results: read(this.storage, this.keys.results, isResult).slice(0, this.limits.results)
        };
    }
    addQuery(query) {
        const q = query.trim();
        if (q) {
            const rest = this.lists().queries.filter((x)=>x !== q);
            write(this.storage, this.keys.queries, [
                q,
                ...rest
            ].slice(0, this.limits.queries));
        }
        return this.lists();
    }
    addResult(entry) {
        const rest = this.lists().results.filter((x)=>x.url !== entry.url);
        write(this.storage, this.keys.results, [
            entry,
            ...rest
        ].slice(0, this.limits.results));
        return this.lists();
    }
    removeQuery(query) {
        write(this.storage, this.keys.queries, this.lists().queries.filter((x)=>x !== query));
        return this.lists();
    }
    removeResult(url) {
        write(this.storage, this.keys.results, this.lists().results.filter((x)=>x.url !== url));
        return this.lists();
    }
}


},
81963(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  a: () => (useSearchTexts)
});
/* import */ var _docusaurus_Translate__rspack_import_0 = __webpack_require__(61826);
/* import */ var _texts__rspack_import_1 = __webpack_require__(98486);
/**
 * UI strings of the search modal (loaded with it). English here, Russian in
 * i18n/ru/code.json.
 */ 

function useSearchTexts() {
    return {
        ...(0,_texts__rspack_import_1/* .useSearchButtonTexts */.K)(),
        inputLabel: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.input',
            message: 'Search query'
        }),
        placeholder: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.placeholder',
            message: 'Search docs'
        }),
        resultsLabel: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.results',
            message: 'Search results'
        }),
        cancel: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.cancel',
            message: 'Cancel'
        }),
        loading: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.loading',
            message: 'Loading search indexes...'
        }),
        noResults: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.noResults',
            message: 'No results found'
        }),
        error: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.error',
            message: 'Search is not available right now. Reload the page and try again.'
        }),
        timeout: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.timeout',
            message: 'The search index is taking too long to load. Check the connection: the next query tries again.'
        }),
        offlineIndex: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.offlineIndex',
            message: 'You are offline, and the part of the search index this query needs is not on this device: search finds only words whose index was downloaded before. Try other words, or search again when you are back online.'
        }),
        tooLong: (max)=>(0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
                id: 'search.tooLong',
                message: 'A query can be up to {max} characters long.'
            }, {
                max
            }),
        showingFor: (query)=>(0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
                id: 'search.showingFor',
                message: 'Showing results for “{query}”'
            }, {
                query
            }),
        didYouMean: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.didYouMean',
            message: 'Did you mean'
        }),
        areaLabel: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.area',
            message: 'Section'
        }),
        allAreas: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.allAreas',
            message: 'All sections'
        }),
        suggestions: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.suggestions',
            message: 'Suggestions'
        }),
        recentQueries: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.recentQueries',
            message: 'Recent searches'
        }),
        recentResults: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.recentResults',
            message: 'Recently opened'
        }),
        emptyHistory: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.emptyHistory',
            message: 'Type a word or a phrase: search understands word forms, so any form of a word will do.'
        }),
        removeQuery: (query)=>(0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
                id: 'search.removeQuery',
                message: 'Remove “{query}” from history'
            }, {
                query
            }),
        removeResult: (title)=>(0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
                id: 'search.removeResult',
                message: 'Remove “{title}” from history'
            }, {
                title
            }),
        navigateHint: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.hint.navigate',
            message: 'to move'
        }),
        openHint: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.hint.open',
            message: 'to open'
        }),
        closeHint: (0,_docusaurus_Translate__rspack_import_0/* .translate */.T)({
            id: 'search.hint.close',
            message: 'to close'
        })
    };
}


},

};
;