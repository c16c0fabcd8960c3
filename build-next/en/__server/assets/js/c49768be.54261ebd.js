"use strict";
exports.ids = ["4924"];
exports.modules = {
16570(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_api_index_md_c49_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_api_index_md_c49_json__rspack_import_0 = __webpack_require__(94661);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'API reference',
	sidebar_position: 90,
	description: 'Reference of every class, interface, enumeration and function of the Tessera Viewer library, generated from its TypeScript declarations.',
	custom_edit_url: 'https://git.tessera.example/tessera/help/tree/main/packages/viewer-api/src/',
	reading_time: {
		words: 315,
		minutes: 1.575
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "By area",
  "id": "by-area",
  "level": 2
}, {
  "value": "By kind",
  "id": "by-kind",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
    p: "p",
    table: "table",
    tbody: "tbody",
    td: "td",
    th: "th",
    thead: "thead",
    tr: "tr",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Public API of Tessera Viewer, the WebGL library that shows Tessera models in a web page.\nStart with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "createViewer"
      }), "; everything else hangs off the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Viewer"
      }), " it returns."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This reference is generated from the TypeScript declarations of the library on every build of this site, so it always matches the published package. Each symbol has its own page; the tables below list them by area and by kind."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "by-area",
      children: "By area"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Area"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Symbols"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/cube-control",
              children: "Cube Control"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The navigation cube in a corner of the canvas."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/extensions",
              children: "Extensions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The extension mechanism and the built-in extensions: interaction modes, measuring, the orbit camera controller, stored render settings and element visibility."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "16"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/labels",
              children: "Labels"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Text labels attached to elements, filled from properties."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/lods",
              children: "Lods"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Levels of detail: the mesh simplifier."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/meta",
              children: "Meta"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The meta bucket of a model: its spatial tree, element names and properties, and the loading status."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "7"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/monitor",
              children: "Monitor"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Frame rate, draw calls, GPU memory and WebGL context loss."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/render",
              children: "Render"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The renderer: frames on demand, render settings, your own render passes and screenshots."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "6"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/scene",
              children: "Scene"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The viewer itself, its events, the loaded models, their elements and geometry, and scene queries."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "25"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/screen-lines",
              children: "Screen Lines"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Lines in model space drawn with a constant width in pixels."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/screen-points",
              children: "Screen Points"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Markers in model space drawn with a constant size in pixels."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/tools",
              children: "Tools"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Picking, clipping planes and the section box, property helpers and UI helpers."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "7"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "by-kind",
      children: "By kind"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Kind"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Symbols"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/classes/",
              children: "Classes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The viewer, its managers and tools, the extensions and the overlay geometry."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "30"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/enumerations/",
              children: "Enumerations"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Fixed sets of values: element states, model status, modes and cube faces."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "6"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/interfaces/",
              children: "Interfaces"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Options objects, event maps and the shapes of data the API returns."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "30"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/functions/",
              children: "Functions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Functions at the top level of the package."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/type-aliases/",
              children: "Type Aliases"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Callback signatures and small value types."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "9"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/variables/",
              children: "Variables"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Constants exported by the package."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/namespaces/",
              children: "Namespaces"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Groups of helpers exported under one name."
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1"
          })]
        })]
      })]
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
94661(module) {
module.exports = JSON.parse('{"id":"tessera-viewer-api/index","title":"API reference","description":"Reference of every class, interface, enumeration and function of the Tessera Viewer library, generated from its TypeScript declarations.","source":"@site/content/viewer/tessera-viewer-api/index.md","sourceDirName":"tessera-viewer-api","slug":"/tessera-viewer-api/","permalink":"/en/api/tessera-viewer/tessera-viewer-api/","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/tree/main/packages/viewer-api/src/","tags":[],"version":"current","lastUpdatedAt":null,"sidebarPosition":90,"frontMatter":{"title":"API reference","sidebar_position":90,"description":"Reference of every class, interface, enumeration and function of the Tessera Viewer library, generated from its TypeScript declarations.","custom_edit_url":"https://git.tessera.example/tessera/help/tree/main/packages/viewer-api/src/","reading_time":{"words":315,"minutes":1.575}},"sidebar":"section","previous":{"title":"FAQ","permalink":"/en/api/tessera-viewer/tessera-viewer-howto/faq"},"next":{"title":"Cube Control","permalink":"/en/api/tessera-viewer/tessera-viewer-api/cube-control"}}')

},

};
;