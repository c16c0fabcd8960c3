"use strict";
exports.ids = ["4361"];
exports.modules = {
19147(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_overview_viewer_overview_md_b52_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_overview_viewer_overview_md_b52_json__rspack_import_0 = __webpack_require__(30951);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Viewer overview',
	description: 'What Tessera Viewer is made of: the Viewer object and its managers, extensions registered on it, typed events, frames drawn on demand with render passes, and where each part is described in the API reference.',
	order: 1,
	icon: 'viewer',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-11-10',
	categories: [
		'Overview'
	],
	tessera_tags: [
		'viewer',
		'architecture',
		'extensions',
		'events',
		'rendering'
	],
	sidebar_position: 1,
	reading_time: {
		words: 1187,
		minutes: 5.935
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "The viewer and its managers",
  "id": "the-viewer-and-its-managers",
  "level": 2
}, {
  "value": "The life of a viewer",
  "id": "the-life-of-a-viewer",
  "level": 2
}, {
  "value": "Extensions",
  "id": "extensions",
  "level": 2
}, {
  "value": "Events",
  "id": "events",
  "level": 2
}, {
  "value": "What happens on a click",
  "id": "what-happens-on-a-click",
  "level": 3
}, {
  "value": "Frames on demand and render passes",
  "id": "frames-on-demand-and-render-passes",
  "level": 2
}, {
  "value": "Limits and browser support",
  "id": "limits-and-browser-support",
  "level": 2
}, {
  "value": "Where to go next",
  "id": "where-to-go-next",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
    h3: "h3",
    img: "img",
    li: "li",
    ol: "ol",
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
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Tessera Viewer is a WebGL library for showing Tessera models inside your own web application: a project portal, a maintenance system, a dashboard next to a Power BI report. It reads the same buckets as the Tessera web application — the geometry bucket with meshes and levels of detail, and the meta bucket with the spatial tree and properties (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-overview/models-and-buckets/",
        children: "models and buckets"
      }), ") — and draws them in a canvas on your page. Everything the library offers is reached from one object, the viewer."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Architecture of Tessera Viewer: Tessera Server sends the geometry bucket to viewer.scene and the meta bucket to viewer.meta; the Viewer holds six managers (scene, meta, render, picker, clipping, extensions), one event map viewer.events, the registered extensions, and the render passes of a frame in ascending order: background, model at 500, overlays at 800, your own pass",
        src: (__webpack_require__(96261)/* ["default"] */.A) + "",
        width: "960",
        height: "560"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-viewer-and-its-managers",
      children: "The viewer and its managers"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["You create a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/Viewer/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Viewer"
        })
      }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/functions/createViewer/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "createViewer"
        })
      }), ", giving it a container element and the server address. The viewer creates a canvas in the container and a fixed set of managers that live as long as it does:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Property"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Class"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Responsible for"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "viewer.scene"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera-viewer/tessera-viewer-api/classes/SceneManager/",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "SceneManager"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "loaded models, element states (visible, selected, ghosted), extra geometry"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "viewer.meta"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera-viewer/tessera-viewer-api/classes/MetaManager/",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "MetaManager"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "spatial tree, names and properties of elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "viewer.render"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera-viewer/tessera-viewer-api/classes/RenderManager/",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "RenderManager"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the WebGL context, frames on demand, render settings, screenshots"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "viewer.picker"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera-viewer/tessera-viewer-api/classes/Picker/",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "Picker"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "which element lies under a point of the canvas"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "viewer.clipping"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera-viewer/tessera-viewer-api/classes/ClippingTools/",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ClippingTools"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "clipping planes and the section box"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "viewer.extensions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera-viewer/tessera-viewer-api/classes/ExtensionRegistry/",
              children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
                children: "ExtensionRegistry"
              })
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the extensions registered on this viewer"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Managers are never constructed by your code; take them from the viewer. A page may hold several viewers, each with its own canvas, managers and extensions; they share nothing except the browser's GPU."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A second group of classes is constructed by you, with the viewer as the first argument: the navigation cube ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/CubeControl/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "CubeControl"
        })
      }), ", label sets (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/LabelMap/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "LabelMap"
        })
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/LabelTools/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "LabelTools"
        })
      }), ") and the performance monitor ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/GLMonitor/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GLMonitor"
        })
      }), ". They are optional, so an application that needs no labels does not pay for them. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/PropertyTools/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PropertyTools"
        })
      }), " needs no viewer at all: it reads and formats property values for a locale."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-life-of-a-viewer",
      children: "The life of a viewer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create."
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "createViewer(container, options)"
        }), " adds the canvas and the managers. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-api/interfaces/ViewerOptions/",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ViewerOptions"
          })
        }), " sets the server, the access token callback, the language of the viewer's own texts and any render settings that differ from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-api/variables/DEFAULT_RENDER_SETTINGS/",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "DEFAULT_RENDER_SETTINGS"
          })
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Load."
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "viewer.loadModel"
        }), " reads the geometry bucket of a model version, draws elements as they arrive, then reads the meta bucket. The scene fires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "modelLoading"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "loadProgress"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "modelLoaded"
        }), "; the meta data fires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "metaLoaded"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Interact."
        }), " Extensions such as the orbit controller take over the pointer; your code listens to events, changes element states and asks the managers questions."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Dispose."
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "viewer.dispose()"
        }), " deactivates every extension, frees the GPU memory, removes the canvas and fires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "disposed"
        }), ". The object is unusable afterwards."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "extensions",
      children: "Extensions"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Behaviour that not every application wants is packaged as an extension: the orbit camera controller, interaction modes, measuring, visibility commands and stored render settings. An extension is a class derived from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/Extension/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Extension"
        })
      }), "; you register the class, not an instance, and the registry constructs it with the viewer and your options. Because registration is typed, passing the options of one extension to another fails to compile. The built-in extensions are listed on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/extensions/",
        children: "Extensions"
      }), " page of the reference."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A registered extension is active at once. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "deactivate()"
      }), " switches it off without losing its state and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "activate()"
      }), " switches it on again; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "extensions.unregister(SomeExtension)"
      }), " removes it for good. Only one instance of a class exists per viewer, which is why other code finds it by class with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "extensions.get"
      }), ". The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/GeneralModeExtension/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GeneralModeExtension"
        })
      }), " plays a coordinating part: it holds the current interaction mode (navigate, select, measure, section), so that tools written by different people never react to the same click. Writing your own extension is covered in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-howto/custom-extension/",
        children: "write an extension"
      }), ", with two complete examples in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-howto/properties-panel-extension/",
        children: "a properties panel"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-howto/section-box-extension/",
        children: "a section box"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "events",
      children: "Events"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The viewer reports what happens through typed events. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "viewer.events"
      }), " is an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/EventEmitter/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "EventEmitter"
        })
      }), " over the event map ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/interfaces/ViewerEvents/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ViewerEvents"
        })
      }), ", which combines the events of the scene, the meta data, the renderer and the clipping tools with the viewer's own ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "elementClicked"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "selectionChanged"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "disposed"
      }), ". An event map is an interface from event name to payload type, so the compiler knows that the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "modelLoaded"
      }), " payload has a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "model"
      }), " and that there is no event called ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "modelLoad"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-ts",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "import"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "createViewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " viewer ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "createViewer"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "document", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "body", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " off ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "events", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "on"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'modelLoaded'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "model", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "=>"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  document", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "title ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token template-string",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "model", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "name", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: " — "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "model", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "elementCount", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: " elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\nviewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "events", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "on"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'disposed'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "=>"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "off"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "on"
      }), " returns a function that removes the listener; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "once"
      }), " listens for one event, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "next"
      }), " returns a promise of the next payload. Extensions with events of their own, such as the measuring tool, expose their own emitter. The managers' emitters (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "viewer.scene.events"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "viewer.meta.events"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "viewer.render.events"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "viewer.clipping.events"
      }), ") fire the same events as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "viewer.events"
      }), "; listen on the viewer unless a piece of code only ever deals with one manager."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "what-happens-on-a-click",
      children: "What happens on a click"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A click on the canvas goes through the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/Picker/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Picker"
        })
      }), ", which finds the nearest element under the pointer. Hidden and clipped elements are never picked, ghosted ones only when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "picker.pickGhosted"
      }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "true"
      }), ". The viewer then fires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "elementClicked"
      }), " with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/interfaces/PickResult/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PickResult"
        })
      }), " — the element, the surface point, its normal and the distance from the camera — or with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "undefined"
      }), " when the click hit the background. The viewer does not change the selection by itself: your handler decides, usually by calling ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "viewer.select"
      }), " when the mode is navigate or select, which fires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "selectionChanged"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "elementStateChanged"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "frames-on-demand-and-render-passes",
      children: "Frames on demand and render passes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The renderer does not draw sixty frames a second. It draws a frame when something changed: the camera moved, a model arrived, an element state or a render setting changed. Every method of the API that changes what is drawn requests a frame by itself. If you change something the viewer cannot see — a plain property such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "visible"
      }), " of an overlay or of a label map, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "enabled"
      }), " of a render pass of your own — call ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/RenderManager/#requestrender",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "requestRender"
        })
      }), "; several calls within one animation frame are merged into one frame. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "frameRendered"
      }), " reports each frame with its CPU time."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A frame is a sequence of render passes in ascending ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "order"
      }), ": the model is drawn at 500, overlay geometry such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/ScreenPoints/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ScreenPoints"
        })
      }), " at 800. To draw something of your own with WebGL 2, derive a class from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/RenderPass/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "RenderPass"
        })
      }), " and add it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/RenderManager/#addpass",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "addPass"
        })
      }), ". The pass receives the viewer's context, the drawing-buffer size in device pixels and the camera's view-projection matrix. This one frames the canvas in amber while the page shows an older model version than the newest:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-ts",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "import"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "createViewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " RenderPass", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "type"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "RenderPassContext"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "class"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "OutdatedVersionFrame"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "extends"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "RenderPass"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "readonly"
        }), " name ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'outdated-version-frame'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "readonly"
        }), " order ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "900"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "render"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "gl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " width", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " height", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " RenderPassContext", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "void"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " border ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "6"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    gl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "enable"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "gl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "SCISSOR_TEST"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    gl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "clearColor"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0.79"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0.54"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0.07"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "1"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "for"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), "x", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " y", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " w", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " h", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "of"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " width", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " border", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " height ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "-"
        }), " border", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " width", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " border", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " border", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " height", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), "width ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "-"
        }), " border", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " border", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " height", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "as"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n      gl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "scissor"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "x", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " y", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " w", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " h", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n      gl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "clear"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "gl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "COLOR_BUFFER_BIT"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n    gl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "disable"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "gl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "SCISSOR_TEST"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "async"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "function"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "newestVersion"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "modelId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "Promise"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "<"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " response ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "fetch"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token template-string",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/my-app/models/"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "modelId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/newest-version"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "json"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "as"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "version", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "version", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " viewer ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "createViewer"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "document", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "body", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " frame ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "OutdatedVersionFrame"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\nframe", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "enabled ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token boolean",
          children: "false"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " removeFrame ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "render", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "addPass"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "frame", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " model ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          className: "token number",
          children: "14"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\nframe", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "enabled ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " model", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "version ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "<"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "newestVersion"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "model", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "id", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\nviewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "render", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "requestRender"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Restore any WebGL state you change, as the pass above does with the scissor test: the next pass and the next frame expect the defaults. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "removeFrame()"
      }), " takes the pass out again. Passes show up by name in the statistics of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GLMonitor"
      }), ", so a slow pass of yours is easy to find."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "limits-and-browser-support",
      children: "Limits and browser support"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The viewer needs WebGL 2, available in current Chrome, Edge, Firefox and Safari on desktop and mobile. A model of about one million elements needs roughly 1.5 GB of GPU memory at full detail; the viewer switches to coarser levels of detail when memory runs short, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/GLMonitor/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GLMonitor"
        })
      }), " reports a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "memoryWarning"
      }), " so your application can unload models it no longer shows. When the browser takes the WebGL context away, the viewer restores the scene by itself as soon as the context returns; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "contextLost"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "contextRestored"
      }), " let you show a message meanwhile."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "where-to-go-next",
      children: "Where to go next"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Install the package and hand the viewer an access token: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-overview/import-and-usage/",
          children: "import and usage"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Learn how models, elements and the spatial tree relate: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-overview/scene-graph/",
          children: "scene graph"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Try the API without setting up a project: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-overview/playground-overview/",
          children: "the viewer playground"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Build a complete page step by step: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-howto/basic-app/",
          children: "a basic application in five steps"
        }), "."]
      }), "\n"]
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
96261(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgNTYwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjU2MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsbGVkYnk9InQiPgo8dGl0bGUgaWQ9InQiPkFyY2hpdGVjdHVyZSBvZiBUZXNzZXJhIFZpZXdlcjogdGhlIFZpZXdlciB3aXRoIGl0cyBtYW5hZ2VycywgZXZlbnQgbWFwLCBleHRlbnNpb25zIGFuZCByZW5kZXIgcGFzc2VzPC90aXRsZT4KPHJlY3Qgd2lkdGg9Ijk2MCIgaGVpZ2h0PSI1NjAiIGZpbGw9IiNmM2Y1ZjgiLz4KPGRlZnM+CjxtYXJrZXIgaWQ9ImEiIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjgiIG1hcmtlckhlaWdodD0iOCIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDEwIDVMMCAxMHoiIGZpbGw9IiM0YTUyNjAiLz48L21hcmtlcj4KPG1hcmtlciBpZD0iYiIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzBiNmU2OSIvPjwvbWFya2VyPgo8L2RlZnM+CjxyZWN0IHg9IjMwIiB5PSIyMCIgd2lkdGg9IjI1MCIgaGVpZ2h0PSI1MCIgcng9IjgiIGZpbGw9IiMwYjZlNjkiLz4KPHRleHQgeD0iNDYiIHk9IjQxIiBmb250LXNpemU9IjE0IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjZmZmZmZmIj5UZXNzZXJhIFNlcnZlcjwvdGV4dD4KPHRleHQgeD0iNDYiIHk9IjU5IiBmb250LXNpemU9IjEyIiBmaWxsPSIjZmZmZmZmIj5idWNrZXRzIG9mIGEgbW9kZWwgdmVyc2lvbjwvdGV4dD4KPHJlY3QgeD0iNjgwIiB5PSIyMCIgd2lkdGg9IjI1MCIgaGVpZ2h0PSI1MCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjY5NiIgeT0iNDEiIGZvbnQtc2l6ZT0iMTQiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiM0YTUyNjAiPllvdXIgd2ViIHBhZ2U8L3RleHQ+Cjx0ZXh0IHg9IjY5NiIgeT0iNTkiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPmNvbnRhaW5lciBlbGVtZW50LCB0b29sYmFyLCBwYW5lbHM8L3RleHQ+CjxnIGZvbnQtc2l6ZT0iMTIiPgo8dGV4dCB4PSIxMTkiIHk9Ijk2IiBmaWxsPSIjMGI2ZTY5Ij5nZW9tZXRyeSBidWNrZXQ8L3RleHQ+Cjx0ZXh0IHg9IjI2NSIgeT0iOTYiIGZpbGw9IiMwYjZlNjkiPm1ldGEgYnVja2V0PC90ZXh0Pgo8dGV4dCB4PSI3OTciIHk9Ijk0IiBmaWxsPSIjNGE1MjYwIiB0ZXh0LWFuY2hvcj0iZW5kIj5jcmVhdGVWaWV3ZXIoY29udGFpbmVyLCBvcHRpb25zKTwvdGV4dD4KPC9nPgo8cmVjdCB4PSIzMCIgeT0iMTEwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjMwNCIgcng9IjEwIiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzODAiIHk9IjEzOCIgZm9udC1zaXplPSIxNSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+Vmlld2VyPC90ZXh0Pgo8ZyBzdHJva2Utd2lkdGg9IjIiIGZpbGw9Im5vbmUiPgo8cGF0aCBkPSJNMTEzIDcwVjE1MiIgc3Ryb2tlPSIjMGI2ZTY5IiBtYXJrZXItZW5kPSJ1cmwoI2IpIi8+CjxwYXRoIGQ9Ik0yNTkgNzBWMTUyIiBzdHJva2U9IiMwYjZlNjkiIG1hcmtlci1lbmQ9InVybCgjYikiLz4KPHBhdGggZD0iTTgwNSA3MFYxMDYiIHN0cm9rZT0iIzRhNTI2MCIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8L2c+Cjx0ZXh0IHg9IjQ0NiIgeT0iMTM4IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5jYW52YXMgwrcgc2VsZWN0aW9uIMK3IGxvYWRNb2RlbCgpIMK3IGRpc3Bvc2UoKTwvdGV4dD4KPGcgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+CjxyZWN0IHg9IjQ2IiB5PSIxNTYiIHdpZHRoPSIxMzQiIGhlaWdodD0iODQiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMS41Ii8+Cjx0ZXh0IHg9IjU2IiB5PSIxNzYiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPnZpZXdlci5zY2VuZTwvdGV4dD4KPHRleHQgeD0iNTYiIHk9IjE5NSI+U2NlbmVNYW5hZ2VyPC90ZXh0Pgo8dGV4dCB4PSI1NiIgeT0iMjEzIj5tb2RlbHMsIHN0YXRlczwvdGV4dD4KPHRleHQgeD0iNTYiIHk9IjIzMCI+dG9vbHM6IFNjZW5lVG9vbHM8L3RleHQ+CjxyZWN0IHg9IjE5MiIgeT0iMTU2IiB3aWR0aD0iMTM0IiBoZWlnaHQ9Ijg0IiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjEuNSIvPgo8dGV4dCB4PSIyMDIiIHk9IjE3NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+dmlld2VyLm1ldGE8L3RleHQ+Cjx0ZXh0IHg9IjIwMiIgeT0iMTk1Ij5NZXRhTWFuYWdlcjwvdGV4dD4KPHRleHQgeD0iMjAyIiB5PSIyMTMiPnNwYXRpYWwgdHJlZTwvdGV4dD4KPHRleHQgeD0iMjAyIiB5PSIyMzAiPmVsZW1lbnQgcHJvcGVydGllczwvdGV4dD4KPHJlY3QgeD0iMzM4IiB5PSIxNTYiIHdpZHRoPSIxMzQiIGhlaWdodD0iODQiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMS41Ii8+Cjx0ZXh0IHg9IjM0OCIgeT0iMTc2IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj52aWV3ZXIucmVuZGVyPC90ZXh0Pgo8dGV4dCB4PSIzNDgiIHk9IjE5NSI+UmVuZGVyTWFuYWdlcjwvdGV4dD4KPHRleHQgeD0iMzQ4IiB5PSIyMTMiPmZyYW1lcyBvbiBkZW1hbmQ8L3RleHQ+Cjx0ZXh0IHg9IjM0OCIgeT0iMjMwIj5zZXR0aW5ncywgcGFzc2VzPC90ZXh0Pgo8cmVjdCB4PSI0ODQiIHk9IjE1NiIgd2lkdGg9IjEzNCIgaGVpZ2h0PSI4NCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIxLjUiLz4KPHRleHQgeD0iNDk0IiB5PSIxNzYiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPnZpZXdlci5waWNrZXI8L3RleHQ+Cjx0ZXh0IHg9IjQ5NCIgeT0iMTk1Ij5QaWNrZXI8L3RleHQ+Cjx0ZXh0IHg9IjQ5NCIgeT0iMjEzIj5waWNrKHgsIHkpPC90ZXh0Pgo8dGV4dCB4PSI0OTQiIHk9IjIzMCI+cGlja1JlY3QocmVjdCk8L3RleHQ+CjxyZWN0IHg9IjYzMCIgeT0iMTU2IiB3aWR0aD0iMTM0IiBoZWlnaHQ9Ijg0IiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjEuNSIvPgo8dGV4dCB4PSI2NDAiIHk9IjE3NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+dmlld2VyLmNsaXBwaW5nPC90ZXh0Pgo8dGV4dCB4PSI2NDAiIHk9IjE5NSI+Q2xpcHBpbmdUb29sczwvdGV4dD4KPHRleHQgeD0iNjQwIiB5PSIyMTMiPnVwIHRvIDYgcGxhbmVzPC90ZXh0Pgo8dGV4dCB4PSI2NDAiIHk9IjIzMCI+c2VjdGlvbiBib3g8L3RleHQ+CjxyZWN0IHg9Ijc3NiIgeT0iMTU2IiB3aWR0aD0iMTM4IiBoZWlnaHQ9Ijg0IiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjEuNSIvPgo8dGV4dCB4PSI3ODYiIHk9IjE3NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+dmlld2VyLmV4dGVuc2lvbnM8L3RleHQ+Cjx0ZXh0IHg9Ijc4NiIgeT0iMTk1Ij5FeHRlbnNpb25SZWdpc3RyeTwvdGV4dD4KPHRleHQgeD0iNzg2IiB5PSIyMTMiPnJlZ2lzdGVyKENsYXNzLCDigKYpPC90ZXh0Pgo8dGV4dCB4PSI3ODYiIHk9IjIzMCI+Z2V0KENsYXNzKTwvdGV4dD4KPC9nPgo8cmVjdCB4PSI0NiIgeT0iMjU0IiB3aWR0aD0iODY4IiBoZWlnaHQ9IjMyIiByeD0iNiIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjU4IiB5PSIyNzUiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPjx0c3BhbiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj52aWV3ZXIuZXZlbnRzPC90c3Bhbj4g4oCUIFZpZXdlckV2ZW50czogc2NlbmUsIG1ldGEsIHJlbmRlciBhbmQgY2xpcHBpbmcgZXZlbnRzLCBwbHVzIGVsZW1lbnRDbGlja2VkLCBzZWxlY3Rpb25DaGFuZ2VkLCBkaXNwb3NlZDwvdGV4dD4KPGcgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+Cjx0ZXh0IHg9IjQ2IiB5PSIzMTIiIGZvbnQtd2VpZ2h0PSI2MDAiIGZvbnQtc2l6ZT0iMTMiPkV4dGVuc2lvbnMgKGNsYXNzZXMgZGVyaXZlZCBmcm9tIEV4dGVuc2lvbik8L3RleHQ+CjxyZWN0IHg9IjQ2IiB5PSIzMjIiIHdpZHRoPSIxOTYiIGhlaWdodD0iMjQiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiLz4KPHRleHQgeD0iNTYiIHk9IjMzOSI+T3JiaXRDb250cm9sbGVyRXh0ZW5zaW9uPC90ZXh0Pgo8cmVjdCB4PSIyNTIiIHk9IjMyMiIgd2lkdGg9IjE5NiIgaGVpZ2h0PSIyNCIgcng9IjQiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzEyNTdhMCIvPgo8dGV4dCB4PSIyNjIiIHk9IjMzOSI+R2VuZXJhbE1vZGVFeHRlbnNpb248L3RleHQ+CjxyZWN0IHg9IjQ2IiB5PSIzNTIiIHdpZHRoPSIxOTYiIGhlaWdodD0iMjQiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiLz4KPHRleHQgeD0iNTYiIHk9IjM2OSI+TWVhc3VyZUV4dGVuc2lvbjwvdGV4dD4KPHJlY3QgeD0iMjUyIiB5PSIzNTIiIHdpZHRoPSIxOTYiIGhlaWdodD0iMjQiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiLz4KPHRleHQgeD0iMjYyIiB5PSIzNjkiPlZpc2liaWxpdHlFeHRlbnNpb248L3RleHQ+CjxyZWN0IHg9IjQ2IiB5PSIzODIiIHdpZHRoPSIxOTYiIGhlaWdodD0iMjQiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiLz4KPHRleHQgeD0iNTYiIHk9IjM5OSI+U2V0dGluZ3NFeHRlbnNpb248L3RleHQ+CjxyZWN0IHg9IjI1MiIgeT0iMzgyIiB3aWR0aD0iMTk2IiBoZWlnaHQ9IjI0IiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2UtZGFzaGFycmF5PSI1IDMiLz4KPHRleHQgeD0iMjYyIiB5PSIzOTkiIGZpbGw9IiNjOThhMTIiPnlvdXIgRXh0ZW5zaW9uIHN1YmNsYXNzPC90ZXh0Pgo8L2c+CjxnIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPgo8dGV4dCB4PSI0ODQiIHk9IjMxMiIgZm9udC13ZWlnaHQ9IjYwMCIgZm9udC1zaXplPSIxMyI+UmVuZGVyIHBhc3NlcyBvZiBvbmUgZnJhbWUsIGluIGFzY2VuZGluZyBvcmRlcjwvdGV4dD4KPHJlY3QgeD0iNDg0IiB5PSIzMjYiIHdpZHRoPSI5MiIgaGVpZ2h0PSI0NCIgcng9IjYiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSI1MzAiIHk9IjM0NCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+YmFja2dyb3VuZDwvdGV4dD4KPHRleHQgeD0iNTMwIiB5PSIzNjEiIHRleHQtYW5jaG9yPSJtaWRkbGUiPmNsZWFyPC90ZXh0Pgo8cmVjdCB4PSI1OTIiIHk9IjMyNiIgd2lkdGg9IjkyIiBoZWlnaHQ9IjQ0IiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIi8+Cjx0ZXh0IHg9IjYzOCIgeT0iMzQ0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5tb2RlbDwvdGV4dD4KPHRleHQgeD0iNjM4IiB5PSIzNjEiIHRleHQtYW5jaG9yPSJtaWRkbGUiPm9yZGVyIDUwMDwvdGV4dD4KPHJlY3QgeD0iNzAwIiB5PSIzMjYiIHdpZHRoPSI5MiIgaGVpZ2h0PSI0NCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzBiNmU2OSIvPgo8dGV4dCB4PSI3NDYiIHk9IjM0NCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+b3ZlcmxheXM8L3RleHQ+Cjx0ZXh0IHg9Ijc0NiIgeT0iMzYxIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5vcmRlciA4MDA8L3RleHQ+CjxyZWN0IHg9IjgwOCIgeT0iMzI2IiB3aWR0aD0iMTA2IiBoZWlnaHQ9IjQ0IiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2UtZGFzaGFycmF5PSI1IDMiLz4KPHRleHQgeD0iODYxIiB5PSIzNDQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiNjOThhMTIiIGZvbnQtc2l6ZT0iMTEiPnlvdXIgUmVuZGVyUGFzczwvdGV4dD4KPHRleHQgeD0iODYxIiB5PSIzNjEiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiNjOThhMTIiIGZvbnQtc2l6ZT0iMTEiPmUuZy4gb3JkZXIgOTAwPC90ZXh0Pgo8dGV4dCB4PSI0ODQiIHk9IjM5NiI+QSBmcmFtZSBpcyBkcmF3biBvbmx5IGFmdGVyIHJlcXVlc3RSZW5kZXIoKSBvciBhIGNoYW5nZSBvZiB0aGUgc2NlbmUuPC90ZXh0Pgo8L2c+CjxnIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIxLjUiIGZpbGw9Im5vbmUiPgo8cGF0aCBkPSJNNTc2IDM0OEg1ODgiIG1hcmtlci1lbmQ9InVybCgjYSkiLz48cGF0aCBkPSJNNjg0IDM0OEg2OTYiIG1hcmtlci1lbmQ9InVybCgjYSkiLz48cGF0aCBkPSJNNzkyIDM0OEg4MDQiIG1hcmtlci1lbmQ9InVybCgjYSkiLz4KPC9nPgo8ZyBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj4KPHJlY3QgeD0iMzAiIHk9IjQzMiIgd2lkdGg9IjI5MCIgaGVpZ2h0PSIxMTAiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI0NiIgeT0iNDU2IiBmb250LXdlaWdodD0iNjAwIiBmb250LXNpemU9IjEzIiBmaWxsPSIjMGI2ZTY5Ij5HZW9tZXRyeSBvZiB5b3VyIG93bjwvdGV4dD4KPHRleHQgeD0iNDYiIHk9IjQ3OCI+U2NyZWVuUG9pbnRzLCBTY3JlZW5MaW5lczwvdGV4dD4KPHRleHQgeD0iNDYiIHk9IjQ5NyI+ZGVyaXZlZCBmcm9tIEdlb21ldHJ5QmFzZSw8L3RleHQ+Cjx0ZXh0IHg9IjQ2IiB5PSI1MTYiPmFkZGVkIHdpdGggdmlld2VyLnNjZW5lLmFkZCgpPC90ZXh0Pgo8dGV4dCB4PSI0NiIgeT0iNTM0Ij5kcmF3biBpbiB0aGUgb3ZlcmxheSBwYXNzPC90ZXh0Pgo8cmVjdCB4PSIzMzUiIHk9IjQzMiIgd2lkdGg9IjI5MCIgaGVpZ2h0PSIxMTAiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNTEiIHk9IjQ1NiIgZm9udC13ZWlnaHQ9IjYwMCIgZm9udC1zaXplPSIxMyI+SGVscGVycyB5b3UgY29uc3RydWN0IHlvdXJzZWxmPC90ZXh0Pgo8dGV4dCB4PSIzNTEiIHk9IjQ3OCI+bmV3IEN1YmVDb250cm9sKHZpZXdlcikg4oCUIGN1YmU8L3RleHQ+Cjx0ZXh0IHg9IjM1MSIgeT0iNDk3Ij5uZXcgTGFiZWxNYXAodmlld2VyLCBuYW1lKSDigJQgbGFiZWxzPC90ZXh0Pgo8dGV4dCB4PSIzNTEiIHk9IjUxNiI+bmV3IEdMTW9uaXRvcih2aWV3ZXIpIOKAlCBmcHMsIG1lbW9yeTwvdGV4dD4KPHRleHQgeD0iMzUxIiB5PSI1MzQiPm5ldyBQcm9wZXJ0eVRvb2xzKGxvY2FsZSkg4oCUIHZhbHVlczwvdGV4dD4KPHJlY3QgeD0iNjQwIiB5PSI0MzIiIHdpZHRoPSIyOTAiIGhlaWdodD0iMTEwIiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNjU2IiB5PSI0NTYiIGZvbnQtd2VpZ2h0PSI2MDAiIGZvbnQtc2l6ZT0iMTMiPllvdXIgaW50ZXJmYWNlIGFyb3VuZCB0aGUgY2FudmFzPC90ZXh0Pgo8dGV4dCB4PSI2NTYiIHk9IjQ3OCI+VUkuY3JlYXRlQnV0dG9uLCBVSS5jcmVhdGVUb29sYmFyPC90ZXh0Pgo8dGV4dCB4PSI2NTYiIHk9IjQ5NyI+VUkuZm9ybWF0TGVuZ3RoPC90ZXh0Pgo8dGV4dCB4PSI2NTYiIHk9IjUxNiI+cGFuZWxzIHRoYXQgbGlzdGVuIHRvIHZpZXdlci5ldmVudHM8L3RleHQ+Cjx0ZXh0IHg9IjY1NiIgeT0iNTM0Ij5hbmQgY2FsbCB0aGUgbWFuYWdlcnM8L3RleHQ+CjwvZz4KPC9zdmc+Cg==");

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
30951(module) {
module.exports = JSON.parse('{"id":"tessera-viewer-overview/viewer-overview","title":"Viewer overview","description":"What Tessera Viewer is made of: the Viewer object and its managers, extensions registered on it, typed events, frames drawn on demand with render passes, and where each part is described in the API reference.","source":"@site/content/viewer/tessera-viewer-overview/viewer-overview.md","sourceDirName":"tessera-viewer-overview","slug":"/tessera-viewer-overview/viewer-overview","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/viewer-overview","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/viewer/tessera-viewer-overview/viewer-overview.md","tags":[],"version":"current","lastUpdatedAt":1795496074000,"sidebarPosition":1,"frontMatter":{"title":"Viewer overview","description":"What Tessera Viewer is made of: the Viewer object and its managers, extensions registered on it, typed events, frames drawn on demand with render passes, and where each part is described in the API reference.","order":1,"icon":"viewer","author":[{"name":"Igor Volkov"}],"date":"2026-11-10","categories":["Overview"],"tessera_tags":["viewer","architecture","extensions","events","rendering"],"sidebar_position":1,"reading_time":{"words":1187,"minutes":5.935},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Overview","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/"},"next":{"title":"Import and usage","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/import-and-usage"}}')

},

};
;