"use strict";
exports.ids = ["2183"];
exports.modules = {
35501(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_tessera_tessera_howto_catalog_import_api_md_4f4_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_tessera_tessera_howto_catalog_import_api_md_4f4_json__rspack_import_0 = __webpack_require__(10437);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Import API for catalogues and position rules',
	shortTitle: 'Catalogue import',
	description: 'Upload price catalogues and position rules of Tessera Value through the API, validate them, poll the asynchronous import job and read the row error report.',
	order: 2,
	icon: 'upload',
	author: [
		{
			name: 'Anna Kuznetsova'
		}
	],
	date: '2026-10-06',
	categories: [
		'Developer guide'
	],
	tessera_tags: [
		'catalogues',
		'position rules',
		'import',
		'tessera value'
	],
	sidebar_label: 'Catalogue import',
	sidebar_position: 2,
	reading_time: {
		words: 1133,
		minutes: 5.665
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Before you start",
  "id": "before-you-start",
  "level": 2
}, {
  "value": "How an import runs",
  "id": "how-an-import-runs",
  "level": 2
}, {
  "value": "Find the catalogue",
  "id": "find-the-catalogue",
  "level": 2
}, {
  "value": "Upload a workbook",
  "id": "upload-a-workbook",
  "level": 2
}, {
  "value": "Modes and price dates",
  "id": "modes-and-price-dates",
  "level": 3
}, {
  "value": "Poll the job",
  "id": "poll-the-job",
  "level": 2
}, {
  "value": "Read the error report",
  "id": "read-the-error-report",
  "level": 2
}, {
  "value": "Apply the job",
  "id": "apply-the-job",
  "level": 2
}, {
  "value": "Import position rules",
  "id": "import-position-rules",
  "level": 2
}, {
  "value": "A complete client in TypeScript",
  "id": "a-complete-client-in-typescript",
  "level": 2
}, {
  "value": "Possible errors",
  "id": "possible-errors",
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
      children: ["Price catalogues of Tessera Value usually live somewhere else first: in an estimating program, in the procurement department's database or in a workbook that a cost engineer updates every quarter. The import API loads that data into Tessera without anyone opening the client. It accepts the same ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ".xlsx"
      }), " workbooks as the client's Excel import, or JSON produced by your own system, and processes them as asynchronous ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "import jobs"
      }), ": the server validates every row, reports errors by row and column, and changes the catalogue only when you apply the job."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The same job mechanism imports ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "position rules"
      }), " — the project's mapping from saved queries to catalogue items. A typical integration runs both: it refreshes the organisation's catalogue overnight and then pushes the position rules of a reference project."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Import job states: an upload creates a queued job, validation leads to validated or failed, apply leads through applying to succeeded; a validated job can be cancelled or expires after 24 hours",
        src: (__webpack_require__(88899)/* ["default"] */.A) + "",
        width: "900",
        height: "330"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "before-you-start",
      children: "Before you start"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Import"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Token scopes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Account needs"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Catalogue"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "read"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "write"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The right ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Catalogue management"
            }), " or the role ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Administrator"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Position rules"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "read"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "write"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A role in the project that may edit its Tessera Value settings"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Get a token as described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-howto/auth/",
        children: "API access and authentication"
      }), ". For a nightly job, use the client credentials of a service account that has been granted catalogue management."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "how-an-import-runs",
      children: "How an import runs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Find the catalogue (or the project) the data belongs to."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Upload the workbook or JSON with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "validateOnly"
        }), " set to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "true"
        }), ". The server answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "202 Accepted"
        }), " with the job and its address in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Location"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Poll the job until its status is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "validated"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "failed"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "rows.invalid"
        }), " is not zero, download the error report, fix the source and upload again — or decide to skip the invalid rows."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Apply the job. The server answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "202"
        }), " again and changes the catalogue in one transaction."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Poll until the status is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "succeeded"
        }), " and read the summary of created, updated and deactivated items."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Uploading with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "validateOnly: false"
      }), " runs steps 2–5 in one go; the job is applied only when every row is valid."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "find-the-catalogue",
      children: "Find the catalogue"
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
            children: "/api/v1/catalogues?limit=20"
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
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMjA0MSJ9.N4sPq8"
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
            children: "27"
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
            children: "\"Отделочные работы 2026\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"currency\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"RUB\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"pricesIncludeVat\""
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
            children: "\"itemCount\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "1842"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"maintainer\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Екатерина Смирнова\""
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
            children: "\"2026-09-30T16:05:12Z\""
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
            className: "token null keyword",
            children: "null"
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A new, empty catalogue is created with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "POST /api/v1/catalogues"
      }), " and a body of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "name"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "currency"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pricesIncludeVat"
      }), "; the response ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "201 Created"
      }), " returns its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "id"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "upload-a-workbook",
      children: "Upload a workbook"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The workbook follows the rules of the client's Excel import: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ".xlsx"
      }), " only, up to 50 MB and 100,000 data rows per sheet, headers in the first row, no merged cells in the data area. Columns are matched by header; pass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "columns"
      }), " in the options when your headers differ."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Field"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default header"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Required"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Content"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "section"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Раздел"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Section of the catalogue; nested sections are separated by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "code"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Код"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Item code, unique in the catalogue, e.g. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "15-02-016-03"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Наименование"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Item name, up to 500 characters"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unit"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Ед. изм."
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Unit of measure, e.g. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "100 м2"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "м3"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "шт"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "price"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Цена"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Price per unit, greater than 0, in the catalogue's currency"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "scheme"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Схема расчёта"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Calculation scheme used for the item's quantity"
          })]
        })]
      })]
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
          children: "\"https://tessera.company.ru/api/v1/catalogues/27/imports\""
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
          children: "-F"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"file=@finishing-2026-q4.xlsx\""
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "-F"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'options={\"mode\":\"merge\",\"validateOnly\":true,\"sheet\":\"Расценки\",\"priceValidFrom\":\"2026-10-01\"};type=application/json'"
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
            children: "/api/v1/import-jobs/ij_01JB3W7Q5K2M"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"id\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"ij_01JB3W7Q5K2M\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"kind\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"catalogue\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"target\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"catalogueId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "27"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
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
            className: "token string",
            children: "\"queued\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"mode\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"merge\""
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
            children: "0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"createdAt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-10-06T21:00:04Z\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Systems that do not produce workbooks send the same fields as JSON. The body combines the options with an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "items"
      }), " array:"]
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
            children: "/api/v1/catalogues/27/imports"
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
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMjA0MSJ9.N4sPq8"
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
            children: "\"mode\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"merge\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"validateOnly\""
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
            children: "\"priceValidFrom\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-10-01\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
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
            children: "\"section\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Полы/Стяжки\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"code\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"11-01-011-01\""
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
            children: "\"Устройство стяжек цементных толщиной 20 мм\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"unit\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"100 м2\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"price\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "41230.00"
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
            children: "\"section\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Стены/Окраска\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"code\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"15-04-005-01\""
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
            children: "\"Окраска водоэмульсионными составами\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"unit\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"100 м2\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"price\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "18650.00"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "modes-and-price-dates",
      children: "Modes and price dates"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "mode"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Items in the upload"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Items missing from the upload"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "merge"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Created or updated by code"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Left unchanged"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "replace"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Created or updated by code"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Deactivated: hidden from new rules and analyses, kept for existing ones"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Items are never deleted by an import, because position rules, bindings and saved analyses refer to them. A changed price does not overwrite the old one: it is stored with the date ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "priceValidFrom"
      }), " (the import date when omitted), so projects whose price date is earlier keep calculating with the previous price."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "poll-the-job",
      children: "Poll the job"
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
            children: "/api/v1/import-jobs/ij_01JB3W7Q5K2M"
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
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMjA0MSJ9.N4sPq8"
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
            children: "\"id\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"ij_01JB3W7Q5K2M\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"kind\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"catalogue\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"target\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"catalogueId\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "27"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
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
            className: "token string",
            children: "\"validated\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"mode\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"merge\""
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
            children: "1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"rows\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"total\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "1913"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"valid\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "1907"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"invalid\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "6"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
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
            children: "\"created\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "71"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"updated\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "388"
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
            children: "1448"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"deactivated\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "0"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"errorsHref\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"/api/v1/import-jobs/ij_01JB3W7Q5K2M/errors\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"createdAt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-10-06T21:00:04Z\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"finishedAt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token null keyword",
            children: "null"
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
            children: "\"2026-10-07T21:00:31Z\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["While the job is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "queued"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "validating"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "applying"
      }), ", the response carries ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Retry-After"
      }), " with the suggested pause in seconds; poll no more often than that. A workbook of 10,000 rows is usually validated in under 20 seconds. In the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "validated"
      }), " state ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "summary"
      }), " is a forecast of what applying would change, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "expiresAt"
      }), " tells when the job will be cancelled if nobody applies it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Status"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Next step"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "queued"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "validating"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Waiting for a worker, then checking rows"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Keep polling"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "validated"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All rows checked; nothing has changed yet"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Read errors, then apply or cancel with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DELETE"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "applying"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Changes are being written"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Keep polling"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "succeeded"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Catalogue or rules changed; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "summary"
            }), " is final"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Done"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "failed"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The file could not be read, or more than 1,000 row errors"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Fix the file and upload again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "cancelled"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cancelled, or a validated job expired after 24 hours"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upload again"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "read-the-error-report",
      children: "Read the error report"
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
            children: "/api/v1/import-jobs/ij_01JB3W7Q5K2M/errors?limit=100"
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
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMjA0MSJ9.N4sPq8"
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
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"total\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "6"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
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
            children: "\"sheet\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Расценки\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"row\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "112"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"column\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Код\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"code\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"duplicate-code\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"message\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Код 15-02-016-03 уже встречался в строке 57\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"value\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"15-02-016-03\""
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
            children: "\"sheet\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Расценки\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"row\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "340"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"column\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Цена\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"code\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"invalid-number\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"message\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Ожидалось число, получен текст «12,5 руб.»\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"value\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"12,5 руб.\""
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
            className: "token string",
            children: "\"eyJvIjoxMDB9\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For people who fix the workbook by hand, request the same report as a spreadsheet: invalid cells are filled red and an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Ошибка"
      }), " (error) column is added at the end of each row."]
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
          children: "\"https://tessera.company.ru/api/v1/import-jobs/ij_01JB3W7Q5K2M/errors\""
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
          children: "\"Accept: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\""
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "-o"
        }), " finishing-2026-q4.errors.xlsx\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "code"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "required"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A required column is empty in this row"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "duplicate-code"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The item code occurs more than once in the upload"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid-number"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Text in a numeric column, or a price of 0 or less"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unknown-unit"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The unit is not in the server's unit list"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unknown-scheme"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No calculation scheme with this name"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unknown-query"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Position rules: no saved query with this name in the project"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid-condition"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Position rules: the condition cannot be parsed"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unknown-item"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Position rules: the item code is not in the named catalogue"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "apply-the-job",
      children: "Apply the job"
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
            children: "/api/v1/import-jobs/ij_01JB3W7Q5K2M/apply"
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
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMjA0MSJ9.N4sPq8"
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
            children: "\"skipInvalidRows\""
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
            children: "\"comment\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Цены IV квартала 2026\""
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
            children: "/api/v1/import-jobs/ij_01JB3W7Q5K2M"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"id\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"ij_01JB3W7Q5K2M\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"kind\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"catalogue\""
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
            className: "token string",
            children: "\"applying\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"createdAt\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"2026-10-06T21:00:04Z\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Without ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "skipInvalidRows: true"
      }), " a job with invalid rows is refused with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "409"
      }), " and the type ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "job-state"
      }), ". The comment appears in the catalogue's change history in the client."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "import-position-rules",
      children: "Import position rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Position rules go to a project. Each rule names a saved query of the project — or gives a condition in the query syntax of the client — and the catalogue item its elements are counted in."
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
            children: "/api/v1/projects/318/position-rules/imports"
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
            children: "Bearer tat_eyJ2IjoxLCJzIjoiMjA0MSJ9.N4sPq8"
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
            children: "\"mode\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"replace\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"validateOnly\""
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
            children: "\"rules\""
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
            children: "\"name\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Стяжка по перекрытиям\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"query\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Перекрытия — типовые этажи\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"catalogue\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Отделочные работы 2026\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"itemCode\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"11-01-011-01\""
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
            children: "\"name\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Окраска стен\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"condition\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Категория = Стены И Отделка = \\\"Окраска\\\"\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"catalogue\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Отделочные работы 2026\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"itemCode\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"15-04-005-01\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"scheme\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Площадь отделки\""
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The response and the rest of the flow are the same as for catalogues. In ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "replace"
      }), " mode all existing rules of the project are replaced; in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "merge"
      }), " mode rules are matched by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "name"
      }), ". A rule that points to a catalogue not connected to the project is imported but inactive until the catalogue is connected."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "a-complete-client-in-typescript",
      children: "A complete client in TypeScript"
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
          children: "ImportJob"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  id", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'queued'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'validating'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'validated'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'applying'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "|"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'succeeded'"
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
          children: "'cancelled'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  rows", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "?"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " total", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " valid", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " invalid", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  summary", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "?"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " created", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " updated", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " unchanged", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), " deactivated", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " sleep ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "ms", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " ms", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
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
          children: "waitForJob"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "base", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " jobId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " until", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ImportJob", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'status'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
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
        }), "ImportJob", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/import-jobs/"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "jobId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
            children: "Job "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "jobId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " job ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " ImportJob", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "until", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "includes"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "job", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "status", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "||"
        }), " job", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'failed'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "||"
        }), " job", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'cancelled'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " job", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "sleep"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "Number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "get"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'Retry-After'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "??"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'5'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "1000"
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
          className: "token comment",
          children: "/** Validates a workbook, applies it when it has no invalid rows, and returns the final job. */"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "importCatalogue"
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
        }), " catalogueId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " workbook", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " Blob", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " fileName", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "ImportJob", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " form ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "FormData"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  form", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "append"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'file'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " workbook", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " fileName", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  form", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "append"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'options'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "new"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "Blob"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " mode", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'merge'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " validateOnly", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token boolean",
          children: "true"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), " type", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " upload ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/catalogues/"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "catalogueId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/imports"
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
        }), "\n    method", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'POST'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n    headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n    body", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " form", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "upload", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!=="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "202"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
            children: "Upload refused: HTTP "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "upload", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
            }), " upload", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " created ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " upload", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " ImportJob", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " validated ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "await"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "waitForJob"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "base", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " created", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "id", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'validated'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "validated", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!=="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'validated'"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "||"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "validated", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "rows", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "?."
        }), "invalid ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "??"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ">"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " validated", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " apply ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/import-jobs/"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "created", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "id", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/apply"
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
        }), "\n    method", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'POST'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n    headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: ","
        }), "\n    body", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token template-string",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "Automatic import of "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "fileName", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token template-punctuation string",
            children: "`"
          })]
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
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
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "apply", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!=="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "202"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
            children: "Apply refused: HTTP "
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), "apply", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "return"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "waitForJob"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "base", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " created", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "id", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "["
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'succeeded'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "]"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Requests that cannot start a job are answered with a problem document. Here a CSV file was sent instead of a workbook:"
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
          children: "\"https://tessera.company.ru/api/v1/catalogues/27/imports\""
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
          children: "-F"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"file=@finishing-2026-q4.csv\""
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
            children: "415"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "Unsupported Media Type"
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
            children: "\"unsupported-media-type\""
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
            children: "\"The file type is not accepted\""
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
            children: "415"
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
            children: "\"Catalogue imports accept .xlsx workbooks or JSON. Save finishing-2026-q4.csv as an Excel workbook.\""
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
            children: "\"5c2e9a7d41f08b36e2a1d4c7b90f1e23\""
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
            children: "Status"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "type"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "403"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "forbidden"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No catalogue management right, or no suitable role in the project"
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
            children: "Unknown catalogue, project or job"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "409"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "import-running"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Another job for the same catalogue or project is not finished"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "409"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "job-state"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Applying a job that is not ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "validated"
            }), ", has invalid rows, or cancelling an applied job"]
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
            children: "File over 50 MB, or more than 100,000 rows or items"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "415"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unsupported-media-type"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".xls"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".xlsb"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".csv"
            }), " or another format"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Validation stops after 1,000 row errors — usually a sign of the wrong sheet or shifted columns. Jobs and their error reports are kept for 7 days; a validated job that is not applied within 24 hours is cancelled."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "related-pages",
      children: "Related pages"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-howto/auth/",
          children: "API access and authentication"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-howto/odata-value-export/",
          children: "OData export of value analysis"
        }), " — read the results the catalogue produces"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-overview/element-ids/",
          children: "Element identifiers"
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
88899(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MDAgMzMwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjMzMCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsbGVkYnk9InQiPgo8dGl0bGUgaWQ9InQiPlN0YXRlcyBvZiBhbiBpbXBvcnQgam9iPC90aXRsZT4KPHJlY3Qgd2lkdGg9IjkwMCIgaGVpZ2h0PSIzMzAiIGZpbGw9IiNmM2Y1ZjgiLz4KPGRlZnM+CjxtYXJrZXIgaWQ9ImEiIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjgiIG1hcmtlckhlaWdodD0iOCIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDEwIDVMMCAxMHoiIGZpbGw9IiM0YTUyNjAiLz48L21hcmtlcj4KPC9kZWZzPgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjNGE1MjYwIj4KPHRleHQgeD0iMzAiIHk9IjQwIiBmb250LXNpemU9IjE1IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj5QT1NUIOKApi9pbXBvcnRzPC90ZXh0Pgo8dGV4dCB4PSIzMCIgeT0iNTgiPjIwMiBBY2NlcHRlZCwgTG9jYXRpb248L3RleHQ+CjwvZz4KPGcgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiIGZpbGw9Im5vbmUiPgo8cGF0aCBkPSJNOTAgNjZWOTgiIG1hcmtlci1lbmQ9InVybCgjYSkiLz4KPHBhdGggZD0iTTE1MCAxMjVIMTkwIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxwYXRoIGQ9Ik0zMjAgMTI1SDM2MCIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8cGF0aCBkPSJNNDkwIDEyNUg1MzAiIG1hcmtlci1lbmQ9InVybCgjYSkiLz4KPHBhdGggZD0iTTY2MCAxMjVINzAwIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxwYXRoIGQ9Ik0yNTUgMTUyVjIxOCIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8cGF0aCBkPSJNNDI1IDE1MlYyMTgiIG1hcmtlci1lbmQ9InVybCgjYSkiLz4KPC9nPgo8ZyBmb250LXNpemU9IjE0IiBmb250LXdlaWdodD0iNjAwIj4KPHJlY3QgeD0iMzAiIHk9IjEwMCIgd2lkdGg9IjEyMCIgaGVpZ2h0PSI1MCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjkwIiB5PSIxMzAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiM0YTUyNjAiPnF1ZXVlZDwvdGV4dD4KPHJlY3QgeD0iMTkwIiB5PSIxMDAiIHdpZHRoPSIxMzAiIGhlaWdodD0iNTAiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIyNTUiIHk9IjEzMCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iIzEyNTdhMCI+dmFsaWRhdGluZzwvdGV4dD4KPHJlY3QgeD0iMzYwIiB5PSIxMDAiIHdpZHRoPSIxMzAiIGhlaWdodD0iNTAiIHJ4PSI4IiBmaWxsPSIjMTI1N2EwIi8+Cjx0ZXh0IHg9IjQyNSIgeT0iMTMwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmZmZmIj52YWxpZGF0ZWQ8L3RleHQ+CjxyZWN0IHg9IjUzMCIgeT0iMTAwIiB3aWR0aD0iMTMwIiBoZWlnaHQ9IjUwIiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNTk1IiB5PSIxMzAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiMwYjZlNjkiPmFwcGx5aW5nPC90ZXh0Pgo8cmVjdCB4PSI3MDAiIHk9IjEwMCIgd2lkdGg9IjE2MCIgaGVpZ2h0PSI1MCIgcng9IjgiIGZpbGw9IiMwYjZlNjkiLz4KPHRleHQgeD0iNzgwIiB5PSIxMzAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiNmZmZmZmYiPnN1Y2NlZWRlZDwvdGV4dD4KPHJlY3QgeD0iMTkwIiB5PSIyMjAiIHdpZHRoPSIxMzAiIGhlaWdodD0iNTAiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNiMzI2MWUiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIyNTUiIHk9IjI1MCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iI2IzMjYxZSI+ZmFpbGVkPC90ZXh0Pgo8cmVjdCB4PSIzNjAiIHk9IjIyMCIgd2lkdGg9IjEzMCIgaGVpZ2h0PSI1MCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjQyNSIgeT0iMjUwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjYzk4YTEyIj5jYW5jZWxsZWQ8L3RleHQ+CjwvZz4KPGcgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+Cjx0ZXh0IHg9IjUwNSIgeT0iOTIiIHRleHQtYW5jaG9yPSJtaWRkbGUiPlBPU1Qg4oCmL2FwcGx5PC90ZXh0Pgo8dGV4dCB4PSIyNjUiIHk9IjE4MCI+dW5yZWFkYWJsZSBmaWxlIG9yPC90ZXh0Pgo8dGV4dCB4PSIyNjUiIHk9IjIxMCI+b3ZlciAxLDAwMCBlcnJvcnM8L3RleHQ+Cjx0ZXh0IHg9IjQzNSIgeT0iMTgwIj5ERUxFVEUsIG9yPC90ZXh0Pgo8dGV4dCB4PSI0MzUiIHk9IjIxMCI+MjQgaCBub3QgYXBwbGllZDwvdGV4dD4KPHRleHQgeD0iNTIwIiB5PSIyNTAiPkdFVCDigKYvZXJyb3JzOiByb3cgcmVwb3J0PC90ZXh0Pgo8dGV4dCB4PSI1MjAiIHk9IjI2OCI+KEpTT04gb3IgYW5ub3RhdGVkIC54bHN4KTwvdGV4dD4KPHRleHQgeD0iNzAwIiB5PSIxODAiPnN1bW1hcnk6IGNyZWF0ZWQsIHVwZGF0ZWQsPC90ZXh0Pgo8dGV4dCB4PSI3MDAiIHk9IjE5OCI+dW5jaGFuZ2VkLCBkZWFjdGl2YXRlZDwvdGV4dD4KPC9nPgo8cGF0aCBkPSJNNDkwIDE1MEw1MTUgMjQwIiBzdHJva2U9IiNkMGQ3ZTIiIHN0cm9rZS13aWR0aD0iMiIgc3Ryb2tlLWRhc2hhcnJheT0iNSA0IiBmaWxsPSJub25lIi8+Cjwvc3ZnPgo=");

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
10437(module) {
module.exports = JSON.parse('{"id":"tessera/tessera-howto/catalog-import-api","title":"Import API for catalogues and position rules","description":"Upload price catalogues and position rules of Tessera Value through the API, validate them, poll the asynchronous import job and read the row error report.","source":"@site/content/api/tessera/tessera-howto/catalog-import-api.md","sourceDirName":"tessera/tessera-howto","slug":"/tessera/tessera-howto/catalog-import-api","permalink":"/en/api/tessera/tessera-howto/catalog-import-api","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/api/tessera/tessera-howto/catalog-import-api.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":2,"frontMatter":{"title":"Import API for catalogues and position rules","shortTitle":"Catalogue import","description":"Upload price catalogues and position rules of Tessera Value through the API, validate them, poll the asynchronous import job and read the row error report.","order":2,"icon":"upload","author":[{"name":"Anna Kuznetsova"}],"date":"2026-10-06","categories":["Developer guide"],"tessera_tags":["catalogues","position rules","import","tessera value"],"sidebar_label":"Catalogue import","sidebar_position":2,"reading_time":{"words":1133,"minutes":5.665},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Authentication","permalink":"/en/api/tessera/tessera-howto/auth"},"next":{"title":"Revit export","permalink":"/en/api/tessera/tessera-howto/revit-export-api"}}')

},

};
;