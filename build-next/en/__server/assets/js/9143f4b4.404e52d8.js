"use strict";
exports.ids = ["4595"];
exports.modules = {
54316(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_revit_plugin_installation_md_914_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_revit_plugin_installation_md_914_json__rspack_import_0 = __webpack_require__(52917);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Installing the Tessera for Revit plugin',
	shortTitle: 'Revit plugin',
	description: 'How to install the Tessera for Revit plugin for Revit 2022–2026 on one workstation or many computers, where its files go, and what to do if the Tessera tab does not appear.',
	order: 12,
	icon: 'download',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-06-17',
	categories: [
		'Guide',
		'For administrators'
	],
	tessera_tags: [
		'revit',
		'plugin',
		'installation'
	],
	sidebar_label: 'Revit plugin',
	sidebar_position: 12,
	reading_time: {
		words: 1087,
		minutes: 5.435
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		requirements: 'требования',
		'where-to-get-the-installer': 'где-взять-установщик',
		'installing-on-a-workstation': 'установка-на-рабочее-место',
		'which-files-are-installed': 'какие-файлы-ставятся',
		'silent-installation': 'тихая-установка',
		'the-tessera-tab-on-the-ribbon': 'вкладка-tessera-на-ленте',
		updating: 'обновление',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Requirements",
  "id": "requirements",
  "level": 2
}, {
  "value": "Where to get the installer",
  "id": "where-to-get-the-installer",
  "level": 2
}, {
  "value": "Installing on a workstation",
  "id": "installing-on-a-workstation",
  "level": 2
}, {
  "value": "Which files are installed",
  "id": "which-files-are-installed",
  "level": 2
}, {
  "value": "Silent installation",
  "id": "silent-installation",
  "level": 2
}, {
  "value": "The Tessera tab on the ribbon",
  "id": "the-tessera-tab-on-the-ribbon",
  "level": 2
}, {
  "value": "Updating",
  "id": "updating",
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
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera for Revit"
      }), " plugin adds a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera"
      }), " tab to Autodesk Revit. From it the model is uploaded to a Tessera project without an intermediate IFC, and Tessera Control issues are loaded back into Revit and shown right on the elements. The plugin works with Revit 2022, 2023, 2024, 2025 and 2026, and one installer sets it up for every version found on the computer. Tessera Client is not needed for the plugin: the plugin connects to Tessera Server over HTTPS by itself and uses the same account as the client."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["This page describes how to prepare the computer, how to install the plugin by hand or centrally, what the ribbon tab contains, and how to solve common problems. Uploading a model is described in ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/revit-import/",
        hrefLang: "ru",
        children: "Revit import"
      }), " (in Russian)", "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Installing the plugin: the TesseraRevitSetup.msi installer places the files for each Revit version, registers the manifest in the Addins folder, and the Tessera tab appears the next time Revit starts",
        src: (__webpack_require__(33657)/* ["default"] */.A) + "",
        width: "920",
        height: "330"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "requirements",
      children: "Requirements"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Component"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Requirement"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Revit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2022, 2023, 2024, 2025 or 2026 with the latest updates installed; Revit LT is not supported"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: ".NET"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: ".NET Framework 4.8 for Revit 2022, 2023 and 2024; .NET 8 Desktop Runtime for Revit 2025 and 2026 (installed together with Revit)"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Operating system"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Windows 10/11 x64"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rights"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Local administrator to install for all users; without administrator rights, for the current user only"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Network"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HTTPS access (port 443) to Tessera Server, through a proxy if needed"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tessera Server 4.x; the plugin and the server must match in the first two numbers of the version (major.minor)"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Revit LT does not support third-party add-ins, so the plugin does not load in it. For models from Revit LT, export to IFC and use ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/ifc-import/",
        hrefLang: "ru",
        children: "IFC import"
      }), " (in Russian)", "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "where-to-get-the-installer",
      children: "Where to get the installer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "TesseraRevitSetup.msi"
      }), " installer is downloaded in the Tessera web application: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Help → Downloads → Revit"
      }), ". The server always provides the plugin build compatible with its own version, so after Tessera Server is updated, download the installer again rather than taking an old file from a shared folder."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "installing-on-a-workstation",
      children: "Installing on a workstation"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Close every running instance of Revit: the installer cannot replace the files of a loaded add-in."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TesseraRevitSetup.msi"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the mode: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "For all users"
        }), " (administrator rights needed) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Just for me"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["At the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Revit versions"
        }), " step, tick the versions to add the plugin to. The installer only shows the versions found on the computer."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Enter the server address, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://tessera.company.ru"
        }), ". You can leave it empty and enter it later at the first sign-in."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Install"
        }), ", then ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Finish"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Start Revit. On the first load Revit may ask whether to trust the add-in: choose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Always Load"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["After start-up the ribbon has a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera"
      }), " tab. Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Sign in"
      }), " and sign in the same way as in the client: with a login and password or through Active Directory (see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/client-auth/",
        children: "Signing in to Tessera Client"
      }), "). The plugin keeps the session token in Windows Credential Manager, so next time it signs in automatically."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "which-files-are-installed",
      children: "Which files are installed"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "For all users"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Just for me"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Add-in manifest"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "%ProgramData%\\Autodesk\\Revit\\Addins\\2024\\Tessera.addin"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "%APPDATA%\\Autodesk\\Revit\\Addins\\2024\\Tessera.addin"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Plugin assemblies"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "C:\\Program Files\\Tessera\\Revit\\2024\\"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "%LOCALAPPDATA%\\Programs\\Tessera\\Revit\\2024\\"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upload settings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "%APPDATA%\\Tessera\\Revit\\settings.json"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the same"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Log"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "%LOCALAPPDATA%\\Tessera\\Logs\\revit.log"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "the same"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["In the paths, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "2024"
      }), " stands for the number of each Revit version chosen. Revit reads every ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ".addin"
      }), " file in its version's Addins folder at start-up, so a plugin installed for all users loads for everyone who signs in to that computer."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "silent-installation",
      children: "Silent installation"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To deploy through group policies or Configuration Manager, use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "msiexec"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-powershell",
        children: ["msiexec ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "i TesseraRevitSetup", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "msi ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "qn ALLUSERS=1 REVITVERSIONS=2024", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "2025", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "2026 SERVERURL=https:", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "tessera", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "company", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "ru ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "l*v C:\\Temp\\tessera-revit", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "log\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Property"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Purpose"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ALLUSERS"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            }), ": for all users, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "2"
            }), ": for the current user"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "REVITVERSIONS"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "all found"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A comma-separated list of versions"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "SERVERURL"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The Tessera Server address for the sign-in window"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "AUTHMODE"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "password"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The default sign-in method: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "password"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ad"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If a Revit version in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "REVITVERSIONS"
      }), " is not installed on the computer, that version is skipped and a warning is written to the installation log; the installation goes on. The plugin is removed through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Windows Settings → Apps"
      }), " or with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "msiexec /x TesseraRevitSetup.msi /qn"
      }), "; the upload settings in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "%APPDATA%\\Tessera\\Revit"
      }), " are kept."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-tessera-tab-on-the-ribbon",
      children: "The Tessera tab on the ribbon"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Panel"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Commands"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Connection"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Sign in"
            }), " / ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Sign out"
            }), ", the user name and server, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Select project"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Upload"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Upload to Tessera"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Upload settings"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Upload history"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Issues"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Tessera Control issues"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Update statuses"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Import BCF"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Help"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "About the plugin"
            }), " (plugin and server versions), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Open log"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The upload and issue buttons are unavailable until you sign in. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Upload to Tessera"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Upload settings"
      }), " are inactive in the Family Editor and in documents opened read-only."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "updating",
      children: "Updating"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "At sign-in the plugin compares its version with the server's. If the server has moved to a new second number of the version (for example from 4.5 to 4.6), the plugin reports that it is incompatible and offers to download the new installer. The new version installs over the old one; there is no need to remove the previous version. An update within the same major.minor (4.6.1 → 4.6.3) is optional, but that is how fixes for upload errors arrive."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "tip",
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "Administrators may find it convenient to include the plugin in the same package as the Tessera Client update: the client, plugin and server versions then always match."
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Symptom or message"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["There is no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Tessera"
            }), " tab on the ribbon"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The plugin is not installed for this Revit version, or the user refused to load the add-in"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Run the installer, choose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Change"
            }), " and tick the version; if \"Do Not Load\" was chosen at the first start, delete the Tessera entry in the registry key ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "HKCU\\Software\\Autodesk\\Revit\\Autodesk Revit 2024\\CodeSigning"
            }), " and restart Revit"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The add-in Tessera.Revit.dll could not be loaded\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The file is blocked by an antivirus or damaged"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Add the plugin folder to the antivirus exclusions and reinstall the plugin"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The plugin version is incompatible with the server\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The plugin and the server differ in the first two numbers of the version"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Download the installer again in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
              children: "Help → Downloads → Revit"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The server cannot be reached\" at sign-in"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A proxy server, a firewall, or a wrong address"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check the address in a browser; the plugin uses the Windows system proxy"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The installer does not see Revit"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Revit was installed without a registry entry (a portable build)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Use an official Revit installation"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Code 1603 in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "msiexec"
            }), " log"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Revit is running, or rights are missing"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Close Revit and install again as an administrator"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Details of plugin load errors are written to the log ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "%LOCALAPPDATA%\\Tessera\\Logs\\revit.log"
      }), "; when contacting support, attach it together with the Revit journal (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "%LOCALAPPDATA%\\Autodesk\\Revit\\Autodesk Revit 2024\\Journals"
      }), ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/revit-import/",
          hrefLang: "ru",
          children: "Revit import"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/client-installation/",
          children: "Installing Tessera Client"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-howto/proxy-server/",
          hrefLang: "ru",
          children: "Working through a proxy server"
        }), " (in Russian)"]
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
33657(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MjAgMzMwIiB3aWR0aD0iOTIwIiBoZWlnaHQ9IjMzMCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5MjAiIGhlaWdodD0iMzMwIiBmaWxsPSIjZjNmNWY4Ii8+CjxkZWZzPjxtYXJrZXIgaWQ9ImEiIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjgiIG1hcmtlckhlaWdodD0iOCIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDEwIDVMMCAxMHoiIGZpbGw9IiM0YTUyNjAiLz48L21hcmtlcj48L2RlZnM+CjxnIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiPgo8cmVjdCB4PSIyNCIgeT0iNDAiIHdpZHRoPSIxOTYiIGhlaWdodD0iMTUwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNDAiIHk9IjY2IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj4xLiBJbnN0YWxsZXI8L3RleHQ+Cjx0ZXh0IHg9IjQwIiB5PSI5MCI+VGVzc2VyYVJldml0U2V0dXAubXNpPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMTEyIj5tb2RlOiBhbGwgdXNlcnMgLzwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjEzMCI+anVzdCBtZTwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjE1MiI+UmV2aXQgdmVyc2lvbnMsPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMTcwIj5zZXJ2ZXIgYWRkcmVzczwvdGV4dD4KPHJlY3QgeD0iMjYwIiB5PSI0MCIgd2lkdGg9IjI1MCIgaGVpZ2h0PSIxNTAiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIyNzYiIHk9IjY2IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij4yLiBGaWxlcyBwZXIgdmVyc2lvbjwvdGV4dD4KPHRleHQgeD0iMjc2IiB5PSI5MCI+UHJvZ3JhbSBGaWxlc1xUZXNzZXJhXFJldml0XDwvdGV4dD4KPHJlY3QgeD0iMjc2IiB5PSIxMDIiIHdpZHRoPSI1MCIgaGVpZ2h0PSIyNCIgcng9IjQiIGZpbGw9IiNkMGQ3ZTIiLz48dGV4dCB4PSIyODUiIHk9IjExOSI+MjAyMjwvdGV4dD4KPHJlY3QgeD0iMzMyIiB5PSIxMDIiIHdpZHRoPSI1MCIgaGVpZ2h0PSIyNCIgcng9IjQiIGZpbGw9IiNkMGQ3ZTIiLz48dGV4dCB4PSIzNDEiIHk9IjExOSI+MjAyMzwvdGV4dD4KPHJlY3QgeD0iMzg4IiB5PSIxMDIiIHdpZHRoPSI1MCIgaGVpZ2h0PSIyNCIgcng9IjQiIGZpbGw9IiMwYjZlNjkiLz48dGV4dCB4PSIzOTciIHk9IjExOSIgZmlsbD0iI2ZmZiI+MjAyNDwvdGV4dD4KPHJlY3QgeD0iNDQ0IiB5PSIxMDIiIHdpZHRoPSI1MCIgaGVpZ2h0PSIyNCIgcng9IjQiIGZpbGw9IiMwYjZlNjkiLz48dGV4dCB4PSI0NTMiIHk9IjExOSIgZmlsbD0iI2ZmZiI+MjAyNTwvdGV4dD4KPHRleHQgeD0iMjc2IiB5PSIxNTIiPi5ORVQgRnJhbWV3b3JrIDQuOCDigJQgMjAyMuKAkzIwMjQ8L3RleHQ+Cjx0ZXh0IHg9IjI3NiIgeT0iMTcyIj4uTkVUIDgg4oCUIDIwMjU8L3RleHQ+CjxyZWN0IHg9IjU1MCIgeT0iNDAiIHdpZHRoPSIzNDYiIGhlaWdodD0iMTUwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNTY2IiB5PSI2NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzBiNmU2OSI+My4gTWFuaWZlc3QgaW4gdGhlIEFkZGlucyBmb2xkZXI8L3RleHQ+Cjx0ZXh0IHg9IjU2NiIgeT0iOTAiPlByb2dyYW1EYXRhXEF1dG9kZXNrXFJldml0XEFkZGluc1wyMDI0XDwvdGV4dD4KPHRleHQgeD0iNTY2IiB5PSIxMTAiIGZvbnQtd2VpZ2h0PSI2MDAiPlRlc3NlcmEuYWRkaW48L3RleHQ+Cjx0ZXh0IHg9IjU2NiIgeT0iMTQwIj5SZXZpdCByZWFkcyBtYW5pZmVzdHMgYXQgc3RhcnQtdXA7PC90ZXh0Pgo8dGV4dCB4PSI1NjYiIHk9IjE2MCI+b24gZmlyc3Qgc3RhcnQ6ICJBbHdheXMgTG9hZCI8L3RleHQ+CjxyZWN0IHg9IjI0IiB5PSIyMjIiIHdpZHRoPSI4NzIiIGhlaWdodD0iODQiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiNkMGQ3ZTIiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI0MCIgeT0iMjQ2IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj40LiBSZXZpdCByaWJib248L3RleHQ+CjxyZWN0IHg9IjE4MCIgeT0iMjMyIiB3aWR0aD0iOTAiIGhlaWdodD0iMjIiIHJ4PSI0IiBmaWxsPSIjZDBkN2UyIi8+PHRleHQgeD0iMTk0IiB5PSIyNDgiPkluc2VydDwvdGV4dD4KPHJlY3QgeD0iMjc4IiB5PSIyMzIiIHdpZHRoPSI5MCIgaGVpZ2h0PSIyMiIgcng9IjQiIGZpbGw9IiNkMGQ3ZTIiLz48dGV4dCB4PSIyOTIiIHk9IjI0OCI+VmlldzwvdGV4dD4KPHJlY3QgeD0iMzc2IiB5PSIyMzIiIHdpZHRoPSI5MCIgaGVpZ2h0PSIyMiIgcng9IjQiIGZpbGw9IiMxMjU3YTAiLz48dGV4dCB4PSIzOTIiIHk9IjI0OCIgZmlsbD0iI2ZmZiIgZm9udC13ZWlnaHQ9IjYwMCI+VGVzc2VyYTwvdGV4dD4KPHJlY3QgeD0iNDAiIHk9IjI2NCIgd2lkdGg9IjE5NiIgaGVpZ2h0PSIzMCIgcng9IjQiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjUyIiB5PSIyODQiPkNvbm5lY3Rpb248L3RleHQ+CjxyZWN0IHg9IjI0OCIgeT0iMjY0IiB3aWR0aD0iMTk2IiBoZWlnaHQ9IjMwIiByeD0iNCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iMjYwIiB5PSIyODQiPlVwbG9hZDwvdGV4dD4KPHJlY3QgeD0iNDU2IiB5PSIyNjQiIHdpZHRoPSIxOTYiIGhlaWdodD0iMzAiIHJ4PSI0IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSI0NjgiIHk9IjI4NCI+SXNzdWVzPC90ZXh0Pgo8cmVjdCB4PSI2NjQiIHk9IjI2NCIgd2lkdGg9IjIxNiIgaGVpZ2h0PSIzMCIgcng9IjQiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjY3NiIgeT0iMjg0Ij5IZWxwPC90ZXh0Pgo8L2c+CjxnIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBmaWxsPSJub25lIiBtYXJrZXItZW5kPSJ1cmwoI2EpIj4KPHBhdGggZD0iTTIyMiAxMTVIMjU2Ii8+CjxwYXRoIGQ9Ik01MTIgMTE1SDU0NiIvPgo8cGF0aCBkPSJNNzIyIDE5MlYyMTgiLz4KPC9nPgo8L3N2Zz4K");

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
52917(module) {
module.exports = JSON.parse('{"id":"tessera-guide/revit-plugin-installation","title":"Installing the Tessera for Revit plugin","description":"How to install the Tessera for Revit plugin for Revit 2022–2026 on one workstation or many computers, where its files go, and what to do if the Tessera tab does not appear.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/revit-plugin-installation.md","sourceDirName":"tessera-guide","slug":"/tessera-guide/revit-plugin-installation","permalink":"/en/tessera/tessera-guide/revit-plugin-installation","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/revit-plugin-installation.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":12,"frontMatter":{"title":"Installing the Tessera for Revit plugin","shortTitle":"Revit plugin","description":"How to install the Tessera for Revit plugin for Revit 2022–2026 on one workstation or many computers, where its files go, and what to do if the Tessera tab does not appear.","order":12,"icon":"download","author":[{"name":"Igor Volkov"}],"date":"2026-06-17","categories":["Guide","For administrators"],"tessera_tags":["revit","plugin","installation"],"sidebar_label":"Revit plugin","sidebar_position":12,"reading_time":{"words":1087,"minutes":5.435},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"requirements":"требования","where-to-get-the-installer":"где-взять-установщик","installing-on-a-workstation":"установка-на-рабочее-место","which-files-are-installed":"какие-файлы-ставятся","silent-installation":"тихая-установка","the-tessera-tab-on-the-ribbon":"вкладка-tessera-на-ленте","updating":"обновление","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Active Directory","permalink":"/en/tessera/tessera-guide/ad-authorization"},"next":{"title":"Managing tokens","permalink":"/en/tessera/tessera-guide/token-management"}}')

},

};
;