exports.ids = ["9069"];
exports.modules = {
25490(module) {
// Exports
module.exports = {
	"tableOfContents": `tableOfContents_bqdL`,
	"docItemContainer": `docItemContainer_F8PC`
};


},
99136(module) {
// Exports
module.exports = {
	"tocCollapsibleButton": `tocCollapsibleButton_TO0P`,
	"tocCollapsibleButtonExpanded": `tocCollapsibleButtonExpanded_MG3E`
};


},
62586(module) {
// Exports
module.exports = {
	"tocCollapsible": `tocCollapsible_ETCw`,
	"tocCollapsibleContent": `tocCollapsibleContent_vkbj`,
	"tocCollapsibleExpanded": `tocCollapsibleExpanded_sAul`
};


},
80409(module) {
// Exports
module.exports = {
	"article": `article_Sg2b`,
	"header": `header_H4xC`,
	"lock": `lock_yRY9`,
	"form": `form_MCaH`,
	"notice": `notice_gzX1`,
	"row": `row_kyxU`,
	"input": `input_MeHi`,
	"remember": `remember_JXwo`,
	"message": `message_SwwI`,
	"error": `error_nW1E`,
	"hint": `hint_WP0d`,
	"content": `content_Qfgg`,
	"tocMobile": `tocMobile_gz1v`,
	"tocDesktop": `tocDesktop_Srnb`
};


},
99608(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (TOC)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_4 = __webpack_require__(34164);
/* import */ var _theme_TOCItems__rspack_import_2 = __webpack_require__(73492);
/* import */ var _styles_module_css__rspack_import_3 = __webpack_require__(25490);
/* import */ var _styles_module_css__rspack_import_3_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_3);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



// Using a custom className
// This prevents TOCInline/TOCCollapsible getting highlighted by mistake
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';
function TOC({ className, ...props }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
        className: (0,clsx__rspack_import_4/* ["default"] */.A)((_styles_module_css__rspack_import_3_default().tableOfContents), 'thin-scrollbar', className),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_TOCItems__rspack_import_2/* ["default"] */.A, {
            ...props,
            linkClassName: LINK_CLASS_NAME,
            linkActiveClassName: LINK_ACTIVE_CLASS_NAME
        })
    });
}


},
49338(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (TOCCollapsibleCollapseButton)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_4 = __webpack_require__(34164);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _styles_module_css__rspack_import_3 = __webpack_require__(99136);
/* import */ var _styles_module_css__rspack_import_3_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_3);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function TOCCollapsibleCollapseButton({ collapsed, ...props }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
        type: "button",
        ...props,
        className: (0,clsx__rspack_import_4/* ["default"] */.A)('clean-btn', (_styles_module_css__rspack_import_3_default().tocCollapsibleButton), !collapsed && (_styles_module_css__rspack_import_3_default().tocCollapsibleButtonExpanded), props.className),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
            id: "theme.TOCCollapsible.toggleButtonLabel",
            description: "The label used by the button on the collapsible TOC component",
            children: "On this page"
        })
    });
}


},
55344(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (TOCCollapsible)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_6 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_5 = __webpack_require__(39510);
/* import */ var _theme_TOCItems__rspack_import_2 = __webpack_require__(73492);
/* import */ var _theme_TOCCollapsible_CollapseButton__rspack_import_3 = __webpack_require__(49338);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(62586);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 





function TOCCollapsible({ toc, className, minHeadingLevel, maxHeadingLevel }) {
    const { collapsed, toggleCollapsed } = (0,_docusaurus_theme_common__rspack_import_5/* .useCollapsible */.u)({
        initialState: true
    });
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (0,clsx__rspack_import_6/* ["default"] */.A)((_styles_module_css__rspack_import_4_default().tocCollapsible), !collapsed && (_styles_module_css__rspack_import_4_default().tocCollapsibleExpanded), className),
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_TOCCollapsible_CollapseButton__rspack_import_3/* ["default"] */.A, {
                collapsed: collapsed,
                onClick: toggleCollapsed
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_5/* .Collapsible */.N, {
                lazy: true,
                className: (_styles_module_css__rspack_import_4_default().tocCollapsibleContent),
                collapsed: collapsed,
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_TOCItems__rspack_import_2/* ["default"] */.A, {
                    toc: toc,
                    minHeadingLevel: minHeadingLevel,
                    maxHeadingLevel: maxHeadingLevel
                })
            })
        ]
    });
}


},
64618(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_Link__rspack_import_2 = __webpack_require__(95310);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

// Recursive component rendering the toc tree
function TOCItemTree({ toc, className, linkClassName, isChild }) {
    if (!toc.length) {
        return null;
    }
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
        className: isChild ? undefined : className,
        children: toc.map((heading)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("li", {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_2/* ["default"] */.A, {
                        to: `#${heading.id}`,
                        className: linkClassName ?? undefined,
                        // Developer provided the HTML, so assume it's safe.
                        dangerouslySetInnerHTML: {
                            __html: heading.value
                        }
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(TOCItemTree, {
                        isChild: true,
                        toc: heading.children,
                        className: className,
                        linkClassName: linkClassName
                    })
                ]
            }, heading.id))
    });
}
// Memo only the tree root is enough
/* export default */ const __rspack_default_export = (/*#__PURE__*/react__rspack_import_1.memo(TOCItemTree));


},
73492(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (TOCItems)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_theme_common__rspack_import_3 = __webpack_require__(61022);
/* import */ var _docusaurus_theme_common_internal__rspack_import_4 = __webpack_require__(83251);
/* import */ var _docusaurus_theme_common_internal__rspack_import_5 = __webpack_require__(30742);
/* import */ var _theme_TOCItems_Tree__rspack_import_2 = __webpack_require__(64618);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function TOCItems({ toc, className = 'table-of-contents table-of-contents__left-border', linkClassName = 'table-of-contents__link', linkActiveClassName = undefined, minHeadingLevel: minHeadingLevelOption, maxHeadingLevel: maxHeadingLevelOption, ...props }) {
    const themeConfig = (0,_docusaurus_theme_common__rspack_import_3/* .useThemeConfig */.p)();
    const minHeadingLevel = minHeadingLevelOption ?? themeConfig.tableOfContents.minHeadingLevel;
    const maxHeadingLevel = maxHeadingLevelOption ?? themeConfig.tableOfContents.maxHeadingLevel;
    const tocTree = (0,_docusaurus_theme_common_internal__rspack_import_4/* .useFilteredAndTreeifiedTOC */.h)({
        toc,
        minHeadingLevel,
        maxHeadingLevel
    });
    const tocHighlightConfig = (0,react__rspack_import_1.useMemo)(()=>{
        if (linkClassName && linkActiveClassName) {
            return {
                linkClassName,
                linkActiveClassName,
                minHeadingLevel,
                maxHeadingLevel
            };
        }
        return undefined;
    }, [
        linkClassName,
        linkActiveClassName,
        minHeadingLevel,
        maxHeadingLevel
    ]);
    (0,_docusaurus_theme_common_internal__rspack_import_5/* .useTOCHighlight */.i)(tocHighlightConfig);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_TOCItems_Tree__rspack_import_2/* ["default"] */.A, {
        toc: tocTree,
        className: className,
        linkClassName: linkClassName,
        ...props
    });
}


},
30742(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  i: () => (useTOCHighlight)
});
/* import */ var react__rspack_import_0 = __webpack_require__(96540);
/* import */ var _utils_useThemeConfig__rspack_import_1 = __webpack_require__(61022);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

// TODO make the hardcoded theme-classic classnames configurable (or add them
// to ThemeClassNames?)
/**
 * If the anchor has no height and is just a "marker" in the DOM; we'll use the
 * parent (normally the link text) rect boundaries instead
 */ function getVisibleBoundingClientRect(element) {
    const rect = element.getBoundingClientRect();
    const hasNoHeight = rect.top === rect.bottom;
    if (hasNoHeight) {
        return getVisibleBoundingClientRect(element.parentNode);
    }
    return rect;
}
/**
 * Considering we divide viewport into 2 zones of each 50vh, this returns true
 * if an element is in the first zone (i.e., appear in viewport, near the top)
 */ function isInViewportTopHalf(boundingRect) {
    return boundingRect.top > 0 && boundingRect.bottom < window.innerHeight / 2;
}
function getAnchors({ minHeadingLevel, maxHeadingLevel }) {
    const selectors = [];
    for(let i = minHeadingLevel; i <= maxHeadingLevel; i += 1){
        selectors.push(`h${i}.anchor`);
    }
    return Array.from(document.querySelectorAll(selectors.join()));
}
function getActiveAnchor(anchors, { anchorTopOffset }) {
    // Naming is hard: The "nextVisibleAnchor" is the first anchor that appear
    // under the viewport top boundary. It does not mean this anchor is visible
    // yet, but if user continues scrolling down, it will be the first to become
    // visible
    const nextVisibleAnchor = anchors.find((anchor)=>{
        const boundingRect = getVisibleBoundingClientRect(anchor);
        return boundingRect.top >= anchorTopOffset;
    });
    if (nextVisibleAnchor) {
        const boundingRect = getVisibleBoundingClientRect(nextVisibleAnchor);
        // If anchor is in the top half of the viewport: it is the one we consider
        // "active" (unless it's too close to the top and and soon to be scrolled
        // outside viewport)
        if (isInViewportTopHalf(boundingRect)) {
            return nextVisibleAnchor;
        }
        // If anchor is in the bottom half of the viewport, or under the viewport,
        // we consider the active anchor is the previous one. This is because the
        // main text appearing in the user screen mostly belong to the previous
        // anchor. Returns null for the first anchor, see
        // https://github.com/facebook/docusaurus/issues/5318
        return anchors[anchors.indexOf(nextVisibleAnchor) - 1] ?? null;
    }
    // No anchor under viewport top (i.e. we are at the bottom of the page),
    // highlight the last anchor found
    return anchors[anchors.length - 1] ?? null;
}
function getLinkAnchorValue(link) {
    return decodeURIComponent(link.href.substring(link.href.indexOf('#') + 1));
}
function getLinks(linkClassName) {
    return Array.from(document.getElementsByClassName(linkClassName));
}
function getNavbarHeight() {
    // Not ideal to obtain actual height this way
    // Using TS ! (not ?) because otherwise a bad selector would be un-noticed
    return document.querySelector('.navbar').clientHeight;
}
function useAnchorTopOffsetRef() {
    const anchorTopOffsetRef = (0,react__rspack_import_0.useRef)(0);
    const { navbar: { hideOnScroll } } = (0,_utils_useThemeConfig__rspack_import_1/* .useThemeConfig */.p)();
    (0,react__rspack_import_0.useEffect)(()=>{
        anchorTopOffsetRef.current = hideOnScroll ? 0 : getNavbarHeight();
    }, [
        hideOnScroll
    ]);
    return anchorTopOffsetRef;
}
/**
 * Side-effect that applies the active class name to the TOC heading that the
 * user is currently viewing. Disabled when `config` is undefined.
 */ function useTOCHighlight(config) {
    const lastActiveLinkRef = (0,react__rspack_import_0.useRef)(undefined);
    const anchorTopOffsetRef = useAnchorTopOffsetRef();
    (0,react__rspack_import_0.useEffect)(()=>{
        if (!config) {
            // No-op, highlighting is disabled
            return ()=>{};
        }
        const { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel } = config;
        function updateLinkActiveClass(link, active) {
            if (active) {
                if (lastActiveLinkRef.current && lastActiveLinkRef.current !== link) {
                    lastActiveLinkRef.current.classList.remove(linkActiveClassName);
                }
                link.classList.add(linkActiveClassName);
                lastActiveLinkRef.current = link;
            // link.scrollIntoView({block: 'nearest'});
            } else {
                link.classList.remove(linkActiveClassName);
            }
        }
        function updateActiveLink() {
            const links = getLinks(linkClassName);
            const anchors = getAnchors({
                minHeadingLevel,
                maxHeadingLevel
            });
            const activeAnchor = getActiveAnchor(anchors, {
                anchorTopOffset: anchorTopOffsetRef.current
            });
            const activeLink = links.find((link)=>activeAnchor && activeAnchor.id === getLinkAnchorValue(link));
            links.forEach((link)=>{
                updateLinkActiveClass(link, link === activeLink);
            });
        }
        document.addEventListener('scroll', updateActiveLink);
        document.addEventListener('resize', updateActiveLink);
        updateActiveLink();
        return ()=>{
            document.removeEventListener('scroll', updateActiveLink);
            document.removeEventListener('resize', updateActiveLink);
        };
    }, [
        config,
        anchorTopOffsetRef
    ]);
} //# sourceMappingURL=useTOCHighlight.js.map


},
83251(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  h: () => (useFilteredAndTreeifiedTOC)
});
/* import */ var react__rspack_import_0 = __webpack_require__(96540);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
function treeifyTOC(flatTOC) {
    const headings = flatTOC.map((heading)=>({
            ...heading,
            parentIndex: -1,
            children: []
        }));
    // Keep track of which previous index would be the current heading's direct
    // parent. Each entry <i> is the last index of the `headings` array at heading
    // level <i>. We will modify these indices as we iterate through all headings.
    // e.g. if an ### H3 was last seen at index 2, then prevIndexForLevel[3] === 2
    // indices 0 and 1 will remain unused.
    const prevIndexForLevel = Array(7).fill(-1);
    headings.forEach((curr, currIndex)=>{
        // Take the last seen index for each ancestor level. the highest index will
        // be the direct ancestor of the current heading.
        const ancestorLevelIndexes = prevIndexForLevel.slice(2, curr.level);
        curr.parentIndex = Math.max(...ancestorLevelIndexes);
        // Mark that curr.level was last seen at the current index.
        prevIndexForLevel[curr.level] = currIndex;
    });
    const rootNodes = [];
    // For a given parentIndex, add each Node into that parent's `children` array
    headings.forEach((heading)=>{
        const { parentIndex, ...rest } = heading;
        if (parentIndex >= 0) {
            headings[parentIndex].children.push(rest);
        } else {
            rootNodes.push(rest);
        }
    });
    return rootNodes;
}
/**
 * Takes a flat TOC list (from the MDX loader) and treeifies it into what the
 * TOC components expect. Memoized for performance.
 */ function useTreeifiedTOC(toc) {
    return useMemo(()=>treeifyTOC(toc), [
        toc
    ]);
}
function filterTOC({ toc, minHeadingLevel, maxHeadingLevel }) {
    function isValid(item) {
        return item.level >= minHeadingLevel && item.level <= maxHeadingLevel;
    }
    return toc.flatMap((item)=>{
        const filteredChildren = filterTOC({
            toc: item.children,
            minHeadingLevel,
            maxHeadingLevel
        });
        if (isValid(item)) {
            return [
                {
                    ...item,
                    children: filteredChildren
                }
            ];
        }
        return filteredChildren;
    });
}
/**
 * Takes a flat TOC list (from the MDX loader) and treeifies it into what the
 * TOC components expect, applying the `minHeadingLevel` and `maxHeadingLevel`.
 * Memoized for performance.
 *
 * **Important**: this is not the same as `useTreeifiedTOC(toc.filter(...))`,
 * because we have to filter the TOC after it has been treeified. This is mostly
 * to ensure that weird TOC structures preserve their semantics. For example, an
 * h3-h2-h4 sequence should not be treeified as an "h3 > h4" hierarchy with
 * min=3, max=4, but should rather be "[h3, h4]" (since the h2 heading has split
 * the two headings and they are not parent-children)
 */ function useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel }) {
    return (0,react__rspack_import_0.useMemo)(()=>filterTOC({
            toc: treeifyTOC(toc),
            minHeadingLevel,
            maxHeadingLevel
        }), [
        toc,
        minHeadingLevel,
        maxHeadingLevel
    ]);
} //# sourceMappingURL=tocUtils.js.map


},
36450(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  CONTENT_CHANGED_EVENT: () => (CONTENT_CHANGED_EVENT),
  "default": () => (ProtectedPage)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_10 = __webpack_require__(34164);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _docusaurus_router__rspack_import_11 = __webpack_require__(56347);
/* import */ var _theme_Layout__rspack_import_3 = __webpack_require__(78328);
/* import */ var _theme_TOC__rspack_import_4 = __webpack_require__(99608);
/* import */ var _theme_TOCCollapsible__rspack_import_5 = __webpack_require__(55344);
/* import */ var _site_site_config__rspack_import_6 = __webpack_require__(5617);
/* import */ var _crypto__rspack_import_7 = __webpack_require__(73714);
/* import */ var _keyStore__rspack_import_9 = __webpack_require__(5319);
/* import */ var _styles_module_css__rspack_import_8 = __webpack_require__(80409);
/* import */ var _styles_module_css__rspack_import_8_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_8);

/**
 * Route component of a protected page (plugins/encrypt). The server renders
 * the title and the password form only; the page body exists nowhere but in
 * `payload`, encrypted. After mount, a wrapping key kept from an earlier
 * unlock (keyStore.ts) opens the page without asking; otherwise the typed
 * password goes through bcrypt (bcryptjs, fetched on submit) and WebCrypto.
 */ 










/** Other features (copy buttons, lightbox) re-scan the page when it fires. */ const CONTENT_CHANGED_EVENT = 'tessera:content-changed';
const UNLOCK_MEASURE = 'tessera-unlock';
async function openWithStoredKeys(payload, permalink) {
    const stores = (0,_keyStore__rspack_import_9/* .browserStores */.Hd)();
    for (const { id, key } of (0,_keyStore__rspack_import_9/* .storedKeys */.C3)(stores, payload.wraps.map((w)=>w.id))){
        const wrap = payload.wraps.find((w)=>w.id === id);
        const contentKey = wrap ? await (0,_crypto__rspack_import_7/* .unwrapContentKey */.c)(wrap, (0,_crypto__rspack_import_7/* .fromBase64 */.Ey)(key)) : null;
        if (!contentKey) {
            // A key from an older build (or altered): it opens nothing, so drop it.
            (0,_keyStore__rspack_import_9/* .forgetKeys */.Ml)(stores, [
                id
            ]);
            continue;
        }
        return {
            content: await (0,_crypto__rspack_import_7/* .decryptContent */.Pi)(payload, contentKey, permalink),
            wrapIds: [
                id
            ]
        };
    }
    return null;
}
function PasswordForm({ status, hint, onSubmit }) {
    const [password, setPassword] = (0,react__rspack_import_1.useState)('');
    const [remember, setRemember] = (0,react__rspack_import_1.useState)(false);
    const submit = (event)=>{
        event.preventDefault();
        if (password && (status === 'locked' || status === 'wrong')) onSubmit(password, remember);
    };
    const disabled = status === 'noCrypto';
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("form", {
        className: (_styles_module_css__rspack_import_8_default().form),
        onSubmit: submit,
        "data-testid": "protected-form",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: (_styles_module_css__rspack_import_8_default().notice),
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                    id: "encrypt.notice",
                    children: "This page is protected by a password."
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                className: (_styles_module_css__rspack_import_8_default().row),
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
                        className: (_styles_module_css__rspack_import_8_default().input),
                        type: "password",
                        name: "password",
                        autoComplete: "current-password",
                        "aria-label": (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                            id: 'encrypt.passwordLabel',
                            message: 'Password'
                        }),
                        placeholder: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                            id: 'encrypt.placeholder',
                            message: 'Enter password'
                        }),
                        value: password,
                        disabled: disabled,
                        onChange: (e)=>setPassword(e.currentTarget.value),
                        // Start fetching bcryptjs while the reader types, not after they submit.
                        onFocus: ()=>void __webpack_require__.e(/* import() */ "2622").then(__webpack_require__.bind(__webpack_require__, 10573))
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                        className: "button button--primary",
                        type: "submit",
                        disabled: disabled || status === 'checking',
                        children: status === 'checking' ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                            id: "encrypt.checking",
                            children: "Checking…"
                        }) : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                            id: "encrypt.submit",
                            children: "Unlock"
                        })
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("label", {
                className: (_styles_module_css__rspack_import_8_default().remember),
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
                        type: "checkbox",
                        checked: remember,
                        disabled: disabled,
                        onChange: (e)=>setRemember(e.currentTarget.checked)
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                        id: "encrypt.remember",
                        children: "Remember password"
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("p", {
                className: (0,clsx__rspack_import_10/* ["default"] */.A)((_styles_module_css__rspack_import_8_default().message), (status === 'wrong' || status === 'noCrypto') && (_styles_module_css__rspack_import_8_default().error)),
                role: "alert",
                "data-testid": "protected-message",
                children: [
                    status === 'wrong' && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                        id: "encrypt.wrong",
                        children: "Please enter the correct password!"
                    }),
                    status === 'noCrypto' && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                        id: "encrypt.noCrypto",
                        children: "Secure crypto is unavailable here, so this page cannot be decrypted: open it over HTTPS or from localhost."
                    })
                ]
            }),
            hint && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: (_styles_module_css__rspack_import_8_default().hint),
                children: hint
            })
        ]
    });
}
/** Keyed by route: moving to another protected page starts locked, with fresh state. */ function ProtectedPage(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(ProtectedPageBody, {
        ...props
    }, props.meta.permalink);
}
function ProtectedPageBody({ payload, meta }) {
    const [status, setStatus] = (0,react__rspack_import_1.useState)('locked');
    const [content, setContent] = (0,react__rspack_import_1.useState)(null);
    const [openedBy, setOpenedBy] = (0,react__rspack_import_1.useState)([]);
    const history = (0,_docusaurus_router__rspack_import_11/* .useHistory */.W6)();
    const wrongTimer = (0,react__rspack_import_1.useRef)(undefined);
    const reveal = (0,react__rspack_import_1.useCallback)((opened, wrapIds)=>{
        setContent(opened);
        setOpenedBy(wrapIds);
        setStatus('locked');
    }, []);
    // Storage and WebCrypto exist only in the browser: the first render stays the server's (locked).
    (0,react__rspack_import_1.useEffect)(()=>{
        let live = true;
        if (!(0,_crypto__rspack_import_7/* .isSecureCryptoAvailable */.WE)()) {
            // eslint-disable-next-line react-hooks/set-state-in-effect
            setStatus('noCrypto');
            return;
        }
        openWithStoredKeys(payload, meta.permalink).then((opened)=>{
            if (live && opened) reveal(opened.content, opened.wrapIds);
        }).catch((error)=>console.error('Could not open the protected page with a kept key', error));
        return ()=>{
            live = false;
        };
    }, [
        payload,
        meta.permalink,
        reveal
    ]);
    (0,react__rspack_import_1.useEffect)(()=>()=>clearTimeout(wrongTimer.current), []);
    // Tell the page enhancers about the new HTML, and honour a #fragment in the URL.
    (0,react__rspack_import_1.useEffect)(()=>{
        if (!content) return;
        window.dispatchEvent(new Event(CONTENT_CHANGED_EVENT));
        const id = decodeURIComponent(window.location.hash.slice(1));
        if (id) document.getElementById(id)?.scrollIntoView();
    }, [
        content
    ]);
    const onSubmit = async (password, remember)=>{
        setStatus('checking');
        const started = performance.now();
        try {
            const bcrypt = await __webpack_require__.e(/* import() */ "241").then(__webpack_require__.bind(__webpack_require__, 10573));
            const unlocked = await (0,_crypto__rspack_import_7/* .unlockWithPassword */.qI)(bcrypt, payload, password);
            if (!unlocked) {
                setStatus('wrong');
                clearTimeout(wrongTimer.current);
                wrongTimer.current = setTimeout(()=>setStatus('locked'), _site_site_config__rspack_import_6/* .siteConfig.encryption.wrongPasswordMs */.C.encryption.wrongPasswordMs);
                return;
            }
            const opened = await (0,_crypto__rspack_import_7/* .decryptContent */.Pi)(payload, unlocked.contentKey, meta.permalink);
            (0,_keyStore__rspack_import_9/* .rememberKey */.$P)((0,_keyStore__rspack_import_9/* .browserStores */.Hd)(), unlocked.wrapId, (0,_crypto__rspack_import_7/* .toBase64 */.nk)(unlocked.wrappingKey), remember);
            reveal(opened, [
                unlocked.wrapId
            ]);
            performance.measure(UNLOCK_MEASURE, {
                start: started,
                end: performance.now()
            });
        } catch (error) {
            console.error(error);
            setStatus((0,_crypto__rspack_import_7/* .isSecureCryptoAvailable */.WE)() ? 'locked' : 'noCrypto');
        }
    };
    const lockAgain = ()=>{
        (0,_keyStore__rspack_import_9/* .forgetKeys */.Ml)((0,_keyStore__rspack_import_9/* .browserStores */.Hd)(), openedBy);
        setContent(null);
        setOpenedBy([]);
        setStatus('locked');
    };
    // Links inside the decrypted HTML are plain anchors: route site links through the SPA.
    const onContentClick = (event)=>{
        const anchor = event.target.closest('a');
        const href = anchor?.getAttribute('href');
        if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target || anchor.hasAttribute('download')) return;
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.push(href);
    };
    const description = (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
        id: 'encrypt.description',
        message: 'A password-protected page of Tessera Help.'
    });
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Layout__rspack_import_3/* ["default"] */.A, {
        title: meta.title,
        description: description,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("main", {
            className: "container margin-vert--lg",
            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                className: "row",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                        className: (0,clsx__rspack_import_10/* ["default"] */.A)('col', content && content.toc.length > 0 && 'col--9'),
                        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("article", {
                            className: (_styles_module_css__rspack_import_8_default().article),
                            "data-tessera-protected": "",
                            children: [
                                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("header", {
                                    className: (_styles_module_css__rspack_import_8_default().header),
                                    children: [
                                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h1", {
                                            children: meta.title
                                        }),
                                        content && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                                            type: "button",
                                            className: (0,clsx__rspack_import_10/* ["default"] */.A)('button button--sm button--outline button--secondary', (_styles_module_css__rspack_import_8_default().lock)),
                                            onClick: lockAgain,
                                            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                                                id: "encrypt.lockAgain",
                                                children: "Lock again"
                                            })
                                        })
                                    ]
                                }),
                                content ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
                                    children: [
                                        content.toc.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_TOCCollapsible__rspack_import_5/* ["default"] */.A, {
                                            toc: content.toc,
                                            className: (_styles_module_css__rspack_import_8_default().tocMobile)
                                        }),
                                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                                            className: (0,clsx__rspack_import_10/* ["default"] */.A)('markdown', (_styles_module_css__rspack_import_8_default().content)),
                                            onClick: onContentClick,
                                            dangerouslySetInnerHTML: {
                                                __html: content.html
                                            },
                                            "data-testid": "protected-content"
                                        })
                                    ]
                                }) : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(PasswordForm, {
                                    status: status,
                                    hint: meta.hint,
                                    onSubmit: (p, r)=>void onSubmit(p, r)
                                })
                            ]
                        })
                    }),
                    content && content.toc.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                        className: (0,clsx__rspack_import_10/* ["default"] */.A)('col col--3', (_styles_module_css__rspack_import_8_default().tocDesktop)),
                        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_TOC__rspack_import_4/* ["default"] */.A, {
                            toc: content.toc
                        })
                    })
                ]
            })
        })
    });
}


},
73714(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  Ey: () => (fromBase64),
  Pi: () => (decryptContent),
  WE: () => (isSecureCryptoAvailable),
  c: () => (unwrapContentKey),
  nk: () => (toBase64),
  qI: () => (unlockWithPassword)
});
/* import */ var _site_config__rspack_import_0 = __webpack_require__(5617);
/**
 * Crypto core of protected pages, shared by the build (Node 20) and the
 * browser: both have WebCrypto as `globalThis.crypto.subtle`.
 *
 *   page body ──AES-256-GCM(content key)──▶ payload
 *   content key ──AES-256-GCM(wrapping key)──▶ one wrap per allowed password
 *   wrapping key = HKDF-SHA256(bcrypt(password, salt, cost))
 *
 * bcrypt is the slow KDF (cost 4–31, default 10, 16-byte salt: `encryption` in site.config.ts).
 * Only the salt, cost, IVs and ciphertexts ship; the bcrypt output never
 * does, so nobody can skip the KDF. bcryptjs is passed in rather than
 * imported here so the browser can load it on demand (it is only needed on
 * protected pages, after the reader submits a password).
 */ 
const { costMin, costMax, saltBytes, hashLength } = _site_config__rspack_import_0/* .siteConfig.encryption */.C.encryption;
const KEY_BYTES = 32;
const IV_BYTES = 12;
/** HKDF `info` and GCM additional data: a version tag binds every ciphertext to its purpose. */ const WRAP_INFO = 'tessera-encrypt v1 wrapping key';
const WRAP_AAD = 'tessera-encrypt v1 wrap:';
const PAGE_AAD = 'tessera-encrypt v1 page:';
class EncryptConfigError extends Error {
    name = 'EncryptConfigError';
}
function subtle() {
    const s = globalThis.crypto?.subtle;
    // Secure crypto unavailable is an error, never a silent failure: the form tells the reader why.
    if (!s) throw new Error('Secure crypto (WebCrypto) is unavailable: open the page over HTTPS or from localhost.');
    return s;
}
function isSecureCryptoAvailable() {
    return typeof globalThis.crypto?.subtle?.decrypt === 'function';
}
function randomBytes(length) {
    return globalThis.crypto.getRandomValues(new Uint8Array(length));
}
function toBase64(bytes) {
    let binary = '';
    for (const b of bytes)binary += String.fromCharCode(b);
    return btoa(binary);
}
function fromBase64(text) {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for(let i = 0; i < binary.length; i++)bytes[i] = binary.charCodeAt(i);
    return bytes;
}
const utf8 = (text)=>new TextEncoder().encode(text);
/** Refuses a bcrypt cost outside bcrypt's own 4–31. */ function validateCost(cost) {
    if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < costMin || cost > costMax) {
        throw new EncryptConfigError(`must be an integer between ${costMin} and ${costMax}, got ${JSON.stringify(cost)}`);
    }
    return cost;
}
/** Refuses a salt that is not exactly 16 bytes. */ function validateSalt(salt) {
    if (salt.length !== saltBytes) throw new EncryptConfigError(`must be ${saltBytes} bytes, got ${salt.length}`);
    return salt;
}
/**
 * The slow step: bcrypt of the password, then HKDF-SHA256 of its output to
 * the 32 raw bytes of the AES-GCM wrapping key. The browser may keep these
 * bytes (never the password) to reopen pages the same password opens.
 */ async function deriveWrappingKey(bcrypt, password, salt, cost) {
    validateCost(cost);
    validateSalt(salt);
    const setting = `$2b$${String(cost).padStart(2, '0')}$${bcrypt.encodeBase64(salt, saltBytes)}`;
    const hashed = await bcrypt.hash(password, setting);
    if (hashed.length !== hashLength) throw new Error(`bcrypt returned ${hashed.length} characters, expected ${hashLength}`);
    const ikm = await subtle().importKey('raw', utf8(hashed), 'HKDF', false, [
        'deriveBits'
    ]);
    const bits = await subtle().deriveBits({
        name: 'HKDF',
        hash: 'SHA-256',
        salt: new Uint8Array(salt),
        info: utf8(WRAP_INFO)
    }, ikm, KEY_BYTES * 8);
    return new Uint8Array(bits);
}
const aesKey = (raw, usage)=>subtle().importKey('raw', raw, 'AES-GCM', false, usage);
function newContentKey() {
    return randomBytes(KEY_BYTES);
}
/** Wraps the content key under one password's wrapping key. */ async function wrapContentKey(contentKey, wrappingKey, meta) {
    const iv = randomBytes(IV_BYTES);
    const key = await aesKey(wrappingKey, [
        'encrypt'
    ]);
    const sealed = await subtle().encrypt({
        name: 'AES-GCM',
        iv,
        additionalData: utf8(WRAP_AAD + meta.id)
    }, key, contentKey);
    return {
        id: meta.id,
        cost: validateCost(meta.cost),
        salt: toBase64(validateSalt(meta.salt)),
        iv: toBase64(iv),
        key: toBase64(new Uint8Array(sealed))
    };
}
/** The content key, or null when this wrapping key does not open this wrap (or the wrap was altered). */ async function unwrapContentKey(wrap, wrappingKey) {
    try {
        const key = await aesKey(wrappingKey, [
            'decrypt'
        ]);
        const plain = await subtle().decrypt({
            name: 'AES-GCM',
            iv: fromBase64(wrap.iv),
            additionalData: utf8(WRAP_AAD + wrap.id)
        }, key, fromBase64(wrap.key));
        return new Uint8Array(plain);
    } catch (error) {
        // GCM's tag check failing is the expected "wrong key" outcome; anything else is a real error.
        if (error instanceof DOMException && error.name === 'OperationError') return null;
        throw error;
    }
}
/** Encrypts the rendered page under its content key; `route` binds the ciphertext to its page. */ async function encryptContent(content, contentKey, route) {
    const iv = randomBytes(IV_BYTES);
    const key = await aesKey(contentKey, [
        'encrypt'
    ]);
    const sealed = await subtle().encrypt({
        name: 'AES-GCM',
        iv,
        additionalData: utf8(PAGE_AAD + route)
    }, key, utf8(JSON.stringify(content)));
    return {
        iv: toBase64(iv),
        data: toBase64(new Uint8Array(sealed))
    };
}
/** Decrypts a page; throws when the ciphertext, IV or route was tampered with. */ async function decryptContent(payload, contentKey, route) {
    const key = await aesKey(contentKey, [
        'decrypt'
    ]);
    const plain = await subtle().decrypt({
        name: 'AES-GCM',
        iv: fromBase64(payload.iv),
        additionalData: utf8(PAGE_AAD + route)
    }, key, fromBase64(payload.data));
    return JSON.parse(new TextDecoder().decode(plain));
}
/**
 * Tries a typed password against every wrap of a page, page-specific wraps
 * first. Returns the content key and the wrapping key that opened it (to
 * remember under the wrap's id), or null for a wrong password.
 */ async function unlockWithPassword(bcrypt, payload, password) {
    for (const wrap of payload.wraps){
        const wrappingKey = await deriveWrappingKey(bcrypt, password, fromBase64(wrap.salt), wrap.cost);
        const contentKey = await unwrapContentKey(wrap, wrappingKey);
        if (contentKey) return {
            contentKey,
            wrapId: wrap.id,
            wrappingKey
        };
    }
    return null;
}


},
5319(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  $P: () => (rememberKey),
  C3: () => (storedKeys),
  Hd: () => (browserStores),
  Ml: () => (forgetKeys)
});
/**
 * Where a reader's unlocks are kept: per password wrap id, the 32-byte
 * wrapping key derived from the password (never the password). "Remember
 * password" puts it in localStorage, otherwise sessionStorage; any page that
 * password opens finds it under the same id and asks no more.
 */ const KEYS_STORAGE_KEY = 'tessera.encrypt.keys';
function read(storage) {
    if (!storage) return {};
    try {
        const value = JSON.parse(storage.getItem(KEYS_STORAGE_KEY) ?? '{}');
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
        return Object.fromEntries(Object.entries(value).filter((e)=>typeof e[1] === 'string'));
    } catch  {
        return {};
    }
}
function write(storage, keys) {
    if (!storage) return;
    try {
        if (Object.keys(keys).length === 0) storage.removeItem(KEYS_STORAGE_KEY);
        else storage.setItem(KEYS_STORAGE_KEY, JSON.stringify(keys));
    } catch  {
    // Storage full or disabled: the reader is asked again next time.
    }
}
/** Stored wrapping keys (base64) for the given wrap ids, session ones first. */ function storedKeys(stores, wrapIds) {
    const session = read(stores.session);
    const local = read(stores.local);
    const found = [];
    for (const id of wrapIds){
        for (const key of [
            session[id],
            local[id]
        ])if (key) found.push({
            id,
            key
        });
    }
    return found;
}
/** Keeps a wrapping key: in localStorage when remembered, else for the session only. */ function rememberKey(stores, id, key, remember) {
    const target = remember ? stores.local : stores.session;
    write(target, {
        ...read(target),
        [id]: key
    });
    // One place per key: a session-only unlock must not leave an older remembered one behind.
    const other = remember ? stores.session : stores.local;
    const rest = read(other);
    if (id in rest) write(other, Object.fromEntries(Object.entries(rest).filter(([k])=>k !== id)));
}
/** Forgets the keys of these wraps everywhere ("lock again", or a key that no longer opens anything). */ function forgetKeys(stores, wrapIds) {
    for (const storage of [
        stores.local,
        stores.session
    ]){
        const keys = read(storage);
        const kept = Object.entries(keys).filter(([k])=>!wrapIds.includes(k));
        if (kept.length !== Object.keys(keys).length) write(storage, Object.fromEntries(kept));
    }
}
/** The browser's storages, or null where access throws (disabled cookies, sandboxed frames). */ function browserStores() {
    const get = (name)=>{
        try {
            return window[name];
        } catch  {
            return null;
        }
    };
    return {
        local: get('localStorage'),
        session: get('sessionStorage')
    };
}


},

};
;