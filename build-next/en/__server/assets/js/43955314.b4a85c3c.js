"use strict";
exports.ids = ["8062"];
exports.modules = {
9028(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_upgrade_md_439_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_upgrade_md_439_json__rspack_import_0 = __webpack_require__(55649);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Upgrading Tessera Server',
	shortTitle: 'Upgrading',
	description: 'The version compatibility rule for client and server, patches and new releases, the upgrade procedure for Tessera Server on Windows and Linux, updating workstations, and rolling back.',
	order: 6,
	icon: 'upload',
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
		'upgrade',
		'versions',
		'compatibility'
	],
	sidebar_label: 'Upgrading',
	sidebar_position: 6,
	reading_time: {
		words: 769,
		minutes: 3.845
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'the-compatibility-rule': 'правило-совместимости',
		'patch-or-new-release': 'исправление-или-новый-выпуск',
		'upgrade-procedure': 'порядок-обновления',
		'rolling-back': 'откат',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "The compatibility rule",
  "id": "the-compatibility-rule",
  "level": 2
}, {
  "value": "Patch or new release",
  "id": "patch-or-new-release",
  "level": 2
}, {
  "value": "Upgrade procedure",
  "id": "upgrade-procedure",
  "level": 2
}, {
  "value": "Rolling back",
  "id": "rolling-back",
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
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A Tessera Server upgrade is planned with the workstations in mind: Tessera Client, the Tessera for Revit plug-in and the Tessera Sync utility connect only to a server of a compatible version. So before you run the installer, find out which kind of upgrade it is, a patch or a new release, and get the installers for the users ready."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A version number has three numbers and a build number: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "4.6.2.1187"
      }), " is major version 4, release 6, patch 2. The current release line is 4.6, and the current client version is 4.6.2."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Deployment diagram: clients, the Tessera for Revit plug-in and Tessera Sync connect to the application server; on upgrade their versions must match the server&#39;s in the first two numbers",
        src: (__webpack_require__(27322)/* ["default"] */.A) + "",
        width: "960",
        height: "440"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-compatibility-rule",
      children: "The compatibility rule"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A client and a server are compatible when the first two numbers of their versions, the major version and the release, are the same. The third number, the patch, may differ either way."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tessera Client"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tessera for Revit plug-in"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tessera Sync utility"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Compatible"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.6.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.6.2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.6.1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.6.2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.6.3"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.6.2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.6.2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.6.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.6.2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.5.4"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No: the client must be updated to 4.6.x"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.5.4"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4.6.2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No: the client is newer than the server"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With an incompatible version the client does not sign in and shows which version to install; the client's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "System information"
      }), " window shows the same. The web application is upgraded with the server and needs no attention."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "patch-or-new-release",
      children: "Patch or new release"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "patch"
      }), " (4.6.1 → 4.6.3) is installed over the current version in a few minutes. Workstations carry on with their 4.6.x versions; at the next sign-in the client offers to update, and the user may decline. Schema changes in patches are small and can be undone by restoring a backup."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "new release"
      }), " (4.5 → 4.6) changes the database schema and requires every client, Tessera for Revit plug-in and Tessera Sync utility to be updated to 4.6.x. A workstation cannot sign in until it is updated. A server can go straight to a new release from the two releases before it: to 4.6 from 4.4 and 4.5. From older versions, upgrade to 4.4 first."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "upgrade-procedure",
      children: "Upgrade procedure"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Read the release notes and upgrade a test server restored from a fresh backup first."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Get the workstation installers of the new version ready: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TesseraClientSetup.msi"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TesseraRevitSetup.msi"
        }), ", and the new build of Tessera Sync for the computers that run it. If clients are deployed centrally, prepare the deployment job for the evening of the upgrade day."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Tell users when the work will happen: upgrading to a new release takes from 15 minutes to an hour, depending on the size of the database."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Take a backup with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera-admin backup"
        }), ", see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/backup-restore/",
          children: "Backup and restore"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Install the new version over the old one. On Windows Server run the new ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TesseraServerSetup.msi"
        }), " (the installation's values are kept; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ADMINPASSWORD"
        }), " is not needed). On Linux run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo apt install ./tessera-server_4.6.2_amd64.deb"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo dnf install ./tessera-server-4.6.2-1.x86_64.rpm"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The installer stops the services, runs ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera-admin db migrate"
        }), ", which migrates the database schema, and starts the services again. Do not interrupt it even if the migration takes a while: its progress is in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "migrate-*.log"
        }), " log."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Check ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://tessera.company.ru/health"
        }), " and the server version in the web application: user menu → ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "About"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Sign in from a workstation with the new client, open a model and run a check or an analysis in a test project."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Start deploying the clients and plug-ins. Workstations without central deployment get an update offer at sign-in: the server hands out the installer of the compatible version."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "rolling-back",
      children: "Rolling back"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Neither the installer nor the utility migrates the database schema backwards. To return to the previous version, uninstall the new one, install the previous one and restore the backup taken in step 4. Everything users did after the upgrade is lost, so a rollback is decided within the first hours after the upgrade."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Message or symptom"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Upgrading from version 4.3 is not supported\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "More than two releases skipped"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upgrade to 4.4 first, then to 4.6"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The schema migration stopped with an error"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The database disk is full or the connection to PostgreSQL broke"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Remove the cause and run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tessera-admin db migrate"
            }), " again: the migration resumes from the interrupted step"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Users cannot sign in after the upgrade"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Clients of the old release"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Install client 4.6.x; the sign-in window shows the version to install"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The plug-in version is not compatible with the server\" on the Revit tab"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The plug-in was not updated"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Install ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TesseraRevitSetup.msi"
            }), " from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
              children: "Help → Downloads → Revit"
            }), " in the web application"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tessera Sync jobs end with a version error code"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An old-release Tessera Sync on the job server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Update the utility to the server's version"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/backup-restore/",
          children: "Backup and restore"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/windows-installation/",
          children: "Installing on Windows Server"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/linux-installation/",
          children: "Installing on Linux and Astra Linux"
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
55649(module) {
module.exports = JSON.parse('{"id":"tessera-guide/server-administration/upgrade","title":"Upgrading Tessera Server","description":"The version compatibility rule for client and server, patches and new releases, the upgrade procedure for Tessera Server on Windows and Linux, updating workstations, and rolling back.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/upgrade.md","sourceDirName":"tessera-guide/server-administration","slug":"/tessera-guide/server-administration/upgrade","permalink":"/en/tessera/tessera-guide/server-administration/upgrade","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/upgrade.md","tags":[],"version":"current","lastUpdatedAt":1795690598000,"sidebarPosition":6,"frontMatter":{"title":"Upgrading Tessera Server","shortTitle":"Upgrading","description":"The version compatibility rule for client and server, patches and new releases, the upgrade procedure for Tessera Server on Windows and Linux, updating workstations, and rolling back.","order":6,"icon":"upload","author":[{"name":"Igor Volkov"}],"date":"2026-11-26","categories":["Guide","For administrators"],"tessera_tags":["server","upgrade","versions","compatibility"],"sidebar_label":"Upgrading","sidebar_position":6,"reading_time":{"words":769,"minutes":3.845},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"the-compatibility-rule":"правило-совместимости","patch-or-new-release":"исправление-или-новый-выпуск","upgrade-procedure":"порядок-обновления","rolling-back":"откат","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Backup","permalink":"/en/tessera/tessera-guide/server-administration/backup-restore"},"next":{"title":"Logs and diagnostics","permalink":"/en/tessera/tessera-guide/server-administration/logs-diagnostics"}}')

},

};
;