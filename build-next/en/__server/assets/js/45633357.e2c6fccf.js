"use strict";
exports.ids = ["9606"];
exports.modules = {
16877(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_index_md_456_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_index_md_456_json__rspack_import_0 = __webpack_require__(50774);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	home: true,
	order: 0,
	title: 'Tessera Control',
	description: 'Tessera Control checks building information models against rules and finds clashes between the disciplines of a project.',
	heroText: 'Tessera Control',
	tagline: 'Check building information models against rules and find clashes between disciplines, with issues that go back to the designer in their own authoring tool.',
	actions: [
		{
			text: 'Your first model check',
			link: '/control/control-howto/',
			type: 'primary'
		},
		{
			text: 'User guide',
			link: '/control/control-guide/',
			type: 'secondary'
		}
	],
	features: [
		{
			title: 'User guide',
			details: 'The program\'s windows and settings: projects, validation trees, the collision matrix, analysis results and export.',
			icon: 'book',
			link: '/control/control-guide/'
		},
		{
			title: 'Tutorials',
			details: 'Preparing to work, your first model check, and compound checks built from several rules.',
			icon: 'rocket',
			link: '/control/control-howto/'
		}
	],
	sidebar_position: 0,
	displayed_sidebar: null,
	hide_table_of_contents: true,
	reading_time: {
		words: 51,
		minutes: 0.255
	},
	git_contributors: [
		'Tessera Docs Team',
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
      children: "Tessera Control works with models uploaded to the Tessera platform: architectural, structural and building services models in IFC and Revit formats. It compares the models with the client's requirements and with each other, and turns every problem it finds into an issue with a status, an assignee and a view snapshot."
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
50774(module) {
module.exports = JSON.parse('{"id":"index","title":"Tessera Control","description":"Tessera Control checks building information models against rules and finds clashes between the disciplines of a project.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/index.md","sourceDirName":".","slug":"/","permalink":"/en/control/","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/index.md","tags":[],"version":"current","lastUpdatedAt":1795688130000,"sidebarPosition":0,"frontMatter":{"home":true,"order":0,"title":"Tessera Control","description":"Tessera Control checks building information models against rules and finds clashes between the disciplines of a project.","heroText":"Tessera Control","tagline":"Check building information models against rules and find clashes between disciplines, with issues that go back to the designer in their own authoring tool.","actions":[{"text":"Your first model check","link":"/control/control-howto/","type":"primary"},{"text":"User guide","link":"/control/control-guide/","type":"secondary"}],"features":[{"title":"User guide","details":"The program\'s windows and settings: projects, validation trees, the collision matrix, analysis results and export.","icon":"book","link":"/control/control-guide/"},{"title":"Tutorials","details":"Preparing to work, your first model check, and compound checks built from several rules.","icon":"rocket","link":"/control/control-howto/"}],"sidebar_position":0,"displayed_sidebar":null,"hide_table_of_contents":true,"reading_time":{"words":51,"minutes":0.255},"git_contributors":["Tessera Docs Team","Seed c90dc4f2 maintainers"],"locale_anchors":{"catalog":"catalog"}}}')

},

};
;