"use strict";
exports.ids = ["9278"];
exports.modules = {
2793(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_index_md_f49_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_index_md_f49_json__rspack_import_0 = __webpack_require__(84630);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	home: true,
	order: 0,
	title: 'Resources for developers',
	shortTitle: 'Developers',
	description: 'Developer resources for Tessera — the platform REST and OData API and the Tessera Viewer 3D library.',
	heroText: 'Resources for developers',
	tagline: 'Build on Tessera — read projects, models and element properties through the REST API, pull cost analysis into BI tools over OData, and embed the 3D viewer in your own web application.',
	actions: [
		{
			text: 'Tessera API',
			link: '/api/tessera/',
			type: 'primary'
		},
		{
			text: 'Tessera Viewer',
			link: '/api/tessera-viewer/',
			type: 'secondary'
		}
	],
	features: [
		{
			title: 'Tessera API',
			details: 'Authentication, model and bucket structure, element identifiers, imports and exports.',
			icon: 'api',
			link: '/api/tessera/'
		},
		{
			title: 'Tessera Viewer',
			details: 'The WebGL viewer library — overview, tutorials and the generated API reference.',
			icon: 'viewer',
			link: '/api/tessera-viewer/'
		}
	],
	sidebar_label: 'Developers',
	sidebar_position: 0,
	displayed_sidebar: null,
	hide_table_of_contents: true,
	reading_time: {
		words: 18,
		minutes: 0.09
	},
	git_contributors: [
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
      children: "The developer documentation is written in English and is the same on the Russian and the English site."
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
84630(module) {
module.exports = JSON.parse('{"id":"index","title":"Resources for developers","description":"Developer resources for Tessera — the platform REST and OData API and the Tessera Viewer 3D library.","source":"@site/content/api/index.md","sourceDirName":".","slug":"/","permalink":"/en/api/","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/api/index.md","tags":[],"version":"current","lastUpdatedAt":1795349067000,"sidebarPosition":0,"frontMatter":{"home":true,"order":0,"title":"Resources for developers","shortTitle":"Developers","description":"Developer resources for Tessera — the platform REST and OData API and the Tessera Viewer 3D library.","heroText":"Resources for developers","tagline":"Build on Tessera — read projects, models and element properties through the REST API, pull cost analysis into BI tools over OData, and embed the 3D viewer in your own web application.","actions":[{"text":"Tessera API","link":"/api/tessera/","type":"primary"},{"text":"Tessera Viewer","link":"/api/tessera-viewer/","type":"secondary"}],"features":[{"title":"Tessera API","details":"Authentication, model and bucket structure, element identifiers, imports and exports.","icon":"api","link":"/api/tessera/"},{"title":"Tessera Viewer","details":"The WebGL viewer library — overview, tutorials and the generated API reference.","icon":"viewer","link":"/api/tessera-viewer/"}],"sidebar_label":"Developers","sidebar_position":0,"displayed_sidebar":null,"hide_table_of_contents":true,"reading_time":{"words":18,"minutes":0.09},"git_contributors":["Tessera Docs Team"]}}')

},

};
;