"use strict";
exports.ids = ["2721"];
exports.modules = {
56797(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_client_installation_md_c56_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_client_installation_md_c56_json__rspack_import_0 = __webpack_require__(66090);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Installing Tessera Client',
	shortTitle: 'Installing the client',
	description: 'System requirements, installing TesseraClientSetup.msi by hand and silently, updating and removing Tessera Client.',
	order: 1,
	icon: 'download',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-03-12',
	categories: [
		'Guide',
		'For administrators'
	],
	tessera_tags: [
		'installation',
		'client',
		'msi'
	],
	sidebar_label: 'Installing the client',
	sidebar_position: 1,
	reading_time: {
		words: 1008,
		minutes: 5.04
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'system-requirements': 'системные-требования',
		'installing-on-a-workstation': 'установка-на-рабочее-место',
		'silent-installation-for-administrators': 'тихая-установка-для-администраторов',
		updating: 'обновление',
		'removing-the-client': 'удаление',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "System requirements",
  "id": "system-requirements",
  "level": 2
}, {
  "value": "Installing on a workstation",
  "id": "installing-on-a-workstation",
  "level": 2
}, {
  "value": "Silent installation for administrators",
  "id": "silent-installation-for-administrators",
  "level": 2
}, {
  "value": "Updating",
  "id": "updating",
  "level": 2
}, {
  "value": "Removing the client",
  "id": "removing-the-client",
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
      children: "Tessera Client is the Windows desktop application in which BIM coordinators, estimators and engineers work with models: they upload IFC and Revit models, build trees, and run checks and cost analyses. All data is stored on Tessera Server, so the client needs no local database and connects to your organisation's server right after installation. The web application opens at the same server's address in a browser and needs no installation."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This page describes what to check before installing, how to install the client on one workstation, and how to deploy it to many computers without the users' involvement."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Installation steps: check the requirements, run TesseraClientSetup.msi, choose the folder, enter the server address and sign in for the first time",
        src: (__webpack_require__(64514)/* ["default"] */.A) + "",
        width: "880",
        height: "240"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "system-requirements",
      children: "System requirements"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Component"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Minimum"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Recommended"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Operating system"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Windows 10 x64, version 21H2"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Windows 11 x64"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Memory (RAM)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "8 GB, for models up to 200,000 elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "16 GB for models of 200,000–1,000,000 elements; 32 GB for models over 1,000,000 elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Graphics card"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "OpenGL 4.5 support, 2 GB of video memory"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A dedicated card with 4 GB of video memory or more"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Free disk space"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4 GB for the program"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "20 GB on an SSD for the local model cache"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Screen"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1600 × 900"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1920 × 1080 or larger"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Network"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HTTPS access (port 443) to Tessera Server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "100 Mbit/s or faster"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Memory also limits how much the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Model"
      }), " panel can show at once: about 1 million elements with 16 GB, and about 3 million with 32 GB and a graphics card with 4 GB of video memory."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["32-bit Windows, Windows Server in Server Core mode, and virtual machines without hardware graphics acceleration are not supported: the Model window uses OpenGL 4.5 and does not start on software rendering. You can check the OpenGL version after installation in the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/system-info/",
        hrefLang: "ru",
        children: "System information"
      }), " (in Russian)", " window."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "The installer itself installs the .NET Desktop Runtime 8 and the Visual C++ 2022 Redistributable if the computer lacks them. No internet access is needed for that: the components are part of the MSI."
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "installing-on-a-workstation",
      children: "Installing on a workstation"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["You need local administrator rights to install. The Tessera administrator provides the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "TesseraClientSetup.msi"
      }), " file; you can also download it from the web application with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Help → Download client"
      }), ". The client and the server must match in the first two numbers of the version (major.minor); the third number may differ. For example, client 4.6.2 works with any Tessera Server 4.6.x, but not with 4.5 or 4.7."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Close the previous version of the client if it is running."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TesseraClientSetup.msi"
        }), " and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Next"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Accept the licence agreement."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the installation folder. The default is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "C:\\Program Files\\Tessera\\Client"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Enter the server address, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://tessera.company.ru"
        }), ". You can leave the field empty and enter the address later in the sign-in window."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose whether to create a desktop shortcut and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Install"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["When it is finished, click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Finish"
        }), " and start the client from the Start menu. The sign-in window opens; signing in is described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/client-auth/",
          children: "Signing in to the client"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["User settings are stored in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "%APPDATA%\\Tessera\\Client"
      }), ", the model cache in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "%LOCALAPPDATA%\\Tessera\\Cache"
      }), ", and the logs in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "%LOCALAPPDATA%\\Tessera\\Logs"
      }), ". The cache folder can be moved to another drive in the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/global-settings/",
        hrefLang: "ru",
        children: "global settings"
      }), " (in Russian)", "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "silent-installation-for-administrators",
      children: "Silent installation for administrators"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To deploy through group policies, Microsoft Configuration Manager or another management tool, use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "msiexec"
      }), " with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/qn"
      }), " switch. The server address is passed in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SERVERURL"
      }), " property, so users do not have to type it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-powershell",
        children: ["msiexec ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "i TesseraClientSetup", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "msi ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "qn SERVERURL=https:", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "l*v C:\\Temp\\tessera-install", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "log\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Installer properties:"
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
              children: "SERVERURL"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The Tessera Server address, filled in in the sign-in window"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "INSTALLFOLDER"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "C:\\Program Files\\Tessera\\Client"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The installation folder"
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
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DESKTOPSHORTCUT"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            }), ": do not create a desktop shortcut"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "AUTOUPDATE"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            }), ": do not offer the user updates from the server"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If the client is updated only centrally in your organisation, set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "AUTOUPDATE=0"
      }), ": a user without administrator rights will then not see an offer to update that they could not carry out anyway. For computers in a domain, it is convenient to set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "AUTHMODE=ad"
      }), " right away: the sign-in window then has Active Directory sign-in selected."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "updating",
      children: "Updating"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "At sign-in the client compares its version with the server's. If a newer build has been published on the server, the client offers to update; the installer is downloaded from the server and run over the current version. Settings, saved credentials and the model cache are kept."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "When the first or second number of the version differs, the update is mandatory: the client opens the sign-in window but does not let you sign in until a compatible version is installed. A different third number (patch) does not block sign-in. For a central update, run the new MSI with the same command as for a silent installation; there is no need to remove the old version first."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "removing-the-client",
      children: "Removing the client"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Remove the client through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Windows Settings → Apps → Installed apps → Tessera Client"
      }), ", or with the command:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-powershell",
        children: ["msiexec ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "x TesseraClientSetup", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "msi ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "qn\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The folders ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "%APPDATA%\\Tessera"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "%LOCALAPPDATA%\\Tessera"
      }), " with the settings and the cache remain after removal; delete them by hand if the computer is handed over to another employee. Removing the client does not affect project data on the server."]
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
            children: "\"Administrator rights are required to install\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The installer was started by an ordinary user"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Run the MSI as an administrator or through the deployment system"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"This version of Windows is not supported\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A 32-bit system, or Windows older than 10"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Use a computer with Windows 10/11 x64, or the web application"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Code 1603 in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "msiexec"
            }), " log"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client is running or the installation folder is in use"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Close the client, restart the computer and install again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"OpenGL 4.5 could not be initialised\" at first start"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An outdated graphics driver, or a remote desktop without acceleration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Update the driver; for RDP, turn on hardware acceleration on the host"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "tip",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["To investigate a failed silent installation, always add the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "/l*v"
        }), " switch with a log path: the log shows at which action and with which code the installer stopped."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/client-auth/",
          children: "Signing in to the client"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/global-settings/",
          hrefLang: "ru",
          children: "Global settings"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/system-info/",
          hrefLang: "ru",
          children: "System information"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/revit-plugin-installation/",
          children: "Installing the Tessera for Revit plugin"
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
64514(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA4ODAgMjQwIiB3aWR0aD0iODgwIiBoZWlnaHQ9IjI0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI4ODAiIGhlaWdodD0iMjQwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSIzNCIgZm9udC1zaXplPSIxNyIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEwMjQzZSI+SW5zdGFsbGluZyBUZXNzZXJhIENsaWVudDwvdGV4dD4KPGRlZnM+PG1hcmtlciBpZD0iYSIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzRhNTI2MCIvPjwvbWFya2VyPjwvZGVmcz4KPGcgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSI+CjxyZWN0IHg9IjI0IiB5PSI2NCIgd2lkdGg9IjE1MCIgaGVpZ2h0PSI5NiIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM2IiB5PSI5MCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+MS4gQ2hlY2s8L3RleHQ+Cjx0ZXh0IHg9IjM2IiB5PSIxMTIiPldpbmRvd3MgMTAvMTEgeDY0PC90ZXh0Pgo8dGV4dCB4PSIzNiIgeT0iMTMwIj444oCTMTYgR0IgUkFNPC90ZXh0Pgo8dGV4dCB4PSIzNiIgeT0iMTQ4Ij5PcGVuR0wgNC41PC90ZXh0Pgo8cmVjdCB4PSIxOTgiIHk9IjY0IiB3aWR0aD0iMTUwIiBoZWlnaHQ9Ijk2IiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMjEwIiB5PSI5MCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+Mi4gSW5zdGFsbGVyPC90ZXh0Pgo8dGV4dCB4PSIyMTAiIHk9IjExMiI+VGVzc2VyYUNsaWVudDwvdGV4dD4KPHRleHQgeD0iMjEwIiB5PSIxMzAiPlNldHVwLm1zaTwvdGV4dD4KPHRleHQgeD0iMjEwIiB5PSIxNDgiPmFkbWluIHJpZ2h0czwvdGV4dD4KPHJlY3QgeD0iMzcyIiB5PSI2NCIgd2lkdGg9IjE1MCIgaGVpZ2h0PSI5NiIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM4NCIgeT0iOTAiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPjMuIEZvbGRlcjwvdGV4dD4KPHRleHQgeD0iMzg0IiB5PSIxMTIiPkM6XFByb2dyYW0gRmlsZXNcPC90ZXh0Pgo8dGV4dCB4PSIzODQiIHk9IjEzMCI+VGVzc2VyYVxDbGllbnQ8L3RleHQ+CjxyZWN0IHg9IjU0NiIgeT0iNjQiIHdpZHRoPSIxNTAiIGhlaWdodD0iOTYiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI1NTgiIHk9IjkwIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij40LiBTZXJ2ZXI8L3RleHQ+Cjx0ZXh0IHg9IjU1OCIgeT0iMTEyIj5TRVJWRVJVUkw8L3RleHQ+Cjx0ZXh0IHg9IjU1OCIgeT0iMTMwIj5odHRwczovL3Rlc3NlcmEuPC90ZXh0Pgo8dGV4dCB4PSI1NTgiIHk9IjE0OCI+Y29tcGFueS5ydTwvdGV4dD4KPHJlY3QgeD0iNzIwIiB5PSI2NCIgd2lkdGg9IjE0NiIgaGVpZ2h0PSI5NiIgcng9IjgiIGZpbGw9IiMwYjZlNjkiLz4KPHRleHQgeD0iNzMyIiB5PSI5MCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iI2ZmZiI+NS4gRmlyc3Qgc2lnbi1pbjwvdGV4dD4KPHRleHQgeD0iNzMyIiB5PSIxMTIiIGZpbGw9IiNmZmYiPmxvZ2luIGFuZCBwYXNzd29yZDwvdGV4dD4KPHRleHQgeD0iNzMyIiB5PSIxMzAiIGZpbGw9IiNmZmYiPm9yIEFEPC90ZXh0Pgo8L2c+CjxnIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIj4KPHBhdGggZD0iTTE3NiAxMTJoMTgiLz48cGF0aCBkPSJNMzUwIDExMmgxOCIvPjxwYXRoIGQ9Ik01MjQgMTEyaDE4Ii8+PHBhdGggZD0iTTY5OCAxMTJoMTgiLz4KPC9nPgo8cmVjdCB4PSIxNTAiIHk9IjE4NCIgd2lkdGg9IjYwMCIgaGVpZ2h0PSIzNiIgcng9IjYiIGZpbGw9IiNmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIiBzdHJva2UtZGFzaGFycmF5PSI2IDQiLz4KPHRleHQgeD0iMTY2IiB5PSIyMDciIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiPlNpbGVudCBpbnN0YWxsYXRpb246IG1zaWV4ZWMgL2kg4oCmIC9xbiBTRVJWRVJVUkw94oCmIHBlcmZvcm1zIHN0ZXBzIDLigJM0PC90ZXh0Pgo8L3N2Zz4K");

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
66090(module) {
module.exports = JSON.parse('{"id":"tessera-guide/client-installation","title":"Installing Tessera Client","description":"System requirements, installing TesseraClientSetup.msi by hand and silently, updating and removing Tessera Client.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/client-installation.md","sourceDirName":"tessera-guide","slug":"/tessera-guide/client-installation","permalink":"/en/tessera/tessera-guide/client-installation","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/client-installation.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":1,"frontMatter":{"title":"Installing Tessera Client","shortTitle":"Installing the client","description":"System requirements, installing TesseraClientSetup.msi by hand and silently, updating and removing Tessera Client.","order":1,"icon":"download","author":[{"name":"Igor Volkov"}],"date":"2026-03-12","categories":["Guide","For administrators"],"tessera_tags":["installation","client","msi"],"sidebar_label":"Installing the client","sidebar_position":1,"reading_time":{"words":1008,"minutes":5.04},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"system-requirements":"системные-требования","installing-on-a-workstation":"установка-на-рабочее-место","silent-installation-for-administrators":"тихая-установка-для-администраторов","updating":"обновление","removing-the-client":"удаление","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"User guide","permalink":"/en/tessera/tessera-guide/"},"next":{"title":"Signing in","permalink":"/en/tessera/tessera-guide/client-auth"}}')

},

};
;