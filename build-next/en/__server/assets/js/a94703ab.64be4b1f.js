exports.ids = ["6785"];
exports.modules = {
33685(module) {
// Exports
module.exports = {
	"docMainContainer": `docMainContainer_TBSr`,
	"docMainContainerEnhanced": `docMainContainerEnhanced_lQrH`,
	"docItemWrapperEnhanced": `docItemWrapperEnhanced_JWYK`
};


},
28721(module) {
// Exports
module.exports = {
	"expandButton": `expandButton_TmdG`,
	"expandButtonIcon": `expandButtonIcon_i1dp`
};


},
35710(module) {
// Exports
module.exports = {
	"docSidebarContainer": `docSidebarContainer_YfHR`,
	"docSidebarContainerHidden": `docSidebarContainerHidden_DPk8`,
	"sidebarViewport": `sidebarViewport_aRkj`
};


},
82607(module) {
// Exports
module.exports = {
	"docRoot": `docRoot_UBD9`,
	"docsWrapper": `docsWrapper_hBAB`
};


},
55599(module) {
// Exports
module.exports = {
	"collapseSidebarButton": `collapseSidebarButton_PEFL`,
	"collapseSidebarButtonIcon": `collapseSidebarButtonIcon_kv0_`
};


},
91733(module) {
// Exports
module.exports = {
	"menu": `menu_SIkG`,
	"menuWithAnnouncementBar": `menuWithAnnouncementBar_GW3s`
};


},
36263(module) {
// Exports
module.exports = {
	"sidebar": `sidebar_njMd`,
	"sidebarWithHideableNavbar": `sidebarWithHideableNavbar_wUlq`,
	"sidebarHidden": `sidebarHidden_VK0M`,
	"sidebarLogo": `sidebarLogo_isFc`
};


},
82105(module) {
// Exports
module.exports = {
	"menuHtmlItem": `menuHtmlItem_M9Kj`
};


},
4486(module) {
// Exports
module.exports = {
	"categoryLink": `categoryLink_m60s`,
	"categoryLinkLabel": `categoryLinkLabel_V03G`
};


},
6446(module) {
// Exports
module.exports = {
	"menuExternalLink": `menuExternalLink_NnFM`,
	"linkLabel": `linkLabel_CDUV`
};


},
35455(module) {
// Exports
module.exports = {
	"notFound": `notFound_H7aM`,
	"code": `code_c3hh`,
	"title": `title_f9xK`,
	"messageBox": `messageBox_QwvG`,
	"messageSizer": `messageSizer_V9Df`,
	"message": `message_ATHU`,
	"actions": `actions_hQYf`
};


},
48866(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocSidebarItemsExpandedStateProvider),
  G: () => (useDocSidebarItemsExpandedState)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_theme_common_internal__rspack_import_2 = __webpack_require__(52260);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

const EmptyContext = Symbol('EmptyContext');
const Context = /*#__PURE__*/ react__rspack_import_1.createContext(EmptyContext);
/**
 * Should be used to wrap one sidebar category level. This provider syncs the
 * expanded states of all sibling categories, and categories can choose to
 * collapse itself if another one is expanded.
 */ function DocSidebarItemsExpandedStateProvider({ children }) {
    const [expandedItem, setExpandedItem] = (0,react__rspack_import_1.useState)(null);
    const contextValue = (0,react__rspack_import_1.useMemo)(()=>({
            expandedItem,
            setExpandedItem
        }), [
        expandedItem
    ]);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Context.Provider, {
        value: contextValue,
        children: children
    });
}
function useDocSidebarItemsExpandedState() {
    const value = (0,react__rspack_import_1.useContext)(Context);
    if (value === EmptyContext) {
        throw new _docusaurus_theme_common_internal__rspack_import_2/* .ReactContextError */.dV('DocSidebarItemsExpandedStateProvider');
    }
    return value;
}


},
40533(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocRootLayoutMain)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_4 = __webpack_require__(34164);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_3 = __webpack_require__(52473);
/* import */ var _styles_module_css__rspack_import_2 = __webpack_require__(33685);
/* import */ var _styles_module_css__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_2);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function DocRootLayoutMain({ hiddenSidebarContainer, children }) {
    const sidebar = (0,_docusaurus_plugin_content_docs_client__rspack_import_3/* .useDocsSidebar */.t)();
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("main", {
        className: (0,clsx__rspack_import_4/* ["default"] */.A)((_styles_module_css__rspack_import_2_default().docMainContainer), (hiddenSidebarContainer || !sidebar) && (_styles_module_css__rspack_import_2_default().docMainContainerEnhanced)),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
            className: (0,clsx__rspack_import_4/* ["default"] */.A)('container padding-top--md padding-bottom--lg', (_styles_module_css__rspack_import_2_default().docItemWrapper), hiddenSidebarContainer && (_styles_module_css__rspack_import_2_default().docItemWrapperEnhanced)),
            children: children
        })
    });
}


},
86441(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocRootLayoutSidebarExpandButton)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _theme_Icon_Arrow__rspack_import_3 = __webpack_require__(65117);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(28721);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function DocRootLayoutSidebarExpandButton({ toggleSidebar }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
        className: (_styles_module_css__rspack_import_4_default().expandButton),
        title: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
            id: 'theme.docs.sidebar.expandButtonTitle',
            message: 'Expand sidebar',
            description: 'The ARIA label and title attribute for expand button of doc sidebar'
        }),
        "aria-label": (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
            id: 'theme.docs.sidebar.expandButtonAriaLabel',
            message: 'Expand sidebar',
            description: 'The ARIA label and title attribute for expand button of doc sidebar'
        }),
        tabIndex: 0,
        role: "button",
        onKeyDown: toggleSidebar,
        onClick: toggleSidebar,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Icon_Arrow__rspack_import_3/* ["default"] */.A, {
            className: (_styles_module_css__rspack_import_4_default().expandButtonIcon)
        })
    });
}


},
92724(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocRootLayoutSidebar)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_8 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_7 = __webpack_require__(269);
/* import */ var _docusaurus_theme_common__rspack_import_9 = __webpack_require__(88287);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_5 = __webpack_require__(52473);
/* import */ var _docusaurus_router__rspack_import_6 = __webpack_require__(56347);
/* import */ var _theme_DocSidebar__rspack_import_2 = __webpack_require__(45420);
/* import */ var _theme_DocRoot_Layout_Sidebar_ExpandButton__rspack_import_3 = __webpack_require__(86441);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(35710);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 







// Reset sidebar state when sidebar changes
// Use React key to unmount/remount the children
// See https://github.com/facebook/docusaurus/issues/3414
function ResetOnSidebarChange({ children }) {
    const sidebar = (0,_docusaurus_plugin_content_docs_client__rspack_import_5/* .useDocsSidebar */.t)();
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(react__rspack_import_1.Fragment, {
        children: children
    }, sidebar?.name ?? 'noSidebar');
}
function DocRootLayoutSidebar({ sidebar, hiddenSidebarContainer, setHiddenSidebarContainer }) {
    const { pathname } = (0,_docusaurus_router__rspack_import_6/* .useLocation */.zy)();
    const [hiddenSidebar, setHiddenSidebar] = (0,react__rspack_import_1.useState)(false);
    const toggleSidebar = (0,react__rspack_import_1.useCallback)(()=>{
        if (hiddenSidebar) {
            setHiddenSidebar(false);
        }
        // onTransitionEnd won't fire when sidebar animation is disabled
        // fixes https://github.com/facebook/docusaurus/issues/8918
        if (!hiddenSidebar && (0,_docusaurus_theme_common__rspack_import_7/* .prefersReducedMotion */.O)()) {
            setHiddenSidebar(true);
        }
        setHiddenSidebarContainer((value)=>!value);
    }, [
        setHiddenSidebarContainer,
        hiddenSidebar
    ]);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("aside", {
        className: (0,clsx__rspack_import_8/* ["default"] */.A)(_docusaurus_theme_common__rspack_import_9/* .ThemeClassNames.docs.docSidebarContainer */.G.docs.docSidebarContainer, (_styles_module_css__rspack_import_4_default().docSidebarContainer), hiddenSidebarContainer && (_styles_module_css__rspack_import_4_default().docSidebarContainerHidden)),
        onTransitionEnd: (e)=>{
            if (!e.currentTarget.classList.contains((_styles_module_css__rspack_import_4_default().docSidebarContainer))) {
                return;
            }
            if (hiddenSidebarContainer) {
                setHiddenSidebar(true);
            }
        },
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(ResetOnSidebarChange, {
            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                className: (0,clsx__rspack_import_8/* ["default"] */.A)((_styles_module_css__rspack_import_4_default().sidebarViewport), hiddenSidebar && (_styles_module_css__rspack_import_4_default().sidebarViewportHidden)),
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebar__rspack_import_2/* ["default"] */.A, {
                        sidebar: sidebar,
                        path: pathname,
                        onCollapse: toggleSidebar,
                        isHidden: hiddenSidebar
                    }),
                    hiddenSidebar && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocRoot_Layout_Sidebar_ExpandButton__rspack_import_3/* ["default"] */.A, {
                        toggleSidebar: toggleSidebar
                    })
                ]
            })
        })
    });
}


},
87195(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocRootLayout)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_5 = __webpack_require__(52473);
/* import */ var _theme_BackToTopButton__rspack_import_6 = __webpack_require__(46875);
/* import */ var _theme_DocRoot_Layout_Sidebar__rspack_import_2 = __webpack_require__(92724);
/* import */ var _theme_DocRoot_Layout_Main__rspack_import_3 = __webpack_require__(40533);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(82607);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 





function DocRootLayout({ children }) {
    const sidebar = (0,_docusaurus_plugin_content_docs_client__rspack_import_5/* .useDocsSidebar */.t)();
    const [hiddenSidebarContainer, setHiddenSidebarContainer] = (0,react__rspack_import_1.useState)(false);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (_styles_module_css__rspack_import_4_default().docsWrapper),
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_BackToTopButton__rspack_import_6/* ["default"] */.A, {}),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                className: (_styles_module_css__rspack_import_4_default().docRoot),
                children: [
                    sidebar && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocRoot_Layout_Sidebar__rspack_import_2/* ["default"] */.A, {
                        sidebar: sidebar.items,
                        hiddenSidebarContainer: hiddenSidebarContainer,
                        setHiddenSidebarContainer: setHiddenSidebarContainer
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocRoot_Layout_Main__rspack_import_3/* ["default"] */.A, {
                        hiddenSidebarContainer: hiddenSidebarContainer,
                        children: children
                    })
                ]
            })
        ]
    });
}


},
75224(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (DocRoot)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_6 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_5 = __webpack_require__(34308);
/* import */ var _docusaurus_theme_common__rspack_import_7 = __webpack_require__(88287);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_4 = __webpack_require__(88260);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_8 = __webpack_require__(52473);
/* import */ var _theme_DocRoot_Layout__rspack_import_2 = __webpack_require__(87195);
/* import */ var _theme_NotFound_Content__rspack_import_3 = __webpack_require__(17819);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 





function DocRoot(props) {
    const currentDocRouteMetadata = (0,_docusaurus_plugin_content_docs_client__rspack_import_4/* .useDocRootMetadata */.B5)(props);
    if (!currentDocRouteMetadata) {
        // We only render the not found content to avoid a double layout
        // see https://github.com/facebook/docusaurus/pull/7966#pullrequestreview-1077276692
        return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_NotFound_Content__rspack_import_3/* ["default"] */.A, {});
    }
    const { docElement, sidebarName, sidebarItems } = currentDocRouteMetadata;
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_5/* .HtmlClassNameProvider */.e3, {
        className: (0,clsx__rspack_import_6/* ["default"] */.A)(_docusaurus_theme_common__rspack_import_7/* .ThemeClassNames.page.docsDocPage */.G.page.docsDocPage),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_plugin_content_docs_client__rspack_import_8/* .DocsSidebarProvider */.V, {
            name: sidebarName,
            items: sidebarItems,
            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocRoot_Layout__rspack_import_2/* ["default"] */.A, {
                children: docElement
            })
        })
    });
}


},
11099(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (CollapseButton)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_5 = __webpack_require__(34164);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _theme_Icon_Arrow__rspack_import_3 = __webpack_require__(65117);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(55599);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




function CollapseButton({ onClick }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
        type: "button",
        title: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
            id: 'theme.docs.sidebar.collapseButtonTitle',
            message: 'Collapse sidebar',
            description: 'The title attribute for collapse button of doc sidebar'
        }),
        "aria-label": (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
            id: 'theme.docs.sidebar.collapseButtonAriaLabel',
            message: 'Collapse sidebar',
            description: 'The title attribute for collapse button of doc sidebar'
        }),
        className: (0,clsx__rspack_import_5/* ["default"] */.A)('button button--secondary button--outline', (_styles_module_css__rspack_import_4_default().collapseSidebarButton)),
        onClick: onClick,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Icon_Arrow__rspack_import_3/* ["default"] */.A, {
            className: (_styles_module_css__rspack_import_4_default().collapseSidebarButtonIcon)
        })
    });
}


},
58741(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocSidebarDesktopContent)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_7 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_8 = __webpack_require__(88287);
/* import */ var _docusaurus_theme_common_internal__rspack_import_5 = __webpack_require__(63337);
/* import */ var _docusaurus_theme_common_internal__rspack_import_6 = __webpack_require__(28584);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _theme_DocSidebarItems__rspack_import_3 = __webpack_require__(28216);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(91733);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 






function useShowAnnouncementBar() {
    const { isActive } = (0,_docusaurus_theme_common_internal__rspack_import_5/* .useAnnouncementBar */.M)();
    const [showAnnouncementBar, setShowAnnouncementBar] = (0,react__rspack_import_1.useState)(isActive);
    (0,_docusaurus_theme_common_internal__rspack_import_6/* .useScrollPosition */.Mq)(({ scrollY })=>{
        if (isActive) {
            setShowAnnouncementBar(scrollY === 0);
        }
    }, [
        isActive
    ]);
    return isActive && showAnnouncementBar;
}
function DocSidebarDesktopContent({ path, sidebar, className }) {
    const showAnnouncementBar = useShowAnnouncementBar();
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("nav", {
        "aria-label": (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
            id: 'theme.docs.sidebar.navAriaLabel',
            message: 'Docs sidebar',
            description: 'The ARIA label for the sidebar navigation'
        }),
        className: (0,clsx__rspack_import_7/* ["default"] */.A)('menu thin-scrollbar', (_styles_module_css__rspack_import_4_default().menu), showAnnouncementBar && (_styles_module_css__rspack_import_4_default().menuWithAnnouncementBar), className),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
            className: (0,clsx__rspack_import_7/* ["default"] */.A)(_docusaurus_theme_common__rspack_import_8/* .ThemeClassNames.docs.docSidebarMenu */.G.docs.docSidebarMenu, 'menu__list'),
            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebarItems__rspack_import_3/* ["default"] */.A, {
                items: sidebar,
                activePath: path,
                level: 1
            })
        })
    });
}


},
62859(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_7 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_6 = __webpack_require__(61022);
/* import */ var _theme_Logo__rspack_import_2 = __webpack_require__(85153);
/* import */ var _theme_DocSidebar_Desktop_CollapseButton__rspack_import_3 = __webpack_require__(11099);
/* import */ var _theme_DocSidebar_Desktop_Content__rspack_import_4 = __webpack_require__(58741);
/* import */ var _styles_module_css__rspack_import_5 = __webpack_require__(36263);
/* import */ var _styles_module_css__rspack_import_5_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_5);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 






function DocSidebarDesktop({ path, sidebar, onCollapse, isHidden }) {
    const { navbar: { hideOnScroll }, docs: { sidebar: { hideable } } } = (0,_docusaurus_theme_common__rspack_import_6/* .useThemeConfig */.p)();
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (0,clsx__rspack_import_7/* ["default"] */.A)((_styles_module_css__rspack_import_5_default().sidebar), hideOnScroll && (_styles_module_css__rspack_import_5_default().sidebarWithHideableNavbar), isHidden && (_styles_module_css__rspack_import_5_default().sidebarHidden)),
        children: [
            hideOnScroll && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Logo__rspack_import_2/* ["default"] */.A, {
                tabIndex: -1,
                className: (_styles_module_css__rspack_import_5_default().sidebarLogo)
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebar_Desktop_Content__rspack_import_4/* ["default"] */.A, {
                path: path,
                sidebar: sidebar
            }),
            hideable && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebar_Desktop_CollapseButton__rspack_import_3/* ["default"] */.A, {
                onClick: onCollapse
            })
        ]
    });
}
/* export default */ const __rspack_default_export = (/*#__PURE__*/react__rspack_import_1.memo(DocSidebarDesktop));


},
30711(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_4 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_5 = __webpack_require__(88287);
/* import */ var _docusaurus_theme_common__rspack_import_6 = __webpack_require__(17000);
/* import */ var _docusaurus_theme_common_internal__rspack_import_3 = __webpack_require__(29965);
/* import */ var _theme_DocSidebarItems__rspack_import_2 = __webpack_require__(28216);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




// eslint-disable-next-line react/function-component-definition
const DocSidebarMobileSecondaryMenu = ({ sidebar, path })=>{
    const mobileSidebar = (0,_docusaurus_theme_common_internal__rspack_import_3/* .useNavbarMobileSidebar */.M)();
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
        className: (0,clsx__rspack_import_4/* ["default"] */.A)(_docusaurus_theme_common__rspack_import_5/* .ThemeClassNames.docs.docSidebarMenu */.G.docs.docSidebarMenu, 'menu__list'),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebarItems__rspack_import_2/* ["default"] */.A, {
            items: sidebar,
            activePath: path,
            onItemClick: (item)=>{
                // Mobile sidebar should only be closed if the category has a link
                if (item.type === 'category' && item.href) {
                    mobileSidebar.toggle();
                }
                if (item.type === 'link') {
                    mobileSidebar.toggle();
                }
            },
            level: 1
        })
    });
};
function DocSidebarMobile(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_6/* .NavbarSecondaryMenuFiller */.GX, {
        component: DocSidebarMobileSecondaryMenu,
        props: props
    });
}
/* export default */ const __rspack_default_export = (/*#__PURE__*/react__rspack_import_1.memo(DocSidebarMobile));


},
45420(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocSidebar)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_theme_common__rspack_import_4 = __webpack_require__(53741);
/* import */ var _theme_DocSidebar_Desktop__rspack_import_2 = __webpack_require__(62859);
/* import */ var _theme_DocSidebar_Mobile__rspack_import_3 = __webpack_require__(30711);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function DocSidebar(props) {
    const windowSize = (0,_docusaurus_theme_common__rspack_import_4/* .useWindowSize */.l)();
    // Desktop sidebar visible on hydration: need SSR rendering
    const shouldRenderSidebarDesktop = windowSize === 'desktop' || windowSize === 'ssr';
    // Mobile sidebar not visible on hydration: can avoid SSR rendering
    const shouldRenderSidebarMobile = windowSize === 'mobile';
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: [
            shouldRenderSidebarDesktop && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebar_Desktop__rspack_import_2/* ["default"] */.A, {
                ...props
            }),
            shouldRenderSidebarMobile && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebar_Mobile__rspack_import_3/* ["default"] */.A, {
                ...props
            })
        ]
    });
}


},
13801(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocSidebarItemHtml)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_3 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_4 = __webpack_require__(88287);
/* import */ var _styles_module_css__rspack_import_2 = __webpack_require__(82105);
/* import */ var _styles_module_css__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_2);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function DocSidebarItemHtml({ item, level, index }) {
    const { value, defaultStyle, className } = item;
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
        className: (0,clsx__rspack_import_3/* ["default"] */.A)(_docusaurus_theme_common__rspack_import_4/* .ThemeClassNames.docs.docSidebarItemLink */.G.docs.docSidebarItemLink, _docusaurus_theme_common__rspack_import_4/* .ThemeClassNames.docs.docSidebarItemLinkLevel */.G.docs.docSidebarItemLinkLevel(level), defaultStyle && [
            (_styles_module_css__rspack_import_2_default().menuHtmlItem),
            'menu__list-item'
        ], className),
        // eslint-disable-next-line react/no-danger
        dangerouslySetInnerHTML: {
            __html: value
        }
    }, index);
}


},
4023(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocSidebarItem)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _theme_DocSidebarItem_Category__rspack_import_2 = __webpack_require__(78710);
/* import */ var _theme_DocSidebarItem_Link__rspack_import_3 = __webpack_require__(81182);
/* import */ var _theme_DocSidebarItem_Html__rspack_import_4 = __webpack_require__(13801);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function DocSidebarItem({ item, ...props }) {
    switch(item.type){
        case 'category':
            return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebarItem_Category__rspack_import_2/* ["default"] */.A, {
                item: item,
                ...props
            });
        case 'html':
            return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebarItem_Html__rspack_import_4/* ["default"] */.A, {
                item: item,
                ...props
            });
        case 'link':
        default:
            return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebarItem_Link__rspack_import_3/* ["default"] */.A, {
                item: item,
                ...props
            });
    }
}


},
28216(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_3 = __webpack_require__(88260);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_4 = __webpack_require__(48866);
/* import */ var _theme_DocSidebarItem__rspack_import_2 = __webpack_require__(4023);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


function DocSidebarItems({ items, ...props }) {
    const visibleItems = (0,_docusaurus_plugin_content_docs_client__rspack_import_3/* .useVisibleSidebarItems */.Y)(items, props.activePath);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_plugin_content_docs_client__rspack_import_4/* .DocSidebarItemsExpandedStateProvider */.A, {
        children: visibleItems.map((item, index)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebarItem__rspack_import_2/* ["default"] */.A, {
                item: item,
                index: index,
                ...props
            }, index))
    });
}
// Optimize sidebar at each "level"
/* export default */ const __rspack_default_export = (/*#__PURE__*/(0,react__rspack_import_1.memo)(DocSidebarItems));


},
65117(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (IconArrow)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
function IconArrow(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("svg", {
        width: "20",
        height: "20",
        "aria-hidden": "true",
        ...props,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("g", {
            fill: "#7a7a7a",
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("path", {
                    d: "M9.992 10.023c0 .2-.062.399-.172.547l-4.996 7.492a.982.982 0 01-.828.454H1c-.55 0-1-.453-1-1 0-.2.059-.403.168-.551l4.629-6.942L.168 3.078A.939.939 0 010 2.528c0-.548.45-.997 1-.997h2.996c.352 0 .649.18.828.45L9.82 9.472c.11.148.172.347.172.55zm0 0"
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("path", {
                    d: "M19.98 10.023c0 .2-.058.399-.168.547l-4.996 7.492a.987.987 0 01-.828.454h-3c-.547 0-.996-.453-.996-1 0-.2.059-.403.168-.551l4.625-6.942-4.625-6.945a.939.939 0 01-.168-.55 1 1 0 01.996-.997h3c.348 0 .649.18.828.45l4.996 7.492c.11.148.168.347.168.55zm0 0"
                })
            ]
        })
    });
}


},
97720(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  P: () => (icons),
  n: () => (isIconName)
});
/**
 * Bundled icon set (replaces the old site's CDN icon script): 24×24 stroke
 * drawings referenced by name from frontmatter (`icon: collision`) and components.
 */ const icons = {
    collision: 'M4 9h8v8H4zM12 7h8v8h-8zM12 9v6',
    cost: 'M12 3v18M16.5 7.5c0-1.7-2-3-4.5-3s-4.5 1.3-4.5 3 2 2.6 4.5 3 4.5 1.3 4.5 3.3-2 3.2-4.5 3.2-4.5-1.4-4.5-3.1',
    space: 'M3 3h18v18H3zM3 12h9v9M12 3v5M16 12h5',
    site: 'M3 21h18M5 21V10l5-3v14M10 21V4l9 4v13M13 10h3M13 14h3M13 18h3',
    platform: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17l9 5 9-5',
    api: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
    viewer: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
    book: 'M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z',
    rocket: 'M5 19l3-1-2-2zM9 15l-3-3 5-7c2.5-2 6-2 8-2 0 2 0 5.5-2 8l-7 5zM15 9.5a1.5 1.5 0 1 0 0-.01',
    table: 'M3 5h18v14H3zM3 10h18M3 15h18M9 5v14',
    lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 15v2',
    download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
    upload: 'M12 21V9M7 14l5-5 5 5M4 4h16',
    settings: 'M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4',
    chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
    search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
    users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c1.8.9 3 2.9 3 5.5',
    key: 'M8 15a4 4 0 1 0 0-.01M11 12l9-9M16 7l3 3M14 9l2 2',
    layers: 'M12 4l9 4.5-9 4.5-9-4.5zM3 15.5l9 4.5 9-4.5',
    globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3',
    file: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
    check: 'M4 12.5l5 5L20 6.5',
    tree: 'M4 4h6v4H4zM14 10h6v4h-6zM14 18h6v4h-6zM7 8v12h7M7 12h7',
    filter: 'M3 5h18l-7 8v6l-4 2v-8z',
    link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
    server: 'M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01',
    clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3',
    info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.01',
    warning: 'M12 3l10 18H2zM12 10v5M12 18v.01',
    list: 'M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01',
    translate: 'M4 5h9M8.5 3v2M11 5c-1 4-3.5 7-7 9M6 9c1.5 2.3 3.5 4 6 5M13 21l4-9 4 9M14.5 18h5',
    ruler: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2'
};
function isIconName(name) {
    return typeof name === 'string' && Object.hasOwn(icons, name);
}


},
53414(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (Icon)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var _icons__rspack_import_1 = __webpack_require__(97720);


/** Decorative icon: hidden from assistive technology, the text beside it carries the meaning. */ function Icon({ name, size = 24, className }) {
    if (!(0,_icons__rspack_import_1/* .isIconName */.n)(name)) {
        return null;
    }
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("svg", {
        className: className,
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 1.8,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        "aria-hidden": "true",
        focusable: "false",
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("path", {
            d: _icons__rspack_import_1/* .icons */.P[name]
        })
    });
}


},
46875(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (BackToTopButton)
});
/**
 * The theme's own back-to-top button is left out: the site's button (with its
 * progress ring, src/features/backToTop) is the one, and the theme's appeared beside it whenever a
 * reader scrolled up.
 */ function BackToTopButton() {
    return null;
}


},
78710(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocSidebarItemCategory)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_16 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_9 = __webpack_require__(52260);
/* import */ var _docusaurus_theme_common__rspack_import_11 = __webpack_require__(61022);
/* import */ var _docusaurus_theme_common__rspack_import_12 = __webpack_require__(36412);
/* import */ var _docusaurus_theme_common__rspack_import_14 = __webpack_require__(39510);
/* import */ var _docusaurus_theme_common__rspack_import_17 = __webpack_require__(88287);
/* import */ var _docusaurus_theme_common_internal__rspack_import_13 = __webpack_require__(19209);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_10 = __webpack_require__(88260);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_15 = __webpack_require__(48866);
/* import */ var _docusaurus_Link__rspack_import_2 = __webpack_require__(95310);
/* import */ var _docusaurus_Translate__rspack_import_3 = __webpack_require__(61826);
/* import */ var _docusaurus_useIsBrowser__rspack_import_4 = __webpack_require__(19863);
/* import */ var _theme_DocSidebarItems__rspack_import_5 = __webpack_require__(28216);
/* import */ var _theme_DocSidebarItem_Link__rspack_import_6 = __webpack_require__(81182);
/* import */ var _site_src_components_Icon__rspack_import_7 = __webpack_require__(53414);
/* import */ var _styles_module_css__rspack_import_8 = __webpack_require__(4486);
/* import */ var _styles_module_css__rspack_import_8_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_8);

/**
 * Theme-classic's sidebar category (3.10, MIT, Facebook) with two additions
 * for the old site's navigation items:
 * - its `icon` (`customProps.icon`: from a hand-written sidebar's group, or
 *   the `icon` of the folder's index page, which Docusaurus passes on to the
 *   category it links) is drawn before its label, as for pages
 *   (src/theme/DocSidebarItem/Link);
 * - its `activeMatch` (`customProps.activeMatch`) marks it active on the
 *   paths it matches.
 * The rest is the theme's code, typed.
 */ 











// If we navigate to a category and it becomes active, it should automatically expand itself.
function useAutoExpandActiveCategory({ isActive, collapsed, updateCollapsed, activePath }) {
    const wasActive = (0,_docusaurus_theme_common__rspack_import_9/* .usePrevious */.ZC)(isActive);
    const previousActivePath = (0,_docusaurus_theme_common__rspack_import_9/* .usePrevious */.ZC)(activePath);
    (0,react__rspack_import_1.useEffect)(()=>{
        const justBecameActive = isActive && !wasActive;
        const stillActiveButPathChanged = isActive && wasActive && activePath !== previousActivePath;
        if ((justBecameActive || stillActiveButPathChanged) && collapsed) {
            updateCollapsed(false);
        }
    }, [
        isActive,
        wasActive,
        collapsed,
        updateCollapsed,
        activePath,
        previousActivePath
    ]);
}
/**
 * A collapsible category without a link still links to its first child in the
 * server render, so the sidebar works before (or without) hydration.
 */ function useCategoryHrefWithSSRFallback(item) {
    const isBrowser = (0,_docusaurus_useIsBrowser__rspack_import_4/* ["default"] */.A)();
    return (0,react__rspack_import_1.useMemo)(()=>{
        if (item.href && !item.linkUnlisted) {
            return item.href;
        }
        if (isBrowser || !item.collapsible) {
            return undefined;
        }
        return (0,_docusaurus_plugin_content_docs_client__rspack_import_10/* .findFirstSidebarItemLink */.Nr)(item);
    }, [
        item,
        isBrowser
    ]);
}
function CollapseButton({ collapsed, categoryLabel, onClick }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
        "aria-label": collapsed ? (0,_docusaurus_Translate__rspack_import_3/* .translate */.T)({
            id: 'theme.DocSidebarItem.expandCategoryAriaLabel',
            message: "Expand sidebar category '{label}'",
            description: 'The ARIA label to expand the sidebar category'
        }, {
            label: categoryLabel
        }) : (0,_docusaurus_Translate__rspack_import_3/* .translate */.T)({
            id: 'theme.DocSidebarItem.collapseCategoryAriaLabel',
            message: "Collapse sidebar category '{label}'",
            description: 'The ARIA label to collapse the sidebar category'
        }, {
            label: categoryLabel
        }),
        "aria-expanded": !collapsed,
        type: "button",
        className: "clean-btn menu__caret",
        onClick: onClick
    });
}
function DocSidebarItemCategory(props) {
    const visibleChildren = (0,_docusaurus_plugin_content_docs_client__rspack_import_10/* .useVisibleSidebarItems */.Y)(props.item.items, props.activePath);
    if (visibleChildren.length === 0) {
        return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(DocSidebarItemCategoryEmpty, {
            ...props
        });
    }
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(DocSidebarItemCategoryCollapsible, {
        ...props
    });
}
// A category without visible children is a link, or nothing when it has no link either.
function DocSidebarItemCategoryEmpty({ item, ...props }) {
    if (typeof item.href !== 'string') {
        return null;
    }
    const { type: _type, collapsed: _collapsed, collapsible: _collapsible, items: _items, linkUnlisted: _linkUnlisted, ...forwardableProps } = item;
    const linkItem = {
        type: 'link',
        ...forwardableProps,
        href: item.href
    };
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebarItem_Link__rspack_import_6/* ["default"] */.A, {
        item: linkItem,
        ...props
    });
}
function DocSidebarItemCategoryCollapsible({ item, onItemClick, activePath, level, index, ...props }) {
    const { items, label, collapsible, className, href, customProps } = item;
    const { docs: { sidebar: { autoCollapseCategories } } } = (0,_docusaurus_theme_common__rspack_import_11/* .useThemeConfig */.p)();
    const hrefWithSSRFallback = useCategoryHrefWithSSRFallback(item);
    const activeMatch = typeof customProps?.activeMatch === 'string' ? customProps.activeMatch : undefined;
    const isActive = (0,_docusaurus_plugin_content_docs_client__rspack_import_10/* .isActiveSidebarItem */.w8)(item, activePath) || (0,_docusaurus_theme_common__rspack_import_12/* .isRegexpStringMatch */.G)(activeMatch, activePath);
    const isCurrentPage = (0,_docusaurus_theme_common_internal__rspack_import_13/* .isSamePath */.ys)(href, activePath);
    const { collapsed, setCollapsed } = (0,_docusaurus_theme_common__rspack_import_14/* .useCollapsible */.u)({
        // Active categories start expanded; others as the sidebar says (`expanded`, `collapsible: false`).
        initialState: ()=>{
            if (!collapsible) {
                return false;
            }
            return isActive ? false : item.collapsed;
        }
    });
    const { expandedItem, setExpandedItem } = (0,_docusaurus_plugin_content_docs_client__rspack_import_15/* .useDocSidebarItemsExpandedState */.G)();
    // Use this instead of `setCollapsed`, because it is also reactive
    const updateCollapsed = (toCollapsed = !collapsed)=>{
        setExpandedItem(toCollapsed ? null : index);
        setCollapsed(toCollapsed);
    };
    useAutoExpandActiveCategory({
        isActive,
        collapsed,
        updateCollapsed,
        activePath
    });
    (0,react__rspack_import_1.useEffect)(()=>{
        if (collapsible && expandedItem != null && expandedItem !== index && autoCollapseCategories) {
            setCollapsed(true);
        }
    }, [
        collapsible,
        expandedItem,
        index,
        setCollapsed,
        autoCollapseCategories
    ]);
    const handleItemClick = (e)=>{
        onItemClick?.(item);
        if (collapsible) {
            if (href) {
                // On the category's own page a click folds it; elsewhere it opens the page and unfolds.
                if (isCurrentPage) {
                    e.preventDefault();
                    updateCollapsed();
                } else {
                    updateCollapsed(false);
                }
            } else {
                e.preventDefault();
                updateCollapsed();
            }
        }
    };
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("li", {
        className: (0,clsx__rspack_import_16/* ["default"] */.A)(_docusaurus_theme_common__rspack_import_17/* .ThemeClassNames.docs.docSidebarItemCategory */.G.docs.docSidebarItemCategory, _docusaurus_theme_common__rspack_import_17/* .ThemeClassNames.docs.docSidebarItemCategoryLevel */.G.docs.docSidebarItemCategoryLevel(level), 'menu__list-item', {
            'menu__list-item--collapsed': collapsed
        }, className),
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                className: (0,clsx__rspack_import_16/* ["default"] */.A)('menu__list-item-collapsible', {
                    'menu__list-item-collapsible--active': isCurrentPage
                }),
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(_docusaurus_Link__rspack_import_2/* ["default"] */.A, {
                        className: (0,clsx__rspack_import_16/* ["default"] */.A)((_styles_module_css__rspack_import_8_default().categoryLink), 'menu__link', {
                            'menu__link--sublist': collapsible,
                            'menu__link--sublist-caret': !href && collapsible,
                            'menu__link--active': isActive
                        }),
                        onClick: handleItemClick,
                        "aria-current": isCurrentPage ? 'page' : undefined,
                        role: collapsible && !href ? 'button' : undefined,
                        "aria-expanded": collapsible && !href ? !collapsed : undefined,
                        href: collapsible ? hrefWithSSRFallback ?? '#' : hrefWithSSRFallback,
                        ...props,
                        children: [
                            customProps?.icon ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_site_src_components_Icon__rspack_import_7/* ["default"] */.A, {
                                name: customProps.icon,
                                size: 18,
                                className: "tessera-sidebar-icon"
                            }) : null,
                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                className: (_styles_module_css__rspack_import_8_default().categoryLinkLabel),
                                children: label
                            })
                        ]
                    }),
                    href && collapsible && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(CollapseButton, {
                        collapsed: collapsed,
                        categoryLabel: label,
                        onClick: (e)=>{
                            e.preventDefault();
                            updateCollapsed();
                        }
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_14/* .Collapsible */.N, {
                lazy: true,
                as: "ul",
                className: "menu__list",
                collapsed: collapsed,
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_DocSidebarItems__rspack_import_5/* ["default"] */.A, {
                    items: items,
                    tabIndex: collapsed ? -1 : 0,
                    onItemClick: onItemClick,
                    activePath: activePath,
                    level: level + 1
                })
            })
        ]
    });
}


},
81182(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (DocSidebarItemLink)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var clsx__rspack_import_8 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_6 = __webpack_require__(36412);
/* import */ var _docusaurus_theme_common__rspack_import_9 = __webpack_require__(88287);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_5 = __webpack_require__(88260);
/* import */ var _docusaurus_Link__rspack_import_1 = __webpack_require__(95310);
/* import */ var _docusaurus_isInternalUrl__rspack_import_7 = __webpack_require__(58310);
/* import */ var _theme_Icon_ExternalLink__rspack_import_2 = __webpack_require__(52035);
/* import */ var _site_src_components_Icon__rspack_import_3 = __webpack_require__(53414);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(6446);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);
/**
 * Theme-classic's sidebar link with two additions (old-site fields): a page's `icon`
 * (passed as `customProps.icon` by plugins/page-meta or a hand-written
 * sidebar) is drawn before its label from the bundled icon set, and a
 * hand-written item's `activeMatch` (`customProps.activeMatch`) marks it
 * active on the paths it matches.
 */ 








function DocSidebarItemLink({ item, onItemClick, activePath, level, index: _index, ...props }) {
    const { href, label, className, autoAddBaseUrl, customProps } = item;
    const activeMatch = typeof customProps?.activeMatch === 'string' ? customProps.activeMatch : undefined;
    const isCurrent = (0,_docusaurus_plugin_content_docs_client__rspack_import_5/* .isActiveSidebarItem */.w8)(item, activePath);
    const isActive = isCurrent || (0,_docusaurus_theme_common__rspack_import_6/* .isRegexpStringMatch */.G)(activeMatch, activePath);
    const isInternalLink = (0,_docusaurus_isInternalUrl__rspack_import_7/* ["default"] */.A)(href);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
        className: (0,clsx__rspack_import_8/* ["default"] */.A)(_docusaurus_theme_common__rspack_import_9/* .ThemeClassNames.docs.docSidebarItemLink */.G.docs.docSidebarItemLink, _docusaurus_theme_common__rspack_import_9/* .ThemeClassNames.docs.docSidebarItemLinkLevel */.G.docs.docSidebarItemLinkLevel(level), 'menu__list-item', className),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(_docusaurus_Link__rspack_import_1/* ["default"] */.A, {
            className: (0,clsx__rspack_import_8/* ["default"] */.A)('menu__link', !isInternalLink && (_styles_module_css__rspack_import_4_default().menuExternalLink), {
                'menu__link--active': isActive
            }),
            autoAddBaseUrl: autoAddBaseUrl,
            "aria-current": isCurrent ? 'page' : isActive ? 'true' : undefined,
            to: href,
            ...isInternalLink && {
                onClick: onItemClick ? ()=>onItemClick(item) : undefined
            },
            ...props,
            children: [
                customProps?.icon ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_site_src_components_Icon__rspack_import_3/* ["default"] */.A, {
                    name: customProps.icon,
                    size: 18,
                    className: "tessera-sidebar-icon"
                }) : null,
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                    className: (_styles_module_css__rspack_import_4_default().linkLabel),
                    children: label
                }),
                !isInternalLink && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Icon_ExternalLink__rspack_import_2/* ["default"] */.A, {})
            ]
        })
    }, label);
}


},
17819(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (NotFoundContent)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_useIsBrowser__rspack_import_2 = __webpack_require__(19863);
/* import */ var clsx__rspack_import_9 = __webpack_require__(34164);
/* import */ var _docusaurus_Link__rspack_import_3 = __webpack_require__(95310);
/* import */ var _docusaurus_Translate__rspack_import_4 = __webpack_require__(61826);
/* import */ var _docusaurus_router__rspack_import_8 = __webpack_require__(56347);
/* import */ var _theme_Heading__rspack_import_5 = __webpack_require__(72072);
/* import */ var _site_plugins_locale_map_currentPage__rspack_import_6 = __webpack_require__(54031);
/* import */ var _styles_module_css__rspack_import_7 = __webpack_require__(35455);
/* import */ var _styles_module_css__rspack_import_7_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_7);










/** One of four hint messages, picked at random, so a dead end reads a little lighter. */ function notFoundMessages() {
    return [
        (0,_docusaurus_Translate__rspack_import_4/* .translate */.T)({
            id: 'notFound.message.nothingHere',
            message: "There's nothing here."
        }),
        (0,_docusaurus_Translate__rspack_import_4/* .translate */.T)({
            id: 'notFound.message.howDidWeGetHere',
            message: 'How did we get here?'
        }),
        (0,_docusaurus_Translate__rspack_import_4/* .translate */.T)({
            id: 'notFound.message.fourOhFour',
            message: "That's a Four-Oh-Four."
        }),
        (0,_docusaurus_Translate__rspack_import_4/* .translate */.T)({
            id: 'notFound.message.brokenLinks',
            message: "Looks like we've got some broken links."
        })
    ];
}
function NotFoundContent({ className }) {
    const messages = notFoundMessages();
    const history = (0,_docusaurus_router__rspack_import_8/* .useHistory */.W6)();
    // The language switch and the locale modal offer the other home here, not "this page".
    (0,_site_plugins_locale_map_currentPage__rspack_import_6/* .usePublishCurrentPage */.V$)((0,_docusaurus_router__rspack_import_8/* .useLocation */.zy)().pathname, _site_plugins_locale_map_currentPage__rspack_import_6/* .NOT_FOUND_PAGE */.jp);
    // Shown only after hydration so the server HTML and the first client render
    // agree; the message box keeps its height meanwhile, so nothing shifts.
    const isBrowser = (0,_docusaurus_useIsBrowser__rspack_import_2/* ["default"] */.A)();
    const [randomIndex] = (0,react__rspack_import_1.useState)(()=>Math.floor(Math.random() * messages.length));
    const messageIndex = isBrowser ? randomIndex : null;
    const goBack = ()=>{
        if (window.history.length > 1) {
            history.goBack();
        } else {
            history.push('/');
        }
    };
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("main", {
        className: (0,clsx__rspack_import_9/* ["default"] */.A)('container', (_styles_module_css__rspack_import_7_default().notFound), className),
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: (_styles_module_css__rspack_import_7_default().code),
                "aria-hidden": "true",
                children: "404"
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Heading__rspack_import_5/* ["default"] */.A, {
                as: "h1",
                className: (_styles_module_css__rspack_import_7_default().title),
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_4/* ["default"] */.A, {
                    id: "theme.NotFound.title",
                    description: "The title of the 404 page",
                    children: "Page not found"
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                className: (_styles_module_css__rspack_import_7_default().messageBox),
                children: [
                    messages.map((message)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                            className: (_styles_module_css__rspack_import_7_default().messageSizer),
                            "aria-hidden": "true",
                            children: message
                        }, message)),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                        className: (_styles_module_css__rspack_import_7_default().message),
                        "data-testid": "not-found-message",
                        "aria-live": "polite",
                        children: messageIndex === null ? '\u00a0' : messages[messageIndex]
                    })
                ]
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                className: (_styles_module_css__rspack_import_7_default().actions),
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                        type: "button",
                        className: "button button--secondary button--lg",
                        onClick: goBack,
                        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_4/* ["default"] */.A, {
                            id: "notFound.action.back",
                            children: "Go back"
                        })
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_3/* ["default"] */.A, {
                        to: "/",
                        className: "button button--primary button--lg",
                        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_4/* ["default"] */.A, {
                            id: "notFound.action.home",
                            children: "Take me home"
                        })
                    })
                ]
            })
        ]
    });
}


},

};
;