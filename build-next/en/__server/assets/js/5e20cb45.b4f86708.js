"use strict";
exports.ids = ["3562"];
exports.modules = {
74293(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_pages_default_site_i_18_n_en_docusaurus_plugin_content_pages_index_md_5e2_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_pages_default_site_i_18_n_en_docusaurus_plugin_content_pages_index_md_5e2_json__rspack_import_0 = __webpack_require__(23375);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	home: true,
	title: 'Home',
	description: 'Tessera Help in English — the Tessera Control user guide and tutorials, installing and signing in to the Tessera platform, and the developer documentation of the Tessera API and the Tessera Viewer 3D library.',
	heroText: 'Tessera Help',
	tagline: 'The Tessera Control guide and tutorials, installing and signing in to the Tessera platform, and the developer documentation of the Tessera API and the Tessera Viewer 3D library.',
	heroImage: '/img/hero.svg',
	heroAlt: 'Diagram of the Tessera product family around the shared platform',
	actions: [
		{
			text: 'Tessera Control tutorials',
			link: '/control/control-howto/',
			type: 'primary'
		},
		{
			text: 'Developer documentation',
			link: '/api/',
			type: 'secondary'
		}
	],
	features: [
		{
			title: 'Tessera Control',
			details: 'Model checking against rules, clash detection with a collision matrix, issues and reports for designers.',
			icon: 'collision',
			link: '/control/'
		},
		{
			title: 'Tessera platform',
			details: 'Installing Tessera Client and the Revit plugin, signing in with a password or Active Directory, API tokens and service accounts.',
			icon: 'platform',
			link: '/tessera/'
		},
		{
			title: 'Tessera API',
			details: 'REST and OData access to projects, models, element properties and cost analysis results.',
			icon: 'api',
			link: '/api/tessera/'
		},
		{
			title: 'Tessera Viewer',
			details: 'The 3D viewer library for web applications, its tutorials and its generated API reference.',
			icon: 'viewer',
			link: '/api/tessera-viewer/'
		}
	],
	highlights: [
		{
			header: 'Where to start',
			description: 'Short routes for readers who open Tessera for the first time.',
			features: [
				{
					title: 'Before you start with Tessera Control',
					details: 'What your model and your computer need before the first check.',
					icon: 'check',
					link: '/control/control-howto/'
				},
				{
					title: 'Installing Tessera Client',
					details: 'System requirements, installation and your first sign-in.',
					icon: 'download',
					link: '/tessera/tessera-guide/client-installation/'
				},
				{
					title: 'Authenticate against the API',
					details: 'Access tokens and your first REST request.',
					icon: 'key',
					link: '/api/tessera/tessera-howto/'
				}
			]
		},
		{
			header: 'The full help in Russian',
			description: 'The full Tessera Help, with user guides for every product, is written in Russian.',
			features: [
				{
					title: 'Tessera Help in Russian',
					details: 'User guides for Tessera Space, Value, Site and the rest of the platform, written in Russian.',
					icon: 'translate',
					link: 'pathname:///'
				}
			]
		}
	],
	displayed_sidebar: null,
	hide_table_of_contents: true
};
const contentTitle = undefined;

const assets = {

};



const toc = [];
function _createMdxContent(props) {
  return (0,react_jsx_runtime__rspack_import_1.jsx)(react_jsx_runtime__rspack_import_1.Fragment, {});
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
23375(module) {
module.exports = JSON.parse('{"type":"mdx","permalink":"/en/","source":"@site/i18n/en/docusaurus-plugin-content-pages/index.md","title":"Home","description":"Tessera Help in English — the Tessera Control user guide and tutorials, installing and signing in to the Tessera platform, and the developer documentation of the Tessera API and the Tessera Viewer 3D library.","frontMatter":{"home":true,"title":"Home","description":"Tessera Help in English — the Tessera Control user guide and tutorials, installing and signing in to the Tessera platform, and the developer documentation of the Tessera API and the Tessera Viewer 3D library.","heroText":"Tessera Help","tagline":"The Tessera Control guide and tutorials, installing and signing in to the Tessera platform, and the developer documentation of the Tessera API and the Tessera Viewer 3D library.","heroImage":"/img/hero.svg","heroAlt":"Diagram of the Tessera product family around the shared platform","actions":[{"text":"Tessera Control tutorials","link":"/control/control-howto/","type":"primary"},{"text":"Developer documentation","link":"/api/","type":"secondary"}],"features":[{"title":"Tessera Control","details":"Model checking against rules, clash detection with a collision matrix, issues and reports for designers.","icon":"collision","link":"/control/"},{"title":"Tessera platform","details":"Installing Tessera Client and the Revit plugin, signing in with a password or Active Directory, API tokens and service accounts.","icon":"platform","link":"/tessera/"},{"title":"Tessera API","details":"REST and OData access to projects, models, element properties and cost analysis results.","icon":"api","link":"/api/tessera/"},{"title":"Tessera Viewer","details":"The 3D viewer library for web applications, its tutorials and its generated API reference.","icon":"viewer","link":"/api/tessera-viewer/"}],"highlights":[{"header":"Where to start","description":"Short routes for readers who open Tessera for the first time.","features":[{"title":"Before you start with Tessera Control","details":"What your model and your computer need before the first check.","icon":"check","link":"/control/control-howto/"},{"title":"Installing Tessera Client","details":"System requirements, installation and your first sign-in.","icon":"download","link":"/tessera/tessera-guide/client-installation/"},{"title":"Authenticate against the API","details":"Access tokens and your first REST request.","icon":"key","link":"/api/tessera/tessera-howto/"}]},{"header":"The full help in Russian","description":"The full Tessera Help, with user guides for every product, is written in Russian.","features":[{"title":"Tessera Help in Russian","details":"User guides for Tessera Space, Value, Site and the rest of the platform, written in Russian.","icon":"translate","link":"pathname:///"}]}],"displayed_sidebar":null,"hide_table_of_contents":true},"unlisted":false}')

},

};
;