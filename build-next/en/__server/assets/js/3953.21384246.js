"use strict";
exports.ids = ["3953"];
exports.modules = {
7649(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  Mn: () => (isAssetPath),
  cE: () => (CACHE_PREFIX),
  gB: () => (SECTION_DIR),
  q1: () => (CACHE_NAMES)
});
/**
 * What the service worker keeps, and where: shared by the worker (sw.ts), the
 * page side (src/features/offline) and the unit tests, so both sides agree on
 * the cache names and on which address is a page, an asset or a search file.
 */ /** Every cache of the worker starts with this; a cache of the prefix it does not name is dropped on activation. */ const CACHE_PREFIX = 'tessera-';
/** Bump the `v` when the layout of a cache changes: older caches are then deleted. */ const CACHE_NAMES = {
    pages: `${CACHE_PREFIX}pages-v1`,
    assets: `${CACHE_PREFIX}assets-v1`,
    images: `${CACHE_PREFIX}images-v1`,
    search: `${CACHE_PREFIX}search-v1`
};
/** Message a page sends a waiting worker when the reader chose to reload into the new build. */ const SKIP_WAITING = 'SKIP_WAITING';
/** Message asking the worker which build it is (answered on the message's port). */ const BUILD_QUESTION = 'BUILD_ID';
/** Where a locale's "Save for offline" lists live, below its base URL: `/offline/control.json`, `/en/offline/control.json`. */ const SECTION_DIR = 'offline';
const LOCALE_PREFIX = '(?:/en)?';
const ASSET = new RegExp(`^${LOCALE_PREFIX}/assets/`);
const IMAGE = new RegExp(`^${LOCALE_PREFIX}/img/`);
const SEARCH = new RegExp(`^${LOCALE_PREFIX}/(?:search-worker\\.js|search-index\\.json)$`);
const SECTION_LIST = new RegExp(`^${LOCALE_PREFIX}/offline/[\\w-]+\\.json$`);
/** Content-hashed build output: scripts, styles, route chunks, images, search index shards. */ function isAssetPath(pathname) {
    return ASSET.test(pathname);
}
/** Pictures of static/img in either locale (not hashed: cached, but a new build's copy replaces them when the page is saved again). */ function isImagePath(pathname) {
    return IMAGE.test(pathname);
}
/** The search worker and its index manifest, both at the root of each locale. */ function isSearchPath(pathname) {
    return SEARCH.test(pathname);
}
/** A section's "Save for offline" list (plugins/offline/sectionManifest.ts). */ function isSectionListPath(pathname) {
    return SECTION_LIST.test(pathname);
}
/** A page's address: a folder (every page ends with `/`) or a legacy `.html` address. */ function isPagePath(pathname) {
    return pathname.endsWith('/') || pathname.endsWith('.html');
}


},
29448(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (SavePanel)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _docusaurus_useBaseUrl__rspack_import_3 = __webpack_require__(66497);
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_4 = __webpack_require__(10898);
/* import */ var _site_site_config__rspack_import_5 = __webpack_require__(5617);
/* import */ var _site_plugins_offline_routes__rspack_import_6 = __webpack_require__(7649);
/* import */ var _saveSection__rspack_import_7 = __webpack_require__(53769);
/* import */ var _styles_module_css__rspack_import_8 = __webpack_require__(31031);
/* import */ var _styles_module_css__rspack_import_8_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_8);

/**
 * "Save for offline" on a section landing (loaded on demand by SaveSection):
 * the section's size, a button that downloads its pages, their scripts and
 * pictures (the build-time list of plugins/offline/sectionManifest.ts) with
 * visible progress and Cancel, then its state with Remove; and the sections
 * already saved on this device.
 */ 







/** How long "Save" waits for the service worker to take over a page that has just loaded, ms. */ const WORKER_WAIT_MS = 10000;
function SavePanel({ section, title }) {
    const { i18n } = (0,_docusaurus_useDocusaurusContext__rspack_import_4/* ["default"] */.A)();
    const locale = i18n.currentLocale;
    const listUrl = (0,_docusaurus_useBaseUrl__rspack_import_3/* ["default"] */.Ay)(`/${_site_plugins_offline_routes__rspack_import_6/* .SECTION_DIR */.gB}/${section}.json`);
    const key = `${locale}:${section}`;
    const [manifest, setManifest] = (0,react__rspack_import_1.useState)(null);
    const [state, setState] = (0,react__rspack_import_1.useState)({
        kind: 'loading'
    });
    const [saved, setSaved] = (0,react__rspack_import_1.useState)(_saveSection__rspack_import_7/* .readSaved */.zb);
    const abort = (0,react__rspack_import_1.useRef)(null);
    const mb = (bytes)=>new Intl.NumberFormat(_site_site_config__rspack_import_5/* .siteConfig.locales.bcp47 */.C.locales.bcp47[locale] ?? locale, {
            maximumFractionDigits: 1,
            minimumFractionDigits: 1
        }).format(bytes / 1048576);
    (0,react__rspack_import_1.useEffect)(()=>{
        let live = true;
        fetch(listUrl).then((response)=>{
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            return response.json();
        }).then(async (list)=>{
            const kept = await (0,_saveSection__rspack_import_7/* .countKept */.Sy)(list);
            if (!live) return;
            setManifest(list);
            setState(kept === (0,_saveSection__rspack_import_7/* .allUrls */.ep)(list).length ? {
                kind: 'saved'
            } : {
                kind: 'unsaved'
            });
        }).catch(()=>{
            if (live) setState({
                kind: 'unavailable',
                message: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                    id: 'offline.save.noList',
                    message: 'Saving for offline needs a connection: the list of this section’s pages could not be loaded.'
                })
            });
        });
        return ()=>{
            live = false;
            abort.current?.abort();
        };
    }, [
        listUrl
    ]);
    const save = (0,react__rspack_import_1.useCallback)(async ()=>{
        if (!manifest) return;
        const urls = (0,_saveSection__rspack_import_7/* .allUrls */.ep)(manifest);
        setState({
            kind: 'saving',
            done: 0,
            total: urls.length
        });
        if (!await (0,_saveSection__rspack_import_7/* .workerControls */.Jy)(WORKER_WAIT_MS)) {
            setState({
                kind: 'unavailable',
                message: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                    id: 'offline.save.noWorker',
                    message: 'This browser does not keep pages for offline reading here (private mode or storage switched off).'
                })
            });
            return;
        }
        const controller = new AbortController();
        abort.current = controller;
        const failed = await (0,_saveSection__rspack_import_7/* .download */.RG)(urls, controller.signal, (done)=>setState({
                kind: 'saving',
                done,
                total: urls.length
            }));
        abort.current = null;
        if (controller.signal.aborted) {
            setState({
                kind: 'unsaved',
                note: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                    id: 'offline.save.canceled',
                    message: 'Saving was cancelled. The pages already downloaded stay available offline.'
                })
            });
            return;
        }
        if (failed.length > 0) {
            setState({
                kind: 'unsaved',
                note: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                    id: 'offline.save.failed',
                    message: 'Saving stopped: {count} files could not be downloaded. Check the connection and try again.'
                }, {
                    count: String(failed.length)
                })
            });
            return;
        }
        (0,_saveSection__rspack_import_7/* .writeSaved */.Bx)(key, {
            title,
            landing: manifest.landing,
            pages: manifest.pages.length,
            bytes: manifest.bytes,
            savedAt: new Date().toISOString()
        });
        setSaved((0,_saveSection__rspack_import_7/* .readSaved */.zb)());
        setState({
            kind: 'saved'
        });
    }, [
        manifest,
        key,
        title
    ]);
    const remove = (0,react__rspack_import_1.useCallback)(async ()=>{
        if (!manifest) return;
        await (0,_saveSection__rspack_import_7/* .removeSection */.Uf)(manifest);
        (0,_saveSection__rspack_import_7/* .writeSaved */.Bx)(key, null);
        setSaved((0,_saveSection__rspack_import_7/* .readSaved */.zb)());
        setState({
            kind: 'unsaved'
        });
    }, [
        manifest,
        key
    ]);
    const others = Object.entries(saved).filter(([k])=>k !== key && k.startsWith(`${locale}:`)).map(([, entry])=>entry);
    let body;
    switch(state.kind){
        case 'loading':
            body = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: (_styles_module_css__rspack_import_8_default().saveState),
                children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                    id: 'offline.save.checking',
                    message: 'Checking what is saved on this device…'
                })
            });
            break;
        case 'unavailable':
            body = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: (_styles_module_css__rspack_import_8_default().saveState),
                children: state.message
            });
            break;
        case 'saving':
            body = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                        className: (_styles_module_css__rspack_import_8_default().saveState),
                        children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                            id: 'offline.save.progress',
                            message: 'Saving for offline: {done} of {total} files'
                        }, {
                            done: String(state.done),
                            total: String(state.total)
                        })
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("progress", {
                        value: state.done,
                        max: state.total,
                        "aria-label": (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                            id: 'offline.save.progressLabel',
                            message: 'Saving progress'
                        })
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                        type: "button",
                        className: "button button--secondary button--sm",
                        onClick: ()=>abort.current?.abort(),
                        children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                            id: 'offline.save.cancel',
                            message: 'Cancel'
                        })
                    })
                ]
            });
            break;
        case 'saved':
            body = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                        className: (_styles_module_css__rspack_import_8_default().saveState),
                        children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                            id: 'offline.save.saved',
                            message: 'Saved for offline reading: {pages} pages, {size} MB'
                        }, {
                            pages: String(manifest?.pages.length ?? 0),
                            size: mb(manifest?.bytes ?? 0)
                        })
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                        type: "button",
                        className: "button button--secondary button--sm",
                        onClick: ()=>void remove(),
                        children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                            id: 'offline.save.remove',
                            message: 'Remove from this device'
                        })
                    })
                ]
            });
            break;
        case 'unsaved':
            body = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                        className: (_styles_module_css__rspack_import_8_default().saveState),
                        children: state.note ?? (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                            id: 'offline.save.size',
                            message: 'Read this section without a connection: {pages} pages, about {size} MB'
                        }, {
                            pages: String(manifest?.pages.length ?? 0),
                            size: mb(manifest?.bytes ?? 0)
                        })
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                        type: "button",
                        className: "button button--primary button--sm",
                        onClick: ()=>void save(),
                        children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                            id: 'offline.save.button',
                            message: 'Save for offline'
                        })
                    })
                ]
            });
            break;
    }
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("section", {
        className: (_styles_module_css__rspack_import_8_default().savePanel),
        "aria-label": (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
            id: 'offline.save.label',
            message: 'Offline reading'
        }),
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                role: "status",
                style: {
                    display: 'contents'
                },
                children: body
            }),
            others.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: (_styles_module_css__rspack_import_8_default().savedList),
                children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                    id: 'offline.save.others',
                    message: 'Also saved on this device: {sections}'
                }, {
                    sections: others.map((o)=>o.title).join(', ')
                })
            })
        ]
    });
}


},
53769(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  Bx: () => (writeSaved),
  Jy: () => (workerControls),
  RG: () => (download),
  Sy: () => (countKept),
  Uf: () => (removeSection),
  ep: () => (allUrls),
  zb: () => (readSaved)
});
/* import */ var _site_plugins_offline_routes__rspack_import_0 = __webpack_require__(7649);
/**
 * Saving a docs section for offline reading, the part outside React (loaded
 * with the panel, on section landings only). Downloading goes through the
 * service worker like any request, so each file lands in the cache its kind
 * belongs to (plugins/offline/sw.ts); this module only asks for the files of
 * the section's build-time list, counts them, and checks or forgets them.
 */ 
const SAVED_KEY = 'tessera.offline.saved';
/** Parallel downloads: enough to fill a phone's connection, few enough to leave room for the reader's clicks. */ const PARALLEL = 4;
function readSaved() {
    try {
        const value = JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '{}');
        return typeof value === 'object' && value !== null ? value : {};
    } catch  {
        return {};
    }
}
function writeSaved(key, entry) {
    const saved = Object.fromEntries(Object.entries(readSaved()).filter(([k])=>k !== key));
    if (entry) saved[key] = entry;
    try {
        window.localStorage.setItem(SAVED_KEY, JSON.stringify(saved));
    } catch  {
    // Storage full or off: the section is saved all the same, only the list of saved sections misses it.
    }
}
function allUrls(manifest) {
    return [
        ...manifest.pages,
        ...manifest.files
    ];
}
/** How many of the section's files the device has. */ async function countKept(manifest) {
    const found = await Promise.all(allUrls(manifest).map((url)=>caches.match(url).then(Boolean, ()=>false)));
    return found.filter(Boolean).length;
}
/** Resolves once a service worker controls this page (registration runs after the page's `load`). */ function workerControls(timeoutMs) {
    if (navigator.serviceWorker.controller) return Promise.resolve(true);
    return new Promise((resolve)=>{
        const timer = window.setTimeout(()=>resolve(false), timeoutMs);
        navigator.serviceWorker.addEventListener('controllerchange', ()=>{
            window.clearTimeout(timer);
            resolve(true);
        }, {
            once: true
        });
    });
}
/**
 * Downloads every file of the list through the worker, reporting each one done.
 * Resolves with the addresses that failed; an abort stops it (the files
 * downloaded so far stay kept, like pages a reader opened).
 */ async function download(urls, signal, onDone) {
    const failed = [];
    let next = 0;
    let done = 0;
    const worker = async ()=>{
        while(next < urls.length && !signal.aborted){
            const url = urls[next++] ?? '';
            try {
                const response = await fetch(url, {
                    signal,
                    credentials: 'same-origin'
                });
                // Read to the end: the worker keeps the response once the whole body has arrived.
                await response.arrayBuffer();
                if (!response.ok) failed.push(url);
            } catch  {
                if (signal.aborted) return;
                failed.push(url);
            }
            onDone(++done);
        }
    };
    await Promise.all(Array.from({
        length: Math.min(PARALLEL, urls.length)
    }, worker));
    return failed;
}
/**
 * Forgets the section's pages and pictures. Scripts and styles stay: other
 * sections and opened pages share them, and the worker's limit ages them out.
 */ async function removeSection(manifest) {
    const names = (await caches.keys()).filter((name)=>name.startsWith(_site_plugins_offline_routes__rspack_import_0/* .CACHE_PREFIX */.cE) && name !== _site_plugins_offline_routes__rspack_import_0/* .CACHE_NAMES.assets */.q1.assets);
    const urls = allUrls(manifest).filter((url)=>!(0,_site_plugins_offline_routes__rspack_import_0/* .isAssetPath */.Mn)(url));
    for (const name of names){
        const cache = await caches.open(name);
        await Promise.all(urls.map((url)=>cache.delete(url)));
    }
}


},

};
;