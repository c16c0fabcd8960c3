"use strict";
exports.ids = ["7244"];
exports.modules = {
87526(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_release_notes_md_b9e_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_release_notes_md_b9e_json__rspack_import_0 = __webpack_require__(68609);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Tessera platform release notes',
	shortTitle: 'Release notes',
	description: 'What is new, what was fixed and what to plan for when upgrading in the 2026 releases 4.4, 4.5 and 4.6 of Tessera Server, Tessera Client, the Revit plugin and Tessera Sync.',
	order: 31,
	icon: 'clock',
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
		'releases',
		'upgrades',
		'compatibility'
	],
	sidebar_label: 'Release notes',
	sidebar_position: 31,
	reading_time: {
		words: 1065,
		minutes: 5.325
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'how-to-find-your-version': 'как-узнать-свою-версию',
		'tessera-462--27-october-2026': 'tessera-462--27-октября-2026',
		'tessera-461--13-october-2026': 'tessera-461--13-октября-2026',
		'tessera-46--29-september-2026': 'tessera-46--29-сентября-2026',
		new: 'новое',
		changed: 'изменено',
		'known-limitations': 'известные-ограничения',
		'tessera-45--23-june-2026': 'tessera-45--23-июня-2026',
		'new-1': 'новое-1',
		fixed: 'исправлено',
		'tessera-44--17-march-2026': 'tessera-44--17-марта-2026',
		'new-2': 'новое-2',
		'fixed-1': 'исправлено-1',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "How to find your version",
  "id": "how-to-find-your-version",
  "level": 2
}, {
  "value": "Tessera 4.6.2 — 27 October 2026",
  "id": "tessera-462--27-october-2026",
  "level": 2
}, {
  "value": "Tessera 4.6.1 — 13 October 2026",
  "id": "tessera-461--13-october-2026",
  "level": 2
}, {
  "value": "Tessera 4.6 — 29 September 2026",
  "id": "tessera-46--29-september-2026",
  "level": 2
}, {
  "value": "New",
  "id": "new",
  "level": 3
}, {
  "value": "Changed",
  "id": "changed",
  "level": 3
}, {
  "value": "Known limitations",
  "id": "known-limitations",
  "level": 3
}, {
  "value": "Tessera 4.5 — 23 June 2026",
  "id": "tessera-45--23-june-2026",
  "level": 2
}, {
  "value": "New",
  "id": "new-1",
  "level": 3
}, {
  "value": "Fixed",
  "id": "fixed",
  "level": 3
}, {
  "value": "Tessera 4.4 — 17 March 2026",
  "id": "tessera-44--17-march-2026",
  "level": 2
}, {
  "value": "New",
  "id": "new-2",
  "level": 3
}, {
  "value": "Fixed",
  "id": "fixed-1",
  "level": 3
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
      children: ["This page collects the changes of the Tessera platform in 2026, newest release first: Tessera Server, Tessera Client, the Tessera for Revit plugin and the Tessera Sync utility. The products' own changes are in their release notes: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/release-notes/",
        children: "Tessera Control"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/value/value-guide/release-notes/",
        hrefLang: "ru",
        children: "Tessera Value"
      }), " (in Russian)", ", ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/space/space-guide/release-notes/",
        hrefLang: "ru",
        children: "Tessera Space"
      }), " (in Russian)", " and ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/site/site-guide/release-notes/",
        hrefLang: "ru",
        children: "Tessera Site"
      }), " (in Russian)", ". Every product has the platform's version, so release 4.6 is both Tessera Server 4.6 and Tessera Control 4.6."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["One rule governs every upgrade: the desktop client and Tessera Server must match in the first two numbers of the version (major.minor); the third number (patch) may differ. The current release line is 4.6, and the current client is 4.6.2. A patch (4.6.1 → 4.6.2) can be installed on the server and the workstations in any order. A new release (4.5 → 4.6) requires upgrading the server and then every client, Revit plugin and Tessera Sync utility: a workstation cannot sign in until it is upgraded. The procedure is in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/server-administration/upgrade/",
        children: "Upgrading Tessera Server"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The 2026 releases: 4.4 in March with IFC4.3, BCF 3.0 and the plugin for Revit 2026; 4.5 in June with service accounts and installation on Astra Linux; 4.6 in September with upgrades straight from the two previous releases and the storage check; patches 4.6.1 and 4.6.2 in October",
        src: (__webpack_require__(33703)/* ["default"] */.A) + "",
        width: "940",
        height: "250"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "how-to-find-your-version",
      children: "How to find your version"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In the client, open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Help → About"
        }), ". The ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/system-info/",
          hrefLang: "ru",
          children: "System information"
        }), " (in Russian)", " window shows the versions of the client, the installed plugins and the server, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "4.6.2.1187"
        }), ": major version 4, release 6, patch 2, build 1187."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the server, open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://tessera.company.ru/health"
        }), ": its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "version"
        }), " field shows the version of the services."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Compare the first two numbers. If they differ, the client says \"Client version is incompatible with the server\" at sign-in and names the version to install."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-462--27-october-2026",
      children: "Tessera 4.6.2 — 27 October 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A patch of release 4.6; it is installed over 4.6.0 and 4.6.1 in a few minutes and does not change the database schema."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Client: the Model window stopped responding when many elements were hidden from the tree while geometry was still loading."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Revit plugin: uploading a model with several linked IFC files stopped at 99 % with the message \"Geometry could not be obtained\"."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Server: Active Directory sign-in took tens of seconds when one of the domain controllers in the LDAP list was unreachable."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Tessera Sync: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--dry-run"
        }), " switch uploaded an empty version manifest to the server."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-461--13-october-2026",
      children: "Tessera 4.6.1 — 13 October 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Server: after a restore from a backup, Kerberos sign-in did not work until the service was restarted a second time."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Client: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Copy information"
        }), " button of the System information window left out the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Network"
        }), " section."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Web application: links to models in notification emails led to the server's internal address when it differed from the external one."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-46--29-september-2026",
      children: "Tessera 4.6 — 29 September 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "new",
      children: "New"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Upgrade straight from the two previous releases."
        }), " Server 4.6 upgrades directly from 4.4 and from 4.5, with no installation in between. Before migrating the schema, the installer checks the free space and the PostgreSQL version."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Storage check."
        }), " The command ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera-admin storage verify"
        }), " compares the bucket files with the database and lists the missing ones; run it after a restore, see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/backup-restore/",
          children: "Backup and restore"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Diagnostics in one archive."
        }), " The command ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera-admin diag"
        }), " collects the service logs, the configuration without secrets and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/health"
        }), " response into one archive for the support desk."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "ТИМ terms in the interface."
        }), " The Russian interface calls the common data environment СОД (CDE) and the digital information model ЦИМ; report templates gained fields with these terms. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/russian-requirements/",
          children: "ТИМ, СОД and ЦИМ: Russian requirements in Tessera"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Units in the property tooltip."
        }), " The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Properties"
        }), " panel shows lengths in millimetres as before, and the tooltip over a value shows the number in the storage units in which it reaches formulas: a 250 mm wall arrives in a formula as 0.25."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "changed",
      children: "Changed"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The Tessera for Revit plugin supports Revit 2022–2026; the installer no longer offers Revit versions outside that range."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The installer checks the PostgreSQL version before migrating the schema and stops with a clear message if the version is not supported (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/postgresql/",
          children: "PostgreSQL database"
        }), "), instead of failing halfway through the migration."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "known-limitations",
      children: "Known limitations"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Clients 4.5.x cannot sign in to a 4.6 server: upgrade them to 4.6.x before or right after upgrading the server."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "A backup taken on a 4.5 server cannot be restored on a 4.6 server directly: restore it on 4.5 and upgrade the server."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-45--23-june-2026",
      children: "Tessera 4.5 — 23 June 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "new-1",
      children: "New"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Service accounts."
        }), " For automation and integrations, an Administrator creates accounts with client credentials on the Administration → Tokens, \"Service accounts\" tab: a client id ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tcl_…"
        }), " and a secret ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tcs_…"
        }), ", valid until rotated. Personal ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tpat_…"
        }), " tokens remain for an employee's own scripts and Power BI. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/token-management/",
          children: "Managing tokens"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Installation on Linux."
        }), " Tessera Server installs on Astra Linux Special Edition, RED OS, Debian and Ubuntu Server from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ".deb"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ".rpm"
        }), " packages, see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/linux-installation/",
          children: "Installing Tessera Server on Linux and Astra Linux"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Health check."
        }), " The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/health"
        }), " address reports the state of the database, the storage and the processing queue; connect it to your monitoring system."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Scheduled Tessera Sync with a service account."
        }), " The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera-sync.exe"
        }), " utility takes the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "--client-id"
        }), " switch with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tcl_…"
        }), " id instead of a personal token and reads the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tcs_…"
        }), " secret from the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TESSERA_CLIENT_SECRET"
        }), " environment variable, see ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/model-sync-utility/",
          hrefLang: "ru",
          children: "The tessera-sync.exe utility"
        }), " (in Russian)", "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "fixed",
      children: "Fixed"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Uploads of IFC files over 2 GB through a reverse proxy broke off at 100 % transferred without an error message."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Trees sorted by a text property did not sort Cyrillic alphabetically on servers whose database locale was ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "C"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-44--17-march-2026",
      children: "Tessera 4.4 — 17 March 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "new-2",
      children: "New"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "IFC4.3."
        }), " Import supports IFC2x3, IFC4, IFC4.3, including the infrastructure entities ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "IfcAlignment"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "IfcRoad"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "IfcRailway"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "IfcBridge"
        }), ". See ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/ifc-import/",
          hrefLang: "ru",
          children: "IFC import"
        }), " (in Russian)", "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "BCF 3.0."
        }), " Issues are exported and imported in BCF 2.1 and 3.0."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Plugin for Revit 2026."
        }), " The Tessera for Revit plugin works in Revit 2026 with the same upload by element hashes as in earlier versions."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "SI units on import."
        }), " Values with a known dimension are converted to SI units: values with a dimension reach formulas in SI units — metres, m², m³, kg; angles in degrees. The client's tables still display lengths in millimetres: that is display only."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "fixed-1",
      children: "Fixed"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Duplicate GlobalIds in an IFC file made the second element lose its properties; import now reports \"Duplicate GlobalId\" and keeps both elements."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The Trees window did not refresh after a new version was uploaded until its processing finished, and did not show what it was waiting for."
      }), "\n"]
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
            children: "\"Client version is incompatible with the server\" after a server upgrade"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client's first two version numbers differ"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Install the client of the server's release; the patch may differ"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Upgrading from version 4.3 is not supported\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Server 4.6 upgrades only from 4.4 and 4.5"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upgrade the server to 4.5 first, then to 4.6"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tessera Sync jobs fail with a version error"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The utility is left over from the previous release"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Upgrade ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tessera-sync.exe"
            }), " on the machine that runs the schedule"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["No ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Tessera"
            }), " tab in Revit after an upgrade"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The plugin installer found no supported Revit version"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check that one of Revit 2022–2026 is installed and run the installer again"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-reference/supported-versions/",
          children: "Supported versions and system requirements"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/upgrade/",
          children: "Upgrading Tessera Server"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/system-info/",
          hrefLang: "ru",
          children: "System information"
        }), " (in Russian)"]
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
33703(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NDAgMjUwIiB3aWR0aD0iOTQwIiBoZWlnaHQ9IjI1MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5NDAiIGhlaWdodD0iMjUwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSIzNCIgZm9udC1zaXplPSIxNyIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEwMjQzZSI+VGVzc2VyYSBwbGF0Zm9ybSByZWxlYXNlcyBpbiAyMDI2PC90ZXh0Pgo8ZGVmcz48bWFya2VyIGlkPSJhIiB2aWV3Qm94PSIwIDAgMTAgMTAiIHJlZlg9IjkiIHJlZlk9IjUiIG1hcmtlcldpZHRoPSI4IiBtYXJrZXJIZWlnaHQ9IjgiIG9yaWVudD0iYXV0byI+PHBhdGggZD0iTTAgMEwxMCA1TDAgMTB6IiBmaWxsPSIjNGE1MjYwIi8+PC9tYXJrZXI+PC9kZWZzPgo8bGluZSB4MT0iMzAiIHkxPSI4MCIgeDI9IjkxMCIgeTI9IjgwIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjMTAyNDNlIj4KPGNpcmNsZSBjeD0iNTAiIGN5PSI4MCIgcj0iOCIgZmlsbD0iIzEyNTdhMCIvPgo8dGV4dCB4PSI0MCIgeT0iNjIiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPjQuNDwvdGV4dD4KPHJlY3QgeD0iNDAiIHk9Ijk4IiB3aWR0aD0iMjAwIiBoZWlnaHQ9Ijk4IiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNTIiIHk9IjEyMCIgZm9udC13ZWlnaHQ9IjYwMCI+MTcgTWFyY2g8L3RleHQ+Cjx0ZXh0IHg9IjUyIiB5PSIxNDIiIGZvbnQtc2l6ZT0iMTIiPklGQzQuMywgQkNGIDMuMDwvdGV4dD4KPHRleHQgeD0iNTIiIHk9IjE2MiIgZm9udC1zaXplPSIxMiI+UmV2aXQgMjAyNiBwbHVnaW48L3RleHQ+Cjx0ZXh0IHg9IjUyIiB5PSIxODIiIGZvbnQtc2l6ZT0iMTIiPlNJIHVuaXRzIG9uIGltcG9ydDwvdGV4dD4KPGNpcmNsZSBjeD0iMjgwIiBjeT0iODAiIHI9IjgiIGZpbGw9IiMxMjU3YTAiLz4KPHRleHQgeD0iMjcwIiB5PSI2MiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+NC41PC90ZXh0Pgo8cmVjdCB4PSIyNzAiIHk9Ijk4IiB3aWR0aD0iMjAwIiBoZWlnaHQ9Ijk4IiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMjgyIiB5PSIxMjAiIGZvbnQtd2VpZ2h0PSI2MDAiPjIzIEp1bmU8L3RleHQ+Cjx0ZXh0IHg9IjI4MiIgeT0iMTQyIiBmb250LXNpemU9IjEyIj5zZXJ2aWNlIGFjY291bnRzPC90ZXh0Pgo8dGV4dCB4PSIyODIiIHk9IjE2MiIgZm9udC1zaXplPSIxMiI+TGludXggYW5kIEFzdHJhIExpbnV4PC90ZXh0Pgo8dGV4dCB4PSIyODIiIHk9IjE4MiIgZm9udC1zaXplPSIxMiI+aW5zdGFsbGF0aW9uLCAvaGVhbHRoPC90ZXh0Pgo8Y2lyY2xlIGN4PSI1MTAiIGN5PSI4MCIgcj0iOCIgZmlsbD0iIzBiNmU2OSIvPgo8dGV4dCB4PSI1MDAiIHk9IjYyIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij40LjY8L3RleHQ+CjxyZWN0IHg9IjUwMCIgeT0iOTgiIHdpZHRoPSIyMDAiIGhlaWdodD0iOTgiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI1MTIiIHk9IjEyMCIgZm9udC13ZWlnaHQ9IjYwMCI+MjkgU2VwdGVtYmVyPC90ZXh0Pgo8dGV4dCB4PSI1MTIiIHk9IjE0MiIgZm9udC1zaXplPSIxMiI+dXBncmFkZSBmcm9tIDQuNCBhbmQgNC41PC90ZXh0Pgo8dGV4dCB4PSI1MTIiIHk9IjE2MiIgZm9udC1zaXplPSIxMiI+c3RvcmFnZSB2ZXJpZnksIGRpYWc8L3RleHQ+Cjx0ZXh0IHg9IjUxMiIgeT0iMTgyIiBmb250LXNpemU9IjEyIj7QotCY0JwgdGVybXMg0KHQntCUIGFuZCDQptCY0Jw8L3RleHQ+CjxjaXJjbGUgY3g9Ijc0MCIgY3k9IjgwIiByPSI4IiBmaWxsPSIjYzk4YTEyIi8+Cjx0ZXh0IHg9IjczMCIgeT0iNjIiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNjOThhMTIiPjQuNi4xIGFuZCA0LjYuMjwvdGV4dD4KPHJlY3QgeD0iNzMwIiB5PSI5OCIgd2lkdGg9IjIwMCIgaGVpZ2h0PSI5OCIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9Ijc0MiIgeT0iMTIwIiBmb250LXdlaWdodD0iNjAwIj4xMyBhbmQgMjcgT2N0b2JlcjwvdGV4dD4KPHRleHQgeD0iNzQyIiB5PSIxNDIiIGZvbnQtc2l6ZT0iMTIiPmZpeGVzOiBpbnN0YWxsZWQ8L3RleHQ+Cjx0ZXh0IHg9Ijc0MiIgeT0iMTYyIiBmb250LXNpemU9IjEyIj5vdmVyIDQuNiBpbjwvdGV4dD4KPHRleHQgeD0iNzQyIiB5PSIxODIiIGZvbnQtc2l6ZT0iMTIiPmFueSBvcmRlcjwvdGV4dD4KPHRleHQgeD0iMzAiIHk9IjIzNiIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+Q2xpZW50IGFuZCBzZXJ2ZXIgbWF0Y2ggaW4gdGhlIGZpcnN0IHR3byBudW1iZXJzIG9mIHRoZSB2ZXJzaW9uOyB0aGUgcGF0Y2ggbnVtYmVyIG1heSBkaWZmZXIuPC90ZXh0Pgo8L2c+PC9zdmc+Cg==");

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
68609(module) {
module.exports = JSON.parse('{"id":"tessera-guide/release-notes","title":"Tessera platform release notes","description":"What is new, what was fixed and what to plan for when upgrading in the 2026 releases 4.4, 4.5 and 4.6 of Tessera Server, Tessera Client, the Revit plugin and Tessera Sync.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/release-notes.md","sourceDirName":"tessera-guide","slug":"/tessera-guide/release-notes","permalink":"/en/tessera/tessera-guide/release-notes","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/release-notes.md","tags":[],"version":"current","lastUpdatedAt":1795700884000,"sidebarPosition":31,"frontMatter":{"title":"Tessera platform release notes","shortTitle":"Release notes","description":"What is new, what was fixed and what to plan for when upgrading in the 2026 releases 4.4, 4.5 and 4.6 of Tessera Server, Tessera Client, the Revit plugin and Tessera Sync.","order":31,"icon":"clock","author":[{"name":"Igor Volkov"}],"date":"2026-11-26","categories":["Guide","For administrators"],"tessera_tags":["releases","upgrades","compatibility"],"sidebar_label":"Release notes","sidebar_position":31,"reading_time":{"words":1065,"minutes":5.325},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"how-to-find-your-version":"как-узнать-свою-версию","tessera-462--27-october-2026":"tessera-462--27-октября-2026","tessera-461--13-october-2026":"tessera-461--13-октября-2026","tessera-46--29-september-2026":"tessera-46--29-сентября-2026","new":"новое","changed":"изменено","known-limitations":"известные-ограничения","tessera-45--23-june-2026":"tessera-45--23-июня-2026","new-1":"новое-1","fixed":"исправлено","tessera-44--17-march-2026":"tessera-44--17-марта-2026","new-2":"новое-2","fixed-1":"исправлено-1","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Russian requirements","permalink":"/en/tessera/tessera-guide/russian-requirements"},"next":{"title":"Reference","permalink":"/en/tessera/tessera-reference/"}}')

},

};
;