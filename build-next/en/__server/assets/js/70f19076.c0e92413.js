"use strict";
exports.ids = ["374"];
exports.modules = {
41687(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_tessera_tessera_howto_revit_export_api_md_70f_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_tessera_tessera_howto_revit_export_api_md_70f_json__rspack_import_0 = __webpack_require__(20594);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Revit export API',
	shortTitle: 'Revit export',
	description: 'How the Tessera for Revit plugin and your own exporters upload a model version through upload sessions — element manifest in parts, upload of missing blobs, commit and processing status.',
	order: 3,
	icon: 'upload',
	author: [
		{
			name: 'Dmitry Orlov'
		}
	],
	date: '2026-10-20',
	categories: [
		'Developer guide'
	],
	tessera_tags: [
		'revit',
		'upload',
		'tessera sync',
		'model versions'
	],
	sidebar_label: 'Revit export',
	sidebar_position: 3,
	reading_time: {
		words: 1084,
		minutes: 5.42
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What the plugin does",
  "id": "what-the-plugin-does",
  "level": 2
}, {
  "value": "Requirements",
  "id": "requirements",
  "level": 2
}, {
  "value": "1. Open an upload session",
  "id": "1-open-an-upload-session",
  "level": 2
}, {
  "value": "2. Send the manifest in parts",
  "id": "2-send-the-manifest-in-parts",
  "level": 2
}, {
  "value": "3. Upload the missing blobs",
  "id": "3-upload-the-missing-blobs",
  "level": 2
}, {
  "value": "4. Commit",
  "id": "4-commit",
  "level": 2
}, {
  "value": "5. Wait for processing",
  "id": "5-wait-for-processing",
  "level": 2
}, {
  "value": "An uploader in TypeScript",
  "id": "an-uploader-in-typescript",
  "level": 2
}, {
  "value": "Possible errors",
  "id": "possible-errors",
  "level": 2
}, {
  "value": "Limits",
  "id": "limits",
  "level": 2
}, {
  "value": "Related pages",
  "id": "related-pages",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
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
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera for Revit"
      }), " plugin (Revit 2022–2026) does not upload a file. It reads the open document, turns every element into a geometry blob and a property blob, hashes both and sends the server only the blobs it does not have yet. The same protocol — ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "upload sessions"
      }), " of Tessera Sync — is used by the command-line utility ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tessera-sync.exe"
      }), " and is open to your own code. Use it to export models from a Revit add-in of your own, from a headless Revit process on a build server, or from a design tool that Tessera has no plugin for."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This guide follows one upload from the session to a ready model version and shows every request the plugin makes. A model of 100,000 elements in which 2 % changed typically uploads a few megabytes instead of a gigabyte, and the new version is ready a few minutes after the commit."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Sequence of an upload session: open session, send the manifest in parts and receive missing hashes, upload the missing blobs in parallel, commit, poll the status until the version is ready",
        src: (__webpack_require__(42262)/* ["default"] */.A) + "",
        width: "900",
        height: "470"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-the-plugin-does",
      children: "What the plugin does"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Signs in with the user's account and receives an access token as described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-howto/auth/",
          children: "API access and authentication"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Collects the elements of the active 3D view or of the whole model and maps Revit categories to Tessera categories."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["For each element builds a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "geometry blob"
        }), " (triangle meshes after rounding coordinates to 0.01 mm, placement matrix, display materials) and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "property blob"
        }), " (all parameter groups sorted by name, values converted to Tessera units) and computes the SHA-256 of each."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Opens an upload session for the model and sends the manifest — one line per element with its UniqueId and the two hashes."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Uploads the blobs the server reports missing, up to 8 at a time."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Commits the session. From this moment Revit is free; the server assembles the version."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Polls the session status and shows the result in its upload history."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Your exporter follows the same steps. The byte layout of the two blob kinds is described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-overview/geometry-bucket/",
        children: "Geometry bucket"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-overview/meta-bucket/",
        children: "Meta bucket"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "requirements",
      children: "Requirements"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Item"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Requirement"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Token scopes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "read"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "write"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Role in the project"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Administrator"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Project manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "BIM coordinator"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Engineer"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Project state"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Active; archived projects refuse uploads"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Model"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Exists, or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "createModel"
            }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "true"
            }), " in the session request"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "1-open-an-upload-session",
      children: "1. Open an upload session"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token request-line",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token method property",
            children: "POST"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token request-target url",
            children: "/api/v1/sync/sessions"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Host"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "tessera.company.ru"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Authorization"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMTE4NyJ9.Q7mVx2"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Content-Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "application/json"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"projectCode\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-041-ЖК-С\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"model\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"АР — Корпус 2\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"createModel\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token boolean",
            children: "false"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"source\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"revit-plugin\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"sourceFile\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"path\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"\\\\\\\\fs01\\\\projects\\\\2026-041\\\\AR\\\\K2_AR_R25.rvt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"documentId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"60f91daf-3dd7-4283-a86d-24137b73f3da-0000e3a1\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"application\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Autodesk Revit 2025\""
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"comment\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Выпуск для экспертизы, изм. 3\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token response-status",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token status-code number",
            children: "201"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "Created"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Content-Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "application/json"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Location"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "/api/v1/sync/sessions/s_01J9ZK4M8T2Q"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"sessionId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"s_01J9ZK4M8T2Q\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"modelId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "5821"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"baseVersion\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "14"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"expiresAt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-10-21T09:15:00Z\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Field"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "projectCode"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Project code as shown in the client, up to 32 characters"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "model"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Model name; with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "createModel: true"
            }), " a missing model is created"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "source"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Uploading program: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "revit-plugin"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tessera-sync"
            }), " or your own name; shown in the version list"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sourceFile.documentId"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "UniqueId of the Project Information element; the plugin uses it and the path to remember which model a Revit file belongs to"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "baseVersion"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Latest ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "ready"
            }), " version the manifest is compared with; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "null"
            }), " for a new model"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Opening a session locks the model for other uploads. The session lives 24 hours; the lock is released earlier if the session shows no activity for 30 minutes."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "2-send-the-manifest-in-parts",
      children: "2. Send the manifest in parts"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The manifest lists every element of the new version. Parts hold up to 50,000 elements and are numbered from 1; the last part has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "final: true"
      }), ". About 150 bytes per element means 500,000 elements come to roughly 75 MB before compression, so send the parts with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Content-Encoding: gzip"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token request-line",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token method property",
            children: "POST"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token request-target url",
            children: "/api/v1/sync/sessions/s_01J9ZK4M8T2Q/manifest"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Host"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "tessera.company.ru"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Authorization"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMTE4NyJ9.Q7mVx2"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Content-Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "application/json"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"part\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"final\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token boolean",
            children: "true"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"elements\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "["
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"sourceId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"b3c1e7a2-4f0d-4c8e-9a61-2d5e8f7c1a34-0004a3f2\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"category\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Стены\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"geometryHash\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"propertiesHash\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d\""
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "]"
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token response-status",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token status-code number",
            children: "200"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "OK"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Content-Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "application/json"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"missingGeometry\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "["
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "]"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"missingProperties\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "["
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "]"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"summary\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"added\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "214"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"changed\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "1692"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"unchanged\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "82406"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"deleted\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "37"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Each response lists the hashes of that part the server does not store yet; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "summary"
      }), " is cumulative. Deleted elements are known only after the final part. Elements are matched with the base version by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "sourceId"
      }), ", and a matched element keeps its TesseraId — see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-overview/element-ids/",
        children: "Element identifiers"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "3-upload-the-missing-blobs",
      children: "3. Upload the missing blobs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every missing blob is a separate ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "PUT"
      }), " with the raw bytes. The server hashes the body and compares it with the address; a blob it already has is accepted again with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "200"
      }), ", a new one with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "201"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-bash",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "curl"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "-sS"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "-X"
        }), " PUT ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"https://tessera.company.ru/api/v1/sync/sessions/s_01J9ZK4M8T2Q/blobs/ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb\""
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "-H"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token string",
          children: ["\"Authorization: Bearer ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token variable",
            children: "$TESSERA_TOKEN"
          }), "\""]
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "-H"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"Content-Type: application/octet-stream\""
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  --data-binary @blobs/ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb.tgm\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token response-status",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token status-code number",
            children: "201"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "Created"
          })]
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Run up to 8 uploads in parallel; more only compete for the token's limit of 10 concurrent requests. A blob may be up to 64 MiB. If a blob's bytes do not match its hash, the server refuses it:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token request-line",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token method property",
            children: "PUT"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token request-target url",
            children: "/api/v1/sync/sessions/s_01J9ZK4M8T2Q/blobs/2e7d2c03a9507ae265ecf5b5356885a53393a2029d241394997265a1a25aefc6"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Host"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "tessera.company.ru"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Authorization"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMTE4NyJ9.Q7mVx2"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Content-Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "application/octet-stream"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Content-Length"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "18432"
          })]
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token response-status",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token status-code number",
            children: "422"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "Unprocessable Content"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Content-Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "application/problem+json"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"type\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"hash-mismatch\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"title\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Blob content does not match its hash\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"status\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "422"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"detail\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"SHA-256 of the body is 18ac3e7343f016890c510e93f935261169d9e3f565436429830faf0934f4f8e4.\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"traceId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"9e107d9d372bb6826bd81d3542a419d6\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The usual cause is hashing one representation and sending another, for example hashing before compression and uploading after it. Hash exactly the bytes you send."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "4-commit",
      children: "4. Commit"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token request-line",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token method property",
            children: "POST"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token request-target url",
            children: "/api/v1/sync/sessions/s_01J9ZK4M8T2Q/commit"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Host"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "tessera.company.ru"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Authorization"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMTE4NyJ9.Q7mVx2"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Content-Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "application/json"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"comment\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Выпуск для экспертизы, изм. 3\""
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token response-status",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token status-code number",
            children: "202"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "Accepted"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Content-Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "application/json"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Location"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "/api/v1/sync/sessions/s_01J9ZK4M8T2Q"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"result\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"accepted\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"version\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "15"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"summary\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"added\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "214"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"changed\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "1692"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"unchanged\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "82406"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"deleted\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "37"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If the manifest does not differ from the base version, the answer is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "200 OK"
      }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "\"result\": \"noChanges\""
      }), " and no version is created — a nightly export of an untouched model leaves no empty versions behind. If some blob listed as missing was not uploaded, the commit is refused with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "412"
      }), " and the lists of hashes still missing; upload them and commit again."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "5-wait-for-processing",
      children: "5. Wait for processing"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token request-line",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token method property",
            children: "GET"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token request-target url",
            children: "/api/v1/sync/sessions/s_01J9ZK4M8T2Q"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Host"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "tessera.company.ru"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Authorization"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMTE4NyJ9.Q7mVx2"
          })]
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-http",
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token response-status",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token http-version property",
            children: "HTTP/1.1"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token status-code number",
            children: "200"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "OK"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Content-Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "application/json"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"sessionId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"s_01J9ZK4M8T2Q\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"modelId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "5821"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"state\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"processing\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"version\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "15"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"progress\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "0.62"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"stage\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"geometry\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"expiresAt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-10-21T09:15:00Z\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Poll every 5–10 seconds. The server goes through the stages ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "assembling"
      }), " (new version from new and reused blobs), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "geometry"
      }), " (LODs and chunks of the geometry bucket), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "meta"
      }), " (property parts) and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "indexing"
      }), ". The final states are ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ready"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "failed"
      }), " (with a problem document in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "error"
      }), ") and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "noChanges"
      }), ". After ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ready"
      }), " the version appears in the model's version list with status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ready"
      }), ", and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GET /api/v1/models/5821/versions/15"
      }), " returns its counts of added, changed and deleted elements."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To abandon an upload, send ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "DELETE /api/v1/sync/sessions/s_01J9ZK4M8T2Q"
      }), ": the lock is released and published versions are not affected. Blobs already uploaded stay on the server for 7 days, so a retry transfers only what did not arrive the first time."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "an-uploader-in-typescript",
      children: "An uploader in TypeScript"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-ts",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "export"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "interface"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "ManifestElement"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  sourceId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  category", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  geometryHash", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  propertiesHash", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "export"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "interface"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "BlobStore"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token comment",
          children: "/** Returns the exact bytes whose SHA-256 is `hash`. */"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "read"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "hash", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "Blob", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "interface"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "ManifestResult"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  missingGeometry", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  missingProperties", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "interface"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "SessionStatus"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  state", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'open'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'committed'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'processing'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'ready'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'failed'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'noChanges'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'cancelled'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'expired'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  version", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "null"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "PART_SIZE"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "50_000"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "PARALLEL_UPLOADS"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "8"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "export"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "async"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "function"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "uploadVersion"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "\n  server", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n  token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n  target", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " projectCode", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " model", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " comment", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n  elements", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ManifestElement", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n  blobs", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " BlobStore", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'noChanges'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " base ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token template-string",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "https://"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "server", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/api/v1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " call ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "async"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "path", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " init", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " RequestInit ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
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
        }), "Response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "=>"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " headers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "Headers"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "init", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "set"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'Authorization'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token template-string",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "Bearer "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "base", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "path", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "..."
        }), "init", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " headers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "init", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "method ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: "??"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token string",
              children: "'GET'"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: " "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "path", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: ": HTTP "
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
            className: "token string",
            children: " "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token keyword",
              children: "await"
            }), " response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token function",
              children: "text"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "("
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " json ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string-property property",
          children: "'Content-Type'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'application/json'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " session ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "call"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'/sync/sessions'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " method", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'POST'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " json", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " body", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "JSON"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "stringify"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "..."
        }), "target", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " source", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'my-exporter'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " sessionId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " sessionPath ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token template-string",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/sync/sessions/"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "session", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "sessionId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " missing ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token class-name",
          children: ["Set", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: "<"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token builtin",
            children: "string"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ">"
          })]
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
          className: "token keyword",
          children: "for"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "let"
        }), " offset ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " part ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "1"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " offset ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "<"
        }), " elements", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "length ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "||"
        }), " part ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "1"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " offset ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "+="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "PART_SIZE"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " part ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "+="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "1"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " slice ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " elements", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "slice"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "offset", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " offset ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "+"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "PART_SIZE"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " final ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " offset ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "+"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "PART_SIZE"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">="
        }), " elements", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "length", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " result ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "call"
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
            }), "sessionPath", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/manifest"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " method", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'POST'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " json", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " body", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "JSON"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "stringify"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " part", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " final", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " elements", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " slice ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " ManifestResult", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " hash ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "of"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "..."
        }), "result", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "missingGeometry", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "..."
        }), "result", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "missingProperties", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " missing", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "add"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "hash", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "final", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "break"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " queue ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "..."
        }), "missing", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " worker ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "async"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          className: "token keyword",
          children: "void"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "=>"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "for"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "let"
        }), " hash ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " queue", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "pop"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " hash ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!=="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "undefined"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " hash ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " queue", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "pop"
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
          className: "token punctuation",
          children: "{"
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " body ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " blobs", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "read"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "hash", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "call"
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
            }), "sessionPath", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/blobs/"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "hash", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " method", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'PUT'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string-property property",
          children: "'Content-Type'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'application/octet-stream'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " body ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "Promise"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "all"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "Array"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "from"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " length", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "PARALLEL_UPLOADS"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " worker", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " commit ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "call"
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
            }), "sessionPath", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/commit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " method", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'POST'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " json", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " body", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "JSON"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "stringify"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " comment", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " target", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "comment ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "commit", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "200"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'noChanges'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "for"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token builtin",
            children: "Promise"
          })
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "resolve", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "=>"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "setTimeout"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "resolve", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "7_000"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "call"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "sessionPath", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " SessionStatus", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "state ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'ready'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "&&"
        }), " status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "version ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!=="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "null"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "version", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "state ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'failed'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "||"
        }), " status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "state ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'expired'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "||"
        }), " status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "state ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'cancelled'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
            children: "Upload "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "session", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "sessionId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: " ended in state "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "state", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Status"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "type"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid-token"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Token expired during a long upload"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Renew the access token and repeat the failed call; the session survives"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "403"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "forbidden"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["No ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "write"
            }), " scope, or no role allowed to upload versions"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check the token's scopes and the owner's role"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "404"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "not-found"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Wrong project code or model name, or the session expired"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check the names; open a new session"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "409"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "model-locked"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Another session is uploading the same model"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Retry in a few minutes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "409"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "base-version-outdated"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A different version was published while this session ran"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Open a new session and send the manifest again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "412"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "missing-blobs"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Commit with blobs still missing"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upload the listed hashes, then commit again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "413"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "payload-too-large"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Manifest part over 50,000 elements or blob over 64 MiB"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Split the part; simplify the element's geometry"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "422"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hash-mismatch"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Blob bytes differ from the hash in the address"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hash exactly the bytes you upload"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "limits",
      children: "Limits"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A model version holds up to 5 million elements. A session lives at most 24 hours; if the version is not committed by then, start again. Duplicate source ids within one manifest are accepted, but the duplicates receive new TesseraIds and the version report lists them — fix them in the Revit model, otherwise their history breaks at every upload."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "related-pages",
      children: "Related pages"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-overview/models-and-buckets/",
          children: "Models and buckets"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-overview/element-ids/",
          children: "Element identifiers"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-howto/auth/",
          children: "API access and authentication"
        })
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
42262(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MDAgNDcwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjQ3MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsbGVkYnk9InQiPgo8dGl0bGUgaWQ9InQiPlVwbG9hZCBzZXNzaW9uIG9mIHRoZSBSZXZpdCBleHBvcnQgQVBJPC90aXRsZT4KPHJlY3Qgd2lkdGg9IjkwMCIgaGVpZ2h0PSI0NzAiIGZpbGw9IiNmM2Y1ZjgiLz4KPGRlZnM+CjxtYXJrZXIgaWQ9ImEiIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjgiIG1hcmtlckhlaWdodD0iOCIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDEwIDVMMCAxMHoiIGZpbGw9IiMxMjU3YTAiLz48L21hcmtlcj4KPG1hcmtlciBpZD0iYiIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzBiNmU2OSIvPjwvbWFya2VyPgo8L2RlZnM+CjxnIGZvbnQtc2l6ZT0iMTQiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNmZmZmZmYiPgo8cmVjdCB4PSIzMCIgeT0iMjAiIHdpZHRoPSIyMDAiIGhlaWdodD0iNDQiIHJ4PSI4IiBmaWxsPSIjMTI1N2EwIi8+Cjx0ZXh0IHg9IjEzMCIgeT0iNDAiIHRleHQtYW5jaG9yPSJtaWRkbGUiPlRlc3NlcmEgZm9yIFJldml0PC90ZXh0Pgo8dGV4dCB4PSIxMzAiIHk9IjU3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIiBmb250LXdlaWdodD0iNDAwIj5vciB5b3VyIGV4cG9ydGVyPC90ZXh0Pgo8cmVjdCB4PSI0NzAiIHk9IjIwIiB3aWR0aD0iMjAwIiBoZWlnaHQ9IjQ0IiByeD0iOCIgZmlsbD0iIzBiNmU2OSIvPgo8dGV4dCB4PSI1NzAiIHk9IjQ3IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5UZXNzZXJhIFNlcnZlcjwvdGV4dD4KPC9nPgo8ZyBzdHJva2U9IiNkMGQ3ZTIiIHN0cm9rZS13aWR0aD0iMiIgc3Ryb2tlLWRhc2hhcnJheT0iNiA0Ij4KPHBhdGggZD0iTTEzMCA2NFY0NTAiLz48cGF0aCBkPSJNNTcwIDY0VjQ1MCIvPgo8L2c+CjxyZWN0IHg9IjExOCIgeT0iOTYiIHdpZHRoPSIyNCIgaGVpZ2h0PSIyNjAiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIxLjUiLz4KPGcgc3Ryb2tlLXdpZHRoPSIyIiBmaWxsPSJub25lIj4KPHBhdGggZD0iTTE0MiAxMDRINTY2IiBzdHJva2U9IiMxMjU3YTAiIG1hcmtlci1lbmQ9InVybCgjYSkiLz4KPHBhdGggZD0iTTU3MCAxMzRIMTQ2IiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS1kYXNoYXJyYXk9IjYgNCIgbWFya2VyLWVuZD0idXJsKCNiKSIvPgo8cGF0aCBkPSJNMTQyIDE3Nkg1NjYiIHN0cm9rZT0iIzEyNTdhMCIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8cGF0aCBkPSJNNTcwIDIwNkgxNDYiIHN0cm9rZT0iIzBiNmU2OSIgc3Ryb2tlLWRhc2hhcnJheT0iNiA0IiBtYXJrZXItZW5kPSJ1cmwoI2IpIi8+CjxwYXRoIGQ9Ik0xNDIgMjQ4SDU2NiIgc3Ryb2tlPSIjMTI1N2EwIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxwYXRoIGQ9Ik0xNDIgMjU2SDU2NiIgc3Ryb2tlPSIjMTI1N2EwIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxwYXRoIGQ9Ik0xNDIgMjY0SDU2NiIgc3Ryb2tlPSIjMTI1N2EwIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxwYXRoIGQ9Ik0xNDIgMzE4SDU2NiIgc3Ryb2tlPSIjMTI1N2EwIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxwYXRoIGQ9Ik01NzAgMzQ4SDE0NiIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2UtZGFzaGFycmF5PSI2IDQiIG1hcmtlci1lbmQ9InVybCgjYikiLz4KPHBhdGggZD0iTTEzMCAzOTZINTY2IiBzdHJva2U9IiMxMjU3YTAiIG1hcmtlci1lbmQ9InVybCgjYSkiLz4KPHBhdGggZD0iTTU3MCA0MjhIMTM0IiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS1kYXNoYXJyYXk9IjYgNCIgbWFya2VyLWVuZD0idXJsKCNiKSIvPgo8L2c+CjxnIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiM0YTUyNjAiPgo8dGV4dCB4PSIxNTYiIHk9Ijk3Ij4xLiBQT1NUIC9zeW5jL3Nlc3Npb25zIOKAlCBwcm9qZWN0LCBtb2RlbCwgc291cmNlPC90ZXh0Pgo8dGV4dCB4PSIxNTYiIHk9IjEyNyI+MjAxOiBzZXNzaW9uSWQsIGJhc2VWZXJzaW9uIDE0LCBtb2RlbCBsb2NrZWQ8L3RleHQ+Cjx0ZXh0IHg9IjE1NiIgeT0iMTY5Ij4yLiBQT1NUIOKApi9tYW5pZmVzdCDigJQgcGFydHMgb2Yg4omkIDUwLDAwMCBlbGVtZW50czwvdGV4dD4KPHRleHQgeD0iMTU2IiB5PSIxOTkiPjIwMDogbWlzc2luZ0dlb21ldHJ5LCBtaXNzaW5nUHJvcGVydGllczwvdGV4dD4KPHRleHQgeD0iMTU2IiB5PSIyNDEiPjMuIFBVVCDigKYvYmxvYnMve2hhc2h9IOKAlCBvbmx5IG1pc3NpbmcsIOKJpCA4IHBhcmFsbGVsPC90ZXh0Pgo8dGV4dCB4PSIxNTYiIHk9IjI4NiI+MjAxIHN0b3JlZCwgMjAwIGFscmVhZHkga25vd24sIDQyMiBoYXNoIG1pc21hdGNoPC90ZXh0Pgo8dGV4dCB4PSIxNTYiIHk9IjMxMSI+NC4gUE9TVCDigKYvY29tbWl0PC90ZXh0Pgo8dGV4dCB4PSIxNTYiIHk9IjM0MSI+MjAyOiB2ZXJzaW9uIDE1IChvciAyMDA6IG5vQ2hhbmdlcyk8L3RleHQ+Cjx0ZXh0IHg9IjE0MCIgeT0iMzg5Ij41LiBHRVQgL3N5bmMvc2Vzc2lvbnMve2lkfSBldmVyeSA14oCTMTAgczwvdGV4dD4KPHRleHQgeD0iMTQwIiB5PSI0MjEiPjIwMDogc3RhdGUgcHJvY2Vzc2luZyDigKYgcmVhZHk8L3RleHQ+Cjx0ZXh0IHg9IjIwIiB5PSIzODIiIGZvbnQtc2l6ZT0iMTIiPlJldml0IGlzIGZyZWU8L3RleHQ+CjwvZz4KPGcgZm9udC1zaXplPSIxMyI+CjxyZWN0IHg9IjYwMCIgeT0iMzAwIiB3aWR0aD0iMjcwIiBoZWlnaHQ9IjE1MCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzBiNmU2OSIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjYxNiIgeT0iMzI0IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij5Qcm9jZXNzaW5nIG9uIHRoZSBzZXJ2ZXI8L3RleHQ+Cjx0ZXh0IHg9IjYxNiIgeT0iMzUwIiBmaWxsPSIjNGE1MjYwIj5hc3NlbWJsaW5nIOKAlCByZXVzZSB1bmNoYW5nZWQgYmxvYnM8L3RleHQ+Cjx0ZXh0IHg9IjYxNiIgeT0iMzc0IiBmaWxsPSIjNGE1MjYwIj5nZW9tZXRyeSDigJQgTE9EcyBhbmQgY2h1bmtzPC90ZXh0Pgo8dGV4dCB4PSI2MTYiIHk9IjM5OCIgZmlsbD0iIzRhNTI2MCI+bWV0YSDigJQgbmRqc29uIHByb3BlcnR5IHBhcnRzPC90ZXh0Pgo8dGV4dCB4PSI2MTYiIHk9IjQyMiIgZmlsbD0iIzRhNTI2MCI+aW5kZXhpbmcg4oaSIHZlcnNpb24gc3RhdHVzIHJlYWR5PC90ZXh0Pgo8L2c+CjxnIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPgo8cmVjdCB4PSI2MDAiIHk9Ijk2IiB3aWR0aD0iMjcwIiBoZWlnaHQ9IjExMiIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjYxNiIgeT0iMTIwIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIiBmb250LXNpemU9IjEzIj5NYW5pZmVzdCBsaW5lIHBlciBlbGVtZW50PC90ZXh0Pgo8dGV4dCB4PSI2MTYiIHk9IjE0NCI+c291cmNlSWQgKFJldml0IFVuaXF1ZUlkKTwvdGV4dD4KPHRleHQgeD0iNjE2IiB5PSIxNjQiPmNhdGVnb3J5PC90ZXh0Pgo8dGV4dCB4PSI2MTYiIHk9IjE4NCI+Z2VvbWV0cnlIYXNoLCBwcm9wZXJ0aWVzSGFzaDwvdGV4dD4KPHRleHQgeD0iNjE2IiB5PSIyMDIiPlNIQS0yNTYsIDY0IGhleCBkaWdpdHM8L3RleHQ+CjwvZz4KPC9zdmc+Cg==");

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
20594(module) {
module.exports = JSON.parse('{"id":"tessera/tessera-howto/revit-export-api","title":"Revit export API","description":"How the Tessera for Revit plugin and your own exporters upload a model version through upload sessions — element manifest in parts, upload of missing blobs, commit and processing status.","source":"@site/content/api/tessera/tessera-howto/revit-export-api.md","sourceDirName":"tessera/tessera-howto","slug":"/tessera/tessera-howto/revit-export-api","permalink":"/en/api/tessera/tessera-howto/revit-export-api","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/api/tessera/tessera-howto/revit-export-api.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":3,"frontMatter":{"title":"Revit export API","shortTitle":"Revit export","description":"How the Tessera for Revit plugin and your own exporters upload a model version through upload sessions — element manifest in parts, upload of missing blobs, commit and processing status.","order":3,"icon":"upload","author":[{"name":"Dmitry Orlov"}],"date":"2026-10-20","categories":["Developer guide"],"tessera_tags":["revit","upload","tessera sync","model versions"],"sidebar_label":"Revit export","sidebar_position":3,"reading_time":{"words":1084,"minutes":5.42},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Catalogue import","permalink":"/en/api/tessera/tessera-howto/catalog-import-api"},"next":{"title":"OData export","permalink":"/en/api/tessera/tessera-howto/odata-value-export"}}')

},

};
;