"use strict";
exports.ids = ["3104"];
exports.modules = {
56561(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_analysis_results_md_7c3_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_analysis_results_md_7c3_json__rspack_import_0 = __webpack_require__(43688);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Analysis results window',
	shortTitle: 'Analysis results',
	description: 'The analysis results window of Tessera Control: the navigator by matrix cells and rules, the table of clashes and violations, the statuses New, Active, Reviewed, Approved and Fixed, and creating issues.',
	order: 4,
	icon: 'list',
	author: [
		{
			name: 'Irina Zaytseva'
		}
	],
	date: '2026-10-06',
	categories: [
		'Guide'
	],
	tessera_tags: [
		'analysis results',
		'clashes',
		'issues',
		'statuses'
	],
	sidebar_label: 'Analysis results',
	sidebar_position: 4,
	reading_time: {
		words: 1326,
		minutes: 6.63
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'parts-of-the-window': 'состав-окна',
		'clash-table': 'таблица-коллизий',
		'viewing-in-the-model': 'просмотр-в-модели',
		'how-to-review': 'порядок-разбора',
		statuses: 'статусы',
		'creating-an-issue': 'создание-замечания',
		'comparing-analyses': 'сравнение-анализов',
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
  "value": "Clash table",
  "id": "clash-table",
  "level": 2
}, {
  "value": "Viewing in the model",
  "id": "viewing-in-the-model",
  "level": 2
}, {
  "value": "How to review",
  "id": "how-to-review",
  "level": 2
}, {
  "value": "Statuses",
  "id": "statuses",
  "level": 2
}, {
  "value": "Creating an issue",
  "id": "creating-an-issue",
  "level": 2
}, {
  "value": "Comparing analyses",
  "id": "comparing-analyses",
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
        children: "analysis results window"
      }), " is where a BIM coordinator works once a check is done. It shows everything the analysis found: clashes by cell of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/collision-matrix/",
        children: "collision matrix"
      }), " and violations of the rules of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/validation-trees/",
        children: "validation trees"
      }), ". Here you look at clashes in 3D, separate real problems from acceptable ones, combine them into issues, and set assignees and due dates."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The window opens by itself when the analysis is finished, unless ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Open results when done"
      }), " was cleared when it was started. You can also open it by double-clicking an analysis on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Analyses"
      }), " tab of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/projects-window/",
        children: "Projects window"
      }), ", or with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Analysis → Analysis results"
      }), ". The window works together with the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/model-window/",
        hrefLang: "ru",
        children: "Model window"
      }), " (in Russian)", ": the selected clash is shown in the 3D view at once."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The analysis results window: on the left the navigator with matrix cells and rules, in the centre the clash table with number, status, elements and intersection depth, on the right the card of the selected clash with a snapshot and the Create issue button",
        src: (__webpack_require__(87919)/* ["default"] */.A) + "",
        width: "960",
        height: "460"
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
              children: "Analysis selector"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A drop-down list of the project's analyses, with the date and model versions beside it"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Navigator"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clashes"
            }), " branch with the matrix cells and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Checks"
            }), " branch with the folders and rules of the trees; every node shows its number of results"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Status filter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Buttons with the number of results in each status; a pressed button includes that status in the table"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Table"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The clashes or violations of the node selected in the navigator"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Card"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Details of the selected row and its linked issue: snapshot, fields, comments, history"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Above the table there is a search by element name, TesseraId, GlobalId or issue number, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Group"
      }), " switch: by merge group, by floor, by assignee, or by the nodes of any tree of the project."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "clash-table",
      children: "Clash table"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Column"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Contents"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "No."
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Sequence number of the clash in the analysis"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Status"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "New, Active, Reviewed, Approved or Fixed"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Type"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "H: hard, C: clearance, D: duplicate"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Element 1"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Element 2"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Model, category and name of the element; the rows are the cell's groups"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Depth / clearance"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Depth of the intersection or the actual distance, mm"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Floor"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Floor of the clash point"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Issue"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Number of the linked issue, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IS-0142"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "First found"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The analysis in which the clash first appeared"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "For rule violations, instead of the elements and the depth, the table shows the element, the property checked, and the actual and expected values."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "viewing-in-the-model",
      children: "Viewing in the model"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Clicking a row zooms the view to the clash. Element 1 is coloured red and element 2 blue, the other elements turn semi-transparent, and a section box with a 500 mm margin is built around the intersection point. The colours, the margin and how the other elements behave are changed in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/global-settings/",
        children: "Tessera Control global settings"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Key"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Action"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "↓ and ↑"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Next and previous clash"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Space"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Toggle the transparency of the other elements"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Enter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Open the card"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + N"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Create an issue from the selected rows"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ctrl + Shift + A"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Approve the selected clashes"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "how-to-review",
      children: "How to review"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The first analysis of an immature model easily finds thousands of results, and reviewing them row by row makes no sense. Start with the matrix cells that have the most clashes, and group by merge group: a duct run crossing every beam of a floor becomes one row. Within a cell, sort the table by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Depth / clearance"
      }), " column from largest to smallest: deep intersections are almost always real errors, while intersections of a few millimetres more often mean the tolerance is too small."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If there are hundreds of identical false clashes, do not approve them by hand: correct the tolerance or the group in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/collision-matrix/",
        children: "collision matrix"
      }), " and repeat the analysis. Approval is meant for individual, deliberate decisions, each with a justification. Rule violations are easier to review by rule than by element: if every element in a rule's scope breaks it, the cause is usually the model export or the rule itself, and one issue to the discipline's designer replaces hundreds of identical ones."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "statuses",
      children: "Statuses"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Status"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "When it is set"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Who changes it"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "New"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The clash is found for the first time"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Automatically"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Active"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The clash is found again and has not been reviewed, or has come back after a fix"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Automatically"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Reviewed"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The coordinator has confirmed the problem, usually by creating an issue"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BIM coordinator, Project manager"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Approved"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The clash is accepted as allowed, for example a pipe passing through a slab in a sleeve"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The roles set in the project setting ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clashes may be approved by"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Fixed"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The clash was not found by a repeat analysis, or the designer marked it as fixed"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Automatically; by hand, any member except a Viewer"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["In a repeat analysis, statuses carry over by the pair of element TesseraIds and the matrix cell. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Reviewed"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Approved"
      }), " clashes keep their status if they are found again. A clash the designer marked as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Fixed"
      }), " that is found again returns to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Active"
      }), ", so false fixes show up at once. Rule violation statuses behave the same way, keyed by the pair of element and rule."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Approved"
        }), " leaves a clash out of reports by default and out of the count of open issues. Before approving, write a comment with the justification: it is kept in the history and exported together with the clash."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "creating-an-issue",
      children: "Creating an issue"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "An issue is what goes to the designer: one or more clashes or violations with a description, an assignee, a due date and a viewpoint."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Select one or more rows in the table, or a merge group."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Set up the view in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Model"
        }), " panel: camera angle, section planes, visibility. This is the view the issue will keep."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create issue"
        }), " or press Ctrl + N."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Check the suggested ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Title"
        }), ": for a clash it is made up of the cell's groups and the floor, for a violation of the rule's name."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Assignee"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Priority"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Due date"
        }), "; if the matrix cell has a default assignee, it is already filled in."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Save"
        }), ". The issue gets a number with the project's prefix, and its clashes change to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Reviewed"
        }), "."]
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
              children: "Title"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Up to 200 characters"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The cell's groups and the floor, or the rule's name"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Assignee"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A project member"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "From the matrix cell, or empty"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Priority"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "High, Medium, Low"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "From the cell or the rule"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Due date"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A date"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Date of creation plus the due period from the project settings"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Labels"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Any words, up to 10"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Description"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Up to 4,000 characters"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Viewpoint"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Camera position, section planes, visible and selected elements, snapshot"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The current view"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["An issue's status follows its clashes: when all of them become ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Fixed"
      }), ", the issue becomes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Fixed"
      }), " too; if even one returns to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Active"
      }), ", the issue is reopened. Comments with view snapshots can be added to an issue, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "History"
      }), " tab of the card keeps every change of fields and statuses with its author and time."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "comparing-analyses",
      children: "Comparing analyses"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Compare with…"
      }), " lets you pick a second analysis and shows the difference: how many clashes appeared, how many were fixed and how many remain, broken down by matrix cell and rule. The comparison suits a weekly coordination progress report: export it to Excel together with the issues, as described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-export/",
        children: "Exporting analysis results"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The table shows up to 200,000 rows of one navigator node; for larger volumes, use the status filter and grouping."
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
            children: "A yellow bar \"The results are outdated\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "New model versions were uploaded after the analysis"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Repeat on new versions"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The clash is not shown in the 3D view"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The model is hidden, or another version is open"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Open analysis versions"
            }), " in the card"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The element is missing in the open version\""
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The element was deleted in a newer version open in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Model"
            }), " panel"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Open the analysis versions or repeat the analysis"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Approved"
            }), " cannot be set"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Your role is not in the project setting ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clashes may be approved by"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Contact the project manager"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Thousands of identical clashes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The tolerance is too small, or the groups contain the same elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Change the cell in the collision matrix and repeat the analysis"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/analysis-export/",
          children: "Exporting analysis results"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/notes-import/",
          children: "Importing issues into the authoring environment"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/collision-matrix/",
          children: "Collision matrix"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/model-window/",
          hrefLang: "ru",
          children: "The Model window"
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
87919(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgNDYwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjQ2MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJBbmFseXNpcyByZXN1bHRzIHdpbmRvdyI+Cjx0aXRsZT5BbmFseXNpcyByZXN1bHRzIHdpbmRvdzwvdGl0bGU+CjxyZWN0IHdpZHRoPSI5NjAiIGhlaWdodD0iNDYwIiBmaWxsPSIjZjNmNWY4Ii8+CjxyZWN0IHg9IjEyIiB5PSIxMiIgd2lkdGg9IjkzNiIgaGVpZ2h0PSI0MzYiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiIHN0cm9rZS13aWR0aD0iMiIvPgo8ZyBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj4KPHRleHQgeD0iMjYiIHk9IjM4IiBmb250LXNpemU9IjE1IiBmb250LXdlaWdodD0iNjAwIj5BbmFseXNpcyByZXN1bHRzPC90ZXh0Pgo8cmVjdCB4PSIyMzAiIHk9IjIyIiB3aWR0aD0iMzMwIiBoZWlnaHQ9IjI0IiByeD0iNCIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjIzOCIgeT0iMzkiPkFSQ+KAk1NUUuKAk0hWQUMgY29vcmRpbmF0aW9uLCB3ayA0MiDCtyAxNC4xMC4yMDI2IOKWvjwvdGV4dD4KPHJlY3QgeD0iMTIiIHk9IjU2IiB3aWR0aD0iMjAwIiBoZWlnaHQ9IjM5MiIgZmlsbD0iI2YzZjVmOCIvPgo8dGV4dCB4PSIyNCIgeT0iODAiIGZvbnQtd2VpZ2h0PSI2MDAiPuKWviBDbGFzaGVzICg0MTIpPC90ZXh0Pgo8dGV4dCB4PSIzNiIgeT0iMTAyIj7ilr4gQVJD4oCTU1RS4oCTTUVQPC90ZXh0Pgo8cmVjdCB4PSI0MCIgeT0iMTEwIiB3aWR0aD0iMTY2IiBoZWlnaHQ9IjIyIiByeD0iMyIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIi8+Cjx0ZXh0IHg9IjQ4IiB5PSIxMjUiIGZpbGw9IiMxMjU3YTAiIGZvbnQtd2VpZ2h0PSI2MDAiPlNUUiBTbGFicyDDlyBIVkFDICg1OCk8L3RleHQ+Cjx0ZXh0IHg9IjQ4IiB5PSIxNTAiPkFSQyBXYWxscyDDlyBIVkFDICg0MSk8L3RleHQ+Cjx0ZXh0IHg9IjQ4IiB5PSIxNzIiPkhWQUMgw5cgUExCIFBpcGVzICg4Nik8L3RleHQ+Cjx0ZXh0IHg9IjQ4IiB5PSIxOTQiPkFSQyBXYWxscywgZHVwbGljYXRlcyAoNik8L3RleHQ+Cjx0ZXh0IHg9IjI0IiB5PSIyMjYiIGZvbnQtd2VpZ2h0PSI2MDAiPuKWviBDaGVja3MgKDE2Myk8L3RleHQ+Cjx0ZXh0IHg9IjM2IiB5PSIyNDgiPuKWuCBDbGllbnQgcmVxdWlyZW1lbnRzPC90ZXh0Pgo8dGV4dCB4PSIzNiIgeT0iMjcwIj7ilrggS1NJIGNsYXNzaWZpY2F0aW9uPC90ZXh0Pgo8cmVjdCB4PSIyMjIiIHk9IjU4IiB3aWR0aD0iNTYiIGhlaWdodD0iMjIiIHJ4PSIxMSIgZmlsbD0iI2IzMjYxZSIvPjx0ZXh0IHg9IjI1MC4wIiB5PSI3MyIgZm9udC1zaXplPSIxMSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iI2ZmZmZmZiI+TmV3IDk8L3RleHQ+CjxyZWN0IHg9IjI4MiIgeT0iNTgiIHdpZHRoPSI4MyIgaGVpZ2h0PSIyMiIgcng9IjExIiBmaWxsPSIjYzk4YTEyIi8+PHRleHQgeD0iMzIzLjUiIHk9IjczIiBmb250LXNpemU9IjExIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmZmZmIj5BY3RpdmUgMzE8L3RleHQ+CjxyZWN0IHg9IjM2OSIgeT0iNTgiIHdpZHRoPSI4OSIgaGVpZ2h0PSIyMiIgcng9IjExIiBmaWxsPSIjMTI1N2EwIi8+PHRleHQgeD0iNDEzLjUiIHk9IjczIiBmb250LXNpemU9IjExIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmZmZmIj5SZXZpZXdlZCAxNDwvdGV4dD4KPHJlY3QgeD0iNDYyIiB5PSI1OCIgd2lkdGg9Ijg5IiBoZWlnaHQ9IjIyIiByeD0iMTEiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjUwNi41IiB5PSI3MyIgZm9udC1zaXplPSIxMSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iIzRhNTI2MCI+QXBwcm92ZWQgMjwvdGV4dD4KPHJlY3QgeD0iNTU1IiB5PSI1OCIgd2lkdGg9Ijg5IiBoZWlnaHQ9IjIyIiByeD0iMTEiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPjx0ZXh0IHg9IjU5OS41IiB5PSI3MyIgZm9udC1zaXplPSIxMSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iIzRhNTI2MCI+Rml4ZWQgMjwvdGV4dD4KPHJlY3QgeD0iMjI0IiB5PSI5MiIgd2lkdGg9IjQyNCIgaGVpZ2h0PSIyNiIgZmlsbD0iI2QwZDdlMiIvPgo8ZyBmb250LXdlaWdodD0iNjAwIj48dGV4dCB4PSIyMzIiIHk9IjEwOSI+4oSWPC90ZXh0Pjx0ZXh0IHg9IjI2MiIgeT0iMTA5Ij5TdGF0dXM8L3RleHQ+PHRleHQgeD0iMzUyIiB5PSIxMDkiPkVsZW1lbnQgMSAvIEVsZW1lbnQgMjwvdGV4dD48dGV4dCB4PSI1MzAiIHk9IjEwOSI+bW08L3RleHQ+PHRleHQgeD0iNTY2IiB5PSIxMDkiPklzc3VlPC90ZXh0PjwvZz4KPHJlY3QgeD0iMjI0IiB5PSIxMTgiIHdpZHRoPSI0MjQiIGhlaWdodD0iNDAiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iIzEyNTdhMCIvPgo8dGV4dCB4PSIyMzIiIHk9IjE0MiI+MTc8L3RleHQ+PHRleHQgeD0iMjYyIiB5PSIxNDIiIGZpbGw9IiNiMzI2MWUiIGZvbnQtd2VpZ2h0PSI2MDAiPk5ldzwvdGV4dD4KPHRleHQgeD0iMzUyIiB5PSIxMzQiPlNsYWIgUy0zLCBmbG9vciAzPC90ZXh0Pjx0ZXh0IHg9IjM1MiIgeT0iMTUwIj5EdWN0IDYwMMOXMzAwPC90ZXh0Pgo8dGV4dCB4PSI1MzAiIHk9IjE0MiI+ODQ8L3RleHQ+PHRleHQgeD0iNTY2IiB5PSIxNDIiPuKAlDwvdGV4dD4KPHJlY3QgeD0iMjI0IiB5PSIxNTgiIHdpZHRoPSI0MjQiIGhlaWdodD0iNDAiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSIyMzIiIHk9IjE4MiI+MTg8L3RleHQ+PHRleHQgeD0iMjYyIiB5PSIxODIiIGZpbGw9IiNjOThhMTIiIGZvbnQtd2VpZ2h0PSI2MDAiPkFjdGl2ZTwvdGV4dD4KPHRleHQgeD0iMzUyIiB5PSIxNzQiPlNsYWIgUy0zLCBmbG9vciAzPC90ZXh0Pjx0ZXh0IHg9IjM1MiIgeT0iMTkwIj5EdWN0IMOYMjUwPC90ZXh0Pgo8dGV4dCB4PSI1MzAiIHk9IjE4MiI+MzE8L3RleHQ+PHRleHQgeD0iNTY2IiB5PSIxODIiPuKAlDwvdGV4dD4KPHJlY3QgeD0iMjI0IiB5PSIxOTgiIHdpZHRoPSI0MjQiIGhlaWdodD0iNDAiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSIyMzIiIHk9IjIyMiI+MTk8L3RleHQ+PHRleHQgeD0iMjYyIiB5PSIyMjIiIGZpbGw9IiMxMjU3YTAiIGZvbnQtd2VpZ2h0PSI2MDAiPlJldmlld2VkPC90ZXh0Pgo8dGV4dCB4PSIzNTIiIHk9IjIxNCI+U2xhYiBTLTQsIGZsb29yIDQ8L3RleHQ+PHRleHQgeD0iMzUyIiB5PSIyMzAiPkR1Y3QgNDAww5cyMDA8L3RleHQ+Cjx0ZXh0IHg9IjUzMCIgeT0iMjIyIj41NjwvdGV4dD48dGV4dCB4PSI1NjYiIHk9IjIyMiI+SVMtMDE0MjwvdGV4dD4KPHJlY3QgeD0iMjI0IiB5PSIyMzgiIHdpZHRoPSI0MjQiIGhlaWdodD0iNDAiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSIyMzIiIHk9IjI2MiI+MjA8L3RleHQ+PHRleHQgeD0iMjYyIiB5PSIyNjIiIGZpbGw9IiMwYjZlNjkiIGZvbnQtd2VpZ2h0PSI2MDAiPkFwcHJvdmVkPC90ZXh0Pgo8dGV4dCB4PSIzNTIiIHk9IjI1NCI+U2xhYiBTLTEsIGZsb29yIDE8L3RleHQ+PHRleHQgeD0iMzUyIiB5PSIyNzAiPkR1Y3Qgw5gxNjAgaW4gYSBzbGVldmU8L3RleHQ+Cjx0ZXh0IHg9IjUzMCIgeT0iMjYyIj4xMjwvdGV4dD48dGV4dCB4PSI1NjYiIHk9IjI2MiI+4oCUPC90ZXh0Pgo8dGV4dCB4PSIyMzIiIHk9IjMwNCI+R3JvdXA6IGJ5IGVsZW1lbnQgwrcgU2VhcmNoOiBUZXNzZXJhSWQsIEdsb2JhbElkLCBudW1iZXI8L3RleHQ+CjxwYXRoIGQ9Ik02NjAgNTZWNDQ4IiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iNjc0IiB5PSI4MCIgZm9udC13ZWlnaHQ9IjYwMCIgZm9udC1zaXplPSIxMyI+Q2xhc2ggMTcgwrcgaGFyZDwvdGV4dD4KPHJlY3QgeD0iNjc0IiB5PSI5MiIgd2lkdGg9IjI2MCIgaGVpZ2h0PSIxNDYiIHJ4PSI0IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHBhdGggZD0iTTcwMCAyMDBMODYwIDE1MEw5MTAgMTcwTDc1MCAyMjBaIiBmaWxsPSIjZDBkN2UyIiBzdHJva2U9IiM0YTUyNjAiLz4KPHJlY3QgeD0iNzYwIiB5PSIxMTIiIHdpZHRoPSI0MCIgaGVpZ2h0PSIxMTAiIGZpbGw9IiMxMjU3YTAiIG9wYWNpdHk9IjAuODUiLz4KPHBhdGggZD0iTTcwMCAyMDBMODYwIDE1MEw5MTAgMTcwTDc1MCAyMjBaIiBmaWxsPSJub25lIiBzdHJva2U9IiNiMzI2MWUiIHN0cm9rZS13aWR0aD0iMyIvPgo8Y2lyY2xlIGN4PSI3ODAiIGN5PSIxODMiIHI9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2IzMjYxZSIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjY4MiIgeT0iMTEwIiBmb250LXNpemU9IjExIj5SZWQ6IGVsZW1lbnQgMTwvdGV4dD4KPHRleHQgeD0iODQwIiB5PSIxMTAiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiMxMjU3YTAiPkJsdWU6IDI8L3RleHQ+Cjx0ZXh0IHg9IjY3NCIgeT0iMjYwIj5JbnRlcnNlY3Rpb24gZGVwdGg6IDg0IG1tPC90ZXh0Pgo8dGV4dCB4PSI2NzQiIHk9IjI4MCI+Rmxvb3IgMyDCtyBmaXJzdCBmb3VuZCAxNC4xMC4yMDI2PC90ZXh0Pgo8dGV4dCB4PSI2NzQiIHk9IjMwMCI+Q2VsbDogU1RSIFNsYWJzIMOXIEhWQUM8L3RleHQ+CjxyZWN0IHg9IjY3NCIgeT0iMzIwIiB3aWR0aD0iMTUwIiBoZWlnaHQ9IjMwIiByeD0iNCIgZmlsbD0iIzBiNmU2OSIvPjx0ZXh0IHg9Ijc0OSIgeT0iMzQwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmZmZmIiBmb250LXdlaWdodD0iNjAwIj5DcmVhdGUgaXNzdWU8L3RleHQ+CjxyZWN0IHg9IjgzNCIgeT0iMzIwIiB3aWR0aD0iMTAwIiBoZWlnaHQ9IjMwIiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIi8+PHRleHQgeD0iODg0IiB5PSIzNDAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiMxMjU3YTAiPkFwcHJvdmU8L3RleHQ+Cjx0ZXh0IHg9IjY3NCIgeT0iMzc4Ij7ihpMg4oaRIG5leHQgYW5kIHByZXZpb3VzPC90ZXh0Pgo8dGV4dCB4PSI2NzQiIHk9IjM5OCI+U3BhY2U6IG90aGVycyB0cmFuc3BhcmVudDwvdGV4dD4KPC9nPgo8L3N2Zz4K");

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
43688(module) {
module.exports = JSON.parse('{"id":"control-guide/analysis-results","title":"Analysis results window","description":"The analysis results window of Tessera Control: the navigator by matrix cells and rules, the table of clashes and violations, the statuses New, Active, Reviewed, Approved and Fixed, and creating issues.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/analysis-results.md","sourceDirName":"control-guide","slug":"/control-guide/analysis-results","permalink":"/en/control/control-guide/analysis-results","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/analysis-results.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":4,"frontMatter":{"title":"Analysis results window","shortTitle":"Analysis results","description":"The analysis results window of Tessera Control: the navigator by matrix cells and rules, the table of clashes and violations, the statuses New, Active, Reviewed, Approved and Fixed, and creating issues.","order":4,"icon":"list","author":[{"name":"Irina Zaytseva"}],"date":"2026-10-06","categories":["Guide"],"tessera_tags":["analysis results","clashes","issues","statuses"],"sidebar_label":"Analysis results","sidebar_position":4,"reading_time":{"words":1326,"minutes":6.63},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"parts-of-the-window":"состав-окна","clash-table":"таблица-коллизий","viewing-in-the-model":"просмотр-в-модели","how-to-review":"порядок-разбора","statuses":"статусы","creating-an-issue":"создание-замечания","comparing-analyses":"сравнение-анализов","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Matrix","permalink":"/en/control/control-guide/collision-matrix"},"next":{"title":"Analysis export","permalink":"/en/control/control-guide/analysis-export"}}')

},

};
;