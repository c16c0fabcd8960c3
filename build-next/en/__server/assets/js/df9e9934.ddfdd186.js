"use strict";
exports.ids = ["7313"];
exports.modules = {
12466(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_collision_matrix_md_df9_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_collision_matrix_md_df9_json__rspack_import_0 = __webpack_require__(90236);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Collision matrix',
	shortTitle: 'Matrix',
	description: 'The Collision matrix window of Tessera Control: element groups, the hard, clearance and duplicate check types, tolerances in millimetres, clash merging and exclusions.',
	order: 3,
	icon: 'collision',
	author: [
		{
			name: 'Sergey Pavlov'
		}
	],
	date: '2026-09-29',
	categories: [
		'Guide'
	],
	tessera_tags: [
		'clashes',
		'collision matrix',
		'tolerance',
		'model checking'
	],
	sidebar_label: 'Matrix',
	sidebar_position: 3,
	reading_time: {
		words: 1246,
		minutes: 6.23
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'element-groups': 'группы-элементов',
		'matrix-cells': 'ячейки-матрицы',
		'check-types-and-tolerances': 'типы-проверок-и-допуски',
		'setting-up-a-cell': 'настройка-ячейки',
		'matrix-settings': 'параметры-матрицы',
		'exchanging-a-matrix-through-excel': 'обмен-матрицей-через-excel',
		limits: 'ограничения',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Element groups",
  "id": "element-groups",
  "level": 2
}, {
  "value": "Matrix cells",
  "id": "matrix-cells",
  "level": 2
}, {
  "value": "Check types and tolerances",
  "id": "check-types-and-tolerances",
  "level": 2
}, {
  "value": "Setting up a cell",
  "id": "setting-up-a-cell",
  "level": 2
}, {
  "value": "Matrix settings",
  "id": "matrix-settings",
  "level": 2
}, {
  "value": "Exchanging a matrix through Excel",
  "id": "exchanging-a-matrix-through-excel",
  "level": 2
}, {
  "value": "Limits",
  "id": "limits",
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
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "collision matrix"
      }), " describes which elements are checked against which for clashes, and with what tolerance. Its rows and columns are element groups such as \"STR Slabs\", \"HVAC Ducts\" or \"PLB Pipes\". The cell where two groups meet holds the check type and the tolerance in millimetres. One matrix replaces dozens of separate pairwise checks and shows at a glance which combinations of disciplines are covered and which are not."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Open the window with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Analysis → Collision matrix"
      }), ". Matrices can be changed by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BIM coordinator"
      }), ", the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Project manager"
      }), " and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Administrator"
      }), ". A project may have several matrices, for example one for coordinating building services in the basement and one for the whole building; you choose one or more of them when you start an analysis."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The Collision matrix window: rows and columns are element groups, each cell holds a check type and a tolerance in millimetres, the lower triangle is unavailable, and the panel on the right sets up the selected cell",
        src: (__webpack_require__(9622)/* ["default"] */.A) + "",
        width: "960",
        height: "440"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "element-groups",
      children: "Element groups"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Before you fill in the cells, build the groups. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Groups"
      }), " button opens the list of the matrix's groups."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Group source"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What the group contains"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "When it helps"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Model"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Every element of the whole model"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A quick first check of one discipline against another"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Saved query"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The elements a ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-howto/how-queries-work/",
              hrefLang: "ru",
              children: "query"
            }), " (in Russian)", " selects in every model of the analysis"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Groups by category: \"Ducts\", \"Load-bearing walls\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Tree node"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The elements of a ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
              href: "/tessera/tessera-guide/trees-window/",
              hrefLang: "ru",
              children: "tree"
            }), " (in Russian)", " node and all its child nodes"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Groups by floor, section or system"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Groups"
        }), ", then ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Add group"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Enter a short name, up to 24 characters; it is shown in the row and column headers."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Choose the source, then the query, tree node or model itself."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Show elements"
        }), " to see the group's elements in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Model"
        }), " panel on the open versions."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Save"
        }), ". The group appears as a new row and a new column of the matrix."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Groups are recomputed at every analysis from the selected model versions, so new elements in the next version land in the right groups by themselves. One element may belong to several groups; the same pair of elements is checked only once within a cell."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "matrix-cells",
      children: "Matrix cells"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The matrix is symmetrical: the cell \"HVAC Ducts × STR Slabs\" and the cell \"STR Slabs × HVAC Ducts\" are the same check, so only the upper triangle is edited and the lower one is shown in grey. A cell on the diagonal checks the elements of a group against each other: that is how you find pipes of one system crossing each other, or duplicate walls."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A cell shows the letter of its type and its tolerance: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "H 10"
      }), " is a hard check with a 10 mm tolerance, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "C 50"
      }), " a clearance check of 50 mm, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "D 1"
      }), " a duplicate search. An empty cell is not checked. After an analysis the cell also shows the number of clashes found, and its background colour shows the share still unreviewed: the darker the cell, the more clashes are ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "New"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Active"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check-types-and-tolerances",
      children: "Check types and tolerances"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What counts as a clash"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What the tolerance means"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Range"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Default"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Hard"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The solids of the elements intersect"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Intersections no deeper than the tolerance are ignored"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0–100 mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10 mm"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clearance"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The distance between the surfaces is less than the tolerance, intersections included"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The minimum clearance required"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1–1,000 mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "50 mm"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Duplicate"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Elements of the same IFC class coincide in position and shape"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The allowed deviation of the geometry"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "0–10 mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1 mm"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The tolerance of a hard check removes imaginary clashes. A wall resting on a slab touches it, and rounding at export turns that contact into an intersection a fraction of a millimetre deep. A tolerance of 10–20 mm removes such cases and keeps the real problems, such as a duct running through a beam. To check reinforcement or embedded parts, lower the tolerance to 0–2 mm."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "clearance"
      }), " check is needed where touching is already an error: pipes and ducts need room for installation and insulation, and cable trays must keep their distance from pipework. If an insulated element was exported from Revit, its insulation is checked together with it when the matrix setting ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Include insulation"
      }), " is on."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "duplicate"
      }), " check finds elements accidentally copied twice into the same place. They double the quantities in Tessera Value and break schedules, yet you cannot see them in the model. It is usually set only on the diagonal of the matrix."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "tip",
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "Start with a small matrix of 4–6 groups and hard checks with a 10 mm tolerance. Once the main clashes are dealt with, add clearance checks: they find several times more results, and there is no point reviewing them on an immature model."
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "setting-up-a-cell",
      children: "Setting up a cell"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click a cell in the upper triangle: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Cell"
        }), " panel opens on the right."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Type"
        }), ": Hard, Clearance, Duplicate or Do not check."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Enter the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Tolerance"
        }), " in millimetres."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If needed, set the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Priority"
        }), " of the issues and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Assignee"
        }), ": the member or discipline to whom this cell's issues are assigned by default."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Apply"
        }), ". To fill in several cells at once, select them with Ctrl held down and set the parameters once."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "matrix-settings",
      children: "Matrix settings"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Settings"
      }), " button opens the parameters shared by all cells of the matrix."]
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
              children: "Clash merging"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Do not merge; by element; by distance"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "By element"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Merge radius"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "100–5,000 mm, for the \"by distance\" mode"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "500 mm"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Ignore openings and fillings"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no: a window or door in its own wall, or a hole in its own slab, is not a clash"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Ignore pairs within one element"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no: parts of a compound element, such as the steps of a stair"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Include insulation"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clash limit per cell"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1,000–50,000"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10,000"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With merging ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "by element"
      }), ", all clashes of one element are collected into a group: a duct crossing twelve walls gives one group of twelve clashes, and one issue is written for it. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "by distance"
      }), " mode merges clashes whose centres are closer than the radius, which suits junctions where several systems meet in one place."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "exchanging-a-matrix-through-excel",
      children: "Exchanging a matrix through Excel"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Export to Excel"
      }), " saves the matrix to an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ".xlsx"
      }), " file: a \"Groups\" sheet with the groups and their sources, and a \"Matrix\" sheet with the cells written as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "H 10"
      }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Import from Excel"
      }), " loads the matrix back; groups are matched by name, and queries and trees by their name in the project. This is how a matrix is agreed with the discipline designers, or carried over to another project without a template."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "limits",
      children: "Limits"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Up to 20 matrices per project and up to 40 groups per matrix."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Clashes are found from the geometry in the version's geometry bucket with a precision of 0.1 mm; elements without geometry are skipped."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "When a cell reaches its clash limit, its check stops and the results show a warning."
      }), "\n"]
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
            children: "\"The group has no elements in the selected versions\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The group's query selects nothing in the models of the analysis"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check the group with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Show elements"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The clash limit of the cell has been reached\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The tolerance is too small, or the groups overlap, for example \"ARC All\" against itself"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Raise the tolerance, narrow the groups, use a duplicate check instead of a hard one on the diagonal"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The group's query has been deleted\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The query the group is built on was deleted"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Choose another query for the group"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Many wall-to-slab clashes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Structures touching where they meet"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Raise the hard check tolerance to 20–30 mm"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/validation-trees/",
          children: "Validation trees"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/analysis-results/",
          children: "Analysis results window"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-howto/collision-detection/",
          hrefLang: "ru",
          children: "Clash detection"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/getting-started/",
          children: "Your first model check"
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
9622(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgNDQwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjQ0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJUaGUgQ29sbGlzaW9uIG1hdHJpeCB3aW5kb3ciPgo8dGl0bGU+VGhlIENvbGxpc2lvbiBtYXRyaXggd2luZG93PC90aXRsZT4KPHJlY3Qgd2lkdGg9Ijk2MCIgaGVpZ2h0PSI0NDAiIGZpbGw9IiNmM2Y1ZjgiLz4KPHJlY3QgeD0iMTIiIHk9IjEyIiB3aWR0aD0iOTM2IiBoZWlnaHQ9IjQxNiIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIgc3Ryb2tlLXdpZHRoPSIyIi8+CjxnIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiM0YTUyNjAiPgo8dGV4dCB4PSIyOCIgeT0iNDIiIGZvbnQtc2l6ZT0iMTUiIGZvbnQtd2VpZ2h0PSI2MDAiPkNvbGxpc2lvbiBtYXRyaXg8L3RleHQ+CjxyZWN0IHg9IjIwMCIgeT0iMjQiIHdpZHRoPSIyNTAiIGhlaWdodD0iMjYiIHJ4PSI0IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSIyMTAiIHk9IjQyIj5BUkPigJNTVFLigJNNRVAgY29vcmRpbmF0aW9uIOKWvjwvdGV4dD4KPHJlY3QgeD0iNDYwIiB5PSIyNCIgd2lkdGg9IjgwIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIi8+PHRleHQgeD0iNTAwIiB5PSI0MiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iIzEyNTdhMCI+R3JvdXBzPC90ZXh0Pgo8cmVjdCB4PSI1NDgiIHk9IjI0IiB3aWR0aD0iOTYiIGhlaWdodD0iMjYiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiLz48dGV4dCB4PSI1OTYiIHk9IjQyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjMTI1N2EwIj5TZXR0aW5nczwvdGV4dD4KPHRleHQgeD0iMjgiIHk9IjcyIiBmb250LXNpemU9IjEyIj5Sb3dzIGFuZCBjb2x1bW5zIGFyZSBlbGVtZW50IGdyb3VwczsgYSBjZWxsIGhvbGRzIHRoZSBjaGVjayB0eXBlLCB0aGUgdG9sZXJhbmNlIGluIG1tIGFuZCB0aGUgY2xhc2ggY291bnQ8L3RleHQ+CjxyZWN0IHg9IjE1MCIgeT0iODAiIHdpZHRoPSIxMDgiIGhlaWdodD0iMzIiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjIwNC4wIiB5PSIxMDAiIGZvbnQtc2l6ZT0iMTEiIGZvbnQtd2VpZ2h0PSI2MDAiIHRleHQtYW5jaG9yPSJtaWRkbGUiPkFSQyBXYWxsczwvdGV4dD4KPHJlY3QgeD0iMjU4IiB5PSI4MCIgd2lkdGg9IjEwOCIgaGVpZ2h0PSIzMiIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iMzEyLjAiIHk9IjEwMCIgZm9udC1zaXplPSIxMSIgZm9udC13ZWlnaHQ9IjYwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+U1RSIFNsYWJzPC90ZXh0Pgo8cmVjdCB4PSIzNjYiIHk9IjgwIiB3aWR0aD0iMTA4IiBoZWlnaHQ9IjMyIiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSI0MjAuMCIgeT0iMTAwIiBmb250LXNpemU9IjExIiBmb250LXdlaWdodD0iNjAwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5TVFIgQ29sdW1uczwvdGV4dD4KPHJlY3QgeD0iNDc0IiB5PSI4MCIgd2lkdGg9IjEwOCIgaGVpZ2h0PSIzMiIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iNTI4LjAiIHk9IjEwMCIgZm9udC1zaXplPSIxMSIgZm9udC13ZWlnaHQ9IjYwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+SFZBQyBEdWN0czwvdGV4dD4KPHJlY3QgeD0iNTgyIiB5PSI4MCIgd2lkdGg9IjEwOCIgaGVpZ2h0PSIzMiIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iNjM2LjAiIHk9IjEwMCIgZm9udC1zaXplPSIxMSIgZm9udC13ZWlnaHQ9IjYwMCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+UExCIFBpcGVzPC90ZXh0Pgo8cmVjdCB4PSIyOCIgeT0iMTEyIiB3aWR0aD0iMTIyIiBoZWlnaHQ9IjUwIiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSIzNiIgeT0iMTQyIiBmb250LXNpemU9IjExIiBmb250LXdlaWdodD0iNjAwIj5BUkMgV2FsbHM8L3RleHQ+CjxyZWN0IHg9IjE1MCIgeT0iMTEyIiB3aWR0aD0iMTA4IiBoZWlnaHQ9IjUwIiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iMjA0LjAiIHk9IjEzNiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iI2M5OGExMiI+RCAxPC90ZXh0Pgo8dGV4dCB4PSIyMDQuMCIgeT0iMTUzIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjExIj42IGNsYXNoZXM8L3RleHQ+CjxyZWN0IHg9IjI1OCIgeT0iMTEyIiB3aWR0aD0iMTA4IiBoZWlnaHQ9IjUwIiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iMzEyLjAiIHk9IjEzNiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+SCAyMDwvdGV4dD4KPHRleHQgeD0iMzEyLjAiIHk9IjE1MyIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMSI+MyBjbGFzaGVzPC90ZXh0Pgo8cmVjdCB4PSIzNjYiIHk9IjExMiIgd2lkdGg9IjEwOCIgaGVpZ2h0PSI1MCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjQyMC4wIiB5PSIxMzYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPkggMjA8L3RleHQ+Cjx0ZXh0IHg9IjQyMC4wIiB5PSIxNTMiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPjAgY2xhc2hlczwvdGV4dD4KPHJlY3QgeD0iNDc0IiB5PSIxMTIiIHdpZHRoPSIxMDgiIGhlaWdodD0iNTAiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSI1MjguMCIgeT0iMTM2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj5IIDEwPC90ZXh0Pgo8dGV4dCB4PSI1MjguMCIgeT0iMTUzIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjExIj40MSBjbGFzaGVzPC90ZXh0Pgo8cmVjdCB4PSI1ODIiIHk9IjExMiIgd2lkdGg9IjEwOCIgaGVpZ2h0PSI1MCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjYzNi4wIiB5PSIxMzYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPkggMTA8L3RleHQ+Cjx0ZXh0IHg9IjYzNi4wIiB5PSIxNTMiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPjE3IGNsYXNoZXM8L3RleHQ+CjxyZWN0IHg9IjI4IiB5PSIxNjIiIHdpZHRoPSIxMjIiIGhlaWdodD0iNTAiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjM2IiB5PSIxOTIiIGZvbnQtc2l6ZT0iMTEiIGZvbnQtd2VpZ2h0PSI2MDAiPlNUUiBTbGFiczwvdGV4dD4KPHJlY3QgeD0iMTUwIiB5PSIxNjIiIHdpZHRoPSIxMDgiIGhlaWdodD0iNTAiIGZpbGw9IiNkMGQ3ZTIiIHN0cm9rZT0iI2ZmZmZmZiIvPgo8cmVjdCB4PSIyNTgiIHk9IjE2MiIgd2lkdGg9IjEwOCIgaGVpZ2h0PSI1MCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjMxMi4wIiB5PSIxODYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNjOThhMTIiPkQgMTwvdGV4dD4KPHRleHQgeD0iMzEyLjAiIHk9IjIwMyIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMSI+MCBjbGFzaGVzPC90ZXh0Pgo8cmVjdCB4PSIzNjYiIHk9IjE2MiIgd2lkdGg9IjEwOCIgaGVpZ2h0PSI1MCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjQyMC4wIiB5PSIxODYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPkggMjA8L3RleHQ+Cjx0ZXh0IHg9IjQyMC4wIiB5PSIyMDMiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPjIgY2xhc2hlczwvdGV4dD4KPHJlY3QgeD0iNDc0IiB5PSIxNjIiIHdpZHRoPSIxMDgiIGhlaWdodD0iNTAiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIzIi8+Cjx0ZXh0IHg9IjUyOC4wIiB5PSIxODYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPkggMTA8L3RleHQ+Cjx0ZXh0IHg9IjUyOC4wIiB5PSIyMDMiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPjU4IGNsYXNoZXM8L3RleHQ+CjxyZWN0IHg9IjU4MiIgeT0iMTYyIiB3aWR0aD0iMTA4IiBoZWlnaHQ9IjUwIiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iNjM2LjAiIHk9IjE4NiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+SCAxMDwvdGV4dD4KPHRleHQgeD0iNjM2LjAiIHk9IjIwMyIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMSI+MjMgY2xhc2hlczwvdGV4dD4KPHJlY3QgeD0iMjgiIHk9IjIxMiIgd2lkdGg9IjEyMiIgaGVpZ2h0PSI1MCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iMzYiIHk9IjI0MiIgZm9udC1zaXplPSIxMSIgZm9udC13ZWlnaHQ9IjYwMCI+U1RSIENvbHVtbnM8L3RleHQ+CjxyZWN0IHg9IjE1MCIgeT0iMjEyIiB3aWR0aD0iMTA4IiBoZWlnaHQ9IjUwIiBmaWxsPSIjZDBkN2UyIiBzdHJva2U9IiNmZmZmZmYiLz4KPHJlY3QgeD0iMjU4IiB5PSIyMTIiIHdpZHRoPSIxMDgiIGhlaWdodD0iNTAiIGZpbGw9IiNkMGQ3ZTIiIHN0cm9rZT0iI2ZmZmZmZiIvPgo8cmVjdCB4PSIzNjYiIHk9IjIxMiIgd2lkdGg9IjEwOCIgaGVpZ2h0PSI1MCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjQyMC4wIiB5PSIyMzYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNjOThhMTIiPkQgMTwvdGV4dD4KPHRleHQgeD0iNDIwLjAiIHk9IjI1MyIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMSI+MCBjbGFzaGVzPC90ZXh0Pgo8cmVjdCB4PSI0NzQiIHk9IjIxMiIgd2lkdGg9IjEwOCIgaGVpZ2h0PSI1MCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjUyOC4wIiB5PSIyMzYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPkggMTA8L3RleHQ+Cjx0ZXh0IHg9IjUyOC4wIiB5PSIyNTMiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPjkgY2xhc2hlczwvdGV4dD4KPHJlY3QgeD0iNTgyIiB5PSIyMTIiIHdpZHRoPSIxMDgiIGhlaWdodD0iNTAiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSI2MzYuMCIgeT0iMjM2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj5IIDEwPC90ZXh0Pgo8dGV4dCB4PSI2MzYuMCIgeT0iMjUzIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjExIj40IGNsYXNoZXM8L3RleHQ+CjxyZWN0IHg9IjI4IiB5PSIyNjIiIHdpZHRoPSIxMjIiIGhlaWdodD0iNTAiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjM2IiB5PSIyOTIiIGZvbnQtc2l6ZT0iMTEiIGZvbnQtd2VpZ2h0PSI2MDAiPkhWQUMgRHVjdHM8L3RleHQ+CjxyZWN0IHg9IjE1MCIgeT0iMjYyIiB3aWR0aD0iMTA4IiBoZWlnaHQ9IjUwIiBmaWxsPSIjZDBkN2UyIiBzdHJva2U9IiNmZmZmZmYiLz4KPHJlY3QgeD0iMjU4IiB5PSIyNjIiIHdpZHRoPSIxMDgiIGhlaWdodD0iNTAiIGZpbGw9IiNkMGQ3ZTIiIHN0cm9rZT0iI2ZmZmZmZiIvPgo8cmVjdCB4PSIzNjYiIHk9IjI2MiIgd2lkdGg9IjEwOCIgaGVpZ2h0PSI1MCIgZmlsbD0iI2QwZDdlMiIgc3Ryb2tlPSIjZmZmZmZmIi8+CjxyZWN0IHg9IjQ3NCIgeT0iMjYyIiB3aWR0aD0iMTA4IiBoZWlnaHQ9IjUwIiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iNTI4LjAiIHk9IjI4NiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+SCAwPC90ZXh0Pgo8dGV4dCB4PSI1MjguMCIgeT0iMzAzIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjExIj4xMiBjbGFzaGVzPC90ZXh0Pgo8cmVjdCB4PSI1ODIiIHk9IjI2MiIgd2lkdGg9IjEwOCIgaGVpZ2h0PSI1MCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjYzNi4wIiB5PSIyODYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMwYjZlNjkiPkMgNTA8L3RleHQ+Cjx0ZXh0IHg9IjYzNi4wIiB5PSIzMDMiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTEiPjg2IGNsYXNoZXM8L3RleHQ+CjxyZWN0IHg9IjI4IiB5PSIzMTIiIHdpZHRoPSIxMjIiIGhlaWdodD0iNTAiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjM2IiB5PSIzNDIiIGZvbnQtc2l6ZT0iMTEiIGZvbnQtd2VpZ2h0PSI2MDAiPlBMQiBQaXBlczwvdGV4dD4KPHJlY3QgeD0iMTUwIiB5PSIzMTIiIHdpZHRoPSIxMDgiIGhlaWdodD0iNTAiIGZpbGw9IiNkMGQ3ZTIiIHN0cm9rZT0iI2ZmZmZmZiIvPgo8cmVjdCB4PSIyNTgiIHk9IjMxMiIgd2lkdGg9IjEwOCIgaGVpZ2h0PSI1MCIgZmlsbD0iI2QwZDdlMiIgc3Ryb2tlPSIjZmZmZmZmIi8+CjxyZWN0IHg9IjM2NiIgeT0iMzEyIiB3aWR0aD0iMTA4IiBoZWlnaHQ9IjUwIiBmaWxsPSIjZDBkN2UyIiBzdHJva2U9IiNmZmZmZmYiLz4KPHJlY3QgeD0iNDc0IiB5PSIzMTIiIHdpZHRoPSIxMDgiIGhlaWdodD0iNTAiIGZpbGw9IiNkMGQ3ZTIiIHN0cm9rZT0iI2ZmZmZmZiIvPgo8cmVjdCB4PSI1ODIiIHk9IjMxMiIgd2lkdGg9IjEwOCIgaGVpZ2h0PSI1MCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjYzNi4wIiB5PSIzMzYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPkggMDwvdGV4dD4KPHRleHQgeD0iNjM2LjAiIHk9IjM1MyIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMSI+NyBjbGFzaGVzPC90ZXh0Pgo8dGV4dCB4PSIyOCIgeT0iMzkyIiBmb250LXNpemU9IjEyIj48dHNwYW4gZmlsbD0iIzEyNTdhMCIgZm9udC13ZWlnaHQ9IjYwMCI+SDwvdHNwYW4+OiBoYXJkIMK3IDx0c3BhbiBmaWxsPSIjMGI2ZTY5IiBmb250LXdlaWdodD0iNjAwIj5DPC90c3Bhbj46IGNsZWFyYW5jZSDCtyA8dHNwYW4gZmlsbD0iI2M5OGExMiIgZm9udC13ZWlnaHQ9IjYwMCI+RDwvdHNwYW4+OiBkdXBsaWNhdGUgwrcgZ3JleSBjZWxsczogdGhlIHN5bW1ldHJpY2FsIGhhbGY8L3RleHQ+CjxwYXRoIGQ9Ik03MDAgNjBWNDI4IiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iNzEyIiB5PSI5OCIgZm9udC13ZWlnaHQ9IjYwMCI+Q2VsbDwvdGV4dD4KPHRleHQgeD0iNzEyIiB5PSIxMjAiIGZvbnQtc2l6ZT0iMTIiPlNUUiBTbGFicyDDlyBIVkFDIER1Y3RzPC90ZXh0Pgo8dGV4dCB4PSI3MTIiIHk9IjE0NiIgZm9udC1zaXplPSIxMiI+VHlwZTwvdGV4dD4KPHJlY3QgeD0iNzEyIiB5PSIxNTIiIHdpZHRoPSIyMjAiIGhlaWdodD0iMjYiIHJ4PSI0IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSI3MjAiIHk9IjE3MCIgZm9udC1zaXplPSIxMiI+SGFyZDwvdGV4dD4KPHRleHQgeD0iNzEyIiB5PSIxOTgiIGZvbnQtc2l6ZT0iMTIiPlRvbGVyYW5jZSwgbW08L3RleHQ+CjxyZWN0IHg9IjcxMiIgeT0iMjA0IiB3aWR0aD0iMjIwIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iNzIwIiB5PSIyMjIiIGZvbnQtc2l6ZT0iMTIiPjEwPC90ZXh0Pgo8dGV4dCB4PSI3MTIiIHk9IjI1MCIgZm9udC1zaXplPSIxMiI+UHJpb3JpdHk8L3RleHQ+CjxyZWN0IHg9IjcxMiIgeT0iMjU2IiB3aWR0aD0iMjIwIiBoZWlnaHQ9IjI2IiByeD0iNCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+PHRleHQgeD0iNzIwIiB5PSIyNzQiIGZvbnQtc2l6ZT0iMTIiPkhpZ2g8L3RleHQ+Cjx0ZXh0IHg9IjcxMiIgeT0iMzAyIiBmb250LXNpemU9IjEyIj5Bc3NpZ25lZTwvdGV4dD4KPHJlY3QgeD0iNzEyIiB5PSIzMDgiIHdpZHRoPSIyMjAiIGhlaWdodD0iMjYiIHJ4PSI0IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSI3MjAiIHk9IjMyNiIgZm9udC1zaXplPSIxMiI+SFZBQyBkaXNjaXBsaW5lPC90ZXh0Pgo8cmVjdCB4PSI4MjIiIHk9IjM1NCIgd2lkdGg9IjExMCIgaGVpZ2h0PSIzMCIgcng9IjQiIGZpbGw9IiMwYjZlNjkiLz48dGV4dCB4PSI4NzciIHk9IjM3NCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iI2ZmZmZmZiIgZm9udC13ZWlnaHQ9IjYwMCI+QXBwbHk8L3RleHQ+CjwvZz4KPC9zdmc+Cg==");

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
90236(module) {
module.exports = JSON.parse('{"id":"control-guide/collision-matrix","title":"Collision matrix","description":"The Collision matrix window of Tessera Control: element groups, the hard, clearance and duplicate check types, tolerances in millimetres, clash merging and exclusions.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/collision-matrix.md","sourceDirName":"control-guide","slug":"/control-guide/collision-matrix","permalink":"/en/control/control-guide/collision-matrix","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/collision-matrix.md","tags":[],"version":"current","lastUpdatedAt":1795688130000,"sidebarPosition":3,"frontMatter":{"title":"Collision matrix","shortTitle":"Matrix","description":"The Collision matrix window of Tessera Control: element groups, the hard, clearance and duplicate check types, tolerances in millimetres, clash merging and exclusions.","order":3,"icon":"collision","author":[{"name":"Sergey Pavlov"}],"date":"2026-09-29","categories":["Guide"],"tessera_tags":["clashes","collision matrix","tolerance","model checking"],"sidebar_label":"Matrix","sidebar_position":3,"reading_time":{"words":1246,"minutes":6.23},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"element-groups":"группы-элементов","matrix-cells":"ячейки-матрицы","check-types-and-tolerances":"типы-проверок-и-допуски","setting-up-a-cell":"настройка-ячейки","matrix-settings":"параметры-матрицы","exchanging-a-matrix-through-excel":"обмен-матрицей-через-excel","limits":"ограничения","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Validation trees","permalink":"/en/control/control-guide/validation-trees"},"next":{"title":"Analysis results","permalink":"/en/control/control-guide/analysis-results"}}')

},

};
;