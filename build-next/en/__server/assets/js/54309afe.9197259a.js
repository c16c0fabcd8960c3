"use strict";
exports.ids = ["9129"];
exports.modules = {
93465(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_analysis_export_md_543_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_analysis_export_md_543_json__rspack_import_0 = __webpack_require__(70845);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Exporting analysis results',
	shortTitle: 'Analysis export',
	description: 'Exporting Tessera Control issues and clashes to Excel, PDF and BCF 2.1/3.0: what the files contain, choosing statuses, snapshots, how fields map to BCF, and limits.',
	order: 5,
	icon: 'download',
	author: [
		{
			name: 'Natalya Kravchenko'
		}
	],
	date: '2026-10-13',
	categories: [
		'Guide'
	],
	tessera_tags: [
		'export',
		'excel',
		'pdf',
		'bcf',
		'issues'
	],
	sidebar_label: 'Analysis export',
	sidebar_position: 5,
	reading_time: {
		words: 1276,
		minutes: 6.38
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'which-format-to-choose': 'что-выбрать',
		exporting: 'выгрузка',
		excel: 'excel',
		pdf: 'pdf',
		'bcf-21-and-30': 'bcf-21-и-30',
		'file-names-and-repeated-exports': 'имена-файлов-и-повторные-выгрузки',
		limits: 'ограничения',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Which format to choose",
  "id": "which-format-to-choose",
  "level": 2
}, {
  "value": "Exporting",
  "id": "exporting",
  "level": 2
}, {
  "value": "Excel",
  "id": "excel",
  "level": 2
}, {
  "value": "PDF",
  "id": "pdf",
  "level": 2
}, {
  "value": "BCF 2.1 and 3.0",
  "id": "bcf-21-and-30",
  "level": 2
}, {
  "value": "File names and repeated exports",
  "id": "file-names-and-repeated-exports",
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
      children: ["Analysis results live on the server, but designers, the client and the state expert review usually receive them as files. Tessera Control exports issues and clashes in three formats, each with its own purpose. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Excel"
      }), " is a table for summaries, filters and the weekly coordination progress report. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "PDF"
      }), " is a document with pictures for a meeting or a formal hand-over of issues. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BCF"
      }), " is the open buildingSMART format that authoring tools read: an issue opens in them on the right elements, with the same camera angle."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["An export always takes the current state of the issues: statuses, assignees and comments as they are at the moment of export. The command is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Reports → Export issues"
      }), "; it is also in the context menu of the table in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-results/",
        children: "analysis results window"
      }), ", to export only the selected rows. Every project member except a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Viewer"
      }), " can export."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "How export works: from the analysis results window, the selected issues are exported in three formats: Excel with a summary and clash sheets, PDF with one page per issue, and BCF 2.1 or 3.0 for Revit, Archicad and other tools",
        src: (__webpack_require__(36241)/* ["default"] */.A) + "",
        width: "960",
        height: "420"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "which-format-to-choose",
      children: "Which format to choose"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Format"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "File"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "For whom and why"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Excel"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".xlsx"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The coordinator and the project manager: summary by status and discipline, filters, comparing weeks"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "PDF"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".pdf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Meeting participants, the client, the state expert review: printing, signing, archiving"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "BCF 2.1"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Designers in tools that support BCF 2.1, which most current tools do"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "BCF 3.0"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tools that support BCF 3.0; keeps the project's statuses and labels in the extensions file"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Designers working in Revit usually do not need a file: the Tessera for Revit plugin gets the issues straight from the server; see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/notes-import/",
        children: "Importing issues into the authoring environment"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "exporting",
      children: "Exporting"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Open the analysis in the results window and filter the table if needed."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Reports → Export issues"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Format"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "What to export"
        }), ", choose all issues of the analysis, the issues matching the current filter, or the selected rows."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Tick the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Statuses"
        }), ". ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "New"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Active"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Reviewed"
        }), " are exported by default."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Set the format's options (see below) and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Export"
        }), ". The file is saved to the export folder set in the client's global settings."]
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
              children: "What to export"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All issues of the analysis; by filter; selected"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "By filter"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Statuses"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Any combination of the five statuses"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "New, Active, Reviewed"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clashes without issues"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no; Excel only"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Rule violations"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Assignee"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All or selected members"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Large files are exported on the server; you can keep working meanwhile, and the client tells you in the status bar when the file is ready."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "excel",
      children: "Excel"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The Excel file has four sheets."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Sheet"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Contents"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Summary"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Project, analysis, models and versions; the number of issues and clashes by status, per matrix cell and validation tree"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Issues"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Number, title, status, priority, assignee, due date, labels, description, number of clashes, last comment, snapshot thumbnail"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clashes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Every clash: cell, type, elements with model, category, TesseraId and GlobalId or UniqueId, depth or clearance, floor, point coordinates, issue number"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Violations"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rule, element, property, actual and expected value, issue number"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The sheets are formatted as Excel tables with AutoFilter, so they are easy to use as a source for pivot tables. Snapshot thumbnails are inserted when there are no more than 2,000 issues; otherwise the column stays empty so the file does not grow to hundreds of megabytes. When analyses are compared, a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Comparison"
      }), " sheet is added with the number of clashes that appeared and were fixed."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "pdf",
      children: "PDF"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The PDF report follows a built-in template: a title page with the project, the analysis and the list of model versions, a summary table and a chart by status, then one page per issue. An issue's page has the view snapshot, the issue's fields, the list of elements with their models and TesseraIds, and the last five comments."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Option"
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
              children: "Page format"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A4 or A3; portrait or landscape"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A4, landscape"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Report language"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Russian, English"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The interface language"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Snapshots"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The issue snapshot; the snapshot and a plan view of the floor"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The issue snapshot"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Comments"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The last five; all; none"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The last five"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "bcf-21-and-30",
      children: "BCF 2.1 and 3.0"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A BCF file is an archive in which each issue is one topic with a description, comments, viewpoints and snapshots. The topic's identifier is the issue's internal identifier in Tessera and does not change between exports. A tool that loads a new file therefore updates the topics it already knows instead of creating duplicates."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tessera field"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "BCF field"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Number and title"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Title"
            }), ", with the number first: \"IS-0142 HVAC Ducts × STR Slabs, floor 3\""]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Status"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TopicStatus"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Priority"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Priority"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Assignee"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "AssignedTo"
            }), ": the member's email address"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Due date"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DueDate"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Labels"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Labels"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Description and comments"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Description"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Comment"
            }), " with author and date"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Type: clash or rule violation"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "TopicType"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Viewpoint"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Camera, section planes, a PNG snapshot of the size set in the global settings"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Components"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IfcGuid"
            }), ", plus ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "AuthoringToolId"
            }), " for Revit models"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For IFC models, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "IfcGuid"
      }), " holds the original GlobalId. For models uploaded with the Tessera for Revit plugin, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "IfcGuid"
      }), " is computed from the UniqueId the same way Revit's IFC export does it, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "AuthoringToolId"
      }), " holds the Revit element id. The elements are found both in the original Revit model and in an IFC exported from it with the standard settings."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Option"
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
            children: "2.1 or 3.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "From the global settings, initially 2.1"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Statuses and priorities"
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
              children: "Coordinates"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As in the source models; Tessera's internal coordinates"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "As in the source models"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "File extension"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcfzip"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "As in Tessera"
      }), ", statuses are written with Tessera's own names and listed in the extensions file, so the receiving tool offers them in its own list. Some tools only understand the standard values; for them, choose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Open"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Closed"
      }), ": New, Active and Reviewed become ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Open"
      }), ", Approved and Fixed become ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Closed"
      }), ". The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ".bcfzip"
      }), " extension is for older tools that do not accept ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: ".bcf"
      }), " files."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["BCF viewpoints are given in metres in model coordinates. If the model was shifted by the project base point at import, Tessera converts the camera back to the original coordinates. Choose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Tessera's internal coordinates"
        }), " only for exchange between two Tessera servers."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "file-names-and-repeated-exports",
      children: "File names and repeated exports"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["By default the file name is made up of the project code, the analysis name and the export date, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "2026-041_Coordination-wk42_2026-10-14.xlsx"
      }), ". Files of different weeks then do not overwrite each other and sort by date in the project folder. You can change the name in the save dialog."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A repeated export to Excel or PDF always creates a new, independent file. BCF is different: topics keep their identifiers, so the designer only has to load the new file over the old one in their tool. Statuses and comments are updated, and fixed and approved issues need not be sent again if you clear those statuses in the filter."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "limits",
      children: "Limits"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Excel: up to 200,000 clashes per file; above that, export the matrix cells separately."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "PDF: up to 1,000 issues per file."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "BCF: up to 5,000 topics per file; snapshots are stored as PNG."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Clashes without issues are exported to Excel only: PDF and BCF contain issues only."
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
            children: "\"No issues to export\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The status or assignee filter selects nothing"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Change the filter or tick more statuses"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The limit of 1,000 issues for PDF has been exceeded\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Too many issues are selected"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Export by assignee or by matrix cell"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The file could not be saved\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The folder is not writable, or the file is open in Excel"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Close the file or choose another folder"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The receiving tool does not find the elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The IFC loaded into it did not keep the GlobalIds"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Export IFC with GlobalIds kept; for Revit, use the plugin"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/analysis-results/",
          children: "Analysis results window"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/notes-import/",
          children: "Importing issues into the authoring environment"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/global-settings/",
          children: "Tessera Control global settings"
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
36241(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgNDIwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjQyMCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJFeHBvcnRpbmcgYW5hbHlzaXMgcmVzdWx0cyB0byBFeGNlbCwgUERGIGFuZCBCQ0YiPgo8dGl0bGU+RXhwb3J0aW5nIGFuYWx5c2lzIHJlc3VsdHMgdG8gRXhjZWwsIFBERiBhbmQgQkNGPC90aXRsZT4KPGRlZnM+PG1hcmtlciBpZD0iYXJyIiB2aWV3Qm94PSIwIDAgMTAgMTAiIHJlZlg9IjkiIHJlZlk9IjUiIG1hcmtlcldpZHRoPSI4IiBtYXJrZXJIZWlnaHQ9IjgiIG9yaWVudD0iYXV0byI+PHBhdGggZD0iTTAgMEwxMCA1TDAgMTB6IiBmaWxsPSIjNGE1MjYwIi8+PC9tYXJrZXI+PC9kZWZzPgo8cmVjdCB3aWR0aD0iOTYwIiBoZWlnaHQ9IjQyMCIgZmlsbD0iI2YzZjVmOCIvPgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjNGE1MjYwIj4KPHJlY3QgeD0iMjQiIHk9IjEzMCIgd2lkdGg9IjIyMCIgaGVpZ2h0PSIxNjAiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIxMzQiIHk9IjE2MCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+QW5hbHlzaXMgcmVzdWx0czwvdGV4dD4KPHRleHQgeD0iMTM0IiB5PSIxNzgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPndpbmRvdzwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjIwNiIgZm9udC1zaXplPSIxMiI+SXNzdWVzIGFuZCBjbGFzaGVzPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMjI2IiBmb250LXNpemU9IjEyIj5TdGF0dXMgZmlsdGVyOjwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjI0NCIgZm9udC1zaXplPSIxMiI+TmV3LCBBY3RpdmUsIFJldmlld2VkPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMjcwIiBmb250LXNpemU9IjEyIiBmb250LXN0eWxlPSJpdGFsaWMiPlJlcG9ydHMg4oaSIEV4cG9ydCBpc3N1ZXM8L3RleHQ+CjxwYXRoIGQ9Ik0yNDQgMjEwQzI5MCAyMTAgMjkwIDgwIDM1MCA4MCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiIG1hcmtlci1lbmQ9InVybCgjYXJyKSIvPgo8cGF0aCBkPSJNMjQ0IDIxMEgzNTAiIGZpbGw9Im5vbmUiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2FycikiLz4KPHBhdGggZD0iTTI0NCAyMTBDMjkwIDIxMCAyOTAgMzQwIDM1MCAzNDAiIGZpbGw9Im5vbmUiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2FycikiLz4KPHJlY3QgeD0iMzUyIiB5PSIzMCIgd2lkdGg9IjI2MCIgaGVpZ2h0PSIxMDQiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNjgiIHk9IjU2IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij5FeGNlbCDCtyAueGxzeDwvdGV4dD4KPHRleHQgeD0iMzY4IiB5PSI3OCIgZm9udC1zaXplPSIxMiI+U2hlZXRzOiBTdW1tYXJ5LCBJc3N1ZXMsPC90ZXh0Pgo8dGV4dCB4PSIzNjgiIHk9Ijk2IiBmb250LXNpemU9IjEyIj5DbGFzaGVzLCBWaW9sYXRpb25zPC90ZXh0Pgo8dGV4dCB4PSIzNjgiIHk9IjExOCIgZm9udC1zaXplPSIxMiI+VGh1bWJuYWlscyB1cCB0byAyLDAwMCBpc3N1ZXM8L3RleHQ+CjxyZWN0IHg9IjM1MiIgeT0iMTU4IiB3aWR0aD0iMjYwIiBoZWlnaHQ9IjEwNCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM2OCIgeT0iMTg0IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjYzk4YTEyIj5QREYgwrcgLnBkZjwvdGV4dD4KPHRleHQgeD0iMzY4IiB5PSIyMDYiIGZvbnQtc2l6ZT0iMTIiPlRpdGxlIHBhZ2UsIHN1bW1hcnksPC90ZXh0Pgo8dGV4dCB4PSIzNjgiIHk9IjIyNCIgZm9udC1zaXplPSIxMiI+b25lIHBhZ2UgcGVyIGlzc3VlIHdpdGggc25hcHNob3Q8L3RleHQ+Cjx0ZXh0IHg9IjM2OCIgeT0iMjQ2IiBmb250LXNpemU9IjEyIj5VcCB0byAxLDAwMCBpc3N1ZXMgcGVyIGZpbGU8L3RleHQ+CjxyZWN0IHg9IjM1MiIgeT0iMjg4IiB3aWR0aD0iMjYwIiBoZWlnaHQ9IjEwNCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM2OCIgeT0iMzE0IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj5CQ0YgMi4xIG9yIDMuMCDCtyAuYmNmPC90ZXh0Pgo8dGV4dCB4PSIzNjgiIHk9IjMzNiIgZm9udC1zaXplPSIxMiI+T25lIHRvcGljIHBlciBpc3N1ZTogY2FtZXJhLDwvdGV4dD4KPHRleHQgeD0iMzY4IiB5PSIzNTQiIGZvbnQtc2l6ZT0iMTIiPnNlY3Rpb24gcGxhbmVzLCBzbmFwc2hvdCwgSWZjR3VpZDwvdGV4dD4KPHRleHQgeD0iMzY4IiB5PSIzNzYiIGZvbnQtc2l6ZT0iMTIiPlVwIHRvIDUsMDAwIHRvcGljcyBwZXIgZmlsZTwvdGV4dD4KPHBhdGggZD0iTTYxMiA4Mkg2OTAiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2FycikiLz4KPHBhdGggZD0iTTYxMiAyMTBINjkwIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhcnIpIi8+CjxwYXRoIGQ9Ik02MTIgMzQwSDY5MCIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiIG1hcmtlci1lbmQ9InVybCgjYXJyKSIvPgo8cmVjdCB4PSI2OTIiIHk9IjUwIiB3aWR0aD0iMjQ0IiBoZWlnaHQ9IjY0IiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjcwOCIgeT0iNzYiPlBpdm90IHRhYmxlcyw8L3RleHQ+Cjx0ZXh0IHg9IjcwOCIgeT0iOTYiPndlZWtseSByZXBvcnQ8L3RleHQ+CjxyZWN0IHg9IjY5MiIgeT0iMTc4IiB3aWR0aD0iMjQ0IiBoZWlnaHQ9IjY0IiByeD0iOCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjcwOCIgeT0iMjA0Ij5NZWV0aW5nLCBjbGllbnQsPC90ZXh0Pgo8dGV4dCB4PSI3MDgiIHk9IjIyNCI+c3RhdGUgcmV2aWV3LCBhcmNoaXZlPC90ZXh0Pgo8cmVjdCB4PSI2OTIiIHk9IjI5OCIgd2lkdGg9IjI0NCIgaGVpZ2h0PSI4NCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSI3MDgiIHk9IjMyMiI+UmV2aXQgKEltcG9ydCBCQ0YpLDwvdGV4dD4KPHRleHQgeD0iNzA4IiB5PSIzNDIiPkFyY2hpY2FkLCBSZW5nYSw8L3RleHQ+Cjx0ZXh0IHg9IjcwOCIgeT0iMzYyIj5OYXZpc3dvcmtzIGFuZCBvdGhlcnM8L3RleHQ+Cjx0ZXh0IHg9IjI0IiB5PSI0MCIgZm9udC1zaXplPSIxNSIgZm9udC13ZWlnaHQ9IjYwMCI+RXhwb3J0IGlzc3VlczwvdGV4dD4KPHRleHQgeD0iMjQiIHk9IjYyIiBmb250LXNpemU9IjEyIj5FeHBvcnQgdGFrZXMgdGhlIGN1cnJlbnQ8L3RleHQ+Cjx0ZXh0IHg9IjI0IiB5PSI4MCIgZm9udC1zaXplPSIxMiI+c3RhdHVzZXMsIGFzc2lnbmVlczwvdGV4dD4KPHRleHQgeD0iMjQiIHk9Ijk4IiBmb250LXNpemU9IjEyIj5hbmQgY29tbWVudHM8L3RleHQ+CjwvZz4KPC9zdmc+Cg==");

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
70845(module) {
module.exports = JSON.parse('{"id":"control-guide/analysis-export","title":"Exporting analysis results","description":"Exporting Tessera Control issues and clashes to Excel, PDF and BCF 2.1/3.0: what the files contain, choosing statuses, snapshots, how fields map to BCF, and limits.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/analysis-export.md","sourceDirName":"control-guide","slug":"/control-guide/analysis-export","permalink":"/en/control/control-guide/analysis-export","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/analysis-export.md","tags":[],"version":"current","lastUpdatedAt":1795688130000,"sidebarPosition":5,"frontMatter":{"title":"Exporting analysis results","shortTitle":"Analysis export","description":"Exporting Tessera Control issues and clashes to Excel, PDF and BCF 2.1/3.0: what the files contain, choosing statuses, snapshots, how fields map to BCF, and limits.","order":5,"icon":"download","author":[{"name":"Natalya Kravchenko"}],"date":"2026-10-13","categories":["Guide"],"tessera_tags":["export","excel","pdf","bcf","issues"],"sidebar_label":"Analysis export","sidebar_position":5,"reading_time":{"words":1276,"minutes":6.38},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"which-format-to-choose":"что-выбрать","exporting":"выгрузка","excel":"excel","pdf":"pdf","bcf-21-and-30":"bcf-21-и-30","file-names-and-repeated-exports":"имена-файлов-и-повторные-выгрузки","limits":"ограничения","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Analysis results","permalink":"/en/control/control-guide/analysis-results"},"next":{"title":"Issues in authoring tools","permalink":"/en/control/control-guide/notes-import"}}')

},

};
;