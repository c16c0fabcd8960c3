"use strict";
exports.ids = ["9321"];
exports.modules = {
52628(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_reference_supported_versions_md_519_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_reference_supported_versions_md_519_json__rspack_import_0 = __webpack_require__(64104);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Supported versions and system requirements',
	shortTitle: 'Supported versions',
	description: 'Requirements and supported versions of Tessera release 4.6 on one page: the client, Tessera Server, the plug-in for Revit 2022–2026, Tessera Sync, exports from Archicad and Renga, IFC, BCF and browsers for the web application.',
	order: 1,
	icon: 'check',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-11-26',
	categories: [
		'Reference',
		'For administrators'
	],
	tessera_tags: [
		'requirements',
		'versions',
		'compatibility',
		'installation'
	],
	sidebar_label: 'Supported versions',
	sidebar_position: 1,
	reading_time: {
		words: 991,
		minutes: 4.955
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'tessera-client': 'клиент-tessera',
		'tessera-server': 'tessera-server',
		'tessera-for-revit-plug-in-and-tessera-sync': 'плагин-tessera-для-revit-и-tessera-sync',
		'archicad-renga-and-other-programs': 'archicad-renga-и-другие-программы',
		'ifc-and-bcf-formats': 'форматы-ifc-и-bcf',
		'browsers-for-the-web-application': 'браузеры-для-веб-приложения',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Tessera Client",
  "id": "tessera-client",
  "level": 2
}, {
  "value": "Tessera Server",
  "id": "tessera-server",
  "level": 2
}, {
  "value": "Tessera for Revit plug-in and Tessera Sync",
  "id": "tessera-for-revit-plug-in-and-tessera-sync",
  "level": 2
}, {
  "value": "Archicad, Renga and other programs",
  "id": "archicad-renga-and-other-programs",
  "level": 2
}, {
  "value": "IFC and BCF formats",
  "id": "ifc-and-bcf-formats",
  "level": 2
}, {
  "value": "Browsers for the web application",
  "id": "browsers-for-the-web-application",
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
    h2: "h2",
    img: "img",
    li: "li",
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
      children: ["This page gathers in one place everything to check before installing or upgrading Tessera: which operating systems, design applications, file format versions and browsers the current release line ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "4.6"
      }), " supports (the current client version is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "4.6.2"
      }), "). The installation pages of the client, the plug-in and the server link here, so when a new release comes out the requirements change in this one place."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "One compatibility rule holds for every Tessera program: Tessera Client, the Tessera for Revit plug-in and the Tessera Sync utility must match Tessera Server in the first two numbers of the version (major.minor), while the third number (patch) may differ. Client 4.6.2 works with server 4.6.0 and 4.6.5, but not with 4.5.x or 4.7.x. The web application is upgraded together with the server, so its version always matches."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Versions that work together: Tessera Client, the plug-in for Revit and Tessera Sync 4.6.x connect to Tessera Server 4.6.x; the web application opens in current browsers with WebGL 2.0; files are exchanged in IFC2x3, IFC4 and IFC4.3, issues in BCF 2.1 and 3.0",
        src: (__webpack_require__(14677)/* ["default"] */.A) + "",
        width: "920",
        height: "380"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-client",
      children: "Tessera Client"
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
            children: "Memory"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "8 GB for models up to 200,000 elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "16 GB for 200,000 to 1,000,000 elements; 32 GB for models over 1,000,000 elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Graphics card"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "OpenGL 4.5, 2 GB of video memory"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Dedicated, 4 GB of video memory or more"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Disk"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4 GB for the program"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "20 GB on an SSD for the model cache"
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
            children: "HTTPS (port 443) to Tessera Server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "100 Mbit/s or faster"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With 16 GB of RAM the model window displays about 1 million elements at once, and with 32 GB and a graphics card with 4 GB of video memory about 3 million. The model size here is the number of elements open on the computer at the same time, not the whole project: a large project is best opened discipline by discipline. The .NET Desktop Runtime 8 and Visual C++ 2022 are included in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "TesseraClientSetup.msi"
      }), " installer. 32-bit Windows, Windows Server in Server Core mode and virtual machines without hardware graphics acceleration are not supported. The client installation page of the platform guide describes the installation."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-server",
      children: "Tessera Server"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Component"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Supported"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Windows"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Windows Server 2019, 2022, 2025 x64"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Linux"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Astra Linux Special Edition 1.7 and 1.8 (Orel, Voronezh, Smolensk), RED OS 7.3 and 8, Debian 12, Ubuntu Server 22.04 and 24.04 LTS"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Database"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "PostgreSQL 14, 15, 16, 17 (16 recommended); Postgres Pro Standard 15 and 16"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Bucket storage"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Local disk, NFS or SMB"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Protocols"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HTTPS with TLS 1.2 and 1.3"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upgrade"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Directly from the two previous releases: to 4.6 from 4.4 and 4.5"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The server's size depends on the number of concurrent users and the size of the largest model; see the table in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/server-administration/deployment/",
        children: "Server components, sizing and ports"
      }), ". Installation is described separately for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/server-administration/windows-installation/",
        children: "Windows Server"
      }), " and for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/server-administration/linux-installation/",
        children: "Linux and Astra Linux"
      }), ", and the upgrade procedure in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/server-administration/upgrade/",
        children: "Upgrading Tessera Server"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-for-revit-plug-in-and-tessera-sync",
      children: "Tessera for Revit plug-in and Tessera Sync"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Program"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Supported"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tessera for Revit plug-in"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Revit 2022–2026; .NET Framework 4.8 for Revit 2022, 2023 and 2024, .NET 8 for Revit 2025 and 2026; Revit LT is not supported"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tessera Sync utility"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Windows 10/11 and Windows Server 2019/2022 x64; for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".rvt"
            }), " files, Revit of the version the file was saved in, with the Tessera for Revit plug-in"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["One installer, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "TesseraRevitSetup.msi"
      }), ", adds the plug-in to every Revit version it finds on the computer. The plug-in follows the same compatibility rule as the client, so after the server is upgraded to a new release the plug-in is updated together with the clients. The plug-in installation page of the platform guide has the details."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "archicad-renga-and-other-programs",
      children: "Archicad, Renga and other programs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Programs other than Revit have no plug-in: models come into Tessera as IFC, and issues go back to the designer as a BCF file."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Program"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Versions"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Model export"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Issues"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Archicad"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "26, 27, 28, 29"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC translator: IFC4 Reference View or IFC2x3 Coordination View 2.0, keeping the elements' GlobalId"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Issue Organizer, BCF 2.1"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Renga"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Renga Professional 8"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["IFC4 or IFC2x3 export with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Pset_"
            }), " sets"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BCF 2.1"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tekla Structures, Allplan, nanoCAD BIM, Civil 3D"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Versions released since 2023"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC2x3 or IFC4 export"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BCF 2.1"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Stable GlobalIds matter more than the choice of schema: if a program gives elements new identifiers on every export, clash statuses and issues do not carry over to the next version of the model."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "ifc-and-bcf-formats",
      children: "IFC and BCF formats"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Format"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Versions"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Limits"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC, import"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC2x3 TC1, IFC4 ADD2 TC1, IFC4.3 ADD2"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".ifc"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".ifczip"
            }), " files up to 8 GB; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".ifcXML"
            }), " and IFC2x2 or older are not supported"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BCF, export and import"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BCF 2.1 and 3.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            }), " files; the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcfzip"
            }), " extension for programs that do not accept ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Excel"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".xlsx"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Classifiers, position rules, bindings"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "browsers-for-the-web-application",
      children: "Browsers for the web application"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Browser"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Versions"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Google Chrome, Microsoft Edge, Yandex Browser"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The two latest major versions"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Mozilla Firefox"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The latest version and the current ESR"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Safari (macOS, iPadOS)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "17 and later"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Chrome on Android tablets"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The latest version"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The model viewer needs WebGL 2.0: the user menu of the web application → ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "About"
      }), " shows whether the browser supports it. Internet Explorer and browsers without WebGL 2.0 are not supported. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Site → Progress"
      }), " tab is made for tablets: iPads and Android tablets with the latest Safari and Chrome."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What you see"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client does not sign in: \"The server version is not compatible\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Client and server differ in the first two numbers of the version"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Install the client version shown in the sign-in window"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Could not initialise OpenGL 4.5\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An old driver, or a remote desktop without acceleration"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Update the graphics driver; turn on hardware acceleration for RDP"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["No ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Tessera"
            }), " tab in Revit"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A Revit version outside 2022–2026, or Revit LT"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Use a supported Revit version, or export to IFC"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC import: \"Schema not supported\""
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["An IFC2x2 or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".ifcXML"
            }), " file"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Save the file again in IFC2x3 or IFC4 in the program it came from"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Web application: \"This browser does not support WebGL 2.0\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An old browser, or acceleration turned off"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Update the browser and turn on hardware acceleration in its settings"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/",
          children: "Tessera Server administration"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/upgrade/",
          children: "Upgrading Tessera Server"
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
14677(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MjAgMzgwIiB3aWR0aD0iOTIwIiBoZWlnaHQ9IjM4MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5MjAiIGhlaWdodD0iMzgwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSIzNCIgZm9udC1zaXplPSIxNyIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEwMjQzZSI+VmVyc2lvbnMgdGhhdCB3b3JrIHRvZ2V0aGVyIChyZWxlYXNlIGxpbmUgNC42KTwvdGV4dD4KPGRlZnM+PG1hcmtlciBpZD0iYSIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzRhNTI2MCIvPjwvbWFya2VyPjwvZGVmcz4KPGcgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSI+CjxyZWN0IHg9IjI0IiB5PSI2MiIgd2lkdGg9IjMwMCIgaGVpZ2h0PSI1NCIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM4IiB5PSI4NCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+VGVzc2VyYSBDbGllbnQgNC42Lng8L3RleHQ+Cjx0ZXh0IHg9IjM4IiB5PSIxMDQiIGZvbnQtc2l6ZT0iMTIiPldpbmRvd3MgMTAvMTEgeDY0LCBPcGVuR0wgNC41PC90ZXh0Pgo8cmVjdCB4PSIyNCIgeT0iMTI4IiB3aWR0aD0iMzAwIiBoZWlnaHQ9IjU0IiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMzgiIHk9IjE1MCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+VGVzc2VyYSBmb3IgUmV2aXQgNC42Lng8L3RleHQ+Cjx0ZXh0IHg9IjM4IiB5PSIxNzAiIGZvbnQtc2l6ZT0iMTIiPlJldml0IDIwMjLigJMyMDI2PC90ZXh0Pgo8cmVjdCB4PSIyNCIgeT0iMTk0IiB3aWR0aD0iMzAwIiBoZWlnaHQ9IjU0IiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMzgiIHk9IjIxNiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+VGVzc2VyYSBTeW5jIDQuNi54PC90ZXh0Pgo8dGV4dCB4PSIzOCIgeT0iMjM2IiBmb250LXNpemU9IjEyIj5XaW5kb3dzIDEwLzExLCBXaW5kb3dzIFNlcnZlciAyMDE5LzIwMjI8L3RleHQ+CjxyZWN0IHg9IjM5MCIgeT0iMTEwIiB3aWR0aD0iMjEwIiBoZWlnaHQ9IjkwIiByeD0iMTAiIGZpbGw9IiMwYjZlNjkiLz4KPHRleHQgeD0iNDA2IiB5PSIxNDAiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNmZmYiPlRlc3NlcmEgU2VydmVyIDQuNi54PC90ZXh0Pgo8dGV4dCB4PSI0MDYiIHk9IjE2MiIgZm9udC1zaXplPSIxMiIgZmlsbD0iI2ZmZiI+V2luZG93cyBTZXJ2ZXIsIExpbnV4PC90ZXh0Pgo8dGV4dCB4PSI0MDYiIHk9IjE4MCIgZm9udC1zaXplPSIxMiIgZmlsbD0iI2ZmZiI+UG9zdGdyZVNRTCAxNOKAkzE3PC90ZXh0Pgo8dGV4dCB4PSIzOTYiIHk9IjIzMCIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+dGhlIGZpcnN0IHR3byBudW1iZXJzIG1hdGNoOjwvdGV4dD4KPHRleHQgeD0iMzk2IiB5PSIyNDYiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPjQuNjsgdGhlIHRoaXJkIG1heSBkaWZmZXI8L3RleHQ+CjxyZWN0IHg9IjY2MCIgeT0iNjIiIHdpZHRoPSIyMzYiIGhlaWdodD0iMTIwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNjc0IiB5PSI4NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzBiNmU2OSI+V2ViIGFwcGxpY2F0aW9uPC90ZXh0Pgo8dGV4dCB4PSI2NzQiIHk9IjEwOCIgZm9udC1zaXplPSIxMiI+Q2hyb21lLCBFZGdlLCBZYW5kZXggQnJvd3Nlciw8L3RleHQ+Cjx0ZXh0IHg9IjY3NCIgeT0iMTI2IiBmb250LXNpemU9IjEyIj5GaXJlZm94LCBTYWZhcmkgMTcgYW5kIGxhdGVyPC90ZXh0Pgo8dGV4dCB4PSI2NzQiIHk9IjE0OCIgZm9udC1zaXplPSIxMiI+bmVlZHMgV2ViR0wgMi4wOzwvdGV4dD4KPHRleHQgeD0iNjc0IiB5PSIxNjYiIGZvbnQtc2l6ZT0iMTIiPnVwZ3JhZGVkIHdpdGggdGhlIHNlcnZlcjwvdGV4dD4KPHJlY3QgeD0iMjQiIHk9IjMwNiIgd2lkdGg9Ijg3MiIgaGVpZ2h0PSI1MCIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIiBzdHJva2UtZGFzaGFycmF5PSI2IDQiLz4KPHRleHQgeD0iMzgiIHk9IjMyOCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iI2M5OGExMiI+RmlsZSBleGNoYW5nZTwvdGV4dD4KPHRleHQgeD0iMzgiIHk9IjM0NiIgZm9udC1zaXplPSIxMiI+SUZDMngzLCBJRkM0LCBJRkM0LjMgZnJvbSBBcmNoaWNhZCwgUmVuZ2EgYW5kIG90aGVyIHByb2dyYW1zICguaWZjLCAuaWZjemlwIHVwIHRvIDggR0IpOyBpc3N1ZXMgaW4gQkNGIDIuMSBhbmQgMy4wPC90ZXh0Pgo8L2c+CjxnIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBmaWxsPSJub25lIiBtYXJrZXItZW5kPSJ1cmwoI2EpIj4KPHBhdGggZD0iTTMyNiA4OUwzODYgMTQwIi8+PHBhdGggZD0iTTMyNiAxNTVoNjAiLz48cGF0aCBkPSJNMzI2IDIyMUwzODYgMTcyIi8+PHBhdGggZD0iTTY1NiAxMjJMNjA0IDE0MCIvPgo8L2c+Cjwvc3ZnPgo=");

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
64104(module) {
module.exports = JSON.parse('{"id":"tessera-reference/supported-versions","title":"Supported versions and system requirements","description":"Requirements and supported versions of Tessera release 4.6 on one page: the client, Tessera Server, the plug-in for Revit 2022–2026, Tessera Sync, exports from Archicad and Renga, IFC, BCF and browsers for the web application.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-reference/supported-versions.md","sourceDirName":"tessera-reference","slug":"/tessera-reference/supported-versions","permalink":"/en/tessera/tessera-reference/supported-versions","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-reference/supported-versions.md","tags":[],"version":"current","lastUpdatedAt":1795690598000,"sidebarPosition":1,"frontMatter":{"title":"Supported versions and system requirements","shortTitle":"Supported versions","description":"Requirements and supported versions of Tessera release 4.6 on one page: the client, Tessera Server, the plug-in for Revit 2022–2026, Tessera Sync, exports from Archicad and Renga, IFC, BCF and browsers for the web application.","order":1,"icon":"check","author":[{"name":"Igor Volkov"}],"date":"2026-11-26","categories":["Reference","For administrators"],"tessera_tags":["requirements","versions","compatibility","installation"],"sidebar_label":"Supported versions","sidebar_position":1,"reading_time":{"words":991,"minutes":4.955},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"tessera-client":"клиент-tessera","tessera-server":"tessera-server","tessera-for-revit-plug-in-and-tessera-sync":"плагин-tessera-для-revit-и-tessera-sync","archicad-renga-and-other-programs":"archicad-renga-и-другие-программы","ifc-and-bcf-formats":"форматы-ifc-и-bcf","browsers-for-the-web-application":"браузеры-для-веб-приложения","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Reference","permalink":"/en/tessera/tessera-reference/"},"next":{"title":"Glossary","permalink":"/en/tessera/tessera-reference/glossary"}}')

},

};
;