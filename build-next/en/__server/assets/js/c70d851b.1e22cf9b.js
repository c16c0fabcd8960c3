"use strict";
exports.ids = ["5094"];
exports.modules = {
7272(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_licensing_md_c70_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_licensing_md_c70_json__rspack_import_0 = __webpack_require__(97431);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Tessera Server licence',
	shortTitle: 'Licence',
	description: 'How the Tessera Server licence works: products and named seats, requesting and loading the licence file without internet access, assigning seats, renewal and what happens when the term ends.',
	order: 8,
	icon: 'key',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-11-26',
	categories: [
		'Guide',
		'For administrators'
	],
	tessera_tags: [
		'server',
		'licence',
		'administration'
	],
	sidebar_label: 'Licence',
	sidebar_position: 8,
	reading_time: {
		words: 788,
		minutes: 3.94
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'what-a-licence-contains': 'из-чего-состоит-лицензия',
		'requesting-and-loading-a-licence': 'получение-и-загрузка-лицензии',
		'assigning-seats': 'распределение-мест',
		'term-and-change-of-address': 'срок-действия-и-смена-адреса',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What a licence contains",
  "id": "what-a-licence-contains",
  "level": 2
}, {
  "value": "Requesting and loading a licence",
  "id": "requesting-and-loading-a-licence",
  "level": 2
}, {
  "value": "Assigning seats",
  "id": "assigning-seats",
  "level": 2
}, {
  "value": "Term and change of address",
  "id": "term-and-change-of-address",
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
    code: "code",
    em: "em",
    h2: "h2",
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
      children: ["The licence decides which Tessera products are available on the server and to how many employees. It comes as a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tessera.lic"
      }), " file for one Tessera Server installation and is kept on the server itself: clients and plug-ins need no licence of their own and receive their rights from the server at sign-in. The server checks the licence without contacting the internet, so it also works in closed networks."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A user with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Administrator"
      }), " role manages the licence in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Administration → Licence"
      }), " in the client or the web application. The same section shows the term, the number of seats for each product and who holds them."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Deployment diagram: the licence is kept on the application server together with the settings and is part of the backup",
        src: (__webpack_require__(27322)/* ["default"] */.A) + "",
        width: "960",
        height: "440"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-a-licence-contains",
      children: "What a licence contains"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What the file states"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Explanation"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Organisation"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The licence holder, as in the contract"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Server address"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The external address, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https://tessera.company.ru"
            }), ", and the installation ID"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Products"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tessera Control, Tessera Value, Tessera Space, Tessera Site"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Seats"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The number of named users for each product"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Term"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The end date, for example 31 December 2026"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A product seat is held by an employee whom the administrator has given that product. An employee without seats signs in to the server and sees their projects, models, trees and results in the web application, but the products' commands (Tessera Control checks, Tessera Value cost analysis, the Tessera Space room register, Tessera Site progress marks) are not available to them. A product's tabs in the client, for example the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera Control"
      }), " tab of the global settings, appear only if the product is in the server's licence."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "requesting-and-loading-a-licence",
      children: "Requesting and loading a licence"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Administration → Licence"
        }), " and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create request"
        }), ". The server saves a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera-license-request.json"
        }), " file with the installation ID and the server address. On Linux, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo tessera-admin license request --out tessera-license-request.json"
        }), " does the same."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Send the request file to your Tessera account manager or through the support portal."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["When you receive ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera.lic"
        }), ", click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Load licence"
        }), " and choose it, or run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo tessera-admin license import tessera.lic"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Check the products, seats and term on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Summary"
        }), " tab. No service restart is needed: the new licence applies at once."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A new file replaces the previous one entirely, so when seats or a product are added you receive a licence with all products in it."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "assigning-seats",
      children: "Assigning seats"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Open the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Users"
        }), " tab of the licence section."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Find the employee and tick the products they need. The count of free seats goes down at once."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "To free a seat, clear the tick. The seats of blocked employees are freed automatically."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With Active Directory sign-in it is easiest to give products by group: on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Groups"
      }), " tab, map an AD group such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Tessera-Estimators"
      }), " to the Tessera Value product. An employee gets a seat at the first sign-in if seats are free; otherwise they sign in without the product, and administrators see a warning in the licence section. The licence does not change project roles: rights are still granted per project, by role."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "term-and-change-of-address",
      children: "Term and change of address"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For 30 days before the term ends, administrators see a warning in the client and in the web application, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " answer carries the end date in its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "licenseExpires"
      }), " field. When the term is over, the products' commands become unavailable, but nothing is deleted or locked: projects, models, analysis results and issues can be opened and exported, and once a new licence is loaded, work continues where it stopped."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The licence is tied to the server's address. If the server's address differs from the one in the licence, for example on a test server restored from a backup, the server works read-only. That is why the address is changed outside working hours: after changing ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Server:PublicUrl"
      }), ", create a request, send it and load the new licence; until then users can only view data."]
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
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The licence was issued for another installation\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The file was made from a request of another server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Create a request on this server and get a licence for it"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The server address does not match the licence; read-only mode is on\""
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Server:PublicUrl"
            }), " changed, or this is a copy of the server"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Restore the address, or get a licence for the new address"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No free Tessera Value seats\" when giving a product"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All seats are taken"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Free the seats of employees who no longer work with the product, or extend the licence"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The product is missing from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "System information"
            }), " window"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The product is not in the licence or the term has ended"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Summary"
            }), " tab of the licence section"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The licence file is damaged\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The file was changed in transit, for example by a mail system"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Send the file in an archive or download it from the support portal"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/logs-diagnostics/",
          children: "Server logs and diagnostics"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/backup-restore/",
          children: "Backup and restore"
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
27322(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgNDQwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjQ0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5NjAiIGhlaWdodD0iNDQwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSIzNCIgZm9udC1zaXplPSIxNyIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEwMjQzZSI+VGVzc2VyYSBTZXJ2ZXIgZGVwbG95bWVudDwvdGV4dD4KPGRlZnM+PG1hcmtlciBpZD0iYSIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzRhNTI2MCIvPjwvbWFya2VyPjwvZGVmcz4KPGcgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSI+Cjx0ZXh0IHg9IjI0IiB5PSI2NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzRhNTI2MCI+V29ya3N0YXRpb25zPC90ZXh0Pgo8cmVjdCB4PSIyNCIgeT0iNzgiIHdpZHRoPSIyMDQiIGhlaWdodD0iNDAiIHJ4PSI2IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNiIgeT0iMTAzIj5UZXNzZXJhIENsaWVudCAoV2luZG93cyk8L3RleHQ+CjxyZWN0IHg9IjI0IiB5PSIxMjgiIHdpZHRoPSIyMDQiIGhlaWdodD0iNDAiIHJ4PSI2IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNiIgeT0iMTUzIj5Ccm93c2VyOiB3ZWIgYXBwbGljYXRpb248L3RleHQ+CjxyZWN0IHg9IjI0IiB5PSIxNzgiIHdpZHRoPSIyMDQiIGhlaWdodD0iNDAiIHJ4PSI2IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNiIgeT0iMjAzIj5UZXNzZXJhIGZvciBSZXZpdDwvdGV4dD4KPHJlY3QgeD0iMjQiIHk9IjIyOCIgd2lkdGg9IjIwNCIgaGVpZ2h0PSI0MCIgcng9IjYiIGZpbGw9IiNmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM2IiB5PSIyNTMiPlRlc3NlcmEgU3luYywgUG93ZXIgQkk8L3RleHQ+Cjx0ZXh0IHg9IjI0NiIgeT0iMzAwIiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5IVFRQUyA0NDM8L3RleHQ+Cjx0ZXh0IHg9IjI0NiIgeT0iMzE2IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5UTFMgMS4yIC8gMS4zPC90ZXh0Pgo8cmVjdCB4PSIzMzAiIHk9IjY0IiB3aWR0aD0iMzAwIiBoZWlnaHQ9IjIzMiIgcng9IjEwIiBmaWxsPSIjZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNDYiIHk9IjkwIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij5BcHBsaWNhdGlvbiBzZXJ2ZXI8L3RleHQ+Cjx0ZXh0IHg9IjM0NiIgeT0iMTA4IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5XaW5kb3dzIFNlcnZlciBvciBMaW51eDwvdGV4dD4KPHJlY3QgeD0iMzQ2IiB5PSIxMjIiIHdpZHRoPSIyNjgiIGhlaWdodD0iNzAiIHJ4PSI2IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiMwYjZlNjkiLz4KPHRleHQgeD0iMzU4IiB5PSIxNDQiIGZvbnQtd2VpZ2h0PSI2MDAiPlRlc3NlcmEgU2VydmVyIHNlcnZpY2U8L3RleHQ+Cjx0ZXh0IHg9IjM1OCIgeT0iMTYyIiBmb250LXNpemU9IjEyIj53ZWIgYXBwbGljYXRpb24sIFJFU1QgQVBJIC9hcGkvdjEsPC90ZXh0Pgo8dGV4dCB4PSIzNTgiIHk9IjE3OCIgZm9udC1zaXplPSIxMiI+T0RhdGEgL29kYXRhL3YxLCBzaWduLWluLCBsaWNlbmNlPC90ZXh0Pgo8cmVjdCB4PSIzNDYiIHk9IjIwNCIgd2lkdGg9IjI2OCIgaGVpZ2h0PSI3NiIgcng9IjYiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iIzBiNmU2OSIvPgo8dGV4dCB4PSIzNTgiIHk9IjIyNiIgZm9udC13ZWlnaHQ9IjYwMCI+VGVzc2VyYSBXb3JrZXIgc2VydmljZTwvdGV4dD4KPHRleHQgeD0iMzU4IiB5PSIyNDQiIGZvbnQtc2l6ZT0iMTIiPnBhcnNlcyBJRkMgZmlsZXMgYW5kIFJldml0IHVwbG9hZHMsPC90ZXh0Pgo8dGV4dCB4PSIzNTgiIHk9IjI2MCIgZm9udC1zaXplPSIxMiI+YnVpbGRzIGJ1Y2tldHMsIHJ1bnMgYmFja2dyb3VuZCBqb2JzPC90ZXh0Pgo8cmVjdCB4PSI2OTAiIHk9IjY0IiB3aWR0aD0iMjQ2IiBoZWlnaHQ9IjcwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNzA0IiB5PSI5MCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+UG9zdGdyZVNRTCAxNOKAkzE3PC90ZXh0Pgo8dGV4dCB4PSI3MDQiIHk9IjEwOCIgZm9udC1zaXplPSIxMiI+cHJvamVjdHMsIHVzZXJzLCByaWdodHMsPC90ZXh0Pgo8dGV4dCB4PSI3MDQiIHk9IjEyNCIgZm9udC1zaXplPSIxMiI+c2V0dGluZ3M7IHBvcnQgNTQzMjwvdGV4dD4KPHJlY3QgeD0iNjkwIiB5PSIxNTAiIHdpZHRoPSIyNDYiIGhlaWdodD0iNzAiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI3MDQiIHk9IjE3NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+QnVja2V0IHN0b3JhZ2U8L3RleHQ+Cjx0ZXh0IHg9IjcwNCIgeT0iMTk0IiBmb250LXNpemU9IjEyIj5nZW9tZXRyeSBhbmQgbWV0YSBidWNrZXRzOzwvdGV4dD4KPHRleHQgeD0iNzA0IiB5PSIyMTAiIGZvbnQtc2l6ZT0iMTIiPmxvY2FsIGRpc2ssIE5GUyBvciBTTUI8L3RleHQ+CjxyZWN0IHg9IjY5MCIgeT0iMjM2IiB3aWR0aD0iMjQ2IiBoZWlnaHQ9IjYwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNzA0IiB5PSIyNjAiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiM0YTUyNjAiPkFjdGl2ZSBEaXJlY3Rvcnk8L3RleHQ+Cjx0ZXh0IHg9IjcwNCIgeT0iMjc4IiBmb250LXNpemU9IjEyIj5MREFQUyA2MzYsIEtlcmJlcm9zIDg4PC90ZXh0Pgo8cmVjdCB4PSIzMzAiIHk9IjMzMCIgd2lkdGg9IjYwNiIgaGVpZ2h0PSI4NCIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIiBzdHJva2UtZGFzaGFycmF5PSI2IDQiLz4KPHRleHQgeD0iMzQ2IiB5PSIzNTQiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNjOThhMTIiPkJhY2t1cDwvdGV4dD4KPHRleHQgeD0iMzQ2IiB5PSIzNzQiIGZvbnQtc2l6ZT0iMTIiPnRlc3NlcmEtYWRtaW4gYmFja3VwOiBkYXRhYmFzZSBkdW1wLCB0aGVuIHRoZSBuZXcgYnVja2V0IGZpbGVzLDwvdGV4dD4KPHRleHQgeD0iMzQ2IiB5PSIzOTIiIGZvbnQtc2l6ZT0iMTIiPmFwcHNldHRpbmdzLmpzb24sIHRoZSBUTFMgY2VydGlmaWNhdGUgYW5kIHRoZSBsaWNlbmNlIGZpbGU8L3RleHQ+CjwvZz4KPGcgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiIG1hcmtlci1lbmQ9InVybCgjYSkiIGZpbGw9Im5vbmUiPgo8L2c+CjxnIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBmaWxsPSJub25lIj48cGF0aCBkPSJNMjI4IDk4aDQ0djE1MGgtNDQiLz48cGF0aCBkPSJNMjI4IDE0OGg0NCIvPjxwYXRoIGQ9Ik0yMjggMTk4aDQ0Ii8+PC9nPgo8ZyBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIgZmlsbD0ibm9uZSI+CjxwYXRoIGQ9Ik0yNzIgMTk2aDUyIi8+CjxwYXRoIGQ9Ik02MzIgMTAwaDUyIi8+PHBhdGggZD0iTTYzMiAxODZoNTIiLz48cGF0aCBkPSJNNjMyIDI2NGg1MiIvPgo8cGF0aCBkPSJNNDgwIDI5OHYyNiIvPgo8L2c+Cjwvc3ZnPgo=");

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
97431(module) {
module.exports = JSON.parse('{"id":"tessera-guide/server-administration/licensing","title":"Tessera Server licence","description":"How the Tessera Server licence works: products and named seats, requesting and loading the licence file without internet access, assigning seats, renewal and what happens when the term ends.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/licensing.md","sourceDirName":"tessera-guide/server-administration","slug":"/tessera-guide/server-administration/licensing","permalink":"/en/tessera/tessera-guide/server-administration/licensing","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/licensing.md","tags":[],"version":"current","lastUpdatedAt":1795690598000,"sidebarPosition":8,"frontMatter":{"title":"Tessera Server licence","shortTitle":"Licence","description":"How the Tessera Server licence works: products and named seats, requesting and loading the licence file without internet access, assigning seats, renewal and what happens when the term ends.","order":8,"icon":"key","author":[{"name":"Igor Volkov"}],"date":"2026-11-26","categories":["Guide","For administrators"],"tessera_tags":["server","licence","administration"],"sidebar_label":"Licence","sidebar_position":8,"reading_time":{"words":788,"minutes":3.94},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"what-a-licence-contains":"из-чего-состоит-лицензия","requesting-and-loading-a-licence":"получение-и-загрузка-лицензии","assigning-seats":"распределение-мест","term-and-change-of-address":"срок-действия-и-смена-адреса","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Logs and diagnostics","permalink":"/en/tessera/tessera-guide/server-administration/logs-diagnostics"},"next":{"title":"Russian requirements","permalink":"/en/tessera/tessera-guide/russian-requirements"}}')

},

};
;