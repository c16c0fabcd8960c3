exports.ids = ["5062"];
exports.modules = {
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
70629(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (Index)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _docusaurus_theme_common__rspack_import_5 = __webpack_require__(34308);
/* import */ var _theme_Layout__rspack_import_3 = __webpack_require__(78328);
/* import */ var _theme_NotFound_Content__rspack_import_4 = __webpack_require__(17819);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




function Index() {
    const title = (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
        id: 'theme.NotFound.title',
        message: 'Page Not Found'
    });
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_5/* .PageMetadata */.be, {
                title: title
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Layout__rspack_import_3/* ["default"] */.A, {
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_NotFound_Content__rspack_import_4/* ["default"] */.A, {})
            })
        ]
    });
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