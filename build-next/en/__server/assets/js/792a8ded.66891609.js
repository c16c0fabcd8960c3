"use strict";
exports.ids = ["5904"];
exports.modules = {
45519(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_validation_trees_md_792_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_validation_trees_md_792_json__rspack_import_0 = __webpack_require__(76631);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Validation trees',
	description: 'The Validation trees window of Tessera Control: folders and rules on element properties, rule types, checks of IFC property sets and of FSBTs and KSI codes, priorities, import and export of rules.',
	order: 2,
	icon: 'tree',
	author: [
		{
			name: 'Olga Nikitina'
		}
	],
	date: '2026-09-22',
	categories: [
		'Guide'
	],
	tessera_tags: [
		'validation trees',
		'rules',
		'properties',
		'classifiers',
		'IFC'
	],
	sidebar_position: 2,
	reading_time: {
		words: 1351,
		minutes: 6.755
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'parts-of-the-window': 'состав-окна',
		'folders-and-rules': 'папки-и-правила',
		'rule-types': 'типы-правил',
		'creating-a-rule': 'создание-правила',
		'check-results': 'результат-проверки',
		'import-and-export': 'импорт-и-экспорт',
		limits: 'ограничения',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Parts of the window",
  "id": "parts-of-the-window",
  "level": 2
}, {
  "value": "Folders and rules",
  "id": "folders-and-rules",
  "level": 2
}, {
  "value": "Rule types",
  "id": "rule-types",
  "level": 2
}, {
  "value": "Creating a rule",
  "id": "creating-a-rule",
  "level": 2
}, {
  "value": "Check results",
  "id": "check-results",
  "level": 2
}, {
  "value": "Import and export",
  "id": "import-and-export",
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
      children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "validation tree"
      }), " is a set of rules that the properties of model elements must satisfy. A client's information requirements for a model are usually worded exactly like that: \"every wall has its fire rating filled in\", \"every element has a KSI code from the approved classifier\", \"the model contains no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "IfcBuildingElementProxy"
      }), " elements\". In a validation tree each such requirement becomes a rule, and the rules are arranged in folders the same way as the clauses of the brief or the organisation's standard."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Unlike the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/collision-matrix/",
        children: "collision matrix"
      }), ", a validation tree does not look at geometry: it checks data. The result is a list of elements that broke the rules, with the actual and the expected value of the property. Violations, like clashes, get statuses and become issues."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Open the window with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Analysis → Validation trees"
      }), ". Trees are created and changed by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BIM coordinator"
      }), ", the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Project manager"
      }), " and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Administrator"
      }), "; the other members see them read-only."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The Validation trees window: the project&#39;s trees on the left, in the centre a tree with the folders &quot;General requirements&quot;, &quot;Walls&quot; and &quot;Classification&quot; and rules with priorities, on the right the editor of the selected rule with its scope, property, rule type and value",
        src: (__webpack_require__(29669)/* ["default"] */.A) + "",
        width: "960",
        height: "440"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "parts-of-the-window",
      children: "Parts of the window"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Part"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Purpose"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Tree list"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The project's trees, each with its number of rules and the date it was changed"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Structure"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The folders and rules of the selected tree, with check boxes to switch them on and off"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Rule editor"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The fields of the selected rule or folder"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Check on model"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A quick check of the selected rule on the versions open in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Model"
            }), " panel"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Import"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Export"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Exchanging a tree through an Excel file (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".xlsx"
            }), ")"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "folders-and-rules",
      children: "Folders and rules"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A folder groups rules and may set a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "scope"
      }), ": a saved ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-howto/how-queries-work/",
        hrefLang: "ru",
        children: "query"
      }), " (in Russian)", " that selects the elements. Every rule inside the folder inherits its scope: if the \"Walls\" folder has the scope ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "IFC class = IfcWall"
      }), ", a rule inside it only needs to name the property to check. A rule can narrow the inherited scope with its own condition, for example to external walls only."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Clearing the check box switches a rule or a whole folder off: the analysis skips it, and the results show it in grey marked \"Off\". This is a convenient way to set aside, for a while, a requirement the designers have not started to meet yet, without deleting it from the tree."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "rule-types",
      children: "Rule types"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it checks"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Example"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Filled in"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The property exists and is not empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Pset_WallCommon.FireRating"
            }), " is filled in"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Comparison"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The value is equal to, not equal to, greater or less than a given value"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Pset_WallCommon.ThermalTransmittance"
            }), " is at most 0.35"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "List of values"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The value is one of a list"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Material"
            }), " is \"Concrete B25\", \"Concrete B30\" or \"Concrete B40\""]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Classifier"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The value is an existing code of a classifier"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The KSI code exists in the classifier \"KSI — Building elements\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Pattern"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The value matches a regular expression"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["FSBTs code: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "^\\d{2}\\.\\d\\.\\d{2}\\.\\d{2}-\\d{4}$"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Uniqueness"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No other element of the scope has the same value"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Room number"
            }), " is unique within a floor"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Formula"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An expression of the formula editor returns true"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IF([Area] > 0; 1; 0)"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Forbidden"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The scope contains no elements at all"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Elements of the class ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IfcBuildingElementProxy"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Properties are chosen from the project's ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-howto/property-tree/",
        hrefLang: "ru",
        children: "property tree"
      }), " (in Russian)", ": IFC property sets (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Pset_…"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Qto_…"
      }), "), Revit parameters, values loaded by ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/excel-import/",
        hrefLang: "ru",
        children: "import from Excel"
      }), " (in Russian)", ", and calculated properties of the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/formula-editor/",
        hrefLang: "ru",
        children: "formula editor"
      }), " (in Russian)", ". Numbers without a dimension are compared as they are stored in the model. Values with a known dimension are converted to SI units on import and compared in them: lengths in metres, areas in m², volumes in m³, masses in kg, angles in degrees. A 250 mm wall has the thickness ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0.25"
      }), ", so a rule \"thicker than 200 mm\" compares with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0.2"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The classifier of a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Classifier"
      }), " rule must be loaded to the server or the project with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Home → Import → Excel"
      }), ". The rule checks not only that the code exists but also its level: you can require a code at or below a given level of the hierarchy, to reject codes that are too general, such as a section code instead of the code of a particular element."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "tip",
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "Codes from different classifiers often share one property. Check them with separate rules and separate scopes: for example, an FSBTs code pattern for structures and the KSI classifier for building services. (FSBTs is the Russian federal register of construction resource prices; KSI is the Russian construction information classifier.)"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "creating-a-rule",
      children: "Creating a rule"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Select a tree in the list, or create one with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create tree"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Select a folder and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Add rule"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Enter the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Name"
        }), ". It becomes the title of the issue, so word it as a requirement: \"Wall fire rating is filled in\"."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If needed, refine the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Scope"
        }), ": choose a saved query or enter a condition right in the rule."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Rule type"
        }), ", the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Property"
        }), " and the expected value."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Set the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Priority"
        }), " and the text of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Message"
        }), " the designer will see."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Check on model"
        }), ": the number of elements checked and of violations appears at the bottom of the editor, and the offending elements are highlighted in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Model"
        }), " panel."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Save"
        }), ". The rule runs at the next analysis."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Field"
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
              children: "Name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Up to 200 characters, required"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Scope"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Inherited from the folder; a saved query or a condition"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The folder's scope"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Priority"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "High, Medium, Low"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Medium"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Message"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Up to 500 characters; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "[Value]"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "[Expected]"
            }), " are replaced with the values"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The rule's name"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Empty scope"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Warning or violation"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Warning"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Case-sensitive"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no, for comparing strings, lists and patterns"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The rule's priority goes into the issue and into the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Priority"
      }), " field when ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-export/",
        children: "exporting to BCF"
      }), ". The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Empty scope"
      }), " setting decides what happens when not a single element falls to the rule: usually that means the scope is worded wrongly or the property has a different name in the model, and it is better to find out at once."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "check-results",
      children: "Check results"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["After an analysis, each rule and folder gets four numbers: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Checked"
      }), " (elements in the scope), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Compliant"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Violations"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Not applicable"
      }), " (the element is in the scope but lacks the property, and the rule type is not ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Filled in"
      }), "). A folder's compliance percentage is the share of compliant elements among those checked. Violations are reviewed in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-results/",
        children: "analysis results window"
      }), ". One rule produces one violation per element, and its status carries over between analyses the same way a clash status does."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "import-and-export",
      children: "Import and export"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Export"
      }), " saves the tree to an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ".xlsx"
      }), " file, one row per rule, with the columns \"Folder\", \"Name\", \"Scope\", \"Type\", \"Property\", \"Value\", \"Priority\", \"Message\" and \"On\". Nested folders are written as a path with slashes: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Classification/Structures"
      }), ". The file is handy to agree with the client as an annex to the requirements and then load back with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Import"
      }), ". Before loading, the window shows how many rules will be added and changed, and which properties or queries were not found in the project."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To move a tree to another project, use export and import, or create projects from a template: validation trees are copied together with the other settings. How to build a rule out of several conditions is shown in the tutorial ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-howto/complex-tests/",
        children: "Compound checks"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "limits",
      children: "Limits"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Up to 50 validation trees per project and up to 2,000 rules per tree."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Up to 10 levels of nested folders."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Uniqueness"
        }), " rule compares values within one analysis, up to 500,000 elements in its scope."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Regular expressions use .NET syntax; checking one value may take at most 100 ms."
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
            children: "\"The property was not found in any model of the project\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A typo in the name, or the property was not exported from the authoring tool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Choose the property from the property tree, or set up the export"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Invalid regular expression\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A syntax error in the pattern"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check the escaping of dots and brackets"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The rule's scope is empty\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The query selects no elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check the query on the model; change the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Empty scope"
            }), " setting if needed"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The scope query has been deleted\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The saved query was deleted after the rule was created"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Choose another query; until then the rule is skipped"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The classifier is not loaded\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The classifier was deleted or is not attached to the project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Load it through import from Excel"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/collision-matrix/",
          children: "Collision matrix"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/analysis-results/",
          children: "Analysis results window"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-howto/query-methodology/",
          hrefLang: "ru",
          children: "Query methodology"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/complex-tests/",
          children: "Compound checks"
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
29669(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgNDQwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjQ0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJUaGUgVmFsaWRhdGlvbiB0cmVlcyB3aW5kb3ciPgo8dGl0bGU+VGhlIFZhbGlkYXRpb24gdHJlZXMgd2luZG93PC90aXRsZT4KPHJlY3Qgd2lkdGg9Ijk2MCIgaGVpZ2h0PSI0NDAiIGZpbGw9IiNmM2Y1ZjgiLz4KPHJlY3QgeD0iMTIiIHk9IjEyIiB3aWR0aD0iOTM2IiBoZWlnaHQ9IjQxNiIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIgc3Ryb2tlLXdpZHRoPSIyIi8+CjxyZWN0IHg9IjEyIiB5PSIxMiIgd2lkdGg9IjkzNiIgaGVpZ2h0PSI0MCIgcng9IjYiIGZpbGw9IiMxMjU3YTAiLz4KPHJlY3QgeD0iMTIiIHk9IjQwIiB3aWR0aD0iOTM2IiBoZWlnaHQ9IjEyIiBmaWxsPSIjMTI1N2EwIi8+CjxnIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiM0YTUyNjAiPgo8dGV4dCB4PSIyOCIgeT0iMzgiIGZvbnQtc2l6ZT0iMTUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNmZmZmZmYiPlZhbGlkYXRpb24gdHJlZXM8L3RleHQ+CjxyZWN0IHg9IjEyIiB5PSI1MiIgd2lkdGg9IjIxMCIgaGVpZ2h0PSIzNzYiIGZpbGw9IiNmM2Y1ZjgiLz4KPHRleHQgeD0iMjYiIHk9Ijc4IiBmb250LXdlaWdodD0iNjAwIj5Qcm9qZWN0IHRyZWVzPC90ZXh0Pgo8cmVjdCB4PSIyMiIgeT0iOTAiIHdpZHRoPSIxOTAiIGhlaWdodD0iNDQiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzMiIgeT0iMTA4IiBmb250LXdlaWdodD0iNjAwIj5DbGllbnQgcmVxdWlyZW1lbnRzPC90ZXh0Pgo8dGV4dCB4PSIzMiIgeT0iMTI1IiBmb250LXNpemU9IjExIj40OCBydWxlcyDCtyAwMi4xMC4yMDI2PC90ZXh0Pgo8dGV4dCB4PSIzMiIgeT0iMTU2Ij5LU0kgY2xhc3NpZmljYXRpb248L3RleHQ+Cjx0ZXh0IHg9IjMyIiB5PSIxNzMiIGZvbnQtc2l6ZT0iMTEiPjIyIHJ1bGVzIMK3IDE4LjA5LjIwMjY8L3RleHQ+Cjx0ZXh0IHg9IjMyIiB5PSIyMDQiPkhhbmRvdmVyIHRvIG9wZXJhdGlvbjwvdGV4dD4KPHRleHQgeD0iMzIiIHk9IjIyMSIgZm9udC1zaXplPSIxMSI+MzEgcnVsZXMgwrcgMTEuMDkuMjAyNjwvdGV4dD4KPHJlY3QgeD0iMjIiIHk9IjM4NCIgd2lkdGg9IjE5MCIgaGVpZ2h0PSIzMCIgcng9IjQiIGZpbGw9IiMwYjZlNjkiLz4KPHRleHQgeD0iMTE3IiB5PSI0MDQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiNmZmZmZmYiPkNyZWF0ZSB0cmVlPC90ZXh0Pgo8dGV4dCB4PSIyNDAiIHk9Ijc4IiBmb250LXdlaWdodD0iNjAwIj5TdHJ1Y3R1cmU8L3RleHQ+CjxnIGZvbnQtc2l6ZT0iMTIiPgo8cmVjdCB4PSIyNDAiIHk9IjkyIiB3aWR0aD0iMTIiIGhlaWdodD0iMTIiIHJ4PSIyIiBmaWxsPSIjMGI2ZTY5Ii8+PHRleHQgeD0iMjYwIiB5PSIxMDMiIGZvbnQtd2VpZ2h0PSI2MDAiPuKWviBHZW5lcmFsIHJlcXVpcmVtZW50czwvdGV4dD4KPHJlY3QgeD0iMjU4IiB5PSIxMTYiIHdpZHRoPSIxMiIgaGVpZ2h0PSIxMiIgcng9IjIiIGZpbGw9IiMwYjZlNjkiLz48dGV4dCB4PSIyNzgiIHk9IjEyNyI+Tm8gSWZjQnVpbGRpbmdFbGVtZW50UHJveHkgZWxlbWVudHM8L3RleHQ+PHRleHQgeD0iNTQwIiB5PSIxMjciIGZpbGw9IiNiMzI2MWUiPkhpZ2g8L3RleHQ+CjxyZWN0IHg9IjI0MCIgeT0iMTQwIiB3aWR0aD0iMTIiIGhlaWdodD0iMTIiIHJ4PSIyIiBmaWxsPSIjMGI2ZTY5Ii8+PHRleHQgeD0iMjYwIiB5PSIxNTEiIGZvbnQtd2VpZ2h0PSI2MDAiPuKWviBXYWxscyDCtyBzY29wZTogSWZjV2FsbDwvdGV4dD4KPHJlY3QgeD0iMjU2IiB5PSIxNjAiIHdpZHRoPSIzNDAiIGhlaWdodD0iMjQiIHJ4PSIzIiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiMxMjU3YTAiLz4KPHJlY3QgeD0iMjYyIiB5PSIxNjYiIHdpZHRoPSIxMiIgaGVpZ2h0PSIxMiIgcng9IjIiIGZpbGw9IiMwYjZlNjkiLz48dGV4dCB4PSIyODIiIHk9IjE3NyIgZmlsbD0iIzEyNTdhMCIgZm9udC13ZWlnaHQ9IjYwMCI+V2FsbCBmaXJlIHJhdGluZyBpcyBmaWxsZWQgaW48L3RleHQ+PHRleHQgeD0iNTQwIiB5PSIxNzciIGZpbGw9IiNiMzI2MWUiPkhpZ2g8L3RleHQ+CjxyZWN0IHg9IjI1OCIgeT0iMTkyIiB3aWR0aD0iMTIiIGhlaWdodD0iMTIiIHJ4PSIyIiBmaWxsPSIjMGI2ZTY5Ii8+PHRleHQgeD0iMjc4IiB5PSIyMDMiPkV4dGVybmFsIHdhbGxzOiBVIGF0IG1vc3QgMC4zNTwvdGV4dD48dGV4dCB4PSI1NDAiIHk9IjIwMyIgZmlsbD0iI2M5OGExMiI+TWVkaXVtPC90ZXh0Pgo8cmVjdCB4PSIyNTgiIHk9IjIxNiIgd2lkdGg9IjEyIiBoZWlnaHQ9IjEyIiByeD0iMiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjNGE1MjYwIi8+PHRleHQgeD0iMjc4IiB5PSIyMjciIGZpbGw9IiNkMGQ3ZTIiPk1hdGVyaWFsIGZyb20gbGlzdCAob2ZmKTwvdGV4dD48dGV4dCB4PSI1NDAiIHk9IjIyNyIgZmlsbD0iI2QwZDdlMiI+TG93PC90ZXh0Pgo8cmVjdCB4PSIyNDAiIHk9IjI0MCIgd2lkdGg9IjEyIiBoZWlnaHQ9IjEyIiByeD0iMiIgZmlsbD0iIzBiNmU2OSIvPjx0ZXh0IHg9IjI2MCIgeT0iMjUxIiBmb250LXdlaWdodD0iNjAwIj7ilr4gQ2xhc3NpZmljYXRpb248L3RleHQ+CjxyZWN0IHg9IjI1OCIgeT0iMjY0IiB3aWR0aD0iMTIiIGhlaWdodD0iMTIiIHJ4PSIyIiBmaWxsPSIjMGI2ZTY5Ii8+PHRleHQgeD0iMjc4IiB5PSIyNzUiPkZTQlRzIGNvZGUgbWF0Y2hlcyBwYXR0ZXJuPC90ZXh0Pjx0ZXh0IHg9IjU0MCIgeT0iMjc1IiBmaWxsPSIjYzk4YTEyIj5NZWRpdW08L3RleHQ+CjxyZWN0IHg9IjI1OCIgeT0iMjg4IiB3aWR0aD0iMTIiIGhlaWdodD0iMTIiIHJ4PSIyIiBmaWxsPSIjMGI2ZTY5Ii8+PHRleHQgeD0iMjc4IiB5PSIyOTkiPktTSSBjb2RlIGZyb20gY2xhc3NpZmllcjwvdGV4dD48dGV4dCB4PSI1NDAiIHk9IjI5OSIgZmlsbD0iI2M5OGExMiI+TWVkaXVtPC90ZXh0Pgo8cmVjdCB4PSIyNTgiIHk9IjMxMiIgd2lkdGg9IjEyIiBoZWlnaHQ9IjEyIiByeD0iMiIgZmlsbD0iIzBiNmU2OSIvPjx0ZXh0IHg9IjI3OCIgeT0iMzIzIj5Sb29tIG51bWJlciBpcyB1bmlxdWU8L3RleHQ+PHRleHQgeD0iNTQwIiB5PSIzMjMiPkxvdzwvdGV4dD4KPC9nPgo8cGF0aCBkPSJNNjEyIDUyVjQyOCIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjYyOCIgeT0iNzgiIGZvbnQtd2VpZ2h0PSI2MDAiPlJ1bGU8L3RleHQ+CjxnIGZvbnQtc2l6ZT0iMTIiPgo8dGV4dCB4PSI2MjgiIHk9IjEwNCI+TmFtZTwvdGV4dD4KPHJlY3QgeD0iNjI4IiB5PSIxMTAiIHdpZHRoPSIzMDQiIGhlaWdodD0iMjYiIHJ4PSI0IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSI2MzYiIHk9IjEyNyI+V2FsbCBmaXJlIHJhdGluZyBpcyBmaWxsZWQgaW48L3RleHQ+Cjx0ZXh0IHg9IjYyOCIgeT0iMTU2Ij5TY29wZTwvdGV4dD4KPHJlY3QgeD0iNjI4IiB5PSIxNjIiIHdpZHRoPSIzMDQiIGhlaWdodD0iMjYiIHJ4PSI0IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSI2MzYiIHk9IjE3OSI+SW5oZXJpdGVkOiBJRkMgY2xhc3MgPSBJZmNXYWxsPC90ZXh0Pgo8dGV4dCB4PSI2MjgiIHk9IjIwOCI+UnVsZSB0eXBlPC90ZXh0Pgo8cmVjdCB4PSI2MjgiIHk9IjIxNCIgd2lkdGg9IjE0NiIgaGVpZ2h0PSIyNiIgcng9IjQiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjYzNiIgeT0iMjMxIj5GaWxsZWQgaW48L3RleHQ+Cjx0ZXh0IHg9Ijc4NiIgeT0iMjA4Ij5Qcmlvcml0eTwvdGV4dD4KPHJlY3QgeD0iNzg2IiB5PSIyMTQiIHdpZHRoPSIxNDYiIGhlaWdodD0iMjYiIHJ4PSI0IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz48dGV4dCB4PSI3OTQiIHk9IjIzMSI+SGlnaDwvdGV4dD4KPHRleHQgeD0iNjI4IiB5PSIyNjAiPlByb3BlcnR5PC90ZXh0Pgo8cmVjdCB4PSI2MjgiIHk9IjI2NiIgd2lkdGg9IjMwNCIgaGVpZ2h0PSIyNiIgcng9IjQiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjYzNiIgeT0iMjgzIj5Qc2V0X1dhbGxDb21tb24uRmlyZVJhdGluZzwvdGV4dD4KPHJlY3QgeD0iNjI4IiB5PSIzMDYiIHdpZHRoPSIxNjAiIGhlaWdodD0iMjgiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiLz48dGV4dCB4PSI3MDgiIHk9IjMyNSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iIzEyNTdhMCI+Q2hlY2sgb24gbW9kZWw8L3RleHQ+Cjx0ZXh0IHg9IjYyOCIgeT0iMzU4Ij5DaGVja2VkIDEsODQyIMK3IGNvbXBsaWFudCAxLDc5NTwvdGV4dD4KPHRleHQgeD0iNjI4IiB5PSIzNzgiIGZpbGw9IiNiMzI2MWUiIGZvbnQtd2VpZ2h0PSI2MDAiPlZpb2xhdGlvbnM6IDQ3PC90ZXh0Pgo8cmVjdCB4PSI4MjIiIHk9IjM4NCIgd2lkdGg9IjExMCIgaGVpZ2h0PSIzMCIgcng9IjQiIGZpbGw9IiMwYjZlNjkiLz48dGV4dCB4PSI4NzciIHk9IjQwNCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iI2ZmZmZmZiIgZm9udC13ZWlnaHQ9IjYwMCI+U2F2ZTwvdGV4dD4KPC9nPgo8L2c+Cjwvc3ZnPgo=");

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
76631(module) {
module.exports = JSON.parse('{"id":"control-guide/validation-trees","title":"Validation trees","description":"The Validation trees window of Tessera Control: folders and rules on element properties, rule types, checks of IFC property sets and of FSBTs and KSI codes, priorities, import and export of rules.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/validation-trees.md","sourceDirName":"control-guide","slug":"/control-guide/validation-trees","permalink":"/en/control/control-guide/validation-trees","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/validation-trees.md","tags":[],"version":"current","lastUpdatedAt":1795688130000,"sidebarPosition":2,"frontMatter":{"title":"Validation trees","description":"The Validation trees window of Tessera Control: folders and rules on element properties, rule types, checks of IFC property sets and of FSBTs and KSI codes, priorities, import and export of rules.","order":2,"icon":"tree","author":[{"name":"Olga Nikitina"}],"date":"2026-09-22","categories":["Guide"],"tessera_tags":["validation trees","rules","properties","classifiers","IFC"],"sidebar_position":2,"reading_time":{"words":1351,"minutes":6.755},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"parts-of-the-window":"состав-окна","folders-and-rules":"папки-и-правила","rule-types":"типы-правил","creating-a-rule":"создание-правила","check-results":"результат-проверки","import-and-export":"импорт-и-экспорт","limits":"ограничения","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Projects window","permalink":"/en/control/control-guide/projects-window"},"next":{"title":"Matrix","permalink":"/en/control/control-guide/collision-matrix"}}')

},

};
;