"use strict";
exports.ids = ["3939"];
exports.modules = {
87796(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_fixtures_site_tests_fixtures_legacy_pages_en_no_chrome_md_590_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_fixtures_site_tests_fixtures_legacy_pages_en_no_chrome_md_590_json__rspack_import_0 = __webpack_require__(37914);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'A page without navigation',
	order: 3,
	sidebar: false,
	navbar: false,
	toc: false,
	breadcrumb: false,
	editLink: false,
	lastUpdated: false,
	contributors: false,
	prev: false,
	next: false,
	footer: false,
	sidebar_position: 3,
	displayed_sidebar: null,
	hide_table_of_contents: true,
	custom_edit_url: null,
	pagination_prev: null,
	pagination_next: null,
	reading_time: {
		words: 58,
		minutes: 0.29
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "A section the table of contents leaves out",
  "id": "a-section-the-table-of-contents-leaves-out",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    code: "code",
    h2: "h2",
    p: "p",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This page hides the sidebar, the navbar, the table of contents, the breadcrumb, the edit link,\nthe last-updated date, the contributors, the previous and next links and the site footer (the footer's copyright line alone is hidden on the \"No copyright\" page)."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "a-section-the-table-of-contents-leaves-out",
      children: "A section the table of contents leaves out"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The table of contents is off (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "toc: false"
      }), ")."]
    })]
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
37914(module) {
module.exports = JSON.parse('{"id":"no-chrome","title":"A page without navigation","description":"This page hides the sidebar, the navbar, the table of contents, the breadcrumb, the edit link,","source":"@site/tests/fixtures/legacy-pages/en/no-chrome.md","sourceDirName":".","slug":"/no-chrome","permalink":"/en/test-fixtures/legacy/no-chrome","draft":false,"unlisted":false,"editUrl":null,"tags":[],"version":"current","lastUpdatedAt":1795505909000,"sidebarPosition":3,"frontMatter":{"title":"A page without navigation","order":3,"sidebar":false,"navbar":false,"toc":false,"breadcrumb":false,"editLink":false,"lastUpdated":false,"contributors":false,"prev":false,"next":false,"footer":false,"sidebar_position":3,"displayed_sidebar":null,"hide_table_of_contents":true,"custom_edit_url":null,"pagination_prev":null,"pagination_next":null,"reading_time":{"words":58,"minutes":0.29}}}')

},

};
;