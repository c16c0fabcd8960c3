"use strict";
exports.ids = ["5081"];
exports.modules = {
11303(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_russian_requirements_md_ba9_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_russian_requirements_md_ba9_json__rspack_import_0 = __webpack_require__(53768);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'ТИМ, СОД and ЦИМ: Russian requirements in Tessera',
	shortTitle: 'Russian requirements',
	description: 'How the Tessera platform relates to Russian requirements for information modelling: the terms ТИМ, СОД and ЦИМ next to BIM and CDE, Tessera Server as the common data environment, checks for the state expert review, СП 333.1325800 and КСИ.',
	order: 30,
	icon: 'book',
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
		'ТИМ',
		'СОД',
		'ЦИМ',
		'СП 333',
		'КСИ',
		'expert review'
	],
	sidebar_label: 'Russian requirements',
	sidebar_position: 30,
	reading_time: {
		words: 701,
		minutes: 3.505
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		terms: 'термины',
		'tessera-server-as-the-common-data-environment': 'tessera-server-как-среда-общих-данных',
		'checking-models-against-russian-requirements': 'проверка-моделей-по-российским-требованиям',
		'what-tessera-does-not-do': 'чего-tessera-не-делает',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Terms",
  "id": "terms",
  "level": 2
}, {
  "value": "Tessera Server as the common data environment",
  "id": "tessera-server-as-the-common-data-environment",
  "level": 2
}, {
  "value": "Checking models against Russian requirements",
  "id": "checking-models-against-russian-requirements",
  "level": 2
}, {
  "value": "What Tessera does not do",
  "id": "what-tessera-does-not-do",
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
      children: ["Russian regulations speak about information modelling in their own words. Instead of BIM they say ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "ТИМ"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "технологии информационного моделирования"
      }), ", information modelling technologies); instead of CDE, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "СОД"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "среда общих данных"
      }), ", common data environment); the model submitted to the state expert review is a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "ЦИМ"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "цифровая информационная модель"
      }), ", digital information model). Contracts, clients' requirements and project execution plans in Russia use exactly these terms, so the Tessera help uses them alongside the international ones."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "This page is a guide: what each term means, which part of Tessera handles the matching requirement, and where it is described in detail. Tessera does not replace the regulations and does not store their texts: the platform provides the tools with which requirements are met and checked, while the requirements themselves come from the current editions of the documents and from the client's brief."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Russian requirements and the parts of Tessera: Tessera Server acts as the СОД, Tessera Control checks the ЦИМ with the expert review templates, СП 333.1325800 and КСИ, and КСИ classifiers are loaded by Excel import",
        src: (__webpack_require__(94696)/* ["default"] */.A) + "",
        width: "960",
        height: "340"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "terms",
      children: "Terms"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Term"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Stands for"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "International counterpart"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Where in Tessera"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "ТИМ"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Information modelling technologies"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BIM"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The platform as a whole"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "СОД"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Common data environment"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "CDE"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Tessera Server: projects, model versions, roles, issues"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "ЦИМ"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Digital information model submitted to the expert review"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Checked in Tessera Control with the expert review templates"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "КСИ"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Construction information classifier"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Classifications such as Uniclass or OmniClass"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A classifier loaded by Excel import"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "СП 333.1325800.2020"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Rules for forming the information model of objects at the stages of the life cycle"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Level of development requirements (LOD/LOI)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A validation-tree template in Tessera Control"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "tessera-server-as-the-common-data-environment",
      children: "Tessera Server as the common data environment"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A requirement to run the project in a СОД means that the model has one place where it is kept, a version history, access control, and a record of who changed what. On the Tessera platform this role belongs to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera Server"
      }), ". Every model upload creates a new ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "model version"
      }), ", and earlier versions stay available for comparison. Rights are granted per project through roles — ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Administrator"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Project manager"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BIM coordinator"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cost estimator"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Engineer"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Viewer"
      }), ". Tessera Control issues keep the history of their statuses and comments, and exchange with authoring tools goes through the Revit plug-in or BCF files."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "checking-models-against-russian-requirements",
      children: "Checking models against Russian requirements"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Checks are run by Tessera Control with validation trees. For Russian requirements it ships ready-made tree templates:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "ЦИМ for the expert review"
        }), " templates check the model's formal composition and check the XML description against the XSD schema published by the expert review — see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/cim-expertise-templates/",
          children: "ЦИМ check templates for the state expert review"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "СП 333.1325800 — attributes by stage"
        }), " template checks the attributes elements carry at the design and working documentation stages."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "КСИ — element classification"
        }), " template checks that elements have an existing КСИ code of the required level. Both templates are described in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/sp333-ksi-checks/",
          children: "СП 333.1325800 and КСИ in validation trees"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["КСИ tables are loaded to the server by ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/excel-import/",
        hrefLang: "ru",
        children: "Excel import"
      }), " (in Russian)", " as a classifier. Once loaded, the КСИ code is not only for checks: trees that group elements and query conditions can use it too."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-tessera-does-not-do",
      children: "What Tessera does not do"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "It does not produce the ЦИМ XML description and does not submit the package to the expert review: the description is prepared by the tool your organisation uses, and Tessera Control checks it against the schema and compares it with the project's models."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "It does not store the texts of regulations or the XSD schemas: the templates are updated with Tessera Control releases, and the BIM coordinator uploads the schema of the current version."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "It does not decide which requirements apply to a building: that is set by the client's brief and the project execution plan."
      }), "\n"]
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
            children: "The template list has no ЦИМ, СП 333 or КСИ templates"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client and server are older than the release that introduced the templates"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Update the client and the server; their versions must match in the first two numbers"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "КСИ rules report \"Classifier not loaded\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The КСИ tables were not loaded to the server or the project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Load the tables by Excel import"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client wants the term СОД in reports, but the report template says CDE"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The organisation's report template predates the new terms"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Correct the labels in the organisation's report template"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/cim-expertise-templates/",
          children: "ЦИМ check templates for the state expert review"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-guide/sp333-ksi-checks/",
          children: "СП 333.1325800 and КСИ in validation trees"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/excel-import/",
          hrefLang: "ru",
          children: "Importing from Excel"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/roles-and-rights/",
          hrefLang: "ru",
          children: "Roles and rights"
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
94696(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgMzQwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjM0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJSdXNzaWFuIGluZm9ybWF0aW9uIG1vZGVsbGluZyByZXF1aXJlbWVudHMgYW5kIHRoZSBwYXJ0cyBvZiBUZXNzZXJhIj4KPHRpdGxlPlJ1c3NpYW4gaW5mb3JtYXRpb24gbW9kZWxsaW5nIHJlcXVpcmVtZW50cyBhbmQgdGhlIHBhcnRzIG9mIFRlc3NlcmE8L3RpdGxlPgo8ZGVmcz48bWFya2VyIGlkPSJhIiB2aWV3Qm94PSIwIDAgMTAgMTAiIHJlZlg9IjkiIHJlZlk9IjUiIG1hcmtlcldpZHRoPSI4IiBtYXJrZXJIZWlnaHQ9IjgiIG9yaWVudD0iYXV0byI+PHBhdGggZD0iTTAgMEwxMCA1TDAgMTB6IiBmaWxsPSIjNGE1MjYwIi8+PC9tYXJrZXI+PC9kZWZzPgo8cmVjdCB3aWR0aD0iOTYwIiBoZWlnaHQ9IjM0MCIgZmlsbD0iI2YzZjVmOCIvPgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjNGE1MjYwIj4KPHRleHQgeD0iMjQiIHk9IjMwIiBmb250LXdlaWdodD0iNjAwIj5SZXF1aXJlbWVudDwvdGV4dD4KPHRleHQgeD0iNTYwIiB5PSIzMCIgZm9udC13ZWlnaHQ9IjYwMCI+UGFydCBvZiBUZXNzZXJhPC90ZXh0Pgo8cmVjdCB4PSIyNCIgeT0iNDQiIHdpZHRoPSIzNjAiIGhlaWdodD0iNTAiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI0MCIgeT0iNjYiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPtCh0J7QlCAoQ0RFKTwvdGV4dD4KPHRleHQgeD0iNDAiIHk9Ijg0IiBmb250LXNpemU9IjEyIj5vbmUgc3RvcmUsIHZlcnNpb25zLCBhY2Nlc3MsIGhpc3Rvcnk8L3RleHQ+CjxyZWN0IHg9IjI0IiB5PSIxMTQiIHdpZHRoPSIzNjAiIGhlaWdodD0iNTAiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI0MCIgeT0iMTM2IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj7QptCY0JwgZm9yIHRoZSBzdGF0ZSBleHBlcnQgcmV2aWV3PC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMTU0IiBmb250LXNpemU9IjEyIj5JRkMgbW9kZWxzIGFuZCBhbiBYTUwgZGVzY3JpcHRpb24gcGVyIFhTRCBzY2hlbWE8L3RleHQ+CjxyZWN0IHg9IjI0IiB5PSIxODQiIHdpZHRoPSIzNjAiIGhlaWdodD0iNTAiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI0MCIgeT0iMjA2IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj7QodCfIDMzMy4xMzI1ODAwLjIwMjA8L3RleHQ+Cjx0ZXh0IHg9IjQwIiB5PSIyMjQiIGZvbnQtc2l6ZT0iMTIiPmVsZW1lbnQgYXR0cmlidXRlcyBieSBzdGFnZTwvdGV4dD4KPHJlY3QgeD0iMjQiIHk9IjI1NCIgd2lkdGg9IjM2MCIgaGVpZ2h0PSI1MCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjQwIiB5PSIyNzYiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPtCa0KHQmDwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjI5NCIgZm9udC1zaXplPSIxMiI+YSBjbGFzc2lmaWVyIGNvZGUgb24gZXZlcnkgZWxlbWVudDwvdGV4dD4KPHJlY3QgeD0iNTYwIiB5PSI0NCIgd2lkdGg9IjM3NiIgaGVpZ2h0PSI1MCIgcng9IjYiIGZpbGw9IiMxMjU3YTAiLz4KPHRleHQgeD0iNTc2IiB5PSI2NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iI2ZmZmZmZiI+VGVzc2VyYSBTZXJ2ZXI8L3RleHQ+Cjx0ZXh0IHg9IjU3NiIgeT0iODQiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiNmZmZmZmYiPnByb2plY3RzLCBtb2RlbCB2ZXJzaW9ucywgcm9sZXMsIGlzc3VlczwvdGV4dD4KPHJlY3QgeD0iNTYwIiB5PSIxMTQiIHdpZHRoPSIzNzYiIGhlaWdodD0iMTIwIiByeD0iNiIgZmlsbD0iIzBiNmU2OSIvPgo8dGV4dCB4PSI1NzYiIHk9IjEzOCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iI2ZmZmZmZiI+VGVzc2VyYSBDb250cm9sIOKAlCB2YWxpZGF0aW9uIHRyZWVzPC90ZXh0Pgo8dGV4dCB4PSI1NzYiIHk9IjE2MiIgZm9udC1zaXplPSIxMiIgZmlsbD0iI2ZmZmZmZiI+ItCm0JjQnCBmb3IgdGhlIGV4cGVydCByZXZpZXciIHRlbXBsYXRlcyArIFhNTCBjaGVjazwvdGV4dD4KPHRleHQgeD0iNTc2IiB5PSIxODYiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiNmZmZmZmYiPiLQodCfIDMzMy4xMzI1ODAwIOKAlCBhdHRyaWJ1dGVzIGJ5IHN0YWdlIiB0ZW1wbGF0ZTwvdGV4dD4KPHRleHQgeD0iNTc2IiB5PSIyMTAiIGZvbnQtc2l6ZT0iMTIiIGZpbGw9IiNmZmZmZmYiPiLQmtCh0Jgg4oCUIGVsZW1lbnQgY2xhc3NpZmljYXRpb24iIHRlbXBsYXRlPC90ZXh0Pgo8cmVjdCB4PSI1NjAiIHk9IjI1NCIgd2lkdGg9IjM3NiIgaGVpZ2h0PSI1MCIgcng9IjYiIGZpbGw9IiNmZmZmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjU3NiIgeT0iMjc2IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjYzk4YTEyIj5FeGNlbCBpbXBvcnQ8L3RleHQ+Cjx0ZXh0IHg9IjU3NiIgeT0iMjk0IiBmb250LXNpemU9IjEyIj7QmtCh0JggdGFibGVzIGFzIGEgY2xhc3NpZmllcjwvdGV4dD4KPGxpbmUgeDE9IjM4NCIgeTE9IjY5IiB4Mj0iNTU2IiB5Mj0iNjkiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxsaW5lIHgxPSIzODQiIHkxPSIxMzkiIHgyPSI1NTYiIHkyPSIxNTAiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxsaW5lIHgxPSIzODQiIHkxPSIyMDkiIHgyPSI1NTYiIHkyPSIxODAiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxsaW5lIHgxPSIzODQiIHkxPSIyNzkiIHgyPSI1NTYiIHkyPSIyNzkiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjxsaW5lIHgxPSI3NDgiIHkxPSIyNTQiIHgyPSI3NDgiIHkyPSIyMzgiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBtYXJrZXItZW5kPSJ1cmwoI2EpIi8+CjwvZz4KPC9zdmc+Cg==");

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
53768(module) {
module.exports = JSON.parse('{"id":"tessera-guide/russian-requirements","title":"ТИМ, СОД and ЦИМ: Russian requirements in Tessera","description":"How the Tessera platform relates to Russian requirements for information modelling: the terms ТИМ, СОД and ЦИМ next to BIM and CDE, Tessera Server as the common data environment, checks for the state expert review, СП 333.1325800 and КСИ.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/russian-requirements.md","sourceDirName":"tessera-guide","slug":"/tessera-guide/russian-requirements","permalink":"/en/tessera/tessera-guide/russian-requirements","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/russian-requirements.md","tags":[],"version":"current","lastUpdatedAt":1795700908000,"sidebarPosition":30,"frontMatter":{"title":"ТИМ, СОД and ЦИМ: Russian requirements in Tessera","shortTitle":"Russian requirements","description":"How the Tessera platform relates to Russian requirements for information modelling: the terms ТИМ, СОД and ЦИМ next to BIM and CDE, Tessera Server as the common data environment, checks for the state expert review, СП 333.1325800 and КСИ.","order":30,"icon":"book","author":[{"name":"Olga Nikitina"}],"date":"2026-11-26","categories":["Guide"],"tessera_tags":["ТИМ","СОД","ЦИМ","СП 333","КСИ","expert review"],"sidebar_label":"Russian requirements","sidebar_position":30,"reading_time":{"words":701,"minutes":3.505},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"terms":"термины","tessera-server-as-the-common-data-environment":"tessera-server-как-среда-общих-данных","checking-models-against-russian-requirements":"проверка-моделей-по-российским-требованиям","what-tessera-does-not-do":"чего-tessera-не-делает","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Licence","permalink":"/en/tessera/tessera-guide/server-administration/licensing"},"next":{"title":"Release notes","permalink":"/en/tessera/tessera-guide/release-notes"}}')

},

};
;