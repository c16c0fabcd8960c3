"use strict";
exports.ids = ["7441"];
exports.modules = {
64229(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_cim_expertise_templates_md_a26_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_control_site_i_18_n_en_docusaurus_plugin_content_docs_control_current_control_guide_cim_expertise_templates_md_a26_json__rspack_import_0 = __webpack_require__(73124);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'ЦИМ check templates for the state expert review',
	shortTitle: 'ЦИМ for the expert review',
	description: 'Tessera Control validation-tree templates that prepare a digital information model (ЦИМ) for the Russian state expert review: what the templates check, checking the XML description against the schema, fitting them to a project, and common errors.',
	order: 8,
	icon: 'check',
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
		'ЦИМ',
		'expert review',
		'validation trees',
		'XML schema',
		'ТИМ'
	],
	sidebar_label: 'ЦИМ for the expert review',
	sidebar_position: 8,
	reading_time: {
		words: 1074,
		minutes: 5.37
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'templates-shipped-with-tessera-control': 'шаблоны-в-составе-tessera-control',
		'how-to-prepare-a-цим-for-submission': 'как-подготовить-цим-к-отправке',
		'checking-the-xml-description-against-the-schema': 'проверка-xml-описания-по-схеме',
		terms: 'термины',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Templates shipped with Tessera Control",
  "id": "templates-shipped-with-tessera-control",
  "level": 2
}, {
  "value": "How to prepare a ЦИМ for submission",
  "id": "how-to-prepare-a-цим-for-submission",
  "level": 2
}, {
  "value": "Checking the XML description against the schema",
  "id": "checking-the-xml-description-against-the-schema",
  "level": 2
}, {
  "value": "Terms",
  "id": "terms",
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
      children: ["For buildings where information modelling is mandatory under Russian rules (ТИМ, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "технологии информационного моделирования"
      }), ", the Russian term for BIM), the design documentation goes to the state expert review together with a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "digital information model"
      }), " (ЦИМ, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "цифровая информационная модель"
      }), "): the model files in an open format and an XML description of the model that follows the schema the expert review publishes. The expert review accepts the package only after an automatic format check. If the XML file does not match the schema, or elements lack mandatory attributes, the package is returned and the review period starts again."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Tessera Control helps you find such errors before you send the package. It ships ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "validation-tree templates"
      }), " whose rules restate the formal requirements for the contents of a ЦИМ, and a separate check of the XML description against an XSD schema. A template is a starting point: the tree created from it is an ordinary validation tree, and you can add the client's requirements and the project's own rules to it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
        children: "Tessera Control does not replace the check made by the expert review and does not store regulations. Requirements and schemas change: the templates are updated with Tessera Control releases, and the BIM coordinator uploads the XSD schema of the current version from the expert review's website. The schema version and the template date are shown in the tree's properties."
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Preparing a ЦИМ for the expert review: IFC models in the Tessera common data environment are checked by trees created from the ЦИМ templates, the XML description against the uploaded XSD schema; violations become issues, and after the fixes the package is ready to send",
        src: (__webpack_require__(90573)/* ["default"] */.A) + "",
        width: "960",
        height: "360"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "templates-shipped-with-tessera-control",
      children: "Templates shipped with Tessera Control"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["You pick a template when you create a tree: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Analysis → Validation trees → Create tree → From template"
      }), ". Each template creates a tree with folders and rules; later changes to the template in new releases do not affect trees already created from it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Template"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What it checks"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Rules"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "ЦИМ for the expert review — general requirements"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["IFC format and version, units defined, georeferencing, project and facility information filled in, no unclassified ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "IfcBuildingElementProxy"
            }), " elements"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "24"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "ЦИМ for the expert review — element attributes"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Mandatory attributes by element class: name, classification code, material, storey and discipline"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "86"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "ЦИМ for the expert review — spatial structure"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The site — building — storey hierarchy, unique non-empty storey names, storey elevations in ascending order, every element assigned to a storey"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "17"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "СП 333.1325800 — attributes by stage"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The attributes elements need at the design documentation and working documentation stages"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/sp333-ksi-checks/",
              children: "СП 333 and КСИ"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "КСИ — element classification"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The construction information classifier code is filled in and exists in the uploaded КСИ table"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["see ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
              href: "/control/control-guide/sp333-ksi-checks/",
              children: "СП 333 and КСИ"
            })]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The template rules use the ordinary rule types — ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Filled in"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Value list"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Classifier"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Pattern"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Forbidden"
      }), " — so you can open, read and change any of them. Properties in the templates are named after IFC property sets. If your project keeps the attributes in a different property set, replace the property in the rule, or map it once in the tree's properties (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Property mapping"
      }), " field) so that every rule reads the values from there."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "how-to-prepare-a-цим-for-submission",
      children: "How to prepare a ЦИМ for submission"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Upload the IFC models of every discipline to the project: the same files that will go into the package for the expert review."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Create trees from the \"general requirements\", \"element attributes\" and \"spatial structure\" templates. If the client requires КСИ classification, add the КСИ template too."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Open the tree's properties and check ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Property mapping"
        }), ": the property set names in your models must match the ones the rules read."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Upload the XSD schema of the ЦИМ XML description: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "Analysis → Validation trees → XML schemas → Upload"
        }), ". Choose the schema archive or an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: ".xsd"
        }), " file; Tessera Control shows the version number written in the schema."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Upload the model's XML description prepared for the package with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Check XML"
        }), ". The schema check runs at once, without an analysis."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Run the analysis. Rule violations appear in the analysis results window together with clashes, if the collision matrix is enabled too."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Turn the violations into issues and send them to the designers: through the Revit plug-in or as a BCF file."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["After the fixes, upload the new model versions and run the analysis again. The package is ready to send when the template trees show no violations of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "High"
        }), " priority and the XML description passes the schema check."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "checking-the-xml-description-against-the-schema",
      children: "Checking the XML description against the schema"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The XML description is checked against the uploaded XSD schema as a whole: element structure, mandatory fields, value types and enumerations. Each mismatch is shown as a row with the line number in the XML file, the path to the element and the error text. Besides the schema check, Tessera Control compares the XML description with the project's models: the model files it lists must be uploaded to the project, and their checksums must match the uploaded versions. This catches a common mistake: a different revision of an IFC file going into the package than the one that was checked."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["A project can keep several schema versions. The check uses the one marked ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Current"
      }), "; the others stay for re-checking older packages."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "terms",
      children: "Terms"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The interface and the Russian help use the terms of the current Russian regulations next to the familiar international ones: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "ТИМ"
      }), " (information modelling technologies) means BIM; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "СОД"
      }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "среда общих данных"
      }), ", common data environment) means CDE, and Tessera Server acts as the project's СОД. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "ЦИМ"
      }), " is the digital information model submitted to the expert review."]
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
            children: "\"Schema not uploaded\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The project has no current XSD schema"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upload the schema from the expert review's website and mark it as current"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The file is not an XSD schema\""
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["An archive without an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: ".xsd"
            }), " file, or a document of another format"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Unpack the archive and choose the main schema file"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The XML description does not match the schema: line 48\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A mandatory field is missing or a value has the wrong type"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Fix the field in the tool that produces the XML description and check again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"A model file listed in the description is not in the project\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The description lists a file that was not uploaded to Tessera"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upload that IFC file or correct the description"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Checksum mismatch\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The package holds a different revision of the file than the project"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Upload the revision that goes into the package and run the analysis again"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Thousands of \"attribute not filled in\" violations"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The attributes are in a different property set"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Set up ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Property mapping"
            }), " in the tree's properties"]
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
          href: "/control/control-guide/sp333-ksi-checks/",
          children: "СП 333.1325800 and КСИ in validation trees"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/control/control-howto/getting-started/",
          children: "Getting started: your first check"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "pathname:///control/control-guide/analysis-export/",
          children: "Exporting analysis results"
        }), " (in Russian)"]
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
90573(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgMzYwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjM2MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiIgcm9sZT0iaW1nIiBhcmlhLWxhYmVsPSJQcmVwYXJpbmcgYSDQptCY0JwgZm9yIHRoZSBzdGF0ZSBleHBlcnQgcmV2aWV3IGluIFRlc3NlcmEgQ29udHJvbCI+Cjx0aXRsZT5QcmVwYXJpbmcgYSDQptCY0JwgZm9yIHRoZSBzdGF0ZSBleHBlcnQgcmV2aWV3IGluIFRlc3NlcmEgQ29udHJvbDwvdGl0bGU+CjxkZWZzPjxtYXJrZXIgaWQ9ImEiIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjgiIG1hcmtlckhlaWdodD0iOCIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDEwIDVMMCAxMHoiIGZpbGw9IiM0YTUyNjAiLz48L21hcmtlcj48L2RlZnM+CjxyZWN0IHdpZHRoPSI5NjAiIGhlaWdodD0iMzYwIiBmaWxsPSIjZjNmNWY4Ii8+CjxnIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiM0YTUyNjAiPgo8cmVjdCB4PSIyNCIgeT0iNDAiIHdpZHRoPSIyMDAiIGhlaWdodD0iMTIwIiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMTI0IiB5PSI2NiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+SUZDIG1vZGVscyBieSBkaXNjaXBsaW5lPC90ZXh0Pgo8dGV4dCB4PSIxMjQiIHk9IjkwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5BUkMsIFNUUiwgSFZBQywgUExCLCBFTEU8L3RleHQ+Cjx0ZXh0IHg9IjEyNCIgeT0iMTEyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5pbiB0aGUgVGVzc2VyYSBTZXJ2ZXIg0KHQntCUIChDREUpPC90ZXh0Pgo8dGV4dCB4PSIxMjQiIHk9IjEzNCIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiI+KHRoZSDQptCY0JwgcGFja2FnZSBmaWxlcyk8L3RleHQ+CjxyZWN0IHg9IjI0IiB5PSIyMDAiIHdpZHRoPSIyMDAiIGhlaWdodD0iMTIwIiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMTI0IiB5PSIyMjYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPtCm0JjQnCBYTUwgZGVzY3JpcHRpb248L3RleHQ+Cjx0ZXh0IHg9IjEyNCIgeT0iMjUwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5hbmQgdGhlIGN1cnJlbnQgWFNEIHNjaGVtYTwvdGV4dD4KPHRleHQgeD0iMTI0IiB5PSIyNzIiIHRleHQtYW5jaG9yPSJtaWRkbGUiPmZyb20gdGhlIGV4cGVydCByZXZpZXcgc2l0ZTwvdGV4dD4KPHJlY3QgeD0iMjkwIiB5PSI0MCIgd2lkdGg9IjI2MCIgaGVpZ2h0PSIxMjAiIHJ4PSI2IiBmaWxsPSIjZmZmZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI0MjAiIHk9IjY2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij5UcmVlcyBmcm9tIHRlbXBsYXRlczwvdGV4dD4KPHRleHQgeD0iNDIwIiB5PSI5MCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+R2VuZXJhbCByZXF1aXJlbWVudHMgwrcgMjQgcnVsZXM8L3RleHQ+Cjx0ZXh0IHg9IjQyMCIgeT0iMTEyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5FbGVtZW50IGF0dHJpYnV0ZXMgwrcgODY8L3RleHQ+Cjx0ZXh0IHg9IjQyMCIgeT0iMTM0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5TcGF0aWFsIHN0cnVjdHVyZSDCtyAxNzwvdGV4dD4KPHJlY3QgeD0iMjkwIiB5PSIyMDAiIHdpZHRoPSIyNjAiIGhlaWdodD0iMTIwIiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNDIwIiB5PSIyMjYiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMwYjZlNjkiPkNoZWNrIFhNTDwvdGV4dD4KPHRleHQgeD0iNDIwIiB5PSIyNTAiIHRleHQtYW5jaG9yPSJtaWRkbGUiPnN0cnVjdHVyZSBhbmQgZmllbGRzIHBlciBzY2hlbWE8L3RleHQ+Cjx0ZXh0IHg9IjQyMCIgeT0iMjcyIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj5tb2RlbCBmaWxlcyBhbmQgY2hlY2tzdW1zPC90ZXh0Pgo8dGV4dCB4PSI0MjAiIHk9IjI5NCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+Y29tcGFyZWQgd2l0aCB0aGUgcHJvamVjdDwvdGV4dD4KPHJlY3QgeD0iNjE2IiB5PSIxMTAiIHdpZHRoPSIxNTAiIGhlaWdodD0iMTQwIiByeD0iNiIgZmlsbD0iI2ZmZmZmZiIgc3Ryb2tlPSIjYjMyNjFlIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNjkxIiB5PSIxNDAiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNiMzI2MWUiPlZpb2xhdGlvbnM8L3RleHQ+Cjx0ZXh0IHg9IjY5MSIgeT0iMTY2IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIj7ihpIgaXNzdWVzPC90ZXh0Pgo8dGV4dCB4PSI2OTEiIHk9IjE5MCIgdGV4dC1hbmNob3I9Im1pZGRsZSI+4oaSIGRlc2lnbmVyczwvdGV4dD4KPHRleHQgeD0iNjkxIiB5PSIyMTQiIHRleHQtYW5jaG9yPSJtaWRkbGUiIGZvbnQtc2l6ZT0iMTIiPihSZXZpdCBvciBCQ0YpPC90ZXh0Pgo8cmVjdCB4PSI4MTYiIHk9IjExMCIgd2lkdGg9IjEyNCIgaGVpZ2h0PSIxNDAiIHJ4PSI2IiBmaWxsPSIjMGI2ZTY5Ii8+Cjx0ZXh0IHg9Ijg3OCIgeT0iMTYwIiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjZmZmZmZmIj5QYWNrYWdlPC90ZXh0Pgo8dGV4dCB4PSI4NzgiIHk9IjE4MiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZmlsbD0iI2ZmZmZmZiI+cmVhZHk8L3RleHQ+Cjx0ZXh0IHg9Ijg3OCIgeT0iMjA0IiB0ZXh0LWFuY2hvcj0ibWlkZGxlIiBmaWxsPSIjZmZmZmZmIiBmb250LXNpemU9IjEyIj50byBzZW5kPC90ZXh0Pgo8bGluZSB4MT0iMjI0IiB5MT0iMTAwIiB4Mj0iMjg2IiB5Mj0iMTAwIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8bGluZSB4MT0iMjI0IiB5MT0iMjYwIiB4Mj0iMjg2IiB5Mj0iMjYwIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8bGluZSB4MT0iNTUwIiB5MT0iMTAwIiB4Mj0iNjEyIiB5Mj0iMTUwIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8bGluZSB4MT0iNTUwIiB5MT0iMjYwIiB4Mj0iNjEyIiB5Mj0iMjEwIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8bGluZSB4MT0iNzY2IiB5MT0iMTgwIiB4Mj0iODEyIiB5Mj0iMTgwIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8cGF0aCBkPSJNNjkxIDI1MCBWIDM0MCBIIDEyNCBWIDMyNCIgZmlsbD0ibm9uZSIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2Utd2lkdGg9IjIiIHN0cm9rZS1kYXNoYXJyYXk9IjYgNCIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8dGV4dCB4PSI0MjAiIHk9IjM1MiIgdGV4dC1hbmNob3I9Im1pZGRsZSIgZm9udC1zaXplPSIxMiIgZmlsbD0iI2M5OGExMiI+bmV3IG1vZGVsIHZlcnNpb25zIOKAlCBhbmFseXNpcyBhZ2FpbjwvdGV4dD4KPHRleHQgeD0iMjQiIHk9IjI2IiBmb250LXdlaWdodD0iNjAwIj5ObyBIaWdoLXByaW9yaXR5IHZpb2xhdGlvbnMgYW5kIHRoZSBYTUwgcGFzc2VzIHRoZSBzY2hlbWE6IHRoZSBwYWNrYWdlIGdvZXMgdG8gdGhlIGV4cGVydCByZXZpZXc8L3RleHQ+CjwvZz4KPC9zdmc+Cg==");

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
73124(module) {
module.exports = JSON.parse('{"id":"control-guide/cim-expertise-templates","title":"ЦИМ check templates for the state expert review","description":"Tessera Control validation-tree templates that prepare a digital information model (ЦИМ) for the Russian state expert review: what the templates check, checking the XML description against the schema, fitting them to a project, and common errors.","source":"@site/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/cim-expertise-templates.md","sourceDirName":"control-guide","slug":"/control-guide/cim-expertise-templates","permalink":"/en/control/control-guide/cim-expertise-templates","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/cim-expertise-templates.md","tags":[],"version":"current","lastUpdatedAt":1795691378000,"sidebarPosition":8,"frontMatter":{"title":"ЦИМ check templates for the state expert review","shortTitle":"ЦИМ for the expert review","description":"Tessera Control validation-tree templates that prepare a digital information model (ЦИМ) for the Russian state expert review: what the templates check, checking the XML description against the schema, fitting them to a project, and common errors.","order":8,"icon":"check","author":[{"name":"Olga Nikitina"}],"date":"2026-11-26","categories":["Guide"],"tessera_tags":["ЦИМ","expert review","validation trees","XML schema","ТИМ"],"sidebar_label":"ЦИМ for the expert review","sidebar_position":8,"reading_time":{"words":1074,"minutes":5.37},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"templates-shipped-with-tessera-control":"шаблоны-в-составе-tessera-control","how-to-prepare-a-цим-for-submission":"как-подготовить-цим-к-отправке","checking-the-xml-description-against-the-schema":"проверка-xml-описания-по-схеме","terms":"термины","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Global settings","permalink":"/en/control/control-guide/global-settings"},"next":{"title":"СП 333 and КСИ","permalink":"/en/control/control-guide/sp333-ksi-checks"}}')

},

};
;