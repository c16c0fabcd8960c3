"use strict";
exports.ids = ["5382"];
exports.modules = {
30807(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_tessera_index_md_c2b_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_tessera_index_md_c2b_json__rspack_import_0 = __webpack_require__(95022);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Tessera API',
	description: 'The Tessera platform API — REST endpoints for projects, models and buckets, elements, catalogue imports and model sync, and the OData feed of cost analysis.',
	order: 1,
	icon: 'api',
	sidebar_position: 1,
	reading_time: {
		words: 117,
		minutes: 0.585
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers',
		'Tessera Docs Team'
	]
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
      children: "The Tessera API gives programs access to projects, models and their versions, the geometry and meta buckets of each version, elements with their identifiers and history, catalogue and position-rule imports, upload sessions for model sync, and — over OData — the results of Tessera Value cost analyses. Trees, validation checks, clashes and issues have no endpoints yet: exchange issues with other tools as BCF files from the Tessera Control desktop client. Every call is authenticated with a bearer token issued for a user or a service account, and every call is checked against that account's role in the project."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The how-to guides walk through common integration tasks step by step; the overview explains the data model the endpoints return."
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
95022(module) {
module.exports = JSON.parse('{"id":"tessera/index","title":"Tessera API","description":"The Tessera platform API — REST endpoints for projects, models and buckets, elements, catalogue imports and model sync, and the OData feed of cost analysis.","source":"@site/content/api/tessera/index.md","sourceDirName":"tessera","slug":"/tessera/","permalink":"/en/api/tessera/","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/api/tessera/index.md","tags":[],"version":"current","lastUpdatedAt":1795686991000,"sidebarPosition":1,"frontMatter":{"title":"Tessera API","description":"The Tessera platform API — REST endpoints for projects, models and buckets, elements, catalogue imports and model sync, and the OData feed of cost analysis.","order":1,"icon":"api","sidebar_position":1,"reading_time":{"words":117,"minutes":0.585},"git_contributors":["Seed c90dc4f2 maintainers","Tessera Docs Team"]},"sidebar":"section","previous":{"title":"Developers","permalink":"/en/api/"},"next":{"title":"Data model","permalink":"/en/api/tessera/tessera-overview/"}}')

},

};
;