"use strict";
exports.ids = ["8278"];
exports.modules = {
23170(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_fixtures_site_tests_fixtures_legacy_pages_en_nested_index_md_632_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_fixtures_site_tests_fixtures_legacy_pages_en_nested_index_md_632_json__rspack_import_0 = __webpack_require__(46423);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_3 = __webpack_require__(28453);
/* import */ var _generated_tessera_catalog_data_default_control_json__rspack_import_2 = __webpack_require__(51733);


const frontMatter = {
	title: 'A nested folder',
	order: 8,
	icon: 'tree',
	sidebar_position: 8,
	reading_time: {
		words: 25,
		minutes: 0.125
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};




const toc = [{
  "value": "Tessera Control",
  "id": "tessera-control",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    code: "code",
    h2: "h2",
    p: "p",
    ...(0,_mdx_js_react__rspack_import_3/* .useMDXComponents */.R)(),
    ...props.components
  }, {Catalog} = _components;
  if (!Catalog) _missingMdxReference("Catalog", true);
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A folder with an ordinary page and a page outside the catalog (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "index: false"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(Catalog, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-control",
      children: "Tessera Control"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A catalog of another section on a docs page:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(Catalog, {
      path: "/control/",
      depth: 1,
      hideHeading: true,
      sources: [_generated_tessera_catalog_data_default_control_json__rspack_import_2]
    })]
  });
}
function MDXContent(props = {}) {
  const {wrapper: MDXLayout} = {
    ...(0,_mdx_js_react__rspack_import_3/* .useMDXComponents */.R)(),
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
46423(module) {
module.exports = JSON.parse('{"id":"nested/index","title":"A nested folder","description":"A folder with an ordinary page and a page outside the catalog (index: false).","source":"@site/tests/fixtures/legacy-pages/en/nested/index.md","sourceDirName":"nested","slug":"/nested/","permalink":"/en/test-fixtures/legacy/nested/","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/tests/fixtures/legacy-pages/en/nested/index.md","tags":[],"version":"current","lastUpdatedAt":1795506830000,"sidebarPosition":8,"frontMatter":{"title":"A nested folder","order":8,"icon":"tree","sidebar_position":8,"reading_time":{"words":25,"minutes":0.125},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Wrong field values","permalink":"/en/test-fixtures/legacy/bad-values"},"next":{"title":"A page in the catalog","permalink":"/en/test-fixtures/legacy/nested/listed"}}')

},
51733(module) {
module.exports = JSON.parse('{"sidebars":[[{"type":"link","href":"/en/control/","label":"Tessera Control","description":"Tessera Control checks building information models against rules and finds clashes between the disciplines of a project."},{"type":"category","label":"Tutorials","href":"/en/control/control-howto/","items":[{"type":"link","href":"/en/control/control-howto/before-start","label":"Before you start","description":"What to prepare before your first check in Tessera Control: the computer and client, your account and project role, the server address, model export from Revit, Archicad and Renga, coordinates, units and naming rules."},{"type":"link","href":"/en/control/control-howto/getting-started","label":"Getting started","description":"Your first check in Tessera Control from start to finish: a project, architectural and HVAC models, a collision matrix with tolerances, the analysis, clash review by status, and BCF and PDF export."},{"type":"link","href":"/en/control/control-howto/complex-tests","label":"Compound checks","description":"How to build a Tessera Control check out of several conditions: queries with AND, OR and NOT, clearance checks, clash merging, duplicate search, nested validation trees, batch runs and common recipes."},{"type":"link","href":"/en/control/control-howto/bcf-round-trips","label":"BCF with other tools","description":"Exchanging Tessera Control issues with BIMcollab, Revizto, Archicad (Issue Organizer), Navisworks (NWC/NWD) and Solibri through BCF, step by step: export, import in the other tool, status changes, the return to Tessera and what survives the exchange."}]},{"type":"category","label":"User guide","href":"/en/control/control-guide/","items":[{"type":"link","href":"/en/control/control-guide/projects-window","label":"Projects window","description":"A project as a BIM coordinator sees it: preparing models for checking, the Analyses tab, running and repeating an analysis, the project\'s Tessera Control settings and the members\' roles."},{"type":"link","href":"/en/control/control-guide/validation-trees","label":"Validation trees","description":"The Validation trees window of Tessera Control: folders and rules on element properties, rule types, checks of IFC property sets and of FSBTs and KSI codes, priorities, import and export of rules."},{"type":"link","href":"/en/control/control-guide/collision-matrix","label":"Matrix","description":"The Collision matrix window of Tessera Control: element groups, the hard, clearance and duplicate check types, tolerances in millimetres, clash merging and exclusions."},{"type":"link","href":"/en/control/control-guide/analysis-results","label":"Analysis results","description":"The analysis results window of Tessera Control: the navigator by matrix cells and rules, the table of clashes and violations, the statuses New, Active, Reviewed, Approved and Fixed, and creating issues."},{"type":"link","href":"/en/control/control-guide/analysis-export","label":"Analysis export","description":"Exporting Tessera Control issues and clashes to Excel, PDF and BCF 2.1/3.0: what the files contain, choosing statuses, snapshots, how fields map to BCF, and limits."},{"type":"link","href":"/en/control/control-guide/notes-import","label":"Issues in authoring tools","description":"How designers receive Tessera Control issues: the issues panel of the Tessera for Revit plugin, BCF import into Revit, Archicad, Renga and Navisworks, and returning statuses to Tessera."},{"type":"link","href":"/en/control/control-guide/global-settings","label":"Global settings","description":"The Tessera Control tab of the Global settings window (File → Options): tolerances of new matrix cells, clash display, snapshots, notifications and default export options."},{"type":"link","href":"/en/control/control-guide/cim-expertise-templates","label":"ЦИМ for the expert review","description":"Tessera Control validation-tree templates that prepare a digital information model (ЦИМ) for the Russian state expert review: what the templates check, checking the XML description against the schema, fitting them to a project, and common errors."},{"type":"link","href":"/en/control/control-guide/sp333-ksi-checks","label":"СП 333 and КСИ","description":"How to check a model against СП 333.1325800.2020 and the Russian construction information classifier (КСИ) in Tessera Control: tree templates, uploading КСИ tables, choosing the stage, and common errors."},{"type":"link","href":"/en/control/control-guide/release-notes","label":"Release notes","description":"What is new, what was fixed and which limitations are known in the 2026 releases 4.4, 4.5 and 4.6 of Tessera Control: ЦИМ, СП 333 and КСИ templates, BCF 3.0, approving clashes."}]}]]}')

},

};
;