"use strict";
exports.ids = ["2038"];
exports.modules = {
79608(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_fixtures_site_tests_fixtures_legacy_pages_en_both_names_md_2b8_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_fixtures_site_tests_fixtures_legacy_pages_en_both_names_md_2b8_json__rspack_import_0 = __webpack_require__(21432);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Two names of one field',
	shortTitle: 'Old name',
	sidebar_label: 'Docusaurus name',
	order: 6,
	headerDepth: 3,
	next: {
		text: 'To the page without navigation'
	},
	tessera_tags: [
		'collisions',
		'import'
	],
	sidebar_position: 6,
	toc_max_heading_level: 4,
	pagination_prev: 'all-meta',
	pagination_next: 'no-chrome',
	reading_time: {
		words: 66,
		minutes: 0.33
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "A second-level section",
  "id": "a-second-level-section",
  "level": 2
}, {
  "value": "A third-level section",
  "id": "a-third-level-section",
  "level": 3
}];
function _createMdxContent(props) {
  const _components = {
    code: "code",
    h2: "h2",
    h3: "h3",
    p: "p",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "When a page sets both the old site's field and Docusaurus's, Docusaurus's wins and the build\nwarns, naming the file."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "a-second-level-section",
      children: "A second-level section"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "a-third-level-section",
      children: "A third-level section"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "headerDepth: 3"
      }), " puts third-level headings into the table of contents."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The tags come from the old field ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tag"
      }), " and from Docusaurus's objects ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tags: [{label, permalink}]"
      }), ":\nan object gives its label; no permalink is needed, the section lists its tags on one page."]
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
21432(module) {
module.exports = JSON.parse('{"id":"both-names","title":"Two names of one field","description":"When a page sets both the old site\'s field and Docusaurus\'s, Docusaurus\'s wins and the build","source":"@site/tests/fixtures/legacy-pages/en/both-names.md","sourceDirName":".","slug":"/both-names","permalink":"/en/test-fixtures/legacy/both-names","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/tests/fixtures/legacy-pages/en/both-names.md","tags":[],"version":"current","lastUpdatedAt":1795505909000,"sidebarPosition":6,"frontMatter":{"title":"Two names of one field","shortTitle":"Old name","sidebar_label":"Docusaurus name","order":6,"headerDepth":3,"next":{"text":"To the page without navigation"},"tessera_tags":["collisions","import"],"sidebar_position":6,"toc_max_heading_level":4,"pagination_prev":"all-meta","pagination_next":"no-chrome","reading_time":{"words":66,"minutes":0.33},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Metadata","permalink":"/en/test-fixtures/legacy/all-meta"},"next":{"title":"A page without navigation","permalink":"/en/test-fixtures/legacy/no-chrome"}}')

},

};
;