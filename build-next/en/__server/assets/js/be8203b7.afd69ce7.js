"use strict";
exports.ids = ["1165"];
exports.modules = {
86670(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_howto_bcf_round_trips_md_be8_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_howto_bcf_round_trips_md_be8_json__rspack_import_0 = __webpack_require__(52649);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'BCF round trips with BIMcollab, Revizto, Archicad, Navisworks and Solibri',
	shortTitle: 'BCF with other tools',
	description: 'Exchanging Tessera Control issues with BIMcollab, Revizto, Archicad (Issue Organizer), Navisworks (NWC/NWD) and Solibri through BCF, step by step: export, import in the other tool, status changes, the return to Tessera and what survives the exchange.',
	order: 4,
	icon: 'link',
	author: [
		{
			name: 'Maxim Belov'
		}
	],
	date: '2026-11-26',
	categories: [
		'Tutorial'
	],
	tessera_tags: [
		'BCF',
		'BIMcollab',
		'Revizto',
		'Archicad',
		'Navisworks',
		'Solibri',
		'issues'
	],
	sidebar_label: 'BCF with other tools',
	sidebar_position: 4,
	reading_time: {
		words: 1279,
		minutes: 6.395
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'what-must-match-before-the-exchange': 'что-должно-совпасть-до-начала-обмена',
		'which-bcf-version-and-which-statuses': 'какая-версия-bcf-и-какие-статусы',
		'the-round-trip-step-by-step': 'круг-обмена-шаг-за-шагом',
		'navisworks-nwc-and-nwd-models': 'navisworks-модели-nwc-и-nwd',
		'what-survives-the-exchange': 'что-сохраняется-при-обмене',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What must match before the exchange",
  "id": "what-must-match-before-the-exchange",
  "level": 2
}, {
  "value": "Which BCF version and which statuses",
  "id": "which-bcf-version-and-which-statuses",
  "level": 2
}, {
  "value": "The round trip step by step",
  "id": "the-round-trip-step-by-step",
  "level": 2
}, {
  "value": "Navisworks: NWC and NWD models",
  "id": "navisworks-nwc-and-nwd-models",
  "level": 2
}, {
  "value": "What survives the exchange",
  "id": "what-survives-the-exchange",
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
      children: ["On a large project Tessera Control is rarely the only coordination tool. The general designer keeps issues in BIMcollab or Revizto, the architects work in Archicad, the building services subcontractor federates models in Navisworks, and the client checks the model in Solibri. The common language of all these tools is buildingSMART's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BCF"
      }), " (BIM Collaboration Format): an archive of topics, comments, viewpoints and references to elements by their IFC GlobalId. This tutorial describes the full round trip for each tool: export from Tessera Control, import into the other tool, work with statuses and the return of the reply to Tessera."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The general export settings are described on the page ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-export/",
        children: "Exporting analysis results"
      }), ", the import back in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/notes-import/",
        children: "Importing issues into the authoring environment"
      }), ". This page collects what is particular to each tool."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The BCF round trip: Tessera Control exports BCF 2.1, the other tool imports the topics, participants change statuses and write comments, the tool saves BCF, Tessera imports it back and matches the topics by their id",
        src: (__webpack_require__(3368)/* ["default"] */.A) + "",
        width: "960",
        height: "380"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-must-match-before-the-exchange",
      children: "What must match before the exchange"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "BCF topics find elements by their IFC GlobalId. The exchange works only if the other tool opens models with the same GlobalIds as those uploaded to Tessera:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Tessera and the other tool have the same IFC files, or models from one source with their identifiers preserved;"
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Revit models uploaded by the Tessera plugin and IFC files exported from the same Revit file match: Tessera computes the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "IfcGuid"
        }), " from the UniqueId the same way as Revit's IFC export;"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["viewpoints are exported with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Coordinates: As in the source models"
        }), ", otherwise the camera in the other tool ends up away from the elements."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "which-bcf-version-and-which-statuses",
      children: "Which BCF version and which statuses"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Tessera Control reads and writes BCF 2.1 and 3.0; files of older versions (1.0, 2.0) must be saved again as 2.1 in the tool that created them before import. For the exchange with the tools in this tutorial choose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BCF 2.1"
      }), ": it is the version all of them read and write, and the steps below are written for it. Keep BCF 3.0 for exchanges between Tessera servers and with tools whose support of that version your organisation has verified."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Tool"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where BCF is handled"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Version for the exchange"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "File"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "BIMcollab"
            }), " (Nexus, Zoom)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The issue list of the BIMcollab Nexus project; the issues panel of BIMcollab Zoom"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2.1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Revizto"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Issue Tracker"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2.1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Archicad"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Issue Organizer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2.1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcfzip"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Navisworks Manage"
            }), " (NWC/NWD)"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The BCF add-in installed in your organisation"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2.1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            })
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Solibri Office"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Presentations and BCF import"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2.1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcf"
            })
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["For all five tools export statuses in the mode ", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.strong, {
        children: ["Standard ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Open"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Closed"
        })]
      }), ": New, Active and Reviewed become ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Open"
      }), ", Fixed and Approved become ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Closed"
      }), ". The tools read Tessera's Russian statuses from the extensions file in different ways, and BIMcollab and Revizto define their set of statuses in their own project and replace foreign values with their own. When the file comes back, statuses Tessera does not know (such as \"Resolved\" or \"Solved\") are shown in the import preview: choose a Tessera status for each in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Status in Tessera"
      }), " column, and the choice is remembered for the project."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-round-trip-step-by-step",
      children: "The round trip step by step"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Export."
        }), " In the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/analysis-results/",
          children: "analysis results window"
        }), ", filter the issues for the recipient (for example by discipline and the statuses ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "New"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Active"
        }), "), choose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Export → BCF"
        }), ", version ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "2.1"
        }), ", statuses ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Open"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Closed"
        }), ", coordinates ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "As in the source models"
        }), " and the file extension from the table above."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Hand-over."
        }), " Put the file in the project's exchange folder of the СОД (CDE) or send it to the recipient. A file name with the date keeps the editions apart."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Import in the other tool."
        }), " The models the issues refer to must already be open in that tool.", "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
          children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "BIMcollab Nexus"
            }), ": in the project, open the issue list and import the BCF file; in BIMcollab Zoom the issues appear in the panel after the project is synchronised."]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Revizto"
            }), ": in the Issue Tracker choose BCF import and select the file; the topics become Revizto issues with their original cameras."]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Archicad"
            }), ": open the Issue Organizer, choose import and select the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".bcfzip"
            }), " file; elements are found by IFC GUID, so the Archicad model must keep its GlobalIds on IFC export."]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Navisworks"
            }), ": open the federated NWD model or the set of NWC files and import the file in the panel of the BCF add-in. Navisworks has no built-in BCF."]
          }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Solibri Office"
            }), ": import the BCF into a presentation; the topics become slides with viewpoints."]
          }), "\n"]
        }), "\n"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Work on the issues."
        }), " Participants open the topics, fix the models, change statuses and write comments in the tool they are used to."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Saving the reply."
        }), " The recipient exports BCF 2.1 from their tool, all topics or only the changed ones, and returns the file together with the new models."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Import into Tessera."
        }), " Upload the new model versions, then run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Reports → Import BCF"
        }), ", check the preview, map the unknown statuses and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Import"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Check."
        }), " Run an analysis: Tessera checks issues with the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Fixed"
        }), " again and returns them to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Active"
        }), " if the problem is still there."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "navisworks-nwc-and-nwd-models",
      children: "Navisworks: NWC and NWD models"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Tessera does not read NWC and NWD files, and Navisworks itself does not keep the IFC GlobalId of elements that come from Revit. For the topics to find elements, choose one of two ways. The first: open in Navisworks the same IFC files that are uploaded to Tessera; the elements then have a property with the GlobalId. The second: when exporting IFC from Revit, turn on storing the IFC GUID in an element parameter, and export the NWC after that: the parameter reaches the properties of the Navisworks element. Clash Detective results are not transferred to Tessera, but the add-in can export them to BCF, and Tessera imports them with the setting ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Create issues"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-survives-the-exchange",
      children: "What survives the exchange"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Data"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "BIMcollab"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Revizto"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Archicad"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Navisworks"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Solibri"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Topic id"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Viewpoint and snapshot"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Camera and snapshot; clipping planes depend on the add-in"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Comments with author and date"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Status"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The project's own status; mapped on return"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The project's own status; mapped on return"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Open"
            }), "/", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Closed"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Open"
            }), "/", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Closed"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Open"
            }), "/", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Closed"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Assignee"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "If the email address is a member of the BIMcollab project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "If the email address is a member of the Revizto project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Email address as text"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Email address as text"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Email address as text"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Priority and due date"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Priority"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Depends on the add-in"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Whatever the other tool returns, BCF import never gives an issue the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Approved"
      }), " and never changes issues already approved: approval stays with the roles named in the project settings. Comments imported before are not created again, so the same file can be imported twice without harm."]
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
            children: "The other tool opens the topics but selects no elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The GlobalIds of its models differ from those uploaded to Tessera"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Open the same IFC files in it, or export IFC with the GlobalIds preserved"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Every topic is new on import into Tessera"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The tool created topics of its own instead of updating the exported ones"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Export from it the topics imported from Tessera, not their copies; create the new topics as issues or skip them"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Status not mapped\" in the preview"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The tool wrote a status of its own"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Choose a Tessera status in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Status in Tessera"
            }), " column"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The assignee is gone after import into BIMcollab or Revizto"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The email address is not a member of that tool's project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Add the member to the project or assign again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The camera is offset from the elements"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Exported in Tessera's internal coordinates"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Export again with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "As in the source models"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The BCF file is damaged or has an unknown version\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A file of an old BCF version (1.0 or 2.0) or an incomplete archive"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Save the reply as BCF 2.1"
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
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/ifc-import/",
          hrefLang: "ru",
          children: "IFC import"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/getting-started/",
          children: "First check"
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
3368(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgMzgwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjM4MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJUaGUgQkNGIHJvdW5kIHRyaXAgYmV0d2VlbiBUZXNzZXJhIENvbnRyb2wgYW5kIG90aGVyIHRvb2xzIj4KPHRpdGxlPlRoZSBCQ0Ygcm91bmQgdHJpcCBiZXR3ZWVuIFRlc3NlcmEgQ29udHJvbCBhbmQgb3RoZXIgdG9vbHM8L3RpdGxlPgo8ZGVmcz48bWFya2VyIGlkPSJhIiB2aWV3Qm94PSIwIDAgMTAgMTAiIHJlZlg9IjkiIHJlZlk9IjUiIG1hcmtlcldpZHRoPSI4IiBtYXJrZXJIZWlnaHQ9IjgiIG9yaWVudD0iYXV0byI+PHBhdGggZD0iTTAgMEwxMCA1TDAgMTB6IiBmaWxsPSIjNGE1MjYwIi8+PC9tYXJrZXI+PC9kZWZzPgo8cmVjdCB3aWR0aD0iOTYwIiBoZWlnaHQ9IjM4MCIgZmlsbD0iI2YzZjVmOCIvPgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjNGE1MjYwIj4KPHJlY3QgeD0iMjQiIHk9IjExMCIgd2lkdGg9IjIzMCIgaGVpZ2h0PSIxNjAiIHJ4PSI2IiBmaWxsPSIjMTI1N2EwIi8+Cjx0ZXh0IHg9IjEzOSIgeT0iMTQ2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjE1IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjZmZmZmZmIj5UZXNzZXJhIENvbnRyb2w8L3RleHQ+Cjx0ZXh0IHg9IjEzOSIgeT0iMTc0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmZmZmIj5wcm9qZWN0IGlzc3VlczwvdGV4dD4KPHRleHQgeD0iMTM5IiB5PSIxOTgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiNmZmZmZmYiPk5ldyDCtyBBY3RpdmUgwrcgUmV2aWV3ZWQ8L3RleHQ+Cjx0ZXh0IHg9IjEzOSIgeT0iMjIwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmZmZmIj5GaXhlZCDCtyBBcHByb3ZlZDwvdGV4dD4KPHRleHQgeD0iMTM5IiB5PSIyNTAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiNmZmZmZmYiPnRvcGljIGlkID0gaXNzdWU8L3RleHQ+CjxyZWN0IHg9IjcwNiIgeT0iNjAiIHdpZHRoPSIyMzAiIGhlaWdodD0iMjYwIiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iODIxIiB5PSI4OCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxNSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzBiNmU2OSI+T3RoZXIgdG9vbDwvdGV4dD4KPHRleHQgeD0iNzI2IiB5PSIxMjIiPkJJTWNvbGxhYiBOZXh1cyAvIFpvb208L3RleHQ+Cjx0ZXh0IHg9IjcyNiIgeT0iMTUwIj5SZXZpenRvIOKAlCBJc3N1ZSBUcmFja2VyPC90ZXh0Pgo8dGV4dCB4PSI3MjYiIHk9IjE3OCI+QXJjaGljYWQg4oCUIElzc3VlIE9yZ2FuaXplcjwvdGV4dD4KPHRleHQgeD0iNzI2IiB5PSIyMDYiPk5hdmlzd29ya3MgTldDL05XRCArIGFkZC1pbjwvdGV4dD4KPHRleHQgeD0iNzI2IiB5PSIyMzQiPlNvbGlicmkgT2ZmaWNlIOKAlCBQcmVzZW50YXRpb248L3RleHQ+Cjx0ZXh0IHg9IjcyNiIgeT0iMjcwIiBmb250LXNpemU9IjEyIj5zdGF0dXNlcywgY29tbWVudHMsIGFzc2lnbmVlczwvdGV4dD4KPHRleHQgeD0iNzI2IiB5PSIyOTIiIGZvbnQtc2l6ZT0iMTIiPmNoYW5nZWQgYnkgdGhlIHBhcnRpY2lwYW50czwvdGV4dD4KPHJlY3QgeD0iMzUwIiB5PSI0MCIgd2lkdGg9IjI2MCIgaGVpZ2h0PSI4MCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjQ4MCIgeT0iNjgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiPjEuIEV4cG9ydCDihpIgQkNGIDIuMTwvdGV4dD4KPHRleHQgeD0iNDgwIiB5PSI5MCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+c3RhdHVzZXMgT3BlbiAvIENsb3NlZDwvdGV4dD4KPHRleHQgeD0iNDgwIiB5PSIxMDgiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPmNvb3JkaW5hdGVzIGFzIGluIHRoZSBzb3VyY2UgbW9kZWxzPC90ZXh0Pgo8cmVjdCB4PSIzNTAiIHk9IjI2MCIgd2lkdGg9IjI2MCIgaGVpZ2h0PSI5MCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjQ4MCIgeT0iMjg2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNjAwIj4zLiBSZXBvcnRzIOKGkiBJbXBvcnQgQkNGPC90ZXh0Pgo8dGV4dCB4PSI0ODAiIHk9IjMwOCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+dG9waWNzIG1hdGNoZWQgYnkgaWQ8L3RleHQ+Cjx0ZXh0IHg9IjQ4MCIgeT0iMzI2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXNpemU9IjEyIj5DbG9zZWQg4oaSIEZpeGVkPC90ZXh0Pgo8dGV4dCB4PSI0ODAiIHk9IjM0MiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+dW5rbm93biBzdGF0dXMg4oaSICJTdGF0dXMgaW4gVGVzc2VyYSI8L3RleHQ+CjxwYXRoIGQ9Ik0yNTQgMTUwIEMgMzAwIDEwMCwgMzIwIDgwLCAzNDYgODAiIGZpbGw9Im5vbmUiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxwYXRoIGQ9Ik02MTAgODAgQyA2NTAgODAsIDY4MCAxMDAsIDcwMiAxMjAiIGZpbGw9Im5vbmUiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxwYXRoIGQ9Ik03MDYgMjgwIEMgNjgwIDMwMCwgNjUwIDMwNSwgNjE0IDMwNSIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiIG1hcmtlci1lbmQ9InVybCgjYSkiLz4KPHBhdGggZD0iTTM1MCAzMDUgQyAzMDAgMzA1LCAyODAgMjkwLCAyNTggMjUwIiBmaWxsPSJub25lIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8dGV4dCB4PSI0ODAiIHk9IjE5NiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iI2M5OGExMiI+Mi4gSW1wb3J0LCB3b3JrIG9uIHRoZSB0b3BpY3MsPC90ZXh0Pgo8dGV4dCB4PSI0ODAiIHk9IjIxNiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iI2M5OGExMiI+c2F2ZSB0aGUgcmVwbHkgYXMgQkNGIDIuMTwvdGV4dD4KPHRleHQgeD0iMTM5IiB5PSIzMDAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPjQuIHRoZSBhbmFseXNpcyByZWNoZWNrcyBGaXhlZDwvdGV4dD4KPC9nPgo8L3N2Zz4K");

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
52649(module) {
module.exports = JSON.parse('{"id":"control-howto/bcf-round-trips","title":"BCF round trips with BIMcollab, Revizto, Archicad, Navisworks and Solibri","description":"Exchanging Tessera Control issues with BIMcollab, Revizto, Archicad (Issue Organizer), Navisworks (NWC/NWD) and Solibri through BCF, step by step: export, import in the other tool, status changes, the return to Tessera and what survives the exchange.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-howto/bcf-round-trips.md","sourceDirName":"control-howto","slug":"/control-howto/bcf-round-trips","permalink":"/en/control/control-howto/bcf-round-trips","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-howto/bcf-round-trips.md","tags":[],"version":"current","lastUpdatedAt":1795701185000,"sidebarPosition":4,"frontMatter":{"title":"BCF round trips with BIMcollab, Revizto, Archicad, Navisworks and Solibri","shortTitle":"BCF with other tools","description":"Exchanging Tessera Control issues with BIMcollab, Revizto, Archicad (Issue Organizer), Navisworks (NWC/NWD) and Solibri through BCF, step by step: export, import in the other tool, status changes, the return to Tessera and what survives the exchange.","order":4,"icon":"link","author":[{"name":"Maxim Belov"}],"date":"2026-11-26","categories":["Tutorial"],"tessera_tags":["BCF","BIMcollab","Revizto","Archicad","Navisworks","Solibri","issues"],"sidebar_label":"BCF with other tools","sidebar_position":4,"reading_time":{"words":1279,"minutes":6.395},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"what-must-match-before-the-exchange":"что-должно-совпасть-до-начала-обмена","which-bcf-version-and-which-statuses":"какая-версия-bcf-и-какие-статусы","the-round-trip-step-by-step":"круг-обмена-шаг-за-шагом","navisworks-nwc-and-nwd-models":"navisworks-модели-nwc-и-nwd","what-survives-the-exchange":"что-сохраняется-при-обмене","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Compound checks","permalink":"/en/control/control-howto/complex-tests"},"next":{"title":"User guide","permalink":"/en/control/control-guide/"}}')

},

};
;