exports.ids = ["7623"];
exports.modules = {
3163(module) {
// Exports
module.exports = {
	"layer": `layer_A6bf`,
	"dialog": `dialog_gA1g`,
	"title": `title_WVE4`,
	"remember": `remember_jFAV`,
	"buttons": `buttons_BLZn`
};


},
44026(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (LocaleSuggestionModal)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _focusTrap__rspack_import_4 = __webpack_require__(96981);
/* import */ var _texts__rspack_import_2 = __webpack_require__(71701);
/* import */ var _styles_module_css__rspack_import_3 = __webpack_require__(3163);
/* import */ var _styles_module_css__rspack_import_3_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_3);





/** Accessible modal dialog: focus moves in, Tab is trapped, Escape cancels. */ function LocaleSuggestionModal({ offeredLocale, offeredLang, target, situation, onSwitch, onCancel }) {
    const texts = (0,_texts__rspack_import_2/* .suggestionTextsFor */.q)(offeredLocale);
    const [remember, setRemember] = (0,react__rspack_import_1.useState)(false);
    const dialogRef = (0,react__rspack_import_1.useRef)(null);
    const switchRef = (0,react__rspack_import_1.useRef)(null);
    const titleId = (0,react__rspack_import_1.useId)();
    const messageId = (0,react__rspack_import_1.useId)();
    (0,react__rspack_import_1.useEffect)(()=>{
        const previous = document.activeElement;
        switchRef.current?.focus();
        return ()=>previous?.focus();
    }, []);
    const onKeyDown = (event)=>{
        if (event.key === 'Escape') {
            event.preventDefault();
            onCancel(remember);
            return;
        }
        (0,_focusTrap__rspack_import_4/* .keepTabInside */.T)(event, dialogRef.current, 'a[href], button, input');
    };
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
        className: (_styles_module_css__rspack_import_3_default().layer),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
            ref: dialogRef,
            className: (_styles_module_css__rspack_import_3_default().dialog),
            role: "dialog",
            "aria-modal": "true",
            "aria-labelledby": titleId,
            "aria-describedby": messageId,
            lang: offeredLang,
            onKeyDown: onKeyDown,
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h2", {
                    id: titleId,
                    className: (_styles_module_css__rspack_import_3_default().title),
                    children: texts.title
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                    id: messageId,
                    children: texts.message[situation]
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("label", {
                    className: (_styles_module_css__rspack_import_3_default().remember),
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
                            type: "checkbox",
                            checked: remember,
                            onChange: (e)=>setRemember(e.target.checked)
                        }),
                        texts.remember
                    ]
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                    className: (_styles_module_css__rspack_import_3_default().buttons),
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                            type: "button",
                            className: "button button--secondary",
                            onClick: ()=>onCancel(remember),
                            children: texts.cancel
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("a", {
                            ref: switchRef,
                            href: target,
                            hrefLang: offeredLang,
                            className: "button button--primary",
                            onClick: ()=>onSwitch(remember),
                            children: texts.switchLabel
                        })
                    ]
                })
            ]
        })
    });
}


},
71701(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  q: () => (suggestionTextsFor)
});
/* import */ var _site_config__rspack_import_0 = __webpack_require__(5617);
/**
 * Texts of the locale modal, in one typed table for every site locale. The
 * modal speaks the language it offers, not the page's, so translate() (which
 * knows only the current locale's strings) cannot give them: each build needs
 * both languages at hand. The site's name comes from site.config.ts.
 * The message depends on where Switch leads (plugins/locale-map/switchTarget.ts
 * PageSituation): this page, or the other home for an untranslated page or
 * the 404 page.
 */ 
const { brand, title } = _site_config__rspack_import_0/* .siteConfig */.C;
const suggestionTexts = {
    en: {
        title: `Read ${title.en} in English?`,
        message: {
            samePage: 'Your browser prefers English, and this page is available in English.',
            untranslated: 'Your browser prefers English. This page has no English version yet; the English home page lists what is translated.',
            notFound: 'Your browser prefers English. There is no page at this address; the English home page shows what there is.'
        },
        remember: 'Remember my choice',
        switchLabel: 'Switch',
        cancel: 'Cancel'
    },
    ru: {
        title: `Открыть справку ${brand.name} на русском?`,
        message: {
            samePage: 'Ваш браузер предпочитает русский язык, и эта страница есть на русском.',
            untranslated: 'Ваш браузер предпочитает русский язык. У этой страницы нет русской версии; откроется главная страница русской справки.',
            notFound: 'Ваш браузер предпочитает русский язык. По этому адресу страницы нет; откроется главная страница русской справки.'
        },
        remember: 'Запомнить мой выбор',
        switchLabel: 'Перейти',
        cancel: 'Отмена'
    }
};
/** The texts in the offered locale's language (English for a locale the table lacks). */ function suggestionTextsFor(locale) {
    return Object.prototype.hasOwnProperty.call(suggestionTexts, locale) ? suggestionTexts[locale] : suggestionTexts.en;
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

};
;