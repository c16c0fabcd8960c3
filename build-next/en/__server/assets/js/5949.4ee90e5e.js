"use strict";
exports.ids = ["5949"];
exports.modules = {
43660(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (Menu)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _copyMarkdown__rspack_import_3 = __webpack_require__(87803);




/** The page menu's list (ARIA menu: arrows, Home/End, Escape, Tab leave; a press outside closes). */ function Menu({ id, twin, focus, onClose, onStatus }) {
    const list = (0,react__rspack_import_1.useRef)(null);
    const items = ()=>Array.from(list.current?.querySelectorAll('[role="menuitem"]') ?? []);
    (0,react__rspack_import_1.useEffect)(()=>{
        const all = items();
        (focus === 'last' ? all[all.length - 1] : all[0])?.focus();
    // Focus moves once, when the menu opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    (0,react__rspack_import_1.useEffect)(()=>{
        const outside = (event)=>{
            if (!list.current?.parentElement?.contains(event.target)) onClose(false);
        };
        document.addEventListener('pointerdown', outside);
        return ()=>document.removeEventListener('pointerdown', outside);
    }, [
        onClose
    ]);
    const onKeyDown = (event)=>{
        const all = items();
        const at = all.indexOf(document.activeElement);
        const move = (to)=>{
            event.preventDefault();
            all[(to + all.length) % all.length]?.focus();
        };
        if (event.key === 'ArrowDown') move(at + 1);
        else if (event.key === 'ArrowUp') move(at - 1);
        else if (event.key === 'Home') move(0);
        else if (event.key === 'End') move(all.length - 1);
        else if (event.key === 'Escape') {
            event.preventDefault();
            onClose(true);
        } else if (event.key === 'Tab') onClose(false);
    };
    const copy = ()=>{
        onClose(true);
        (0,_copyMarkdown__rspack_import_3/* .copyMarkdown */.L)(twin).then(()=>onStatus((0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                id: 'pageMenu.copied',
                message: 'Page copied to the clipboard as Markdown'
            })), ()=>onStatus((0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                id: 'pageMenu.copyFailed',
                message: 'Could not copy the page: open it as Markdown and copy it from there'
            })));
    };
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("ul", {
        ref: list,
        id: id,
        role: "menu",
        "aria-label": (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
            id: 'pageMenu.label',
            message: 'Page as Markdown'
        }),
        className: "dropdown__menu",
        onKeyDown: onKeyDown,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
                role: "none",
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                    type: "button",
                    role: "menuitem",
                    tabIndex: -1,
                    className: "dropdown__link",
                    onClick: copy,
                    children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                        id: 'pageMenu.copy',
                        message: 'Copy page as Markdown'
                    })
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
                role: "none",
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("a", {
                    role: "menuitem",
                    tabIndex: -1,
                    className: "dropdown__link",
                    href: twin,
                    target: "_blank",
                    rel: "noopener",
                    onClick: ()=>onClose(false),
                    children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                        id: 'pageMenu.open',
                        message: 'Open as Markdown'
                    })
                })
            })
        ]
    });
}


},
87803(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  L: () => (copyMarkdown)
});
/**
 * Puts the text at `url` on the clipboard. Safari allows a clipboard write
 * only within the click that asked for it, so where the browser takes a
 * pending `ClipboardItem` the write starts at once and waits for the fetch;
 * elsewhere the text is written once fetched.
 */ async function copyMarkdown(url) {
    const text = fetch(url).then((response)=>{
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.text();
    });
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
        try {
            await navigator.clipboard.write([
                new ClipboardItem({
                    'text/plain': text.then((t)=>new Blob([
                            t
                        ], {
                            type: 'text/plain'
                        }))
                })
            ]);
            return;
        } catch  {
        // Some browsers refuse a pending item or the type; the plain write below reports the real failure.
        }
    }
    await navigator.clipboard.writeText(await text);
}


},

};
;