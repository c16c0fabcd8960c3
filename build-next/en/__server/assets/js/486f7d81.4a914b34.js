"use strict";
exports.ids = ["6068"];
exports.modules = {
17297(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_howto_index_md_486_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_howto_index_md_486_json__rspack_import_0 = __webpack_require__(18420);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Tessera Viewer tutorials and how-to guides',
	shortTitle: 'Tutorials',
	description: 'Step-by-step guides for building on Tessera Viewer: a basic application in five steps, three extension tutorials (room labels, a properties panel, a section box), markers and lines, localization and frequent questions.',
	order: 2,
	icon: 'rocket',
	sidebar_label: 'Tutorials',
	sidebar_position: 2,
	reading_time: {
		words: 101,
		minutes: 0.505
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    p: "p",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  }, {Catalog} = _components;
  if (!Catalog) _missingMdxReference("Catalog", true);
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Start with the five-step tutorial: it builds a complete page that shows a model, lets the user pick elements and read their properties, and measures and cuts the model. The three extension tutorials then package behaviour of your own as reusable extensions — room labels with a toolbar button, a properties panel with hover highlighting, a section box around the selection — and the remaining guides each add one capability to that application. Every code sample on these pages is type-checked against the library's declarations when the site is built, and every class they use links to its page in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/",
        children: "API reference"
      }), "."]
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
18420(module) {
module.exports = JSON.parse('{"id":"tessera-viewer-howto/index","title":"Tessera Viewer tutorials and how-to guides","description":"Step-by-step guides for building on Tessera Viewer: a basic application in five steps, three extension tutorials (room labels, a properties panel, a section box), markers and lines, localization and frequent questions.","source":"@site/content/viewer/tessera-viewer-howto/index.md","sourceDirName":"tessera-viewer-howto","slug":"/tessera-viewer-howto/","permalink":"/en/api/tessera-viewer/tessera-viewer-howto/","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/viewer/tessera-viewer-howto/index.md","tags":[],"version":"current","lastUpdatedAt":1795496074000,"sidebarPosition":2,"frontMatter":{"title":"Tessera Viewer tutorials and how-to guides","shortTitle":"Tutorials","description":"Step-by-step guides for building on Tessera Viewer: a basic application in five steps, three extension tutorials (room labels, a properties panel, a section box), markers and lines, localization and frequent questions.","order":2,"icon":"rocket","sidebar_label":"Tutorials","sidebar_position":2,"reading_time":{"words":101,"minutes":0.505},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Changelog","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/changelog"},"next":{"title":"Basic app in 5 steps","permalink":"/en/api/tessera-viewer/tessera-viewer-howto/basic-app"}}')

},

};
;