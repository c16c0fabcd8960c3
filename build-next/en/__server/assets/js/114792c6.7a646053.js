"use strict";
exports.ids = ["8601"];
exports.modules = {
10890(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_reference_index_md_114_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_reference_index_md_114_json__rspack_import_0 = __webpack_require__(22235);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Reference',
	description: 'Reference pages of the Tessera platform: supported versions and system requirements, the glossary of BIM and Tessera terms, the client\'s keyboard shortcuts and an index of possible errors in every product.',
	order: 3,
	icon: 'list',
	sidebar_position: 3,
	reading_time: {
		words: 56,
		minutes: 0.28
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		catalog: 'catalog'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [];
function _createMdxContent(props) {
  const _components = {
    p: "p",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  }, {Catalog} = _components;
  if (!Catalog) _missingMdxReference("Catalog", true);
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The reference holds the pages people come back to while they work: which operating systems, design applications, file format versions and browsers the current Tessera release supports, what the terms of BIM (in Russian, ТИМ) and of Tessera itself mean, which keyboard shortcuts the client has, and where the help explains the error message you see."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(Catalog, {})]
  });
}
function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return MDXLayout ? (0,react_jsx_runtime__rspack_import_1.jsx)(MDXLayout, {
    ...props,
    children: (0,react_jsx_runtime__rspack_import_1.jsx)(_createMdxContent, {
      ...props
    })
  }) : _createMdxContent(props);
}
function _missingMdxReference(id, component) {
  throw new Error("Expected " + (component ? "component" : "object") + " `" + id + "` to be defined: you likely forgot to import, pass, or provide it.");
}



},
28453(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
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
22235(module) {
module.exports = JSON.parse('{"id":"tessera-reference/index","title":"Reference","description":"Reference pages of the Tessera platform: supported versions and system requirements, the glossary of BIM and Tessera terms, the client\'s keyboard shortcuts and an index of possible errors in every product.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-reference/index.md","sourceDirName":"tessera-reference","slug":"/tessera-reference/","permalink":"/en/tessera/tessera-reference/","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-reference/index.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":3,"frontMatter":{"title":"Reference","description":"Reference pages of the Tessera platform: supported versions and system requirements, the glossary of BIM and Tessera terms, the client\'s keyboard shortcuts and an index of possible errors in every product.","order":3,"icon":"list","sidebar_position":3,"reading_time":{"words":56,"minutes":0.28},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"catalog":"catalog"}},"sidebar":"section","previous":{"title":"Release notes","permalink":"/en/tessera/tessera-guide/release-notes"},"next":{"title":"Supported versions","permalink":"/en/tessera/tessera-reference/supported-versions"}}')

},

};
;