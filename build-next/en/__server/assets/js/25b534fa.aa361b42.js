"use strict";
exports.ids = ["5482"];
exports.modules = {
20133(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_howto_faq_md_25b_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_howto_faq_md_25b_json__rspack_import_0 = __webpack_require__(42667);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Tessera Viewer FAQ',
	shortTitle: 'FAQ',
	description: 'Answers to frequent questions about Tessera Viewer: blank canvas, 401 errors, slow loading of large models, memory, mobile devices, several models at once and storing element references.',
	order: 7,
	icon: 'info',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-10-20',
	categories: [
		'How-to'
	],
	tessera_tags: [
		'viewer',
		'faq',
		'troubleshooting'
	],
	sidebar_label: 'FAQ',
	sidebar_position: 7,
	reading_time: {
		words: 460,
		minutes: 2.3
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "The canvas stays blank after createViewer",
  "id": "the-canvas-stays-blank-after-createviewer",
  "level": 2
}, {
  "value": "loadModel rejects with 401 or 403",
  "id": "loadmodel-rejects-with-401-or-403",
  "level": 2
}, {
  "value": "A large model takes long to appear",
  "id": "a-large-model-takes-long-to-appear",
  "level": 2
}, {
  "value": "The browser tab crashes or the canvas turns black on phones",
  "id": "the-browser-tab-crashes-or-the-canvas-turns-black-on-phones",
  "level": 2
}, {
  "value": "Can one viewer show several models?",
  "id": "can-one-viewer-show-several-models",
  "level": 2
}, {
  "value": "How do I store which element a user picked?",
  "id": "how-do-i-store-which-element-a-user-picked",
  "level": 2
}, {
  "value": "Are the code samples on this site up to date?",
  "id": "are-the-code-samples-on-this-site-up-to-date",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
    p: "p",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Questions that developers ask most often when they embed Tessera Viewer, with the fix or the page that explains it."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-canvas-stays-blank-after-createviewer",
      children: "The canvas stays blank after createViewer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The container has no height. The canvas fills its container, and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "div"
      }), " without content or a set height is 0 pixels high. Give the container a height in CSS (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "height: 100vh"
      }), ", or a height from your layout). Also check that a model is loaded: a viewer without models draws only the background colour from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/interfaces/RenderSettingsState/",
        children: "render settings"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "loadmodel-rejects-with-401-or-403",
      children: "loadModel rejects with 401 or 403"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The access token is missing, expired, or lacks the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "read"
      }), " scope for the project. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "getAccessToken"
      }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/interfaces/ViewerOptions/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ViewerOptions"
        })
      }), " is called before each batch of requests, so return a fresh token from it rather than a value captured at start-up. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-howto/auth/",
        children: "API access and authentication"
      }), " for scopes and token lifetimes. A 404 means the model id or the version does not exist on that server."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "a-large-model-takes-long-to-appear",
      children: "A large model takes long to appear"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The viewer draws elements while the geometry bucket downloads, coarse levels of detail first. What usually makes a model feel slow is building the bounds tree on the main thread: pass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "boundsTree: BoundsTreeComputeMode.Worker"
      }), " to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "loadModel"
      }), " (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/enumerations/BoundsTreeComputeMode/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "BoundsTreeComputeMode"
        })
      }), "). If your application never needs properties at start, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "loadMeta: false"
      }), " skips the meta bucket; properties of single elements still load on demand."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-browser-tab-crashes-or-the-canvas-turns-black-on-phones",
      children: "The browser tab crashes or the canvas turns black on phones"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The GPU ran out of memory or the browser reclaimed the WebGL context. Lower the pixel ratio and switch off ambient occlusion with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "performance"
      }), " preset of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/SettingsExtension/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SettingsExtension"
        })
      }), ", unload models the user is not looking at, and listen to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "memoryWarning"
      }), " of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/GLMonitor/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GLMonitor"
        })
      }), ". After a context loss the viewer restores the scene by itself when the browser returns the context."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "can-one-viewer-show-several-models",
      children: "Can one viewer show several models?"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Yes. Call ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "loadModel"
      }), " once per model; all loaded models share the coordinate system of the project and are listed in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "viewer.scene.models"
      }), ". Elements are referred to by model id and ElementIndex, so selections and visibility work across models. Models from different projects appear where their coordinates put them; align them in Tessera before loading."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "how-do-i-store-which-element-a-user-picked",
      children: "How do I store which element a user picked?"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Store the TesseraId, never the ElementIndex: the index changes with every model version. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "viewer.scene.models.get(ref.modelId)?.getElement(ref.elementIndex)?.tesseraId"
      }), " gives the TesseraId of a picked element, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "findByTesseraId"
      }), " finds it again in any later version. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-overview/scene-graph/",
        children: "scene graph"
      }), " page explains the identifiers."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "are-the-code-samples-on-this-site-up-to-date",
      children: "Are the code samples on this site up to date?"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Yes. The site's test suite type-checks every TypeScript sample of these pages and every example in the reference against the viewer's declarations, and each build regenerates the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/",
        children: "API reference"
      }), " from them. A sample that no longer compiles fails the tests, and the site is not published until it is fixed."]
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
42667(module) {
module.exports = JSON.parse('{"id":"tessera-viewer-howto/faq","title":"Tessera Viewer FAQ","description":"Answers to frequent questions about Tessera Viewer: blank canvas, 401 errors, slow loading of large models, memory, mobile devices, several models at once and storing element references.","source":"@site/content/viewer/tessera-viewer-howto/faq.md","sourceDirName":"tessera-viewer-howto","slug":"/tessera-viewer-howto/faq","permalink":"/en/api/tessera-viewer/tessera-viewer-howto/faq","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/viewer/tessera-viewer-howto/faq.md","tags":[],"version":"current","lastUpdatedAt":1795496074000,"sidebarPosition":7,"frontMatter":{"title":"Tessera Viewer FAQ","shortTitle":"FAQ","description":"Answers to frequent questions about Tessera Viewer: blank canvas, 401 errors, slow loading of large models, memory, mobile devices, several models at once and storing element references.","order":7,"icon":"info","author":[{"name":"Igor Volkov"}],"date":"2026-10-20","categories":["How-to"],"tessera_tags":["viewer","faq","troubleshooting"],"sidebar_label":"FAQ","sidebar_position":7,"reading_time":{"words":460,"minutes":2.3},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Localization","permalink":"/en/api/tessera-viewer/tessera-viewer-howto/localization"},"next":{"title":"API reference","permalink":"/en/api/tessera-viewer/tessera-viewer-api/"}}')

},

};
;