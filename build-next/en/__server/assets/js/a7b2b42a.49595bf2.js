"use strict";
exports.ids = ["931"];
exports.modules = {
8616(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_token_management_md_a7b_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_token_management_md_a7b_json__rspack_import_0 = __webpack_require__(88703);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Managing tokens',
	description: 'How to create, use and revoke Tessera personal API tokens, their validity periods and scopes, how an administrator creates client credentials for service accounts, and how the administrator audits every token on the server.',
	order: 17,
	icon: 'key',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-08-19',
	categories: [
		'Guide',
		'For administrators'
	],
	tessera_tags: [
		'tokens',
		'api',
		'security'
	],
	sidebar_position: 17,
	reading_time: {
		words: 1282,
		minutes: 6.41
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'token-settings': 'параметры-токена',
		'creating-a-token': 'создание-токена',
		'using-a-token': 'использование',
		'renewal-and-revocation': 'продление-и-отзыв',
		'service-accounts': 'сервисные-учётные-записи',
		'token-audit-for-administrators': 'аудит-токенов-для-администраторов',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Token settings",
  "id": "token-settings",
  "level": 2
}, {
  "value": "Creating a token",
  "id": "creating-a-token",
  "level": 2
}, {
  "value": "Using a token",
  "id": "using-a-token",
  "level": 2
}, {
  "value": "Renewal and revocation",
  "id": "renewal-and-revocation",
  "level": 2
}, {
  "value": "Service accounts",
  "id": "service-accounts",
  "level": 2
}, {
  "value": "Token audit for administrators",
  "id": "token-audit-for-administrators",
  "level": 2
}, {
  "value": "Possible errors",
  "id": "possible-errors",
  "level": 2
}, {
  "value": "See also",
  "id": "see-also",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    admonition: "admonition",
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
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Programs that work with Tessera on their own, without a person signing in, need a credential in place of a login and password. Tessera has two kinds, and the difference matters:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "personal API token"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tpat_…"
        }), ") belongs to one person. It is valid for 30, 90 or 365 days and is meant for that person's own scripts and for Power BI reports: the Tessera Power BI Connector and Tessera 3D Visual."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Client credentials of a service account"
        }), " (client id ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tcl_…"
        }), " and secret ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tcs_…"
        }), ") belong to a service account, not to a person. They are valid until an administrator rotates them, and a program exchanges them for short-lived access tokens through the OAuth 2.0 client-credentials flow. Automation and integrations use them: scheduled model synchronisation with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera-sync.exe"
        }), ", connectors to a common data environment (CDE) or a document management system, exports to estimating software."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Either credential acts on behalf of its owner and never gives more than the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/roles-and-rights/",
        hrefLang: "ru",
        children: "owner's role in the project"
      }), " (in Russian)", " allows. It is therefore safe to issue one for a narrow task, and if it leaks, revoking that one credential is enough; no password needs to change."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This page covers the whole life cycle of a personal token (creation, use, renewal and revocation), how an administrator creates client credentials for service accounts, and how the administrator audits every token on the server."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The life cycle of an API token: created in the personal account with a validity period and scopes, used by scripts and Power BI, a reminder 7 days before expiry, then expiry or revocation; the administrator sees every token and every service account&#39;s client credentials under Administration → Tokens",
        src: (__webpack_require__(77921)/* ["default"] */.A) + "",
        width: "920",
        height: "340"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "token-settings",
      children: "Token settings"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Values"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Note"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Up to 80 characters"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Say where the token is used: \"Power BI — cost report, my workstation\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Validity"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "30, 90 or 365 days"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "There are no tokens without an expiry date; the administrator may limit the longest period"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Scopes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "read"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "write"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Several can be chosen"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Projects"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All my projects, or selected ones"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Narrows the token's access to the listed projects"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Scopes decide which kinds of operation are allowed; the owner's role decides in which projects and on which data."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Scope"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it allows"
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
            children: "Reading projects, models, properties, trees, analysis results, OData"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Power BI, exporting reports"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "write"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Uploading model versions, Excel import, creating issues"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A person's own upload scripts; permanent integrations use a service account instead"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Managing employees, groups, roles and server settings"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Administrator scripts; only available to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Administrator"
            }), " role"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "write"
      }), " does not include ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "read"
      }), " automatically: an upload script needs both, because it reads the contents of the previous version before uploading."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "creating-a-token",
      children: "Creating a token"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A personal token is created in your ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/personal-account/",
        hrefLang: "ru",
        children: "personal account"
      }), " (in Russian)", ", on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "API tokens"
      }), " tab."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create token"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Enter a name and choose the validity period."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Tick the scopes: only those the program really needs."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "If needed, limit the token to selected projects."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create"
        }), " and copy the value at once with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Copy"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The token's value starts with the prefix ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tpat_"
      }), " and is shown once. The server keeps only its hash, so a lost token cannot be recovered: create a new one. The prefix lets secret scanners in repositories and mail find tokens published by mistake."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "using-a-token",
      children: "Using a token"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Tessera's programs take a personal token in their settings, for example in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Token"
      }), " field of the Power BI connection window. Your own scripts pass it in an HTTP header:"]
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
            children: "/api/v1/projects"
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
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A personal token is sent as it is, with no exchange. How client credentials are exchanged for an access token, and how interactive applications get short-lived session tokens, is described in the developer guide ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera/tessera-howto/auth/",
        children: "API access and authentication"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "Do not keep a token in the text of a script, in a configuration file in a shared folder or in a repository. Use an environment variable, Windows Credential Manager or your CI system's secret store."
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "renewal-and-revocation",
      children: "Renewal and revocation"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A valid token cannot be extended. This is deliberate, so that the secret changes regularly. 7 days before expiry the owner receives an email, and the token's expiry date is highlighted in the list. To replace a token without downtime:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Create a new token with the same scopes."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Replace the value in the program and check that it works: the new token shows a time of last use in the list."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Revoke the old token with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Revoke"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Revocation takes effect immediately: the next request with that token gets the response ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "401"
      }), ". All of a user's tokens stop working automatically when the user is ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/employees/",
        hrefLang: "ru",
        children: "blocked"
      }), " (in Russian)", ", and are not restored when the user is unblocked. Changing the password does not affect tokens."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "service-accounts",
      children: "Service accounts"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["An employee's token stops working when it expires while its owner is on holiday, or when the owner is blocked on leaving the company. That is why permanent integrations (the Power BI gateway that refreshes a shared report, nightly model synchronisation, exchange with a CDE) run under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "service accounts"
      }), ". A service account has no password and cannot sign in interactively; it gets project roles the same way an employee does, and it authenticates with client credentials that an administrator creates."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Administration → Tokens"
        }), ", go to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Service accounts"
        }), " tab and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Enter a name, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "svc-sync-north-residence"
        }), ", a description, and the employee responsible for the account."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Add the account to the projects it needs, with the smallest sufficient role: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Viewer"
        }), " for Power BI and reading, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Engineer"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "BIM coordinator"
        }), " for uploading versions."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the same tab, create the account's API client and choose its scopes. Tessera shows the client id (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tcl_…"
        }), ") and the client secret (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tcs_…"
        }), "); the secret is displayed once."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Give the pair to the integration. It exchanges the pair for an access token, valid for 3600 seconds, with the OAuth 2.0 client-credentials flow at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "POST /api/v1/auth/token"
        }), ", and requests a new access token whenever the previous one expires."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Client credentials are valid until rotated. To rotate them, create a new secret on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Service accounts"
      }), " tab, put it into the integration, and only then revoke the old one. A service account cannot be given the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Administrator"
      }), " role, and its credentials can never get the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin"
      }), " scope."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "token-audit-for-administrators",
      children: "Token audit for administrators"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Administration → Tokens"
      }), " shows every token on the server: employees' personal tokens and, on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Service accounts"
      }), " tab, the client credentials of service accounts."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Column"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Contents"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Owner"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An employee or a service account"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Name"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Scopes"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As set at creation"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Created"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Valid until"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The dates of creation and expiry (\"until rotated\" for client credentials)"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Last use"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Time, IP address and application of the last request"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Status"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Valid"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Expired"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Revoked"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Filters help to find risky tokens: those with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin"
      }), " scope, those unused for more than 30 days, those used from IP addresses outside the organisation's network. The administrator can revoke any token, and its owner receives an email about it. The creation, use from a new IP address, revocation and expiry of every token and client secret are written to the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Activity log"
      }), ", which can be exported to CSV for the security team."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Policies are set in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Administration → Server settings → Security"
      }), ": the longest validity of employees' tokens (for example, 30 or 90 days only), a ban on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "admin"
      }), " scope in tokens, and the maximum number of valid tokens per user (20 by default)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Message"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401 Unauthorized"
            }), ", \"The token is not valid\""]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The token was revoked, has expired, or was not copied in full"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check the token's status in the list and create a new one"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "403 Forbidden"
            }), ", \"Insufficient rights\""]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The scope or the project role is missing"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Add the scope when creating a new token, or give the owner the role"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The validity exceeds what the policy allows\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The administrator has limited the longest period"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Choose a shorter period"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The token limit has been reached\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The owner already has 20 valid tokens"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Revoke the ones not in use"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/personal-account/",
          hrefLang: "ru",
          children: "Personal account"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/roles-and-rights/",
          hrefLang: "ru",
          children: "Roles and rights"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/model-sync-utility/",
          hrefLang: "ru",
          children: "The tessera-sync.exe synchronisation utility"
        }), " (in Russian)"]
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
77921(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MjAgMzQwIiB3aWR0aD0iOTIwIiBoZWlnaHQ9IjM0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5MjAiIGhlaWdodD0iMzQwIiBmaWxsPSIjZjNmNWY4Ii8+CjxkZWZzPjxtYXJrZXIgaWQ9ImEiIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjgiIG1hcmtlckhlaWdodD0iOCIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDEwIDVMMCAxMHoiIGZpbGw9IiM0YTUyNjAiLz48L21hcmtlcj48L2RlZnM+CjxnIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiPgo8cmVjdCB4PSIyNCIgeT0iMzAiIHdpZHRoPSIxOTAiIGhlaWdodD0iMTUwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNDAiIHk9IjU2IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj4xLiBDcmVhdGlvbjwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjgwIj5QZXJzb25hbCBhY2NvdW50IOKGkjwvdGV4dD4KPHRleHQgeD0iNDAiIHk9Ijk4Ij5BUEkgdG9rZW5zPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMTIyIj52YWxpZCAzMCAvIDkwIC8gMzY1IGRheXM8L3RleHQ+Cjx0ZXh0IHg9IjQwIiB5PSIxNDIiPnJlYWQgwrcgd3JpdGUgwrcgYWRtaW48L3RleHQ+Cjx0ZXh0IHg9IjQwIiB5PSIxNjIiPnZhbHVlIHNob3duIG9uY2U8L3RleHQ+CjxyZWN0IHg9IjI0MCIgeT0iMzAiIHdpZHRoPSIxOTYiIGhlaWdodD0iMTUwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMjU2IiB5PSI1NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzBiNmU2OSI+Mi4gVXNlPC90ZXh0Pgo8dGV4dCB4PSIyNTYiIHk9IjgwIj50ZXNzZXJhLXN5bmMuZXhlPC90ZXh0Pgo8dGV4dCB4PSIyNTYiIHk9IjEwMCI+UG93ZXIgQkkgQ29ubmVjdG9yPC90ZXh0Pgo8dGV4dCB4PSIyNTYiIHk9IjEyMCI+VGVzc2VyYSAzRCBWaXN1YWw8L3RleHQ+Cjx0ZXh0IHg9IjI1NiIgeT0iMTQwIj5zY3JpcHRzOiBoZWFkZXI8L3RleHQ+Cjx0ZXh0IHg9IjI1NiIgeT0iMTYwIj5BdXRob3JpemF0aW9uOiBCZWFyZXI8L3RleHQ+CjxyZWN0IHg9IjQ2MiIgeT0iMzAiIHdpZHRoPSIxNzAiIGhlaWdodD0iMTUwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNDc4IiB5PSI1NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iI2M5OGExMiI+My4gUmVtaW5kZXI8L3RleHQ+Cjx0ZXh0IHg9IjQ3OCIgeT0iODAiPmVtYWlsIDcgZGF5czwvdGV4dD4KPHRleHQgeD0iNDc4IiB5PSIxMDAiPmJlZm9yZSBleHBpcnk7PC90ZXh0Pgo8dGV4dCB4PSI0NzgiIHk9IjEyNCI+bmV3IHRva2VuIOKGkjwvdGV4dD4KPHRleHQgeD0iNDc4IiB5PSIxNDQiPnJlcGxhY2UgaW4gdGhlIHByb2dyYW08L3RleHQ+CjxyZWN0IHg9IjY1OCIgeT0iMzAiIHdpZHRoPSIyMzgiIGhlaWdodD0iMTUwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjYjMyNjFlIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNjc0IiB5PSI1NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iI2IzMjYxZSI+NC4gRW5kIG9mIHZhbGlkaXR5PC90ZXh0Pgo8dGV4dCB4PSI2NzQiIHk9IjgwIj5leHBpcmVkPC90ZXh0Pgo8dGV4dCB4PSI2NzQiIHk9IjEwMCI+cmV2b2tlZCBieSB0aGUgb3duZXI8L3RleHQ+Cjx0ZXh0IHg9IjY3NCIgeT0iMTIwIj5yZXZva2VkIGJ5IGFuIGFkbWluaXN0cmF0b3I8L3RleHQ+Cjx0ZXh0IHg9IjY3NCIgeT0iMTQwIj5vd25lciBibG9ja2VkPC90ZXh0Pgo8dGV4dCB4PSI2NzQiIHk9IjE2NCIgZmlsbD0iIzRhNTI2MCI+c2VydmVyIHJlc3BvbnNlOiA0MDE8L3RleHQ+CjxyZWN0IHg9IjI0IiB5PSIyMTQiIHdpZHRoPSI4NzIiIGhlaWdodD0iMTA0IiByeD0iOCIgZmlsbD0iIzEyNTdhMCIvPgo8dGV4dCB4PSI0MCIgeT0iMjQwIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjZmZmIj5BZG1pbmlzdHJhdGlvbiDihpIgVG9rZW5zPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMjY0IiBmaWxsPSIjZmZmIj5hbGwgZW1wbG95ZWVzJyB0b2tlbnMgYW5kIHNlcnZpY2UgYWNjb3VudHMnIGNsaWVudCBjcmVkZW50aWFsczogb3duZXIsIHNjb3BlcywgdmFsaWRpdHksIGxhc3QgdXNlICh0aW1lLCBJUCk8L3RleHQ+Cjx0ZXh0IHg9IjQwIiB5PSIyODYiIGZpbGw9IiNmZmYiPmZpbHRlcnM6IGFkbWluIHNjb3BlIMK3IHVudXNlZCBmb3IgMzAgZGF5cyDCtyBJUCBvdXRzaWRlIHRoZSBvcmdhbmlzYXRpb24ncyBuZXR3b3JrPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMzA2IiBmaWxsPSIjZmZmIj5jcmVhdGlvbiwgcmV2b2NhdGlvbiBhbmQgZXhwaXJ5IGFyZSBpbiB0aGUgQWN0aXZpdHkgbG9nLCBleHBvcnRhYmxlIHRvIENTVjwvdGV4dD4KPC9nPgo8ZyBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgZmlsbD0ibm9uZSIgbWFya2VyLWVuZD0idXJsKCNhKSI+CjxwYXRoIGQ9Ik0yMTYgMTA1SDIzNiIvPgo8cGF0aCBkPSJNNDM4IDEwNUg0NTgiLz4KPHBhdGggZD0iTTYzNCAxMDVINjU0Ii8+CjwvZz4KPC9zdmc+Cg==");

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
88703(module) {
module.exports = JSON.parse('{"id":"tessera-guide/token-management","title":"Managing tokens","description":"How to create, use and revoke Tessera personal API tokens, their validity periods and scopes, how an administrator creates client credentials for service accounts, and how the administrator audits every token on the server.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/token-management.md","sourceDirName":"tessera-guide","slug":"/tessera-guide/token-management","permalink":"/en/tessera/tessera-guide/token-management","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/token-management.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":17,"frontMatter":{"title":"Managing tokens","description":"How to create, use and revoke Tessera personal API tokens, their validity periods and scopes, how an administrator creates client credentials for service accounts, and how the administrator audits every token on the server.","order":17,"icon":"key","author":[{"name":"Igor Volkov"}],"date":"2026-08-19","categories":["Guide","For administrators"],"tessera_tags":["tokens","api","security"],"sidebar_position":17,"reading_time":{"words":1282,"minutes":6.41},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"token-settings":"параметры-токена","creating-a-token":"создание-токена","using-a-token":"использование","renewal-and-revocation":"продление-и-отзыв","service-accounts":"сервисные-учётные-записи","token-audit-for-administrators":"аудит-токенов-для-администраторов","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Revit plugin","permalink":"/en/tessera/tessera-guide/revit-plugin-installation"},"next":{"title":"Server administration","permalink":"/en/tessera/tessera-guide/server-administration/"}}')

},

};
;