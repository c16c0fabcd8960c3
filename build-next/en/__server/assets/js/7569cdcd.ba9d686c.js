"use strict";
exports.ids = ["8685"];
exports.modules = {
8209(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_howto_complex_tests_md_756_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_howto_complex_tests_md_756_json__rspack_import_0 = __webpack_require__(12057);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Compound checks',
	description: 'How to build a Tessera Control check out of several conditions: queries with AND, OR and NOT, clearance checks, clash merging, duplicate search, nested validation trees, batch runs and common recipes.',
	order: 3,
	icon: 'layers',
	author: [
		{
			name: 'Alexey Gromov'
		}
	],
	date: '2026-10-20',
	categories: [
		'Tutorial'
	],
	tessera_tags: [
		'compound checks',
		'queries',
		'clearance',
		'duplicates',
		'validation trees',
		'recipes'
	],
	sidebar_position: 3,
	reading_time: {
		words: 1925,
		minutes: 9.625
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'what-a-check-is-built-from': 'из-чего-собирается-проверка',
		'and-or-not-conditions': 'условия-и-или-не',
		'clearance-checks': 'проверки-с-зазором',
		'merging-clashes': 'объединение-коллизий',
		duplicates: 'дубликаты',
		'nested-validation-trees': 'вложенные-деревья-проверок',
		'batch-runs': 'пакетный-запуск',
		'common-recipes': 'типовые-рецепты',
		'building-services-and-structures': 'инженерные-сети-и-конструкции',
		'openings-and-opening-requests': 'проёмы-и-задания-на-отверстия',
		elevations: 'отметки',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What a check is built from",
  "id": "what-a-check-is-built-from",
  "level": 2
}, {
  "value": "AND, OR, NOT conditions",
  "id": "and-or-not-conditions",
  "level": 2
}, {
  "value": "Clearance checks",
  "id": "clearance-checks",
  "level": 2
}, {
  "value": "Merging clashes",
  "id": "merging-clashes",
  "level": 2
}, {
  "value": "Duplicates",
  "id": "duplicates",
  "level": 2
}, {
  "value": "Nested validation trees",
  "id": "nested-validation-trees",
  "level": 2
}, {
  "value": "Batch runs",
  "id": "batch-runs",
  "level": 2
}, {
  "value": "Common recipes",
  "id": "common-recipes",
  "level": 2
}, {
  "value": "Building services and structures",
  "id": "building-services-and-structures",
  "level": 3
}, {
  "value": "Openings and opening requests",
  "id": "openings-and-opening-requests",
  "level": 3
}, {
  "value": "Elevations",
  "id": "elevations",
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
    admonition: "admonition",
    code: "code",
    em: "em",
    h2: "h2",
    h3: "h3",
    img: "img",
    li: "li",
    ol: "ol",
    p: "p",
    pre: "pre",
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
      children: "Requirements for a model rarely fit into one condition. \"Ducts run no closer than 50 mm to beams\", \"fire doors on escape routes have a fire resistance of at least EI 30\", \"every opening request has been carried out in the structure\": behind each such sentence there are several queries, a matrix cell with the right check type and validation tree rules, put together into one structure. This tutorial shows how to build a compound check out of the simple parts of Tessera Control, how to run many checks in one analysis, and how not to drown in the results."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["It assumes you have already done your first check as described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-howto/getting-started/",
        children: "Getting started"
      }), " and know the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/validation-trees/",
        children: "Validation trees"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/collision-matrix/",
        children: "Collision matrix"
      }), " windows."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "A compound check: query conditions joined by AND, OR and NOT select a group of ducts; a 50 mm Clearance cell finds a duct 38 mm from a beam; a nested validation tree inherits the scope of its folders",
        src: (__webpack_require__(19361)/* ["default"] */.A) + "",
        width: "900",
        height: "380"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-a-check-is-built-from",
      children: "What a check is built from"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Part"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where it is set"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it brings to a compound check"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Saved query"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The project's queries"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Selecting elements by conditions joined by AND, OR, NOT and brackets"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Matrix group"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
              children: "Analysis → Collision matrix → Groups"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A set of elements from a model, a query or a tree node"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Matrix cell"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Cell"
            }), " panel"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The type (hard, clearance, duplicate) and the tolerance in millimetres"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Folder scope"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Validation tree"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A condition every rule inside the folder inherits"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rule"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Validation tree"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A requirement for a property: filled in, comparison, list, pattern, formula, forbidden"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Analysis"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Analyses"
            }), " tab"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Runs several trees and matrices on the chosen model versions"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Geometric requirements are built in the collision matrix, data requirements in validation trees. If a requirement concerns both, split it: a cell checks the geometry, and a rule with the same scope checks the properties of the elements in the group."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "and-or-not-conditions",
      children: "AND, OR, NOT conditions"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Query conditions are joined by the operators ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "AND"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "OR"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "NOT"
      }), ". NOT is applied first, then AND, then OR; to avoid guessing the order, always use brackets."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Values with a dimension are stored in SI units: lengths in metres, areas in m², volumes in m³. A 250 mm wall has the thickness ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0.25"
      }), ", so \"thicker than 200 mm\" is written ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Thickness > 0.2"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Requirement"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Query condition"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ducts with fittings"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Discipline = HVAC AND (IFC class = IfcDuctSegment OR IFC class = IfcDuctFitting)"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Load-bearing walls thicker than 200 mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Category = Walls AND Load-bearing = Yes AND Thickness > 0.2"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Plumbing pipes except sewerage"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Discipline = PLB AND IFC class = IfcPipeSegment AND NOT System = \"K1\""
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Beams except steel ones"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Discipline = STR AND IFC class = IfcBeam AND NOT Material = \"Steel S255\""
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["An element that has no such property at all does not satisfy the condition ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Material = \"Steel S255\""
        }), ", so the condition with NOT selects it. If the model has beams without a material, they end up in the group \"except steel ones\". Check every group with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Show elements"
        }), ", and control that the property is filled in with a separate ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Filled in"
        }), " rule."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "In a validation tree one rule checks one property, so the logic of a complex requirement is laid out in the structure of the tree:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Logic of the requirement"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "How to build it"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "and"
            }), " B"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Two rules in one folder: a violation of each is visible separately"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "If A, then B"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A folder with the scope A, and the rule B inside it"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "or"
            }), " B"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "List of values"
            }), " rule, or a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Formula"
            }), " rule with nested ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IF"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "There must be no A"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Forbidden"
            }), " rule with the scope A"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For example, the requirement \"fire doors have a fire resistance of at least EI 30\" is built like this: a folder with the scope ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "IFC class = IfcDoor AND Fire door = Yes"
      }), ", and in it a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Filled in"
      }), " rule for the property ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Fire resistance"
      }), " and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "List of values"
      }), " rule with \"EI 30\", \"EI 45\" and \"EI 60\"."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "clearance-checks",
      children: "Clearance checks"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A hard check only finds intersecting solids. When codes or installation require a distance between elements, you need a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Clearance"
      }), " cell: any distance between the surfaces smaller than the tolerance counts as a clash, intersections included."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Create the groups \"HVAC Ducts\" and \"STR Beams\" (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Discipline = STR AND IFC class = IfcBeam"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In the matrix, click the cell where they meet and choose the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Type"
        }), " \"Clearance\" and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Tolerance"
        }), " of 50 mm."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In the matrix ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Settings"
        }), ", make sure ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Include insulation"
        }), " is on; otherwise the clearance is measured from the duct's metal, not from the surface of its insulation."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run the analysis and sort the cell in the results window by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Depth / clearance"
        }), " column: intersections and the smallest clearances come first."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Pair of groups"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tolerance, mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Note"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HVAC Ducts × STR Beams"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Clearance"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "50"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Room to fit hangers and insulation"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HVAC Ducts × PLB Pipes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Clearance"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "30"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Services crossing in corridors"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ELE Trays × PLB Pipes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Clearance"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "100"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No trays under water pipes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HVAC Ducts × STR Columns"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hard"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Touching a column is allowed, passing through it is not"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The values in the table are a starting point; check them against the design brief. The clearance tolerance is 1 to 1,000 mm, 50 mm by default. Clearance checks find several times more results than hard ones, so turn them on once the hard clashes are mostly dealt with."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "merging-clashes",
      children: "Merging clashes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "One duct run through a row of beams gives a dozen clashes with one cause. To write one issue for them, set up merging."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.th, {
            children: ["Mode (matrix ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Settings"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What is merged"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "When to choose it"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "By element"
            }), " (default)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All clashes of one element in the cell"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Long runs: ducts, pipes, cable trays"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "By distance"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Clashes whose centres are closer than the radius (100–5,000 mm, 500 by default)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Junctions where several systems meet at one point"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Do not merge"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Nothing"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Point checks: columns, embedded parts"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["In the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-results/",
        children: "analysis results window"
      }), ", turn on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Group"
      }), " by merge group, select a group and create an issue: all its clashes change to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Reviewed"
      }), " together. For a report by floor or by assignee, group by floor or by assignee: this only changes how the table looks and does not affect issues."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "duplicates",
      children: "Duplicates"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Duplicates are elements of the same IFC class that coincide in position and shape. You cannot see them in the 3D view, but they double the quantities in schedules and in Tessera Value."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Set the type ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Duplicate"
        }), " with a 1 mm tolerance on the diagonal of the matrix for large groups: \"ARC Walls\", \"STR Columns\", \"STR Slabs\"."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["To find elements modelled in two disciplines, set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Duplicate"
        }), " with a 10 mm tolerance in the cell \"ARC Columns × STR Columns\": columns the architect copied from the structural model show up in the results."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Do not put a hard check on the diagonal of the group \"ARC All\": it runs into the limit of 10,000 clashes per cell on walls touching slabs."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The duplicate tolerance is 0 to 10 mm. If duplicates appeared after floors were copied, ask the model's author to delete the copies and to check the repeated GlobalIds in the import report."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "nested-validation-trees",
      children: "Nested validation trees"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Folders of a validation tree can be nested up to 10 levels deep. A nested folder's scope narrows its parent's: an element is checked by a rule only if it passes the conditions of every folder on the way to it. One condition is then written once instead of being repeated in every rule."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        children: "Client requirements for the digital information model\n├─ General requirements       (scope: all elements)\n│  ├─ KSI code filled in\n│  └─ No IfcBuildingElementProxy elements\n├─ Structures                 (scope: Discipline = STR)\n│  ├─ Concrete                (scope: Material contains a concrete class)\n│  │  ├─ Concrete class from the list B25, B30, B40\n│  │  └─ FSBTs code filled in\n│  └─ Steel                   (scope: IFC class = IfcBeam OR IFC class = IfcColumn)\n└─ Building services          (scope: Discipline = HVAC OR Discipline = PLB)\n   └─ The System property filled in\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Create the top-level folders by the sections of the requirements, as in the brief."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Set the scope at the highest level where it is shared by all the rules inside."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "In nested folders, add only the refining condition."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Check every rule with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Check on model"
        }), ": the number of elements checked must match what you expect."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Keep requirements of different origin in different trees: \"Client requirements\", \"Organisation standard\", \"Classification\". A project can have up to 50 trees with up to 2,000 rules each; any combination of them can be chosen for an analysis, and the compliance percentage is counted for every folder."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "batch-runs",
      children: "Batch runs"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "One analysis runs every ticked validation tree and collision matrix on all the chosen models: up to 30 models and 5 million elements."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Analyses"
        }), " tab, click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "New analysis"
        }), " and tick the models of every discipline."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Tick the trees and matrices you need, for example \"Client requirements for the model\", \"MEP × STR\" and \"ARC–HVAC — weekly coordination\"."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the previous analysis in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Continues"
        }), " field to carry over the statuses."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Run"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For a regular check, set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Repeat the analysis automatically"
      }), " in the project settings with this analysis as the reference, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Delay"
      }), " (15–240 minutes, 30 by default). Together with a nightly upload by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tessera-sync.exe"
      }), " utility, this gives finished results by the morning. No more than two analyses of one project run at a time; for buildings over 5 million elements, make a separate analysis for each building block."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "common-recipes",
      children: "Common recipes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "building-services-and-structures",
      children: "Building services and structures"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Build a matrix \"MEP × STR\" with groups for the HVAC, PLB and ELE disciplines and the groups \"STR Beams\", \"STR Columns\", \"STR Walls\" and \"STR Slabs\". Check services crossing walls and slabs with a hard check and a 10 mm tolerance, and their distance to beams with a 50 mm clearance check. Leave ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Ignore openings and fillings"
      }), " on: a service passing through a cut opening is then not a clash, and every clash found means an opening the structure does not have."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "openings-and-opening-requests",
      children: "Openings and opening requests"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "If the building services disciplines pass opening requests to the structural engineers as model elements, check whether they have been carried out:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Create the group \"HVAC Requests\" with the condition ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Discipline = HVAC AND Type name = \"Opening request\""
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Set the cells \"HVAC Requests × STR Walls\" and \"HVAC Requests × STR Slabs\" to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Hard"
        }), " with a 5 mm tolerance."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Every clash is a request with no opening under it in the structure yet. When the structural engineer cuts the opening, the clash becomes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Fixed"
        }), " at the repeat analysis."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In a validation tree, add a folder with the same scope and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Filled in"
        }), " rules for the request's dimensions and elevation."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "elevations",
      children: "Elevations"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Installation heights and level elevations are checked by tree rules. Elevations, like every length, are stored in metres:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Requirement"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Rule"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The bottom of ducts in corridors is at least 2,200 mm above the floor"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A calculated property ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "[Bottom elevation] - [Level elevation]"
            }), " and a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Comparison"
            }), " rule \"at least 2.2\" in a folder scoped to ducts"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An element does not go below its level"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Formula"
            }), " rule ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IF([Bottom elevation] - [Level elevation] < -0.05; 0; 1)"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Levels are the same in every model"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "List of values"
            }), " rule for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Level elevation"
            }), " with the project's elevations: 0, 3.3, 6.6, 9.9"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Calculated properties are created in the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/formula-editor/",
        hrefLang: "ru",
        children: "formula editor"
      }), " (in Russian)", " and, once saved, are available in validation trees just like the properties from the model."]
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
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The clash limit of the cell has been reached\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The groups are too wide or the tolerance is too small"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Narrow the groups with a query, or use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Duplicate"
            }), " on the diagonal"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The rule's scope is empty\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The conditions of the nested folders together select nothing"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check each folder in turn with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Check on model"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A group with NOT selects too much"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Elements without the property pass a condition with NOT"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Add a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Filled in"
            }), " rule, or a condition that the value exists"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The limit of 5 million elements has been exceeded\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Too many models are selected for the batch"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Split the analysis by building or section"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The analysis stays ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Queued"
            }), " for a long time"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Two analyses of the project are already running"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Wait for your turn, or cancel a run you do not need"
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
          href: "/control/control-guide/collision-matrix/",
          children: "Collision matrix"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/projects-window/",
          children: "The Projects window in Tessera Control"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/formula-editor/",
          hrefLang: "ru",
          children: "Formula editor"
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
19361(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI5MDAiIGhlaWdodD0iMzgwIiB2aWV3Qm94PSIwIDAgOTAwIDM4MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJBIGNvbXBvdW5kIGNoZWNrOiBxdWVyeSBjb25kaXRpb25zLCBhIGNsZWFyYW5jZSBjaGVjayBhbmQgYSBuZXN0ZWQgdmFsaWRhdGlvbiB0cmVlIj48dGl0bGU+QSBjb21wb3VuZCBjaGVjazogcXVlcnkgY29uZGl0aW9ucywgYSBjbGVhcmFuY2UgY2hlY2sgYW5kIGEgbmVzdGVkIHZhbGlkYXRpb24gdHJlZTwvdGl0bGU+PGRlZnM+PG1hcmtlciBpZD0iYSIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iNyIgbWFya2VySGVpZ2h0PSI3IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzRhNTI2MCIvPjwvbWFya2VyPjxwYXR0ZXJuIGlkPSJoIiB3aWR0aD0iOCIgaGVpZ2h0PSI4IiBwYXR0ZXJuVW5pdHM9InVzZXJTcGFjZU9uVXNlIiBwYXR0ZXJuVHJhbnNmb3JtPSJyb3RhdGUoNDUpIj48cmVjdCB3aWR0aD0iOCIgaGVpZ2h0PSI4IiBmaWxsPSIjZDBkN2UyIi8+PGxpbmUgeDE9IjAiIHkxPSIwIiB4Mj0iMCIgeTI9IjgiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIxIi8+PC9wYXR0ZXJuPjwvZGVmcz48cmVjdCB3aWR0aD0iOTAwIiBoZWlnaHQ9IjM4MCIgZmlsbD0iI2ZmZmZmZiIvPjx0ZXh0IHg9IjIwIiB5PSIzMCIgZm9udC1zaXplPSIxNiIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+QSBjb21wb3VuZCBjaGVjayBpbiB0aHJlZSBwYXJ0czwvdGV4dD48cmVjdCB4PSIyMCIgeT0iNDYiIHdpZHRoPSIyODAiIGhlaWdodD0iMzAwIiByeD0iOCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIiBzdHJva2Utd2lkdGg9IjEuNSIvPjx0ZXh0IHg9IjM0IiB5PSI3MCIgZm9udC1zaXplPSIxNCIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+MS4gUXVlcnkgY29uZGl0aW9uczwvdGV4dD48cmVjdCB4PSIzMTAiIHk9IjQ2IiB3aWR0aD0iMjgwIiBoZWlnaHQ9IjMwMCIgcng9IjgiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIgc3Ryb2tlLXdpZHRoPSIxLjUiLz48dGV4dCB4PSIzMjQiIHk9IjcwIiBmb250LXNpemU9IjE0IiBmaWxsPSIjMTAyNDNlIiBmb250LXdlaWdodD0iNjAwIj4yLiBBIENsZWFyYW5jZSBjZWxsPC90ZXh0PjxyZWN0IHg9IjYwMCIgeT0iNDYiIHdpZHRoPSIyODAiIGhlaWdodD0iMzAwIiByeD0iOCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIiBzdHJva2Utd2lkdGg9IjEuNSIvPjx0ZXh0IHg9IjYxNCIgeT0iNzAiIGZvbnQtc2l6ZT0iMTQiIGZpbGw9IiMxMDI0M2UiIGZvbnQtd2VpZ2h0PSI2MDAiPjMuIEEgbmVzdGVkIHRyZWU8L3RleHQ+PHJlY3QgeD0iMzYiIHk9Ijg0IiB3aWR0aD0iMjQ4IiBoZWlnaHQ9IjI4IiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjEuNSIvPjx0ZXh0IHg9IjQ2IiB5PSIxMDMiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiMxMDI0M2UiPkRpc2NpcGxpbmUgPSBIVkFDPC90ZXh0PjxyZWN0IHg9IjM2IiB5PSIxMTgiIHdpZHRoPSIyMCIgaGVpZ2h0PSIyMCIgcng9IjEwIiBmaWxsPSIjMTI1N2EwIi8+PHRleHQgeD0iNDYiIHk9IjEzMiIgZm9udC1zaXplPSIxMSIgZmlsbD0iI2ZmZmZmZiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjcwMCI+QU5EPC90ZXh0PjxyZWN0IHg9IjM2IiB5PSIxNDQiIHdpZHRoPSIyNDgiIGhlaWdodD0iOTYiIHJ4PSI2IiBmaWxsPSJub25lIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS1kYXNoYXJyYXk9IjQgMyIvPjxyZWN0IHg9IjQ2IiB5PSIxNTIiIHdpZHRoPSIyMjgiIGhlaWdodD0iMjgiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMS41Ii8+PHRleHQgeD0iNTYiIHk9IjE3MSIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzEwMjQzZSI+SUZDIGNsYXNzID0gSWZjRHVjdFNlZ21lbnQ8L3RleHQ+PHJlY3QgeD0iNDYiIHk9IjE4NCIgd2lkdGg9IjM2IiBoZWlnaHQ9IjIwIiByeD0iMTAiIGZpbGw9IiMwYjZlNjkiLz48dGV4dCB4PSI2NCIgeT0iMTk4IiBmb250LXNpemU9IjExIiBmaWxsPSIjZmZmZmZmIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNzAwIj5PUjwvdGV4dD48cmVjdCB4PSI0NiIgeT0iMjA2IiB3aWR0aD0iMjI4IiBoZWlnaHQ9IjI4IiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjEuNSIvPjx0ZXh0IHg9IjU2IiB5PSIyMjUiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiMxMDI0M2UiPklGQyBjbGFzcyA9IElmY0R1Y3RGaXR0aW5nPC90ZXh0PjxyZWN0IHg9IjM2IiB5PSIyNDYiIHdpZHRoPSI0NCIgaGVpZ2h0PSIyMCIgcng9IjEwIiBmaWxsPSIjYjMyNjFlIi8+PHRleHQgeD0iNTgiIHk9IjI2MCIgZm9udC1zaXplPSIxMSIgZmlsbD0iI2ZmZmZmZiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjcwMCI+QU5EIE5PVDwvdGV4dD48cmVjdCB4PSIzNiIgeT0iMjcwIiB3aWR0aD0iMTUwIiBoZWlnaHQ9IjI4IiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjEuNSIvPjx0ZXh0IHg9IjQ2IiB5PSIyODkiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiMxMDI0M2UiPlRlbXBvcmFyeSA9IFllczwvdGV4dD48cmVjdCB4PSIzNiIgeT0iMzEyIiB3aWR0aD0iMjQ4IiBoZWlnaHQ9IjI4IiByeD0iNCIgZmlsbD0iIzEyNTdhMCIvPjx0ZXh0IHg9IjE2MCIgeT0iMzMxIiBmb250LXNpemU9IjEyIiBmaWxsPSIjZmZmZmZmIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNjAwIj5Hcm91cCAiSFZBQyBEdWN0cyI8L3RleHQ+PGxpbmUgeDE9IjExMSIgeTE9IjI5OCIgeDI9IjExMSIgeTI9IjMxMCIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjEuNSIgbWFya2VyLWVuZD0idXJsKCNhKSIvPjxyZWN0IHg9IjUzNiIgeT0iNTYiIHdpZHRoPSI0MiIgaGVpZ2h0PSIyMiIgcng9IjQiIGZpbGw9IiNjOThhMTIiLz48dGV4dCB4PSI1NTciIHk9IjcyIiBmb250LXNpemU9IjEyIiBmaWxsPSIjZmZmZmZmIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNzAwIj5DIDUwPC90ZXh0PjxyZWN0IHg9IjM1MCIgeT0iOTYiIHdpZHRoPSIyMDAiIGhlaWdodD0iNzAiIGZpbGw9InVybCgjaCkiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIxLjUiLz48dGV4dCB4PSI0NTAiIHk9IjkwIiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5TVFIgQmVhbTwvdGV4dD48cmVjdCB4PSIzODAiIHk9IjIwNCIgd2lkdGg9IjE0MCIgaGVpZ2h0PSI2MCIgcng9IjIiIGZpbGw9Im5vbmUiIHN0cm9rZT0iIzBiNmU2OSIgc3Ryb2tlLXdpZHRoPSIxLjUiIHN0cm9rZS1kYXNoYXJyYXk9IjUgMyIvPjxyZWN0IHg9IjM5MCIgeT0iMjE0IiB3aWR0aD0iMTIwIiBoZWlnaHQ9IjQwIiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPjx0ZXh0IHg9IjQ1MCIgeT0iMjM5IiBmb250LXNpemU9IjEyIiBmaWxsPSIjMTI1N2EwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5IVkFDIER1Y3Q8L3RleHQ+PHRleHQgeD0iNTI2IiB5PSIyNzYiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMwYjZlNjkiPmluc3VsYXRpb248L3RleHQ+PGxpbmUgeDE9IjQ3MCIgeTE9IjE2OCIgeDI9IjQ3MCIgeTI9IjIwMiIgc3Ryb2tlPSIjYjMyNjFlIiBzdHJva2Utd2lkdGg9IjEuNSIvPjxsaW5lIHgxPSI0NjIiIHkxPSIxNjYiIHgyPSI0NzgiIHkyPSIxNjYiIHN0cm9rZT0iI2IzMjYxZSIgc3Ryb2tlLXdpZHRoPSIxLjUiLz48bGluZSB4MT0iNDYyIiB5MT0iMjA0IiB4Mj0iNDc4IiB5Mj0iMjA0IiBzdHJva2U9IiNiMzI2MWUiIHN0cm9rZS13aWR0aD0iMS41Ii8+PHRleHQgeD0iNDgyIiB5PSIxOTAiIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiNiMzI2MWUiIGZvbnQtd2VpZ2h0PSI3MDAiPjM4IG1tPC90ZXh0Pjx0ZXh0IHg9IjMyNCIgeT0iMzAwIiBmb250LXNpemU9IjEyIiBmaWxsPSIjYjMyNjFlIiBmb250LXdlaWdodD0iNjAwIj5DbGFzaDogY2xlYXJhbmNlIHVuZGVyIDUwIG1tPC90ZXh0PjxwYXRoIGQ9Ik02MTYgODZoOGwzIDNoOXYxMWgtMjB6IiBmaWxsPSIjYzk4YTEyIi8+PHRleHQgeD0iNjQyIiB5PSI5NiIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+Q2xpZW50IHJlcXVpcmVtZW50cyBmb3IgdGhlIG1vZGVsPC90ZXh0PjxwYXRoIGQ9Ik02MzQgMTE0aDhsMyAzaDl2MTFoLTIweiIgZmlsbD0iI2M5OGExMiIvPjx0ZXh0IHg9IjY2MCIgeT0iMTI0IiBmb250LXNpemU9IjEyIiBmaWxsPSIjMTAyNDNlIiBmb250LXdlaWdodD0iNjAwIj5TdHJ1Y3R1cmVzPC90ZXh0PjxyZWN0IHg9IjY2MCIgeT0iMTMwIiB3aWR0aD0iOTMiIGhlaWdodD0iMTgiIHJ4PSI5IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMwYjZlNjkiLz48dGV4dCB4PSI2NjgiIHk9IjE0MyIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzBiNmU2OSI+RGlzY2lwbGluZSA9IFNUUjwvdGV4dD48cGF0aCBkPSJNNjUyIDE2MGg4bDMgM2g5djExaC0yMHoiIGZpbGw9IiNjOThhMTIiLz48dGV4dCB4PSI2NzgiIHk9IjE3MCIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+Q29uY3JldGU8L3RleHQ+PHJlY3QgeD0iNjc4IiB5PSIxNzYiIHdpZHRoPSIxMTQiIGhlaWdodD0iMTgiIHJ4PSI5IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMwYjZlNjkiLz48dGV4dCB4PSI2ODYiIHk9IjE4OSIgZm9udC1zaXplPSIxMSIgZmlsbD0iIzBiNmU2OSI+KyBjb25jcmV0ZSBjbGFzczwvdGV4dD48Y2lyY2xlIGN4PSI2NzgiIGN5PSIyMTIiIHI9IjUiIGZpbGw9IiMwYjZlNjkiLz48dGV4dCB4PSI2OTAiIHk9IjIxNiIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzEwMjQzZSI+Q29uY3JldGUgY2xhc3MgZnJvbSBsaXN0PC90ZXh0PjxjaXJjbGUgY3g9IjY3OCIgY3k9IjI0MCIgcj0iNSIgZmlsbD0iIzBiNmU2OSIvPjx0ZXh0IHg9IjY5MCIgeT0iMjQ0IiBmb250LXNpemU9IjEyIiBmaWxsPSIjMTAyNDNlIj5GU0JUcyBjb2RlIGZpbGxlZCBpbjwvdGV4dD48cGF0aCBkPSJNNjM0IDI2Mmg4bDMgM2g5djExaC0yMHoiIGZpbGw9IiNjOThhMTIiLz48dGV4dCB4PSI2NjAiIHk9IjI3MiIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+QnVpbGRpbmcgc2VydmljZXM8L3RleHQ+PHJlY3QgeD0iNjYwIiB5PSIyNzgiIHdpZHRoPSI3OSIgaGVpZ2h0PSIxOCIgcng9IjkiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzBiNmU2OSIvPjx0ZXh0IHg9IjY2OCIgeT0iMjkxIiBmb250LXNpemU9IjExIiBmaWxsPSIjMGI2ZTY5Ij5IVkFDIG9yIFBMQjwvdGV4dD48Y2lyY2xlIGN4PSI2NjAiIGN5PSIzMTQiIHI9IjUiIGZpbGw9IiMwYjZlNjkiLz48dGV4dCB4PSI2NzIiIHk9IjMxOCIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzEwMjQzZSI+IlN5c3RlbSIgZmlsbGVkIGluPC90ZXh0Pjx0ZXh0IHg9IjIwIiB5PSIzNjgiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPkEgbmVzdGVkIGZvbGRlcidzIHNjb3BlIG5hcnJvd3MgaXRzIHBhcmVudCdzOiB0aGUgY29uZGl0aW9ucyBhcmUgY29tYmluZWQgd2l0aCBBTkQ8L3RleHQ+PC9zdmc+");

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
12057(module) {
module.exports = JSON.parse('{"id":"control-howto/complex-tests","title":"Compound checks","description":"How to build a Tessera Control check out of several conditions: queries with AND, OR and NOT, clearance checks, clash merging, duplicate search, nested validation trees, batch runs and common recipes.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-howto/complex-tests.md","sourceDirName":"control-howto","slug":"/control-howto/complex-tests","permalink":"/en/control/control-howto/complex-tests","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-howto/complex-tests.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":3,"frontMatter":{"title":"Compound checks","description":"How to build a Tessera Control check out of several conditions: queries with AND, OR and NOT, clearance checks, clash merging, duplicate search, nested validation trees, batch runs and common recipes.","order":3,"icon":"layers","author":[{"name":"Alexey Gromov"}],"date":"2026-10-20","categories":["Tutorial"],"tessera_tags":["compound checks","queries","clearance","duplicates","validation trees","recipes"],"sidebar_position":3,"reading_time":{"words":1925,"minutes":9.625},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"what-a-check-is-built-from":"из-чего-собирается-проверка","and-or-not-conditions":"условия-и-или-не","clearance-checks":"проверки-с-зазором","merging-clashes":"объединение-коллизий","duplicates":"дубликаты","nested-validation-trees":"вложенные-деревья-проверок","batch-runs":"пакетный-запуск","common-recipes":"типовые-рецепты","building-services-and-structures":"инженерные-сети-и-конструкции","openings-and-opening-requests":"проёмы-и-задания-на-отверстия","elevations":"отметки","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Getting started","permalink":"/en/control/control-howto/getting-started"},"next":{"title":"BCF with other tools","permalink":"/en/control/control-howto/bcf-round-trips"}}')

},

};
;