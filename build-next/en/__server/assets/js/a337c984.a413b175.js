exports.ids = ["9234"];
exports.modules = {
54525(module) {
// Exports
module.exports = {
	"page": `page_nCqf`,
	"section": `section_JEyS`,
	"cloud": `cloud_t7jK`,
	"badge": `badge_vyuu`,
	"count": `count_R1cM`,
	"tag": `tag_MCcc`,
	"heading": `heading_fPxH`,
	"pages": `pages_nTCl`,
	"description": `description_X1uf`
};


},
16497(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  W: () => (usePluralForm)
});
/* import */ var react__rspack_import_0 = __webpack_require__(96540);
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_1 = __webpack_require__(10898);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

// We want to ensurer a stable plural form order in all cases
// It is more convenient and natural to handle "small values" first
// See https://x.com/sebastienlorber/status/1366820663261077510
const OrderedPluralForms = [
    'zero',
    'one',
    'two',
    'few',
    'many',
    'other'
];
function sortPluralForms(pluralForms) {
    return OrderedPluralForms.filter((pf)=>pluralForms.includes(pf));
}
// Hardcoded english/fallback implementation
const EnglishPluralForms = {
    locale: 'en',
    pluralForms: sortPluralForms([
        'one',
        'other'
    ]),
    select: (count)=>count === 1 ? 'one' : 'other'
};
function createLocalePluralForms(locale) {
    const pluralRules = new Intl.PluralRules(locale);
    return {
        locale,
        pluralForms: sortPluralForms(pluralRules.resolvedOptions().pluralCategories),
        select: (count)=>pluralRules.select(count)
    };
}
/**
 * Poor man's `PluralSelector` implementation, using an English fallback. We
 * want a lightweight, future-proof and good-enough solution. We don't want a
 * perfect and heavy solution.
 *
 * Docusaurus classic theme has only 2 deeply nested labels requiring complex
 * plural rules. We don't want to use `Intl` + `PluralRules` polyfills + full
 * ICU syntax (react-intl) just for that.
 *
 * Notes:
 * - 2021: 92+% Browsers support `Intl.PluralRules`, and support will increase
 * in the future
 * - NodeJS >= 13 has full ICU support by default
 * - In case of "mismatch" between SSR and Browser ICU support, React keeps
 * working!
 */ function useLocalePluralForms() {
    const { i18n: { currentLocale } } = (0,_docusaurus_useDocusaurusContext__rspack_import_1/* ["default"] */.A)();
    return (0,react__rspack_import_0.useMemo)(()=>{
        try {
            return createLocalePluralForms(currentLocale);
        } catch (err) {
            console.error(`Failed to use Intl.PluralRules for locale "${currentLocale}".
Docusaurus will fallback to the default (English) implementation.
Error: ${err.message}
`);
            return EnglishPluralForms;
        }
    }, [
        currentLocale
    ]);
}
function selectPluralMessage(pluralMessages, count, localePluralForms) {
    const separator = '|';
    const parts = pluralMessages.split(separator);
    if (parts.length === 1) {
        return parts[0];
    }
    if (parts.length > localePluralForms.pluralForms.length) {
        console.error(`For locale=${localePluralForms.locale}, a maximum of ${localePluralForms.pluralForms.length} plural forms are expected (${localePluralForms.pluralForms.join(',')}), but the message contains ${parts.length}: ${pluralMessages}`);
    }
    const pluralForm = localePluralForms.select(count);
    const pluralFormIndex = localePluralForms.pluralForms.indexOf(pluralForm);
    // In case of not enough plural form messages, we take the last one (other)
    // instead of returning undefined
    return parts[Math.min(pluralFormIndex, parts.length - 1)];
}
/**
 * Reads the current locale and returns an interface very similar to
 * `Intl.PluralRules`.
 */ function usePluralForm() {
    const localePluralForm = useLocalePluralForms();
    return {
        selectMessage: (count, pluralMessages)=>selectPluralMessage(pluralMessages, count, localePluralForm)
    };
} //# sourceMappingURL=usePluralForm.js.map


},
56995(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  T: () => (twinPathOf),
  e: () => (mayHaveTwin)
});
/**
 * Where a page's Markdown twin lives, shared by the build (which writes it)
 * and the browser (which links and fetches it): the page's address with `.md`
 * in place of the trailing slash; a locale's home (`/`, `/en/`) has
 * `index.md` in its folder.
 */ /** Pages that never get a twin: test-only pages and the 404 page (protected pages are told apart by their HTML). */ const NO_TWIN = [
    /\/test-fixtures\//,
    /\/404\.html$/
];
/**
 * `/control/` → `/control.md`, `/` → `/index.md`, `/en/` → `/en/index.md`.
 * `baseUrl` is the locale's root as Docusaurus gives it (`/` or `/en/`).
 */ function twinPathOf(pathname, baseUrl) {
    const clean = pathname.split(/[?#]/)[0] || '/';
    if (clean === baseUrl || clean === '/') return `${clean}index.md`;
    if (clean.endsWith('/')) return `${clean.slice(0, -1)}.md`;
    return `${clean.replace(/\.html?$/, '')}.md`;
}
/** Whether a page at this address may have a twin at all (the build also leaves out protected pages). */ function mayHaveTwin(pathname) {
    return !NO_TWIN.some((re)=>re.test(pathname));
}


},
97220(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  c: () => (badgeColourClass)
});
/* import */ var _site_config__rspack_import_0 = __webpack_require__(5617);

/**
 * The colour class of a category or tag badge: a stable hash of its name picks
 * one of the `colorClasses` colour classes, so a tag has the same colour on every page
 * and in both locales' builds.
 */ function badgeColourIndex(name) {
    // FNV-1a over UTF-16 code units of the normalised name: small, fast, stable.
    let hash = 0x811c9dc5;
    for (const char of name.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е')){
        hash ^= char.charCodeAt(0);
        hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash % _site_config__rspack_import_0/* .siteConfig.colorClasses */.C.colorClasses;
}
function badgeColourClass(name) {
    return `tessera-badge--c${badgeColourIndex(name)}`;
}


},
36844(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MarkdownAlternate)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var _docusaurus_Head__rspack_import_1 = __webpack_require__(53572);
/* import */ var _useTwinPath__rspack_import_2 = __webpack_require__(37998);



/**
 * `<link rel="alternate" type="text/markdown">` to the page's Markdown twin,
 * for readers' tools. Rendered by the layouts of pages that have a twin
 * (docs pages, Markdown pages, tag indexes), never by a protected page; the
 * build (plugins/markdown-twins) writes the twin of every page that links one
 * and fails when a public page links none.
 */ function MarkdownAlternate() {
    const twin = (0,_useTwinPath__rspack_import_2/* .useTwinPath */.l)();
    return twin ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Head__rspack_import_1/* ["default"] */.A, {
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("link", {
            rel: "alternate",
            type: "text/markdown",
            href: twin
        })
    }) : null;
}


},
37998(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  l: () => (useTwinPath)
});
/* import */ var _docusaurus_router__rspack_import_1 = __webpack_require__(56347);
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_0 = __webpack_require__(10898);
/* import */ var _site_plugins_markdown_twins_paths__rspack_import_2 = __webpack_require__(56995);



/** The current page's Markdown twin (`/control.md`), or null where the build writes none. */ function useTwinPath() {
    const { pathname } = (0,_docusaurus_router__rspack_import_1/* .useLocation */.zy)();
    const { siteConfig } = (0,_docusaurus_useDocusaurusContext__rspack_import_0/* ["default"] */.A)();
    return (0,_site_plugins_markdown_twins_paths__rspack_import_2/* .mayHaveTwin */.e)(pathname) ? (0,_site_plugins_markdown_twins_paths__rspack_import_2/* .twinPathOf */.T)(pathname, siteConfig.baseUrl) : null;
}


},
58044(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (TagIndexPage)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var clsx__rspack_import_11 = __webpack_require__(34164);
/* import */ var _docusaurus_Link__rspack_import_1 = __webpack_require__(95310);
/* import */ var _theme_Layout__rspack_import_2 = __webpack_require__(78328);
/* import */ var _theme_Heading__rspack_import_3 = __webpack_require__(72072);
/* import */ var _docusaurus_Translate__rspack_import_4 = __webpack_require__(61826);
/* import */ var _docusaurus_theme_common__rspack_import_8 = __webpack_require__(16497);
/* import */ var _docusaurus_theme_common__rspack_import_9 = __webpack_require__(34308);
/* import */ var _docusaurus_theme_common__rspack_import_10 = __webpack_require__(88287);
/* import */ var _site_src_components_Badge_colour__rspack_import_5 = __webpack_require__(97220);
/* import */ var _site_src_components_MarkdownAlternate__rspack_import_6 = __webpack_require__(36844);
/* import */ var _styles_module_css__rspack_import_7 = __webpack_require__(54525);
/* import */ var _styles_module_css__rspack_import_7_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_7);
/**
 * A section's tag index (plugins/tag-index): every tag of the section as a
 * colour badge with its page count, then one heading per tag with its pages.
 * A tag badge on an article links to its heading here.
 */ 









function TagIndexPage({ index }) {
    const title = (0,_docusaurus_Translate__rspack_import_4/* .translate */.T)({
        id: 'tagIndex.title',
        message: 'Tags',
        description: 'Heading of a section\'s tag index page'
    });
    const { selectMessage } = (0,_docusaurus_theme_common__rspack_import_8/* .usePluralForm */.W)();
    const pages = (count)=>selectMessage(count, (0,_docusaurus_Translate__rspack_import_4/* .translate */.T)({
            id: 'tagIndex.pageCount',
            message: 'One page|{count} pages',
            description: 'Pages with a tag: plural forms separated by |'
        }, {
            count
        }));
    return(// The docs theme's class for tag lists: the search index leaves such pages out.
    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(_docusaurus_theme_common__rspack_import_9/* .HtmlClassNameProvider */.e3, {
        className: _docusaurus_theme_common__rspack_import_10/* .ThemeClassNames.page.docsTagsListPage */.G.page.docsTagsListPage,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_9/* .PageMetadata */.be, {
                title: `${title}: ${index.sectionTitle}`,
                description: (0,_docusaurus_Translate__rspack_import_4/* .translate */.T)({
                    id: 'tagIndex.description',
                    message: 'Pages of {section} by tag'
                }, {
                    section: index.sectionTitle
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_site_src_components_MarkdownAlternate__rspack_import_6/* ["default"] */.A, {}),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Layout__rspack_import_2/* ["default"] */.A, {
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("main", {
                    className: (0,clsx__rspack_import_11/* ["default"] */.A)('container margin-vert--lg', (_styles_module_css__rspack_import_7_default().page)),
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                            className: (_styles_module_css__rspack_import_7_default().section),
                            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_1/* ["default"] */.A, {
                                to: index.sectionPath,
                                children: index.sectionTitle
                            })
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h1", {
                            children: title
                        }),
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
                            className: (_styles_module_css__rspack_import_7_default().cloud),
                            "aria-label": title,
                            lang: index.contentLang,
                            children: index.entries.map((tag)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
                                    className: (0,clsx__rspack_import_11/* ["default"] */.A)('tessera-badge', (0,_site_src_components_Badge_colour__rspack_import_5/* .badgeColourClass */.c)(tag.name)),
                                    children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("a", {
                                        className: (_styles_module_css__rspack_import_7_default().badge),
                                        href: `#${tag.slug}`,
                                        children: [
                                            tag.name,
                                            " ",
                                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                className: (_styles_module_css__rspack_import_7_default().count),
                                                children: tag.pages.length
                                            })
                                        ]
                                    })
                                }, tag.slug))
                        }),
                        index.entries.map((tag)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("section", {
                                className: (_styles_module_css__rspack_import_7_default().tag),
                                "aria-labelledby": tag.slug,
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(_theme_Heading__rspack_import_3/* ["default"] */.A, {
                                        as: "h2",
                                        id: tag.slug,
                                        className: (_styles_module_css__rspack_import_7_default().heading),
                                        children: [
                                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                className: (0,clsx__rspack_import_11/* ["default"] */.A)('tessera-badge', (0,_site_src_components_Badge_colour__rspack_import_5/* .badgeColourClass */.c)(tag.name)),
                                                lang: index.contentLang,
                                                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                    className: (_styles_module_css__rspack_import_7_default().badge),
                                                    children: tag.name
                                                })
                                            }),
                                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                className: (_styles_module_css__rspack_import_7_default().count),
                                                children: pages(tag.pages.length)
                                            })
                                        ]
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
                                        className: (_styles_module_css__rspack_import_7_default().pages),
                                        lang: index.contentLang,
                                        children: tag.pages.map((page)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("li", {
                                                children: [
                                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_1/* ["default"] */.A, {
                                                        to: page.permalink,
                                                        children: page.title
                                                    }),
                                                    page.description && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                                                        className: (_styles_module_css__rspack_import_7_default().description),
                                                        children: page.description
                                                    })
                                                ]
                                            }, page.permalink))
                                    })
                                ]
                            }, tag.slug))
                    ]
                })
            })
        ]
    }));
}


},

};
;