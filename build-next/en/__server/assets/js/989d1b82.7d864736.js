"use strict";
exports.ids = ["6313"];
exports.modules = {
11339(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_release_notes_md_989_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_release_notes_md_989_json__rspack_import_0 = __webpack_require__(94985);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Tessera Control release notes',
	shortTitle: 'Release notes',
	description: 'What is new, what was fixed and which limitations are known in the 2026 releases 4.4, 4.5 and 4.6 of Tessera Control: ЦИМ, СП 333 and КСИ templates, BCF 3.0, approving clashes.',
	order: 10,
	icon: 'clock',
	author: [
		{
			name: 'Anna Kuznetsova'
		}
	],
	date: '2026-11-26',
	categories: [
		'Guide'
	],
	tessera_tags: [
		'releases',
		'upgrades'
	],
	sidebar_label: 'Release notes',
	sidebar_position: 10,
	reading_time: {
		words: 750,
		minutes: 3.75
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'tessera-control-46--29-september-2026': 'tessera-control-46--29-сентября-2026',
		new: 'новое',
		fixed: 'исправлено',
		'known-limitations': 'известные-ограничения',
		'tessera-control-45--23-june-2026': 'tessera-control-45--23-июня-2026',
		'new-1': 'новое-1',
		'fixed-1': 'исправлено-1',
		'tessera-control-44--17-march-2026': 'tessera-control-44--17-марта-2026',
		'new-2': 'новое-2',
		'fixed-2': 'исправлено-2',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Tessera Control 4.6 — 29 September 2026",
  "id": "tessera-control-46--29-september-2026",
  "level": 2
}, {
  "value": "New",
  "id": "new",
  "level": 3
}, {
  "value": "Fixed",
  "id": "fixed",
  "level": 3
}, {
  "value": "Known limitations",
  "id": "known-limitations",
  "level": 3
}, {
  "value": "Tessera Control 4.5 — 23 June 2026",
  "id": "tessera-control-45--23-june-2026",
  "level": 2
}, {
  "value": "New",
  "id": "new-1",
  "level": 3
}, {
  "value": "Fixed",
  "id": "fixed-1",
  "level": 3
}, {
  "value": "Tessera Control 4.4 — 17 March 2026",
  "id": "tessera-control-44--17-march-2026",
  "level": 2
}, {
  "value": "New",
  "id": "new-2",
  "level": 3
}, {
  "value": "Fixed",
  "id": "fixed-2",
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
    code: "code",
    h2: "h2",
    h3: "h3",
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
      children: ["This page collects the changes of Tessera Control in 2026, newest release first. Tessera Control has the platform's version: Control 4.6 is part of the Tessera 4.6 release and runs in the client of the same release. The general rule applies when you upgrade: the desktop client and Tessera Server must match in the first two numbers of the version (major.minor); the third number (patch) may differ. Changes of the server, the client and the Revit plugin are in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/release-notes/",
        children: "Tessera platform release notes"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Projects, collision matrices, validation trees and saved analyses move to the new version unchanged: an analysis run in 4.5 opens in 4.6 with the same clashes and statuses. New checks and settings apply to analyses started after the upgrade. To compare results before and after, run an analysis on the same model versions and open the comparison mode of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-results/",
        children: "analysis results window"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The Tessera Control releases of 2026: 4.4 in March with BCF 3.0 export and comparing analyses; 4.5 in June with the setting &quot;Clashes may be approved by&quot; and the merge radius; 4.6 in September with ЦИМ templates for the expert review, СП 333 and КСИ",
        src: (__webpack_require__(72751)/* ["default"] */.A) + "",
        width: "940",
        height: "250"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-control-46--29-september-2026",
      children: "Tessera Control 4.6 — 29 September 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "new",
      children: "New"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "ЦИМ check templates for the state expert review."
        }), " New validation trees check the model against the requirements for the information model, and the ЦИМ XML description against its XSD schema. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/cim-expertise-templates/",
          children: "ЦИМ check templates for the state expert review"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "СП 333.1325800 and КСИ."
        }), " Rule templates for the attributes required at each stage and for checking the codes of the construction information classifier, including the level of the code. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/sp333-ksi-checks/",
          children: "СП 333.1325800 and КСИ in validation trees"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "BCF exchange with other tools."
        }), " The BCF import preview maps the topic statuses of BIMcollab, Revizto, Archicad, Navisworks and Solibri to Tessera issue statuses and shows the ones it could not map. Step by step: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/bcf-round-trips/",
          children: "BCF round trips"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "fixed",
      children: "Fixed"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Validation tree rules on dimensioned properties compared the value with the threshold before converting units when the property came from Revit in feet. Every value with a dimension is now compared in SI units: a 250 mm wall arrives in a formula as 0.25, so a rule \"thicker than 200 mm\" has the threshold ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "0.2"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "PDF export stopped without a message when an issue had a snapshot over 20 MB."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "known-limitations",
      children: "Known limitations"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The ЦИМ templates check which attributes are present and filled in; they do not perform the expert review's own check: the XML description is uploaded to its system separately."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Topic statuses that Tessera does not have (for example custom BIMcollab statuses) are mapped by hand in the import preview."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-control-45--23-june-2026",
      children: "Tessera Control 4.5 — 23 June 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "new-1",
      children: "New"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Who approves clashes."
        }), " The project setting \"Clashes may be approved by\" sets the roles that may give the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Approved"
        }), " status: the roles of the project setting \"Clashes may be approved by\"; by default the project manager and the BIM coordinator."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Reviewed from an issue."
        }), " a clash becomes Reviewed when it is added to an issue, or by hand by a BIM coordinator or project manager."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Merge radius."
        }), " Clashes whose centres are closer than the radius (100–5,000 mm, 500 mm by default) are merged into one group; the mode helps at junctions where several systems meet."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Clash limit per cell."
        }), " A cell of the matrix stops searching at its limit and shows \"The clash limit of the cell has been reached\", so that one bad group does not stop the whole analysis."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "fixed-1",
      children: "Fixed"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A clash with the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Approved"
        }), " became ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "New"
        }), " again after the model was uploaded again if the element got a new ElementIndex; statuses are now carried over by TesseraId."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The filter by assignee in the results window ignored issues assigned to a group."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-control-44--17-march-2026",
      children: "Tessera Control 4.4 — 17 March 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "new-2",
      children: "New"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "BCF 3.0."
        }), " Issues are exported in BCF 2.1 and 3.0; the format is chosen in the export window. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/analysis-export/",
          children: "Exporting analysis results"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Comparing analyses."
        }), " In the results window you can choose an earlier analysis and see the clashes that appeared and the ones fixed; the Excel report gets a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Comparison"
        }), " sheet."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Ignore openings and fillings."
        }), " A matrix setting that leaves out services passing through cut openings."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "fixed-2",
      children: "Fixed"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Issue snapshots in BCF were saved with the wrong camera direction for models rotated relative to true north."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The duplicate check found duplicates between elements of different IFC classes."
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
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Analysis"
            }), " tab has no Tessera Control commands after an upgrade"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client was upgraded, but the product is not given in the licence of the new server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check the product in the System information window and contact the administrator"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Every clash is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "New"
            }), " again after an upgrade"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The models were uploaded again with new GlobalIds"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Make the GlobalIds stable in the design tool; statuses are carried over by TesseraId"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Approved"
            }), " cannot be set"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The role is not in the setting \"Clashes may be approved by\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ask the project manager to add the role or to approve the clash"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A rule with a threshold in millimetres flags every element"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The threshold is written as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "200"
            }), ", while the value arrives in metres"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Write the threshold in metres: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "0.2"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/release-notes/",
          children: "Tessera platform release notes"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/",
          children: "Tessera Control user guide"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-reference/troubleshooting/#tessera-control",
          children: "Possible errors in every product"
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
72751(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NDAgMjUwIiB3aWR0aD0iOTQwIiBoZWlnaHQ9IjI1MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5NDAiIGhlaWdodD0iMjUwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSIzNCIgZm9udC1zaXplPSIxNyIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEwMjQzZSI+VGVzc2VyYSBDb250cm9sIHJlbGVhc2VzIGluIDIwMjY8L3RleHQ+CjxkZWZzPjxtYXJrZXIgaWQ9ImEiIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjgiIG1hcmtlckhlaWdodD0iOCIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDEwIDVMMCAxMHoiIGZpbGw9IiM0YTUyNjAiLz48L21hcmtlcj48L2RlZnM+CjxsaW5lIHgxPSIyMCIgeTE9IjgwIiB4Mj0iOTE2IiB5Mj0iODAiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxnIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiPgo8Y2lyY2xlIGN4PSIzNCIgY3k9IjgwIiByPSI4IiBmaWxsPSIjMTI1N2EwIi8+Cjx0ZXh0IHg9IjI0IiB5PSI2MiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+NC40PC90ZXh0Pgo8cmVjdCB4PSIyNCIgeT0iOTgiIHdpZHRoPSIyNzAiIGhlaWdodD0iOTgiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNiIgeT0iMTIwIiBmb250LXdlaWdodD0iNjAwIj4xNyBNYXJjaDwvdGV4dD4KPHRleHQgeD0iMzYiIHk9IjE0MiIgZm9udC1zaXplPSIxMiI+QkNGIDMuMDwvdGV4dD4KPHRleHQgeD0iMzYiIHk9IjE2MiIgZm9udC1zaXplPSIxMiI+Y29tcGFyaW5nIGFuYWx5c2VzPC90ZXh0Pgo8dGV4dCB4PSIzNiIgeT0iMTgyIiBmb250LXNpemU9IjEyIj5pZ25vcmluZyBvcGVuaW5nczwvdGV4dD4KPGNpcmNsZSBjeD0iMzQ1IiBjeT0iODAiIHI9IjgiIGZpbGw9IiMxMjU3YTAiLz4KPHRleHQgeD0iMzM1IiB5PSI2MiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+NC41PC90ZXh0Pgo8cmVjdCB4PSIzMzUiIHk9Ijk4IiB3aWR0aD0iMjcwIiBoZWlnaHQ9Ijk4IiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMzQ3IiB5PSIxMjAiIGZvbnQtd2VpZ2h0PSI2MDAiPjIzIEp1bmU8L3RleHQ+Cjx0ZXh0IHg9IjM0NyIgeT0iMTQyIiBmb250LXNpemU9IjEyIj4iQ2xhc2hlcyBtYXkgYmUgYXBwcm92ZWQgYnkiPC90ZXh0Pgo8dGV4dCB4PSIzNDciIHk9IjE2MiIgZm9udC1zaXplPSIxMiI+UmV2aWV3ZWQgZnJvbSBhbiBpc3N1ZTwvdGV4dD4KPHRleHQgeD0iMzQ3IiB5PSIxODIiIGZvbnQtc2l6ZT0iMTIiPm1lcmdlIHJhZGl1czwvdGV4dD4KPGNpcmNsZSBjeD0iNjU2IiBjeT0iODAiIHI9IjgiIGZpbGw9IiMwYjZlNjkiLz4KPHRleHQgeD0iNjQ2IiB5PSI2MiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzBiNmU2OSI+NC42PC90ZXh0Pgo8cmVjdCB4PSI2NDYiIHk9Ijk4IiB3aWR0aD0iMjcwIiBoZWlnaHQ9Ijk4IiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNjU4IiB5PSIxMjAiIGZvbnQtd2VpZ2h0PSI2MDAiPjI5IFNlcHRlbWJlcjwvdGV4dD4KPHRleHQgeD0iNjU4IiB5PSIxNDIiIGZvbnQtc2l6ZT0iMTIiPtCm0JjQnCBleHBlcnQgcmV2aWV3IHRlbXBsYXRlczwvdGV4dD4KPHRleHQgeD0iNjU4IiB5PSIxNjIiIGZvbnQtc2l6ZT0iMTIiPtCh0J8gMzMzIGFuZCDQmtCh0Jg8L3RleHQ+Cjx0ZXh0IHg9IjY1OCIgeT0iMTgyIiBmb250LXNpemU9IjEyIj5CQ0YgZXhjaGFuZ2Ugd2l0aCBvdGhlciB0b29sczwvdGV4dD4KPHRleHQgeD0iMjQiIHk9IjIzNiIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+VGhlIHZlcnNpb24gb2YgVGVzc2VyYSBDb250cm9sIGlzIHRoZSBwbGF0Zm9ybSdzOyBhbmFseXNlcyBvZiBlYXJsaWVyIHZlcnNpb25zIG9wZW4gdW5jaGFuZ2VkLjwvdGV4dD4KPC9nPjwvc3ZnPgo=");

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
94985(module) {
module.exports = JSON.parse('{"id":"control-guide/release-notes","title":"Tessera Control release notes","description":"What is new, what was fixed and which limitations are known in the 2026 releases 4.4, 4.5 and 4.6 of Tessera Control: ЦИМ, СП 333 and КСИ templates, BCF 3.0, approving clashes.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/release-notes.md","sourceDirName":"control-guide","slug":"/control-guide/release-notes","permalink":"/en/control/control-guide/release-notes","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/release-notes.md","tags":[],"version":"current","lastUpdatedAt":1795700884000,"sidebarPosition":10,"frontMatter":{"title":"Tessera Control release notes","shortTitle":"Release notes","description":"What is new, what was fixed and which limitations are known in the 2026 releases 4.4, 4.5 and 4.6 of Tessera Control: ЦИМ, СП 333 and КСИ templates, BCF 3.0, approving clashes.","order":10,"icon":"clock","author":[{"name":"Anna Kuznetsova"}],"date":"2026-11-26","categories":["Guide"],"tessera_tags":["releases","upgrades"],"sidebar_label":"Release notes","sidebar_position":10,"reading_time":{"words":750,"minutes":3.75},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"tessera-control-46--29-september-2026":"tessera-control-46--29-сентября-2026","new":"новое","fixed":"исправлено","known-limitations":"известные-ограничения","tessera-control-45--23-june-2026":"tessera-control-45--23-июня-2026","new-1":"новое-1","fixed-1":"исправлено-1","tessera-control-44--17-march-2026":"tessera-control-44--17-марта-2026","new-2":"новое-2","fixed-2":"исправлено-2","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"СП 333 and КСИ","permalink":"/en/control/control-guide/sp333-ksi-checks"}}')

},

};
;