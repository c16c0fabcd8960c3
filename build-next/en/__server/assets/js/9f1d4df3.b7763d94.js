"use strict";
exports.ids = ["3789"];
exports.modules = {
56820(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_sp_333_ksi_checks_md_9f1_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_sp_333_ksi_checks_md_9f1_json__rspack_import_0 = __webpack_require__(33119);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'СП 333.1325800 and КСИ in validation trees',
	shortTitle: 'СП 333 and КСИ',
	description: 'How to check a model against СП 333.1325800.2020 and the Russian construction information classifier (КСИ) in Tessera Control: tree templates, uploading КСИ tables, choosing the stage, and common errors.',
	order: 9,
	icon: 'list',
	author: [
		{
			name: 'Olga Nikitina'
		}
	],
	date: '2026-11-26',
	categories: [
		'Guide'
	],
	tessera_tags: [
		'СП 333',
		'КСИ',
		'classifiers',
		'validation trees',
		'ТИМ'
	],
	sidebar_label: 'СП 333 and КСИ',
	sidebar_position: 9,
	reading_time: {
		words: 881,
		minutes: 4.405
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'the-сп-3331325800--attributes-by-stage-template': 'шаблон-сп-3331325800--атрибуты-по-стадиям',
		'the-кси--element-classification-template': 'шаблон-кси--классификация-элементов',
		'using-them-with-the-expert-reviews-requirements': 'использование-вместе-с-требованиями-экспертизы',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "The &quot;СП 333.1325800 — attributes by stage&quot; template",
  "id": "the-сп-3331325800--attributes-by-stage-template",
  "level": 2
}, {
  "value": "The &quot;КСИ — element classification&quot; template",
  "id": "the-кси--element-classification-template",
  "level": 2
}, {
  "value": "Using them with the expert review&#39;s requirements",
  "id": "using-them-with-the-expert-reviews-requirements",
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
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "СП 333.1325800.2020"
      }), " \"Information modelling in construction. Rules for forming the information model of objects at the various stages of the life cycle\" is the Russian code of practice that clients' requirements for an information model usually refer to. It describes what the model consists of at each stage, how elements relate to the spatial structure of the facility, and what information they must carry. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "КСИ"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "классификатор строительной информации"
      }), ") is the construction information classifier maintained by the federal centre for construction standards, ФАУ «ФЦС». КСИ codes tie a model element to one shared system of terms, in which the expert review, the cost estimator and the operator read the model."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Tessera Control does not check a model \"for compliance with the СП\" as a single tick box: the code is written for people, and many of its requirements are settled by the contract and the project's execution plan. Instead, it offers two validation-tree templates that turn the requirements a program can check into rules on properties — ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "СП 333.1325800 — attributes by stage"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "КСИ — element classification"
      }), ". Both work like any other validation tree: you can open, adjust and extend their rules."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Checking against СП 333 and КСИ: КСИ tables are imported from Excel as a classifier, the СП 333 template picks the attribute set for the stage, and the analysis lists elements without a КСИ code or with incomplete attributes",
        src: (__webpack_require__(22612)/* ["default"] */.A) + "",
        width: "960",
        height: "320"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-сп-3331325800--attributes-by-stage-template",
      children: "The \"СП 333.1325800 — attributes by stage\" template"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The template creates a tree with folders by element group (load-bearing structures, building envelope, openings, building services, rooms) and rules of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Filled in"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Value list"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Comparison"
      }), " types. When you create the tree, choose the stage: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Design documentation"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Working documentation"
      }), ". The stage decides which rules are enabled: at the working documentation stage elements must carry more information — for example, the equipment's model and manufacturer — and those rules are enabled only for that stage. Disabled rules stay in the tree, so when the project moves to the next stage you enable them instead of building the tree again."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Template folder"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Example rules"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "General information"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Element name, design discipline and storey filled in; model units defined"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Load-bearing structures"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Material and concrete class filled in; fire resistance filled in"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Building envelope"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "External walls: the \"external\" flag and thermal properties filled in"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Building services"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Pipe and duct elements have the system and the diameter or cross-section filled in"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Rooms"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Number and name filled in; the number is unique within the storey"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The template's numeric rules compare values in the SI units in which Tessera stores properties with a dimension: lengths in metres, areas in square metres. The rule \"wall thickness not less than 0.12\" means 120 mm, even though the desktop client's tables show lengths in millimetres."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-кси--element-classification-template",
      children: "The \"КСИ — element classification\" template"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["КСИ codes are checked by a rule of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Classifier"
      }), " type, so the КСИ tables must first be uploaded as a classifier."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Download the КСИ tables you need in Excel format from the classifier's portal."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Upload each table with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Home → Import → Excel"
        }), ", choosing the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Classifier"
        }), " data type. Name the classifier the way the rules will refer to it, for example \"КСИ — Строительные элементы\" (building elements)."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Create a tree with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "From template → КСИ — element classification"
        }), ". In the creation window, give the property in which the models keep the КСИ code, and match the template's tables to the uploaded classifiers."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Set the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Minimum code level"
        }), ": the rule then rejects a section-level code where the code of a specific element is required."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Run the analysis and review the violations in the analysis results window."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The template tells three kinds of violation apart: the code is empty, the code is not in the classifier, and the code is found but its level is higher than required. The issue also shows the property's actual value, so the designer sees whether they mistyped one digit or took the code from another table."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "tip",
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "Upload a new edition of a КСИ table under the same classifier name: the rules keep working, and the next analysis shows the codes that the new edition has withdrawn."
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "using-them-with-the-expert-reviews-requirements",
      children: "Using them with the expert review's requirements"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For models that go to the state expert review, the СП 333 and КСИ templates complement the ЦИМ templates: they check the model's content, while the ЦИМ templates check its formal composition and XML description. How to prepare the package is described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/cim-expertise-templates/",
        children: "ЦИМ check templates for the state expert review"
      }), "."]
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
            children: "\"Classifier not loaded\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The КСИ table was not uploaded, or was uploaded under another name"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upload the table or choose it when matching the template's tables"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Code not found in the classifier\" on every element"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The property holds the code together with its name, or extra spaces"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Set up the code export in the authoring tool, or use a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Pattern"
            }), " rule to check the value's form"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Code level higher than required\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The designer entered a group code instead of an element code"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Look up the exact code in the КСИ table"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Property not found in any model of the project\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The models keep the КСИ code in another parameter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Set the right property in the tree's settings"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Working-stage rules give hundreds of violations at the design stage"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The tree was created for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Working documentation"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Disable the folder or create the tree again for the right stage"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "pathname:///control/control-guide/validation-trees/",
          children: "Validation trees"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/cim-expertise-templates/",
          children: "ЦИМ check templates for the state expert review"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "pathname:///tessera/tessera-guide/excel-import/",
          children: "Importing from Excel"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/before-start/",
          children: "Before you start"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "pathname:///tessera/tessera-guide/russian-requirements/",
          children: "ТИМ, СОД and ЦИМ: Russian requirements in Tessera"
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
22612(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgMzIwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjMyMCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJDaGVja2luZyBhIG1vZGVsIGFnYWluc3Qg0KHQnyAzMzMuMTMyNTgwMCBhbmQg0JrQodCYIj4KPHRpdGxlPkNoZWNraW5nIGEgbW9kZWwgYWdhaW5zdCDQodCfIDMzMy4xMzI1ODAwIGFuZCDQmtCh0Jg8L3RpdGxlPgo8ZGVmcz48bWFya2VyIGlkPSJhIiB2aWV3Qm94PSIwIDAgMTAgMTAiIHJlZlg9IjkiIHJlZlk9IjUiIG1hcmtlcldpZHRoPSI4IiBtYXJrZXJIZWlnaHQ9IjgiIG9yaWVudD0iYXV0byI+PHBhdGggZD0iTTAgMEwxMCA1TDAgMTB6IiBmaWxsPSIjNGE1MjYwIi8+PC9tYXJrZXI+PC9kZWZzPgo8cmVjdCB3aWR0aD0iOTYwIiBoZWlnaHQ9IjMyMCIgZmlsbD0iI2YzZjVmOCIvPgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjNGE1MjYwIj4KPHJlY3QgeD0iMjQiIHk9IjMwIiB3aWR0aD0iMjIwIiBoZWlnaHQ9IjExMCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjEzNCIgeT0iNTYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPtCa0KHQmCB0YWJsZXMgKC54bHN4KTwvdGV4dD4KPHRleHQgeD0iMTM0IiB5PSI4MCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+SG9tZSDihpIgSW1wb3J0IOKGkiBFeGNlbDwvdGV4dD4KPHRleHQgeD0iMTM0IiB5PSIxMDIiIHRleHQtYW5jaG9yPSJtaWRkbGUiPmRhdGEgdHlwZTogQ2xhc3NpZmllcjwvdGV4dD4KPHRleHQgeD0iMTM0IiB5PSIxMjQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPiLQmtCh0Jgg4oCUIGJ1aWxkaW5nIGVsZW1lbnRzIjwvdGV4dD4KPHJlY3QgeD0iMjQiIHk9IjE4MCIgd2lkdGg9IjIyMCIgaGVpZ2h0PSIxMTAiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIxMzQiIHk9IjIwNiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+0KHQnyAzMzMuMTMyNTgwMCB0ZW1wbGF0ZTwvdGV4dD4KPHRleHQgeD0iMTM0IiB5PSIyMzAiIHRleHQtYW5jaG9yPSJtaWRkbGUiPnN0YWdlOiBkZXNpZ24gb3Igd29ya2luZzwvdGV4dD4KPHRleHQgeD0iMTM0IiB5PSIyNTIiIHRleHQtYW5jaG9yPSJtaWRkbGUiPmVuYWJsZXMgdGhlIHN0YWdl4oCZcyBydWxlczwvdGV4dD4KPHRleHQgeD0iMTM0IiB5PSIyNzQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPnZhbHVlcyBpbiBtLCBtwrIsIG3CszwvdGV4dD4KPHJlY3QgeD0iMzIwIiB5PSI5MCIgd2lkdGg9IjI4MCIgaGVpZ2h0PSIxNDAiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI0NjAiIHk9IjExOCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzBiNmU2OSI+VGhlIHByb2plY3TigJlzIHZhbGlkYXRpb24gdHJlZXM8L3RleHQ+Cjx0ZXh0IHg9IjM0MCIgeT0iMTQ2Ij7ilr4g0JrQodCYIOKAlCBlbGVtZW50IGNsYXNzaWZpY2F0aW9uPC90ZXh0Pgo8dGV4dCB4PSIzNTYiIHk9IjE2OCIgZm9udC1zaXplPSIxMiI+Q29kZSBmaWxsZWQgaW4gwrcgaW4gdGhlIHRhYmxlIMK3IGxldmVsPC90ZXh0Pgo8dGV4dCB4PSIzNDAiIHk9IjE5NCI+4pa+INCh0J8gMzMzIOKAlCBhdHRyaWJ1dGVzIGJ5IHN0YWdlPC90ZXh0Pgo8dGV4dCB4PSIzNTYiIHk9IjIxNiIgZm9udC1zaXplPSIxMiI+R2VuZXJhbCDCtyBTdHJ1Y3R1cmVzIMK3IFNlcnZpY2VzPC90ZXh0Pgo8cmVjdCB4PSI2NzYiIHk9IjYwIiB3aWR0aD0iMjYwIiBoZWlnaHQ9IjIwMCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2IzMjYxZSIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjgwNiIgeT0iODgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNiMzI2MWUiPkFuYWx5c2lzIHJlc3VsdHM8L3RleHQ+Cjx0ZXh0IHg9IjY5MiIgeT0iMTE4Ij7QmtCh0JggY29kZSBlbXB0eTwvdGV4dD48dGV4dCB4PSI5MjAiIHk9IjExOCIgdGV4dC1hbmNob3I9ImVuZCIgZmlsbD0iI2IzMjYxZSI+MzEyPC90ZXh0Pgo8dGV4dCB4PSI2OTIiIHk9IjE0NCI+Q29kZSBub3QgaW4gdGhlIHRhYmxlPC90ZXh0Pjx0ZXh0IHg9IjkyMCIgeT0iMTQ0IiB0ZXh0LWFuY2hvcj0iZW5kIiBmaWxsPSIjYjMyNjFlIj40MTwvdGV4dD4KPHRleHQgeD0iNjkyIiB5PSIxNzAiPkNvZGUgbGV2ZWwgdG9vIGhpZ2g8L3RleHQ+PHRleHQgeD0iOTIwIiB5PSIxNzAiIHRleHQtYW5jaG9yPSJlbmQiIGZpbGw9IiNjOThhMTIiPjg3PC90ZXh0Pgo8dGV4dCB4PSI2OTIiIHk9IjE5NiI+RmlyZSByZXNpc3RhbmNlIGVtcHR5PC90ZXh0Pjx0ZXh0IHg9IjkyMCIgeT0iMTk2IiB0ZXh0LWFuY2hvcj0iZW5kIiBmaWxsPSIjYjMyNjFlIj4yNjwvdGV4dD4KPHRleHQgeD0iNjkyIiB5PSIyMjIiPkNvbXBsaWFudDwvdGV4dD48dGV4dCB4PSI5MjAiIHk9IjIyMiIgdGV4dC1hbmNob3I9ImVuZCIgZmlsbD0iIzBiNmU2OSI+MTgsOTA0PC90ZXh0Pgo8dGV4dCB4PSI2OTIiIHk9IjI0OCIgZm9udC1zaXplPSIxMiI+ZWFjaCB2aW9sYXRpb24g4oaSIGFuIGlzc3VlPC90ZXh0Pgo8bGluZSB4MT0iMjQ0IiB5MT0iODUiIHgyPSIzMTYiIHkyPSIxNDAiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxsaW5lIHgxPSIyNDQiIHkxPSIyMzUiIHgyPSIzMTYiIHkyPSIxOTAiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxsaW5lIHgxPSI2MDAiIHkxPSIxNjAiIHgyPSI2NzIiIHkyPSIxNjAiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+Cjx0ZXh0IHg9IjYzNiIgeT0iMTUwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5hbmFseXNpczwvdGV4dD4KPC9nPgo8L3N2Zz4K");

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
33119(module) {
module.exports = JSON.parse('{"id":"control-guide/sp333-ksi-checks","title":"СП 333.1325800 and КСИ in validation trees","description":"How to check a model against СП 333.1325800.2020 and the Russian construction information classifier (КСИ) in Tessera Control: tree templates, uploading КСИ tables, choosing the stage, and common errors.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/sp333-ksi-checks.md","sourceDirName":"control-guide","slug":"/control-guide/sp333-ksi-checks","permalink":"/en/control/control-guide/sp333-ksi-checks","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/sp333-ksi-checks.md","tags":[],"version":"current","lastUpdatedAt":1795691378000,"sidebarPosition":9,"frontMatter":{"title":"СП 333.1325800 and КСИ in validation trees","shortTitle":"СП 333 and КСИ","description":"How to check a model against СП 333.1325800.2020 and the Russian construction information classifier (КСИ) in Tessera Control: tree templates, uploading КСИ tables, choosing the stage, and common errors.","order":9,"icon":"list","author":[{"name":"Olga Nikitina"}],"date":"2026-11-26","categories":["Guide"],"tessera_tags":["СП 333","КСИ","classifiers","validation trees","ТИМ"],"sidebar_label":"СП 333 and КСИ","sidebar_position":9,"reading_time":{"words":881,"minutes":4.405},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"the-сп-3331325800--attributes-by-stage-template":"шаблон-сп-3331325800--атрибуты-по-стадиям","the-кси--element-classification-template":"шаблон-кси--классификация-элементов","using-them-with-the-expert-reviews-requirements":"использование-вместе-с-требованиями-экспертизы","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"ЦИМ for the expert review","permalink":"/en/control/control-guide/cim-expertise-templates"},"next":{"title":"Release notes","permalink":"/en/control/control-guide/release-notes"}}')

},

};
;