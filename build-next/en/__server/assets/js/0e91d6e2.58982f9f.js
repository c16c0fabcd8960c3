"use strict";
exports.ids = ["7580"];
exports.modules = {
27917(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_global_settings_md_0e9_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_global_settings_md_0e9_json__rspack_import_0 = __webpack_require__(90505);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Tessera Control global settings',
	shortTitle: 'Global settings',
	description: 'The Tessera Control tab of the Global settings window (File → Options): tolerances of new matrix cells, clash display, snapshots, notifications and default export options.',
	order: 7,
	icon: 'settings',
	author: [
		{
			name: 'Anna Kuznetsova'
		}
	],
	date: '2026-11-03',
	categories: [
		'Guide'
	],
	tessera_tags: [
		'settings',
		'clashes',
		'snapshots',
		'export',
		'bcf'
	],
	sidebar_label: 'Global settings',
	sidebar_position: 7,
	reading_time: {
		words: 1176,
		minutes: 5.88
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'how-to-open-them': 'как-открыть',
		checks: 'проверки',
		'clash-display': 'показ-коллизий',
		snapshots: 'снимки',
		export: 'экспорт',
		notifications: 'уведомления',
		'central-configuration': 'централизованная-настройка',
		'moving-the-settings-to-another-computer': 'перенос-настроек-на-другой-компьютер',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "How to open them",
  "id": "how-to-open-them",
  "level": 2
}, {
  "value": "Checks",
  "id": "checks",
  "level": 2
}, {
  "value": "Clash display",
  "id": "clash-display",
  "level": 2
}, {
  "value": "Snapshots",
  "id": "snapshots",
  "level": 2
}, {
  "value": "Export",
  "id": "export",
  "level": 2
}, {
  "value": "Notifications",
  "id": "notifications",
  "level": 2
}, {
  "value": "Central configuration",
  "id": "central-configuration",
  "level": 2
}, {
  "value": "Moving the settings to another computer",
  "id": "moving-the-settings-to-another-computer",
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
      children: ["Tessera Control adds its own ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera Control"
      }), " tab to the client's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Global settings"
      }), " window. It gathers the options that concern one person's work on one computer: how a clash looks in the 3D view, what size of snapshot goes into issues, which tolerances are offered for new matrix cells, and which BCF version issues are exported in by default. These settings do not change analysis results and do not affect your colleagues."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Everything that must be the same for all project members (the issue number prefix, the default due period, the right to approve clashes, automatic repeat of analyses) is set not here but in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera Control"
      }), " section of the project card's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Settings"
      }), " tab; see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/projects-window/",
        children: "The Projects window in Tessera Control"
      }), ". The window's general tabs, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "General"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Network"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Graphics"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cache"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Log"
      }), ", are described on the page ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/global-settings/",
        hrefLang: "ru",
        children: "Client global settings"
      }), " (in Russian)", "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The Global settings window on the Tessera Control tab: the Checks, Clash display, Snapshots and Export groups with fields for tolerances, element colours, the section box margin and the BCF version",
        src: (__webpack_require__(19185)/* ["default"] */.A) + "",
        width: "900",
        height: "460"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "how-to-open-them",
      children: "How to open them"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "File → Options"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Select the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Tessera Control"
        }), " tab on the left. It is shown when the server's licence includes Tessera Control."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Change the values and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Apply"
        }), ". Clash display settings take effect at once, without restarting the client."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Reset tab"
      }), " restores the default values of this tab only. The settings are stored in the same file as the other global settings, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "%APPDATA%\\Tessera\\Client\\settings.json"
      }), ", in its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Control"
      }), " section."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "checks",
      children: "Checks"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Values"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Type of a new matrix cell"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hard, Clearance, Duplicate"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hard"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Hard check tolerance"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0–100 mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10 mm"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clearance check tolerance"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1–1,000 mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "50 mm"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Duplicate search tolerance"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0–10 mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1 mm"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Check the rule on the model when saving"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Warn if an analysis has more models than"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "5–30"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["These tolerances are only the values filled in when a new cell is created in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/collision-matrix/",
        children: "collision matrix"
      }), ". Cells already filled in keep their tolerance in the project and do not depend on this setting. If your organisation has its own tolerance standard, for example 20 mm for hard checks of structures, it is easier to give it to every coordinator through group policies (see below)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check the rule on the model when saving"
      }), " runs a quick check of a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/validation-trees/",
        children: "validation tree"
      }), " rule on the open versions every time the rule is saved. On large models this adds a few seconds to saving, so by default the check runs only when you click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check on model"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "clash-display",
      children: "Clash display"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["These settings decide how the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-results/",
        children: "analysis results window"
      }), " shows the selected clash in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Model"
      }), " panel."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Values"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Colour of element 1"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Any colour"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Red"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Colour of element 2"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Any colour"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Blue"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Other elements"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Semi-transparent; hidden; as they are"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Semi-transparent"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Transparency of other elements"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "50–95%"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "80%"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Section box around the clash"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Section box margin"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "100–5,000 mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "500 mm"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Moving to a clash"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Smooth; instant"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Smooth"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Show the clash point"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A marker at the centre of the intersection; no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Marker"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The default margin is the same as the section box margin in the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/model-window/",
        hrefLang: "ru",
        children: "Model window"
      }), " (in Russian)", " and the section box the Revit plugin builds. If you review large merge groups, such as a pipe crossing several walls in a row, raise the margin to 1,500–2,000 mm to see the whole group. On weak graphics cards, choose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Hidden"
      }), " instead of semi-transparent: transparent elements are drawn noticeably slower."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "tip",
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "If the project's models are coloured by a tree and red and blue coincide with the node colours, give the clash elements contrasting colours, for example amber and teal. Colours change only on your computer; issue snapshots keep the colours that were on screen when the snapshot was taken."
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "snapshots",
      children: "Snapshots"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A view snapshot is saved in every issue and in every comment with a snapshot. The same snapshot goes into PDF reports, Excel thumbnails and BCF viewpoints."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Values"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Snapshot size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1280×720; 1920×1080"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1280×720"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Format"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "PNG; JPEG"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "PNG"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Caption on the snapshot"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Issue number and date; none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Number and date"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Hide the navigation cube and legend"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "1920×1080 snapshots read better in printed A3 reports but roughly double the size of Excel and PDF files. BCF export always stores snapshots as PNG, even if JPEG is chosen here."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "export",
      children: "Export"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Values"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "BCF version"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2.1; 3.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2.1"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "BCF file extension"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            }), "; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcfzip"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Statuses in BCF"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["As in Tessera; the standard ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Open"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Closed"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As in Tessera"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "PDF report language"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As in the interface; Russian; English"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As in the interface"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "PDF page format"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A4 or A3, portrait or landscape"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A4, landscape"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Open the file after export"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The values are filled in in the export dialog, and you can change them for a particular export. The formats are described in detail in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-export/",
        children: "Exporting analysis results"
      }), ". The folder for the files is shared by all products and is set on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "General"
      }), " tab."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "notifications",
      children: "Notifications"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Values"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Notify when an analysis is finished"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A Windows pop-up notification; in the status bar only; no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pop-up notification"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Notify about issues assigned to me"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Open analysis results when done"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The notification that an analysis is finished arrives only while the client is running. If the client was closed, finished analyses are visible on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Analyses"
      }), " tab of the Projects window at the next sign-in."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "central-configuration",
      children: "Central configuration"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Like the other global settings, the values of this tab can be set for every computer through group policies, in the registry key ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "HKLM\\SOFTWARE\\Policies\\Tessera\\Client"
      }), ". Fields set by a policy show a lock icon. The parameter names are the same as the keys of the settings file."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Key"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Control.HardToleranceMm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hard check tolerance"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Control.ClearanceToleranceMm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Clearance check tolerance"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Control.DuplicateToleranceMm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Duplicate search tolerance"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Control.SectionBoxMarginMm"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Section box margin"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Control.SnapshotSize"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Snapshot size: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1280x720"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "1920x1080"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Control.BcfVersion"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["BCF version: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "2.1"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "3.0"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "moving-the-settings-to-another-computer",
      children: "Moving the settings to another computer"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The tab's settings are stored in the Windows profile, not in your account, so on a new computer they start from the defaults. To move them, close the client on both computers and copy the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Control"
      }), " section of the old profile's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "settings.json"
      }), " into the same file of the new one, or copy the whole file if you want to move the other global settings too. If several coordinators share one Windows profile on a computer, they share these settings as well: agree on colours and snapshot sizes in advance, so that issues by different authors look the same."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Message or situation"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The window has no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Tessera Control"
            }), " tab"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The server's licence does not include Tessera Control"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check the licence in the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/system-info/",
              hrefLang: "ru",
              children: "System information"
            }), " (in Russian)", " window"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The value is out of range\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "For example, a hard check tolerance above 100 mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enter a value within the range in the table"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"This setting is set by your organisation's policy\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The field is locked by a group policy"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Contact your administrator"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The clash is not highlighted in the 3D view"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Colouring by a tree with a higher priority is on"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Turn off the colouring in the Trees panel"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/global-settings/",
          hrefLang: "ru",
          children: "Client global settings"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/analysis-results/",
          children: "Analysis results window"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/analysis-export/",
          children: "Exporting analysis results"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/collision-matrix/",
          children: "Collision matrix"
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
19185(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MDAgNDYwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjQ2MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJHbG9iYWwgc2V0dGluZ3M6IHRoZSBUZXNzZXJhIENvbnRyb2wgdGFiIj4KPHRpdGxlPkdsb2JhbCBzZXR0aW5nczogdGhlIFRlc3NlcmEgQ29udHJvbCB0YWI8L3RpdGxlPgo8cmVjdCB3aWR0aD0iOTAwIiBoZWlnaHQ9IjQ2MCIgZmlsbD0iI2YzZjVmOCIvPgo8cmVjdCB4PSIyMCIgeT0iMjAiIHdpZHRoPSI4NjAiIGhlaWdodD0iNDIwIiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIiBzdHJva2Utd2lkdGg9IjIiLz4KPHJlY3QgeD0iMjAiIHk9IjIwIiB3aWR0aD0iODYwIiBoZWlnaHQ9IjQ0IiByeD0iOCIgZmlsbD0iIzEyNTdhMCIvPgo8cmVjdCB4PSIyMCIgeT0iNTAiIHdpZHRoPSI4NjAiIGhlaWdodD0iMTQiIGZpbGw9IiMxMjU3YTAiLz4KPGcgZm9udC1zaXplPSIxMyIgZmlsbD0iIzRhNTI2MCI+Cjx0ZXh0IHg9IjQwIiB5PSI0OCIgZm9udC1zaXplPSIxNSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iI2ZmZmZmZiI+R2xvYmFsIHNldHRpbmdzPC90ZXh0Pgo8cmVjdCB4PSIyMCIgeT0iNjQiIHdpZHRoPSIxODAiIGhlaWdodD0iMzc2IiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjQwIiB5PSI5OCI+R2VuZXJhbDwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjEzMiI+TmV0d29yazwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjE2NiI+R3JhcGhpY3M8L3RleHQ+Cjx0ZXh0IHg9IjQwIiB5PSIyMDAiPkNhY2hlPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMjM0Ij5Mb2c8L3RleHQ+CjxyZWN0IHg9IjI4IiB5PSIyNTAiIHdpZHRoPSIxNjQiIGhlaWdodD0iMzIiIHJ4PSI0IiBmaWxsPSIjMGI2ZTY5Ii8+Cjx0ZXh0IHg9IjQwIiB5PSIyNzEiIGZpbGw9IiNmZmZmZmYiIGZvbnQtd2VpZ2h0PSI2MDAiPlRlc3NlcmEgQ29udHJvbDwvdGV4dD4KPHRleHQgeD0iMjI0IiB5PSI5NiIgZm9udC1zaXplPSIxNCIgZm9udC13ZWlnaHQ9IjYwMCI+Q2hlY2tzOiB0b2xlcmFuY2VzIG9mIG5ldyBjZWxscywgbW08L3RleHQ+Cjx0ZXh0IHg9IjIyNCIgeT0iMTI2Ij5IYXJkPC90ZXh0Pgo8cmVjdCB4PSIyOTAiIHk9IjExMCIgd2lkdGg9IjYwIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iMzAwIiB5PSIxMjgiPjEwPC90ZXh0Pgo8dGV4dCB4PSIzNzIiIHk9IjEyNiI+Q2xlYXJhbmNlPC90ZXh0Pgo8cmVjdCB4PSI0NTAiIHk9IjExMCIgd2lkdGg9IjYwIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iNDYwIiB5PSIxMjgiPjUwPC90ZXh0Pgo8dGV4dCB4PSI1MzIiIHk9IjEyNiI+RHVwbGljYXRlPC90ZXh0Pgo8cmVjdCB4PSI2MDQiIHk9IjExMCIgd2lkdGg9IjYwIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iNjE0IiB5PSIxMjgiPjE8L3RleHQ+CjxwYXRoIGQ9Ik0yMjQgMTUwSDg2MCIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjIyNCIgeT0iMTc2IiBmb250LXNpemU9IjE0IiBmb250LXdlaWdodD0iNjAwIj5DbGFzaCBkaXNwbGF5PC90ZXh0Pgo8dGV4dCB4PSIyMjQiIHk9IjIwNiI+RWxlbWVudCAxPC90ZXh0Pgo8cmVjdCB4PSIzMDgiIHk9IjE5MiIgd2lkdGg9IjIyIiBoZWlnaHQ9IjE4IiByeD0iMyIgZmlsbD0iI2IzMjYxZSIvPgo8dGV4dCB4PSIzNDYiIHk9IjIwNiI+RWxlbWVudCAyPC90ZXh0Pgo8cmVjdCB4PSI0MzAiIHk9IjE5MiIgd2lkdGg9IjIyIiBoZWlnaHQ9IjE4IiByeD0iMyIgZmlsbD0iIzEyNTdhMCIvPgo8dGV4dCB4PSI0NzYiIHk9IjIwNiI+T3RoZXJzPC90ZXh0Pgo8cmVjdCB4PSI1NTgiIHk9IjE5MCIgd2lkdGg9IjIwMCIgaGVpZ2h0PSIyNiIgcng9IjQiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjU2OCIgeT0iMjA4Ij5TZW1pLXRyYW5zcGFyZW50LCA4MCU8L3RleHQ+Cjx0ZXh0IHg9IjIyNCIgeT0iMjQ0Ij5TZWN0aW9uIGJveCBtYXJnaW4sIG1tPC90ZXh0Pgo8cmVjdCB4PSI0OTYiIHk9IjIyOCIgd2lkdGg9IjgwIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iNTA2IiB5PSIyNDYiPjUwMDwvdGV4dD4KPHJlY3QgeD0iNjAwIiB5PSIyMzIiIHdpZHRoPSIxNiIgaGVpZ2h0PSIxNiIgcng9IjMiIGZpbGw9IiMwYjZlNjkiLz4KPHRleHQgeD0iNjI0IiB5PSIyNDUiPkNsYXNoIHBvaW50IG1hcmtlcjwvdGV4dD4KPHBhdGggZD0iTTIyNCAyNjhIODYwIiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iMjI0IiB5PSIyOTQiIGZvbnQtc2l6ZT0iMTQiIGZvbnQtd2VpZ2h0PSI2MDAiPlNuYXBzaG90czwvdGV4dD4KPHRleHQgeD0iMjI0IiB5PSIzMjQiPlNpemU8L3RleHQ+CjxyZWN0IHg9IjI5MCIgeT0iMzA4IiB3aWR0aD0iMTMwIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iMzAwIiB5PSIzMjYiPjEyODDDlzcyMDwvdGV4dD4KPHRleHQgeD0iNDQyIiB5PSIzMjQiPkZvcm1hdDwvdGV4dD4KPHJlY3QgeD0iNTA0IiB5PSIzMDgiIHdpZHRoPSI4MCIgaGVpZ2h0PSIyNiIgcng9IjQiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjUxNCIgeT0iMzI2Ij5QTkc8L3RleHQ+CjxwYXRoIGQ9Ik0yMjQgMzQ4SDg2MCIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjIyNCIgeT0iMzc0IiBmb250LXNpemU9IjE0IiBmb250LXdlaWdodD0iNjAwIj5FeHBvcnQ8L3RleHQ+Cjx0ZXh0IHg9IjMwMCIgeT0iMzc0Ij5CQ0YgdmVyc2lvbjwvdGV4dD4KPGNpcmNsZSBjeD0iMzk2IiBjeT0iMzcwIiByPSI3IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPjxjaXJjbGUgY3g9IjM5NiIgY3k9IjM3MCIgcj0iMy41IiBmaWxsPSIjMTI1N2EwIi8+PHRleHQgeD0iNDEwIiB5PSIzNzUiPjIuMTwvdGV4dD4KPGNpcmNsZSBjeD0iNDUyIiBjeT0iMzcwIiByPSI3IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIvPjx0ZXh0IHg9IjQ2NiIgeT0iMzc1Ij4zLjA8L3RleHQ+Cjx0ZXh0IHg9IjUxMCIgeT0iMzc1Ij5TdGF0dXNlczogYXMgaW4gVGVzc2VyYTwvdGV4dD4KPHJlY3QgeD0iNTAwIiB5PSIzOTYiIHdpZHRoPSIxNjAiIGhlaWdodD0iMzAiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSI1ODAiIHk9IjQxNiIgdGV4dC1hbmNob3I9Im1pZGRsZSI+UmVzZXQgdGFiPC90ZXh0Pgo8cmVjdCB4PSI2NzAiIHk9IjM5NiIgd2lkdGg9Ijk2IiBoZWlnaHQ9IjMwIiByeD0iNCIgZmlsbD0iIzBiNmU2OSIvPjx0ZXh0IHg9IjcxOCIgeT0iNDE2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmZmZmIiBmb250LXdlaWdodD0iNjAwIj5BcHBseTwvdGV4dD4KPHJlY3QgeD0iNzc0IiB5PSIzOTYiIHdpZHRoPSI5MCIgaGVpZ2h0PSIzMCIgcng9IjQiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjgxOSIgeT0iNDE2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5DYW5jZWw8L3RleHQ+CjwvZz4KPC9zdmc+Cg==");

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
90505(module) {
module.exports = JSON.parse('{"id":"control-guide/global-settings","title":"Tessera Control global settings","description":"The Tessera Control tab of the Global settings window (File → Options): tolerances of new matrix cells, clash display, snapshots, notifications and default export options.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/global-settings.md","sourceDirName":"control-guide","slug":"/control-guide/global-settings","permalink":"/en/control/control-guide/global-settings","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/global-settings.md","tags":[],"version":"current","lastUpdatedAt":1795688130000,"sidebarPosition":7,"frontMatter":{"title":"Tessera Control global settings","shortTitle":"Global settings","description":"The Tessera Control tab of the Global settings window (File → Options): tolerances of new matrix cells, clash display, snapshots, notifications and default export options.","order":7,"icon":"settings","author":[{"name":"Anna Kuznetsova"}],"date":"2026-11-03","categories":["Guide"],"tessera_tags":["settings","clashes","snapshots","export","bcf"],"sidebar_label":"Global settings","sidebar_position":7,"reading_time":{"words":1176,"minutes":5.88},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"how-to-open-them":"как-открыть","checks":"проверки","clash-display":"показ-коллизий","snapshots":"снимки","export":"экспорт","notifications":"уведомления","central-configuration":"централизованная-настройка","moving-the-settings-to-another-computer":"перенос-настроек-на-другой-компьютер","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Issues in authoring tools","permalink":"/en/control/control-guide/notes-import"},"next":{"title":"ЦИМ for the expert review","permalink":"/en/control/control-guide/cim-expertise-templates"}}')

},

};
;