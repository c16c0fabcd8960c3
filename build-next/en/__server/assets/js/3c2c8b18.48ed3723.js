"use strict";
exports.ids = ["3726"];
exports.modules = {
96713(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_tessera_tessera_howto_auth_md_3c2_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_api_site_content_api_tessera_tessera_howto_auth_md_3c2_json__rspack_import_0 = __webpack_require__(61367);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'API access and authentication',
	shortTitle: 'Authentication',
	description: 'How programs authenticate to the Tessera API: personal API tokens, client credentials of service accounts, access tokens from POST /api/v1/auth/token, refresh, scopes, errors and rate limits.',
	order: 1,
	icon: 'key',
	author: [
		{
			name: 'Igor Volkov',
			url: 'https://tessera.example/'
		}
	],
	date: '2026-09-15',
	categories: [
		'Developer guide'
	],
	tessera_tags: [
		'authentication',
		'tokens',
		'scopes',
		'rate limits'
	],
	sidebar_label: 'Authentication',
	sidebar_position: 1,
	reading_time: {
		words: 1200,
		minutes: 6
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Choose a credential",
  "id": "choose-a-credential",
  "level": 2
}, {
  "value": "Personal API tokens",
  "id": "personal-api-tokens",
  "level": 2
}, {
  "value": "Client credentials for service accounts",
  "id": "client-credentials-for-service-accounts",
  "level": 2
}, {
  "value": "Interactive tools and refresh",
  "id": "interactive-tools-and-refresh",
  "level": 2
}, {
  "value": "Scopes",
  "id": "scopes",
  "level": 2
}, {
  "value": "A token provider in TypeScript",
  "id": "a-token-provider-in-typescript",
  "level": 2
}, {
  "value": "Possible errors",
  "id": "possible-errors",
  "level": 2
}, {
  "value": "Rate limits",
  "id": "rate-limits",
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
      children: ["Every request to the Tessera API carries a bearer token in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Authorization"
      }), " header. The token identifies an account — an employee or a service account — and the API never lets it do more than that account's role allows in the project it touches. This guide explains which credential to choose, how to obtain a short-lived access token from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "POST /api/v1/auth/token"
      }), ", how to refresh it, what the scopes mean and how the server reports authentication errors and rate limits."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["All examples use the server ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tessera.company.ru"
      }), "; replace it with your organisation's Tessera Server. The base URL of the REST API is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "https://{server}/api/v1"
      }), ", and only HTTPS is accepted."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Sequence of calls: the integration sends client credentials to POST /api/v1/auth/token, receives an access token valid for 3600 seconds, calls the API with the Bearer header, and requests a new token when the old one expires or a call returns 401",
        src: (__webpack_require__(32553)/* ["default"] */.A) + "",
        width: "880",
        height: "470"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "choose-a-credential",
      children: "Choose a credential"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Credential"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Looks like"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Lifetime"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Best for"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Personal API token"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tpat_3kP9xWq2…"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "30, 90 or 365 days"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Scripts run by one person, Power BI, quick checks with curl"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Client credentials of a service account"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tcl_…"
            }), " + ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tcs_…"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Until rotated by an administrator"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Permanent integrations: CDE connectors, nightly exports, ETL"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Access token"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tat_…"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3600 s"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Issued by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "POST /api/v1/auth/token"
            }), "; sent with every call"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Refresh token"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "trt_…"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "14 days, single use"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Interactive tools that sign a user in once"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A personal API token is itself a bearer token: send it as is, no exchange needed. Client credentials and user passwords are never sent to regular endpoints — they are exchanged for an access token first, so that a leaked log line exposes at most one hour of access."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "personal-api-tokens",
      children: "Personal API tokens"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["An employee creates a personal token on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "API tokens"
      }), " tab of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Personal account"
      }), " (the personal account page of the web application): name, validity of 30, 90 or 365 days, scopes, and optionally the projects the token is limited to. The value begins with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tpat_"
      }), " and is shown once. The administrator can see, restrict and revoke every token of the server."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To check a token and see what it may do, call ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "GET /api/v1/me"
      }), ":"]
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
            children: "/api/v1/me"
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
            children: "599"
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
            children: "60"
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
            className: "token number",
            children: "1187"
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
            children: "\"user\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"name\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Игорь Волков\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"login\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"i.volkov\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"scopes\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "["
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"read\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"write\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "]"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"tokenType\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"personal\""
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
            children: "\"2027-01-14T00:00:00Z\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"projects\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "["
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "318"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "402"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "]"
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Keep the token out of source code and shared configuration files. Read it from an environment variable, the Windows Credential Manager or your CI system's secret store."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "client-credentials-for-service-accounts",
      children: "Client credentials for service accounts"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Permanent integrations should not depend on an employee's token, which stops working when the employee leaves or forgets to renew it. Use a service account instead:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["An administrator opens ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Administration → Tokens"
        }), ", switches to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Service accounts"
        }), " tab, clicks ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create"
        }), ", names the account and selects its scopes (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "read"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "write"
        }), "; never ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin"
        }), "). Tessera shows the client ID (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tcl_…"
        }), ") and the client secret (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tcs_…"
        }), "); the secret is displayed once and stays valid until the administrator rotates it with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Change secret"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The administrator adds the service account to the projects it needs with the smallest sufficient role (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Viewer"
        }), " for reading, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "BIM coordinator"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Engineer"
        }), " for uploading versions)."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The integration exchanges the pair for an access token whenever it starts and whenever the previous token is about to expire."
      }), "\n"]
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
            children: "/api/v1/auth/token"
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
            children: "Accept"
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
            children: "\"grant_type\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"client_credentials\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"client_id\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"tcl_8ZkV2mQ4rT\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"client_secret\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"tcs_Jd83nVq0PzL5wX2kR7tY1mB9\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"scope\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"read write\""
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
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Cache-Control"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "no-store"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"access_token\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"tat_eyJ2IjoxLCJzIjoiMTE4NyJ9.Q7mVx2\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"token_type\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Bearer\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"expires_in\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "3600"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"scope\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"read write\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The same call with curl; the endpoint also accepts ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "application/x-www-form-urlencoded"
      }), ", which many OAuth client libraries send by default:"]
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
        }), " POST ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"https://tessera.company.ru/api/v1/auth/token\""
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  --data-urlencode ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"grant_type=client_credentials\""
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  --data-urlencode ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token string",
          children: ["\"client_id=", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token variable",
            children: "$TESSERA_CLIENT_ID"
          }), "\""]
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  --data-urlencode ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token string",
          children: ["\"client_secret=", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token variable",
            children: "$TESSERA_CLIENT_SECRET"
          }), "\""]
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  --data-urlencode ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"scope=read\""
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Request field"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Required"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "grant_type"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "client_credentials"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "password"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "refresh_token"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "client_id"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "client_secret"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["For ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "client_credentials"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pair issued for a service account"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "username"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "password"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["For ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "password"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Login of an employee; Active Directory accounts use the domain login"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "refresh_token"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["For ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "refresh_token"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Token from a previous ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "password"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "refresh_token"
            }), " response"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "scope"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Space-separated subset of the allowed scopes; all allowed scopes when omitted"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Client credentials do not return a refresh token: when the access token expires, simply request a new one with the same pair."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "interactive-tools-and-refresh",
      children: "Interactive tools and refresh"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A desktop or web tool that acts for a signed-in employee sends the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "password"
      }), " grant once, keeps the refresh token in the operating system's credential store and forgets the password. Before the access token expires it exchanges the refresh token for a new pair:"]
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
            children: "/api/v1/auth/token"
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
            children: "\"grant_type\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"refresh_token\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"refresh_token\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"trt_5Gm1Xc8Lq2Vz7Nw4Pb6Rk0Ty\""
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
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Cache-Control"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "no-store"
          })]
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
          className: "token application-json",
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "{"
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"access_token\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"tat_eyJ2IjoxLCJzIjoiMTE4NyIsInIiOjJ9.b81Kd0\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"token_type\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"Bearer\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"expires_in\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token number",
            children: "3600"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"scope\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"read write\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ","
          }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token property",
            children: "\"refresh_token\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"trt_9Tq4Hs2Wc7Mv1Lx8Zp3Fn6Dj\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Refresh tokens are valid for 14 days and can be used once. Each refresh returns a new refresh token; presenting an already used one revokes the whole chain and returns ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "400"
      }), " with the type ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "invalid-grant"
      }), ", which means the user has to sign in again. On sign-out, revoke the refresh token so that it cannot be replayed:"]
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
        }), " POST ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"https://tessera.company.ru/api/v1/auth/revoke\""
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "-H"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"Content-Type: application/json\""
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "\\"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token parameter variable",
          children: "-d"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'{\"token\": \"trt_9Tq4Hs2Wc7Mv1Lx8Zp3Fn6Dj\"}'"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Blocking an employee, revoking a personal token or deleting an API client takes effect at once: access tokens issued from them stop working with the next request."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "scopes",
      children: "Scopes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Scope"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Allows"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Typical use"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "read"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Reading projects, models, buckets, elements, catalogues, analysis results and the OData feed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power BI, reports, viewers"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "write"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Uploading model versions, imports of catalogues and position rules, creating models"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Sync tools, catalogue maintenance"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Employees, groups, roles and server settings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Administration scripts; never available to service accounts"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "write"
      }), " does not imply ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "read"
      }), ": an uploader that first reads the previous version needs both. The effective permission of a call is the intersection of three things — the scopes of the token, the owner's role in the project and, for catalogues, the right ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Catalogue management"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "a-token-provider-in-typescript",
      children: "A token provider in TypeScript"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The module below caches the access token, renews it a minute before expiry and retries a call once after ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "401"
      }), " or after the wait that a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "429"
      }), " response asks for."]
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
          children: "TokenResponse"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  access_token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  token_type", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'Bearer'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  expires_in", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "number"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  scope", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "ClientCredentials"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  server", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  clientId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  clientSecret", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token builtin",
          children: "string"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  scope", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "class"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token class-name",
          children: "TesseraAuth"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "private"
        }), " token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "undefined"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "private"
        }), " expiresAt ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "0"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "constructor"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "private"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "readonly"
        }), " credentials", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ClientCredentials", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "async"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "accessToken"
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
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "token ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "!=="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "undefined"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "&&"
        }), " Date", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "now"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "<"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "expiresAt ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "-"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "60_000"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "https://"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token keyword",
              children: "this"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "credentials", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "server", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "}"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "/api/v1/auth/token"
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
        }), "\n      method", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'POST'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n      headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string-property property",
          children: "'Content-Type'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'application/json'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " Accept", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'application/json'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n      body", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "\n        grant_type", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'client_credentials'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n        client_id", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "credentials", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "clientId", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n        client_secret", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "credentials", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "clientSecret", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n        scope", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "credentials", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "scope", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
            children: "Token request failed with "
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
            children: ": "
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
          children: "const"
        }), " body ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " TokenResponse", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "token ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " body", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "access_token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "expiresAt ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " Date", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "now"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "+"
        }), " body", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "expires_in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "1000"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "token", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token comment",
          children: "/** Calls `https://{server}/api/v1` + path with the bearer token; retries once after 401 or 429. */"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "async"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "request"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: ","
        }), " retried ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token boolean",
          children: "false"
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
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token keyword",
              children: "await"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token keyword",
              children: "this"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token function",
              children: "accessToken"
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
            children: "https://"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.span, {
            className: "token interpolation",
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token interpolation-punctuation punctuation",
              children: "${"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token keyword",
              children: "this"
            }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
            }), "credentials", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
              className: "token punctuation",
              children: "."
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
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "..."
        }), "init", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " headers", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "retried", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "401"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "token ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "undefined"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "request"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "path", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " init", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token boolean",
          children: "true"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "if"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "==="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token number",
          children: "429"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "const"
        }), " wait ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "="
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: "'1'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), " wait ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n      ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "this"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token function",
          children: "request"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "("
        }), "path", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " init", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token boolean",
          children: "true"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ")"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n    ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "return"
        }), " response", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
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
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Errors come as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "application/problem+json"
      }), " with the members ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "type"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "title"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "status"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "detail"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "traceId"
      }), ". Quote the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "traceId"
      }), " when you contact support: it finds the request in the server log. A missing, expired or revoked token is answered with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "401"
      }), " and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "WWW-Authenticate"
      }), " header:"]
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
            children: "401"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "Unauthorized"
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
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "WWW-Authenticate"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "Bearer error=\"invalid_token\""
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
            children: "\"invalid-token\""
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
            children: "\"The access token is not valid\""
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
            children: "401"
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
            children: "\"The token expired at 2026-09-15T10:42:07Z. Request a new one from /api/v1/auth/token.\""
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
            children: "\"4bf92f3577b34da6a3ce929d0e0e4736\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A valid token without the required scope or role gets ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "403"
      }), ". Here a token with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "read"
      }), " scope only tries to open an upload session:"]
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
            children: "Bearer tpat_3kP9xWq2LmV7nR4tYb8cZs1dF6gH0jKa"
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
            children: "\"source\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token operator",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token string",
            children: "\"cde-connector\""
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
            children: "403"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "Forbidden"
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
            children: "\"forbidden\""
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
            children: "\"Insufficient rights\""
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
            children: "403"
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
            children: "\"Opening an upload session requires the scopes read and write; the token has read.\""
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
            children: "\"0af7651916cd43dd8448eb211c80319c\""
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
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "400"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid-request"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A required field of the token request is missing"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check the body against the field table"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "400"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unsupported-grant-type"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "grant_type"
            }), " is not one of the three values"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "client_credentials"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "password"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "refresh_token"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "400"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid-grant"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Wrong password, or the refresh token expired, was used or revoked"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Sign the user in again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid-client"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unknown client ID or wrong secret"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ask the administrator to check or rotate the API client"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid-token"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The bearer token expired, was revoked or is malformed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Request a new access token; for a personal token, issue a new one"
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
            children: ["The token lacks ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "read"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "write"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            }), ", or the owner's role in the project does not allow the operation; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "detail"
            }), " names which"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Issue a token with the scope, or ask the project manager for a suitable role"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "rate-limits",
      children: "Rate limits"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Limit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Value"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Applies to"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Requests per minute"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "600"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Each token"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Concurrent requests"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Each token"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Token requests per minute"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "30"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Each client ID or login, and each IP address"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Failed token requests"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10 per 5 minutes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Each client ID or login; further attempts are locked for 15 minutes"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Every response reports the remaining budget in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "RateLimit-Limit"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "RateLimit-Remaining"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "RateLimit-Reset"
      }), " (seconds until the window restarts). Above the limit the server answers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "429"
      }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Retry-After"
      }), ":"]
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
            children: "429"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token reason-phrase string",
            children: "Too Many Requests"
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
          className: "token header",
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-name keyword",
            children: "Retry-After"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: ":"
          }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token header-value",
            children: "12"
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
            children: "\"rate-limited\""
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
            children: "\"Too many requests\""
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
            children: "429"
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
            children: "\"600 requests per minute are allowed for this token. Retry in 12 s.\""
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
            children: "\"b7ad6b7169203331a0d5e0f9e2c1f4a8\""
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
            className: "token punctuation",
            children: "}"
          }), "\n"]
        })]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Spread bulk work over time instead of retrying in a tight loop, and reuse one access token for all calls of a run: requesting a new token for every call quickly hits the token limit."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "related-pages",
      children: "Related pages"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-howto/revit-export-api/",
          children: "Revit export API"
        }), " — upload sessions that need the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "write"
        }), " scope"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-howto/odata-value-export/",
          children: "OData export of value analysis"
        }), " — Power BI and Excel with an API token"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera/tessera-overview/models-and-buckets/",
          children: "Models and buckets"
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
32553(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA4ODAgNDcwIiB3aWR0aD0iODgwIiBoZWlnaHQ9IjQ3MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsbGVkYnk9InQiPgo8dGl0bGUgaWQ9InQiPkFjY2VzcyB0b2tlbiBmbG93IG9mIHRoZSBUZXNzZXJhIEFQSTwvdGl0bGU+CjxyZWN0IHdpZHRoPSI4ODAiIGhlaWdodD0iNDcwIiBmaWxsPSIjZjNmNWY4Ii8+CjxkZWZzPgo8bWFya2VyIGlkPSJhIiB2aWV3Qm94PSIwIDAgMTAgMTAiIHJlZlg9IjkiIHJlZlk9IjUiIG1hcmtlcldpZHRoPSI4IiBtYXJrZXJIZWlnaHQ9IjgiIG9yaWVudD0iYXV0byI+PHBhdGggZD0iTTAgMEwxMCA1TDAgMTB6IiBmaWxsPSIjMTI1N2EwIi8+PC9tYXJrZXI+CjxtYXJrZXIgaWQ9ImIiIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjgiIG1hcmtlckhlaWdodD0iOCIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDEwIDVMMCAxMHoiIGZpbGw9IiMwYjZlNjkiLz48L21hcmtlcj4KPG1hcmtlciBpZD0iYyIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iI2IzMjYxZSIvPjwvbWFya2VyPgo8L2RlZnM+CjxnIGZvbnQtc2l6ZT0iMTQiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNmZmZmZmYiPgo8cmVjdCB4PSIzMCIgeT0iMjAiIHdpZHRoPSIxOTAiIGhlaWdodD0iNDQiIHJ4PSI4IiBmaWxsPSIjMTI1N2EwIi8+Cjx0ZXh0IHg9IjEyNSIgeT0iNDciIHRleHQtYW5jaG9yPSJtaWRkbGUiPkludGVncmF0aW9uPC90ZXh0Pgo8cmVjdCB4PSIzNDUiIHk9IjIwIiB3aWR0aD0iMTkwIiBoZWlnaHQ9IjQ0IiByeD0iOCIgZmlsbD0iIzBiNmU2OSIvPgo8dGV4dCB4PSI0NDAiIHk9IjQwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj4vYXBpL3YxL2F1dGgvdG9rZW48L3RleHQ+Cjx0ZXh0IHg9IjQ0MCIgeT0iNTciIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiIGZvbnQtd2VpZ2h0PSI0MDAiPlRlc3NlcmEgU2VydmVyPC90ZXh0Pgo8cmVjdCB4PSI2NjAiIHk9IjIwIiB3aWR0aD0iMTkwIiBoZWlnaHQ9IjQ0IiByeD0iOCIgZmlsbD0iIzBiNmU2OSIvPgo8dGV4dCB4PSI3NTUiIHk9IjQwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj4vYXBpL3YxL+KApjwvdGV4dD4KPHRleHQgeD0iNzU1IiB5PSI1NyIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiIgZm9udC13ZWlnaHQ9IjQwMCI+UkVTVCBlbmRwb2ludHM8L3RleHQ+CjwvZz4KPGcgc3Ryb2tlPSIjZDBkN2UyIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1kYXNoYXJyYXk9IjYgNCI+CjxwYXRoIGQ9Ik0xMjUgNjRWNDUwIi8+PHBhdGggZD0iTTQ0MCA2NFY0NTAiLz48cGF0aCBkPSJNNzU1IDY0VjQ1MCIvPgo8L2c+CjxnIHN0cm9rZS13aWR0aD0iMiIgZmlsbD0ibm9uZSI+CjxwYXRoIGQ9Ik0xMjUgMTAwSDQzNiIgc3Ryb2tlPSIjMTI1N2EwIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxwYXRoIGQ9Ik00NDAgMTQwSDEyOSIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2UtZGFzaGFycmF5PSI2IDQiIG1hcmtlci1lbmQ9InVybCgjYikiLz4KPHBhdGggZD0iTTEyNSAxOTBINzUxIiBzdHJva2U9IiMxMjU3YTAiIG1hcmtlci1lbmQ9InVybCgjYSkiLz4KPHBhdGggZD0iTTc1NSAyMzBIMTI5IiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS1kYXNoYXJyYXk9IjYgNCIgbWFya2VyLWVuZD0idXJsKCNiKSIvPgo8cGF0aCBkPSJNMTI1IDMxMEg3NTEiIHN0cm9rZT0iIzEyNTdhMCIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8cGF0aCBkPSJNNzU1IDM1MEgxMjkiIHN0cm9rZT0iI2IzMjYxZSIgc3Ryb2tlLWRhc2hhcnJheT0iNiA0IiBtYXJrZXItZW5kPSJ1cmwoI2MpIi8+CjxwYXRoIGQ9Ik0xMjUgNDAwSDQzNiIgc3Ryb2tlPSIjMTI1N2EwIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxwYXRoIGQ9Ik00NDAgNDM2SDEyOSIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2UtZGFzaGFycmF5PSI2IDQiIG1hcmtlci1lbmQ9InVybCgjYikiLz4KPC9nPgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjNGE1MjYwIj4KPHRleHQgeD0iMTQwIiB5PSI5MyI+MS4gUE9TVCBjbGllbnRfaWQsIGNsaWVudF9zZWNyZXQ8L3RleHQ+Cjx0ZXh0IHg9IjE0MCIgeT0iMTMzIj4yLiAyMDA6IHRhdF/igKYsIGV4cGlyZXNfaW4gMzYwMDwvdGV4dD4KPHRleHQgeD0iMTQwIiB5PSIxODMiPjMuIEdFVCAvcHJvamVjdHMg4oCUIEF1dGhvcml6YXRpb246IEJlYXJlciB0YXRf4oCmPC90ZXh0Pgo8dGV4dCB4PSIxNDAiIHk9IjIyMyI+NC4gMjAwOiBpdGVtcywgbmV4dEN1cnNvcjsgUmF0ZUxpbWl0LVJlbWFpbmluZzwvdGV4dD4KPHRleHQgeD0iMTQwIiB5PSIzMDMiPjUuIFNhbWUgdG9rZW4gYWZ0ZXIgMzYwMCBzPC90ZXh0Pgo8dGV4dCB4PSIxNDAiIHk9IjM0MyIgZmlsbD0iI2IzMjYxZSI+Ni4gNDAxIHByb2JsZW0ranNvbiwgdHlwZSBpbnZhbGlkLXRva2VuPC90ZXh0Pgo8dGV4dCB4PSIxNDAiIHk9IjM5MyI+Ny4gUE9TVCBmb3IgYSBuZXcgdG9rZW48L3RleHQ+Cjx0ZXh0IHg9IjE0MCIgeT0iNDI5Ij44LiAyMDA6IG5ldyBhY2Nlc3MgdG9rZW48L3RleHQ+CjwvZz4KPHJlY3QgeD0iNDcwIiB5PSIyNTgiIHdpZHRoPSIzODAiIGhlaWdodD0iMzIiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNjOThhMTIiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI2NjAiIHk9IjI3OSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzRhNTI2MCI+UmVuZXcgYWJvdXQgNjAgcyBiZWZvcmUgZXhwaXJ5IHRvIGF2b2lkIHN0ZXAgNjwvdGV4dD4KPC9zdmc+Cg==");

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
61367(module) {
module.exports = JSON.parse('{"id":"tessera/tessera-howto/auth","title":"API access and authentication","description":"How programs authenticate to the Tessera API: personal API tokens, client credentials of service accounts, access tokens from POST /api/v1/auth/token, refresh, scopes, errors and rate limits.","source":"@site/content/api/tessera/tessera-howto/auth.md","sourceDirName":"tessera/tessera-howto","slug":"/tessera/tessera-howto/auth","permalink":"/en/api/tessera/tessera-howto/auth","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/api/tessera/tessera-howto/auth.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":1,"frontMatter":{"title":"API access and authentication","shortTitle":"Authentication","description":"How programs authenticate to the Tessera API: personal API tokens, client credentials of service accounts, access tokens from POST /api/v1/auth/token, refresh, scopes, errors and rate limits.","order":1,"icon":"key","author":[{"name":"Igor Volkov","url":"https://tessera.example/"}],"date":"2026-09-15","categories":["Developer guide"],"tessera_tags":["authentication","tokens","scopes","rate limits"],"sidebar_label":"Authentication","sidebar_position":1,"reading_time":{"words":1200,"minutes":6},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"How-to guides","permalink":"/en/api/tessera/tessera-howto/"},"next":{"title":"Catalogue import","permalink":"/en/api/tessera/tessera-howto/catalog-import-api"}}')

},

};
;