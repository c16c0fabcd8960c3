"use strict";
exports.ids = ["179"];
exports.modules = {
83052(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_reference_troubleshooting_md_f86_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_reference_troubleshooting_md_f86_json__rspack_import_0 = __webpack_require__(35755);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Possible errors in every product',
	shortTitle: 'Possible errors',
	description: 'An index of the Possible errors sections of every Tessera Help page: messages and symptoms of the platform, Tessera Control, Value, Space, Site and the API, each linked straight to the table with the cause and the fix.',
	order: 4,
	icon: 'warning',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-11-26',
	categories: [
		'Reference'
	],
	tessera_tags: [
		'errors',
		'diagnostics',
		'support'
	],
	sidebar_label: 'Possible errors',
	sidebar_position: 4,
	reading_time: {
		words: 2878,
		minutes: 14.39
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'how-to-use-this-index': 'как-пользоваться-указателем',
		'tessera-platform': 'платформа-tessera',
		'installation-and-sign-in': 'установка-и-вход',
		'projects-models-and-import': 'проекты-модели-и-импорт',
		'queries-trees-and-formulas': 'запросы-деревья-и-формулы',
		'power-bi-and-employees': 'power-bi-и-сотрудники',
		'server-administration': 'администрирование-сервера',
		'tessera-control': 'tessera-control',
		'tessera-value': 'tessera-value',
		'tessera-space': 'tessera-space',
		'tessera-site': 'tessera-site',
		'tessera-api': 'api-tessera',
		'if-the-message-is-not-in-the-tables': 'если-сообщения-нет-в-таблицах',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "How to use this index",
  "id": "how-to-use-this-index",
  "level": 2
}, {
  "value": "Tessera platform",
  "id": "tessera-platform",
  "level": 2
}, {
  "value": "Installation and sign-in",
  "id": "installation-and-sign-in",
  "level": 3
}, {
  "value": "Projects, models and import",
  "id": "projects-models-and-import",
  "level": 3
}, {
  "value": "Queries, trees and formulas",
  "id": "queries-trees-and-formulas",
  "level": 3
}, {
  "value": "Power BI and employees",
  "id": "power-bi-and-employees",
  "level": 3
}, {
  "value": "Server administration",
  "id": "server-administration",
  "level": 3
}, {
  "value": "Tessera Control",
  "id": "tessera-control",
  "level": 2
}, {
  "value": "Tessera Value",
  "id": "tessera-value",
  "level": 2
}, {
  "value": "Tessera Space",
  "id": "tessera-space",
  "level": 2
}, {
  "value": "Tessera Site",
  "id": "tessera-site",
  "level": 2
}, {
  "value": "Tessera API",
  "id": "tessera-api",
  "level": 2
}, {
  "value": "If the message is not in the tables",
  "id": "if-the-message-is-not-in-the-tables",
  "level": 2
}, {
  "value": "See also",
  "id": "see-also",
  "level": 2
}];
function _createMdxContent(props) {
  const _components = {
    a: "a",
    code: "code",
    em: "em",
    h2: "h2",
    h3: "h3",
    img: "img",
    li: "li",
    ol: "ol",
    p: "p",
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
      children: ["Almost every page of Tessera Help ends with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Possible errors"
      }), " section: a table of three columns, the message or symptom, its cause and what to do. The section has the same name on every page, so it is easy to find, and this page gathers links to all such sections in one place. Each link leads straight to the table, not to the top of the article."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Start with the product in which the error appeared, then choose the page by the window or the action: installation, sign-in, import, analysis, report export. The right-hand column lists the first messages of the page's table, so you can tell whether you are in the right place. If the message on the screen matches a quoted text word for word, search the help for it too: the search finds the exact wording of messages. Pages that have no English translation yet open in Russian, and the link says so."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "From an error message to the fix: find the product and the action, open the Possible errors section of the right page, follow the steps of the What to do column; if that does not help, collect the system information and the logs and pass them to the administrator",
        src: (__webpack_require__(88357)/* ["default"] */.A) + "",
        width: "940",
        height: "300"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "how-to-use-this-index",
      children: "How to use this index"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Write the message down word for word or take a screenshot. For errors in import tables, note the row number too: it points at the row of the source file."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Decide where the error appeared: in Tessera Client, in the web application, in the Revit plugin, on the server or in a script that calls the API."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Find the page in the table of the right section below and open its link: it leads to the Possible errors section."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Follow the steps in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "What to do"
        }), " column. If the cause is a missing right, ask the Tessera administrator or the project manager: roles are granted per project."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If the message is in none of the tables, collect the information listed under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "#if-the-message-is-not-in-the-tables",
          children: "If the message is not in the tables"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [":::tip Incompatible versions\nThe messages \"Client version is incompatible with the server\" and \"The plugin version is incompatible with the server\" mean one rule: the desktop client and Tessera Server must match in the first two numbers of the version (major.minor); the third number (patch) may differ. The current release line is 4.6, client 4.6.2. Update the client or the plugin to the server's version; the upgrade procedure is on the page ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/server-administration/upgrade/",
        children: "Upgrading Tessera Server"
      }), ".\n:::"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-platform",
      children: "Tessera platform"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Errors of the client, the server and the shared windows every product has: installation, sign-in, model import, queries, trees, formulas, tokens and the Power BI connections."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "installation-and-sign-in",
      children: "Installation and sign-in"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Page"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers, for example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/client-installation/#possible-errors",
              children: "Installing Tessera Client"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["\"Administrator rights are required to install\"; \"This version of Windows is not supported\"; Code 1603 in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "msiexec"
            }), " log"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/revit-plugin-installation/#possible-errors",
              children: "Installing the Tessera for Revit plugin"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "There is no Tessera tab on the ribbon; \"The add-in Tessera.Revit.dll could not be loaded\"; \"The plugin version is incompatible with the server\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/client-auth/#possible-errors",
              children: "Signing in to Tessera Client"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The server cannot be reached\"; \"Wrong login or password\"; \"The account is temporarily locked\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/ad-authorization/#possible-errors",
              children: "Active Directory authorisation"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Could not connect to the LDAP server\"; \"Bind error: invalid credentials (49)\"; \"The LDAPS certificate is not trusted\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/personal-account/#возможные-ошибки",
              hrefLang: "ru",
              children: "Personal account"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The current password is wrong\"; \"The password does not meet the requirements\"; \"The token limit has been reached\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/roles-and-rights/#возможные-ошибки",
              hrefLang: "ru",
              children: "Roles and rights"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Insufficient rights for the operation\"; the project is not in the list; the role cannot be changed, the row shows the AD icon"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/token-management/#possible-errors",
              children: "Managing tokens"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401 Unauthorized"
            }), ", \"The token is not valid\"; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "403 Forbidden"
            }), ", \"Insufficient rights\"; \"The validity exceeds what the policy allows\""]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/global-settings/#возможные-ошибки",
              hrefLang: "ru",
              children: "Client global settings"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The proxy server requires authentication (407)\"; \"No access to the cache folder\"; \"Not enough space for the cache\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-howto/proxy-server/#возможные-ошибки",
              hrefLang: "ru",
              children: "Setting up a proxy server"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The proxy server requires authentication (407)\"; \"The response timed out\"; \"The server certificate is not trusted\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/system-info/#возможные-ошибки",
              hrefLang: "ru",
              children: "System information"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "OpenGL 1.1 with \"Microsoft Basic Render Driver\"; the server version is shown in red; \"Server: no response\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-reference/supported-versions/#possible-errors",
              children: "Supported versions and system requirements"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client does not sign in: \"The server version is not compatible\"; \"Could not initialise OpenGL 4.5\"; No Tessera tab in Revit"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/release-notes/#possible-errors",
              children: "Tessera platform release notes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Client version is incompatible with the server\" after an upgrade; \"Upgrading from version 4.3 is not supported\"; Tessera Sync jobs failing with a version error"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "projects-models-and-import",
      children: "Projects, models and import"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Page"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers, for example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/projects-window/#возможные-ошибки",
              hrefLang: "ru",
              children: "Projects window"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"A project with this code already exists\"; the version status is Error; \"The version is used in analyses\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/ifc-import/#возможные-ошибки",
              hrefLang: "ru",
              children: "IFC import"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Schema IFC2X2 is not supported\"; \"Duplicate GlobalId: 214 elements\"; \"Geometry could not be built: 37 elements\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/revit-import/#возможные-ошибки",
              hrefLang: "ru",
              children: "Revit import"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No right to upload versions to the project\"; \"The active view is not a 3D view\"; \"The model is being uploaded by another user\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/excel-import/#возможные-ошибки",
              hrefLang: "ru",
              children: "Import from Excel"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Row 57: the required field Code is empty\"; \"Row 112: duplicate code B2010.10\"; \"Row 340: parent B99 not found\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/model-window/#возможные-ошибки",
              hrefLang: "ru",
              children: "Model window"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Not enough video memory, simplified mode on\"; the view is empty although the model is loaded; elements flicker on large sites"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/model-sync-api/#возможные-ошибки",
              hrefLang: "ru",
              children: "Model sync API"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            }), " for an expired token, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "409"
            }), " while another session uploads, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "412"
            }), " before every blob is uploaded"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "queries-trees-and-formulas",
      children: "Queries, trees and formulas"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Page"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers, for example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-howto/how-queries-work/#возможные-ошибки",
              hrefLang: "ru",
              children: "How queries work"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Property Thicknes not found\"; \"Incompatible types: number and string\"; \"Unknown unit mm2\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-howto/property-tree/#возможные-ошибки",
              hrefLang: "ru",
              children: "Property tree"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A property is missing from the tree; the type is Mixed; \"Too many values to count\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-howto/collision-detection/#возможные-ошибки",
              hrefLang: "ru",
              children: "Clash detection"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Thousands of wall-to-slab clashes; \"The clash limit of the cell has been reached\"; a clash is not found although the intersection is visible"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/trees-window/#возможные-ошибки",
              hrefLang: "ru",
              children: "Trees window"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The \"No value\" node holds most elements; \"Too many nodes on a level (over 10,000)\"; the tree cannot be changed"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/formula-editor/#возможные-ошибки",
              hrefLang: "ru",
              children: "Formula editor"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Property [Volme] not found\"; \"Incompatible types: number and string\"; \"ROUND expects 2 arguments\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-howto/excel-position-rules/#возможные-ошибки",
              hrefLang: "ru",
              children: "Position rules from Excel"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Row 14: item not found in the catalogue\"; \"Row 6: the catalogue is not connected to the project\"; both Condition and Query filled in"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/russian-requirements/#possible-errors",
              children: "ТИМ, СОД and ЦИМ: Russian requirements in Tessera"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No ЦИМ, СП 333 or КСИ templates in the list; КСИ rules say \"Classifier not loaded\"; the client wants the term СОД in reports"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-reference/keyboard-shortcuts/#possible-errors",
              children: "Keyboard shortcuts"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "F or H does nothing; Ctrl + Shift + A does not approve a clash; Alt shortcuts do not work in a remote session"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "power-bi-and-employees",
      children: "Power BI and employees"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Page"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers, for example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/power-bi-connectors/#возможные-ошибки",
              hrefLang: "ru",
              children: "Tessera Power BI Connector"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tessera is missing from the list of sources; \"Access error: 401\"; \"The source is not supported by the gateway\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/power-bi-visual/#возможные-ошибки",
              hrefLang: "ru",
              children: "Tessera 3D Visual for Power BI"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Add the TesseraId field\"; \"The Tessera server cannot be reached\"; \"No access to the project\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/employees/#возможные-ошибки",
              hrefLang: "ru",
              children: "Managing employees"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"An employee with this email already exists\"; \"The email could not be sent\"; \"The invitation link is not valid\""
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "server-administration",
      children: "Server administration"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The tables of these pages are written for the Tessera Server administrator: they hold messages of the services, the logs and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tessera-admin"
      }), " utility."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Page"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers, for example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/server-administration/deployment/#possible-errors",
              children: "Server components, sizing and ports"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Client: \"Could not establish a secure connection\"; A large IFC upload breaks off at 100 % transferred; Links to models in the web application and the OData address for Power BI point at ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "http://localhost:5080"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/server-administration/windows-installation/#possible-errors",
              children: "Installing Tessera Server on Windows Server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Could not connect to PostgreSQL\" on the Database step; \"This PostgreSQL version is not supported\"; \"The certificate has no private key\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/server-administration/linux-installation/#possible-errors",
              children: "Installing Tessera Server on Linux and Astra Linux"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DIGSIG: Deny"
            }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "dmesg"
            }), ", the services do not start; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Permission denied"
            }), " reading ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/etc/tessera/tls/tessera.key"
            }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "bind: address already in use"
            }), " in the service log"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/server-administration/postgresql/#possible-errors",
              children: "PostgreSQL database"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extension \"pg_trgm\" is not available"
            }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "FATAL: no pg_hba.conf entry for host"
            }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sorry, too many clients already"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/server-administration/backup-restore/#possible-errors",
              children: "Backup and restore"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["\"Backup version 4.5 does not match server version 4.6\"; \"Wrong backup password\"; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "storage verify"
            }), ": \"file … is missing\""]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/server-administration/upgrade/#possible-errors",
              children: "Upgrading Tessera Server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Upgrading from version 4.3 is not supported\"; The schema migration stopped with an error; Users cannot sign in after the upgrade"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/server-administration/logs-diagnostics/#possible-errors",
              children: "Server logs and diagnostics"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A model version stays in the Processing status for a long time; Processing broke off, the version is in the Error status; Active Directory sign-in takes tens of seconds"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/tessera/tessera-guide/server-administration/licensing/#possible-errors",
              children: "Tessera Server licence"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The licence was issued for another installation\"; \"The server address does not match the licence; read-only mode is on\"; \"No free Tessera Value seats\" when giving a product"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-control",
      children: "Tessera Control"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Errors of checks: the collision matrix, validation trees, starting an analysis, the results, exporting issues and importing them into design tools."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Page"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers, for example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-howto/before-start/#possible-errors",
              children: "Before you start"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The project is not in the Projects window; The Analysis tab has no check commands; \"Client version is incompatible with the server\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-howto/getting-started/#possible-errors",
              children: "Getting started: your first check of architectural and HVAC models"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "New analysis"
            }), " is unavailable; a version cannot be selected at start; \"The group has no elements in the selected versions\""]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/projects-window/#possible-errors",
              children: "The Projects window in Tessera Control"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A version cannot be selected when starting; \"The limit of 5 million elements has been exceeded\"; The analysis stays Queued for a long time"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/collision-matrix/#possible-errors",
              children: "Collision matrix"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The group has no elements in the selected versions\"; \"The clash limit of the cell has been reached\"; \"The group's query has been deleted\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/validation-trees/#possible-errors",
              children: "Validation trees"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The property was not found in any model of the project\"; \"Invalid regular expression\"; \"The rule's scope is empty\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-howto/complex-tests/#possible-errors",
              children: "Compound checks"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The clash limit of the cell has been reached\"; \"The rule's scope is empty\"; A group with NOT selects too much"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/analysis-results/#possible-errors",
              children: "Analysis results window"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A yellow bar \"The results are outdated\"; The clash is not shown in the 3D view; \"The element is missing in the open version\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/analysis-export/#possible-errors",
              children: "Exporting analysis results"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No issues to export\"; \"The limit of 1,000 issues for PDF has been exceeded\"; \"The file could not be saved\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/notes-import/#possible-errors",
              children: "Importing issues into the authoring environment"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The issues panel in Revit is empty; \"The element was not found in the document\"; The tool opens the BCF but selects no elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-howto/bcf-round-trips/#possible-errors",
              children: "BCF round trips with BIMcollab, Revizto, Archicad, Navisworks and Solibri"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The other tool opens the topics but selects no elements; every topic is new on import into Tessera; \"Status not mapped\" in the preview"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/global-settings/#possible-errors",
              children: "Tessera Control global settings"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The window has no Tessera Control tab; \"The value is out of range\"; \"This setting is set by your organisation's policy\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/cim-expertise-templates/#possible-errors",
              children: "ЦИМ check templates for the state expert review"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Schema not uploaded\"; \"The file is not an XSD schema\"; \"The XML description does not match the schema: line 48\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/sp333-ksi-checks/#possible-errors",
              children: "СП 333.1325800 and КСИ in validation trees"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Classifier not loaded\"; \"Code not found in the classifier\" on every element; \"Code level higher than required\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/release-notes/#possible-errors",
              children: "Tessera Control release notes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The Analysis tab without commands after an upgrade; every clash is New again; a rule with a threshold in millimetres flags every element"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-value",
      children: "Tessera Value"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Errors of a cost analysis most often come from calculation schemes and tags: the unit of a formula does not match the unit of the item, or a rule refers to a deleted query. Remember that values with a dimension reach formulas in metres: a 250 mm wall arrives in a formula as 0.25."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Page"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers, for example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-howto/getting-started/#возможные-ошибки",
              hrefLang: "ru",
              children: "First cost analysis: from project to report"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No catalogue is connected to the project\"; \"Insufficient rights to run the analysis\"; \"Property [Area] not found on 312 elements\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-guide/projects/#возможные-ошибки",
              hrefLang: "ru",
              children: "Projects in Tessera Value"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No catalogue is connected to the project\"; \"No conversion rate for USD\"; \"The catalogue is not available\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-guide/model/#возможные-ошибки",
              hrefLang: "ru",
              children: "The model in Tessera Value"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Property [Area] not found on 312 elements\"; \"Bindings without elements: 14\"; \"The model version is being processed\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-guide/settings/#возможные-ошибки",
              hrefLang: "ru",
              children: "Tessera Value settings"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No conversion rate for EUR\"; \"Unknown item unit\"; \"The factor is out of range\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-guide/trees/#возможные-ошибки",
              hrefLang: "ru",
              children: "Trees in Tessera Value"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The level property was not found in the model version\"; \"The sum of the nodes is less than the analysis total\"; \"The tree cannot be deleted: used in the Value settings\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-guide/price-override/#возможные-ошибки",
              hrefLang: "ru",
              children: "Price overrides"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Give a reason for the override\"; \"Overlaps the override of 12.08.2026\"; \"The item was not found in the connected catalogues\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-guide/analysis-results/#возможные-ошибки",
              hrefLang: "ru",
              children: "Cost analysis results"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Insufficient rights to run the analysis\"; \"The analyses use different currencies\"; \"The total is zero\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-guide/analysis-export/#возможные-ошибки",
              hrefLang: "ru",
              children: "Exporting analysis results"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The template has no Tessera named ranges\"; \"The file is used by another process\"; \"Insufficient rights to write to the model\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-guide/excel-report-template/#возможные-ошибки",
              hrefLang: "ru",
              children: "Excel report template"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The required named ranges were not found in the template\"; \"Unknown field on the sheet Estimate, cell F8\"; \"A record field outside the band\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-howto/calculation-schemes/#возможные-ошибки",
              hrefLang: "ru",
              children: "How catalogue calculation schemes work"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The formula unit is incompatible with the item unit\"; \"Property [Area] not found\"; \"Negative quantity\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-howto/tags/#возможные-ошибки",
              hrefLang: "ru",
              children: "How tags work"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"A tag with this name already exists\"; \"The rule query was not found\"; \"Unknown tag in the selection condition\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-web/analysis-result/#возможные-ошибки",
              hrefLang: "ru",
              children: "Analysis results in the web version"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The project has no cost analyses\"; \"No access to the project\"; \"The model of version 7 is not available\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-web/trees/#возможные-ошибки",
              hrefLang: "ru",
              children: "Trees in the web version"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The project has no trees\"; \"The level property was not found in the model version\"; \"Building the tree took too long\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-web/analysis-export/#возможные-ошибки",
              hrefLang: "ru",
              children: "Analysis export from the web version"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Row limit exceeded: 2,000,000\"; \"The export was cancelled on timeout\"; \"Three exports are already running\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-web/excel-export/#возможные-ошибки",
              hrefLang: "ru",
              children: "Excel export from the web version"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Template not found\"; \"The required named ranges were not found in the template\"; \"Too many rows for an Excel sheet\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-web/settings/#возможные-ошибки",
              hrefLang: "ru",
              children: "Web version settings"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The settings could not be saved\"; settings are not kept between sessions; the Open in Tessera Client button does nothing"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/value/value-web/model-viewer/#возможные-ошибки",
              hrefLang: "ru",
              children: "The model in the viewer"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The browser does not support WebGL 2\"; the model takes over a minute to load; \"Not enough memory to display the model\""
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Errors of importing catalogues and position rules from Excel are covered in the platform section (see Import from Excel and Position rules from Excel above): those windows are shared by every product."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-space",
      children: "Tessera Space"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Page"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers, for example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/space/space-guide/getting-started/#возможные-ошибки",
              hrefLang: "ru",
              children: "Getting started with Tessera Space"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No rooms found in the model\"; \"The Tessera Space module is not enabled for the project\"; the room register is empty although the model is loaded"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/space/space-guide/model-import/#возможные-ошибки",
              hrefLang: "ru",
              children: "Importing models with rooms"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Room not placed: 14\"; \"IfcSpace without Body geometry\"; \"Room outside its storey\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/space/space-guide/collisions/#возможные-ошибки",
              hrefLang: "ru",
              children: "Room collisions"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No enclosing structures\"; \"The model is still being processed\"; \"Insufficient rights to change the settings\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/space/space-guide/release-notes/#возможные-ошибки",
              hrefLang: "ru",
              children: "Tessera Space release notes"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The Tessera Space module is not enabled for the project\" after an upgrade; areas differ from the last export; some rooms are missing from the register"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/space/space-howto/area-check/#возможные-ошибки",
              hrefLang: "ru",
              children: "Checking areas against the design brief"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Column Area, m² not found\"; \"Row 47: the area is not a number\"; \"Duplicate code 3.02\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/space/space-howto/room-schedule/#возможные-ошибки",
              hrefLang: "ru",
              children: "Room schedule"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"12 rooms without a calculated area\"; \"Use value not found\"; \"Named range Space_Row not found\""
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-site",
      children: "Tessera Site"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Page"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers, for example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/site/site-howto/getting-started/#возможные-ошибки",
              hrefLang: "ru",
              children: "Preparing a Tessera Site project"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The Site section is not available\"; \"The work zone code is already in use\"; \"Quantity property not found on 312 elements\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/site/site-guide/schedule-import/#возможные-ошибки",
              hrefLang: "ru",
              children: "Importing the work schedule"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The file is not an MS Project XML project\"; \"Duplicate ID: 1045\"; \"Finish before start in row 212\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/site/site-guide/schedule-import-p6-spider/#возможные-ошибки",
              hrefLang: "ru",
              children: "Schedule import from Primavera P6 and Spider Project"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The file is not an XER file\"; \"The file has no activities\"; \"Activity code type Work zone not found\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/site/site-guide/progress-tracking/#возможные-ошибки",
              hrefLang: "ru",
              children: "Recording work progress"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The element is not part of the work type\"; \"The date is earlier than allowed\"; \"No access to the work zone\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/site/site-guide/charts/#возможные-ошибки",
              hrefLang: "ru",
              children: "Charts in the MVP version of Tessera Site"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No plan data for the period\"; progress above 100 % on a storey; the planned curve is a straight line"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/site/site-howto/weekly-report/#возможные-ошибки",
              hrefLang: "ru",
              children: "Weekly construction progress report"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No active work schedule\"; \"No marks for the period\"; \"Insufficient rights to publish\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/site/site-guide/release-notes/#возможные-ошибки",
              hrefLang: "ru",
              children: "Tessera Site release notes"
            }), " (in Russian)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The Site section is not available\" after an upgrade; \"The file is not an XER file\"; the planned curve did not change after a new import"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-api",
      children: "Tessera API"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["API errors come as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
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
      }), "; the pages' tables go through the status codes and the values of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "type"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Page"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it covers, for example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera/tessera-howto/auth/#possible-errors",
              children: "API access and authentication"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "400"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "unsupported-grant-type"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid-client"
            }), " for a wrong service account secret, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid-token"
            }), " for an expired token, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "403"
            }), " without the scope"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera/tessera-howto/catalog-import-api/#possible-errors",
              children: "Import API for catalogues and position rules"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "409"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "import-running"
            }), " while a job is unfinished, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "413"
            }), " for a file over 50 MB, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "415"
            }), " for a CSV file"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera/tessera-howto/revit-export-api/#possible-errors",
              children: "Revit export API"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "409"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "model-locked"
            }), " for a parallel upload, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "412"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "missing-blobs"
            }), " before every blob is uploaded, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "422"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "hash-mismatch"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera/tessera-howto/odata-value-export/#possible-errors",
              children: "OData export of value analysis"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "400"
            }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "invalid-query"
            }), " for an unknown property or a misplaced ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "$expand"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "429"
            }), " above 600 requests a minute"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera/tessera-overview/element-ids/#possible-errors",
              children: "Element identifiers"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "400"
            }), " for a malformed TesseraId or more than 10,000 values, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "404"
            }), " for an unknown model, version or TesseraId"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/api/tessera-viewer/tessera-viewer-overview/changelog/#possible-errors",
              children: "Changelog and versioning policy"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Tessera Viewer: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Property 'load' does not exist"
            }), " after an upgrade from 3.x, a deprecated member struck through in the editor, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            }), " in a long session"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "if-the-message-is-not-in-the-tables",
      children: "If the message is not in the tables"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Give the Tessera administrator or your organisation's support desk what they need to reproduce the error:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The message word for word and the time it appeared (with the time zone)."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The contents of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Help → About → System information"
        }), ": the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Copy information"
        }), " button of that window puts the client and server versions, the graphics card, the memory and the licence into one block. See the page ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/system-info/",
          hrefLang: "ru",
          children: "System information"
        }), " (in Russian)", "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["For API errors, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "traceId"
        }), " of the response: the administrator finds the request in the server log by it."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "For errors of model processing, the project, the model and the version number."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The server administrator looks the entry up by time or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "traceId"
      }), " in the service logs, as described on the page ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/server-administration/logs-diagnostics/",
        children: "Server logs and diagnostics"
      }), ". If the error has to do with program versions, compare them with the tables of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-reference/supported-versions/",
        children: "Supported versions and system requirements"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-reference/glossary/",
          children: "Glossary"
        }), ": the terms that appear in error messages."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-reference/keyboard-shortcuts/",
          children: "Keyboard shortcuts"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/",
          children: "Tessera Server administration"
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
88357(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NDAgMzAwIiB3aWR0aD0iOTQwIiBoZWlnaHQ9IjMwMCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5NDAiIGhlaWdodD0iMzAwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSIzNCIgZm9udC1zaXplPSIxNyIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEwMjQzZSI+RnJvbSBhbiBlcnJvciBtZXNzYWdlIHRvIHRoZSBmaXg8L3RleHQ+CjxkZWZzPjxtYXJrZXIgaWQ9ImEiIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjgiIG1hcmtlckhlaWdodD0iOCIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDEwIDVMMCAxMHoiIGZpbGw9IiM0YTUyNjAiLz48L21hcmtlcj48L2RlZnM+CjxnIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiPgo8cmVjdCB4PSIyNCIgeT0iNjQiIHdpZHRoPSIyMDgiIGhlaWdodD0iMTA0IiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjYjMyNjFlIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMzYiIHk9IjkwIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjYjMyNjFlIj4xLiBNZXNzYWdlPC90ZXh0Pgo8dGV4dCB4PSIzNiIgeT0iMTE2IiBmb250LXNpemU9IjEyIj5leGFjdCB0ZXh0LCByb3c8L3RleHQ+Cjx0ZXh0IHg9IjM2IiB5PSIxMzYiIGZvbnQtc2l6ZT0iMTIiPm51bWJlciwgdGltZTwvdGV4dD4KPGxpbmUgeDE9IjIzMyIgeTE9IjExNiIgeDI9IjI1MSIgeTI9IjExNiIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiIG1hcmtlci1lbmQ9InVybCgjYSkiLz4KPHJlY3QgeD0iMjUyIiB5PSI2NCIgd2lkdGg9IjIwOCIgaGVpZ2h0PSIxMDQiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIyNjQiIHk9IjkwIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj4yLiBQcm9kdWN0IGFuZCBhY3Rpb248L3RleHQ+Cjx0ZXh0IHg9IjI2NCIgeT0iMTE2IiBmb250LXNpemU9IjEyIj5jbGllbnQsIHNlcnZlciwgUmV2aXQsPC90ZXh0Pgo8dGV4dCB4PSIyNjQiIHk9IjEzNiIgZm9udC1zaXplPSIxMiI+aW1wb3J0LCBhbmFseXNpcywgQVBJPC90ZXh0Pgo8bGluZSB4MT0iNDYxIiB5MT0iMTE2IiB4Mj0iNDc5IiB5Mj0iMTE2IiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8cmVjdCB4PSI0ODAiIHk9IjY0IiB3aWR0aD0iMjA4IiBoZWlnaHQ9IjEwNCIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iIzBiNmU2OSIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjQ5MiIgeT0iOTAiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMwYjZlNjkiPjMuICJQb3NzaWJsZSBlcnJvcnMiPC90ZXh0Pgo8dGV4dCB4PSI0OTIiIHk9IjExNiIgZm9udC1zaXplPSIxMiI+dGhlIHBhZ2Ugc2VjdGlvbjo8L3RleHQ+Cjx0ZXh0IHg9IjQ5MiIgeT0iMTM2IiBmb250LXNpemU9IjEyIj5zeW1wdG9tLCBjYXVzZTwvdGV4dD4KPGxpbmUgeDE9IjY4OSIgeTE9IjExNiIgeDI9IjcwNyIgeTI9IjExNiIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiIG1hcmtlci1lbmQ9InVybCgjYSkiLz4KPHJlY3QgeD0iNzA4IiB5PSI2NCIgd2lkdGg9IjIwOCIgaGVpZ2h0PSIxMDQiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI3MjAiIHk9IjkwIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij40LiBXaGF0IHRvIGRvPC90ZXh0Pgo8dGV4dCB4PSI3MjAiIHk9IjExNiIgZm9udC1zaXplPSIxMiI+c3RlcHMgZnJvbSB0aGUgdGFibGU7PC90ZXh0Pgo8dGV4dCB4PSI3MjAiIHk9IjEzNiIgZm9udC1zaXplPSIxMiI+Y2hlY2sgdGhlIHJlc3VsdDwvdGV4dD4KPGxpbmUgeDE9IjgxMiIgeTE9IjE3MCIgeDI9IjgxMiIgeTI9IjIwNiIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1kYXNoYXJyYXk9IjUgNCIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8dGV4dCB4PSI4MjYiIHk9IjE5NCIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+c3RpbGwgZmFpbGluZzwvdGV4dD4KPHJlY3QgeD0iMjQiIHk9IjIxMCIgd2lkdGg9Ijg5MiIgaGVpZ2h0PSI2NiIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM2IiB5PSIyMzYiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNjOThhMTIiPlRvIHRoZSBhZG1pbmlzdHJhdG9yOiBzeXN0ZW0gaW5mb3JtYXRpb24sIGxvZ3MsIHRyYWNlSWQ8L3RleHQ+Cjx0ZXh0IHg9IjM2IiB5PSIyNTgiIGZvbnQtc2l6ZT0iMTIiPkEgY29weSBvZiB0aGUgU3lzdGVtIGluZm9ybWF0aW9uIHdpbmRvdywgdGhlIHRpbWUgd2l0aCBpdHMgdGltZSB6b25lLCB0aGUgdHJhY2VJZCBvZiB0aGUgQVBJIHJlc3BvbnNlLCBwcm9qZWN0LCBtb2RlbCBhbmQgdmVyc2lvbjwvdGV4dD4KPC9nPjwvc3ZnPgo=");

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
35755(module) {
module.exports = JSON.parse('{"id":"tessera-reference/troubleshooting","title":"Possible errors in every product","description":"An index of the Possible errors sections of every Tessera Help page: messages and symptoms of the platform, Tessera Control, Value, Space, Site and the API, each linked straight to the table with the cause and the fix.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-reference/troubleshooting.md","sourceDirName":"tessera-reference","slug":"/tessera-reference/troubleshooting","permalink":"/en/tessera/tessera-reference/troubleshooting","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-reference/troubleshooting.md","tags":[],"version":"current","lastUpdatedAt":1795701185000,"sidebarPosition":4,"frontMatter":{"title":"Possible errors in every product","shortTitle":"Possible errors","description":"An index of the Possible errors sections of every Tessera Help page: messages and symptoms of the platform, Tessera Control, Value, Space, Site and the API, each linked straight to the table with the cause and the fix.","order":4,"icon":"warning","author":[{"name":"Igor Volkov"}],"date":"2026-11-26","categories":["Reference"],"tessera_tags":["errors","diagnostics","support"],"sidebar_label":"Possible errors","sidebar_position":4,"reading_time":{"words":2878,"minutes":14.39},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"how-to-use-this-index":"как-пользоваться-указателем","tessera-platform":"платформа-tessera","installation-and-sign-in":"установка-и-вход","projects-models-and-import":"проекты-модели-и-импорт","queries-trees-and-formulas":"запросы-деревья-и-формулы","power-bi-and-employees":"power-bi-и-сотрудники","server-administration":"администрирование-сервера","tessera-control":"tessera-control","tessera-value":"tessera-value","tessera-space":"tessera-space","tessera-site":"tessera-site","tessera-api":"api-tessera","if-the-message-is-not-in-the-tables":"если-сообщения-нет-в-таблицах","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Keyboard shortcuts","permalink":"/en/tessera/tessera-reference/keyboard-shortcuts"}}')

},

};
;