"use strict";
exports.ids = ["3531"];
exports.modules = {
32579(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_howto_before_start_md_15a_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_howto_before_start_md_15a_json__rspack_import_0 = __webpack_require__(31264);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Before you start',
	shortTitle: 'Before you start',
	description: 'What to prepare before your first check in Tessera Control: the computer and client, your account and project role, the server address, model export from Revit, Archicad and Renga, coordinates, units and naming rules.',
	order: 1,
	icon: 'check',
	author: [
		{
			name: 'Marina Belova'
		}
	],
	date: '2026-09-18',
	categories: [
		'Tutorial'
	],
	tessera_tags: [
		'preparation',
		'IFC',
		'coordinates',
		'roles',
		'naming'
	],
	sidebar_label: 'Before you start',
	sidebar_position: 1,
	reading_time: {
		words: 1718,
		minutes: 8.59
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'system-requirements': 'системные-требования',
		'account-and-project-role': 'учётная-запись-и-роль-в-проекте',
		'server-address': 'адрес-сервера',
		'installing-the-client': 'установка-клиента',
		'preparing-the-models': 'подготовка-моделей',
		'ifc-export': 'выгрузка-в-ifc',
		'coordinates-and-the-shared-base-point': 'координаты-и-общая-базовая-точка',
		units: 'единицы',
		'splitting-models': 'разделение-моделей',
		'naming-conventions': 'соглашения-об-именовании',
		'possible-errors': 'возможные-ошибки',
		'checklist-before-the-first-check': 'чек-лист-перед-первой-проверкой',
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
  "value": "Account and project role",
  "id": "account-and-project-role",
  "level": 2
}, {
  "value": "Server address",
  "id": "server-address",
  "level": 2
}, {
  "value": "Installing the client",
  "id": "installing-the-client",
  "level": 2
}, {
  "value": "Preparing the models",
  "id": "preparing-the-models",
  "level": 2
}, {
  "value": "IFC export",
  "id": "ifc-export",
  "level": 3
}, {
  "value": "Coordinates and the shared base point",
  "id": "coordinates-and-the-shared-base-point",
  "level": 3
}, {
  "value": "Units",
  "id": "units",
  "level": 3
}, {
  "value": "Splitting models",
  "id": "splitting-models",
  "level": 3
}, {
  "value": "Naming conventions",
  "id": "naming-conventions",
  "level": 2
}, {
  "value": "Possible errors",
  "id": "possible-errors",
  "level": 2
}, {
  "value": "Checklist before the first check",
  "id": "checklist-before-the-first-check",
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
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Most false clashes are not created in Tessera Control but earlier, when the models are exported. Disciplines exported from different origins intersect over the whole height of the building; a model in metres taken for millimetres ends up a thousand times too small; a linked file exported together with the host model produces thousands of duplicates. This page lists what to check before your first analysis: the computer, access to the server, your role in the project and the models themselves. Preparation usually takes a coordinator one working day, and it pays off in the first week of checks."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When everything on the checklist at the end of the page is done, continue with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-howto/getting-started/",
        children: "Getting started"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Preparing for a check: architectural, structural and HVAC models are exported from Revit, Archicad and Renga in one coordinate system and in millimetres, uploaded to a project on Tessera Server and checked in Tessera Client",
        src: (__webpack_require__(79853)/* ["default"] */.A) + "",
        width: "900",
        height: "340"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "system-requirements",
      children: "System requirements"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Tessera Control is part of Tessera Client; there is nothing extra to install. The analysis runs on Tessera Server, so the power of your computer affects how fast you view models and results, not how fast clashes are found."
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
            children: "Windows 10 x64"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Windows 11 x64"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Memory"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "8 GB for models up to 200,000 elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "16 GB for models of 200,000 to 1,000,000 elements; 32 GB for federated models of over 1,000,000 elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Graphics"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "OpenGL 4.5, 2 GB video memory"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Dedicated GPU with 4 GB or more"
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
            children: "Network"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HTTPS (port 443) to Tessera Server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "100 Mbit/s or faster"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Browser for the web application"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Current Chrome, Edge, Firefox or Yandex Browser"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Checks can only be set up and analyses started in the desktop client. The web application opens finished results, the model and issues."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "account-and-project-role",
      children: "Account and project role"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "You sign in to the client with a Tessera login and password or through Active Directory. The server administrator creates your account; what you can do in Tessera Control depends on the role you have in a particular project."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Task"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Role needed"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Create a project"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Administrator"
            }), " (by default only this role may create projects)"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upload model versions"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Engineer, BIM coordinator, Project manager, Administrator"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Set up validation trees and the collision matrix, start an analysis"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BIM coordinator, Project manager, Administrator"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Set a clash to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Reviewed"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BIM coordinator, Project manager; a clash also gets it by itself when it is added to an issue"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Set a clash to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Approved"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The roles of the project setting ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clashes may be approved by"
            }), ": by default the Project manager and the BIM coordinator; the project manager can keep this right to themselves"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Create an issue, mark it ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Fixed"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Any role except Viewer"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "View results only"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Viewer"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Check your role in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "My role"
      }), " column of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Projects window"
      }), ". If the project is not in the list, you have not been added as a member: ask the project manager."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "server-address",
      children: "Server address"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Tessera Server runs at your organisation's own address, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "https://tessera.company.ru"
      }), ". Ask the administrator for it and open it in a browser before installing the client: if the web application's sign-in page appears, the network and the certificate are fine."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If the browser says the certificate is not trusted, the server uses your organisation's internal certificate; ask the administrator to install the root certificate in the Windows certificate store. If you reach the network through a proxy server, the client uses the system proxy settings; other settings are made under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "File → Options → Network"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "installing-the-client",
      children: "Installing the client"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Get ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "TesseraClientSetup.msi"
        }), " from the administrator or download it from the web application with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Help → Download client"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run the installer with local administrator rights, accept the licence agreement and keep the default folder ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "C:\\Program Files\\Tessera\\Client"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Enter the server address and finish the installation."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Start the client, sign in and check that the ribbon has an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Analysis"
        }), " tab with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Validation trees"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Collision matrix"
        }), " commands."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Help → About"
        }), " and check in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "System information"
        }), " window that the graphics card supports OpenGL 4.5."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The client and Tessera Server must match in the first two numbers of the version (major.minor, for example 4.6); the third number may differ. If Revit models will be uploaded directly, also install the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera for Revit"
      }), " plugin."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "preparing-the-models",
      children: "Preparing the models"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "ifc-export",
      children: "IFC export"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Revit 2022–2026 models are easiest to upload with the Tessera for Revit plugin: it keeps UniqueId, parameters and categories without an intermediate file. For other tools, and for subcontractors without the plugin, use IFC. Recommended export settings:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Revit (IFC export)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Archicad (IFC translator)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Renga"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Schema"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC4 Reference View or IFC2x3 Coordination View 2.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC4 Reference View or IFC2x3 Coordination View 2.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC4 or IFC2x3"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Base quantities"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Export base quantities\" on"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC base quantities export on"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "On by default"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Coordinate system"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Shared coordinates\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Survey Point or project origin — the same in every discipline"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Project origin agreed with the other disciplines"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "What to export"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A dedicated 3D view for export, no linked files"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Only the discipline's own elements, no hotlinks or modules from other disciplines"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Only the discipline's own elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Split by level"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Split walls and columns by level\" on"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Follows the model's stories"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Follows the model's levels"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Properties"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Shared project parameters and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Pset_"
            }), " sets"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC properties and classification per the project scheme"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Object properties and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Pset_"
            }), " sets"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The disciplines do not need the same IFC schema: Tessera accepts IFC2x3, IFC4 and IFC4.3 in one project. What they do need is stable GlobalIds. If a tool gives elements new identifiers on every export, clash statuses will not carry over to the next model version, and every repeat analysis will start from scratch."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "coordinates-and-the-shared-base-point",
      children: "Coordinates and the shared base point"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["All disciplines must be in one coordinate system. Agree on the shared point before anyone exports and record it in the project properties: when a project is created, you set its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Base point"
      }), " (X, Y, Z in millimetres) and its angle to true north."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the same ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Georeferencing"
        }), " option at import for all models: \"From file\" if the disciplines are exported in a shared coordinate system, or \"Align with project base point\" if each one is exported from its own local origin that coincides with the shared point."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Ask every author to place a control element in the model, for example a 1×1×1 m cube at grid intersection A/1 on level 0.000."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["After upload, show all models in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Model"
        }), " panel and check that the control cubes coincide."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Do not change the georeferencing option between versions of one model: the whole model moves and all its clashes change. If coordinates lie more than 10 km from the origin, the import warns you: at such distances precision is lost and false clashes appear at joints."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "units",
      children: "Units"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Units are taken from the IFC file. On import Tessera converts every value with a known dimension to SI units: lengths to metres, areas to m², volumes to m³, masses to kg; angles are in degrees. A 250 mm wall therefore reaches queries and formulas as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0.25"
      }), ". Tables in the client display lengths in millimetres, and collision matrix tolerances are set in millimetres. After import, check the building's extents in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Model"
      }), " panel: a building 60 km or 6 cm long means the units in the file are wrong. Upload the version again with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Units"
      }), " set to \"force millimetres\" or \"force metres\"."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "splitting-models",
      children: "Splitting models"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["One model in a project is one discipline of one building or section: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ARC"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "STR"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "HVAC"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "PLB"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ELE"
      }), ". The collision matrix depends on this split: element groups are built per discipline, and the person responsible for an issue is found through the model."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Do not export other disciplines' elements into a model: structural columns copied into the architectural model \"for reference\" produce hundreds of ARC × STR clashes and false duplicates."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Split large building services models by system or by floor if the file exceeds 1–2 GB: a 1 GB file takes 10–15 minutes to process on the server."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Keep within the analysis limits: up to 30 models and up to 5 million elements in total."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "If the same discipline is uploaded as two models (for example, an old IFC export and a new upload from the Revit plugin), the analysis will find every clash twice. Before the first analysis, agree which model of the discipline is current, and do not select the other one when you start the analysis."
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "naming-conventions",
      children: "Naming conventions"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Names end up in issues, PDF reports and BCF files that designers read. Agree on them in advance and use them the same way in every project of the organisation."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Object"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Pattern"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Model"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Code_Building_Discipline"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "2026-041_B1_HVAC"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Version comment"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Stage, revision, date"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WD, rev. 2, 14.10.2026"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Saved query for a group"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Discipline. What it selects"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "HVAC. Ducts"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "STR. Beams"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Collision matrix"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Disciplines — purpose"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ARC–HVAC — weekly coordination"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Analysis"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Disciplines, week or date"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ARC–HVAC coordination, week 42"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Issue prefix"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1–6 letters or digits"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IS"
            }), " (numbers ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IS-0142"
            }), ")"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Discipline names in model names and in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Discipline"
      }), " property must match exactly: the query ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Discipline = HVAC"
      }), " will not find a model where the discipline is written as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Mechanical"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Situation"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The project is not in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Projects window"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "You are not a project member"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ask the project manager to add you with the right role"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Analysis"
            }), " tab has no check commands"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Your role is Estimator, Engineer or Viewer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Setting up checks needs BIM coordinator or higher"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Client version is incompatible with the server\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client is older than the server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Install the update the server offers"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Discipline models are hundreds of metres apart"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Different georeferencing options or different points in the authoring tools"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Agree on the shared point and upload new versions"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["After a new export all clashes are ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "New"
            }), " again"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The authoring tool changed element GlobalIds"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Export from the same file with the same tool; use the plugin for Revit"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "checklist-before-the-first-check",
      children: "Checklist before the first check"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Tessera Client is installed, you can sign in, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "System information"
        }), " shows OpenGL 4.5."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "You are a BIM coordinator or Project manager in the project."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The shared base point is agreed and recorded in the project properties."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "All disciplines are exported in one coordinate system and in the same units, and the control cubes coincide."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Each model contains only its own discipline, with no linked files."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The latest version of every model has the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Ready"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Model names and values of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Discipline"
        }), " property follow the convention."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The issue number prefix is set in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Tessera Control"
        }), " section of the project's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Settings"
        }), " tab."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/getting-started/",
          children: "Getting started"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/",
          children: "Tessera Control tutorials"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/",
          children: "Tessera Control"
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
79853(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI5MDAiIGhlaWdodD0iMzQwIiB2aWV3Qm94PSIwIDAgOTAwIDM0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJQcmVwYXJpbmcgbW9kZWxzIGZvciB0aGUgZmlyc3QgY2hlY2sgaW4gVGVzc2VyYSBDb250cm9sIj48dGl0bGU+UHJlcGFyaW5nIG1vZGVscyBmb3IgdGhlIGZpcnN0IGNoZWNrIGluIFRlc3NlcmEgQ29udHJvbDwvdGl0bGU+PGRlZnM+PG1hcmtlciBpZD0iYSIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iNyIgbWFya2VySGVpZ2h0PSI3IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzRhNTI2MCIvPjwvbWFya2VyPjwvZGVmcz48cmVjdCB3aWR0aD0iOTAwIiBoZWlnaHQ9IjM0MCIgZmlsbD0iI2ZmZmZmZiIvPjx0ZXh0IHg9IjIwIiB5PSIzMCIgZm9udC1zaXplPSIxNiIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+UHJlcGFyaW5nIG1vZGVscyBmb3IgY2hlY2tpbmc8L3RleHQ+PHRleHQgeD0iMjAiIHk9IjYwIiBmb250LXNpemU9IjEzIiBmaWxsPSIjNGE1MjYwIiBmb250LXdlaWdodD0iNjAwIj5BdXRob3JpbmcgdG9vbHM8L3RleHQ+PHJlY3QgeD0iMjAiIHk9IjcwIiB3aWR0aD0iMjAwIiBoZWlnaHQ9IjUwIiByeD0iNiIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjEuNSIvPjx0ZXh0IHg9IjMyIiB5PSI5MSIgZm9udC1zaXplPSIxNCIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+UmV2aXQgMjAyMuKAkzIwMjU8L3RleHQ+PHRleHQgeD0iMzIiIHk9IjExMCIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+VGVzc2VyYSBmb3IgUmV2aXQgcGx1Z2luPC90ZXh0PjxsaW5lIHgxPSIyMjIiIHkxPSI5NSIgeDI9IjI5MCIgeTI9Ijk1IiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMS41IiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+PHJlY3QgeD0iMjAiIHk9IjEzMiIgd2lkdGg9IjIwMCIgaGVpZ2h0PSI1MCIgcng9IjYiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIxLjUiLz48dGV4dCB4PSIzMiIgeT0iMTUzIiBmb250LXNpemU9IjE0IiBmaWxsPSIjMTAyNDNlIiBmb250LXdlaWdodD0iNjAwIj5BcmNoaWNhZDwvdGV4dD48dGV4dCB4PSIzMiIgeT0iMTcyIiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5JRkM0IG9yIElGQzJ4MzwvdGV4dD48bGluZSB4MT0iMjIyIiB5MT0iMTU3IiB4Mj0iMjkwIiB5Mj0iMTU3IiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMS41IiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+PHJlY3QgeD0iMjAiIHk9IjE5NCIgd2lkdGg9IjIwMCIgaGVpZ2h0PSI1MCIgcng9IjYiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIxLjUiLz48dGV4dCB4PSIzMiIgeT0iMjE1IiBmb250LXNpemU9IjE0IiBmaWxsPSIjMTAyNDNlIiBmb250LXdlaWdodD0iNjAwIj5SZW5nYTwvdGV4dD48dGV4dCB4PSIzMiIgeT0iMjM0IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5JRkM0IG9yIElGQzJ4MzwvdGV4dD48bGluZSB4MT0iMjIyIiB5MT0iMjE5IiB4Mj0iMjkwIiB5Mj0iMjE5IiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMS41IiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+PHJlY3QgeD0iMjk0IiB5PSI1MCIgd2lkdGg9IjMwMCIgaGVpZ2h0PSIxOTYiIHJ4PSI4IiBmaWxsPSIjZTZlZWY3IiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPjx0ZXh0IHg9IjMxMCIgeT0iNzQiIGZvbnQtc2l6ZT0iMTQiIGZpbGw9IiMxMjU3YTAiIGZvbnQtd2VpZ2h0PSI2MDAiPlRlc3NlcmEgU2VydmVyPC90ZXh0Pjx0ZXh0IHg9IjMxMCIgeT0iOTYiIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiPlByb2plY3QgMjAyNi0wNDE8L3RleHQ+PHJlY3QgeD0iMzEwIiB5PSIxMDgiIHdpZHRoPSIyNjgiIGhlaWdodD0iMzIiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSIzMjIiIHk9IjEyOSIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSI+MjAyNi0wNDFfQjFfQVJDPC90ZXh0PjxyZWN0IHg9IjUwMCIgeT0iMTE1IiB3aWR0aD0iNjYiIGhlaWdodD0iMTgiIHJ4PSI5IiBmaWxsPSIjZTNmMWYwIiBzdHJva2U9IiMwYjZlNjkiLz48dGV4dCB4PSI1MzMiIHk9IjEyOCIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzBiNmU2OSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCI+UmVhZHk8L3RleHQ+PHJlY3QgeD0iMzEwIiB5PSIxNTAiIHdpZHRoPSIyNjgiIGhlaWdodD0iMzIiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSIzMjIiIHk9IjE3MSIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSI+MjAyNi0wNDFfQjFfU1RSPC90ZXh0PjxyZWN0IHg9IjUwMCIgeT0iMTU3IiB3aWR0aD0iNjYiIGhlaWdodD0iMTgiIHJ4PSI5IiBmaWxsPSIjZTNmMWYwIiBzdHJva2U9IiMwYjZlNjkiLz48dGV4dCB4PSI1MzMiIHk9IjE3MCIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzBiNmU2OSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCI+UmVhZHk8L3RleHQ+PHJlY3QgeD0iMzEwIiB5PSIxOTIiIHdpZHRoPSIyNjgiIGhlaWdodD0iMzIiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSIzMjIiIHk9IjIxMyIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSI+MjAyNi0wNDFfQjFfSFZBQzwvdGV4dD48cmVjdCB4PSI1MDAiIHk9IjE5OSIgd2lkdGg9IjY2IiBoZWlnaHQ9IjE4IiByeD0iOSIgZmlsbD0iI2UzZjFmMCIgc3Ryb2tlPSIjMGI2ZTY5Ii8+PHRleHQgeD0iNTMzIiB5PSIyMTIiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMwYjZlNjkiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiPlJlYWR5PC90ZXh0PjxsaW5lIHgxPSI1OTYiIHkxPSIxNDgiIHgyPSI2NTYiIHkyPSIxNDgiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIxLjUiIG1hcmtlci1lbmQ9InVybCgjYSkiLz48cmVjdCB4PSI2NjAiIHk9IjUwIiB3aWR0aD0iMjIwIiBoZWlnaHQ9IjE5NiIgcng9IjgiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iIzBiNmU2OSIgc3Ryb2tlLXdpZHRoPSIyIi8+PHRleHQgeD0iNjc2IiB5PSI3NCIgZm9udC1zaXplPSIxNCIgZmlsbD0iIzBiNmU2OSIgZm9udC13ZWlnaHQ9IjYwMCI+VGVzc2VyYSBDbGllbnQ8L3RleHQ+PHJlY3QgeD0iNjc2IiB5PSI4NiIgd2lkdGg9IjE4OCIgaGVpZ2h0PSIyNCIgcng9IjQiIGZpbGw9IiMwYjZlNjkiLz48dGV4dCB4PSI2ODgiIHk9IjEwMyIgZm9udC1zaXplPSIxMiIgZmlsbD0iI2ZmZmZmZiIgZm9udC13ZWlnaHQ9IjYwMCI+QW5hbHlzaXM8L3RleHQ+PHJlY3QgeD0iNjc2IiB5PSIxMjAiIHdpZHRoPSIxODgiIGhlaWdodD0iMjgiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSI2ODgiIHk9IjEzOSIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSI+VmFsaWRhdGlvbiB0cmVlczwvdGV4dD48cmVjdCB4PSI2NzYiIHk9IjE1OCIgd2lkdGg9IjE4OCIgaGVpZ2h0PSIyOCIgcng9IjQiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjY4OCIgeT0iMTc3IiBmb250LXNpemU9IjEzIiBmaWxsPSIjMTAyNDNlIj5Db2xsaXNpb24gbWF0cml4PC90ZXh0PjxyZWN0IHg9IjY3NiIgeT0iMTk2IiB3aWR0aD0iMTg4IiBoZWlnaHQ9IjI4IiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iNjg4IiB5PSIyMTUiIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiPlJlc3VsdHMgd2luZG93PC90ZXh0PjxyZWN0IHg9IjIwIiB5PSIyNjIiIHdpZHRoPSIyNzYiIGhlaWdodD0iNDYiIHJ4PSI2IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNjOThhMTIiIHN0cm9rZS13aWR0aD0iMS41Ii8+PGNpcmNsZSBjeD0iNDAiIGN5PSIyODUiIHI9IjEwIiBmaWxsPSIjYzk4YTEyIi8+PHBhdGggZD0iTTM1IDI4NWw0IDRsNy04IiBzdHJva2U9IiNmZmZmZmYiIHN0cm9rZS13aWR0aD0iMiIgZmlsbD0ibm9uZSIvPjx0ZXh0IHg9IjU4IiB5PSIyODEiIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiIGZvbnQtd2VpZ2h0PSI2MDAiPk9uZSBjb29yZGluYXRlIHN5c3RlbTwvdGV4dD48dGV4dCB4PSI1OCIgeT0iMjk5IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5zaGFyZWQgcHJvamVjdCBiYXNlIHBvaW50PC90ZXh0PjxyZWN0IHg9IjMxMiIgeT0iMjYyIiB3aWR0aD0iMjc2IiBoZWlnaHQ9IjQ2IiByeD0iNiIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2Utd2lkdGg9IjEuNSIvPjxjaXJjbGUgY3g9IjMzMiIgY3k9IjI4NSIgcj0iMTAiIGZpbGw9IiNjOThhMTIiLz48cGF0aCBkPSJNMzI3IDI4NWw0IDRsNy04IiBzdHJva2U9IiNmZmZmZmYiIHN0cm9rZS13aWR0aD0iMiIgZmlsbD0ibm9uZSIvPjx0ZXh0IHg9IjM1MCIgeT0iMjgxIiBmb250LXNpemU9IjEzIiBmaWxsPSIjMTAyNDNlIiBmb250LXdlaWdodD0iNjAwIj5Vbml0cyBpbiBtaWxsaW1ldHJlczwvdGV4dD48dGV4dCB4PSIzNTAiIHk9IjI5OSIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+YnVpbGRpbmcgZXh0ZW50cyBjaGVja2VkPC90ZXh0PjxyZWN0IHg9IjYwNCIgeT0iMjYyIiB3aWR0aD0iMjc2IiBoZWlnaHQ9IjQ2IiByeD0iNiIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2Utd2lkdGg9IjEuNSIvPjxjaXJjbGUgY3g9IjYyNCIgY3k9IjI4NSIgcj0iMTAiIGZpbGw9IiNjOThhMTIiLz48cGF0aCBkPSJNNjE5IDI4NWw0IDRsNy04IiBzdHJva2U9IiNmZmZmZmYiIHN0cm9rZS13aWR0aD0iMiIgZmlsbD0ibm9uZSIvPjx0ZXh0IHg9IjY0MiIgeT0iMjgxIiBmb250LXNpemU9IjEzIiBmaWxsPSIjMTAyNDNlIiBmb250LXdlaWdodD0iNjAwIj5PbmUgbW9kZWwgcGVyIGRpc2NpcGxpbmU8L3RleHQ+PHRleHQgeD0iNjQyIiB5PSIyOTkiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPm5vIGxpbmtlZCBmaWxlczwvdGV4dD48dGV4dCB4PSIyMCIgeT0iMzMwIiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5BIDHDlzHDlzEgbSBjb250cm9sIGN1YmUgYXQgZ3JpZCBBLzEsIGxldmVsIDAuMDAwLCBtdXN0IGNvaW5jaWRlIGluIGV2ZXJ5IG1vZGVsPC90ZXh0Pjwvc3ZnPg==");

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
31264(module) {
module.exports = JSON.parse('{"id":"control-howto/before-start","title":"Before you start","description":"What to prepare before your first check in Tessera Control: the computer and client, your account and project role, the server address, model export from Revit, Archicad and Renga, coordinates, units and naming rules.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-howto/before-start.md","sourceDirName":"control-howto","slug":"/control-howto/before-start","permalink":"/en/control/control-howto/before-start","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-howto/before-start.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":1,"frontMatter":{"title":"Before you start","shortTitle":"Before you start","description":"What to prepare before your first check in Tessera Control: the computer and client, your account and project role, the server address, model export from Revit, Archicad and Renga, coordinates, units and naming rules.","order":1,"icon":"check","author":[{"name":"Marina Belova"}],"date":"2026-09-18","categories":["Tutorial"],"tessera_tags":["preparation","IFC","coordinates","roles","naming"],"sidebar_label":"Before you start","sidebar_position":1,"reading_time":{"words":1718,"minutes":8.59},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"system-requirements":"системные-требования","account-and-project-role":"учётная-запись-и-роль-в-проекте","server-address":"адрес-сервера","installing-the-client":"установка-клиента","preparing-the-models":"подготовка-моделей","ifc-export":"выгрузка-в-ifc","coordinates-and-the-shared-base-point":"координаты-и-общая-базовая-точка","units":"единицы","splitting-models":"разделение-моделей","naming-conventions":"соглашения-об-именовании","possible-errors":"возможные-ошибки","checklist-before-the-first-check":"чек-лист-перед-первой-проверкой","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Tutorials","permalink":"/en/control/control-howto/"},"next":{"title":"Getting started","permalink":"/en/control/control-howto/getting-started"}}')

},

};
;