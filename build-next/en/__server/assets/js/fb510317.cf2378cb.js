"use strict";
exports.ids = ["9171"];
exports.modules = {
1683(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_reference_keyboard_shortcuts_md_fb5_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_reference_keyboard_shortcuts_md_fb5_json__rspack_import_0 = __webpack_require__(8371);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Keyboard shortcuts',
	description: 'Keyboard shortcuts of Tessera Client and of Tessera Control, Value, Space and Site: general commands, the model window, trees, analysis results, the room register and the web viewer.',
	order: 3,
	icon: 'list',
	author: [
		{
			name: 'Anna Kuznetsova'
		}
	],
	date: '2026-11-26',
	categories: [
		'Reference'
	],
	tessera_tags: [
		'keyboard shortcuts',
		'hotkeys',
		'client'
	],
	sidebar_position: 3,
	reading_time: {
		words: 978,
		minutes: 4.89
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'general-client-commands': 'общие-команды-клиента',
		'model-window': 'окно-модель',
		'trees-and-properties-panels': 'панели-деревья-и-свойства',
		'tessera-control': 'tessera-control',
		'tessera-value': 'tessera-value',
		'tessera-space': 'tessera-space',
		'tessera-site': 'tessera-site',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "General client commands",
  "id": "general-client-commands",
  "level": 2
}, {
  "value": "Model window",
  "id": "model-window",
  "level": 2
}, {
  "value": "Trees and Properties panels",
  "id": "trees-and-properties-panels",
  "level": 2
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
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Tessera Client is one application for every product: Tessera Control, Tessera Value and Tessera Space add their own tabs and windows to it, while the shared windows (Model, Trees, Properties) work the same in any product. The shortcuts are therefore listed by window: first those of the client as a whole, then those of each product's windows. Tessera Site works in the web application, so its section lists the keys of the web viewer."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Keys act on the window that has the focus: click in the model window before pressing F or H, otherwise a table or a tree receives the key. Letter keys work with any keyboard layout, because the client reads the position of the key rather than the letter, so there is no need to switch from a Russian layout to an English one."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The main window of Tessera Client: the ribbon, the Projects and Trees panels on the left, the model window in the middle, the Properties panel on the right and the products&#39; result windows below; each area has its own shortcuts",
        src: (__webpack_require__(87340)/* ["default"] */.A) + "",
        width: "900",
        height: "400"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "general-client-commands",
      children: "General client commands"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Keys"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Action"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "F1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Open the help for the current window"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "F5"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Reload the current window's data from the server"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + F"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Search in the active panel: a tree, the register or a results table"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + Tab"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Go to the next open window"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Alt"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Show the letters of ribbon commands; then press the letter of the tab and of the command"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Esc"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Close a dialog or leave the current mode"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The Alt key works as in other Windows programs with a ribbon: once pressed, letters appear on the tabs and buttons, and any ribbon command can be run from the keyboard without touching the mouse."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "model-window",
      children: "Model window"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Keys"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Action"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "F"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Zoom to the selected elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Home"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Show all models in full"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Isometric view"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1 … 6"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "View from the top, bottom, front, back, left, right"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "H"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hide the selected elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "I"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Isolate the selected elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Shift + H"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Show everything hidden"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + A"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Select all visible elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Esc"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Clear the selection, leave the current mode"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "P"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Section plane"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "B"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Section box around the selection"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Alt + S"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Reset all sections"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "X"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Turn X-ray mode on or off"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "M"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Measure the distance between two points"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "G"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Walk mode; move with W, A, S, D"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + C"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Copy the TesseraId of the selected elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + click"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Add an element to the selection or remove it"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Shift + drag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Box selection; Shift + left button without a box pans the view"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Navigation, sections and the properties panel are described in detail on the model window page of the platform guide."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "trees-and-properties-panels",
      children: "Trees and Properties panels"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Keys"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Action"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "↑ and ↓"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Go to the previous or next node"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "→ and ←"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Expand or collapse a node"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Space"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Show or hide the node's elements (its checkbox)"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Select the node's elements in the model window"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + F"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Find a node by name on every level"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + C"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Copy a property value in the Properties panel"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Holding Ctrl while dragging a value from the property tree into a query condition adds it with OR instead of AND."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-control",
      children: "Tessera Control"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Keys"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Action"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "↓ and ↑"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Analysis results window"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Next and previous clash"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Space"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Analysis results window"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Toggle the transparency of the other elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Analysis results window"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Open the card"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + N"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Analysis results window"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Create an issue from the selected rows"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + Shift + A"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Analysis results window"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Approve the selected clashes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + click"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Collision matrix"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Select several cells to give them a type and tolerance at once"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Approving with Ctrl + Shift + A is open to the same roles as the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Approve"
      }), " button. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-howto/",
        children: "Tessera Control tutorials"
      }), " walk through a first review of clashes."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-value",
      children: "Tessera Value"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Keys"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Action"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + F"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cost analysis results window"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Search by code, name and TesseraId"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + C"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cost analysis results window"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Copy the selected rows to the clipboard for Excel"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Double-click"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Cost analysis results window"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Isolate the row's elements in the 3D view"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Esc"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "3D view"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Turn off colouring by cost or by coverage"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Copied rows paste into Excel split into columns."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-space",
      children: "Tessera Space"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Keys"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Action"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "F5"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Room register"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Refresh the register after a new model version is uploaded"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + F"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Room register"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Search by room number and name"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Room register"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Show the selected rooms in the model window"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + C"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Room register"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Copy the selected rows for Excel"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Grouping and filtering of the register are set up with the mouse: drag a column header into the grouping row. After a refresh with F5 the register keeps its grouping, filter and selected rows, so you can refresh it at any moment without losing your place."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-site",
      children: "Tessera Site"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Tessera Site works in the web application and is made for tablets, so most actions are done by touch. On a computer, in a browser, the keys of the web viewer apply:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Keys"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Action"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "F"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Fit the selection"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Home"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Default view"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "I"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Isolate the selected elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "H"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hide the selected elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Shift + H"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Show all hidden elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Esc"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Clear the selection"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + click"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Add an element to the selection or remove it"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Shift + drag"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Box selection"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On a tablet, box selection is turned on with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Box select"
      }), " button on the toolbar, and several elements are chosen by tapping them one after another. The same keys work in the viewer of the Tessera Value web version."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What happens"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cause"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "F or H does nothing"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The focus is in a table or tree, not in the model window"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Click in the 3D view and try again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + Shift + A does not approve a clash"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Your project role may not approve clashes, or another program has taken the shortcut"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check your role; close the screen recorder or messenger that uses this shortcut"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Alt shortcuts do not work in a remote session"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The local computer takes the keys"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "In the remote desktop connection settings, choose to apply key combinations on the remote computer"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "F5 reloads the page in a browser"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "In the web application F5 is the browser's command"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Use the refresh button on the web application's toolbar"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-reference/glossary/",
          children: "Glossary"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-reference/supported-versions/",
          children: "Supported versions and system requirements"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/",
          children: "Tessera Control tutorials"
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
87340(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MDAgNDAwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjQwMCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5MDAiIGhlaWdodD0iNDAwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSIzNCIgZm9udC1zaXplPSIxNyIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEwMjQzZSI+S2V5Ym9hcmQgc2hvcnRjdXRzIGJ5IGFyZWEgb2YgdGhlIG1haW4gd2luZG93PC90ZXh0Pgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjMTAyNDNlIj4KPHJlY3QgeD0iMjQiIHk9IjUyIiB3aWR0aD0iODUyIiBoZWlnaHQ9IjQ0IiByeD0iNiIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMzgiIHk9Ijc5Ij48dHNwYW4gZm9udC13ZWlnaHQ9IjYwMCI+UmliYm9uOjwvdHNwYW4+IEhvbWUgwrcgTW9kZWwgwrcgQW5hbHlzaXMgwrcgUmVwb3J0cyDCtyBBZG1pbmlzdHJhdGlvbjwvdGV4dD4KPHRleHQgeD0iNjQwIiB5PSI3OSIgZmlsbD0iIzEyNTdhMCIgZm9udC13ZWlnaHQ9IjYwMCI+QWx0LCBGMSwgRjUsIEN0cmwgKyBUYWI8L3RleHQ+CjxyZWN0IHg9IjI0IiB5PSIxMDgiIHdpZHRoPSIyMDAiIGhlaWdodD0iMTkwIiByeD0iNiIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMzgiIHk9IjEzMiIgZm9udC13ZWlnaHQ9IjYwMCI+UHJvamVjdHMsIFRyZWVzPC90ZXh0Pgo8dGV4dCB4PSIzOCIgeT0iMTU4IiBmb250LXNpemU9IjEyIj7ihpEg4oaTIOKAlCBtb3ZlIGJldHdlZW4gbm9kZXM8L3RleHQ+Cjx0ZXh0IHg9IjM4IiB5PSIxNzgiIGZvbnQtc2l6ZT0iMTIiPuKGkiDihpAg4oCUIGV4cGFuZCwgY29sbGFwc2U8L3RleHQ+Cjx0ZXh0IHg9IjM4IiB5PSIxOTgiIGZvbnQtc2l6ZT0iMTIiPlNwYWNlIOKAlCB2aXNpYmlsaXR5PC90ZXh0Pgo8dGV4dCB4PSIzOCIgeT0iMjE4IiBmb250LXNpemU9IjEyIj5FbnRlciDigJQgc2VsZWN0IGluIHRoZSBtb2RlbDwvdGV4dD4KPHRleHQgeD0iMzgiIHk9IjIzOCIgZm9udC1zaXplPSIxMiI+Q3RybCArIEYg4oCUIHNlYXJjaDwvdGV4dD4KPHJlY3QgeD0iMjM2IiB5PSIxMDgiIHdpZHRoPSI0NDAiIGhlaWdodD0iMTkwIiByeD0iNiIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMjUwIiB5PSIxMzIiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMwYjZlNjkiPk1vZGVsICgzRCB2aWV3KTwvdGV4dD4KPHRleHQgeD0iMjUwIiB5PSIxNTgiIGZvbnQtc2l6ZT0iMTIiPkYg4oCUIHpvb20gdG8gc2VsZWN0aW9uIMK3IEhvbWUg4oCUIHNob3cgZXZlcnl0aGluZzwvdGV4dD4KPHRleHQgeD0iMjUwIiB5PSIxNzgiIGZvbnQtc2l6ZT0iMTIiPjAg4oCUIGlzb21ldHJpYyDCtyAxIOKApiA2IOKAlCBzdGFuZGFyZCB2aWV3czwvdGV4dD4KPHRleHQgeD0iMjUwIiB5PSIxOTgiIGZvbnQtc2l6ZT0iMTIiPkgg4oCUIGhpZGUgwrcgSSDigJQgaXNvbGF0ZSDCtyBTaGlmdCArIEgg4oCUIHNob3cgYWxsIGhpZGRlbjwvdGV4dD4KPHRleHQgeD0iMjUwIiB5PSIyMTgiIGZvbnQtc2l6ZT0iMTIiPlAg4oCUIHBsYW5lIMK3IEIg4oCUIHNlY3Rpb24gYm94IMK3IEFsdCArIFMg4oCUIHJlc2V0PC90ZXh0Pgo8dGV4dCB4PSIyNTAiIHk9IjIzOCIgZm9udC1zaXplPSIxMiI+WCDigJQgWC1yYXkgwrcgTSDigJQgbWVhc3VyZSDCtyBHIOKAlCB3YWxrIChXLCBBLCBTLCBEKTwvdGV4dD4KPHRleHQgeD0iMjUwIiB5PSIyNTgiIGZvbnQtc2l6ZT0iMTIiPkN0cmwgKyBDIOKAlCBjb3B5IFRlc3NlcmFJZCDCtyBFc2Mg4oCUIGNsZWFyIHNlbGVjdGlvbjwvdGV4dD4KPHJlY3QgeD0iNjg4IiB5PSIxMDgiIHdpZHRoPSIxODgiIGhlaWdodD0iMTkwIiByeD0iNiIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNzAyIiB5PSIxMzIiIGZvbnQtd2VpZ2h0PSI2MDAiPlByb3BlcnRpZXM8L3RleHQ+Cjx0ZXh0IHg9IjcwMiIgeT0iMTU4IiBmb250LXNpemU9IjEyIj5DdHJsICsgQyDigJQgY29weSB0aGU8L3RleHQ+Cjx0ZXh0IHg9IjcwMiIgeT0iMTc4IiBmb250LXNpemU9IjEyIj5wcm9wZXJ0eSB2YWx1ZTwvdGV4dD4KPHJlY3QgeD0iMjQiIHk9IjMxMCIgd2lkdGg9Ijg1MiIgaGVpZ2h0PSI3MCIgcng9IjYiIGZpbGw9IiNmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM4IiB5PSIzMzQiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNjOThhMTIiPlByb2R1Y3Qgd2luZG93czwvdGV4dD4KPHRleHQgeD0iMzgiIHk9IjM1NiIgZm9udC1zaXplPSIxMiI+Q29udHJvbDog4oaTIOKGkSDigJQgY2xhc2hlcywgU3BhY2Ug4oCUIHRyYW5zcGFyZW5jeSwgRW50ZXIg4oCUIGNhcmQsIEN0cmwgKyBOIOKAlCBpc3N1ZSwgQ3RybCArIFNoaWZ0ICsgQSDigJQgYXBwcm92ZTwvdGV4dD4KPHRleHQgeD0iMzgiIHk9IjM3NCIgZm9udC1zaXplPSIxMiI+VmFsdWU6IEN0cmwgKyBGIOKAlCBzZWFyY2gsIEVzYyDigJQgY29sb3VyaW5nIG9mZiDCtyBTcGFjZTogRjUg4oCUIHJlZnJlc2ggdGhlIHJvb20gcmVnaXN0ZXIsIEVudGVyIOKAlCBzaG93IGluIHRoZSBtb2RlbDwvdGV4dD4KPC9nPgo8L3N2Zz4K");

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
8371(module) {
module.exports = JSON.parse('{"id":"tessera-reference/keyboard-shortcuts","title":"Keyboard shortcuts","description":"Keyboard shortcuts of Tessera Client and of Tessera Control, Value, Space and Site: general commands, the model window, trees, analysis results, the room register and the web viewer.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-reference/keyboard-shortcuts.md","sourceDirName":"tessera-reference","slug":"/tessera-reference/keyboard-shortcuts","permalink":"/en/tessera/tessera-reference/keyboard-shortcuts","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-reference/keyboard-shortcuts.md","tags":[],"version":"current","lastUpdatedAt":1795690598000,"sidebarPosition":3,"frontMatter":{"title":"Keyboard shortcuts","description":"Keyboard shortcuts of Tessera Client and of Tessera Control, Value, Space and Site: general commands, the model window, trees, analysis results, the room register and the web viewer.","order":3,"icon":"list","author":[{"name":"Anna Kuznetsova"}],"date":"2026-11-26","categories":["Reference"],"tessera_tags":["keyboard shortcuts","hotkeys","client"],"sidebar_position":3,"reading_time":{"words":978,"minutes":4.89},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"general-client-commands":"общие-команды-клиента","model-window":"окно-модель","trees-and-properties-panels":"панели-деревья-и-свойства","tessera-control":"tessera-control","tessera-value":"tessera-value","tessera-space":"tessera-space","tessera-site":"tessera-site","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Glossary","permalink":"/en/tessera/tessera-reference/glossary"},"next":{"title":"Possible errors","permalink":"/en/tessera/tessera-reference/troubleshooting"}}')

},

};
;