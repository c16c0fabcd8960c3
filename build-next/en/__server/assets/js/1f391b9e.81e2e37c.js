exports.ids = ["7182"];
exports.modules = {
86175(module) {
// Exports
module.exports = {
	"admonition": `admonition_xJq3`,
	"admonitionHeading": `admonitionHeading_Gvgb`,
	"admonitionIcon": `admonitionIcon_Rf37`,
	"admonitionContent": `admonitionContent_BuS1`
};


},
23406(module) {
// Exports
module.exports = {
	"details": `details_b_Ee`
};


},
70901(module) {
// Exports
module.exports = {
	"lastUpdated": `lastUpdated_JAkA`,
	"noPrint": `noPrint_WFHX`
};


},
21930(module) {
// Exports
module.exports = {
	"iconEdit": `iconEdit_Z9Sw`
};


},
8081(module) {
// Exports
module.exports = {
	"img": `img_ev3q`
};


},
47691(module) {
// Exports
module.exports = {
	"containsTaskList": `containsTaskList_mC6p`
};


},
1696(module) {
// Exports
module.exports = {
	"mdxPageWrapper": `mdxPageWrapper_j9I6`
};


},
25490(module) {
// Exports
module.exports = {
	"tableOfContents": `tableOfContents_bqdL`,
	"docItemContainer": `docItemContainer_F8PC`
};


},
26062(module) {
// Exports
module.exports = {
	"details": `details_lb9f`,
	"isBrowser": `isBrowser_bmU9`,
	"collapsibleContent": `collapsibleContent_i85q`
};


},
13426(module) {
// Exports
module.exports = {
	"meta": `meta_f4WL`,
	"item": `item_lggW`,
	"label": `label_BND9`,
	"badges": `badges_CcV1`,
	"badge": `badge_HKJD`,
	"tag": `tag_i2sH`,
	"original": `original_vnI8`
};


},
35790(module) {
// Exports
module.exports = {
	"catalog": `catalog_XPzt`,
	"heading": `heading_RfvX`,
	"empty": `empty_uneI`,
	"grid": `grid_LEvY`,
	"card": `card_Vfnk`,
	"cardTitle": `cardTitle_YuCD`,
	"description": `description_v4yG`,
	"children": `children_fExg`,
	"cover": `cover_N4gA`
};


},
65902(module) {
// Exports
module.exports = {
	"home": `home_JVkx`,
	"hero": `hero_uL0T`,
	"heroInner": `heroInner_IzuT`,
	"heroText": `heroText_e6tE`,
	"heroTitle": `heroTitle_ftZM`,
	"tagline": `tagline_JiQY`,
	"actions": `actions_sXTF`,
	"heroImage": `heroImage_NR37`,
	"features": `features_n4tV`,
	"feature": `feature_vvkb`,
	"featureLink": `featureLink_jisj`,
	"featureIcon": `featureIcon_tD4A`,
	"featureTitle": `featureTitle_Sbjm`,
	"featureDetails": `featureDetails_YMfx`,
	"highlight": `highlight_RD9L`,
	"highlightHeader": `highlightHeader_RT3C`,
	"highlightDescription": `highlightDescription_teLo`,
	"highlightList": `highlightList_d5ne`,
	"highlightItem": `highlightItem_l5vt`,
	"highlightIcon": `highlightIcon_dyNR`,
	"highlightTitle": `highlightTitle_PgTM`,
	"highlightDetails": `highlightDetails_S7YC`,
	"body": `body_GIV8`,
	"lightOnly": `lightOnly_Oy8F`,
	"darkOnly": `darkOnly_q9aX`,
	"highlightWithImage": `highlightWithImage_SGtO`,
	"highlightBody": `highlightBody_CP7V`,
	"highlightImage": `highlightImage_XlOy`
};


},
73541(module) {
// Exports
module.exports = {
	"pageMenu": `pageMenu_lIOz`,
	"status": `status_xmyK`
};


},
19034(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ /* export default */ const __rspack_default_export = (()=>null);


},
96550(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  _: () => (DocProvider),
  u: () => (useDoc)
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

const Context = /*#__PURE__*/ react__rspack_import_1.createContext(null);
/**
 * Note: we don't use `PropDoc` as context value on purpose. Metadata is
 * currently stored inside the MDX component, but we may want to change that in
 * the future. This layer is a good opportunity to decouple storage from
 * consuming API, potentially allowing us to provide metadata as both props and
 * route context without duplicating the chunks in the future.
 */ function useContextValue(content) {
    return (0,react__rspack_import_1.useMemo)(()=>({
            metadata: content.metadata,
            frontMatter: content.frontMatter,
            assets: content.assets,
            contentTitle: content.contentTitle,
            toc: content.toc
        }), [
        content
    ]);
}
/**
 * This is a very thin layer around the `content` received from the MDX loader.
 * It provides metadata about the doc to the children tree.
 */ function DocProvider({ children, content }) {
    const contextValue = useContextValue(content);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Context.Provider, {
        value: contextValue,
        children: children
    });
}
/**
 * Returns the data of the currently browsed doc. Gives access to the doc's MDX
 * Component, front matter, metadata, TOC, etc. When swizzling a low-level
 * component (e.g. the "Edit this page" link) and you need some extra metadata,
 * you don't have to drill the props all the way through the component tree:
 * simply use this hook instead.
 */ function useDoc() {
    const doc = (0,react__rspack_import_1.useContext)(Context);
    if (doc === null) {
        throw new _docusaurus_theme_common_internal__rspack_import_2/* .ReactContextError */.dV('DocProvider');
    }
    return doc;
}


},
32369(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionIconDanger)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
function AdmonitionIconDanger(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("svg", {
        viewBox: "0 0 12 16",
        ...props,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("path", {
            fillRule: "evenodd",
            d: "M5.05.31c.81 2.17.41 3.38-.52 4.31C3.55 5.67 1.98 6.45.9 7.98c-1.45 2.05-1.7 6.53 3.53 7.7-2.2-1.16-2.67-4.52-.3-6.61-.61 2.03.53 3.33 1.94 2.86 1.39-.47 2.3.53 2.27 1.67-.02.78-.31 1.44-1.13 1.81 3.42-.59 4.78-3.42 4.78-5.56 0-2.84-2.53-3.22-1.25-5.61-1.52.13-2.03 1.13-1.89 2.75.09 1.08-1.02 1.8-1.86 1.33-.67-.41-.66-1.19-.06-1.78C8.18 5.31 8.68 2.45 5.05.32L5.03.3l.02.01z"
        })
    });
}


},
12198(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionIconInfo)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
function AdmonitionIconInfo(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("svg", {
        viewBox: "0 0 14 16",
        ...props,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("path", {
            fillRule: "evenodd",
            d: "M7 2.3c3.14 0 5.7 2.56 5.7 5.7s-2.56 5.7-5.7 5.7A5.71 5.71 0 0 1 1.3 8c0-3.14 2.56-5.7 5.7-5.7zM7 1C3.14 1 0 4.14 0 8s3.14 7 7 7 7-3.14 7-7-3.14-7-7-7zm1 3H6v5h2V4zm0 6H6v2h2v-2z"
        })
    });
}


},
79862(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionIconNote)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
function AdmonitionIconNote(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("svg", {
        viewBox: "0 0 14 16",
        ...props,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("path", {
            fillRule: "evenodd",
            d: "M6.3 5.69a.942.942 0 0 1-.28-.7c0-.28.09-.52.28-.7.19-.18.42-.28.7-.28.28 0 .52.09.7.28.18.19.28.42.28.7 0 .28-.09.52-.28.7a1 1 0 0 1-.7.3c-.28 0-.52-.11-.7-.3zM8 7.99c-.02-.25-.11-.48-.31-.69-.2-.19-.42-.3-.69-.31H6c-.27.02-.48.13-.69.31-.2.2-.3.44-.31.69h1v3c.02.27.11.5.31.69.2.2.42.31.69.31h1c.27 0 .48-.11.69-.31.2-.19.3-.42.31-.69H8V7.98v.01zM7 2.3c-3.14 0-5.7 2.54-5.7 5.68 0 3.14 2.56 5.7 5.7 5.7s5.7-2.55 5.7-5.7c0-3.15-2.56-5.69-5.7-5.69v.01zM7 .98c3.86 0 7 3.14 7 7s-3.14 7-7 7-7-3.12-7-7 3.14-7 7-7z"
        })
    });
}


},
68469(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionIconTip)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
function AdmonitionIconTip(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("svg", {
        viewBox: "0 0 12 16",
        ...props,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("path", {
            fillRule: "evenodd",
            d: "M6.5 0C3.48 0 1 2.19 1 5c0 .92.55 2.25 1 3 1.34 2.25 1.78 2.78 2 4v1h5v-1c.22-1.22.66-1.75 2-4 .45-.75 1-2.08 1-3 0-2.81-2.48-5-5.5-5zm3.64 7.48c-.25.44-.47.8-.67 1.11-.86 1.41-1.25 2.06-1.45 3.23-.02.05-.02.11-.02.17H5c0-.06 0-.13-.02-.17-.2-1.17-.59-1.83-1.45-3.23-.2-.31-.42-.67-.67-1.11C2.44 6.78 2 5.65 2 5c0-2.2 2.02-4 4.5-4 1.22 0 2.36.42 3.22 1.19C10.55 2.94 11 3.94 11 5c0 .66-.44 1.78-.86 2.48zM4 14h5c-.23 1.14-1.3 2-2.5 2s-2.27-.86-2.5-2z"
        })
    });
}


},
23884(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionIconCaution)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
function AdmonitionIconCaution(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("svg", {
        viewBox: "0 0 16 16",
        ...props,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("path", {
            fillRule: "evenodd",
            d: "M8.893 1.5c-.183-.31-.52-.5-.887-.5s-.703.19-.886.5L.138 13.499a.98.98 0 0 0 0 1.001c.193.31.53.501.886.501h13.964c.367 0 .704-.19.877-.5a1.03 1.03 0 0 0 .01-1.002L8.893 1.5zm.133 11.497H6.987v-2.003h2.039v2.003zm0-3.004H6.987V5.987h2.039v4.006z"
        })
    });
}


},
79379(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionLayout)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_3 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_4 = __webpack_require__(88287);
/* import */ var _styles_module_css__rspack_import_2 = __webpack_require__(86175);
/* import */ var _styles_module_css__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_2);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function AdmonitionContainer({ type, className, children, id }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
        className: (0,clsx__rspack_import_3/* ["default"] */.A)(_docusaurus_theme_common__rspack_import_4/* .ThemeClassNames.common.admonition */.G.common.admonition, _docusaurus_theme_common__rspack_import_4/* .ThemeClassNames.common.admonitionType */.G.common.admonitionType(type), (_styles_module_css__rspack_import_2_default().admonition), className),
        id: id,
        children: children
    });
}
function AdmonitionHeading({ icon, title }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (_styles_module_css__rspack_import_2_default().admonitionHeading),
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                className: (_styles_module_css__rspack_import_2_default().admonitionIcon),
                children: icon
            }),
            title
        ]
    });
}
function AdmonitionContent({ children }) {
    return children ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
        className: (_styles_module_css__rspack_import_2_default().admonitionContent),
        children: children
    }) : null;
}
function AdmonitionLayout(props) {
    const { type, icon, title, children, className, id } = props;
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(AdmonitionContainer, {
        type: type,
        className: className,
        id: id,
        children: [
            title || icon ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(AdmonitionHeading, {
                title: title,
                icon: icon
            }) : null,
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(AdmonitionContent, {
                children: children
            })
        ]
    });
}


},
56132(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionTypeCaution)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_5 = __webpack_require__(34164);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _theme_Admonition_Layout__rspack_import_3 = __webpack_require__(79379);
/* import */ var _theme_Admonition_Icon_Warning__rspack_import_4 = __webpack_require__(23884);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




const infimaClassName = 'alert alert--warning';
const defaultProps = {
    icon: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Icon_Warning__rspack_import_4/* ["default"] */.A, {}),
    title: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.admonition.caution",
        description: "The default label used for the Caution admonition (:::caution)",
        children: "caution"
    })
};
// TODO remove before v4: Caution replaced by Warning
// see https://github.com/facebook/docusaurus/issues/7558
function AdmonitionTypeCaution(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Layout__rspack_import_3/* ["default"] */.A, {
        ...defaultProps,
        ...props,
        className: (0,clsx__rspack_import_5/* ["default"] */.A)(infimaClassName, props.className),
        children: props.children
    });
}


},
29798(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionTypeDanger)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_5 = __webpack_require__(34164);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _theme_Admonition_Layout__rspack_import_3 = __webpack_require__(79379);
/* import */ var _theme_Admonition_Icon_Danger__rspack_import_4 = __webpack_require__(32369);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




const infimaClassName = 'alert alert--danger';
const defaultProps = {
    icon: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Icon_Danger__rspack_import_4/* ["default"] */.A, {}),
    title: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.admonition.danger",
        description: "The default label used for the Danger admonition (:::danger)",
        children: "danger"
    })
};
function AdmonitionTypeDanger(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Layout__rspack_import_3/* ["default"] */.A, {
        ...defaultProps,
        ...props,
        className: (0,clsx__rspack_import_5/* ["default"] */.A)(infimaClassName, props.className),
        children: props.children
    });
}


},
27033(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionTypeInfo)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_5 = __webpack_require__(34164);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _theme_Admonition_Layout__rspack_import_3 = __webpack_require__(79379);
/* import */ var _theme_Admonition_Icon_Info__rspack_import_4 = __webpack_require__(12198);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




const infimaClassName = 'alert alert--info';
const defaultProps = {
    icon: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Icon_Info__rspack_import_4/* ["default"] */.A, {}),
    title: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.admonition.info",
        description: "The default label used for the Info admonition (:::info)",
        children: "info"
    })
};
function AdmonitionTypeInfo(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Layout__rspack_import_3/* ["default"] */.A, {
        ...defaultProps,
        ...props,
        className: (0,clsx__rspack_import_5/* ["default"] */.A)(infimaClassName, props.className),
        children: props.children
    });
}


},
83381(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionTypeNote)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_5 = __webpack_require__(34164);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _theme_Admonition_Layout__rspack_import_3 = __webpack_require__(79379);
/* import */ var _theme_Admonition_Icon_Note__rspack_import_4 = __webpack_require__(79862);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




const infimaClassName = 'alert alert--secondary';
const defaultProps = {
    icon: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Icon_Note__rspack_import_4/* ["default"] */.A, {}),
    title: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.admonition.note",
        description: "The default label used for the Note admonition (:::note)",
        children: "note"
    })
};
function AdmonitionTypeNote(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Layout__rspack_import_3/* ["default"] */.A, {
        ...defaultProps,
        ...props,
        className: (0,clsx__rspack_import_5/* ["default"] */.A)(infimaClassName, props.className),
        children: props.children
    });
}


},
47460(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionTypeTip)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_5 = __webpack_require__(34164);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _theme_Admonition_Layout__rspack_import_3 = __webpack_require__(79379);
/* import */ var _theme_Admonition_Icon_Tip__rspack_import_4 = __webpack_require__(68469);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




const infimaClassName = 'alert alert--success';
const defaultProps = {
    icon: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Icon_Tip__rspack_import_4/* ["default"] */.A, {}),
    title: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.admonition.tip",
        description: "The default label used for the Tip admonition (:::tip)",
        children: "tip"
    })
};
function AdmonitionTypeTip(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Layout__rspack_import_3/* ["default"] */.A, {
        ...defaultProps,
        ...props,
        className: (0,clsx__rspack_import_5/* ["default"] */.A)(infimaClassName, props.className),
        children: props.children
    });
}


},
52789(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (AdmonitionTypeWarning)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_5 = __webpack_require__(34164);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _theme_Admonition_Layout__rspack_import_3 = __webpack_require__(79379);
/* import */ var _theme_Admonition_Icon_Warning__rspack_import_4 = __webpack_require__(23884);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




const infimaClassName = 'alert alert--warning';
const defaultProps = {
    icon: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Icon_Warning__rspack_import_4/* ["default"] */.A, {}),
    title: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.admonition.warning",
        description: "The default label used for the Warning admonition (:::warning)",
        children: "warning"
    })
};
function AdmonitionTypeWarning(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Layout__rspack_import_3/* ["default"] */.A, {
        ...defaultProps,
        ...props,
        className: (0,clsx__rspack_import_5/* ["default"] */.A)(infimaClassName, props.className),
        children: props.children
    });
}


},
34245(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _theme_Admonition_Type_Note__rspack_import_2 = __webpack_require__(83381);
/* import */ var _theme_Admonition_Type_Tip__rspack_import_3 = __webpack_require__(47460);
/* import */ var _theme_Admonition_Type_Info__rspack_import_4 = __webpack_require__(27033);
/* import */ var _theme_Admonition_Type_Warning__rspack_import_5 = __webpack_require__(52789);
/* import */ var _theme_Admonition_Type_Danger__rspack_import_6 = __webpack_require__(29798);
/* import */ var _theme_Admonition_Type_Caution__rspack_import_7 = __webpack_require__(56132);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 






const admonitionTypes = {
    note: _theme_Admonition_Type_Note__rspack_import_2/* ["default"] */.A,
    tip: _theme_Admonition_Type_Tip__rspack_import_3/* ["default"] */.A,
    info: _theme_Admonition_Type_Info__rspack_import_4/* ["default"] */.A,
    warning: _theme_Admonition_Type_Warning__rspack_import_5/* ["default"] */.A,
    danger: _theme_Admonition_Type_Danger__rspack_import_6/* ["default"] */.A
};
// Undocumented legacy admonition type aliases
// Provide hardcoded/untranslated retrocompatible label
// See also https://github.com/facebook/docusaurus/issues/7767
const admonitionAliases = {
    secondary: (props)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Type_Note__rspack_import_2/* ["default"] */.A, {
            title: "secondary",
            ...props
        }),
    important: (props)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Type_Info__rspack_import_4/* ["default"] */.A, {
            title: "important",
            ...props
        }),
    success: (props)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition_Type_Tip__rspack_import_3/* ["default"] */.A, {
            title: "success",
            ...props
        }),
    caution: _theme_Admonition_Type_Caution__rspack_import_7/* ["default"] */.A
};
/* export default */ const __rspack_default_export = ({
    ...admonitionTypes,
    ...admonitionAliases
});


},
92320(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (Admonition)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_theme_common__rspack_import_3 = __webpack_require__(65441);
/* import */ var _theme_Admonition_Types__rspack_import_2 = __webpack_require__(34245);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


function getAdmonitionTypeComponent(type) {
    const component = _theme_Admonition_Types__rspack_import_2/* ["default"] */.A[type];
    if (component) {
        return component;
    }
    console.warn(`No admonition component found for admonition type "${type}". Using Info as fallback.`);
    return _theme_Admonition_Types__rspack_import_2/* ["default"].info */.A.info;
}
function Admonition(unprocessedProps) {
    const props = (0,_docusaurus_theme_common__rspack_import_3/* .processAdmonitionProps */.c)(unprocessedProps);
    const AdmonitionTypeComponent = getAdmonitionTypeComponent(props.type);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(AdmonitionTypeComponent, {
        ...props
    });
}


},
94230(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (CodeInline)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
// Simple component used to render inline code blocks
// its purpose is to be swizzled and customized
// MDX 1 used to have a inlineCode comp, see https://mdxjs.com/migrating/v2/
function CodeInline(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("code", {
        ...props
    });
}


},
47003(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (Draft)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_4 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_3 = __webpack_require__(83276);
/* import */ var _docusaurus_theme_common__rspack_import_5 = __webpack_require__(88287);
/* import */ var _theme_Admonition__rspack_import_2 = __webpack_require__(92320);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function Draft({ className }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition__rspack_import_2/* ["default"] */.A, {
        type: "caution",
        title: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_3/* .DraftBannerTitle */.Yh, {}),
        className: (0,clsx__rspack_import_4/* ["default"] */.A)(className, _docusaurus_theme_common__rspack_import_5/* .ThemeClassNames.common.draftBanner */.G.common.draftBanner),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_3/* .DraftBannerMessage */.TT, {})
    });
}


},
41250(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (Unlisted)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_4 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_3 = __webpack_require__(83276);
/* import */ var _docusaurus_theme_common__rspack_import_5 = __webpack_require__(88287);
/* import */ var _theme_Admonition__rspack_import_2 = __webpack_require__(92320);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function UnlistedBanner({ className }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Admonition__rspack_import_2/* ["default"] */.A, {
        type: "caution",
        title: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_3/* .UnlistedBannerTitle */.Rc, {}),
        className: (0,clsx__rspack_import_4/* ["default"] */.A)(className, _docusaurus_theme_common__rspack_import_5/* .ThemeClassNames.common.unlistedBanner */.G.common.unlistedBanner),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_3/* .UnlistedBannerMessage */.Uh, {})
    });
}
function Unlisted(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_3/* .UnlistedMetadata */.AE, {}),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(UnlistedBanner, {
                ...props
            })
        ]
    });
}


},
11151(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (ContentVisibility)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _theme_ContentVisibility_Draft__rspack_import_2 = __webpack_require__(47003);
/* import */ var _theme_ContentVisibility_Unlisted__rspack_import_3 = __webpack_require__(41250);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


function ContentVisibility({ metadata }) {
    const { unlisted, frontMatter } = metadata;
    // Reading draft/unlisted status from frontMatter is useful to display
    // the banners in dev mode (in dev, metadata.unlisted is always false)
    // See https://github.com/facebook/docusaurus/issues/8285
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: [
            (unlisted || frontMatter.unlisted) && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_ContentVisibility_Unlisted__rspack_import_3/* ["default"] */.A, {}),
            frontMatter.draft && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_ContentVisibility_Draft__rspack_import_2/* ["default"] */.A, {})
        ]
    });
}


},
65236(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (Details)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_4 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common_Details__rspack_import_2 = __webpack_require__(76092);
/* import */ var _styles_module_css__rspack_import_3 = __webpack_require__(23406);
/* import */ var _styles_module_css__rspack_import_3_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_3);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



// Should we have a custom details/summary comp in Infima instead of reusing
// alert classes?
const InfimaClasses = 'alert alert--info';
function Details({ ...props }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common_Details__rspack_import_2/* .Details */.B, {
        ...props,
        className: (0,clsx__rspack_import_4/* ["default"] */.A)(InfimaClasses, (_styles_module_css__rspack_import_3_default().details), props.className)
    });
}


},
97277(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (EditMetaRow)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_5 = __webpack_require__(34164);
/* import */ var _theme_EditThisPage__rspack_import_2 = __webpack_require__(89017);
/* import */ var _theme_LastUpdated__rspack_import_3 = __webpack_require__(72165);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(70901);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




function EditMetaRow({ className, editUrl, lastUpdatedAt, lastUpdatedBy }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (0,clsx__rspack_import_5/* ["default"] */.A)('row', className),
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                className: (0,clsx__rspack_import_5/* ["default"] */.A)('col', (_styles_module_css__rspack_import_4_default().noPrint)),
                children: editUrl && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_EditThisPage__rspack_import_2/* ["default"] */.A, {
                    editUrl: editUrl
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                className: (0,clsx__rspack_import_5/* ["default"] */.A)('col', (_styles_module_css__rspack_import_4_default().lastUpdated)),
                children: (lastUpdatedAt || lastUpdatedBy) && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_LastUpdated__rspack_import_3/* ["default"] */.A, {
                    lastUpdatedAt: lastUpdatedAt,
                    lastUpdatedBy: lastUpdatedBy
                })
            })
        ]
    });
}


},
89017(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (EditThisPage)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _docusaurus_theme_common__rspack_import_5 = __webpack_require__(88287);
/* import */ var _docusaurus_Link__rspack_import_3 = __webpack_require__(95310);
/* import */ var _theme_Icon_Edit__rspack_import_4 = __webpack_require__(93024);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 




function EditThisPage({ editUrl }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(_docusaurus_Link__rspack_import_3/* ["default"] */.A, {
        to: editUrl,
        className: _docusaurus_theme_common__rspack_import_5/* .ThemeClassNames.common.editThisPage */.G.common.editThisPage,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Icon_Edit__rspack_import_4/* ["default"] */.A, {}),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                id: "theme.common.editThisPage",
                description: "The link label to edit the current page",
                children: "Edit this page"
            })
        ]
    });
}


},
93024(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (IconEdit)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_3 = __webpack_require__(34164);
/* import */ var _styles_module_css__rspack_import_2 = __webpack_require__(21930);
/* import */ var _styles_module_css__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_2);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


function IconEdit({ className, ...restProps }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("svg", {
        fill: "currentColor",
        height: "20",
        width: "20",
        viewBox: "0 0 40 40",
        className: (0,clsx__rspack_import_3/* ["default"] */.A)((_styles_module_css__rspack_import_2_default().iconEdit), className),
        "aria-hidden": "true",
        ...restProps,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("g", {
            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("path", {
                d: "m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z"
            })
        })
    });
}


},
72165(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (LastUpdated)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _docusaurus_theme_common__rspack_import_4 = __webpack_require__(88287);
/* import */ var _docusaurus_theme_common_internal__rspack_import_3 = __webpack_require__(27954);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function LastUpdatedAtDate({ lastUpdatedAt }) {
    const atDate = new Date(lastUpdatedAt);
    const dateTimeFormat = (0,_docusaurus_theme_common_internal__rspack_import_3/* .useDateTimeFormat */.i)({
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC'
    });
    const formattedLastUpdatedAt = dateTimeFormat.format(atDate);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.lastUpdated.atDate",
        description: "The words used to describe on which date a page has been last updated",
        values: {
            date: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("b", {
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("time", {
                    dateTime: atDate.toISOString(),
                    itemProp: "dateModified",
                    children: formattedLastUpdatedAt
                })
            })
        },
        children: ' on {date}'
    });
}
function LastUpdatedByUser({ lastUpdatedBy }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.lastUpdated.byUser",
        description: "The words used to describe by who the page has been last updated",
        values: {
            user: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("b", {
                children: lastUpdatedBy
            })
        },
        children: ' by {user}'
    });
}
function LastUpdated({ lastUpdatedAt, lastUpdatedBy }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
        className: _docusaurus_theme_common__rspack_import_4/* .ThemeClassNames.common.lastUpdated */.G.common.lastUpdated,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                id: "theme.lastUpdated.lastUpdatedAtBy",
                description: "The sentence used to display when a page has been last updated, and by who",
                values: {
                    atDate: lastUpdatedAt ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(LastUpdatedAtDate, {
                        lastUpdatedAt: lastUpdatedAt
                    }) : '',
                    byUser: lastUpdatedBy ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(LastUpdatedByUser, {
                        lastUpdatedBy: lastUpdatedBy
                    }) : ''
                },
                children: 'Last updated{atDate}{byUser}'
            }),
             false && /*#__PURE__*/ 0
        ]
    });
}


},
5577(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MDXA)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_4 = __webpack_require__(34164);
/* import */ var _docusaurus_Link__rspack_import_2 = __webpack_require__(95310);
/* import */ var _docusaurus_theme_common__rspack_import_3 = __webpack_require__(11976);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function MDXA(props) {
    // MDX Footnotes have ids such as <a id="user-content-fn-1-953011" ...>
    const anchorTargetClassName = (0,_docusaurus_theme_common__rspack_import_3/* .useAnchorTargetClassName */.v)(props.id);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_2/* ["default"] */.A, {
        ...props,
        className: (0,clsx__rspack_import_4/* ["default"] */.A)(anchorTargetClassName, props.className)
    });
}


},
71092(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MDXCode)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _theme_CodeBlock__rspack_import_2 = __webpack_require__(59558);
/* import */ var _theme_CodeInline__rspack_import_3 = __webpack_require__(94230);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


function shouldBeInline(props) {
    return(// empty code blocks have no props.children,
    // see https://github.com/facebook/docusaurus/pull/9704
    typeof props.children !== 'undefined' && react__rspack_import_1.Children.toArray(props.children).every((el)=>typeof el === 'string' && !el.includes('\n')));
}
function MDXCode(props) {
    return shouldBeInline(props) ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_CodeInline__rspack_import_3/* ["default"] */.A, {
        ...props
    }) : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_CodeBlock__rspack_import_2/* ["default"] */.A, {
        ...props
    });
}


},
87303(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MDXDetails)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _theme_Details__rspack_import_2 = __webpack_require__(65236);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

function MDXDetails(props) {
    const items = react__rspack_import_1.Children.toArray(props.children);
    // Split summary item from the rest to pass it as a separate prop to the
    // Details theme component
    const summary = items.find((item)=>/*#__PURE__*/ react__rspack_import_1.isValidElement(item) && item.type === 'summary');
    const children = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: items.filter((item)=>item !== summary)
    });
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Details__rspack_import_2/* ["default"] */.A, {
        ...props,
        summary: summary,
        children: children
    });
}


},
4667(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MDXHeading)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _theme_Heading__rspack_import_2 = __webpack_require__(72072);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 

function MDXHeading(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_Heading__rspack_import_2/* ["default"] */.A, {
        ...props
    });
}


},
52921(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MDXImg)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_3 = __webpack_require__(34164);
/* import */ var _styles_module_css__rspack_import_2 = __webpack_require__(8081);
/* import */ var _styles_module_css__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_2);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


function transformImgClassName(className) {
    return (0,clsx__rspack_import_3/* ["default"] */.A)(className, (_styles_module_css__rspack_import_2_default().img));
}
function MDXImg(props) {
    return(// eslint-disable-next-line jsx-a11y/alt-text
    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("img", {
        decoding: "async",
        loading: "lazy",
        ...props,
        className: transformImgClassName(props.className)
    }));
}


},
82858(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MDXLi)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_4 = __webpack_require__(34164);
/* import */ var _docusaurus_useBrokenLinks__rspack_import_2 = __webpack_require__(41345);
/* import */ var _docusaurus_theme_common__rspack_import_3 = __webpack_require__(11976);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 



function MDXLi(props) {
    // MDX Footnotes have ids such as <li id="user-content-fn-1-953011">
    (0,_docusaurus_useBrokenLinks__rspack_import_2/* ["default"] */.A)().collectAnchor(props.id);
    const anchorTargetClassName = (0,_docusaurus_theme_common__rspack_import_3/* .useAnchorTargetClassName */.v)(props.id);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("li", {
        className: (0,clsx__rspack_import_4/* ["default"] */.A)(anchorTargetClassName, props.className),
        ...props
    });
}


},
67952(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MDXPre)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
function MDXPre(props) {
    // With MDX 2, this element is only used for fenced code blocks
    // It always receives a MDXComponents/Code as children
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: props.children
    });
}


},
9623(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MDXUl)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_3 = __webpack_require__(34164);
/* import */ var _styles_module_css__rspack_import_2 = __webpack_require__(47691);
/* import */ var _styles_module_css__rspack_import_2_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_2);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


function transformUlClassName(className) {
    // Fix https://github.com/facebook/docusaurus/issues/9098
    if (typeof className === 'undefined') {
        return undefined;
    }
    return (0,clsx__rspack_import_3/* ["default"] */.A)(className, // This class is set globally by GitHub/MDX. We keep the global class, and
    // add another class to get a task list without the default ul styling
    // See https://github.com/syntax-tree/mdast-util-to-hast/issues/28
    className?.includes('contains-task-list') && (_styles_module_css__rspack_import_2_default().containsTaskList));
}
function MDXUl(props) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
        ...props,
        className: transformUlClassName(props.className)
    });
}


},
2081(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_Head__rspack_import_2 = __webpack_require__(53572);
/* import */ var _theme_MDXComponents_Code__rspack_import_3 = __webpack_require__(71092);
/* import */ var _theme_MDXComponents_A__rspack_import_4 = __webpack_require__(5577);
/* import */ var _theme_MDXComponents_Pre__rspack_import_5 = __webpack_require__(67952);
/* import */ var _theme_MDXComponents_Details__rspack_import_6 = __webpack_require__(87303);
/* import */ var _theme_MDXComponents_Heading__rspack_import_7 = __webpack_require__(4667);
/* import */ var _theme_MDXComponents_Ul__rspack_import_8 = __webpack_require__(9623);
/* import */ var _theme_MDXComponents_Li__rspack_import_9 = __webpack_require__(82858);
/* import */ var _theme_MDXComponents_Img__rspack_import_10 = __webpack_require__(52921);
/* import */ var _theme_Admonition__rspack_import_11 = __webpack_require__(92320);
/* import */ var _theme_Mermaid__rspack_import_12 = __webpack_require__(19034);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 











const MDXComponents = {
    Head: _docusaurus_Head__rspack_import_2/* ["default"] */.A,
    details: _theme_MDXComponents_Details__rspack_import_6/* ["default"] */.A,
    Details: _theme_MDXComponents_Details__rspack_import_6/* ["default"] */.A,
    code: _theme_MDXComponents_Code__rspack_import_3/* ["default"] */.A,
    a: _theme_MDXComponents_A__rspack_import_4/* ["default"] */.A,
    pre: _theme_MDXComponents_Pre__rspack_import_5/* ["default"] */.A,
    ul: _theme_MDXComponents_Ul__rspack_import_8/* ["default"] */.A,
    li: _theme_MDXComponents_Li__rspack_import_9/* ["default"] */.A,
    img: _theme_MDXComponents_Img__rspack_import_10/* ["default"] */.A,
    h1: (props)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_MDXComponents_Heading__rspack_import_7/* ["default"] */.A, {
            as: "h1",
            ...props
        }),
    h2: (props)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_MDXComponents_Heading__rspack_import_7/* ["default"] */.A, {
            as: "h2",
            ...props
        }),
    h3: (props)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_MDXComponents_Heading__rspack_import_7/* ["default"] */.A, {
            as: "h3",
            ...props
        }),
    h4: (props)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_MDXComponents_Heading__rspack_import_7/* ["default"] */.A, {
            as: "h4",
            ...props
        }),
    h5: (props)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_MDXComponents_Heading__rspack_import_7/* ["default"] */.A, {
            as: "h5",
            ...props
        }),
    h6: (props)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_MDXComponents_Heading__rspack_import_7/* ["default"] */.A, {
            as: "h6",
            ...props
        }),
    admonition: _theme_Admonition__rspack_import_11/* ["default"] */.A,
    mermaid: _theme_Mermaid__rspack_import_12/* ["default"] */.A
};
/* export default */ const __rspack_default_export = (MDXComponents);


},
46318(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MDXContent)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _theme_MDXComponents__rspack_import_2 = __webpack_require__(7903);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


function MDXContent({ children }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_mdx_js_react__rspack_import_3/* .MDXProvider */.x, {
        components: _theme_MDXComponents__rspack_import_2/* ["default"] */.A,
        children: children
    });
}


},
19762(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (MDXPage)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_9 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_8 = __webpack_require__(34308);
/* import */ var _docusaurus_theme_common__rspack_import_10 = __webpack_require__(88287);
/* import */ var _theme_Layout__rspack_import_2 = __webpack_require__(78328);
/* import */ var _theme_MDXContent__rspack_import_3 = __webpack_require__(46318);
/* import */ var _theme_TOC__rspack_import_4 = __webpack_require__(99608);
/* import */ var _theme_ContentVisibility__rspack_import_5 = __webpack_require__(11151);
/* import */ var _theme_EditMetaRow__rspack_import_6 = __webpack_require__(97277);
/* import */ var _styles_module_css__rspack_import_7 = __webpack_require__(1696);
/* import */ var _styles_module_css__rspack_import_7_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_7);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 








function MDXPage(props) {
    const { content: MDXPageContent } = props;
    const { metadata, assets } = MDXPageContent;
    const { title, editUrl, description, frontMatter, lastUpdatedBy, lastUpdatedAt } = metadata;
    const { keywords, wrapperClassName, hide_table_of_contents: hideTableOfContents } = frontMatter;
    const image = assets.image ?? frontMatter.image;
    const canDisplayEditMetaRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_8/* .HtmlClassNameProvider */.e3, {
        className: (0,clsx__rspack_import_9/* ["default"] */.A)(wrapperClassName ?? _docusaurus_theme_common__rspack_import_10/* .ThemeClassNames.wrapper.mdxPages */.G.wrapper.mdxPages, _docusaurus_theme_common__rspack_import_10/* .ThemeClassNames.page.mdxPage */.G.page.mdxPage),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(_theme_Layout__rspack_import_2/* ["default"] */.A, {
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_8/* .PageMetadata */.be, {
                    title: title,
                    description: description,
                    keywords: keywords,
                    image: image
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("main", {
                    className: "container container--fluid margin-vert--lg",
                    children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                        className: (0,clsx__rspack_import_9/* ["default"] */.A)('row', (_styles_module_css__rspack_import_7_default().mdxPageWrapper)),
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                                className: (0,clsx__rspack_import_9/* ["default"] */.A)('col', !hideTableOfContents && 'col--8'),
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_ContentVisibility__rspack_import_5/* ["default"] */.A, {
                                        metadata: metadata
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("article", {
                                        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_MDXContent__rspack_import_3/* ["default"] */.A, {
                                            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(MDXPageContent, {})
                                        })
                                    }),
                                    canDisplayEditMetaRow && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_EditMetaRow__rspack_import_6/* ["default"] */.A, {
                                        className: (0,clsx__rspack_import_9/* ["default"] */.A)('margin-top--sm', _docusaurus_theme_common__rspack_import_10/* .ThemeClassNames.pages.pageFooterEditMetaRow */.G.pages.pageFooterEditMetaRow),
                                        editUrl: editUrl,
                                        lastUpdatedAt: lastUpdatedAt,
                                        lastUpdatedBy: lastUpdatedBy
                                    })
                                ]
                            }),
                            !hideTableOfContents && MDXPageContent.toc.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                                className: "col col--2",
                                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_TOC__rspack_import_4/* ["default"] */.A, {
                                    toc: MDXPageContent.toc,
                                    minHeadingLevel: frontMatter.toc_min_heading_level,
                                    maxHeadingLevel: frontMatter.toc_max_heading_level
                                })
                            })
                        ]
                    })
                })
            ]
        })
    });
}


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
76092(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  B: () => (Details)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_6 = __webpack_require__(34164);
/* import */ var _docusaurus_useBrokenLinks__rspack_import_2 = __webpack_require__(41345);
/* import */ var _docusaurus_useIsBrowser__rspack_import_3 = __webpack_require__(19863);
/* import */ var _Collapsible__rspack_import_5 = __webpack_require__(39510);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(26062);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 





function isInSummary(node) {
    if (!node) {
        return false;
    }
    return node.tagName === 'SUMMARY' || isInSummary(node.parentElement);
}
function hasParent(node, parent) {
    if (!node) {
        return false;
    }
    return node === parent || hasParent(node.parentElement, parent);
}
/**
 * A mostly un-styled `<details>` element with smooth collapsing. Provides some
 * very lightweight styles, but you should bring your UI.
 */ function Details({ summary, children, ...props }) {
    (0,_docusaurus_useBrokenLinks__rspack_import_2/* ["default"] */.A)().collectAnchor(props.id);
    const isBrowser = (0,_docusaurus_useIsBrowser__rspack_import_3/* ["default"] */.A)();
    const detailsRef = (0,react__rspack_import_1.useRef)(null);
    const { collapsed, setCollapsed } = (0,_Collapsible__rspack_import_5/* .useCollapsible */.u)({
        initialState: !props.open
    });
    // Use a separate state for the actual details prop, because it must be set
    // only after animation completes, otherwise close animations won't work
    const [open, setOpen] = (0,react__rspack_import_1.useState)(props.open);
    const summaryElement = /*#__PURE__*/ react__rspack_import_1.isValidElement(summary) ? summary : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("summary", {
        children: summary ?? 'Details'
    });
    return(// eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("details", {
        ...props,
        ref: detailsRef,
        open: open,
        "data-collapsed": collapsed,
        className: (0,clsx__rspack_import_6/* ["default"] */.A)((_styles_module_css__rspack_import_4_default().details), isBrowser && (_styles_module_css__rspack_import_4_default().isBrowser), props.className),
        onMouseDown: (e)=>{
            const target = e.target;
            // Prevent a double-click to highlight summary text
            if (isInSummary(target) && e.detail > 1) {
                e.preventDefault();
            }
        },
        onClick: (e)=>{
            e.stopPropagation(); // For isolation of multiple nested details/summary
            const target = e.target;
            const shouldToggle = isInSummary(target) && hasParent(target, detailsRef.current);
            if (!shouldToggle) {
                return;
            }
            e.preventDefault();
            if (collapsed) {
                setCollapsed(false);
                setOpen(true);
            } else {
                setCollapsed(true);
            // Don't do this, it breaks close animation!
            // setOpen(false);
            }
        },
        children: [
            summaryElement,
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_Collapsible__rspack_import_5/* .Collapsible */.N, {
                lazy: false,
                collapsed: collapsed,
                onCollapseTransitionEnd: (newCollapsed)=>{
                    setCollapsed(newCollapsed);
                    setOpen(!newCollapsed);
                },
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                    className: (_styles_module_css__rspack_import_4_default().collapsibleContent),
                    children: children
                })
            })
        ]
    }));
} //# sourceMappingURL=index.js.map


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
83276(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  AE: () => (UnlistedMetadata),
  Rc: () => (UnlistedBannerTitle),
  TT: () => (DraftBannerMessage),
  Uh: () => (UnlistedBannerMessage),
  Yh: () => (DraftBannerTitle)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _docusaurus_Head__rspack_import_3 = __webpack_require__(53572);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 


function UnlistedBannerTitle() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.contentVisibility.unlistedBanner.title",
        description: "The unlisted content banner title",
        children: "Unlisted page"
    });
}
function UnlistedBannerMessage() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.contentVisibility.unlistedBanner.message",
        description: "The unlisted content banner message",
        children: "This page is unlisted. Search engines will not index it, and only users having a direct link can access it."
    });
}
// TODO Docusaurus v4 breaking change (since it's v3 public theme-common API :/)
//  Move this to theme/ContentVisibility/Unlisted
function UnlistedMetadata() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Head__rspack_import_3/* ["default"] */.A, {
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("meta", {
            name: "robots",
            content: "noindex, nofollow"
        })
    });
}
function DraftBannerTitle() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.contentVisibility.draftBanner.title",
        description: "The draft content banner title",
        children: "Draft page"
    });
}
function DraftBannerMessage() {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
        id: "theme.contentVisibility.draftBanner.message",
        description: "The draft content banner message",
        children: "This page is a draft. It will only be visible in dev and be excluded from the production build."
    });
} //# sourceMappingURL=contentVisibilityTranslations.js.map


},
27954(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  i: () => (useDateTimeFormat)
});
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_0 = __webpack_require__(10898);
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
function useCalendar() {
    const { i18n: { currentLocale, localeConfigs } } = (0,_docusaurus_useDocusaurusContext__rspack_import_0/* ["default"] */.A)();
    return localeConfigs[currentLocale].calendar;
}
function useDateTimeFormat(options = {}) {
    const { i18n: { currentLocale } } = (0,_docusaurus_useDocusaurusContext__rspack_import_0/* ["default"] */.A)();
    const calendar = useCalendar();
    return new Intl.DateTimeFormat(currentLocale, {
        calendar,
        ...options
    });
} //# sourceMappingURL=IntlUtils.js.map


},
65441(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  c: () => (processAdmonitionProps)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);

/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */ 
// Workaround because it's difficult in MDX v1 to provide a MDX title as props
// See https://github.com/facebook/docusaurus/pull/7152#issuecomment-1145779682
function extractMDXAdmonitionTitle(children) {
    const items = react__rspack_import_1.Children.toArray(children);
    const mdxAdmonitionTitleWrapper = items.find((item)=>/*#__PURE__*/ react__rspack_import_1.isValidElement(item) && item.type === 'mdxAdmonitionTitle');
    const rest = items.filter((item)=>item !== mdxAdmonitionTitleWrapper);
    const mdxAdmonitionTitle = mdxAdmonitionTitleWrapper?.props.children;
    return {
        mdxAdmonitionTitle,
        rest: rest.length > 0 ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(react_jsx_runtime__rspack_import_0.Fragment, {
            children: rest
        }) : null
    };
}
function processAdmonitionProps(props) {
    const { mdxAdmonitionTitle, rest } = extractMDXAdmonitionTitle(props.children);
    const title = props.title ?? mdxAdmonitionTitle;
    return {
        ...props,
        // Do not return "title: undefined" prop
        // this might create unwanted props overrides when merging props
        // For example: {...default,...props}
        ...title && {
            title
        },
        children: rest
    };
} //# sourceMappingURL=admonitionUtils.js.map


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
32396(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  sZ: () => (ARTICLE_META_SLOT)
});
/**
 * Remark plugin of every docs instance: a page whose Markdown starts with its
 * own `# Title` gets the article meta line right under that h1, as a page
 * whose title comes from frontmatter does (src/theme/DocItem/Content).
 *
 * Docusaurus's contentTitle plugin, which runs before this one, records the
 * first h1 as `contentTitle` and wraps it in a JSX `<header>`. This plugin
 * adds the `<ArticleMetaSlot />` element to that header; the slot
 * (src/components/ArticleMeta/slot.tsx) renders the meta line the page's
 * DocItem/Content hands it, so the h1 and the meta line stay together
 * whatever the page's first lines are.
 */ /** The MDX component name the slot is registered under in src/theme/MDXComponents. */ const ARTICLE_META_SLOT = 'ArticleMetaSlot';
function isTitleHeader(node) {
    if (node.type !== 'mdxJsxFlowElement' || node.name !== 'header') return false;
    const first = node.children?.[0];
    return first?.type === 'heading' && first.depth === 1;
}
/** The `<header>` around the page's content title, depth first, as Docusaurus's plugin found it. */ function findTitleHeader(node) {
    if (isTitleHeader(node)) return node;
    for (const child of node.children ?? []){
        const found = findTitleHeader(child);
        if (found) return found;
    }
    return undefined;
}
/** Adds the meta line slot under the content title; a page without one is left as it is. */ function addTitleMetaSlot(root, contentTitle) {
    if (typeof contentTitle !== 'string') return false;
    const header = findTitleHeader(root);
    if (!header) return false;
    if (header.children.some((child)=>child.type === 'mdxJsxFlowElement' && child.name === ARTICLE_META_SLOT)) return true;
    const slot = {
        type: 'mdxJsxFlowElement',
        name: ARTICLE_META_SLOT,
        attributes: [],
        children: []
    };
    header.children.push(slot);
    return true;
}
function remarkTitleMeta() {
    return (root, file)=>{
        addTitleMetaSlot(root, file.data.contentTitle);
    };
}


},
19093(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  HQ: () => (TAGS_FIELD),
  Os: () => (tagSlug),
  cw: () => (tagIndexPath)
});
/**
 * The data of a section's tag index: every tag of the section's pages, with
 * the pages that carry it. Pure, for the plugin and its unit test.
 */ /** The frontmatter key the normalised tags travel in (plugins/page-meta/frontMatter.ts). */ const TAGS_FIELD = 'tessera_tags';
/**
 * A tag's anchor: lower case, ё as е, runs of anything but letters and digits
 * as one hyphen ("Power BI" → "power-bi", "отчёты" → "отчеты").
 */ function tagSlug(name) {
    return name.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'tag';
}
/** Tags sorted by name in the locale's order, pages by title; tags whose slugs collide share one entry. */ function buildTagIndex(docs, locale) {
    const collator = new Intl.Collator(locale, {
        sensitivity: 'base',
        numeric: true
    });
    const bySlug = new Map();
    for (const doc of docs){
        for (const name of doc.tags){
            const slug = tagSlug(name);
            let entry = bySlug.get(slug);
            if (!entry) bySlug.set(slug, entry = {
                name: name.trim(),
                pages: new Map()
            });
            entry.pages.set(doc.permalink, {
                title: doc.title,
                permalink: doc.permalink,
                ...doc.description ? {
                    description: doc.description
                } : {}
            });
        }
    }
    return [
        ...bySlug.entries()
    ].map(([slug, e])=>({
            name: e.name,
            slug,
            pages: [
                ...e.pages.values()
            ].sort((a, b)=>collator.compare(a.title, b.title))
        })).sort((a, b)=>collator.compare(a.name, b.name));
}
/** Where a section's tag index lives: `<section path>/tags/`. */ function tagIndexPath(sectionPath) {
    return `${sectionPath.replace(/\/+$/, '')}/tags/`;
}


},
71554(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (ArticleMeta)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var clsx__rspack_import_8 = __webpack_require__(34164);
/* import */ var _docusaurus_Link__rspack_import_1 = __webpack_require__(95310);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_3 = __webpack_require__(10898);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_10 = __webpack_require__(96550);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_12 = __webpack_require__(80216);
/* import */ var _docusaurus_theme_common__rspack_import_14 = __webpack_require__(16497);
/* import */ var _site_src_features_readingTime_readingTime__rspack_import_9 = __webpack_require__(10798);
/* import */ var _meta__rspack_import_11 = __webpack_require__(74861);
/* import */ var _site_src_i18n_localeFormat__rspack_import_4 = __webpack_require__(11665);
/* import */ var _site_src_components_Badge_colour__rspack_import_5 = __webpack_require__(97220);
/* import */ var _site_plugins_tag_index_tagIndex__rspack_import_13 = __webpack_require__(19093);
/* import */ var _site_src_components_ContentLanguage__rspack_import_6 = __webpack_require__(97734);
/* import */ var _styles_module_css__rspack_import_7 = __webpack_require__(13426);
/* import */ var _styles_module_css__rspack_import_7_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_7);














function Badge({ label, to, kind }) {
    // One palette for every badge of the site (src/components/Badge): a tag has the same colour here and in the footer.
    const className = (0,clsx__rspack_import_8/* ["default"] */.A)((_styles_module_css__rspack_import_7_default().badge), kind === 'tag' && (_styles_module_css__rspack_import_7_default().tag));
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
        className: (0,clsx__rspack_import_8/* ["default"] */.A)('tessera-badge', (0,_site_src_components_Badge_colour__rspack_import_5/* .badgeColourClass */.c)(label)),
        children: to ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_1/* ["default"] */.A, {
            className: className,
            to: to,
            "data-badge": kind,
            children: label
        }) : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
            className: className,
            "data-badge": kind,
            children: label
        })
    });
}
/** "Less than 1 minute" under a minute, else whole minutes, in the page's language. */ function readingTime(minutes, locale, selectMessage) {
    const shown = (0,_site_src_features_readingTime_readingTime__rspack_import_9/* .shownMinutes */.Ds)(minutes);
    if (shown === undefined) return (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
        id: 'articleMeta.lessThanMinute',
        message: 'Less than 1 minute'
    });
    return selectMessage(shown, (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
        id: 'articleMeta.minutes',
        message: '{count} minute|{count} minutes'
    }, {
        count: (0,_site_src_i18n_localeFormat__rspack_import_4/* .formatInteger */.S)(shown, locale)
    }));
}
/**
 * The meta line under an article's title: author, date, reading time and words, categories and tags.
 * Its labels are the site's, in the page's language, even where the article is
 * in another (English developer docs in the Russian tree are `lang="en"`);
 * categories and tags are the article's words, in the article's language.
 */ function ArticleMeta() {
    const { frontMatter } = (0,_docusaurus_plugin_content_docs_client__rspack_import_10/* .useDoc */.u)();
    const { i18n } = (0,_docusaurus_useDocusaurusContext__rspack_import_3/* ["default"] */.A)();
    const languages = (0,_site_src_components_ContentLanguage__rspack_import_6/* .useContentLanguages */.h)();
    const locale = i18n.currentLocale;
    const meta = (0,_meta__rspack_import_11/* .articleMeta */.E)(frontMatter);
    const { tags } = meta;
    // The docs section's path (with the locale prefix): its tag index is at <path>/tags/.
    const plugin = (0,_docusaurus_plugin_content_docs_client__rspack_import_12/* .useActivePlugin */.vT)();
    const tagIndex = plugin ? (0,_site_plugins_tag_index_tagIndex__rspack_import_13/* .tagIndexPath */.cw)(plugin.pluginData.path) : null;
    const original = frontMatter.isOriginal === true;
    const { selectMessage } = (0,_docusaurus_theme_common__rspack_import_14/* .usePluralForm */.W)();
    if (!original && !meta.authors.length && !meta.date && !meta.reading && !meta.categories.length && !tags.length) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (_styles_module_css__rspack_import_7_default().meta),
        "data-testid": "article-meta",
        lang: languages.content ? languages.page : undefined,
        children: [
            original && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                className: (0,clsx__rspack_import_8/* ["default"] */.A)((_styles_module_css__rspack_import_7_default().item), (_styles_module_css__rspack_import_7_default().original)),
                "data-meta": "original",
                children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                    id: 'articleMeta.original',
                    message: 'Original',
                    description: 'Badge of a page marked isOriginal: written for this site'
                })
            }),
            meta.authors.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                className: (_styles_module_css__rspack_import_7_default().item),
                "data-meta": "author",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                        className: (_styles_module_css__rspack_import_7_default().label),
                        children: [
                            (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                                id: 'articleMeta.author',
                                message: 'Author'
                            }),
                            ":"
                        ]
                    }),
                    ' ',
                    meta.authors.map((author, i)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                            children: [
                                i > 0 && ', ',
                                author.url ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_1/* ["default"] */.A, {
                                    to: author.url,
                                    children: author.name
                                }) : author.name
                            ]
                        }, author.name))
                ]
            }),
            meta.date && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                className: (_styles_module_css__rspack_import_7_default().item),
                "data-meta": "date",
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                        className: (_styles_module_css__rspack_import_7_default().label),
                        children: [
                            (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                                id: 'articleMeta.date',
                                message: 'Date'
                            }),
                            ":"
                        ]
                    }),
                    ' ',
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("time", {
                        dateTime: meta.date,
                        children: (0,_site_src_i18n_localeFormat__rspack_import_4/* .formatDay */.i)(meta.date, locale)
                    })
                ]
            }),
            meta.reading && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                        className: (_styles_module_css__rspack_import_7_default().item),
                        "data-meta": "reading-time",
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                                className: (_styles_module_css__rspack_import_7_default().label),
                                children: [
                                    (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                                        id: 'articleMeta.readingTime',
                                        message: 'Reading time'
                                    }),
                                    ":"
                                ]
                            }),
                            ' ',
                            readingTime(meta.reading.minutes, locale, selectMessage)
                        ]
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                        className: (_styles_module_css__rspack_import_7_default().item),
                        "data-meta": "words",
                        children: selectMessage(meta.reading.words, (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                            id: 'articleMeta.words',
                            message: '{count} word|{count} words'
                        }, {
                            count: (0,_site_src_i18n_localeFormat__rspack_import_4/* .formatInteger */.S)(meta.reading.words, locale)
                        }))
                    })
                ]
            }),
            (meta.categories.length > 0 || tags.length > 0) && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                className: (0,clsx__rspack_import_8/* ["default"] */.A)((_styles_module_css__rspack_import_7_default().item), (_styles_module_css__rspack_import_7_default().badges)),
                lang: languages.content,
                children: [
                    meta.categories.map((c)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Badge, {
                            label: c,
                            kind: "category"
                        }, `c-${c}`)),
                    tags.map((t)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Badge, {
                            label: t,
                            to: tagIndex ? `${tagIndex}#${(0,_site_plugins_tag_index_tagIndex__rspack_import_13/* .tagSlug */.Os)(t)}` : undefined,
                            kind: "tag"
                        }, `t-${t}`))
                ]
            })
        ]
    });
}


},
74861(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  E: () => (articleMeta)
});
/* import */ var _plugins_tag_index_tagIndex__rspack_import_0 = __webpack_require__(19093);
/**
 * The article meta line's data, read from a page's normalised frontmatter
 * (plugins/page-meta). Pure, so it is unit-tested without React.
 */ 
function isAuthor(value) {
    return value !== null && typeof value === 'object' && typeof value.name === 'string';
}
function articleMeta(frontMatter) {
    const authors = Array.isArray(frontMatter.author) ? frontMatter.author.filter(isAuthor) : [];
    const date = typeof frontMatter.date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(frontMatter.date) ? frontMatter.date.slice(0, 10) : undefined;
    const r = frontMatter.reading_time;
    const reading = r && typeof r.words === 'number' && typeof r.minutes === 'number' ? {
        words: r.words,
        minutes: r.minutes
    } : undefined;
    const categories = Array.isArray(frontMatter.categories) ? frontMatter.categories.filter((c)=>typeof c === 'string') : [];
    const rawTags = frontMatter[_plugins_tag_index_tagIndex__rspack_import_0/* .TAGS_FIELD */.HQ];
    const tags = Array.isArray(rawTags) ? rawTags.filter((t)=>typeof t === 'string') : [];
    return {
        authors,
        date,
        reading,
        categories,
        tags
    };
}


},
27964(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (ArticleMetaSlot),
  R: () => (ArticleMetaSlotContext)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var _index__rspack_import_2 = __webpack_require__(71554);
/* import */ var _PageMenu__rspack_import_3 = __webpack_require__(39957);




/** True inside a docs page's content (src/theme/DocItem/Content provides it). */ const ArticleMetaSlotContext = /*#__PURE__*/ (0,react__rspack_import_1.createContext)(false);
/**
 * Where plugins/page-meta/remarkTitleMeta.ts puts the meta line of a page
 * whose Markdown has its own h1: inside that h1's header, right under it,
 * with the page menu beside it. Outside a docs page's content it renders nothing.
 */ function ArticleMetaSlot() {
    return (0,react__rspack_import_1.useContext)(ArticleMetaSlotContext) ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_index__rspack_import_2/* ["default"] */.A, {}),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_PageMenu__rspack_import_3/* ["default"] */.A, {})
        ]
    }) : null;
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
36993(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  x: () => (catalogFor)
});
/**
 * Catalog logic: the pages below a path, level by level, from
 * the section's sidebar. Pure, so units can test it without React.
 */ /** The subset of Docusaurus's PropSidebarItem the catalog reads. */ const normalise = (href)=>{
    const clean = href.split(/[?#]/)[0] ?? href;
    return clean.endsWith('/') ? clean : `${clean}/`;
};
function toCatalog(items, depth, exclude) {
    if (depth <= 0) return [];
    return items.flatMap((item)=>{
        if (item.type === 'link') {
            if (item.unlisted || normalise(item.href) === exclude) return [];
            const cover = typeof item.customProps?.cover === 'string' ? item.customProps.cover : undefined;
            return [
                {
                    label: item.label,
                    href: item.href,
                    docId: item.docId,
                    ...cover ? {
                        cover
                    } : {},
                    ...item.description ? {
                        description: item.description
                    } : {},
                    children: []
                }
            ];
        }
        if (item.type === 'category') {
            const children = toCatalog(item.items, depth - 1, exclude);
            const href = item.href && !item.linkUnlisted ? item.href : undefined;
            if (!href && children.length === 0) return [];
            return [
                {
                    label: item.label,
                    href,
                    children
                }
            ];
        }
        return [];
    });
}
function findCategory(items, path) {
    for (const item of items){
        if (item.type !== 'category') continue;
        if (item.href && normalise(item.href) === path) return item.items;
        const inner = findCategory(item.items, path);
        if (inner) return inner;
    }
    return null;
}
function hrefsUnder(items, path) {
    return items.flatMap((item)=>{
        const href = item.type === 'html' ? undefined : item.href;
        if (href && normalise(href) !== path && normalise(href).startsWith(path)) return [
            item
        ];
        return item.type === 'category' ? hrefsUnder(item.items, path) : [];
    });
}
/**
 * Children of `path`, up to `depth` levels: the items of the sidebar category
 * whose index page is `path`, or else every top-level item below `path`
 * (a section landing lists the whole section).
 */ function catalogFor(sidebars, path, depth) {
    const base = normalise(path);
    for (const sidebar of sidebars){
        const category = findCategory(sidebar, base);
        if (category) return toCatalog(category, depth, base);
    }
    const below = sidebars.flatMap((sidebar)=>hrefsUnder(sidebar, base));
    return toCatalog(below, depth, base);
}


},
13438(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (Catalog)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var _docusaurus_Link__rspack_import_1 = __webpack_require__(95310);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _docusaurus_router__rspack_import_7 = __webpack_require__(56347);
/* import */ var _docusaurus_useBaseUrl__rspack_import_3 = __webpack_require__(66497);
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_4 = __webpack_require__(10898);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_9 = __webpack_require__(70921);
/* import */ var _site_site_config__rspack_import_5 = __webpack_require__(5617);
/* import */ var _catalogTree__rspack_import_8 = __webpack_require__(36993);
/* import */ var _styles_module_css__rspack_import_6 = __webpack_require__(35790);
/* import */ var _styles_module_css__rspack_import_6_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_6);










function Children({ nodes }) {
    if (nodes.length === 0) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
        className: (_styles_module_css__rspack_import_6_default().children),
        children: nodes.map((node)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("li", {
                children: [
                    node.href ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_1/* ["default"] */.A, {
                        to: node.href,
                        children: node.label
                    }) : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                        children: node.label
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Children, {
                        nodes: node.children
                    })
                ]
            }, node.href ?? node.label))
    });
}
function CatalogView({ sidebars, describe, depth = _site_site_config__rspack_import_5/* .siteConfig.catalogDepth */.C.catalogDepth, path, hideHeading = false }) {
    const { pathname } = (0,_docusaurus_router__rspack_import_7/* .useLocation */.zy)();
    const { siteConfig: site } = (0,_docusaurus_useDocusaurusContext__rspack_import_4/* ["default"] */.A)();
    const { withBaseUrl } = (0,_docusaurus_useBaseUrl__rspack_import_3/* .useBaseUrlUtils */.hH)();
    // A writer's path is a site path like Markdown links; the locale's base (`/en/`) is added here.
    const target = path === undefined ? pathname : site.baseUrl !== '/' && path.startsWith(site.baseUrl) ? path : withBaseUrl(path);
    const nodes = (0,_catalogTree__rspack_import_8/* .catalogFor */.x)(sidebars, target, depth);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("nav", {
        className: (_styles_module_css__rspack_import_6_default().catalog),
        "aria-labelledby": hideHeading ? undefined : 'catalog',
        "data-testid": "catalog",
        children: [
            !hideHeading && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h2", {
                id: "catalog",
                className: (_styles_module_css__rspack_import_6_default().heading),
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                    id: "catalog.title",
                    children: "Catalog"
                })
            }),
            nodes.length === 0 ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: (_styles_module_css__rspack_import_6_default().empty),
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Translate__rspack_import_2/* ["default"] */.A, {
                    id: "catalog.empty",
                    children: "No catalog"
                })
            }) : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
                className: (_styles_module_css__rspack_import_6_default().grid),
                children: nodes.map((node)=>{
                    const description = node.description ?? (node.docId ? describe?.(node.docId) : undefined);
                    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("li", {
                        className: (_styles_module_css__rspack_import_6_default().card),
                        children: [
                            node.cover && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("img", {
                                className: (_styles_module_css__rspack_import_6_default().cover),
                                src: withBaseUrl(node.cover),
                                alt: "",
                                loading: "lazy"
                            }),
                            node.href ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_1/* ["default"] */.A, {
                                to: node.href,
                                className: (_styles_module_css__rspack_import_6_default().cardTitle),
                                children: node.label
                            }) : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                className: (_styles_module_css__rspack_import_6_default().cardTitle),
                                children: node.label
                            }),
                            description && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                                className: (_styles_module_css__rspack_import_6_default().description),
                                children: description
                            }),
                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Children, {
                                nodes: node.children
                            })
                        ]
                    }, node.href ?? node.label);
                })
            })
        ]
    });
}
/** In a docs page: the section's sidebars and page descriptions from the docs context. */ function DocsCatalog(props) {
    const version = (0,_docusaurus_plugin_content_docs_client__rspack_import_9/* .useDocsVersion */.r)();
    const sidebars = Object.values(version.docsSidebars);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(CatalogView, {
        ...props,
        sidebars: sidebars,
        describe: (docId)=>version.docs[docId]?.description
    });
}
/**
 * The catalog: the pages below this one (or below `path`), level by
 * level, in any page: a docs page lists from its section's sidebars, any other
 * page from the `sources` its build gave it (plugins/catalog-data).
 */ function Catalog({ sources, ...props }) {
    if (sources) return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(CatalogView, {
        ...props,
        sidebars: sources.flatMap((source)=>source.sidebars)
    });
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(DocsCatalog, {
        ...props
    });
}


},
89721(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  j: () => (contentLanguageOf)
});
/* import */ var _site_config__rspack_import_0 = __webpack_require__(5617);

/**
 * The `lang` of a section's text on a page of `locale`, when it is not the
 * page's. A section written in the root locale is translated page by page, so
 * each locale's pages are in that locale; a section written in another
 * language (English developer docs) is shown as it is in every tree.
 */ function contentLanguageOf(sourceLanguage, locale) {
    if (!sourceLanguage || sourceLanguage === locale || sourceLanguage === _site_config__rspack_import_0/* .siteConfig.locales.defaultLocale */.C.locales.defaultLocale) return undefined;
    return _site_config__rspack_import_0/* .siteConfig.locales.htmlLang */.C.locales.htmlLang[sourceLanguage];
}


},
97734(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (ContentLanguage),
  h: () => (useContentLanguages)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var _docusaurus_useDocusaurusContext__rspack_import_1 = __webpack_require__(10898);
/* import */ var _docusaurus_plugin_content_docs_client__rspack_import_4 = __webpack_require__(70921);
/* import */ var _site_site_config__rspack_import_2 = __webpack_require__(5617);
/* import */ var _contentLanguage__rspack_import_3 = __webpack_require__(89721);





/**
 * The page's language and, where it differs, the language its docs section is
 * written in. Call inside a docs page only.
 */ function useContentLanguages() {
    const { i18n } = (0,_docusaurus_useDocusaurusContext__rspack_import_1/* ["default"] */.A)();
    const { pluginId } = (0,_docusaurus_plugin_content_docs_client__rspack_import_4/* .useDocsVersion */.r)();
    const locale = i18n.currentLocale;
    const page = _site_site_config__rspack_import_2/* .siteConfig.locales.htmlLang */.C.locales.htmlLang[locale];
    const content = (0,_contentLanguage__rspack_import_3/* .contentLanguageOf */.j)(_site_site_config__rspack_import_2/* .siteConfig.sections */.C.sections.find((s)=>s.id === pluginId)?.sourceLanguage, locale);
    return content ? {
        page,
        content
    } : {
        page
    };
}
/**
 * Developer docs are written in English and shown as they are in the Russian
 * tree too; their content is marked `lang="en"` there so screen readers and
 * hyphenation use the right language. The site's own words inside it (the
 * article meta line) mark themselves back with the page's language.
 */ function ContentLanguage({ children }) {
    const { content } = useContentLanguages();
    return content ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
        lang: content,
        children: children
    }) : children;
}


},
45933(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  f: () => (isHomePage),
  z: () => (parseHomeFrontMatter)
});
/**
 * The home layout's frontmatter (old-site fields heroText, tagline, heroImage,
 * heroImageDark, heroAlt, actions, features, highlights). The build has
 * already checked every item and reported bad ones with file and field
 * (plugins/page-meta/homeFields.ts); this reader stays small because it runs
 * in every docs page's bundle, and only guards against a shape it cannot render.
 */ const str = (value)=>typeof value === 'string' && value.trim() ? value : undefined;
const records = (value)=>Array.isArray(value) ? value.filter((v)=>v !== null && typeof v === 'object' && !Array.isArray(v)) : [];
function feature(raw) {
    const title = str(raw.title);
    if (!title) return null;
    return {
        title,
        details: str(raw.details),
        icon: str(raw.icon),
        link: str(raw.link)
    };
}
function features(value) {
    return records(value).map(feature).filter((f)=>f !== null);
}
function image(src, srcDark, alt) {
    const light = str(src);
    return light ? {
        src: light,
        srcDark: str(srcDark),
        alt
    } : undefined;
}
function isHomePage(frontMatter) {
    return frontMatter.home === true;
}
function parseHomeFrontMatter(fm) {
    const actions = records(fm.actions).flatMap((a)=>{
        const text = str(a.text);
        const link = str(a.link);
        return text && link ? [
            {
                text,
                link,
                type: a.type === 'secondary' ? 'secondary' : 'primary'
            }
        ] : [];
    });
    const highlights = records(fm.highlights).flatMap((h)=>{
        const header = str(h.header);
        // A highlight's picture illustrates its heading: without `imageAlt` the heading describes it.
        return header ? [
            {
                header,
                description: str(h.description),
                image: image(h.image, h.imageDark, str(h.imageAlt) ?? header),
                features: features(h.features)
            }
        ] : [];
    });
    return {
        heroText: str(fm.heroText) ?? str(fm.title),
        tagline: str(fm.tagline),
        // No `heroAlt`: the picture is decoration beside the hero's own heading.
        heroImage: image(fm.heroImage, fm.heroImageDark, str(fm.heroAlt) ?? ''),
        actions,
        features: features(fm.features),
        highlights
    };
}


},
99806(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (HomeLayout)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var clsx__rspack_import_5 = __webpack_require__(34164);
/* import */ var _docusaurus_Link__rspack_import_1 = __webpack_require__(95310);
/* import */ var _docusaurus_useBaseUrl__rspack_import_2 = __webpack_require__(66497);
/* import */ var _site_src_components_Icon__rspack_import_3 = __webpack_require__(53414);
/* import */ var _homeFrontMatter__rspack_import_6 = __webpack_require__(45933);
/* import */ var _styles_module_css__rspack_import_4 = __webpack_require__(65902);
/* import */ var _styles_module_css__rspack_import_4_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_4);







function FeatureCard({ feature }) {
    const body = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                className: (_styles_module_css__rspack_import_4_default().featureIcon),
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_site_src_components_Icon__rspack_import_3/* ["default"] */.A, {
                    name: feature.icon,
                    size: 28
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h2", {
                className: (_styles_module_css__rspack_import_4_default().featureTitle),
                children: feature.title
            }),
            feature.details && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                className: (_styles_module_css__rspack_import_4_default().featureDetails),
                children: feature.details
            })
        ]
    });
    return feature.link ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_1/* ["default"] */.A, {
        to: feature.link,
        className: (0,clsx__rspack_import_5/* ["default"] */.A)((_styles_module_css__rspack_import_4_default().feature), (_styles_module_css__rspack_import_4_default().featureLink)),
        children: body
    }) : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
        className: (_styles_module_css__rspack_import_4_default().feature),
        children: body
    });
}
/**
 * `heroImage`/`heroImageDark` (and a highlight's `image`/`imageDark`): both pictures are in the
 * HTML and CSS shows the one for the site's colour mode (`<html data-theme>`, not the system's:
 * this site can force light mode), so server and browser render the same. The dark one is lazy:
 * while hidden it is never downloaded.
 */ function ThemedPicture({ image, className, width, height }) {
    const { withBaseUrl } = (0,_docusaurus_useBaseUrl__rspack_import_2/* .useBaseUrlUtils */.hH)();
    if (!image.srcDark) return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("img", {
        className: className,
        src: withBaseUrl(image.src),
        alt: image.alt,
        width: width,
        height: height
    });
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("img", {
                className: (0,clsx__rspack_import_5/* ["default"] */.A)(className, (_styles_module_css__rspack_import_4_default().lightOnly)),
                src: withBaseUrl(image.src),
                alt: image.alt,
                width: width,
                height: height
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("img", {
                className: (0,clsx__rspack_import_5/* ["default"] */.A)(className, (_styles_module_css__rspack_import_4_default().darkOnly)),
                src: withBaseUrl(image.srcDark),
                alt: image.alt,
                width: width,
                height: height,
                loading: "lazy"
            })
        ]
    });
}
/** Home layout (hero, features, highlights), driven by frontmatter. */ function HomeLayout({ frontMatter, children }) {
    const home = (0,_homeFrontMatter__rspack_import_6/* .parseHomeFrontMatter */.z)(frontMatter);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (_styles_module_css__rspack_import_4_default().home),
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("header", {
                className: (_styles_module_css__rspack_import_4_default().hero),
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                    className: (0,clsx__rspack_import_5/* ["default"] */.A)('container', (_styles_module_css__rspack_import_4_default().heroInner)),
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                            className: (_styles_module_css__rspack_import_4_default().heroText),
                            children: [
                                home.heroText && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h1", {
                                    className: (_styles_module_css__rspack_import_4_default().heroTitle),
                                    children: home.heroText
                                }),
                                home.tagline && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                                    className: (_styles_module_css__rspack_import_4_default().tagline),
                                    children: home.tagline
                                }),
                                home.actions.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                                    className: (_styles_module_css__rspack_import_4_default().actions),
                                    children: home.actions.map((action)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_1/* ["default"] */.A, {
                                            to: action.link,
                                            className: (0,clsx__rspack_import_5/* ["default"] */.A)('button button--lg', action.type === 'primary' ? 'button--primary' : 'button--secondary'),
                                            children: action.text
                                        }, action.link))
                                })
                            ]
                        }),
                        home.heroImage && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(ThemedPicture, {
                            image: home.heroImage,
                            className: (_styles_module_css__rspack_import_4_default().heroImage),
                            width: 360,
                            height: 240
                        })
                    ]
                })
            }),
            home.features.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("section", {
                className: (0,clsx__rspack_import_5/* ["default"] */.A)('container', (_styles_module_css__rspack_import_4_default().features)),
                children: home.features.map((feature)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(FeatureCard, {
                        feature: feature
                    }, feature.title))
            }),
            home.highlights.map((highlight)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("section", {
                    className: (_styles_module_css__rspack_import_4_default().highlight),
                    children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                        className: (0,clsx__rspack_import_5/* ["default"] */.A)('container', highlight.image && (_styles_module_css__rspack_import_4_default().highlightWithImage)),
                        children: [
                            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                                className: (_styles_module_css__rspack_import_4_default().highlightBody),
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h2", {
                                        className: (_styles_module_css__rspack_import_4_default().highlightHeader),
                                        children: highlight.header
                                    }),
                                    highlight.description && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                                        className: (_styles_module_css__rspack_import_4_default().highlightDescription),
                                        children: highlight.description
                                    }),
                                    highlight.features.length > 0 && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("ul", {
                                        className: (_styles_module_css__rspack_import_4_default().highlightList),
                                        children: highlight.features.map((item)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("li", {
                                                className: (_styles_module_css__rspack_import_4_default().highlightItem),
                                                children: [
                                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_site_src_components_Icon__rspack_import_3/* ["default"] */.A, {
                                                        name: item.icon ?? 'check',
                                                        size: 20,
                                                        className: (_styles_module_css__rspack_import_4_default().highlightIcon)
                                                    }),
                                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                                                        children: [
                                                            item.link ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_Link__rspack_import_1/* ["default"] */.A, {
                                                                to: item.link,
                                                                className: (_styles_module_css__rspack_import_4_default().highlightTitle),
                                                                children: item.title
                                                            }) : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                                                className: (_styles_module_css__rspack_import_4_default().highlightTitle),
                                                                children: item.title
                                                            }),
                                                            item.details && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                                                                className: (_styles_module_css__rspack_import_4_default().highlightDetails),
                                                                children: item.details
                                                            })
                                                        ]
                                                    })
                                                ]
                                            }, item.title))
                                    })
                                ]
                            }),
                            highlight.image && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(ThemedPicture, {
                                image: highlight.image,
                                className: (_styles_module_css__rspack_import_4_default().highlightImage),
                                width: 360,
                                height: 240
                            })
                        ]
                    })
                }, highlight.header)),
            children && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                className: (0,clsx__rspack_import_5/* ["default"] */.A)('container', (_styles_module_css__rspack_import_4_default().body)),
                children: children
            })
        ]
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
39957(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (PageMenu)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var react__rspack_import_1 = __webpack_require__(96540);
/* import */ var clsx__rspack_import_6 = __webpack_require__(34164);
/* import */ var _docusaurus_Translate__rspack_import_2 = __webpack_require__(61826);
/* import */ var _site_site_config__rspack_import_3 = __webpack_require__(5617);
/* import */ var _site_src_components_MarkdownAlternate_useTwinPath__rspack_import_4 = __webpack_require__(37998);
/* import */ var _styles_module_css__rspack_import_5 = __webpack_require__(73541);
/* import */ var _styles_module_css__rspack_import_5_default = /*#__PURE__*/__webpack_require__.n(_styles_module_css__rspack_import_5);







// The menu, its keyboard handling and the clipboard code load on first use (hover, focus or press).
const loadMenu = ()=>__webpack_require__.e(/* import() */ "5949").then(__webpack_require__.bind(__webpack_require__, 43660));
const Menu = /*#__PURE__*/ (0,react__rspack_import_1.lazy)(loadMenu);
/**
 * The article header's page menu: "Copy page as Markdown" and "Open as
 * Markdown" over the page's twin (plugins/markdown-twins). A menu button in
 * the ARIA sense; the confirmation is spoken through a status region that is
 * present from the start, so screen readers announce it.
 */ function PageMenu() {
    const twin = (0,_site_src_components_MarkdownAlternate_useTwinPath__rspack_import_4/* .useTwinPath */.l)();
    const [open, setOpen] = (0,react__rspack_import_1.useState)(null);
    const [status, setStatus] = (0,react__rspack_import_1.useState)('');
    const trigger = (0,react__rspack_import_1.useRef)(null);
    const menuId = (0,react__rspack_import_1.useId)();
    const close = (0,react__rspack_import_1.useCallback)((refocus)=>{
        setOpen(null);
        if (refocus) trigger.current?.focus();
    }, []);
    (0,react__rspack_import_1.useEffect)(()=>{
        if (!status) return undefined;
        const timer = window.setTimeout(()=>setStatus(''), _site_site_config__rspack_import_3/* .siteConfig.markdownTwins.feedbackMs */.C.markdownTwins.feedbackMs);
        return ()=>window.clearTimeout(timer);
    }, [
        status
    ]);
    if (!twin) return null;
    const preload = ()=>void loadMenu();
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (0,clsx__rspack_import_6/* ["default"] */.A)('dropdown dropdown--right', open && 'dropdown--show', (_styles_module_css__rspack_import_5_default().pageMenu)),
        "data-markdown-skip": "",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("button", {
                ref: trigger,
                type: "button",
                className: "button button--sm button--outline button--secondary",
                "aria-haspopup": "menu",
                "aria-expanded": open !== null,
                "aria-controls": open ? menuId : undefined,
                onPointerEnter: preload,
                onFocus: preload,
                onClick: ()=>setOpen(open ? null : 'first'),
                onKeyDown: (event)=>{
                    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
                    event.preventDefault();
                    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
                },
                children: (0,_docusaurus_Translate__rspack_import_2/* .translate */.T)({
                    id: 'pageMenu.button',
                    message: 'Page as Markdown'
                })
            }),
            open && /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(react__rspack_import_1.Suspense, {
                fallback: null,
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Menu, {
                    id: menuId,
                    twin: twin,
                    focus: open,
                    onClose: close,
                    onStatus: setStatus
                })
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                role: "status",
                className: (_styles_module_css__rspack_import_5_default().status),
                children: status
            })
        ]
    });
}


},
10798(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  Ds: () => (shownMinutes)
});
/**
 * Reading time and word count of an article (minutes and words; under a
 * minute the meta line says "Less than 1 minute"). Pure, so the
 * build (which counts) and the page (which shows it) share one definition.
 */ /** Markdown constructs that are not prose the reader reads word by word. */ const NOT_PROSE = (/* unused pure expression or super */ null && ([
    /^---\n[\s\S]*?\n---\n/,
    /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm,
    /^\s*(import|export)\s[^\n]*$/gm,
    /<!--[\s\S]*?-->/g,
    /!\[[^\]]*\]\([^)]*\)/g,
    /<\/?[A-Za-z][^>]*>/g,
    /\{[^{}\n]*\}/g,
    /https?:\/\/\S+/g
]));
/** Letters or digits, with inner apostrophes, hyphens and dots ("BCF-файл", "don't", "2.1"). */ const WORD = /[\p{L}\p{N}]+(?:['’.\-‐][\p{L}\p{N}]+)*/gu;
function countWords(markdown) {
    let text = markdown.replace(/\r\n?/g, '\n');
    for (const pattern of NOT_PROSE)text = text.replace(pattern, ' ');
    // Links keep their text, lose their target.
    text = text.replace(/\]\([^)]*\)/g, '] ');
    return text.match(WORD)?.length ?? 0;
}
function readingStats(markdown, wordsPerMinute) {
    const words = countWords(markdown);
    return {
        words,
        minutes: words / wordsPerMinute
    };
}
/**
 * The whole minutes the meta line shows, or undefined under one minute, where it says
 * "Less than 1 minute". The words themselves are translations
 * (`articleMeta.*` in i18n/<locale>/code.json, src/components/ArticleMeta).
 */ function shownMinutes(minutes) {
    return minutes < 1 ? undefined : Math.round(minutes);
}


},
11665(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  S: () => (formatInteger),
  i: () => (formatDay)
});
/* import */ var _site_config__rspack_import_0 = __webpack_require__(5617);
/**
 * Numbers and dates in the page's language, through Intl. Dates are read in
 * UTC, so a day written in frontmatter (`2026-10-13`) is that day for the
 * server that renders the page and for every reader's browser, whatever its
 * time zone: both print the same text and hydration matches.
 */ 
const numberFormats = new Map();
const dayFormats = new Map();
/** A whole number with the language's digit grouping: 12 345 (ru), 12,345 (en). */ function formatInteger(value, locale) {
    let format = numberFormats.get(locale);
    if (!format) {
        format = new Intl.NumberFormat(_site_config__rspack_import_0/* .siteConfig.locales.bcp47 */.C.locales.bcp47[locale], {
            maximumFractionDigits: 0
        });
        numberFormats.set(locale, format);
    }
    return format.format(Math.round(value));
}
/**
 * A day as the language writes it, read in UTC: "9 января 2026 г." /
 * "January 9, 2026" (long), "9 янв. 2026 г." / "Jan 9, 2026" (short).
 */ function formatDay(date, locale, month = 'long') {
    const d = typeof date === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date) : date;
    const key = `${locale}:${month}`;
    let format = dayFormats.get(key);
    if (!format) {
        format = new Intl.DateTimeFormat(_site_config__rspack_import_0/* .siteConfig.locales.bcp47 */.C.locales.bcp47[locale], {
            year: 'numeric',
            month,
            day: 'numeric',
            timeZone: 'UTC'
        });
        dayFormats.set(key, format);
    }
    return format.format(d);
}


},
59558(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (CodeBlock)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var clsx__rspack_import_1 = __webpack_require__(34164);


/** `title="…"` (or `title='…'`) from a fence's meta string, as Docusaurus writers use it. */ function titleFromMeta(metastring) {
    const match = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(metastring ?? '');
    return match ? match[1] ?? match[2] : undefined;
}
/**
 * A code block whose tokens were highlighted at build time (plugins/code-highlight):
 * it only lays them out, so no highlighter ships to the browser. The copy button is
 * added to every `pre` in an article by the reading features.
 */ function CodeBlock({ children, className, metastring, title, language }) {
    const languageClass = className?.split(' ').find((c)=>c.startsWith('language-')) ?? (language ? `language-${language}` : undefined);
    const heading = title ?? titleFromMeta(metastring);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (0,clsx__rspack_import_1/* ["default"] */.A)('tessera-code', 'theme-code-block', languageClass && `tessera-code--${languageClass}`),
        children: [
            heading ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                className: "tessera-code__title",
                children: heading
            }) : null,
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("pre", {
                className: (0,clsx__rspack_import_1/* ["default"] */.A)('tessera-code__pre', languageClass),
                tabIndex: 0,
                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("code", {
                    className: languageClass,
                    children: children
                })
            })
        ]
    });
}


},
7903(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* import */ var _theme_original_MDXComponents__rspack_import_0 = __webpack_require__(2081);
/* import */ var _site_src_components_Catalog__rspack_import_1 = __webpack_require__(13438);
/* import */ var _site_src_components_Icon__rspack_import_2 = __webpack_require__(53414);
/* import */ var _site_src_components_ArticleMeta_slot__rspack_import_3 = __webpack_require__(27964);
/* import */ var _site_plugins_page_meta_remarkTitleMeta__rspack_import_4 = __webpack_require__(32396);





/**
 * Components every Markdown page may use without importing them. Components
 * only a page or two need (the Uniformat table and its 48 KB of data) are
 * imported by those pages, so other pages do not download them.
 */ /* export default */ const __rspack_default_export = ({
    ..._theme_original_MDXComponents__rspack_import_0/* ["default"] */.A,
    Catalog: _site_src_components_Catalog__rspack_import_1/* ["default"] */.A,
    Icon: _site_src_components_Icon__rspack_import_2/* ["default"] */.A,
    // Placed by plugins/page-meta/remarkTitleMeta.ts under a page's own h1; not for writers.
    [_site_plugins_page_meta_remarkTitleMeta__rspack_import_4/* .ARTICLE_META_SLOT */.sZ]: _site_src_components_ArticleMeta_slot__rspack_import_3/* ["default"] */.A
});


},
2556(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  "default": () => (MDXPageWrapper)
});
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(74848);
/* import */ var clsx__rspack_import_8 = __webpack_require__(34164);
/* import */ var _docusaurus_theme_common__rspack_import_7 = __webpack_require__(34308);
/* import */ var _docusaurus_theme_common__rspack_import_9 = __webpack_require__(88287);
/* import */ var _theme_Layout__rspack_import_1 = __webpack_require__(78328);
/* import */ var _theme_MDXContent__rspack_import_2 = __webpack_require__(46318);
/* import */ var _theme_original_MDXPage__rspack_import_3 = __webpack_require__(19762);
/* import */ var _site_src_components_HomeLayout__rspack_import_4 = __webpack_require__(99806);
/* import */ var _site_src_components_HomeLayout_homeFrontMatter__rspack_import_6 = __webpack_require__(45933);
/* import */ var _site_src_components_MarkdownAlternate__rspack_import_5 = __webpack_require__(36844);









/** Markdown pages with `home: true` render the home layout (hero, features, highlights); every Markdown page links its Markdown twin. */ function MDXPageWrapper(props) {
    const { content: PageContent } = props;
    const { metadata } = PageContent;
    const frontMatter = metadata.frontMatter;
    if (!(0,_site_src_components_HomeLayout_homeFrontMatter__rspack_import_6/* .isHomePage */.f)(frontMatter)) {
        return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_site_src_components_MarkdownAlternate__rspack_import_5/* ["default"] */.A, {}),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_original_MDXPage__rspack_import_3/* ["default"] */.A, {
                    ...props
                })
            ]
        });
    }
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_7/* .HtmlClassNameProvider */.e3, {
        className: (0,clsx__rspack_import_8/* ["default"] */.A)(_docusaurus_theme_common__rspack_import_9/* .ThemeClassNames.wrapper.mdxPages */.G.wrapper.mdxPages, _docusaurus_theme_common__rspack_import_9/* .ThemeClassNames.page.mdxPage */.G.page.mdxPage, 'page-home'),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(_theme_Layout__rspack_import_1/* ["default"] */.A, {
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_docusaurus_theme_common__rspack_import_7/* .PageMetadata */.be, {
                    title: metadata.title,
                    description: metadata.description
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_site_src_components_MarkdownAlternate__rspack_import_5/* ["default"] */.A, {}),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("main", {
                    children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_site_src_components_HomeLayout__rspack_import_4/* ["default"] */.A, {
                        frontMatter: frontMatter,
                        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("article", {
                            className: "markdown",
                            children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_theme_MDXContent__rspack_import_2/* ["default"] */.A, {
                                children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(PageContent, {})
                            })
                        })
                    })
                })
            ]
        })
    });
}


},
28453(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
"use strict";
__webpack_require__.d(__webpack_exports__, {
  R: () => (useMDXComponents),
  x: () => (MDXProvider)
});
/* import */ var react__rspack_import_0 = __webpack_require__(96540);
/**
 * @import {MDXComponents} from 'mdx/types.js'
 * @import {Component, ReactElement, ReactNode} from 'react'
 */

/**
 * @callback MergeComponents
 *   Custom merge function.
 * @param {Readonly<MDXComponents>} currentComponents
 *   Current components from the context.
 * @returns {MDXComponents}
 *   Additional components.
 *
 * @typedef Props
 *   Configuration for `MDXProvider`.
 * @property {ReactNode | null | undefined} [children]
 *   Children (optional).
 * @property {Readonly<MDXComponents> | MergeComponents | null | undefined} [components]
 *   Additional components to use or a function that creates them (optional).
 * @property {boolean | null | undefined} [disableParentContext=false]
 *   Turn off outer component context (default: `false`).
 */



/** @type {Readonly<MDXComponents>} */
const emptyComponents = {}

const MDXContext = react__rspack_import_0.createContext(emptyComponents)

/**
 * Get current components from the MDX Context.
 *
 * @param {Readonly<MDXComponents> | MergeComponents | null | undefined} [components]
 *   Additional components to use or a function that creates them (optional).
 * @returns {MDXComponents}
 *   Current components.
 */
function useMDXComponents(components) {
  const contextComponents = react__rspack_import_0.useContext(MDXContext)

  // Memoize to avoid unnecessary top-level context changes
  return react__rspack_import_0.useMemo(
    function () {
      // Custom merge via a function prop
      if (typeof components === 'function') {
        return components(contextComponents)
      }

      return {...contextComponents, ...components}
    },
    [contextComponents, components]
  )
}

/**
 * Provider for MDX context.
 *
 * @param {Readonly<Props>} properties
 *   Properties.
 * @returns {ReactElement}
 *   Element.
 * @satisfies {Component}
 */
function MDXProvider(properties) {
  /** @type {Readonly<MDXComponents>} */
  let allComponents

  if (properties.disableParentContext) {
    allComponents =
      typeof properties.components === 'function'
        ? properties.components(emptyComponents)
        : properties.components || emptyComponents
  } else {
    allComponents = useMDXComponents(properties.components)
  }

  return react__rspack_import_0.createElement(
    MDXContext.Provider,
    {value: allComponents},
    properties.children
  )
}


},

};
;