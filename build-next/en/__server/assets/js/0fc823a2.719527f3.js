"use strict";
exports.ids = ["6417"];
exports.modules = {
88566(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_overview_playground_overview_md_0fc_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_overview_playground_overview_md_0fc_json__rspack_import_0 = __webpack_require__(35194);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Viewer playground',
	shortTitle: 'Playground',
	description: 'The viewer playground: a local sandbox shipped with @tessera/viewer where you load a sample model, write code against the viewer API and see the result at once — how to start it, its panels, the sample scenes, sharing snippets and its limits.',
	order: 4,
	icon: 'rocket',
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
		'playground',
		'samples',
		'sandbox'
	],
	sidebar_label: 'Playground',
	sidebar_position: 4,
	reading_time: {
		words: 1243,
		minutes: 6.215
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What it is for",
  "id": "what-it-is-for",
  "level": 2
}, {
  "value": "Start it",
  "id": "start-it",
  "level": 2
}, {
  "value": "The panels",
  "id": "the-panels",
  "level": 2
}, {
  "value": "A first snippet",
  "id": "a-first-snippet",
  "level": 2
}, {
  "value": "Sample scenes",
  "id": "sample-scenes",
  "level": 2
}, {
  "value": "Share a snippet",
  "id": "share-a-snippet",
  "level": 2
}, {
  "value": "Limits",
  "id": "limits",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    em: "em",
    h2: "h2",
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
      children: ["The viewer playground is a small web application that comes with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "@tessera/viewer"
      }), " package. It runs on your own computer: one command starts a local server, and the browser shows a code editor next to a live viewer. You write TypeScript against the viewer API, press Ctrl+Enter, and see the model react a second later. Sample models ship with it, so you need neither a project of your own nor a Tessera Server to start."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-it-is-for",
      children: "What it is for"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Trying the API before you build."
        }), " Check how ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "isolate"
        }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ghostOthers"
        }), " looks, what a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PickResult"
        }), " contains or how fast a section box is, without setting up a bundler, a page and an access token."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Following the tutorials."
        }), " Every code sample on these pages runs in the playground once you point it at a sample model instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tower-a"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Reproducing a problem."
        }), " A few lines that show a wrong result on a sample model are the fastest bug report the Tessera support team can get."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Looking at your own models."
        }), " With a server address and a token, the playground loads the models of your projects too, read-only."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "start-it",
      children: "Start it"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The playground needs Node.js 20 and the package installed as described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-overview/import-and-usage/",
        children: "import and usage"
      }), ". It is the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tessera-viewer-playground"
      }), " command of the package:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-bash",
        children: ["npx tessera-viewer-playground ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "--open"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The command starts a server on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "http://localhost:5178"
      }), " and, with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "--open"
      }), ", opens that address in your default browser. Stop it with Ctrl+C in the terminal. To load models from your Tessera Server as well, pass its address and put a personal API token with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "read"
      }), " scope in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "TESSERA_TOKEN"
      }), " environment variable. The token stays in the local server, which adds it to the requests it forwards; the page in the browser never sees it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-bash",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin class-name",
          children: "export"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token assign-left variable",
          children: "TESSERA_TOKEN"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"tpat_…\""
        }), "          ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token comment",
          children: "# created on the API tokens tab of the Personal account"
        }), "\nnpx tessera-viewer-playground ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "--server"
        }), " https://tessera.company.ru ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "--open"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Option"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it does"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--port <number>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "5178"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "port of the local server"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--host <address>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "127.0.0.1"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["address to listen on; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0.0.0.0"
            }), " makes the playground reachable from other computers"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--server <url>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tessera Server to which requests for models other than the samples are forwarded"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--snippets <folder>"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "none"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["folder of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".ts"
            }), " files listed in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
              children: "Snippets"
            }), " menu, for example your team's examples"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "--open"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "off"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "opens the playground in the default browser"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-panels",
      children: "The panels"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Layout of the viewer playground: (1) the top bar with the sample scene, Run, Auto-run, Share, Export and Reset; (2) the editor with main.ts and a type error underlined; (3) the viewport with the sample model and the navigation cube; (4) the inspector with the Scene, Events and Stats tabs, here the live event log; (5) the console with the run&#39;s output and errors",
        src: (__webpack_require__(85517)/* ["default"] */.A) + "",
        width: "960",
        height: "560"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Top bar."
        }), " Chooses the sample scene, runs the code (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Run"
        }), " or Ctrl+Enter), and with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Auto-run"
        }), " switched on runs it again one second after you stop typing. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Share"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Export"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Reset"
        }), " are described below; on the right are the package version and whether the playground forwards to a server or serves samples only."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Editor."
        }), " One file, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "main.ts"
        }), ", with completion, hover text and error marks from the package's declarations — the same declarations and the same strict compiler settings as the samples of this site. A type error does not stop a run: the code is run as written, as a bundler would, and the error is listed in the console as well, because a wrong type often explains a strange result."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Viewport."
        }), " The element ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "#viewport"
        }), ", which your code passes to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "createViewer"
        }), ". Each run starts in a fresh frame, so the WebGL context, listeners and variables of the previous run are gone. The frame is served by the playground's own server, which is the page's origin, so a snippet needs no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "serverUrl"
        }), ": the server answers for the sample models itself and forwards other model ids when started with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--server"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Inspector."
        }), " Attaches to every viewer the run creates. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Scene"
        }), " lists the loaded models with their ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-api/enumerations/ModelStatus/",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ModelStatus"
          })
        }), ", element counts, the selection, clipping planes and the section box; clicking an element there shows its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ElementData"
        }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Events"
        }), " logs every event of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-api/interfaces/ViewerEvents/",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "ViewerEvents"
          })
        }), " with its payload and can filter out chatty ones such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "frameRendered"
        }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Stats"
        }), " shows what a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-api/classes/GLMonitor/",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
            children: "GLMonitor"
          })
        }), " reports: frames per second, frame time, draw calls, triangles and GPU memory."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Console."
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "console.log"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "warn"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "error"
        }), " of the run, uncaught errors and rejected promises with their line in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "main.ts"
        }), ", and one line per run with the compile time and the number of type errors."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "a-first-snippet",
      children: "A first snippet"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each sample scene opens with starter code like the one below; the Office sample's is exactly this. It creates a viewer in the viewport, loads the sample and prints the properties of every element you click. Add a line, press Ctrl+Enter, and watch the result in the viewport and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Events"
      }), " tab."]
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
        }), " GeneralModeExtension", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " OrbitControllerExtension", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " PropertyTools", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "'viewport'"
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
          children: "'Run this snippet in the playground viewport'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
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
        }), "container", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\nviewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "extensions", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "register"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "OrbitControllerExtension", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\nviewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "extensions", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "register"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "GeneralModeExtension", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "'sample/office'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " version", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "1"
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
          className: "token builtin",
          children: "console"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "log"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
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
            children: ": "
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
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " tools ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "PropertyTools"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'en-GB'"
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
          children: "'elementClicked'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "async"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "pick", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!"
        }), "pick", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "select"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), "pick", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "element", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " node ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "meta", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "loadProperties"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "pick", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "element", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "console"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "log"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "node", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "name", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " node", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "properties", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "map"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "property", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "=>"
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
            }), "property", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "set", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "property", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "name", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: " = "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "tools", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token function",
              children: "format"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "("
            }), "property", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: ")"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
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
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The same code runs in your application once ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "createViewer"
      }), " gets your server's address and a token callback, and the model id is one of your models (see the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-howto/basic-app/",
        children: "five-step tutorial"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "sample-scenes",
      children: "Sample scenes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The samples are ordinary geometry and meta buckets in the package's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "playground/samples/"
      }), " folder, about 18 MB together, with one version each (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "version: 1"
      }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "'latest'"
      }), " works too). They are small enough to load in a second and rich enough to exercise every part of the API."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Sample"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Model ids"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Good for"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Office"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sample/office"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4,812"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "three storeys of an office with walls, slabs, doors and windows carrying the IFC common property sets: picking, properties, visibility, measuring"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rooms"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sample/rooms"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1,236"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["the spaces of the same office with room numbers in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Pset_SpaceCommon/Reference"
            }), " and areas: labels, the spatial tree"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Services"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sample/services"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "12,460"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ducts, pipes and cable trays of one floor, with a dozen clashes against the structure: clipping, the section box, isolation"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Campus"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sample/campus-a"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sample/campus-b"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3,150 and 2,870"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "two buildings in one project coordinate system: several models at once, element references across models"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "share-a-snippet",
      children: "Share a snippet"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Share"
        }), " copies a link such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "http://localhost:5178/#s=…"
        }), " to the clipboard. The code and the sample name are compressed into the part after ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "#"
        }), ", which browsers never send to a server, so nothing is uploaded anywhere. Whoever opens the link needs a playground of their own running on the same port, ideally of the same version. A link holds up to about 8,000 characters of code; for longer snippets use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Export"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Export"
        }), " downloads ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "playground-snippet.zip"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "index.html"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "main.ts"
        }), ", a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "package.json"
        }), " that depends on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "@tessera/viewer"
        }), " at the playground's version, and a Vite configuration. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "npm install && npm run dev"
        }), " turns the snippet into a project of its own, the usual next step once an idea works."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Snippets"
        }), " (Ctrl+S) keeps named snippets in your browser's local storage, next to those of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--snippets"
        }), " folder."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "For a bug report"
        }), ", attach the exported archive and the text that ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Copy report"
        }), " on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Stats"
        }), " tab puts on the clipboard: browser, GPU, WebGL limits and the viewer version."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Reset"
      }), " brings back the starter code of the current sample; your own edits are lost unless you saved or shared them."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "limits",
      children: "Limits"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The playground is a development tool for one person's computer. With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--host 0.0.0.0"
        }), ", everyone who can reach your computer loads models with your token; use it only on a trusted network, and only with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "read"
        }), " token."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A snippet can import nothing but ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "@tessera/viewer"
        }), "; any other import fails to compile with \"Cannot find module\". Browser APIs such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "fetch"
        }), " and the DOM are available."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Forwarding is read-only: only the requests the viewer makes for buckets and model data are passed to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--server"
        }), ". Requests that would change data are refused by the playground itself."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Stats"
        }), " figures come from a page that also runs the editor and the inspector. Use them to compare two versions of a snippet, and measure real performance in your application."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The samples are small. To see how your code behaves with a model of a million elements, load one of your own models through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--server"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The playground is the one of the package version you installed. Updating ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "@tessera/viewer"
        }), " updates the playground and its declarations together."]
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
85517(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgNTYwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjU2MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsbGVkYnk9InQiPgo8dGl0bGUgaWQ9InQiPkxheW91dCBvZiB0aGUgVGVzc2VyYSBWaWV3ZXIgcGxheWdyb3VuZDogdG9wIGJhciwgY29kZSBlZGl0b3IsIHZpZXdwb3J0LCBpbnNwZWN0b3IgYW5kIGNvbnNvbGU8L3RpdGxlPgo8cmVjdCB3aWR0aD0iOTYwIiBoZWlnaHQ9IjU2MCIgZmlsbD0iI2YzZjVmOCIvPgo8cmVjdCB4PSIxMiIgeT0iMTIiIHdpZHRoPSI5MzYiIGhlaWdodD0iNTM2IiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIiBzdHJva2Utd2lkdGg9IjIiLz4KPHJlY3QgeD0iMTIiIHk9IjEyIiB3aWR0aD0iOTM2IiBoZWlnaHQ9IjQ0IiByeD0iNiIgZmlsbD0iIzEyNTdhMCIvPgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjZmZmZmZmIj4KPHRleHQgeD0iMjgiIHk9IjM5IiBmb250LXdlaWdodD0iNjAwIj5UZXNzZXJhIFZpZXdlciBQbGF5Z3JvdW5kPC90ZXh0Pgo8cmVjdCB4PSIyMzYiIHk9IjIxIiB3aWR0aD0iMTgwIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgZmlsbC1vcGFjaXR5PSIwLjE1IiBzdHJva2U9IiNmZmZmZmYiIHN0cm9rZS1vcGFjaXR5PSIwLjYiLz4KPHRleHQgeD0iMjQ2IiB5PSIzOSI+U2FtcGxlOiBPZmZpY2Ug4pa+PC90ZXh0Pgo8cmVjdCB4PSI0MzAiIHk9IjIxIiB3aWR0aD0iMTI4IiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIvPgo8dGV4dCB4PSI0OTQiIHk9IjM5IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjMTI1N2EwIiBmb250LXdlaWdodD0iNjAwIiBmb250LXNpemU9IjEyIj7ilrYgUnVuICBDdHJsK0VudGVyPC90ZXh0Pgo8dGV4dCB4PSI1NzQiIHk9IjM5Ij7imJAgQXV0by1ydW48L3RleHQ+Cjx0ZXh0IHg9IjY2MiIgeT0iMzkiPlNoYXJlPC90ZXh0Pgo8dGV4dCB4PSI3MTQiIHk9IjM5Ij5FeHBvcnQ8L3RleHQ+Cjx0ZXh0IHg9Ijc3NCIgeT0iMzkiPlJlc2V0PC90ZXh0Pgo8dGV4dCB4PSI4MjYiIHk9IjM5IiBmb250LXNpemU9IjExIj40LjIuMCDCtyBzYW1wbGVzPC90ZXh0Pgo8L2c+CjxnIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPgo8cmVjdCB4PSIxMiIgeT0iNTYiIHdpZHRoPSIzODAiIGhlaWdodD0iMzMwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSI3OCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+bWFpbi50czwvdGV4dD4KPHBhdGggZD0iTTEyIDg2SDM5MiIgc3Ryb2tlPSIjZDBkN2UyIi8+CjxnIGZvbnQtZmFtaWx5PSJ1aS1tb25vc3BhY2UsIFNGTW9uby1SZWd1bGFyLCBNZW5sbywgbW9ub3NwYWNlIiBmb250LXNpemU9IjExIj4KPHRleHQgeD0iMjQiIHk9IjEwNiI+PHRzcGFuIGZpbGw9IiNkMGQ3ZTIiPjEgPC90c3Bhbj4gaW1wb3J0IHtjcmVhdGVWaWV3ZXJ9IGZyb20gJ0B0ZXNzZXJhL3ZpZXdlcic7PC90ZXh0Pgo8dGV4dCB4PSIyNCIgeT0iMTI0Ij48dHNwYW4gZmlsbD0iI2QwZDdlMiI+MiA8L3RzcGFuPjwvdGV4dD4KPHRleHQgeD0iMjQiIHk9IjE0MiI+PHRzcGFuIGZpbGw9IiNkMGQ3ZTIiPjMgPC90c3Bhbj4gY29uc3QgY29udGFpbmVyID0gZG9jdW1lbnQuZ2V0RWxlbWVudEJ5SWQoPC90ZXh0Pgo8dGV4dCB4PSIyNCIgeT0iMTYwIj48dHNwYW4gZmlsbD0iI2QwZDdlMiI+NCA8L3RzcGFuPiAgICd2aWV3cG9ydCcpOzwvdGV4dD4KPHRleHQgeD0iMjQiIHk9IjE3OCI+PHRzcGFuIGZpbGw9IiNkMGQ3ZTIiPjUgPC90c3Bhbj4gaWYgKCFjb250YWluZXIpIHRocm93IG5ldyBFcnJvcign4oCmJyk7PC90ZXh0Pgo8dGV4dCB4PSIyNCIgeT0iMTk2Ij48dHNwYW4gZmlsbD0iI2QwZDdlMiI+NiA8L3RzcGFuPiBjb25zdCB2aWV3ZXIgPSBjcmVhdGVWaWV3ZXIoY29udGFpbmVyKTs8L3RleHQ+Cjx0ZXh0IHg9IjI0IiB5PSIyMTQiPjx0c3BhbiBmaWxsPSIjZDBkN2UyIj43IDwvdHNwYW4+IGNvbnN0IG1vZGVsID0gYXdhaXQgdmlld2VyLmxvYWRNb2RlbCg8L3RleHQ+Cjx0ZXh0IHg9IjI0IiB5PSIyMzIiPjx0c3BhbiBmaWxsPSIjZDBkN2UyIj44IDwvdHNwYW4+ICAge21vZGVsSWQ6ICdzYW1wbGUvb2ZmaWNlJywgdmVyc2lvbjogMX0pOzwvdGV4dD4KPHRleHQgeD0iMjQiIHk9IjI1MCI+PHRzcGFuIGZpbGw9IiNkMGQ3ZTIiPjkgPC90c3Bhbj4gdmlld2VyLmV2ZW50cy5vbignZWxlbWVudENsaWNrZWQnLDwvdGV4dD4KPHRleHQgeD0iMjQiIHk9IjI2OCI+PHRzcGFuIGZpbGw9IiNkMGQ3ZTIiPjEwPC90c3Bhbj4gICAoe3BpY2t9KSA9Jmd0OyBjb25zb2xlLmxvZyhwaWNrPy5wb2ludCkpOzwvdGV4dD4KPHRleHQgeD0iMjQiIHk9IjI4NiI+PHRzcGFuIGZpbGw9IiNkMGQ3ZTIiPjExPC90c3Bhbj4gdmlld2VyLnBpY2trKDEwLCAxMCk7PC90ZXh0Pgo8L2c+CjxwYXRoIGQ9Ik02MCAyOTBxNCAzIDggMHQ4IDB0OCAwdDggMHQ4IDB0OCAwdDggMHQ4IDB0OCAwdDggMCIgc3Ryb2tlPSIjYjMyNjFlIiBzdHJva2Utd2lkdGg9IjEuNSIgZmlsbD0ibm9uZSIvPgo8cmVjdCB4PSIyNCIgeT0iMzAyIiB3aWR0aD0iMzU2IiBoZWlnaHQ9IjQwIiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjYjMyNjFlIi8+Cjx0ZXh0IHg9IjM0IiB5PSIzMTkiIGZpbGw9IiNiMzI2MWUiPjExOiBQcm9wZXJ0eSAncGlja2snIGRvZXMgbm90IGV4aXN0IG9uIHR5cGU8L3RleHQ+Cjx0ZXh0IHg9IjM0IiB5PSIzMzUiIGZpbGw9IiNiMzI2MWUiPidWaWV3ZXInLiBEaWQgeW91IG1lYW4gJ3BpY2tlcic/PC90ZXh0Pgo8dGV4dCB4PSIyNCIgeT0iMzY4Ij5jb21wbGV0aW9uIGFuZCBlcnJvcnMgZnJvbSB0aGUgcGFja2FnZSdzIHR5cGVzPC90ZXh0Pgo8L2c+CjxyZWN0IHg9IjM5MiIgeT0iNTYiIHdpZHRoPSIzMzAiIGhlaWdodD0iMzMwIiBmaWxsPSIjZjNmNWY4Ii8+CjxnIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIxLjUiPgo8cGF0aCBkPSJNNDUyIDMwMEw1NTIgMzM2TDY4MiAyOTBMNTgyIDI1OFoiIGZpbGw9IiNmZmZmZmYiLz4KPHBhdGggZD0iTTQ1MiAzMDBWMTgwTDU4MiAxMzhWMjU4IiBmaWxsPSIjZmZmZmZmIi8+CjxwYXRoIGQ9Ik01ODIgMjU4VjEzOEw2ODIgMTcwVjI5MCIgZmlsbD0iI2ZmZmZmZiIvPgo8cGF0aCBkPSJNNjAwIDI1MFYxOTBMNjQwIDIwM1YyNjMiIGZpbGw9IiMxMjU3YTAiIGZpbGwtb3BhY2l0eT0iMC44NSIvPgo8L2c+CjxyZWN0IHg9IjY2NCIgeT0iNjgiIHdpZHRoPSI0NiIgaGVpZ2h0PSI0NiIgcng9IjQiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzRhNTI2MCIvPgo8dGV4dCB4PSI2ODciIHk9Ijk1IiBmb250LXNpemU9IjExIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjNGE1MjYwIj5UT1A8L3RleHQ+Cjx0ZXh0IHg9IjQwNCIgeT0iNzgiIGZvbnQtc2l6ZT0iMTIiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiM0YTUyNjAiPiN2aWV3cG9ydDwvdGV4dD4KPHRleHQgeD0iNDA0IiB5PSIzNzQiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPmEgZnJlc2ggZnJhbWUgZm9yIGV2ZXJ5IHJ1bjwvdGV4dD4KPGcgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+CjxyZWN0IHg9IjcyMiIgeT0iNTYiIHdpZHRoPSIyMjYiIGhlaWdodD0iMzMwIiBmaWxsPSIjZmZmZmZmIi8+CjxwYXRoIGQ9Ik03MjIgNTZWMzg2IiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iNzM0IiB5PSI3OCIgZm9udC13ZWlnaHQ9IjYwMCI+U2NlbmU8L3RleHQ+Cjx0ZXh0IHg9Ijc5MCIgeT0iNzgiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPkV2ZW50czwvdGV4dD4KPHRleHQgeD0iODUyIiB5PSI3OCIgZm9udC13ZWlnaHQ9IjYwMCI+U3RhdHM8L3RleHQ+CjxwYXRoIGQ9Ik03OTAgODRIODM2IiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMyIvPgo8cGF0aCBkPSJNNzIyIDg2SDk0OCIgc3Ryb2tlPSIjZDBkN2UyIi8+CjxnIGZvbnQtZmFtaWx5PSJ1aS1tb25vc3BhY2UsIFNGTW9uby1SZWd1bGFyLCBNZW5sbywgbW9ub3NwYWNlIiBmb250LXNpemU9IjExIj4KPHRleHQgeD0iNzM0IiB5PSIxMDgiPm1vZGVsTG9hZGluZyAgc2FtcGxlL29mZmljZTwvdGV4dD4KPHRleHQgeD0iNzM0IiB5PSIxMjgiPmxvYWRQcm9ncmVzcyAgZ2VvbWV0cnkgMi4xIE1CPC90ZXh0Pgo8dGV4dCB4PSI3MzQiIHk9IjE0OCI+bG9hZFByb2dyZXNzICBtZXRhIDAuNiBNQjwvdGV4dD4KPHRleHQgeD0iNzM0IiB5PSIxNjgiPm1vZGVsTG9hZGVkICAgNCw4MTIgZWxlbWVudHM8L3RleHQ+Cjx0ZXh0IHg9IjczNCIgeT0iMTg4Ij5tZXRhTG9hZGVkICAgIHNhbXBsZS9vZmZpY2U8L3RleHQ+Cjx0ZXh0IHg9IjczNCIgeT0iMjA4Ij5mcmFtZVJlbmRlcmVkICMzICA0LjIgbXM8L3RleHQ+Cjx0ZXh0IHg9IjczNCIgeT0iMjI4Ij5lbGVtZW50Q2xpY2tlZCAjMTkzMjwvdGV4dD4KPHRleHQgeD0iNzM0IiB5PSIyNDgiPnNlbGVjdGlvbkNoYW5nZWQgIDE8L3RleHQ+Cjx0ZXh0IHg9IjczNCIgeT0iMjY4Ij5lbGVtZW50U3RhdGVDaGFuZ2VkPC90ZXh0Pgo8L2c+Cjx0ZXh0IHg9IjczNCIgeT0iMzAwIj5GaWx0ZXI6IGV2ZW50IG5hbWU8L3RleHQ+CjxyZWN0IHg9IjczNCIgeT0iMzA4IiB3aWR0aD0iMjAwIiBoZWlnaHQ9IjI0IiByeD0iNCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9Ijc0NCIgeT0iMzI1Ij5mcmFtZVJlbmRlcmVkIOKclTwvdGV4dD4KPHRleHQgeD0iNzM0IiB5PSIzNTYiPkNsaWNrIGEgbGluZSB0byBzZWUgaXRzIHBheWxvYWQ8L3RleHQ+CjwvZz4KPGcgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+CjxwYXRoIGQ9Ik0xMiAzODZIOTQ4IiBzdHJva2U9IiNkMGQ3ZTIiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIyNCIgeT0iNDA4IiBmb250LXdlaWdodD0iNjAwIj5Db25zb2xlPC90ZXh0Pgo8ZyBmb250LWZhbWlseT0idWktbW9ub3NwYWNlLCBTRk1vbm8tUmVndWxhciwgTWVubG8sIG1vbm9zcGFjZSIgZm9udC1zaXplPSIxMSI+Cjx0ZXh0IHg9IjI0IiB5PSI0MzAiPjEyOjA0OjE3ICBydW4gNyDigJQgMSB0eXBlIGVycm9yLCBydW5uaW5nIGFueXdheTwvdGV4dD4KPHRleHQgeD0iMjQiIHk9IjQ1MCIgZmlsbD0iI2IzMjYxZSI+MTI6MDQ6MTkgIFR5cGVFcnJvcjogdmlld2VyLnBpY2trIGlzIG5vdCBhIGZ1bmN0aW9uIOKAlCBtYWluLnRzOjExPC90ZXh0Pgo8dGV4dCB4PSIyNCIgeT0iNDcwIj4xMjowNDoyNSAgWzEyLjQyLCAzLjEsIDIuNjVdPC90ZXh0Pgo8L2c+CjwvZz4KPGcgZm9udC1zaXplPSIxMyIgZm9udC13ZWlnaHQ9IjcwMCIgZmlsbD0iI2ZmZmZmZiIgdGV4dC1hbmNob3I9Im1pZGRsZSI+CjxjaXJjbGUgY3g9IjkzMCIgY3k9IjM0IiByPSIxMSIgZmlsbD0iI2M5OGExMiIvPjx0ZXh0IHg9IjkzMCIgeT0iMzkiPjE8L3RleHQ+CjxjaXJjbGUgY3g9IjM3MiIgY3k9Ijc2IiByPSIxMSIgZmlsbD0iI2M5OGExMiIvPjx0ZXh0IHg9IjM3MiIgeT0iODEiPjI8L3RleHQ+CjxjaXJjbGUgY3g9IjY0MCIgY3k9Ijc2IiByPSIxMSIgZmlsbD0iI2M5OGExMiIvPjx0ZXh0IHg9IjY0MCIgeT0iODEiPjM8L3RleHQ+CjxjaXJjbGUgY3g9IjkyOCIgY3k9IjEwNiIgcj0iMTEiIGZpbGw9IiNjOThhMTIiLz48dGV4dCB4PSI5MjgiIHk9IjExMSI+NDwvdGV4dD4KPGNpcmNsZSBjeD0iOTI4IiBjeT0iNDA4IiByPSIxMSIgZmlsbD0iI2M5OGExMiIvPjx0ZXh0IHg9IjkyOCIgeT0iNDEzIj41PC90ZXh0Pgo8L2c+Cjwvc3ZnPgo=");

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
35194(module) {
module.exports = JSON.parse('{"id":"tessera-viewer-overview/playground-overview","title":"Viewer playground","description":"The viewer playground: a local sandbox shipped with @tessera/viewer where you load a sample model, write code against the viewer API and see the result at once — how to start it, its panels, the sample scenes, sharing snippets and its limits.","source":"@site/content/viewer/tessera-viewer-overview/playground-overview.md","sourceDirName":"tessera-viewer-overview","slug":"/tessera-viewer-overview/playground-overview","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/playground-overview","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/viewer/tessera-viewer-overview/playground-overview.md","tags":[],"version":"current","lastUpdatedAt":1795496074000,"sidebarPosition":4,"frontMatter":{"title":"Viewer playground","shortTitle":"Playground","description":"The viewer playground: a local sandbox shipped with @tessera/viewer where you load a sample model, write code against the viewer API and see the result at once — how to start it, its panels, the sample scenes, sharing snippets and its limits.","order":4,"icon":"rocket","author":[{"name":"Igor Volkov"}],"date":"2026-11-10","categories":["Overview"],"tessera_tags":["viewer","playground","samples","sandbox"],"sidebar_label":"Playground","sidebar_position":4,"reading_time":{"words":1243,"minutes":6.215},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Scene graph","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/scene-graph"},"next":{"title":"Changelog","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/changelog"}}')

},

};
;