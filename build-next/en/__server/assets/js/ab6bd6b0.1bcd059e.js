"use strict";
exports.ids = ["3460"];
exports.modules = {
71777(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_howto_getting_started_md_ab6_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_howto_getting_started_md_ab6_json__rspack_import_0 = __webpack_require__(29260);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Getting started: your first check of architectural and HVAC models',
	shortTitle: 'Getting started',
	description: 'Your first check in Tessera Control from start to finish: a project, architectural and HVAC models, a collision matrix with tolerances, the analysis, clash review by status, and BCF and PDF export.',
	order: 2,
	icon: 'rocket',
	author: [
		{
			name: 'Marina Belova'
		}
	],
	date: '2026-10-02',
	categories: [
		'Tutorial'
	],
	tessera_tags: [
		'getting started',
		'clashes',
		'collision matrix',
		'BCF',
		'BIM coordinator'
	],
	sidebar_label: 'Getting started',
	sidebar_position: 2,
	reading_time: {
		words: 1636,
		minutes: 8.18
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'what-you-need': 'что-понадобится',
		'step-1-create-the-project': 'шаг-1-создайте-проект',
		'step-2-upload-the-arc-and-hvac-models': 'шаг-2-загрузите-модели-ар-и-ов',
		'step-3-build-the-element-groups': 'шаг-3-соберите-группы-элементов',
		'step-4-fill-in-the-collision-matrix': 'шаг-4-заполните-матрицу-коллизий',
		'step-5-run-the-analysis': 'шаг-5-запустите-анализ',
		'step-6-review-the-clashes': 'шаг-6-разберите-коллизии',
		'step-7-export-bcf-and-a-pdf-report': 'шаг-7-выгрузите-bcf-и-отчёт-pdf',
		'the-next-cycle': 'следующий-цикл',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What you need",
  "id": "what-you-need",
  "level": 2
}, {
  "value": "Step 1. Create the project",
  "id": "step-1-create-the-project",
  "level": 2
}, {
  "value": "Step 2. Upload the ARC and HVAC models",
  "id": "step-2-upload-the-arc-and-hvac-models",
  "level": 2
}, {
  "value": "Step 3. Build the element groups",
  "id": "step-3-build-the-element-groups",
  "level": 2
}, {
  "value": "Step 4. Fill in the collision matrix",
  "id": "step-4-fill-in-the-collision-matrix",
  "level": 2
}, {
  "value": "Step 5. Run the analysis",
  "id": "step-5-run-the-analysis",
  "level": 2
}, {
  "value": "Step 6. Review the clashes",
  "id": "step-6-review-the-clashes",
  "level": 2
}, {
  "value": "Step 7. Export BCF and a PDF report",
  "id": "step-7-export-bcf-and-a-pdf-report",
  "level": 2
}, {
  "value": "The next cycle",
  "id": "the-next-cycle",
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
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This tutorial takes you through a complete first check: from an empty project to a BCF file that the designer opens in their own authoring tool, and a PDF report for the coordination meeting. The example checks two models, architecture (ARC) and heating, ventilation and air conditioning (HVAC), for ducts and pipes running through walls and slabs. With models of 50,000–150,000 elements the whole path takes about an hour and a half, most of it spent reviewing clashes."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The tutorial is written for a BIM coordinator. Before you begin, go through the checklist in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-howto/before-start/",
        children: "Before you start"
      }), ": the models must be exported in a shared coordinate system and in millimetres, or the first analysis will find thousands of false clashes."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "First check in seven steps: project, ARC and HVAC models, element groups, collision matrix, analysis, clash review, BCF and PDF export; below, how a clash moves between statuses",
        src: (__webpack_require__(77577)/* ["default"] */.A) + "",
        width: "900",
        height: "360"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-you-need",
      children: "What you need"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Requirement"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Application"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tessera Client for Windows 10/11 x64, signed in to your organisation's server"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Project role"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "BIM coordinator"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Project manager"
            }), "; an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Administrator"
            }), " can create the project"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Models"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "IFC files of the ARC and HVAC disciplines of one building, or an upload from Revit with the Tessera for Revit plugin"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Time"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "About 20 minutes to upload and set up, 5–10 minutes for the analysis, the rest for review"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "step-1-create-the-project",
      children: "Step 1. Create the project"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "If the project already exists and you are a member, go to step 2."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Projects window"
        }), ", click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create project"
        }), ". The button is shown to users allowed to create projects, by default the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Administrator"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Enter a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Name"
        }), ", for example \"North Residence, building 1\", and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Code"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "2026-041-B1"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Stage"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Set the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Base point"
        }), " (X, Y, Z in millimetres and the angle to true north) agreed with the model authors."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create"
        }), ". The creator becomes a member with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Project manager"
        }), " role."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Members"
        }), " tab, add yourself or the coordinator as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "BIM coordinator"
        }), ", and the ARC and HVAC designers as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Engineer"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Settings"
        }), " tab, in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Tessera Control"
        }), " section, check the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Issue number prefix"
        }), " (for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "IS"
        }), ", giving numbers like ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "IS-0142"
        }), ") and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Issue due period"
        }), " (14 days by default)."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "step-2-upload-the-arc-and-hvac-models",
      children: "Step 2. Upload the ARC and HVAC models"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Select the project and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Home → Import → IFC"
        }), " on the ribbon."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the ARC file, select ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "New model"
        }), " and enter a name that follows the convention: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "2026-041_B1_ARC"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Keep ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Units"
        }), " as \"From file\" and choose the same ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Georeferencing"
        }), " option as for every other model in the project."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Enter a version comment, for example \"WD, rev. 1\", and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Upload"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Repeat steps 1–4 for the HVAC file, naming the model ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "2026-041_B1_HVAC"
        }), ". For a Revit model instead of IFC, upload it with the Tessera for Revit plugin into the same project model."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Wait until both versions show ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Ready"
        }), " on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Models"
        }), " tab. Processing runs on the server; you do not need to keep the client open."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Tick both models and view them together in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Model"
        }), " panel: the ducts should run inside the building, not float next to it."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "step-3-build-the-element-groups",
      children: "Step 3. Build the element groups"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The collision matrix compares groups of elements, not whole models. Four groups based on saved queries are enough for a first check:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Group"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Query condition"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ARC Walls"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Discipline = ARC AND IFC class = IfcWall"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ARC Slabs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Discipline = ARC AND IFC class = IfcSlab"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HVAC Ducts"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Discipline = HVAC AND (IFC class = IfcDuctSegment OR IFC class = IfcDuctFitting)"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HVAC Pipes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Discipline = HVAC AND (IFC class = IfcPipeSegment OR IFC class = IfcPipeFitting)"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Save four queries with these conditions; giving each query the same name as its group keeps things simple."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Analysis → Collision matrix"
        }), " and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create matrix"
        }), ". Name it \"ARC–HVAC — weekly coordination\"."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Groups → Add group"
        }), ", enter a name (up to 24 characters), choose the source ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Saved query"
        }), " and select the query."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Show elements"
        }), " and check that the right elements are highlighted in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Model"
        }), " panel. An empty group is almost always a typo in the value of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Discipline"
        }), " property."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Save the group and repeat for the other three."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If the models have no ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Discipline"
      }), " property, use the source ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Model"
      }), " instead: the group \"ARC\" will then contain every element of the architectural model, including furniture and spaces, and you will get more clashes."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "step-4-fill-in-the-collision-matrix",
      children: "Step 4. Fill in the collision matrix"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The matrix is symmetrical, so only its upper triangle is edited. Click a cell, choose the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Type"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tolerance"
      }), " in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cell"
      }), " panel and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Apply"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Cell"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tolerance, mm"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Why"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HVAC Ducts × ARC Walls"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hard"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ducts with no opening in the wall"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HVAC Ducts × ARC Slabs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hard"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Slab penetrations without holes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HVAC Pipes × ARC Walls"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hard"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Heating pipes through walls"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HVAC Pipes × ARC Slabs"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hard"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Risers without holes in slabs"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "HVAC Ducts × HVAC Pipes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Hard"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "10"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Crossings inside the discipline"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "ARC Walls × ARC Walls"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Duplicate"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Walls copied twice"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A 10 mm hard tolerance ignores touching contacts caused by rounding at export and keeps real intersections. Leave the matrix setting ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Ignore openings and fillings"
      }), " on: a duct passing through an opening cut in a wall is not a clash. Add clearance checks later, once the hard clashes are dealt with."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "step-5-run-the-analysis",
      children: "Step 5. Run the analysis"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Projects window"
        }), ", open the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Analyses"
        }), " tab and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "New analysis"
        }), " (or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Analysis → Run analysis"
        }), ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Enter a name: \"ARC–HVAC coordination, week 40\"."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Models"
        }), " list, tick both models; their latest ready versions are selected by default."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Among the checks, tick the matrix \"ARC–HVAC — weekly coordination\"."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["For a first analysis, leave ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Continues"
        }), " set to \"None\"."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Run"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The analysis row goes through ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Queued"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Running"
      }), " (with a percentage) and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Done"
      }), ". Two models of 100,000 elements each are checked in a few minutes. The analysis runs on the server; when it is done, the results open by themselves unless you cleared ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Open results when done"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "step-6-review-the-clashes",
      children: "Step 6. Review the clashes"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["In the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Analysis results window"
      }), ", the navigator on the left lists the matrix cells with their clash counts, and the table is in the centre. Every clash of a first analysis has the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "New"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Select the cell with the most clashes in the navigator and turn on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Group"
        }), " by merge groups: a duct crossing several walls becomes one group."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Sort the table by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Depth / clearance"
        }), " column, largest first."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Step through the clashes with ↓ and ↑. Each one is shown in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Model"
        }), " panel, element 1 in red and element 2 in blue."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If it is a real problem, set up the view, select the rows and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Create issue"
        }), " (Ctrl + N). Choose the assignee and the due date. The issue's clashes change to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Reviewed"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["If the intersection is acceptable, for example a pipe in a sleeve, write the justification in the card and approve the clash (Ctrl + Shift + A; by default the project manager and the BIM coordinator may, see the project setting ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Clashes may be approved by"
        }), "). It becomes ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Approved"
        }), " and is left out of reports by default."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "If there are hundreds of similar false clashes, do not review them one by one: correct the tolerance or the group in the matrix and run the analysis again."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Status"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Meaning in the first cycle"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "New"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Found by this analysis, not reviewed yet"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Active"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Found again and not reviewed, or back after a false fix"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Reviewed"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The problem is confirmed: the clash is part of an issue or the coordinator marked it by hand"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Approved"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Accepted as allowed, with a justification"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Fixed"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Not found by a repeat analysis, or marked as fixed by the designer"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "step-7-export-bcf-and-a-pdf-report",
      children: "Step 7. Export BCF and a PDF report"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Issues go to designers as a BCF file and to the meeting as a PDF report. Both are exported with the same command."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Reports → Export issues"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Choose the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Format"
        }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "BCF 2.1"
        }), " (default) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "BCF 3.0"
        }), " if the designer's tool supports it."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Keep the default ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Statuses"
        }), ": New, Active, Reviewed."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["For BCF, keep ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Coordinates"
        }), " as \"As in source models\"; if the receiving tool does not understand Tessera's statuses, choose the standard ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Open"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Closed"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Export"
        }), " and send the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ".bcf"
        }), " file to the HVAC designer. Designers working in Revit get the issues without a file, straight from the server through the plugin."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run the command again with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "PDF"
        }), " format: A4 landscape, the issue snapshot and the last five comments. The report has a title page, a summary by status and one page per issue."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-next-cycle",
      children: "The next cycle"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When the designer uploads a corrected HVAC version, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Check state"
      }), " column on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Models"
      }), " tab shows ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Outdated"
      }), ". Select the analysis on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Analyses"
      }), " tab and run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Repeat on new versions"
      }), ": statuses carry over to the new analysis, clashes that disappeared become ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Fixed"
      }), ", and those still unreviewed become ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Active"
      }), ". For a weekly report, compare the two analyses with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Compare with…"
      }), "."]
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
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "New analysis"
            }), " is unavailable"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Your role is Engineer, Estimator or Viewer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Ask the project manager for the BIM coordinator role"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A version cannot be selected at start"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Its status is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Processing"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Error"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Wait for processing or upload the file again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The group has no elements in the selected versions\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The group's query selects nothing"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Discipline"
            }), " property values with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Show elements"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Thousands of wall-to-slab clashes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The models are offset, or the tolerance is too small"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check model alignment; raise the tolerance to 20–30 mm"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"No issues to export\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The status filter selects nothing, or no issues were created"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Create issues or tick more statuses"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "tip",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Use the finished project as a template: when you create the next project, select it in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Template"
        }), " field, and the matrix with its groups, the validation trees and the Tessera Control settings are copied. The first analysis of the new project then takes minutes."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/before-start/",
          children: "Before you start"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/",
          children: "Tessera Control tutorials"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/",
          children: "Tessera Control"
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
77577(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI5MDAiIGhlaWdodD0iMzYwIiB2aWV3Qm94PSIwIDAgOTAwIDM2MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJGaXJzdCBjaGVjayBpbiBUZXNzZXJhIENvbnRyb2w6IHNldmVuIHN0ZXBzIGFuZCBjbGFzaCBzdGF0dXNlcyI+PHRpdGxlPkZpcnN0IGNoZWNrIGluIFRlc3NlcmEgQ29udHJvbDogc2V2ZW4gc3RlcHMgYW5kIGNsYXNoIHN0YXR1c2VzPC90aXRsZT48ZGVmcz48bWFya2VyIGlkPSJhIiB2aWV3Qm94PSIwIDAgMTAgMTAiIHJlZlg9IjkiIHJlZlk9IjUiIG1hcmtlcldpZHRoPSI3IiBtYXJrZXJIZWlnaHQ9IjciIG9yaWVudD0iYXV0byI+PHBhdGggZD0iTTAgMEwxMCA1TDAgMTB6IiBmaWxsPSIjNGE1MjYwIi8+PC9tYXJrZXI+PC9kZWZzPjxyZWN0IHdpZHRoPSI5MDAiIGhlaWdodD0iMzYwIiBmaWxsPSIjZmZmZmZmIi8+PHRleHQgeD0iMjAiIHk9IjMwIiBmb250LXNpemU9IjE2IiBmaWxsPSIjMTAyNDNlIiBmb250LXdlaWdodD0iNjAwIj5GaXJzdCBjaGVjazogc2V2ZW4gc3RlcHM8L3RleHQ+PHJlY3QgeD0iMjAiIHk9IjUwIiB3aWR0aD0iMTE0IiBoZWlnaHQ9IjkyIiByeD0iNiIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz48Y2lyY2xlIGN4PSI0MCIgY3k9IjcyIiByPSIxMiIgZmlsbD0iIzEyNTdhMCIvPjx0ZXh0IHg9IjQwIiB5PSI3NyIgZm9udC1zaXplPSIxMyIgZmlsbD0iI2ZmZmZmZiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjcwMCI+MTwvdGV4dD48dGV4dCB4PSI1OCIgeT0iNzciIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiIGZvbnQtd2VpZ2h0PSI2MDAiPlByb2plY3Q8L3RleHQ+PHRleHQgeD0iMzAiIHk9IjEwOCIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+Y29kZSwgYmFzZTwvdGV4dD48dGV4dCB4PSIzMCIgeT0iMTI2IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5wb2ludDwvdGV4dD48bGluZSB4MT0iMTM1IiB5MT0iOTYiIHgyPSIxNDMiIHkyPSI5NiIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjEuNSIgbWFya2VyLWVuZD0idXJsKCNhKSIvPjxyZWN0IHg9IjE0NCIgeT0iNTAiIHdpZHRoPSIxMTQiIGhlaWdodD0iOTIiIHJ4PSI2IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPjxjaXJjbGUgY3g9IjE2NCIgY3k9IjcyIiByPSIxMiIgZmlsbD0iIzEyNTdhMCIvPjx0ZXh0IHg9IjE2NCIgeT0iNzciIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiNmZmZmZmYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI3MDAiPjI8L3RleHQ+PHRleHQgeD0iMTgyIiB5PSI3NyIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+TW9kZWxzPC90ZXh0Pjx0ZXh0IHg9IjE1NCIgeT0iMTA4IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5BUkMgYW5kIEhWQUMsPC90ZXh0Pjx0ZXh0IHg9IjE1NCIgeT0iMTI2IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5zdGF0dXMgUmVhZHk8L3RleHQ+PGxpbmUgeDE9IjI1OSIgeTE9Ijk2IiB4Mj0iMjY3IiB5Mj0iOTYiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIxLjUiIG1hcmtlci1lbmQ9InVybCgjYSkiLz48cmVjdCB4PSIyNjgiIHk9IjUwIiB3aWR0aD0iMTE0IiBoZWlnaHQ9IjkyIiByeD0iNiIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz48Y2lyY2xlIGN4PSIyODgiIGN5PSI3MiIgcj0iMTIiIGZpbGw9IiMxMjU3YTAiLz48dGV4dCB4PSIyODgiIHk9Ijc3IiBmb250LXNpemU9IjEzIiBmaWxsPSIjZmZmZmZmIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNzAwIj4zPC90ZXh0Pjx0ZXh0IHg9IjMwNiIgeT0iNzciIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiIGZvbnQtd2VpZ2h0PSI2MDAiPkdyb3VwczwvdGV4dD48dGV4dCB4PSIyNzgiIHk9IjEwOCIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+Zm91cjwvdGV4dD48dGV4dCB4PSIyNzgiIHk9IjEyNiIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+cXVlcmllczwvdGV4dD48bGluZSB4MT0iMzgzIiB5MT0iOTYiIHgyPSIzOTEiIHkyPSI5NiIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjEuNSIgbWFya2VyLWVuZD0idXJsKCNhKSIvPjxyZWN0IHg9IjM5MiIgeT0iNTAiIHdpZHRoPSIxMTQiIGhlaWdodD0iOTIiIHJ4PSI2IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPjxjaXJjbGUgY3g9IjQxMiIgY3k9IjcyIiByPSIxMiIgZmlsbD0iIzEyNTdhMCIvPjx0ZXh0IHg9IjQxMiIgeT0iNzciIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiNmZmZmZmYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI3MDAiPjQ8L3RleHQ+PHRleHQgeD0iNDMwIiB5PSI3NyIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+TWF0cml4PC90ZXh0Pjx0ZXh0IHg9IjQwMiIgeT0iMTA4IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj50eXBlcyBhbmQ8L3RleHQ+PHRleHQgeD0iNDAyIiB5PSIxMjYiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPnRvbGVyYW5jZXMsIG1tPC90ZXh0PjxsaW5lIHgxPSI1MDciIHkxPSI5NiIgeDI9IjUxNSIgeTI9Ijk2IiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMS41IiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+PHJlY3QgeD0iNTE2IiB5PSI1MCIgd2lkdGg9IjExNCIgaGVpZ2h0PSI5MiIgcng9IjYiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+PGNpcmNsZSBjeD0iNTM2IiBjeT0iNzIiIHI9IjEyIiBmaWxsPSIjMTI1N2EwIi8+PHRleHQgeD0iNTM2IiB5PSI3NyIgZm9udC1zaXplPSIxMyIgZmlsbD0iI2ZmZmZmZiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjcwMCI+NTwvdGV4dD48dGV4dCB4PSI1NTQiIHk9Ijc3IiBmb250LXNpemU9IjEzIiBmaWxsPSIjMTAyNDNlIiBmb250LXdlaWdodD0iNjAwIj5BbmFseXNpczwvdGV4dD48dGV4dCB4PSI1MjYiIHk9IjEwOCIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+TmV3PC90ZXh0Pjx0ZXh0IHg9IjUyNiIgeT0iMTI2IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5hbmFseXNpczwvdGV4dD48bGluZSB4MT0iNjMxIiB5MT0iOTYiIHgyPSI2MzkiIHkyPSI5NiIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjEuNSIgbWFya2VyLWVuZD0idXJsKCNhKSIvPjxyZWN0IHg9IjY0MCIgeT0iNTAiIHdpZHRoPSIxMTQiIGhlaWdodD0iOTIiIHJ4PSI2IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNjOThhMTIiIHN0cm9rZS13aWR0aD0iMiIvPjxjaXJjbGUgY3g9IjY2MCIgY3k9IjcyIiByPSIxMiIgZmlsbD0iI2M5OGExMiIvPjx0ZXh0IHg9IjY2MCIgeT0iNzciIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiNmZmZmZmYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI3MDAiPjY8L3RleHQ+PHRleHQgeD0iNjc4IiB5PSI3NyIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+UmV2aWV3PC90ZXh0Pjx0ZXh0IHg9IjY1MCIgeT0iMTA4IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5pc3N1ZXM8L3RleHQ+PHRleHQgeD0iNjUwIiB5PSIxMjYiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiM0YTUyNjAiPmFuZCBzdGF0dXNlczwvdGV4dD48bGluZSB4MT0iNzU1IiB5MT0iOTYiIHgyPSI3NjMiIHkyPSI5NiIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjEuNSIgbWFya2VyLWVuZD0idXJsKCNhKSIvPjxyZWN0IHg9Ijc2NCIgeT0iNTAiIHdpZHRoPSIxMTQiIGhlaWdodD0iOTIiIHJ4PSI2IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPjxjaXJjbGUgY3g9Ijc4NCIgY3k9IjcyIiByPSIxMiIgZmlsbD0iIzBiNmU2OSIvPjx0ZXh0IHg9Ijc4NCIgeT0iNzciIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiNmZmZmZmYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI3MDAiPjc8L3RleHQ+PHRleHQgeD0iODAyIiB5PSI3NyIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSIgZm9udC13ZWlnaHQ9IjYwMCI+RXhwb3J0PC90ZXh0Pjx0ZXh0IHg9Ijc3NCIgeT0iMTA4IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5CQ0YgMi4xLzMuMDwvdGV4dD48dGV4dCB4PSI3NzQiIHk9IjEyNiIgZm9udC1zaXplPSIxMiIgZmlsbD0iIzRhNTI2MCI+YW5kIFBERjwvdGV4dD48dGV4dCB4PSIyMCIgeT0iMTgwIiBmb250LXNpemU9IjE0IiBmaWxsPSIjMTAyNDNlIiBmb250LXdlaWdodD0iNjAwIj5DbGFzaCBzdGF0dXNlczwvdGV4dD48cmVjdCB4PSIyMCIgeT0iMTk2IiB3aWR0aD0iMTMwIiBoZWlnaHQ9IjM0IiByeD0iMTciIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+PHRleHQgeD0iODUiIHk9IjIxOCIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCI+TmV3PC90ZXh0PjxyZWN0IHg9IjIwIiB5PSIyODYiIHdpZHRoPSIxMzAiIGhlaWdodD0iMzQiIHJ4PSIxNyIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2Utd2lkdGg9IjIiLz48dGV4dCB4PSI4NSIgeT0iMzA4IiBmb250LXNpemU9IjEzIiBmaWxsPSIjMTAyNDNlIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNjAwIj5BY3RpdmU8L3RleHQ+PHJlY3QgeD0iMzgwIiB5PSIxOTYiIHdpZHRoPSIxMzAiIGhlaWdodD0iMzQiIHJ4PSIxNyIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz48dGV4dCB4PSI0NDUiIHk9IjIxOCIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCI+UmV2aWV3ZWQ8L3RleHQ+PHJlY3QgeD0iMzgwIiB5PSIyODYiIHdpZHRoPSIxMzAiIGhlaWdodD0iMzQiIHJ4PSIxNyIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiLz48dGV4dCB4PSI0NDUiIHk9IjMwOCIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCI+QXBwcm92ZWQ8L3RleHQ+PHJlY3QgeD0iNzMwIiB5PSIxOTYiIHdpZHRoPSIxMzAiIGhlaWdodD0iMzQiIHJ4PSIxNyIgZmlsbD0iI2YzZjVmOCIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiLz48dGV4dCB4PSI3OTUiIHk9IjIxOCIgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCI+Rml4ZWQ8L3RleHQ+PGxpbmUgeDE9Ijg1IiB5MT0iMjMyIiB4Mj0iODUiIHkyPSIyODIiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIxLjUiIG1hcmtlci1lbmQ9InVybCgjYSkiLz48dGV4dCB4PSI5NSIgeT0iMjYyIiBmb250LXNpemU9IjExIiBmaWxsPSIjNGE1MjYwIj5yZXBlYXQgYW5hbHlzaXM8L3RleHQ+PGxpbmUgeDE9IjE1MiIgeTE9IjIxMyIgeDI9IjM3NiIgeTI9IjIxMyIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjEuNSIgbWFya2VyLWVuZD0idXJsKCNhKSIvPjx0ZXh0IHg9IjIwMCIgeT0iMjA2IiBmb250LXNpemU9IjExIiBmaWxsPSIjNGE1MjYwIj5pc3N1ZSBjcmVhdGVkPC90ZXh0PjxsaW5lIHgxPSIxNTIiIHkxPSIyOTYiIHgyPSIzNzYiIHkyPSIyMjIiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIxLjUiIG1hcmtlci1lbmQ9InVybCgjYSkiLz48bGluZSB4MT0iMTUyIiB5MT0iMjI0IiB4Mj0iMzc2IiB5Mj0iMjk0IiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMS41IiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+PGxpbmUgeDE9IjE1MiIgeTE9IjMwMyIgeDI9IjM3NiIgeTI9IjMwMyIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjEuNSIgbWFya2VyLWVuZD0idXJsKCNhKSIvPjx0ZXh0IHg9IjIwMCIgeT0iMzE4IiBmb250LXNpemU9IjExIiBmaWxsPSIjNGE1MjYwIj5hY2NlcHRhYmxlLCBqdXN0aWZpZWQ8L3RleHQ+PGxpbmUgeDE9IjUxMiIgeTE9IjIxMyIgeDI9IjcyNiIgeTI9IjIxMyIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjEuNSIgbWFya2VyLWVuZD0idXJsKCNhKSIvPjx0ZXh0IHg9IjU0MCIgeT0iMjA2IiBmb250LXNpemU9IjExIiBmaWxsPSIjNGE1MjYwIj5ub3QgZm91bmQgb24gcmVwZWF0PC90ZXh0PjxwYXRoIGQ9Ik03OTUgMjMyIEw3OTUgMzQ0IEw2MCAzNDQgTDYwIDMyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjYjMyNjFlIiBzdHJva2Utd2lkdGg9IjEuNSIgc3Ryb2tlLWRhc2hhcnJheT0iNSAzIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+PHRleHQgeD0iNTYwIiB5PSIzMzgiIGZvbnQtc2l6ZT0iMTEiIGZpbGw9IiNiMzI2MWUiPmZvdW5kIGFnYWluPC90ZXh0Pjwvc3ZnPg==");

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
29260(module) {
module.exports = JSON.parse('{"id":"control-howto/getting-started","title":"Getting started: your first check of architectural and HVAC models","description":"Your first check in Tessera Control from start to finish: a project, architectural and HVAC models, a collision matrix with tolerances, the analysis, clash review by status, and BCF and PDF export.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-howto/getting-started.md","sourceDirName":"control-howto","slug":"/control-howto/getting-started","permalink":"/en/control/control-howto/getting-started","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-howto/getting-started.md","tags":[],"version":"current","lastUpdatedAt":1795700127000,"sidebarPosition":2,"frontMatter":{"title":"Getting started: your first check of architectural and HVAC models","shortTitle":"Getting started","description":"Your first check in Tessera Control from start to finish: a project, architectural and HVAC models, a collision matrix with tolerances, the analysis, clash review by status, and BCF and PDF export.","order":2,"icon":"rocket","author":[{"name":"Marina Belova"}],"date":"2026-10-02","categories":["Tutorial"],"tessera_tags":["getting started","clashes","collision matrix","BCF","BIM coordinator"],"sidebar_label":"Getting started","sidebar_position":2,"reading_time":{"words":1636,"minutes":8.18},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"what-you-need":"что-понадобится","step-1-create-the-project":"шаг-1-создайте-проект","step-2-upload-the-arc-and-hvac-models":"шаг-2-загрузите-модели-ар-и-ов","step-3-build-the-element-groups":"шаг-3-соберите-группы-элементов","step-4-fill-in-the-collision-matrix":"шаг-4-заполните-матрицу-коллизий","step-5-run-the-analysis":"шаг-5-запустите-анализ","step-6-review-the-clashes":"шаг-6-разберите-коллизии","step-7-export-bcf-and-a-pdf-report":"шаг-7-выгрузите-bcf-и-отчёт-pdf","the-next-cycle":"следующий-цикл","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Before you start","permalink":"/en/control/control-howto/before-start"},"next":{"title":"Compound checks","permalink":"/en/control/control-howto/complex-tests"}}')

},

};
;