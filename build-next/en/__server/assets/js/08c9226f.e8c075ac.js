"use strict";
exports.ids = ["3896"];
exports.modules = {
35924(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_index_md_08c_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_index_md_08c_json__rspack_import_0 = __webpack_require__(92104);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Tessera Server administration',
	shortTitle: 'Server administration',
	description: 'Installing and running Tessera Server: requirements and ports, installation on Windows Server and Linux, PostgreSQL, backup, upgrades, logs and the licence.',
	order: 23,
	icon: 'server',
	sidebar_label: 'Server administration',
	sidebar_position: 23,
	reading_time: {
		words: 99,
		minutes: 0.495
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
    a: "a",
    p: "p",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  }, {Catalog} = _components;
  if (!Catalog) _missingMdxReference("Catalog", true);
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This section is for the administrators who deploy and run Tessera Server, the server that holds the projects, model versions, employee accounts and settings of every Tessera product. Start with the page on the server's parts and requirements: pick a configuration from the sizing table, then install the server on Windows Server or Linux and connect it to a PostgreSQL database. The other pages are for running the server: backup, upgrading to a new release, logs and the licence. The supported versions of operating systems, PostgreSQL, the client and the plug-ins are gathered in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-reference/supported-versions/",
        children: "Supported versions and system requirements"
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
92104(module) {
module.exports = JSON.parse('{"id":"tessera-guide/server-administration/index","title":"Tessera Server administration","description":"Installing and running Tessera Server: requirements and ports, installation on Windows Server and Linux, PostgreSQL, backup, upgrades, logs and the licence.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/index.md","sourceDirName":"tessera-guide/server-administration","slug":"/tessera-guide/server-administration/","permalink":"/en/tessera/tessera-guide/server-administration/","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/index.md","tags":[],"version":"current","lastUpdatedAt":1795686974000,"sidebarPosition":23,"frontMatter":{"title":"Tessera Server administration","shortTitle":"Server administration","description":"Installing and running Tessera Server: requirements and ports, installation on Windows Server and Linux, PostgreSQL, backup, upgrades, logs and the licence.","order":23,"icon":"server","sidebar_label":"Server administration","sidebar_position":23,"reading_time":{"words":99,"minutes":0.495},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"catalog":"catalog"}},"sidebar":"section","previous":{"title":"Managing tokens","permalink":"/en/tessera/tessera-guide/token-management"},"next":{"title":"Components and requirements","permalink":"/en/tessera/tessera-guide/server-administration/deployment"}}')

},

};
;