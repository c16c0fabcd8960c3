"use strict";
exports.ids = ["9466"];
exports.modules = {
56589(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_notes_import_md_38e_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_notes_import_md_38e_json__rspack_import_0 = __webpack_require__(56965);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Importing issues into the authoring environment',
	shortTitle: 'Issues in authoring tools',
	description: 'How designers receive Tessera Control issues: the issues panel of the Tessera for Revit plugin, BCF import into Revit, Archicad, Renga and Navisworks, and returning statuses to Tessera.',
	order: 6,
	icon: 'upload',
	author: [
		{
			name: 'Maxim Belov'
		}
	],
	date: '2026-10-27',
	categories: [
		'Guide'
	],
	tessera_tags: [
		'issues',
		'revit',
		'bcf',
		'archicad',
		'coordination'
	],
	sidebar_label: 'Issues in authoring tools',
	sidebar_position: 6,
	reading_time: {
		words: 1358,
		minutes: 6.79
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'issues-in-revit': 'замечания-в-revit',
		'working-with-the-issues-panel': 'работа-с-панелью-замечаний',
		'elements-from-other-models': 'элементы-из-других-моделей',
		'working-offline': 'работа-без-подключения',
		'importing-bcf-into-revit': 'импорт-bcf-в-revit',
		'issues-in-other-tools': 'замечания-в-других-программах',
		'returning-bcf-to-tessera': 'возврат-bcf-в-tessera',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Issues in Revit",
  "id": "issues-in-revit",
  "level": 2
}, {
  "value": "Working with the issues panel",
  "id": "working-with-the-issues-panel",
  "level": 3
}, {
  "value": "Elements from other models",
  "id": "elements-from-other-models",
  "level": 3
}, {
  "value": "Working offline",
  "id": "working-offline",
  "level": 3
}, {
  "value": "Importing BCF into Revit",
  "id": "importing-bcf-into-revit",
  "level": 3
}, {
  "value": "Issues in other tools",
  "id": "issues-in-other-tools",
  "level": 2
}, {
  "value": "Returning BCF to Tessera",
  "id": "returning-bcf-to-tessera",
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
    children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["An issue is only useful once it reaches the designer who can fix the model. Tessera Control delivers issues in two ways. Designers in Revit work with them right inside their tool through the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera for Revit"
      }), " plugin: the issue list is refreshed from the server, a double-click shows the problem elements, and a \"fixed\" mark is visible to the coordinator at once. For other tools (Archicad, Renga, Navisworks and others) issues travel as a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BCF"
      }), " file, and the answers come back to Tessera by importing the same format."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Issues are created in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-results/",
        children: "analysis results window"
      }), "; how to prepare BCF files is described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-export/",
        children: "Exporting analysis results"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Exchanging issues: Tessera Server sends issues to Revit directly through the plugin, and to Archicad, Renga and Navisworks as a BCF file; statuses and comments come back through the plugin or by BCF import",
        src: (__webpack_require__(30207)/* ["default"] */.A) + "",
        width: "960",
        height: "420"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "issues-in-revit",
      children: "Issues in Revit"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The plugin is installed as described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/revit-plugin-installation/",
        children: "Installing the Tessera for Revit plugin"
      }), " and works in Revit 2022–2026. The issue commands are on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera"
      }), " tab, in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Issues"
      }), " panel."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Command"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it does"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Tessera Control issues"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Opens a dockable panel with the project's issues"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Update statuses"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Downloads new issues and sends the statuses and comments changed in Revit to the server"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Import BCF"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Opens issues from a BCF file, without contacting the server"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "working-with-the-issues-panel",
      children: "Working with the issues panel"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Sign in to the plugin and choose the project with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Select project"
        }), ", if it is not selected yet."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Tessera Control issues"
        }), ". The panel shows the issues in which elements of the open document take part. The document is matched with the Tessera model it was uploaded to by the plugin."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Filter the list: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Assigned to me"
        }), ", status, priority, due date."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Double-click an issue. The plugin opens the 3D view \"Tessera — Issues\", restores the camera angle, builds a section box around the elements with a 500 mm margin and selects the elements in the document."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Fix the model. To answer the coordinator, click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Comment"
        }), ": a snapshot of the current Revit view can be attached to the text."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Fixed"
        }), ": the issue gets the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Fixed"
        }), ". Upload the new model version with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Upload to Tessera"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Fixed"
      }), " mark is the designer's statement, not the final verdict. At the next analysis Tessera Control checks the elements again: if the clash is found again, the issue returns to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Active"
      }), ", and its history shows who marked it fixed and when."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Panel column"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Contents"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Number"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Issue number, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IS-0142"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Title"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The title from Tessera"
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
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Priority"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Due date"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "From the issue; overdue issues are highlighted in red"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Elements"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Number of elements; a link icon means some elements are in a linked model"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "elements-from-other-models",
      children: "Elements from other models"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A clash almost always connects elements of two disciplines: a duct from the HVAC model and a beam from the structural model. The plugin finds the elements of the open document by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "UniqueId"
      }), ". It looks for elements of the other model in the loaded Revit links and shows them in the same colour as in Tessera. If the linked file is not loaded, the panel marks the element \"In the model STR — Structure\", and the camera angle and section box are still restored from the issue's viewpoint."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The plugin does not change the Revit model by itself: it only selects elements, creates a working 3D view and saves its own settings. You can delete the working view; it is created again the next time you open an issue."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "working-offline",
      children: "Working offline"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If the server cannot be reached, the panel shows the issues downloaded at the last update, and statuses and comments changed meanwhile are queued. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Update statuses"
      }), " sends them once the connection is back. If the same issue was changed in Tessera in the meantime, the later change wins, and the plugin shows a list of such conflicts."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h3, {
      id: "importing-bcf-into-revit",
      children: "Importing BCF into Revit"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Import BCF"
      }), " is for issues that arrive as a file: from a subcontractor without access to the server, or from another checking tool. The plugin opens BCF 2.1 and 3.0 files in the same panel. Elements are looked up first by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "AuthoringToolId"
      }), " and UniqueId, then by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "IfcGuid"
      }), ", which is compared with the IFC GUID Revit assigns to elements on IFC export. Issues from a file are marked with a file icon; their statuses can be changed, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Export BCF"
      }), " in the panel's menu saves them back to a file as a reply."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "issues-in-other-tools",
      children: "Issues in other tools"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "In every tool except Revit, issues travel as a BCF file. Elements are found in them by their IFC GlobalId, so one condition matters: the model uploaded to Tessera and the model open in the authoring tool must have the same GlobalIds. That holds when Tessera has an IFC exported from this same tool with its identifiers kept."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where to open BCF"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Recommended file version"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Archicad"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The Issue Organizer in current versions; the Mark-Up palette in older ones"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["BCF 3.0 or 2.1; the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcfzip"
            }), " extension for older versions"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Renga"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BCF support depends on the version of the program"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BCF 2.1; where BCF is not supported, send a PDF with the list of GlobalIds"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Navisworks Manage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The BCF add-in installed in your organisation"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BCF 2.1"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Tekla Structures, Allplan, nanoCAD BIM and others"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The program's own BCF tools"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BCF 2.1"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Export the issues to BCF from the analysis results window, choosing the file version from the table."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Send the file to the designer by email or through the common data environment (CDE)."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The designer opens the file in their tool, fixes the model, changes statuses and writes comments."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The designer saves the BCF from their tool and returns it together with the new IFC."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The BIM coordinator uploads the new model version through ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/ifc-import/",
          hrefLang: "ru",
          children: "IFC import"
        }), " (in Russian)", " and imports the BCF into Tessera (see below)."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "tip",
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "For Archicad, turn on keeping the elements' original GlobalIds in the IFC export. Otherwise elements get new identifiers at every export, issues from BCF no longer find them, and Tessera treats the elements as deleted and added again."
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "returning-bcf-to-tessera",
      children: "Returning BCF to Tessera"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The client command ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Reports → Import BCF"
      }), " loads the designer's reply into the project."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Select the project and run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Reports → Import BCF"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ".bcf"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ".bcfzip"
        }), " file of version 2.0, 2.1 or 3.0."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Check the preview: how many issues will be updated, how many topics in the file are new, and which statuses could not be matched."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose what to do with new topics: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create issues"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Skip"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Import"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Data in the file"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What happens in Tessera"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A topic with a known identifier"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Status, priority, assignee and due date are updated; new comments and viewpoints are added"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A new topic"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["An issue with the project's numbering is created, if ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Create issues"
            }), " was chosen"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Closed"
            }), " or \"Fixed\""]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The issue gets the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Fixed"
            }), " and will be checked by the next analysis; approved issues do not change"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A status Tessera does not have"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The status does not change, and the row goes to the list of warnings"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A comment loaded before"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Skipped; no duplicates are created"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["BCF import cannot set the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Approved"
      }), ": clashes can only be approved in the analysis results window, by the roles given in the project setting."]
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
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The issues panel in Revit is empty"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The document was never uploaded to this project, or another project is selected"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check the project in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Select project"
            }), " and upload the document"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The element was not found in the document\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The element was deleted or recreated and has a new UniqueId"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tell the coordinator: the issue is closed after the repeat analysis"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The tool opens the BCF but selects no elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The GlobalIds in the designer's model do not match the model in Tessera"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upload to Tessera an IFC from the same tool, with GlobalIds kept"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The BCF file is damaged or of an unknown version\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The archive is incomplete or the version is below 2.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ask for the file to be saved again as BCF 2.1 or 3.0"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The camera is offset from the elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The authoring tool uses a different origin"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Export with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "As in the source models"
            }), " and check the IFC georeferencing"]
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
          href: "/control/control-guide/analysis-results/",
          children: "Analysis results window"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/revit-import/",
          hrefLang: "ru",
          children: "Revit import"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/revit-plugin-installation/",
          children: "Installing the Tessera for Revit plugin"
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
30207(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgNDIwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjQyMCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJFeGNoYW5naW5nIGlzc3VlcyBiZXR3ZWVuIFRlc3NlcmEgYW5kIGF1dGhvcmluZyB0b29scyI+Cjx0aXRsZT5FeGNoYW5naW5nIGlzc3VlcyBiZXR3ZWVuIFRlc3NlcmEgYW5kIGF1dGhvcmluZyB0b29sczwvdGl0bGU+CjxkZWZzPjxtYXJrZXIgaWQ9ImFyciIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzRhNTI2MCIvPjwvbWFya2VyPjwvZGVmcz4KPHJlY3Qgd2lkdGg9Ijk2MCIgaGVpZ2h0PSI0MjAiIGZpbGw9IiNmM2Y1ZjgiLz4KPGcgZm9udC1zaXplPSIxMyIgZmlsbD0iIzRhNTI2MCI+CjxyZWN0IHg9IjM1MCIgeT0iMTIwIiB3aWR0aD0iMjYwIiBoZWlnaHQ9IjE1MCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjQ4MCIgeT0iMTUwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj5UZXNzZXJhIFNlcnZlcjwvdGV4dD4KPHRleHQgeD0iMzY2IiB5PSIxNzYiIGZvbnQtc2l6ZT0iMTIiPklzc3VlcyBJUy0wMDAxIOKApiBJUy0wMTQyPC90ZXh0Pgo8dGV4dCB4PSIzNjYiIHk9IjE5NiIgZm9udC1zaXplPSIxMiI+U3RhdHVzZXMsIGNvbW1lbnRzLCBzbmFwc2hvdHM8L3RleHQ+Cjx0ZXh0IHg9IjM2NiIgeT0iMjE2IiBmb250LXNpemU9IjEyIj5UaGUgbmV4dCBhbmFseXNpcyBjb25maXJtczwvdGV4dD4KPHRleHQgeD0iMzY2IiB5PSIyMzQiIGZvbnQtc2l6ZT0iMTIiPkZpeGVkLCBvciByZXR1cm5zIHRoZSBpc3N1ZTwvdGV4dD4KPHRleHQgeD0iMzY2IiB5PSIyNTIiIGZvbnQtc2l6ZT0iMTIiPnRvIEFjdGl2ZTwvdGV4dD4KPHJlY3QgeD0iMjQiIHk9IjExMCIgd2lkdGg9IjIzNiIgaGVpZ2h0PSIxNzAiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI0MCIgeT0iMTM4IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij5SZXZpdCAyMDIy4oCTMjAyNTwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjE2MCIgZm9udC1zaXplPSIxMiI+VGVzc2VyYSBmb3IgUmV2aXQgcGx1Z2luPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMTg0IiBmb250LXNpemU9IjEyIj5UZXNzZXJhIHRhYiDihpIgSXNzdWVzOjwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjIwNCIgZm9udC1zaXplPSIxMiI+wrcgVGVzc2VyYSBDb250cm9sIGlzc3VlczwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjIyMiIgZm9udC1zaXplPSIxMiI+wrcgVXBkYXRlIHN0YXR1c2VzPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMjQwIiBmb250LXNpemU9IjEyIj7CtyBJbXBvcnQgQkNGPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMjY0IiBmb250LXNpemU9IjEyIj5FbGVtZW50cyBmb3VuZCBieSBVbmlxdWVJZDwvdGV4dD4KPHBhdGggZD0iTTM0OCAxNzBIMjY0IiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhcnIpIi8+Cjx0ZXh0IHg9IjMwNiIgeT0iMTYyIiBmb250LXNpemU9IjExIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5pc3N1ZXM8L3RleHQ+CjxwYXRoIGQ9Ik0yNjQgMjI2SDM0OCIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiIG1hcmtlci1lbmQ9InVybCgjYXJyKSIvPgo8dGV4dCB4PSIzMDYiIHk9IjI0NCIgZm9udC1zaXplPSIxMSIgdGV4dC1hbmNob3I9Im1pZGRsZSI+c3RhdHVzZXM8L3RleHQ+CjxyZWN0IHg9IjcwMCIgeT0iNDAiIHdpZHRoPSIyMzYiIGhlaWdodD0iODAiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iNzE2IiB5PSI2NiIgZm9udC13ZWlnaHQ9IjYwMCI+QXJjaGljYWQ8L3RleHQ+Cjx0ZXh0IHg9IjcxNiIgeT0iODgiIGZvbnQtc2l6ZT0iMTIiPklzc3VlIE9yZ2FuaXplciw8L3RleHQ+Cjx0ZXh0IHg9IjcxNiIgeT0iMTA2IiBmb250LXNpemU9IjEyIj5CQ0YgMy4wIG9yIDIuMTwvdGV4dD4KPHJlY3QgeD0iNzAwIiB5PSIxNjAiIHdpZHRoPSIyMzYiIGhlaWdodD0iODAiIHJ4PSI4IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iNzE2IiB5PSIxODYiIGZvbnQtd2VpZ2h0PSI2MDAiPlJlbmdhPC90ZXh0Pgo8dGV4dCB4PSI3MTYiIHk9IjIwOCIgZm9udC1zaXplPSIxMiI+QkNGIDIuMSBpbiB2ZXJzaW9uczwvdGV4dD4KPHRleHQgeD0iNzE2IiB5PSIyMjYiIGZvbnQtc2l6ZT0iMTIiPnRoYXQgc3VwcG9ydCB0aGUgZm9ybWF0PC90ZXh0Pgo8cmVjdCB4PSI3MDAiIHk9IjI4MCIgd2lkdGg9IjIzNiIgaGVpZ2h0PSI4MCIgcng9IjgiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSI3MTYiIHk9IjMwNiIgZm9udC13ZWlnaHQ9IjYwMCI+TmF2aXN3b3JrcyBNYW5hZ2U8L3RleHQ+Cjx0ZXh0IHg9IjcxNiIgeT0iMzI4IiBmb250LXNpemU9IjEyIj5CQ0YgYWRkLWluLDwvdGV4dD4KPHRleHQgeD0iNzE2IiB5PSIzNDYiIGZvbnQtc2l6ZT0iMTIiPkJDRiAyLjE8L3RleHQ+CjxyZWN0IHg9IjYzMCIgeT0iMTc4IiB3aWR0aD0iNTIiIGhlaWdodD0iMzQiIHJ4PSI0IiBmaWxsPSIjMTI1N2EwIi8+Cjx0ZXh0IHg9IjY1NiIgeT0iMjAwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmZmZmIiBmb250LXNpemU9IjEyIiBmb250LXdlaWdodD0iNjAwIj4uYmNmPC90ZXh0Pgo8cGF0aCBkPSJNNjEyIDE4MEg2MjgiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+CjxwYXRoIGQ9Ik02ODIgMTg2QzY5MCAxODYgNjkwIDgwIDY5OCA4MCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiIG1hcmtlci1lbmQ9InVybCgjYXJyKSIvPgo8cGF0aCBkPSJNNjgyIDE5Nkg2OTgiIGZpbGw9Im5vbmUiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2FycikiLz4KPHBhdGggZD0iTTY4MiAyMDZDNjkwIDIwNiA2OTAgMzIwIDY5OCAzMjAiIGZpbGw9Im5vbmUiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2FycikiLz4KPHBhdGggZD0iTTgxOCAzNjJWMzkySDQ4MFYyNzQiIGZpbGw9Im5vbmUiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIiBzdHJva2UtZGFzaGFycmF5PSI2IDQiIG1hcmtlci1lbmQ9InVybCgjYXJyKSIvPgo8dGV4dCB4PSI0OTYiIHk9IjM4NCIgZm9udC1zaXplPSIxMiIgZmlsbD0iI2M5OGExMiI+QkNGIHJlcGx5OiBSZXBvcnRzIOKGkiBJbXBvcnQgQkNGPC90ZXh0Pgo8dGV4dCB4PSIyNCIgeT0iNDAiIGZvbnQtc2l6ZT0iMTUiIGZvbnQtd2VpZ2h0PSI2MDAiPkltcG9ydGluZyBpc3N1ZXMgaW50byB0aGUgYXV0aG9yaW5nIGVudmlyb25tZW50PC90ZXh0Pgo8dGV4dCB4PSIyNCIgeT0iNjIiIGZvbnQtc2l6ZT0iMTIiPkluIEJDRiwgZWxlbWVudHMgYXJlIGZvdW5kIGJ5IHRoZWlyIElGQyBHbG9iYWxJZCAoSWZjR3VpZCk8L3RleHQ+CjwvZz4KPC9zdmc+Cg==");

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
56965(module) {
module.exports = JSON.parse('{"id":"control-guide/notes-import","title":"Importing issues into the authoring environment","description":"How designers receive Tessera Control issues: the issues panel of the Tessera for Revit plugin, BCF import into Revit, Archicad, Renga and Navisworks, and returning statuses to Tessera.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/notes-import.md","sourceDirName":"control-guide","slug":"/control-guide/notes-import","permalink":"/en/control/control-guide/notes-import","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/notes-import.md","tags":[],"version":"current","lastUpdatedAt":1795688130000,"sidebarPosition":6,"frontMatter":{"title":"Importing issues into the authoring environment","shortTitle":"Issues in authoring tools","description":"How designers receive Tessera Control issues: the issues panel of the Tessera for Revit plugin, BCF import into Revit, Archicad, Renga and Navisworks, and returning statuses to Tessera.","order":6,"icon":"upload","author":[{"name":"Maxim Belov"}],"date":"2026-10-27","categories":["Guide"],"tessera_tags":["issues","revit","bcf","archicad","coordination"],"sidebar_label":"Issues in authoring tools","sidebar_position":6,"reading_time":{"words":1358,"minutes":6.79},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"issues-in-revit":"замечания-в-revit","working-with-the-issues-panel":"работа-с-панелью-замечаний","elements-from-other-models":"элементы-из-других-моделей","working-offline":"работа-без-подключения","importing-bcf-into-revit":"импорт-bcf-в-revit","issues-in-other-tools":"замечания-в-других-программах","returning-bcf-to-tessera":"возврат-bcf-в-tessera","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Analysis export","permalink":"/en/control/control-guide/analysis-export"},"next":{"title":"Global settings","permalink":"/en/control/control-guide/global-settings"}}')

},

};
;