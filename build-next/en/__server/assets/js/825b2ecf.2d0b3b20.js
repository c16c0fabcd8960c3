"use strict";
exports.ids = ["1717"];
exports.modules = {
83711(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_api_classes_viewer_md_825_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_api_classes_viewer_md_825_json__rspack_import_0 = __webpack_require__(67565);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Class: Viewer',
	sidebar_label: 'Viewer',
	custom_edit_url: 'https://git.tessera.example/tessera/help/tree/main/packages/viewer-api/src/',
	reading_time: {
		words: 252,
		minutes: 1.26
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Example",
  "id": "example",
  "level": 2
}, {
  "value": "Constructors",
  "id": "constructors",
  "level": 2
}, {
  "value": "Constructor",
  "id": "constructor",
  "level": 3
}, {
  "value": "Parameters",
  "id": "parameters",
  "level": 4
}, {
  "value": "Returns",
  "id": "returns",
  "level": 4
}, {
  "value": "Properties",
  "id": "properties",
  "level": 2
}, {
  "value": "canvas",
  "id": "canvas",
  "level": 3
}, {
  "value": "clipping",
  "id": "clipping",
  "level": 3
}, {
  "value": "events",
  "id": "events",
  "level": 3
}, {
  "value": "extensions",
  "id": "extensions",
  "level": 3
}, {
  "value": "meta",
  "id": "meta",
  "level": 3
}, {
  "value": "picker",
  "id": "picker",
  "level": 3
}, {
  "value": "render",
  "id": "render",
  "level": 3
}, {
  "value": "scene",
  "id": "scene",
  "level": 3
}, {
  "value": "Accessors",
  "id": "accessors",
  "level": 2
}, {
  "value": "selection",
  "id": "selection",
  "level": 3
}, {
  "value": "Get Signature",
  "id": "get-signature",
  "level": 4
}, {
  "value": "Returns",
  "id": "returns-1",
  "level": 5
}, {
  "value": "Methods",
  "id": "methods",
  "level": 2
}, {
  "value": "clearSelection()",
  "id": "clearselection",
  "level": 3
}, {
  "value": "Returns",
  "id": "returns-2",
  "level": 4
}, {
  "value": "dispose()",
  "id": "dispose",
  "level": 3
}, {
  "value": "Returns",
  "id": "returns-3",
  "level": 4
}, {
  "value": "loadModel()",
  "id": "loadmodel",
  "level": 3
}, {
  "value": "Parameters",
  "id": "parameters-1",
  "level": 4
}, {
  "value": "Returns",
  "id": "returns-4",
  "level": 4
}, {
  "value": "select()",
  "id": "select",
  "level": 3
}, {
  "value": "Parameters",
  "id": "parameters-2",
  "level": 4
}, {
  "value": "Returns",
  "id": "returns-5",
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
    pre: "pre",
    span: "span",
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
      children: ["The viewer: a WebGL canvas in a container of your page, with the managers and tools of the\nlibrary hanging off it. Create one with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/en/api/tessera-viewer/tessera-viewer-api/functions/createViewer",
        children: "createViewer"
      }), "; every other object is reached from here."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "example",
      children: "Example"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-ts",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "import"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "Viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "from"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'@tessera/viewer'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " container ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " document", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "getElementById"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'viewer'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!"
        }), "container", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "throw"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "Error"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'No #viewer element'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " viewer ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "Viewer"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "container", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "serverUrl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'https://tessera.company.ru'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "loadModel"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "modelId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'tower-a'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " version", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'latest'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "constructors",
      children: "Constructors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "constructor",
      children: "Constructor"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "new Viewer"
        }), "(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "container"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "options?"
        }), "): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Viewer"
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Creates the canvas inside ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "container"
      }), "; the canvas fills the container and follows its size."]
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
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "container"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "HTMLElement"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Element of your page; give it a height."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "options?"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/interfaces/ViewerOptions",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ViewerOptions"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Server, token and render options."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "returns",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Viewer"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "properties",
      children: "Properties"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "canvas",
      children: "canvas"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "readonly"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "canvas"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "HTMLCanvasElement"
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The WebGL canvas."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "clipping",
      children: "clipping"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "readonly"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "clipping"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/ClippingTools",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ClippingTools"
          })
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Clipping planes and the section box."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "events",
      children: "events"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "readonly"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "events"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/EventEmitter",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "EventEmitter"
          })
        }), "<", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/interfaces/ViewerEvents",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ViewerEvents"
          })
        }), ">"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "All viewer events by name."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "extensions",
      children: "extensions"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "readonly"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "extensions"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/ExtensionRegistry",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ExtensionRegistry"
          })
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Registered extensions."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "meta",
      children: "meta"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "readonly"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "meta"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/MetaManager",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "MetaManager"
          })
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Spatial tree and properties."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "picker",
      children: "picker"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "readonly"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "picker"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/Picker",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "Picker"
          })
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Element picking under canvas points."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "render",
      children: "render"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "readonly"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "render"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/RenderManager",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "RenderManager"
          })
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Canvas, frames and render settings."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "scene",
      children: "scene"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "readonly"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "scene"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/SceneManager",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "SceneManager"
          })
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Models, geometry and element states."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "accessors",
      children: "Accessors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "selection",
      children: "selection"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "get-signature",
      children: "Get Signature"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "get"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "selection"
        }), "(): readonly ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/interfaces/ElementRef",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ElementRef"
          })
        }), "[]"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Currently selected elements."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h5, {
      id: "returns-1",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["readonly ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/en/api/tessera-viewer/tessera-viewer-api/interfaces/ElementRef",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ElementRef"
        })
      }), "[]"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "methods",
      children: "Methods"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "clearselection",
      children: "clearSelection()"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "clearSelection"
        }), "(): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "void"
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Empties the selection. Fires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "selectionChanged"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "returns-2",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "void"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "dispose",
      children: "dispose()"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "dispose"
        }), "(): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "void"
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Releases the WebGL context, removes the canvas and every extension. Fires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "disposed"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "returns-3",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "void"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "loadmodel",
      children: "loadModel()"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "loadModel"
        }), "(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "source"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "options?"
        }), "): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Promise"
        }), "<", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/en/api/tessera-viewer/tessera-viewer-api/classes/SceneModel",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "SceneModel"
          })
        }), ">"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Loads a model version; the same as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/en/api/tessera-viewer/tessera-viewer-api/classes/SceneManager#loadmodel",
        children: "SceneManager.loadModel"
      }), "."]
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
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "source"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/interfaces/ModelSource",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ModelSource"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Model and version."
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "options?"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/interfaces/LoadModelOptions",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "LoadModelOptions"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bounds tree, progress and abort options."
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "returns-4",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Promise"
      }), "<", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/en/api/tessera-viewer/tessera-viewer-api/classes/SceneModel",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SceneModel"
        })
      }), ">"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The loaded model."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.hr, {}), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "select",
      children: "select()"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.blockquote, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "select"
        }), "(", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "elements"
        }), "): ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "void"
        })]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Replaces the selection. Fires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "selectionChanged"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "parameters-2",
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
              children: "elements"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["readonly ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/en/api/tessera-viewer/tessera-viewer-api/interfaces/ElementRef",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ElementRef"
              })
            }), "[]"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The new selection; an empty list clears it."
          })]
        })
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h4, {
      id: "returns-5",
      children: "Returns"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "void"
      })
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
67565(module) {
module.exports = JSON.parse('{"id":"tessera-viewer-api/classes/Viewer","title":"Class: Viewer","description":"The viewer: a WebGL canvas in a container of your page, with the managers and tools of the","source":"@site/content/viewer/tessera-viewer-api/classes/Viewer.md","sourceDirName":"tessera-viewer-api/classes","slug":"/tessera-viewer-api/classes/Viewer","permalink":"/en/api/tessera-viewer/tessera-viewer-api/classes/Viewer","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/tree/main/packages/viewer-api/src/","tags":[],"version":"current","lastUpdatedAt":null,"frontMatter":{"title":"Class: Viewer","sidebar_label":"Viewer","custom_edit_url":"https://git.tessera.example/tessera/help/tree/main/packages/viewer-api/src/","reading_time":{"words":252,"minutes":1.26}},"sidebar":"section","previous":{"title":"SimplifyModifier","permalink":"/en/api/tessera-viewer/tessera-viewer-api/classes/SimplifyModifier"},"next":{"title":"VisibilityExtension","permalink":"/en/api/tessera-viewer/tessera-viewer-api/classes/VisibilityExtension"}}')

},

};
;