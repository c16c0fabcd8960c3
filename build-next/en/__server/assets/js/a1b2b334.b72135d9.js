"use strict";
exports.ids = ["354"];
exports.modules = {
81977(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_fixtures_site_tests_fixtures_legacy_pages_en_home_md_a1b_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_fixtures_site_tests_fixtures_legacy_pages_en_home_md_a1b_json__rspack_import_0 = __webpack_require__(16219);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'The section\'s home page',
	order: 9,
	home: true,
	heroText: 'Model checking without edits',
	tagline: 'A home page written with the old site\'s fields builds as it is.',
	heroImage: '/img/hero.svg',
	heroImageDark: '/test-fixtures/img/hero-dark.svg',
	heroAlt: 'The Tessera products around their common platform',
	actions: [
		{
			text: 'Every metadata field',
			link: '/test-fixtures/legacy/all-meta/',
			type: 'primary'
		},
		{
			text: 'A page without navigation',
			link: '/test-fixtures/legacy/no-chrome/',
			type: 'secondary'
		}
	],
	features: [
		{
			title: 'Collision matrix',
			details: 'Element groups in rows and columns, a tolerance in every cell.',
			icon: 'collision',
			link: '/test-fixtures/legacy/all-meta/'
		},
		{
			title: 'Guide',
			details: 'A card without a link.',
			icon: 'book'
		}
	],
	highlights: [
		{
			header: 'Where to start',
			description: 'Three steps from uploading a model to issues.',
			image: '/test-fixtures/img/workflow.svg',
			imageDark: '/test-fixtures/img/workflow-dark.svg',
			imageAlt: 'A diagram of three steps: upload, check, issues',
			features: [
				{
					title: 'Upload a model',
					details: 'IFC, or Revit through the plugin.',
					icon: 'download',
					link: '/test-fixtures/legacy/nested/'
				},
				{
					title: 'Check the model',
					details: 'By validation tree and collision matrix.',
					icon: 'check'
				}
			]
		}
	],
	sidebar_position: 9,
	displayed_sidebar: null,
	hide_table_of_contents: true,
	reading_time: {
		words: 15,
		minutes: 0.075
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
    p: "p",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
    children: "The page's own text below the generated parts: the hero, the cards and the highlights."
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
16219(module) {
module.exports = JSON.parse('{"id":"home","title":"The section\'s home page","description":"The page\'s own text below the generated parts: the hero, the cards and the highlights.","source":"@site/tests/fixtures/legacy-pages/en/home.md","sourceDirName":".","slug":"/home","permalink":"/en/test-fixtures/legacy/home","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/tests/fixtures/legacy-pages/en/home.md","tags":[],"version":"current","lastUpdatedAt":1795505909000,"sidebarPosition":9,"frontMatter":{"title":"The section\'s home page","order":9,"home":true,"heroText":"Model checking without edits","tagline":"A home page written with the old site\'s fields builds as it is.","heroImage":"/img/hero.svg","heroImageDark":"/test-fixtures/img/hero-dark.svg","heroAlt":"The Tessera products around their common platform","actions":[{"text":"Every metadata field","link":"/test-fixtures/legacy/all-meta/","type":"primary"},{"text":"A page without navigation","link":"/test-fixtures/legacy/no-chrome/","type":"secondary"}],"features":[{"title":"Collision matrix","details":"Element groups in rows and columns, a tolerance in every cell.","icon":"collision","link":"/test-fixtures/legacy/all-meta/"},{"title":"Guide","details":"A card without a link.","icon":"book"}],"highlights":[{"header":"Where to start","description":"Three steps from uploading a model to issues.","image":"/test-fixtures/img/workflow.svg","imageDark":"/test-fixtures/img/workflow-dark.svg","imageAlt":"A diagram of three steps: upload, check, issues","features":[{"title":"Upload a model","details":"IFC, or Revit through the plugin.","icon":"download","link":"/test-fixtures/legacy/nested/"},{"title":"Check the model","details":"By validation tree and collision matrix.","icon":"check"}]}],"sidebar_position":9,"displayed_sidebar":null,"hide_table_of_contents":true,"reading_time":{"words":15,"minutes":0.075},"git_contributors":["Seed c90dc4f2 maintainers"]}}')

},

};
;