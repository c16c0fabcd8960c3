"use strict";
exports.ids = ["6039"];
exports.modules = {
27471(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_tessera_tessera_overview_models_and_buckets_md_51f_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_tessera_tessera_overview_models_and_buckets_md_51f_json__rspack_import_0 = __webpack_require__(55613);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Models and buckets',
	description: 'The data model behind the Tessera API: projects, models, immutable model versions and the geometry and meta buckets each version is stored as, with the endpoints that list them.',
	order: 1,
	icon: 'layers',
	author: [
		{
			name: 'Maria Lebedeva'
		}
	],
	date: '2026-09-29',
	categories: [
		'Reference'
	],
	tessera_tags: [
		'data model',
		'models',
		'versions',
		'buckets',
		'pagination'
	],
	sidebar_position: 1,
	reading_time: {
		words: 719,
		minutes: 3.595
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Projects",
  "id": "projects",
  "level": 2
}, {
  "value": "Pagination",
  "id": "pagination",
  "level": 2
}, {
  "value": "Models",
  "id": "models",
  "level": 2
}, {
  "value": "Model versions",
  "id": "model-versions",
  "level": 2
}, {
  "value": "Reading one version consistently",
  "id": "reading-one-version-consistently",
  "level": 3
}, {
  "value": "Buckets",
  "id": "buckets",
  "level": 2
}, {
  "value": "Paging through every item in TypeScript",
  "id": "paging-through-every-item-in-typescript",
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
    h3: "h3",
    img: "img",
    li: "li",
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
      children: ["Tessera Server organises data in four levels. A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "project"
      }), " is a construction object with a unique code such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "2026-041-ЖК-С"
      }), ". It holds ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "models"
      }), " — one per discipline or building part, for example “ARC — Building 2”. Every upload of a model creates a new ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "model version"
      }), " with the next number, and a version never changes after it has been built. Each version is stored as two ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "buckets"
      }), ": the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "geometry bucket"
      }), " with meshes for display and spatial analysis, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "meta bucket"
      }), " with the elements' properties. The viewer, the desktop client, Power BI and your own programs all read the same two buckets."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This page describes the levels as the API returns them and the rules that follow from the design: what you can cache, which version to read, and how to page through long lists."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Structure of stored data: a project contains models, a model contains numbered versions, and each version consists of a geometry bucket of binary chunks in three levels of detail and a meta bucket of a property schema and ndjson parts; unchanged blobs are shared between versions",
        src: (__webpack_require__(93382)/* ["default"] */.A) + "",
        width: "900",
        height: "440"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "projects",
      children: "Projects"
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
            children: "/api/v1/projects?limit=50"
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
            children: "Bearer tpat_3kP9xWq2LmV7nR4tYb8cZs1dF6gH0jKa"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Accept"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "application/json"
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
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "RateLimit-Limit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "600"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "RateLimit-Remaining"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "597"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "RateLimit-Reset"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "41"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"items\""
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
            children: "\"id\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "318"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"code\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-041-ЖК-С\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"name\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"ЖК «Северный», корпус 2\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"stage\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"П\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"archived\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token boolean",
            children: "false"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"role\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"BIM-координатор\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"updatedAt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-10-20T09:41:03Z\""
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "]"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"nextCursor\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"eyJpZCI6MzE4fQ\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The list contains only projects in which the token's owner has a role, and only those the token is limited to, if it is. Archived projects are read-only and appear with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "archived=true"
      }), "."]
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
              children: "id"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Numeric identifier used in URLs; never reused"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "code"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Project code, unique on the server, up to 32 characters; the sync API addresses projects by it"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "stage"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "name"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As entered in the client"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "role"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The caller's role in this project: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Administrator"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Project manager"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "BIM coordinator"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Estimator"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Engineer"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Viewer"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "pagination",
      children: "Pagination"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every list endpoint pages with a cursor. Pass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "limit"
      }), " (1–500, default 100) and, for the next page, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "nextCursor"
      }), " of the previous response as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "cursor"
      }), ". The last page has ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "\"nextCursor\": null"
      }), ". Cursors are opaque and valid for 15 minutes; do not build them yourself and do not combine a cursor with different filters. Pages are stable: an item added while you page does not push other items to the next page."]
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
          className: "token string",
          children: "\"https://tessera.company.ru/api/v1/projects?limit=50&cursor=eyJpZCI6MzE4fQ\""
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
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "models",
      children: "Models"
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
            children: "/api/v1/projects/318/models"
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
            children: "Bearer tpat_3kP9xWq2LmV7nR4tYb8cZs1dF6gH0jKa"
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
            children: "\"items\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "["
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"id\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "5821"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"projectId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "318"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"name\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"АР — Корпус 2\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"discipline\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"АР\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"source\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"revit\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"latestVersion\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "15"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"locked\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token boolean",
            children: "false"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"createdAt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-03-02T11:20:44Z\""
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"id\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "5822"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"projectId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "318"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"name\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"КР — Корпус 2\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"discipline\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"КР\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"source\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"ifc\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"latestVersion\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "9"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"locked\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token boolean",
            children: "true"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"createdAt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-03-02T11:24:10Z\""
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "]"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"nextCursor\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token null keyword",
            children: "null"
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "source"
      }), " tells how versions arrive: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "revit"
      }), " through the plugin, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ifc"
      }), " through IFC import, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "api"
      }), " through the upload sessions of your own program. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "locked"
      }), " is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "true"
      }), " while an upload session is open for the model, see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-howto/revit-export-api/",
        children: "Revit export API"
      }), ". Model IDs are unique on the server, so further calls address a model without its project."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "model-versions",
      children: "Model versions"
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
            children: "/api/v1/models/5821/versions?limit=20"
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
            children: "Bearer tpat_3kP9xWq2LmV7nR4tYb8cZs1dF6gH0jKa"
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
            children: "\"items\""
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
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"status\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"ready\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"author\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Дмитрий Орлов\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"comment\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Выпуск для экспертизы, изм. 3\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"uploadedAt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-10-20T09:19:37Z\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"elementCount\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "84312"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"changes\""
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
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "]"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"nextCursor\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"eyJ2IjoxNX0\""
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
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "status"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "processing"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Buckets are being built; they cannot be read yet"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ready"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Complete and immutable"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Processing failed; the version report in the client lists the reasons"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Versions are numbered from 1 per model, newest first in the list. Wherever a path takes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "{version}"
      }), ", the word ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "latest"
      }), " means the newest version with status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ready"
      }), ". Use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "latest"
      }), " for dashboards that should follow the model, and a fixed number for anything you store — a fixed version returns the same bytes forever. A version on which a Tessera Control or Tessera Value analysis has been run cannot be deleted."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "reading-one-version-consistently",
      children: "Reading one version consistently"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["An integration that reads several endpoints — the version, its buckets, some elements — should resolve ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "latest"
      }), " once and use the returned number in every following call. Otherwise a version published in the middle of the run makes the second call read different data from the first, and ElementIndex values from one call no longer fit the other. The number also belongs in everything you store next to the data, so that a report can say which version it describes."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "buckets",
      children: "Buckets"
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
            children: "/api/v1/models/5821/versions/15/buckets"
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
            children: "Bearer tpat_3kP9xWq2LmV7nR4tYb8cZs1dF6gH0jKa"
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
            children: "\"geometry\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"format\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"tessera-geometry/3\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"chunkCount\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "412"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"size\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "318767104"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"lods\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
            children: "1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "]"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"href\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"/api/v1/models/5821/versions/15/buckets/geometry\""
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"meta\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"format\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"tessera-meta/2\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"partCount\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"size\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "21495808"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"elementCount\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "84312"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"propertyCount\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "1184"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"href\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"/api/v1/models/5821/versions/15/buckets/meta\""
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
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
            children: "Bucket"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Content"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Read it for"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Geometry"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Binary chunks with meshes, instances and three levels of detail"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Display, clash and spatial analysis, quantity take-off from geometry"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Meta"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Property schema and ndjson parts, one element per line"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Properties, classification, reports, joins with other data"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Both buckets are built from content-addressed blobs: a wall that did not change between versions 14 and 15 is stored once and referenced by both. This is why an upload transfers only changed elements and why the storage of a long history grows slowly. Chunks and parts are immutable; their ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ETag"
      }), " is their SHA-256, so clients may cache them without expiry."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The details are on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-overview/geometry-bucket/",
        children: "Geometry bucket"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-overview/meta-bucket/",
        children: "Meta bucket"
      }), ". To read a few properties of some elements, the elements endpoint described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-overview/element-ids/",
        children: "Element identifiers"
      }), " is simpler than downloading a whole bucket."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A version that is still being built has no buckets yet:"
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
            children: "/api/v1/models/5822/versions/10/buckets"
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
            children: "Bearer tpat_3kP9xWq2LmV7nR4tYb8cZs1dF6gH0jKa"
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
            children: "409"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "Conflict"
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
            children: "\"version-not-ready\""
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
            children: "\"The model version is not ready\""
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
            children: "409"
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
            children: "\"Version 10 of model 5822 is processing (62 %). Retry later or read version latest.\""
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
            children: "\"7d865e959b2466918c9863afca942d0f\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "paging-through-every-item-in-typescript",
      children: "Paging through every item in TypeScript"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-ts",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "export"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "interface"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token class-name",
          children: ["Page", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: "<"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token constant",
            children: "T"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ">"
          })]
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  items", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "T"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  nextCursor", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
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
          children: "export"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "interface"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "ModelVersion"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  modelId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  version", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
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
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  uploadedAt", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  elementCount", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token comment",
          children: "/** Yields every item of a cursor-paginated list such as `/models/5821/versions`. */"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "export"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "async"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "function"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token generic-function",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token function",
            children: "listAll"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token generic class-name",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: "<"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token constant",
              children: "T"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: ">"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "server", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " path", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " limit ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "500"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " AsyncGenerator", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "<"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "T"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "let"
        }), " cursor", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "null"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "null"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "do"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " url ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token constant",
            children: "URL"
          })
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
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    url", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "searchParams", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "'limit'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "String"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "limit", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "cursor ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!=="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "null"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " url", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "searchParams", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "'cursor'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " cursor", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "url", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " Authorization", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
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
          children: ","
        }), " Accept", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'application/json'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "GET "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "url", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "pathname", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " page ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " Page", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "<"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token constant",
          children: "T"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "yield"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), " page", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "items", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    cursor ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " page", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "nextCursor", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "while"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "cursor ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!=="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "null"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
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
          children: "async"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "function"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "readyVersions"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "server", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " modelId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
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
        }), "ModelVersion", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " result", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ModelVersion", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "for"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " version ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "of"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token generic-function",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token function",
            children: "listAll"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token generic class-name",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: "<"
            }), "ModelVersion", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token operator",
              children: ">"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "server", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token template-string",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/models/"
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
            children: "/versions"
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
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "version", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'ready'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " result", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "push"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "version", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " result", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "limits",
      children: "Limits"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Item"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Limit"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Elements in one model version"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "5 million"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Models in a project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "500"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Page size ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "limit"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "500 items (geometry manifest: 1,000 chunks)"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cursor validity"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "15 minutes"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "related-pages",
      children: "Related pages"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-overview/element-ids/",
          children: "Element identifiers"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-overview/geometry-bucket/",
          children: "Geometry bucket"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-overview/meta-bucket/",
          children: "Meta bucket"
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
93382(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MDAgNDQwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjQ0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsbGVkYnk9InQiPgo8dGl0bGUgaWQ9InQiPlByb2plY3RzLCBtb2RlbHMsIG1vZGVsIHZlcnNpb25zIGFuZCB0aGVpciB0d28gYnVja2V0czwvdGl0bGU+CjxyZWN0IHdpZHRoPSI5MDAiIGhlaWdodD0iNDQwIiBmaWxsPSIjZjNmNWY4Ii8+CjxnIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIxLjUiIGZpbGw9Im5vbmUiPgo8cGF0aCBkPSJNNDUgNzBWMTIySDYwIi8+PHBhdGggZD0iTTQ1IDEyMlYxODJINjAiLz4KPHBhdGggZD0iTTMxMCAxMjJIMzQwIi8+PHBhdGggZD0iTTQwNCAxMjJINDIwIi8+PHBhdGggZD0iTTQ4NCAxMjJINTAwIi8+PHBhdGggZD0iTTU2NCAxMjJINTgwIi8+CjxwYXRoIGQ9Ik01MzIgMTQ0VjE4MEg0NjBWMjIwIi8+PHBhdGggZD0iTTUzMiAxODBINzQwVjIyMCIvPgo8L2c+CjxnIHN0cm9rZT0iIzBiNmU2OSIgc3Ryb2tlLXdpZHRoPSIxLjUiIHN0cm9rZS1kYXNoYXJyYXk9IjUgNCIgZmlsbD0ibm9uZSI+CjxwYXRoIGQ9Ik00NTIgMTQ0VjE2MEgzMjBWNDA1SDMzMCIvPgo8L2c+CjxyZWN0IHg9IjMwIiB5PSIyMCIgd2lkdGg9IjI4MCIgaGVpZ2h0PSI1MCIgcng9IjgiIGZpbGw9IiMxMjU3YTAiLz4KPHRleHQgeD0iNDYiIHk9IjQyIiBmb250LXNpemU9IjE0IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjZmZmZmZmIj5Qcm9qZWN0IDMxODwvdGV4dD4KPHRleHQgeD0iNDYiIHk9IjYwIiBmb250LXNpemU9IjEyIiBmaWxsPSIjZmZmZmZmIj5jb2RlIDIwMjYtMDQxLdCW0Jot0KE8L3RleHQ+CjxnIGZvbnQtc2l6ZT0iMTMiPgo8cmVjdCB4PSI2MCIgeT0iMTAwIiB3aWR0aD0iMjUwIiBoZWlnaHQ9IjQ0IiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNzQiIHk9IjExOSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+TW9kZWwgNTgyMTwvdGV4dD4KPHRleHQgeD0iNzQiIHk9IjEzNiIgZmlsbD0iIzRhNTI2MCI+0JDQoCDigJQg0JrQvtGA0L/Rg9GBIDIsIHNvdXJjZSByZXZpdDwvdGV4dD4KPHJlY3QgeD0iNjAiIHk9IjE2MCIgd2lkdGg9IjI1MCIgaGVpZ2h0PSI0NCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9Ijc0IiB5PSIxNzkiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiM0YTUyNjAiPk1vZGVsIDU4MjI8L3RleHQ+Cjx0ZXh0IHg9Ijc0IiB5PSIxOTYiIGZpbGw9IiM0YTUyNjAiPtCa0KAg4oCUINCa0L7RgNC/0YPRgSAyLCBzb3VyY2UgaWZjPC90ZXh0Pgo8L2c+CjxnIGZvbnQtc2l6ZT0iMTMiIGZvbnQtd2VpZ2h0PSI2MDAiIHRleHQtYW5jaG9yPSJtaWRkbGUiPgo8cmVjdCB4PSIzNDAiIHk9IjEwMCIgd2lkdGg9IjY0IiBoZWlnaHQ9IjQ0IiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMzcyIiB5PSIxMjciIGZpbGw9IiM0YTUyNjAiPnYxMzwvdGV4dD4KPHJlY3QgeD0iNDIwIiB5PSIxMDAiIHdpZHRoPSI2NCIgaGVpZ2h0PSI0NCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjQ1MiIgeT0iMTI3IiBmaWxsPSIjNGE1MjYwIj52MTQ8L3RleHQ+CjxyZWN0IHg9IjUwMCIgeT0iMTAwIiB3aWR0aD0iNjQiIGhlaWdodD0iNDQiIHJ4PSI2IiBmaWxsPSIjMGI2ZTY5Ii8+Cjx0ZXh0IHg9IjUzMiIgeT0iMTI3IiBmaWxsPSIjZmZmZmZmIj52MTU8L3RleHQ+CjxyZWN0IHg9IjU4MCIgeT0iMTAwIiB3aWR0aD0iMTIwIiBoZWlnaHQ9IjQ0IiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1kYXNoYXJyYXk9IjUgMyIvPgo8dGV4dCB4PSI2NDAiIHk9IjExOSIgZmlsbD0iI2M5OGExMiI+djE2PC90ZXh0Pgo8dGV4dCB4PSI2NDAiIHk9IjEzNiIgZmlsbD0iI2M5OGExMiIgZm9udC1zaXplPSIxMSIgZm9udC13ZWlnaHQ9IjQwMCI+cHJvY2Vzc2luZzwvdGV4dD4KPC9nPgo8dGV4dCB4PSI1MDAiIHk9IjkyIiBmb250LXNpemU9IjEyIiBmaWxsPSIjMGI2ZTY5Ij5yZWFkeSwgaW1tdXRhYmxlPC90ZXh0Pgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjNGE1MjYwIj4KPHJlY3QgeD0iMzMwIiB5PSIyMjAiIHdpZHRoPSIyNjAiIGhlaWdodD0iMTYwIiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMzQ2IiB5PSIyNDQiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPkdlb21ldHJ5IGJ1Y2tldDwvdGV4dD4KPHRleHQgeD0iMzQ2IiB5PSIyNjgiPm1hbmlmZXN0OiBvcmlnaW4sIG1hdGVyaWFscywgY2h1bmtzPC90ZXh0Pgo8dGV4dCB4PSIzNDYiIHk9IjI5MiI+TE9EMCBjaHVua3MgbDAtMDAwMDAwIOKApjwvdGV4dD4KPHRleHQgeD0iMzQ2IiB5PSIzMTQiPkxPRDEgY2h1bmtzIGwxLTAwMDAwMCDigKY8L3RleHQ+Cjx0ZXh0IHg9IjM0NiIgeT0iMzM2Ij5MT0QyIGNodW5rcyBsMi0wMDAwMDAg4oCmPC90ZXh0Pgo8dGV4dCB4PSIzNDYiIHk9IjM2MiIgZm9udC1zaXplPSIxMiI+ZWFjaDogNjQtYnl0ZSBoZWFkZXIgKyB6c3RkIHBheWxvYWQ8L3RleHQ+CjxyZWN0IHg9IjYxMCIgeT0iMjIwIiB3aWR0aD0iMjYwIiBoZWlnaHQ9IjE2MCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzBiNmU2OSIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjYyNiIgeT0iMjQ0IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij5NZXRhIGJ1Y2tldDwvdGV4dD4KPHRleHQgeD0iNjI2IiB5PSIyNjgiPm1hbmlmZXN0OiBlbGVtZW50IGFuZCBwYXJ0IGNvdW50czwvdGV4dD4KPHRleHQgeD0iNjI2IiB5PSIyOTIiPnNjaGVtYTogdW5pdHMsIHByb3BlcnR5IHNldHMsPC90ZXh0Pgo8dGV4dCB4PSI2MjYiIHk9IjMxMCI+cHJvcGVydHkgZGVmaW5pdGlvbnMgYnkgaWQ8L3RleHQ+Cjx0ZXh0IHg9IjYyNiIgeT0iMzM2Ij5wLTAwMDAgbmRqc29uLCBlbGVtZW50cyAw4oCTNDksOTk5PC90ZXh0Pgo8dGV4dCB4PSI2MjYiIHk9IjM2MCI+cC0wMDAxIG5kanNvbiwgNTAsMDAw4oCTODQsMzExPC90ZXh0Pgo8L2c+CjxyZWN0IHg9IjMzMCIgeT0iMzkyIiB3aWR0aD0iNTQwIiBoZWlnaHQ9IjMwIiByeD0iNiIgZmlsbD0iI2QwZDdlMiIvPgo8dGV4dCB4PSIzNDYiIHk9IjQxMiIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+QmxvYiBzdG9yZSwgYWRkcmVzc2VkIGJ5IFNIQS0yNTY6IHVuY2hhbmdlZCBibG9icyBvZiB2MTQgYXJlIHJldXNlZCBieSB2MTU8L3RleHQ+CjxnIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPgo8dGV4dCB4PSIzMCIgeT0iMjUwIiBmb250LXdlaWdodD0iNjAwIiBmb250LXNpemU9IjEzIj5SdWxlczwvdGV4dD4KPHRleHQgeD0iMzAiIHk9IjI3NCI+QSB2ZXJzaW9uIG5ldmVyIGNoYW5nZXMgb25jZSByZWFkeS48L3RleHQ+Cjx0ZXh0IHg9IjMwIiB5PSIyOTQiPmxhdGVzdCA9IG5ld2VzdCByZWFkeSB2ZXJzaW9uLjwvdGV4dD4KPHRleHQgeD0iMzAiIHk9IjMxNCI+RWxlbWVudEluZGV4IGlzIHZhbGlkIGluIG9uZSB2ZXJzaW9uLjwvdGV4dD4KPHRleHQgeD0iMzAiIHk9IjMzNCI+VGVzc2VyYUlkIHN0YXlzIGFjcm9zcyB2ZXJzaW9ucy48L3RleHQ+CjwvZz4KPC9zdmc+Cg==");

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
55613(module) {
module.exports = JSON.parse('{"id":"tessera/tessera-overview/models-and-buckets","title":"Models and buckets","description":"The data model behind the Tessera API: projects, models, immutable model versions and the geometry and meta buckets each version is stored as, with the endpoints that list them.","source":"@site/content/api/tessera/tessera-overview/models-and-buckets.md","sourceDirName":"tessera/tessera-overview","slug":"/tessera/tessera-overview/models-and-buckets","permalink":"/en/api/tessera/tessera-overview/models-and-buckets","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/api/tessera/tessera-overview/models-and-buckets.md","tags":[],"version":"current","lastUpdatedAt":1795386584000,"sidebarPosition":1,"frontMatter":{"title":"Models and buckets","description":"The data model behind the Tessera API: projects, models, immutable model versions and the geometry and meta buckets each version is stored as, with the endpoints that list them.","order":1,"icon":"layers","author":[{"name":"Maria Lebedeva"}],"date":"2026-09-29","categories":["Reference"],"tessera_tags":["data model","models","versions","buckets","pagination"],"sidebar_position":1,"reading_time":{"words":719,"minutes":3.595},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Data model","permalink":"/en/api/tessera/tessera-overview/"},"next":{"title":"Element identifiers","permalink":"/en/api/tessera/tessera-overview/element-ids"}}')

},

};
;