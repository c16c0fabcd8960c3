"use strict";
exports.ids = ["7204"];
exports.modules = {
67855(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_projects_window_md_c52_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_projects_window_md_c52_json__rspack_import_0 = __webpack_require__(40327);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'The Projects window in Tessera Control',
	shortTitle: 'Projects window',
	description: 'A project as a BIM coordinator sees it: preparing models for checking, the Analyses tab, running and repeating an analysis, the project\'s Tessera Control settings and the members\' roles.',
	order: 1,
	icon: 'layers',
	author: [
		{
			name: 'Andrey Volkov'
		}
	],
	date: '2026-09-15',
	categories: [
		'Guide'
	],
	tessera_tags: [
		'projects',
		'analysis',
		'models',
		'versions',
		'roles'
	],
	sidebar_label: 'Projects window',
	sidebar_position: 1,
	reading_time: {
		words: 1379,
		minutes: 6.895
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'preparing-a-project-for-checking': 'подготовка-проекта-к-проверке',
		'tessera-control-columns-on-the-models-tab': 'колонки-tessera-control-на-вкладке-модели',
		'the-analyses-tab': 'вкладка-анализы',
		'running-an-analysis': 'запуск-анализа',
		'the-projects-tessera-control-settings': 'настройки-tessera-control-в-проекте',
		'roles-in-tessera-control': 'роли-в-tessera-control',
		'project-template': 'шаблон-проекта',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Preparing a project for checking",
  "id": "preparing-a-project-for-checking",
  "level": 2
}, {
  "value": "Tessera Control columns on the Models tab",
  "id": "tessera-control-columns-on-the-models-tab",
  "level": 2
}, {
  "value": "The Analyses tab",
  "id": "the-analyses-tab",
  "level": 2
}, {
  "value": "Running an analysis",
  "id": "running-an-analysis",
  "level": 2
}, {
  "value": "The project&#39;s Tessera Control settings",
  "id": "the-projects-tessera-control-settings",
  "level": 2
}, {
  "value": "Roles in Tessera Control",
  "id": "roles-in-tessera-control",
  "level": 2
}, {
  "value": "Project template",
  "id": "project-template",
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
      children: ["Every check in Tessera Control runs inside a project. The project holds the discipline models and their versions, and Tessera Control adds validation trees, collision matrices, saved analyses and issues to it. That is why work always starts in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Projects window"
      }), ": here you choose the project, make sure the model versions you need are uploaded and processed, run an analysis and come back to its results."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["General project operations (creating projects, uploading versions, members, the archive) are described on the platform guide's page ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/projects-window/",
        hrefLang: "ru",
        children: "The Projects window"
      }), " (in Russian)", ". This page covers what Tessera Control adds to the window: the check state columns on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Models"
      }), " tab, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Analyses"
      }), " tab, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera Control"
      }), " section of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Settings"
      }), " tab."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The Projects window with Tessera Control installed: the project list on the left, and on the right the project card on the Analyses tab, with a table of analyses showing their contents, run state and clash counts by status, and the New analysis and Repeat on new versions buttons",
        src: (__webpack_require__(72231)/* ["default"] */.A) + "",
        width: "960",
        height: "440"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "preparing-a-project-for-checking",
      children: "Preparing a project for checking"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "An analysis compares the models with each other and with requirements, so its result depends on how carefully the source data was prepared. Go through this list before the first analysis."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Open the project in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Projects window"
        }), " and, on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Models"
        }), " tab, make sure that the latest version of every model to be checked has the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Ready"
        }), ". Versions that are still ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Processing"
        }), " cannot be selected for an analysis."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Tick all the models and look at them together in the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/model-window/",
          hrefLang: "ru",
          children: "Model window"
        }), " (in Russian)", ". If the disciplines lie far apart or are rotated, correct the base point or the georeferencing at import: there is no point looking for clashes between offset models."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Check that the project has the saved queries or trees from which the element groups of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/collision-matrix/",
          children: "collision matrix"
        }), " will be built."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Give the members their roles: checks are set up and analyses run by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "BIM coordinator"
        }), ", the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Project manager"
        }), " and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Administrator"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Settings"
        }), " tab, fill in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Tessera Control"
        }), " section (see below), above all the issue number prefix."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The first run is walked through in detail in the tutorial ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-howto/before-start/",
        children: "Before you start"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-control-columns-on-the-models-tab",
      children: "Tessera Control columns on the Models tab"
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
              children: "Last analysis"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Name and date of the last analysis that included the model"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Checked version"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Number of the model version the last analysis ran on"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Open issues"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Number of issues with the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "New"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Active"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Reviewed"
            }), " in which elements of the model take part on at least one side"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Check state"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Current"
            }), ": the latest version has been checked; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Outdated"
            }), ": a new version was uploaded after the analysis; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Not checked"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Outdated"
      }), " state is highlighted in amber. It is a signal to the BIM coordinator: the designer has uploaded corrections, and it is time to repeat the analysis."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-analyses-tab",
      children: "The Analyses tab"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Analyses"
      }), " tab lists every analysis of the project, newest first."]
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
              children: "Name"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "For example, \"ARC–STR–HVAC coordination, week 42\""
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Contents"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Models with version numbers, validation trees and collision matrices"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Started"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Date, time and who started it"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Run state"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Queued"
            }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Running"
            }), " (with a percentage), ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Done"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Error"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clashes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Number of clashes by status: New, Active, Reviewed, Approved, Fixed"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Violations"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Number of elements that failed the rules of the validation trees"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Continues"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The previous analysis whose statuses were carried over"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Double-click a row to open the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/analysis-results/",
        children: "analysis results window"
      }), ". The context menu has the commands ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Open results"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Repeat on new versions"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Rename"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Run log"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Delete"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The analysis runs on Tessera Server, not on the user's computer. You can close the client right after starting it: a notification arrives when it is done, and the results open from this tab on any computer."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "running-an-analysis",
      children: "Running an analysis"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Select the project and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "New analysis"
        }), " on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Analyses"
        }), " tab, or run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Analysis → Run analysis"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Enter a name. By default it is made up of the date and the list of models."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Models"
        }), " list, tick the models and choose the versions. The latest ready version of each model is offered by default."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Tick the validation trees and collision matrices to run. You can choose only trees, only a matrix, or both."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Continues"
        }), " field, keep the suggested analysis or choose another. Clash statuses and links to issues are carried over from it."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Run"
        }), ". The analysis joins the server's queue, and its row appears on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Analyses"
        }), " tab."]
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
            children: "Up to 200 characters"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Date and models"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Models"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Up to 30 models, up to 5 million elements in total"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The ticked models"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Versions"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Any version with the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Ready"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The latest"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Checks"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The project's validation trees and collision matrices"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The checks of the previous analysis"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Continues"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Any finished analysis of the project, or \"None\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The last analysis with the same set of checks"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Open results when done"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Yes / no"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "From the Tessera Control global settings, initially \"Yes\""
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Repeat on new versions"
      }), " creates a new analysis with the same checks, fills in the latest model versions and sends it to the queue at once. This is the main tool of weekly coordination: clash statuses carry over to the new analysis, clashes that have disappeared get the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Fixed"
      }), ", and newly found ones ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "New"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["If ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Continues"
        }), " is set to \"None\", every clash found gets the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "New"
        }), ", even if it was reviewed in earlier analyses. Existing issues are not lost, but they are not linked to the new clashes."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "the-projects-tessera-control-settings",
      children: "The project's Tessera Control settings"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera Control"
      }), " section of the project card's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Settings"
      }), " tab is changed by the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Project manager"
      }), " and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Administrator"
      }), ". The settings apply to every member; display options for a particular computer are set in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/control/control-guide/global-settings/",
        children: "Tessera Control global settings"
      }), "."]
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
              children: "Issue number prefix"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1–6 letters or digits"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IS"
            }), ", giving numbers like ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IS-0142"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Issue due period"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1–90 days from the date of creation"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "14 days"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Clashes may be approved by"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Project manager; Project manager and BIM coordinator"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Project manager and BIM coordinator"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Repeat the analysis automatically"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Off, or a reference analysis"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Off"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Automatic repeat delay"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "15–240 minutes after the last version upload"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "30 minutes"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Keep analyses"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All; the last 10, 20 or 50"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Automatic repeat"
      }), " works well with nightly synchronisation by the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/model-sync-utility/",
        hrefLang: "ru",
        children: "tessera-sync.exe utility"
      }), " (in Russian)", ": when a new version of any model of the reference analysis is uploaded, the server waits for the set delay so that the other disciplines can finish uploading, then repeats the analysis on the latest versions. In the morning the coordinator opens finished results."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Keep analyses"
      }), " limit, old analyses are deleted together with their clashes, but the issues stay in the project: they refer to elements by ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "TesseraId"
      }), ", not to a particular analysis."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "roles-in-tessera-control",
      children: "Roles in Tessera Control"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Action"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Project manager"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "BIM coordinator"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Engineer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Estimator"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Viewer"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Validation trees and collision matrices"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Running, repeating and deleting an analysis"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Reviewed"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Approved"
            }), " statuses"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "as the project settings allow"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Creating issues, comments, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Fixed"
            }), " status"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Viewing results and exporting issues"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "yes"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "view only"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Administrator"
      }), " can do all of the above in any project on the server. The full table of rights is on the page ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/roles-and-rights/",
        hrefLang: "ru",
        children: "Roles and rights"
      }), " (in Russian)", "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "project-template",
      children: "Project template"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["When a project is created from a template, the validation trees, the collision matrices with their groups and the settings of the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera Control"
      }), " section are copied from the model project. Analyses, clashes and issues are not copied. Matrix groups refer to queries and trees, so they work in the new project as long as the properties in its models have the same names as in the model project."]
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
            children: "A version cannot be selected when starting"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The version is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Processing"
            }), " or has the status ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Error"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Wait for processing or upload the version again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The limit of 5 million elements has been exceeded\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Too many models were selected for the analysis"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Split the analysis by building or section"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The analysis stays ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Queued"
            }), " for a long time"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Other analyses are running on the server; no more than two analyses of one project run at a time"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Wait for your turn, or delete a run you do not need"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Run state ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Error"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "For example, a query a matrix group is built on was deleted"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Open the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Run log"
            }), ", correct the check and repeat"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "New analysis"
            }), " is unavailable"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Your role is Engineer, Estimator or Viewer, or the project is archived"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Contact the project manager"
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
          href: "/control/control-guide/analysis-results/",
          children: "Analysis results window"
        })
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
72231(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgNDQwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjQ0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJUaGUgUHJvamVjdHMgd2luZG93IHdpdGggdGhlIFRlc3NlcmEgQ29udHJvbCBBbmFseXNlcyB0YWIiPgo8dGl0bGU+VGhlIFByb2plY3RzIHdpbmRvdyB3aXRoIHRoZSBUZXNzZXJhIENvbnRyb2wgQW5hbHlzZXMgdGFiPC90aXRsZT4KPHJlY3Qgd2lkdGg9Ijk2MCIgaGVpZ2h0PSI0NDAiIGZpbGw9IiNmM2Y1ZjgiLz4KPHJlY3QgeD0iMTIiIHk9IjEyIiB3aWR0aD0iOTM2IiBoZWlnaHQ9IjQxNiIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIgc3Ryb2tlLXdpZHRoPSIyIi8+CjxnIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiM0YTUyNjAiPgo8cmVjdCB4PSIxMiIgeT0iMTIiIHdpZHRoPSIyNTAiIGhlaWdodD0iNDE2IiByeD0iNiIgZmlsbD0iI2YzZjVmOCIvPgo8dGV4dCB4PSIyNiIgeT0iNDAiIGZvbnQtc2l6ZT0iMTUiIGZvbnQtd2VpZ2h0PSI2MDAiPlByb2plY3RzPC90ZXh0Pgo8cmVjdCB4PSIyNiIgeT0iNTIiIHdpZHRoPSIyMjIiIGhlaWdodD0iMjgiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iMzYiIHk9IjcxIj5TZWFyY2ggYnkgbmFtZSBhbmQgY29kZTwvdGV4dD4KPHJlY3QgeD0iMjYiIHk9IjkyIiB3aWR0aD0iMjIyIiBoZWlnaHQ9IjUwIiByeD0iNCIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMzYiIHk9IjExMiIgZm9udC13ZWlnaHQ9IjYwMCI+4piFIE5vcnRoIFJlc2lkZW5jZSwgYmxkZyAyPC90ZXh0Pgo8dGV4dCB4PSIzNiIgeT0iMTMyIiBmb250LXNpemU9IjEyIj4yMDI2LTA0MSDCtyBXRCDCtyBCSU0gY29vcmRpbmF0b3I8L3RleHQ+Cjx0ZXh0IHg9IjM2IiB5PSIxNjYiPlBpZXIgQnVzaW5lc3MgQ2VudHJlPC90ZXh0Pgo8dGV4dCB4PSIzNiIgeT0iMTg2IiBmb250LXNpemU9IjEyIj4yMDI1LTExNyDCtyBERCDCtyBQcm9qZWN0IG1hbmFnZXI8L3RleHQ+Cjx0ZXh0IHg9IjM2IiB5PSIyMjAiPlNjaG9vbCBmb3IgMSwxMDAgcHVwaWxzPC90ZXh0Pgo8dGV4dCB4PSIzNiIgeT0iMjQwIiBmb250LXNpemU9IjEyIj4yMDI2LTAwOCDCtyBXRCDCtyBFbmdpbmVlcjwvdGV4dD4KPHRleHQgeD0iMjgwIiB5PSI0MCIgZm9udC1zaXplPSIxNSIgZm9udC13ZWlnaHQ9IjYwMCI+Tm9ydGggUmVzaWRlbmNlLCBibGRnIDI8L3RleHQ+Cjx0ZXh0IHg9IjI4MCIgeT0iNzQiPk1vZGVsczwvdGV4dD4KPHRleHQgeD0iMzQ4IiB5PSI3NCI+VmVyc2lvbnM8L3RleHQ+Cjx0ZXh0IHg9IjQxMiIgeT0iNzQiPk1lbWJlcnM8L3RleHQ+Cjx0ZXh0IHg9IjUwMCIgeT0iNzQiPlNldHRpbmdzPC90ZXh0Pgo8dGV4dCB4PSI1OTAiIHk9Ijc0IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj5BbmFseXNlczwvdGV4dD4KPHBhdGggZD0iTTU5MCA4Mkg2NDgiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIzIi8+CjxwYXRoIGQ9Ik0yODAgODRIOTMyIiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHJlY3QgeD0iMjgwIiB5PSI5NiIgd2lkdGg9IjEzMCIgaGVpZ2h0PSIyOCIgcng9IjQiIGZpbGw9IiMxMjU3YTAiLz4KPHRleHQgeD0iMzQ1IiB5PSIxMTUiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZpbGw9IiNmZmZmZmYiIGZvbnQtd2VpZ2h0PSI2MDAiPk5ldyBhbmFseXNpczwvdGV4dD4KPHJlY3QgeD0iNDIwIiB5PSI5NiIgd2lkdGg9IjIyMCIgaGVpZ2h0PSIyOCIgcng9IjQiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzEyNTdhMCIvPgo8dGV4dCB4PSI1MzAiIHk9IjExNSIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iIzEyNTdhMCI+UmVwZWF0IG9uIG5ldyB2ZXJzaW9uczwvdGV4dD4KPHJlY3QgeD0iMjgwIiB5PSIxMzYiIHdpZHRoPSI2NTIiIGhlaWdodD0iMjgiIGZpbGw9IiNkMGQ3ZTIiLz4KPGcgZm9udC13ZWlnaHQ9IjYwMCIgZm9udC1zaXplPSIxMiI+PHRleHQgeD0iMjkwIiB5PSIxNTUiPk5hbWU8L3RleHQ+PHRleHQgeD0iNTA4IiB5PSIxNTUiPlZlcnNpb25zPC90ZXh0Pjx0ZXh0IHg9IjY1MiIgeT0iMTU1Ij5SdW4gc3RhdGU8L3RleHQ+PHRleHQgeD0iNzgyIiB5PSIxNTUiPkNsYXNoZXM8L3RleHQ+PC9nPgo8ZyBmb250LXNpemU9IjEyIj4KPHJlY3QgeD0iMjgwIiB5PSIxNjQiIHdpZHRoPSI2NTIiIGhlaWdodD0iMzYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSIyOTAiIHk9IjE4NyI+QVJD4oCTU1RS4oCTSFZBQywgd2VlayA0MjwvdGV4dD48dGV4dCB4PSI1MDgiIHk9IjE4NyI+QVJDIDEywrdTVFIgN8K3SFZBQyA5PC90ZXh0Pgo8dGV4dCB4PSI2NTIiIHk9IjE4NyIgZmlsbD0iIzBiNmU2OSIgZm9udC13ZWlnaHQ9IjYwMCI+RG9uZTwvdGV4dD4KPHRleHQgeD0iNzgyIiB5PSIxODciPjx0c3BhbiBmaWxsPSIjYjMyNjFlIj5OIDI0PC90c3Bhbj4gwrcgPHRzcGFuIGZpbGw9IiNjOThhMTIiPkEgMTE4PC90c3Bhbj4gwrcgPHRzcGFuIGZpbGw9IiMwYjZlNjkiPkYgMzE8L3RzcGFuPjwvdGV4dD4KPHJlY3QgeD0iMjgwIiB5PSIyMDAiIHdpZHRoPSI2NTIiIGhlaWdodD0iMzYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSIyOTAiIHk9IjIyMyI+QVJD4oCTU1RS4oCTSFZBQywgd2VlayA0MTwvdGV4dD48dGV4dCB4PSI1MDgiIHk9IjIyMyI+QVJDIDExwrdTVFIgN8K3SFZBQyA4PC90ZXh0Pgo8dGV4dCB4PSI2NTIiIHk9IjIyMyIgZmlsbD0iIzBiNmU2OSIgZm9udC13ZWlnaHQ9IjYwMCI+RG9uZTwvdGV4dD4KPHRleHQgeD0iNzgyIiB5PSIyMjMiPjx0c3BhbiBmaWxsPSIjYjMyNjFlIj5OIDU3PC90c3Bhbj4gwrcgPHRzcGFuIGZpbGw9IiNjOThhMTIiPkEgOTY8L3RzcGFuPiDCtyA8dHNwYW4gZmlsbD0iIzBiNmU2OSI+RiAxMjwvdHNwYW4+PC90ZXh0Pgo8cmVjdCB4PSIyODAiIHk9IjIzNiIgd2lkdGg9IjY1MiIgaGVpZ2h0PSIzNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjI5MCIgeT0iMjU5Ij5DbGllbnQgcmVxdWlyZW1lbnRzIGZvciBBUkM8L3RleHQ+PHRleHQgeD0iNTA4IiB5PSIyNTkiPkFSQyAxMjwvdGV4dD4KPHRleHQgeD0iNjUyIiB5PSIyNTkiIGZpbGw9IiMxMjU3YTAiIGZvbnQtd2VpZ2h0PSI2MDAiPlJ1bm5pbmcgNjQlPC90ZXh0Pgo8dGV4dCB4PSI4MDAiIHk9IjI1OSI+4oCUPC90ZXh0Pgo8cmVjdCB4PSIyODAiIHk9IjI3MiIgd2lkdGg9IjY1MiIgaGVpZ2h0PSIzNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjZDBkN2UyIi8+Cjx0ZXh0IHg9IjI5MCIgeT0iMjk1Ij5QTEIgY2hlY2ssIHNlY3Rpb24gMjwvdGV4dD48dGV4dCB4PSI1MDgiIHk9IjI5NSI+UExCIDUgwrcgU1RSIDc8L3RleHQ+Cjx0ZXh0IHg9IjY1MiIgeT0iMjk1IiBmaWxsPSIjYjMyNjFlIiBmb250LXdlaWdodD0iNjAwIj5FcnJvcjwvdGV4dD4KPHRleHQgeD0iNzgyIiB5PSIyOTUiPlJ1biBsb2c8L3RleHQ+CjwvZz4KPHJlY3QgeD0iMjgwIiB5PSIzMjYiIHdpZHRoPSI2NTIiIGhlaWdodD0iNDAiIHJ4PSI0IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiNjOThhMTIiLz4KPHRleHQgeD0iMjk0IiB5PSIzNTEiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiNjOThhMTIiPuKWsiAiSFZBQyDigJQgVmVudGlsYXRpb24iOiB2ZXJzaW9uIDEwIHVwbG9hZGVkLCB0aGUgYW5hbHlzaXMgcmFuIG9uIHZlcnNpb24gOSwgc28gdGhlIGNoZWNrIGlzIG91dGRhdGVkPC90ZXh0Pgo8dGV4dCB4PSIyODAiIHk9IjM5MiIgZm9udC1zaXplPSIxMiI+TjogTmV3LCBBOiBBY3RpdmUsIEY6IEZpeGVkLjwvdGV4dD48dGV4dCB4PSIyODAiIHk9IjQxMCIgZm9udC1zaXplPSIxMiI+RG91YmxlLWNsaWNrIGEgcm93IHRvIG9wZW4gdGhlIGFuYWx5c2lzIHJlc3VsdHMgd2luZG93LjwvdGV4dD4KPC9nPgo8L3N2Zz4K");

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
40327(module) {
module.exports = JSON.parse('{"id":"control-guide/projects-window","title":"The Projects window in Tessera Control","description":"A project as a BIM coordinator sees it: preparing models for checking, the Analyses tab, running and repeating an analysis, the project\'s Tessera Control settings and the members\' roles.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/projects-window.md","sourceDirName":"control-guide","slug":"/control-guide/projects-window","permalink":"/en/control/control-guide/projects-window","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/projects-window.md","tags":[],"version":"current","lastUpdatedAt":1795688130000,"sidebarPosition":1,"frontMatter":{"title":"The Projects window in Tessera Control","shortTitle":"Projects window","description":"A project as a BIM coordinator sees it: preparing models for checking, the Analyses tab, running and repeating an analysis, the project\'s Tessera Control settings and the members\' roles.","order":1,"icon":"layers","author":[{"name":"Andrey Volkov"}],"date":"2026-09-15","categories":["Guide"],"tessera_tags":["projects","analysis","models","versions","roles"],"sidebar_label":"Projects window","sidebar_position":1,"reading_time":{"words":1379,"minutes":6.895},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"preparing-a-project-for-checking":"подготовка-проекта-к-проверке","tessera-control-columns-on-the-models-tab":"колонки-tessera-control-на-вкладке-модели","the-analyses-tab":"вкладка-анализы","running-an-analysis":"запуск-анализа","the-projects-tessera-control-settings":"настройки-tessera-control-в-проекте","roles-in-tessera-control":"роли-в-tessera-control","project-template":"шаблон-проекта","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"User guide","permalink":"/en/control/control-guide/"},"next":{"title":"Validation trees","permalink":"/en/control/control-guide/validation-trees"}}')

},

};
;