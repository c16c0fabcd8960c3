"use strict";
exports.ids = ["3885"];
exports.modules = {
21647(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_api_classes_meta_model_md_653_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_api_classes_meta_model_md_653_json__rspack_import_0 = __webpack_require__(82560);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Class: MetaModel',
	sidebar_label: 'MetaModel',
	custom_edit_url: 'https://git.tessera.example/tessera/help/tree/main/packages/viewer-api/src/',
	reading_time: {
		words: 146,
		minutes: 0.73
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Properties",
  "id": "properties",
  "level": 2
}, {
  "value": "modelId",
  "id": "modelid",
  "level": 3
}, {
  "value": "version",
  "id": "version",
  "level": 3
}, {
  "value": "Accessors",
  "id": "accessors",
  "level": 2
}, {
  "value": "nodeCount",
  "id": "nodecount",
  "level": 3
}, {
  "value": "Get Signature",
  "id": "get-signature",
  "level": 4
}, {
  "value": "Returns",
  "id": "returns",
  "level": 5
}, {
  "value": "root",
  "id": "root",
  "level": 3
}, {
  "value": "Get Signature",
  "id": "get-signature-1",
  "level": 4
}, {
  "value": "Returns",
  "id": "returns-1",
  "level": 5
}, {
  "value": "status",
  "id": "status",
  "level": 3
}, {
  "value": "Get Signature",
  "id": "get-signature-2",
  "level": 4
}, {
  "value": "Returns",
  "id": "returns-2",
  "level": 5
}, {
  "value": "Methods",
  "id": "methods",
  "level": 2
}, {
  "value": "findByTesseraId()",
  "id": "findbytesseraid",
  "level": 3
}, {
  "value": "Parameters",
  "id": "parameters",
  "level": 4
}, {
  "value": "Returns",
  "id": "returns-3",
  "level": 4
}, {
  "value": "getNode()",
  "id": "getnode",
  "level": 3
}, {
  "value": "Parameters",
  "id": "parameters-1",
  "level": 4
}, {
  "value": "Returns",
  "id": "returns-4",
  "level": 4
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    blockquote: "blockquote",
    code: "code",
    h2: "h2",
    h3: "h3",
    h4: "h4",
    h5: "h5",
    hr: "hr",
    p: "p",
    strong: "strong",
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
      children: ["The meta bucket of one model version: the spatial tree and element names, with properties\nloaded on demand. Obtained from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/en/api/tessera-viewer/tessera-viewer-api/classes/MetaManager#getmodel",
        children: "MetaManager.getModel"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "properties",
      children: "Properties"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "modelid",
      children: "modelId"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "readonly"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "modelId"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "string"
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Model id on Tessera Server."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "version",
      children: "version"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "readonly"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "version"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "number"
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Model version."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "accessors",
      children: "Accessors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "nodecount",
      children: "nodeCount"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "get-signature",
      children: "Get Signature"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "get"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "nodeCount"
        }), "(): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "number"
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Number of nodes in the tree."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h5, {
      id: "returns",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "number"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "root",
      children: "root"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "get-signature-1",
      children: "Get Signature"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "get"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "root"
        }), "(): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/MetaNode",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "MetaNode"
          })
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Project node, the root of the spatial tree."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h5, {
      id: "returns-1",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/en/api/tessera-viewer/tessera-viewer-api/classes/MetaNode",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "MetaNode"
        })
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "status",
      children: "status"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "get-signature-2",
      children: "Get Signature"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "get"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "status"
        }), "(): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/enumerations/ModelStatus",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ModelStatus"
          })
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Loading status of the meta bucket."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h5, {
      id: "returns-2",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/en/api/tessera-viewer/tessera-viewer-api/enumerations/ModelStatus",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ModelStatus"
        })
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "methods",
      children: "Methods"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "findbytesseraid",
      children: "findByTesseraId()"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "findByTesseraId"
        }), "(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tesseraId"
        }), "): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/MetaNode",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "MetaNode"
          })
        }), " | ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "undefined"
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Node by TesseraId."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "parameters",
      children: "Parameters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Parameter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tesseraId"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "string"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "22-character TesseraId."
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "returns-3",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/en/api/tessera-viewer/tessera-viewer-api/classes/MetaNode",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "MetaNode"
        })
      }), " | ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "undefined"
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The node, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "undefined"
      }), " when this version has no such element."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "getnode",
      children: "getNode()"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "getNode"
        }), "(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "elementIndex"
        }), "): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/MetaNode",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "MetaNode"
          })
        }), " | ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "undefined"
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Node of an element."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "parameters-1",
      children: "Parameters"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Parameter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Description"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.tbody, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "elementIndex"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "number"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ElementIndex in this version."
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "returns-4",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/en/api/tessera-viewer/tessera-viewer-api/classes/MetaNode",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "MetaNode"
        })
      }), " | ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "undefined"
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The node, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "undefined"
      }), " when the index is out of range."]
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
82560(module) {
module.exports = JSON.parse('{"id":"tessera-viewer-api/classes/MetaModel","title":"Class: MetaModel","description":"The meta bucket of one model version: the spatial tree and element names, with properties","source":"@site/content/viewer/tessera-viewer-api/classes/MetaModel.md","sourceDirName":"tessera-viewer-api/classes","slug":"/tessera-viewer-api/classes/MetaModel","permalink":"/en/api/tessera-viewer/tessera-viewer-api/classes/MetaModel","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/tree/main/packages/viewer-api/src/","tags":[],"version":"current","lastUpdatedAt":null,"frontMatter":{"title":"Class: MetaModel","sidebar_label":"MetaModel","custom_edit_url":"https://git.tessera.example/tessera/help/tree/main/packages/viewer-api/src/","reading_time":{"words":146,"minutes":0.73}},"sidebar":"section","previous":{"title":"MetaManager","permalink":"/en/api/tessera-viewer/tessera-viewer-api/classes/MetaManager"},"next":{"title":"MetaNode","permalink":"/en/api/tessera-viewer/tessera-viewer-api/classes/MetaNode"}}')

},

};
;