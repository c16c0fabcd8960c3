"use strict";
exports.ids = ["949"];
exports.modules = {
94942(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_windows_installation_md_886_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_windows_installation_md_886_json__rspack_import_0 = __webpack_require__(95719);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Installing Tessera Server on Windows Server',
	shortTitle: 'Installing on Windows Server',
	description: 'Installing Tessera Server on Windows Server 2019, 2022 or 2025: preparation, the TesseraServerSetup.msi wizard, silent installation, the administrator\'s first sign-in and checks.',
	order: 2,
	icon: 'download',
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
		'installation',
		'windows server',
		'msi'
	],
	sidebar_label: 'Installing on Windows Server',
	sidebar_position: 2,
	reading_time: {
		words: 885,
		minutes: 4.425
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'what-to-prepare': 'что-подготовить',
		'installing-with-the-wizard': 'установка-мастером',
		'silent-installation': 'тихая-установка',
		'checks-after-installation': 'проверка-после-установки',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What to prepare",
  "id": "what-to-prepare",
  "level": 2
}, {
  "value": "Installing with the wizard",
  "id": "installing-with-the-wizard",
  "level": 2
}, {
  "value": "Silent installation",
  "id": "silent-installation",
  "level": 2
}, {
  "value": "Checks after installation",
  "id": "checks-after-installation",
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
      children: ["On Windows Server, Tessera Server is installed with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "TesseraServerSetup.msi"
      }), ". The installer registers two Windows services, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera Server"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera Worker"
      }), ", creates the database tables on the first connection, opens ports 443 and 80 in Windows Firewall and creates the first administrator account. PostgreSQL is not part of the installer: prepare it beforehand as described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/server-administration/postgresql/",
        children: "PostgreSQL database"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Before you install, pick a configuration from the sizing table in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/server-administration/deployment/",
        children: "Server components, sizing and ports"
      }), " and obtain a TLS certificate for the server's name. The supported versions of Windows Server, PostgreSQL and the workstation programs are listed in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-reference/supported-versions/",
        children: "Supported versions and system requirements"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Tessera Server deployment diagram: workstations, the application server with the Tessera Server and Tessera Worker services, PostgreSQL, the bucket storage and Active Directory",
        src: (__webpack_require__(27322)/* ["default"] */.A) + "",
        width: "960",
        height: "440"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-to-prepare",
      children: "What to prepare"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Requirement"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Operating system"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Windows Server 2019, 2022 or 2025 x64, with Desktop Experience or Server Core"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Disk for the program"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10 GB on the system disk"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Disk for data"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A separate volume for the bucket storage, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "D:"
            }), ", sized from the sizing table"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "PostgreSQL"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tessera"
            }), " database and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tessera"
            }), " role, reachable from this server on port 5432"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Certificate"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A PFX file with the private key for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tessera.company.ru"
            }), ", and its password"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "DNS"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A record ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tessera.company.ru"
            }), " pointing at the server"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rights"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Local administrator for the duration of the installation"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ASP.NET Core 8 runtime is included in the installer and is installed without internet access. By default the services run as the virtual accounts ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "NT SERVICE\\TesseraServer"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "NT SERVICE\\TesseraWorker"
      }), ". If the bucket storage is on an SMB share, run the services as a group managed service account (gMSA) that may write to that share: a virtual account has no rights on the network."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "installing-with-the-wizard",
      children: "Installing with the wizard"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Copy ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TesseraServerSetup.msi"
        }), " and the certificate file to the server and run the installer as administrator."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Accept the licence agreement and keep the default program folder: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "C:\\Program Files\\Tessera\\Server"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Data"
        }), " step, enter the bucket storage folder, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "D:\\TesseraData\\buckets"
        }), ". The default log folder is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "C:\\ProgramData\\Tessera\\Server\\logs"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Database"
        }), " step, enter the server, port, database name, role and password, turn on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Require SSL"
        }), " if PostgreSQL runs on another machine, and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Test connection"
        }), ". The wizard checks the PostgreSQL version and the role's rights."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Address and certificate"
        }), " step, enter the external address ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://tessera.company.ru"
        }), ", choose the PFX file and enter its password."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Administrator"
        }), " step, set the password of the built-in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin"
        }), " account. You need it for the first sign-in, and it remains a way in when Active Directory is unavailable."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Install"
        }), ". The installer creates the tables in the database, starts both services and opens the ports in the firewall."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The settings are saved in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "C:\\ProgramData\\Tessera\\Server\\appsettings.json"
      }), ". The database and certificate passwords in it are encrypted by Windows (DPAPI) and can only be decrypted on this server, so after moving to another machine they are entered again."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "silent-installation",
      children: "Silent installation"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For a repeatable installation, say on a test and a production server, pass the wizard's values as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "msiexec"
      }), " properties:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-powershell",
        children: ["msiexec ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "i TesseraServerSetup", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "msi ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "qn DATADIR=D:\\TesseraData\\buckets `\n  DBHOST=db01", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "company", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "ru DBPORT=5432 DBNAME=tessera DBUSER=tessera DBPASSWORD=", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), " DBSSL=1 `\n  PUBLICURL=https:", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
        }), "ru CERTPATH=C:\\Install\\tessera", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "pfx CERTPASSWORD=", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), " `\n  ADMINPASSWORD=", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "l*v C:\\Install\\tessera-server", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
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
              children: "INSTALLFOLDER"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "C:\\Program Files\\Tessera\\Server"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Program folder"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DATADIR"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "C:\\ProgramData\\Tessera\\Server\\buckets"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bucket storage"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DBHOST"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DBPORT"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DBNAME"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DBUSER"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DBPASSWORD"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "localhost"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "5432"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tessera"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "tessera"
            }), ", —"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "PostgreSQL connection"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DBSSL"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1"
            }), " requires SSL for the database connection"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "PUBLICURL"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The server's external address"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CERTPATH"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CERTPASSWORD"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The PFX certificate and its password"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ADMINPASSWORD"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Password of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "admin"
            }), " account; not needed for upgrades"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "SERVICEACCOUNT"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "virtual account"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The services' gMSA account, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "COMPANY\\svc-tessera$"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Passwords on the command line stay in the PowerShell history; clear it after installing, or run the installation from a script that reads the passwords from a secrets store."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "checks-after-installation",
      children: "Checks after installation"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://tessera.company.ru/health"
        }), " in a browser. The answer ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "\"status\": \"Healthy\""
        }), " means the service is running and can see the database, the storage and Tessera Worker."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://tessera.company.ru"
        }), " and sign in as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "admin"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Load the licence file in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Administration → Licence"
        }), ", as described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/licensing/",
          children: "Tessera Server licence"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Set up how employees sign in: through Active Directory, or with accounts created in the employees section of the administration."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Create a test project and upload a small IFC model. The version should reach the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Ready"
        }), " status, which shows that Tessera Worker writes to the bucket storage."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Set up backup before people start working."
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
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["\"Could not connect to PostgreSQL\" on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Database"
            }), " step"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Port 5432 is closed, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pg_hba.conf"
            }), " has no rule for this server, or the password is wrong"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Test-NetConnection db01.company.ru -Port 5432"
            }), ", add a rule to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pg_hba.conf"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"This PostgreSQL version is not supported\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "PostgreSQL older than 14"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upgrade PostgreSQL to version 14–17"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The certificate has no private key\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Only the public certificate was exported"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Export the PFX together with the private key"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The Tessera Server service starts and stops at once"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Port 443 is taken, for example by IIS"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Stop or move the IIS site on port 443; the details are in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "server-*.log"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A model version stays in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Processing"
            }), " status"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The Tessera Worker service cannot write to the storage"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Give the service account write access to the bucket folder"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Code 1603 in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "msiexec"
            }), " log"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Missing rights, or another installation is running"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Run the installation as administrator and wait for other installations to finish"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/linux-installation/",
          children: "Installing on Linux and Astra Linux"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/backup-restore/",
          children: "Backup and restore"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/logs-diagnostics/",
          children: "Server logs and diagnostics"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-reference/supported-versions/",
          children: "Supported versions and system requirements"
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
95719(module) {
module.exports = JSON.parse('{"id":"tessera-guide/server-administration/windows-installation","title":"Installing Tessera Server on Windows Server","description":"Installing Tessera Server on Windows Server 2019, 2022 or 2025: preparation, the TesseraServerSetup.msi wizard, silent installation, the administrator\'s first sign-in and checks.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/windows-installation.md","sourceDirName":"tessera-guide/server-administration","slug":"/tessera-guide/server-administration/windows-installation","permalink":"/en/tessera/tessera-guide/server-administration/windows-installation","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/windows-installation.md","tags":[],"version":"current","lastUpdatedAt":1795690598000,"sidebarPosition":2,"frontMatter":{"title":"Installing Tessera Server on Windows Server","shortTitle":"Installing on Windows Server","description":"Installing Tessera Server on Windows Server 2019, 2022 or 2025: preparation, the TesseraServerSetup.msi wizard, silent installation, the administrator\'s first sign-in and checks.","order":2,"icon":"download","author":[{"name":"Igor Volkov"}],"date":"2026-11-26","categories":["Guide","For administrators"],"tessera_tags":["server","installation","windows server","msi"],"sidebar_label":"Installing on Windows Server","sidebar_position":2,"reading_time":{"words":885,"minutes":4.425},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"what-to-prepare":"что-подготовить","installing-with-the-wizard":"установка-мастером","silent-installation":"тихая-установка","checks-after-installation":"проверка-после-установки","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Components and requirements","permalink":"/en/tessera/tessera-guide/server-administration/deployment"},"next":{"title":"Installing on Linux","permalink":"/en/tessera/tessera-guide/server-administration/linux-installation"}}')

},

};
;