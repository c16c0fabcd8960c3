"use strict";
exports.ids = ["6238"];
exports.modules = {
42198(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_overview_import_and_usage_md_1ec_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_overview_import_and_usage_md_1ec_json__rspack_import_0 = __webpack_require__(84724);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Import and usage',
	description: 'Installing the @tessera/viewer package, importing it in a bundled application, loading it on demand, giving the viewer an access token, mounting it in a component framework and disposing of it when the page no longer needs it.',
	order: 2,
	icon: 'download',
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
		'installation',
		'npm',
		'tokens'
	],
	sidebar_position: 2,
	reading_time: {
		words: 700,
		minutes: 3.5
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Install the package",
  "id": "install-the-package",
  "level": 2
}, {
  "value": "Import what you use",
  "id": "import-what-you-use",
  "level": 2
}, {
  "value": "Load the viewer only when it is needed",
  "id": "load-the-viewer-only-when-it-is-needed",
  "level": 2
}, {
  "value": "Access tokens",
  "id": "access-tokens",
  "level": 2
}, {
  "value": "Mount and unmount in a component framework",
  "id": "mount-and-unmount-in-a-component-framework",
  "level": 2
}, {
  "value": "Content Security Policy",
  "id": "content-security-policy",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    h2: "h2",
    p: "p",
    pre: "pre",
    span: "span",
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
      children: ["Tessera Viewer is published as the npm package ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "@tessera/viewer"
      }), " in your organisation's Tessera package registry, next to Tessera Server. The package contains an ES module build, the WebGL shaders and web workers as separate files, and the TypeScript declarations from which the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/",
        children: "API reference"
      }), " of this site is generated. Its version follows the server: viewer 4.2 reads the buckets written by Tessera Server 4.x."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "install-the-package",
      children: "Install the package"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Point npm at the registry once per project, then install the package like any other dependency:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-bash",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "npm"
        }), " config ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin class-name",
          children: "set"
        }), " @tessera:registry https://tessera.company.ru/npm/ ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "--location"
        }), " project\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "npm"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "install"
        }), " @tessera/viewer\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The library has no runtime dependencies. It works with any bundler that understands ES modules and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "new URL('./worker.js', import.meta.url)"
      }), " for workers: Vite, webpack 5, Rspack and esbuild do. Without a bundler, copy the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "dist"
      }), " folder to your web server and import ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "dist/index.js"
      }), " from a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "<script type=\"module\">"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Path in the package"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it is"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dist/index.js"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the library as one ES module, about 310 KB minified, 95 KB gzip"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dist/workers/"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "web workers that decode geometry chunks and build bounds trees"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "src/index.ts"
            }), " and the files it exports"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the TypeScript declarations with their documentation"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "playground/"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["the local ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera-viewer/tessera-viewer-overview/playground-overview/",
              children: "viewer playground"
            }), ", started with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "npx tessera-viewer-playground"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Keep the viewer's major version equal to the server's, and update the package when the server is updated. A viewer older than the server may meet a geometry bucket format it does not know; it then fails the load, and the error of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "modelFailed"
      }), " names the format version it found."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "import-what-you-use",
      children: "Import what you use"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Every class, enumeration and function is a named export of the package root. Import the names you need; bundlers leave out the extensions you never import."
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
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "VIEWER_VERSION"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " VisibilityExtension", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "const"
        }), " visibility ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "VisibilityExtension", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "Tessera Viewer "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token constant",
              children: "VIEWER_VERSION"
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
          children: ";"
        }), "\nvisibility", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "showAll"
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
      children: ["The declarations are strict: no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "any"
      }), ", event names and payloads typed by name, options objects with every field documented. Editors show the same text as the reference pages when you hover over a name."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "load-the-viewer-only-when-it-is-needed",
      children: "Load the viewer only when it is needed"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Many pages show a model only on request: a maintenance ticket with a \"Show in 3D\" button, a cost report with a link to the element. Import the package dynamically there, and bundlers put it in a separate chunk that is downloaded on the first click rather than with the page."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-ts",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " button ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " document", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token generic-function",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token function",
            children: "querySelector"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token generic class-name",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: "<"
            }), "HTMLButtonElement", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: ">"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'#show-in-3d'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " container ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " document", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token generic-function",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token function",
            children: "querySelector"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token generic class-name",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: "<"
            }), "HTMLElement", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: ">"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'#model'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\nbutton", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "?."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "addEventListener"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'click'"
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
        }), "container", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  button", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "disabled ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token boolean",
          children: "true"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "createViewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " OrbitControllerExtension", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "import"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'@tessera/viewer'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "\n  viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "access-tokens",
      children: "Access tokens"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The viewer downloads buckets from Tessera Server with the same authorization as the REST API. In a web application of your own, obtain an access token on your server side (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-howto/auth/",
        children: "API access and authentication"
      }), ") and hand it to the viewer through the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "getAccessToken"
      }), " option of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/interfaces/ViewerOptions/",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ViewerOptions"
        })
      }), ". The viewer calls the function before each batch of requests and never stores the token. If your page is served by Tessera Server itself, leave the option out: the requests then carry the browser's session cookie."]
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
          children: "async"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "function"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "fetchToken"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
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
          children: "string"
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
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'/my-app/tessera-token'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "credentials", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'same-origin'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!"
        }), "response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "ok", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token template-string",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "Token request failed: "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "accessToken", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "accessToken", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " accessToken", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: ","
        }), " getAccessToken", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " fetchToken", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
      children: ["Never put a personal API token or a client secret into code that runs in the browser. The access token your server hands out should be one it obtained with the client credentials of a service account that has the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "read"
      }), " scope only and sees the projects the page may show."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "mount-and-unmount-in-a-component-framework",
      children: "Mount and unmount in a component framework"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A viewer holds a WebGL context, GPU buffers and workers. Browsers allow only a handful of WebGL contexts per page, so in a single-page application call ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/classes/Viewer/#dispose",
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Viewer.dispose"
        })
      }), " when the view that shows it is closed. Disposing deactivates every extension, frees GPU memory, removes the canvas and fires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "disposed"
      }), "; the object cannot be used afterwards. Create a new viewer when the user comes back."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The easiest way to get this right in React, Vue or Angular is one function that creates the viewer and returns the function that tears it down. Call it in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "useEffect"
      }), " and return its result, or call it in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "onMounted"
      }), " and the result in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "onUnmounted"
      }), ". The abort signal stops a load that is still running when the user leaves."]
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
        }), " OrbitControllerExtension", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "export"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "function"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "mountModelView"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "container", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " HTMLElement", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " modelId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "=>"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "void"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n    serverUrl", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'https://tessera.company.ru'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n    renderSettings", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "backgroundColor", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'#ffffff'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " edges", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token boolean",
          children: "false"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "zoomToCursor", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token boolean",
          children: "true"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " loading ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "AbortController"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "signal", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " loading", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "signal", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "catch"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "error", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "unknown"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "=>"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "error ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "instanceof"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "DOMException"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "&&"
        }), " error", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "name ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'AbortError'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    container", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "textContent ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token template-string",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "The model could not be loaded: "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "error ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token keyword",
              children: "instanceof"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token class-name",
              children: "Error"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: "?"
            }), " error", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "message ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: ":"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token function",
              children: "String"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "("
            }), "error", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
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
          className: "token punctuation",
          children: "{"
        }), "\n    loading", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "abort"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    viewer", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "dispose"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Keep the viewer object outside the framework's reactive state. It is a long-lived imperative object, and a framework that tries to track or copy it gains nothing and costs time on every change."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "content-security-policy",
      children: "Content Security Policy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If your site sends a Content Security Policy, allow the server in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "connect-src"
      }), " (bucket downloads), and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "worker-src 'self' blob:"
      }), " for the workers that decode geometry and build bounds trees. The viewer loads no fonts, scripts or images from other origins."]
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
84724(module) {
module.exports = JSON.parse('{"id":"tessera-viewer-overview/import-and-usage","title":"Import and usage","description":"Installing the @tessera/viewer package, importing it in a bundled application, loading it on demand, giving the viewer an access token, mounting it in a component framework and disposing of it when the page no longer needs it.","source":"@site/content/viewer/tessera-viewer-overview/import-and-usage.md","sourceDirName":"tessera-viewer-overview","slug":"/tessera-viewer-overview/import-and-usage","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/import-and-usage","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/viewer/tessera-viewer-overview/import-and-usage.md","tags":[],"version":"current","lastUpdatedAt":1795687866000,"sidebarPosition":2,"frontMatter":{"title":"Import and usage","description":"Installing the @tessera/viewer package, importing it in a bundled application, loading it on demand, giving the viewer an access token, mounting it in a component framework and disposing of it when the page no longer needs it.","order":2,"icon":"download","author":[{"name":"Igor Volkov"}],"date":"2026-11-10","categories":["Overview"],"tessera_tags":["viewer","installation","npm","tokens"],"sidebar_position":2,"reading_time":{"words":700,"minutes":3.5},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Viewer overview","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/viewer-overview"},"next":{"title":"Scene graph","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/scene-graph"}}')

},

};
;