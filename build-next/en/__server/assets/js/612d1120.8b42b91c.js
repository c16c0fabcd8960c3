"use strict";
exports.ids = ["2415"];
exports.modules = {
61619(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_fixtures_site_tests_fixtures_legacy_pages_en_own_heading_md_612_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_fixtures_site_tests_fixtures_legacy_pages_en_own_heading_md_612_json__rspack_import_0 = __webpack_require__(89020);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	author: [
		{
			name: 'Anna Smirnova'
		}
	],
	date: '2026-10-14',
	order: 7,
	sidebar_position: 7,
	reading_time: {
		words: 38,
		minutes: 0.19
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = 'A title written in the page';

const assets = {

};



const toc = [{
  "value": "Section",
  "id": "section",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    code: "code",
    h1: "h1",
    h2: "h2",
    header: "header",
    p: "p",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  }, {ArticleMetaSlot} = _components;
  if (!ArticleMetaSlot) _missingMdxReference("ArticleMetaSlot", true);
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.header, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.h1, {
        id: "a-title-written-in-the-page",
        children: "A title written in the page"
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(ArticleMetaSlot, {})]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page's title is its first Markdown line (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "# …"
      }), "), not a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "title"
      }), " field. The meta line (author,\ndate) sits right under it, as on pages with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "title"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "section",
      children: "Section"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Text of the section."
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
89020(module) {
module.exports = JSON.parse('{"id":"own-heading","title":"A title written in the page","description":"This page\'s title is its first Markdown line (# …), not a title field. The meta line (author,","source":"@site/tests/fixtures/legacy-pages/en/own-heading.md","sourceDirName":".","slug":"/own-heading","permalink":"/en/test-fixtures/legacy/own-heading","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/tests/fixtures/legacy-pages/en/own-heading.md","tags":[],"version":"current","lastUpdatedAt":1795495764000,"sidebarPosition":7,"frontMatter":{"author":[{"name":"Anna Smirnova"}],"date":"2026-10-14","order":7,"sidebar_position":7,"reading_time":{"words":38,"minutes":0.19},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"No copyright","permalink":"/en/test-fixtures/legacy/no-copyright"},"next":{"title":"Wrong field values","permalink":"/en/test-fixtures/legacy/bad-values"}}')

},

};
;