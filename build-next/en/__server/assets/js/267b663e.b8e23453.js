"use strict";
exports.ids = ["569"];
exports.modules = {
20376(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_reference_glossary_md_267_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_reference_glossary_md_267_json__rspack_import_0 = __webpack_require__(86544);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Glossary',
	description: 'Terms of BIM and of the Tessera products explained, with their Russian names: ТИМ, СОД (CDE), ЦИМ, TesseraId, bucket, model version, tree, query, tolerance, clash, issue, work zone, calculation scheme and more.',
	order: 2,
	icon: 'book',
	author: [
		{
			name: 'Anna Kuznetsova'
		}
	],
	date: '2026-11-26',
	categories: [
		'Reference'
	],
	tessera_tags: [
		'glossary',
		'terms',
		'bim'
	],
	sidebar_position: 2,
	reading_time: {
		words: 1291,
		minutes: 6.455
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'general-notions': 'общие-понятия',
		'projects-and-models': 'проекты-и-модели',
		'properties-and-selections': 'свойства-и-выборки',
		'checks-tessera-control': 'проверки-tessera-control',
		'cost-tessera-value': 'стоимость-tessera-value',
		'rooms-and-construction-tessera-space-and-site': 'помещения-и-строительство-tessera-space-и-site',
		'access-and-integrations': 'доступ-и-интеграции',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "General notions",
  "id": "general-notions",
  "level": 2
}, {
  "value": "Projects and models",
  "id": "projects-and-models",
  "level": 2
}, {
  "value": "Properties and selections",
  "id": "properties-and-selections",
  "level": 2
}, {
  "value": "Checks: Tessera Control",
  "id": "checks-tessera-control",
  "level": 2
}, {
  "value": "Cost: Tessera Value",
  "id": "cost-tessera-value",
  "level": 2
}, {
  "value": "Rooms and construction: Tessera Space and Site",
  "id": "rooms-and-construction-tessera-space-and-site",
  "level": 2
}, {
  "value": "Access and integrations",
  "id": "access-and-integrations",
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
    img: "img",
    li: "li",
    p: "p",
    strong: "strong",
    ul: "ul",
    ...(0,_mdx_js_react__rspack_import_2/* .useMDXComponents */.R)(),
    ...props.components
  };
  return (0,react_jsx_runtime__rspack_import_1.jsxs)(react_jsx_runtime__rspack_import_1.Fragment, {
    children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Tessera's help and its programs use three kinds of terms: the standard terms of information modelling used in Russian regulations, the international terms of BIM, and the names of Tessera's own objects, such as buckets, trees and queries. They are gathered here with a short explanation and a link to the page that covers each in detail. Each term is followed by its Russian name, as it appears in the Russian interface and in Russian project documents, which helps when you work with Russian-speaking colleagues or clients."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The terms are grouped by topic in the order people usually meet them: general notions first, then projects and models, selecting elements, checks, cost, rooms and construction, and finally access and integrations."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "How the main terms fit together: a project holds models, each upload creates a model version made of a geometry bucket and a meta bucket; trees and queries select elements by their properties; checks, cost analysis and progress marks work with elements by TesseraId",
        src: (__webpack_require__(30553)/* ["default"] */.A) + "",
        width: "940",
        height: "330"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "general-notions",
      children: "General notions"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BIM, Building Information Modelling"
      }), " (in Russian ТИМ, технологии информационного моделирования). The Russian regulations' term for working with an information model of a building throughout its life cycle, from design to operation. In Tessera's help \"ТИМ\" and \"BIM\" mean the same; contracts and client requirements in Russia usually say \"ТИМ\"."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Digital information model"
      }), " (ЦИМ, цифровая информационная модель). The information model of a construction project in electronic form: 3D elements with properties and the documents linked to them. A ЦИМ goes to the state expert review together with the design documentation, which is why Tessera Control checks are often built on the requirements for it."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "CDE, Common Data Environment"
      }), " (СОД, среда общих данных). The shared store in which project participants exchange models and documents and see their versions and statuses. For models and check results, Tessera Server is the CDE: every model version, issue and analysis is kept on it, and everyone works with the same data."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BIM coordinator"
      }), " (BIM-координатор). A role in a Tessera project and a job: the person who brings the discipline models together, sets up checks and resolves clashes. The other roles are ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Administrator"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Project manager"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Estimator"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Engineer"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Viewer"
      }), ", each granted per project."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "projects-and-models",
      children: "Projects and models"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Project"
      }), " (проект). A workspace on Tessera Server: the models of one building, members with their roles, trees, queries, checks and product settings. Rights are granted per project, so one person can be a coordinator in one project and a viewer in another."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Model and model version"
      }), " (модель, версия модели). A model is one discipline of the building inside a project, for example architecture or HVAC. Every upload, from IFC, from Revit or by the Tessera Sync utility, creates a new model version; earlier versions stay available for comparison."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Bucket"
      }), " (бакет). The storage of one model version on the server. A version consists of two buckets: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "geometry bucket"
      }), " (геометрический бакет) with meshes and levels of detail, and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "meta bucket"
      }), " (мета-бакет) with the elements' properties. Bucket files never change once written. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/server-administration/",
        children: "server administration"
      }), " section describes where they are stored."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "TesseraId"
      }), ". The permanent identifier of an element in Tessera: 22 characters of base64, like an IFC GlobalId. It does not change from version to version, so clash statuses, issues and bindings carry over to a new model version. An element also has its source ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "GlobalId"
      }), " (from IFC) or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "UniqueId"
      }), " (from Revit), and an ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "ElementIndex"
      }), " number that is valid within one version only."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Units"
      }), " (единицы). Property values with a dimension are converted to SI base units on import and reach formulas in metres, m², m³ and kilograms, angles in degrees: a 250 mm wall arrives in a formula as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "0.25"
      }), ". The client's tables display lengths in millimetres, but that is display only."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "properties-and-selections",
      children: "Properties and selections"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tree"
      }), " (дерево). A hierarchical grouping of elements by property values, such as Storey → Discipline → Category. Trees are used in the model window, in checks, in cost analysis and in reports. The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "property tree"
      }), " (дерево свойств) lists every property found in a model, with its values."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Query"
      }), " (запрос). A condition that selects elements by their properties, such as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Category = Walls AND Thickness > 0.2"
      }), ", with the operators AND, OR and NOT (И, ИЛИ, НЕ in the Russian interface). Saved queries are used by trees, checks and position rules."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Calculated property"
      }), " (вычисляемое свойство). A property whose value the formula editor computes, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "IF([Volume] > 0; [Volume] * 1.02; 0)"
      }), ". Calculated properties appear in the properties panel in a group of their own and work in trees and queries like any other property."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "checks-tessera-control",
      children: "Checks: Tessera Control"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Validation tree"
      }), " (дерево проверок). A set of rules on element properties, grouped like a tree: for example, every wall of the structural model must have its concrete class filled in."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Clash"
      }), " (коллизия). An unacceptable intersection or closeness of elements. A clash is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "hard"
      }), " (жёсткая) when elements intersect, a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "clearance"
      }), " clash (с зазором) when they are closer than a set distance, or a ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "duplicate"
      }), " (дубликат) when two identical elements share one place. Clash statuses are ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "New"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Active"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Reviewed"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Approved"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Fixed"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tolerance"
      }), " (допуск). A value in millimetres set in each cell of the collision matrix: intersections smaller than the tolerance are not counted as clashes. Too small a tolerance produces thousands of false clashes at joints."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Collision matrix"
      }), " (матрица коллизий). A table whose rows and columns are groups of elements and whose cells hold the check type and the tolerance."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Analysis"
      }), " (анализ). One run of the checks on the chosen model versions. Its results open in the analysis results window and are saved on the server."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Issue"
      }), " (замечание). A problem handed to the person responsible, with a description, a due date, a status and a model view. Issues are exported to Excel, PDF and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BCF"
      }), " (BIM Collaboration Format) 2.1 and 3.0, the open format for exchanging issues between programs."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "cost-tessera-value",
      children: "Cost: Tessera Value"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Catalogue and item"
      }), " (каталог, позиция). A catalogue is the organisation's price list; an item is a catalogue line with a unit of measure and a price."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Calculation scheme"
      }), " (схема расчёта). The rule by which an item's quantity is computed from element properties: volume, area, length or a count, with a factor."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tag, position rule, binding"
      }), " (тег, правило позиций, привязка). A tag marks elements for inclusion in calculation schemes; a position rule maps a query to a catalogue item; a binding is an explicit link between one element and an item."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Cost analysis"
      }), " (стоимостной анализ). The cost calculation of a model version, with totals by tree, by catalogue and by element. A ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "price override"
      }), " (переопределение цен) changes a price for one project without touching the catalogue."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "rooms-and-construction-tessera-space-and-site",
      children: "Rooms and construction: Tessera Space and Site"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Room and zone"
      }), " (помещение, зона). The spatial elements of a model: Revit rooms, building services spaces, ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "IfcSpace"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "IfcZone"
      }), ". Tessera Space gathers them in the room register and computes areas by the project's rules."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Work zone"
      }), " (захватка). A part of the building that is built as one piece: a storey of a section, part of a slab, a block. In Tessera Site a work zone is a set of model elements on which progress is marked and plan is compared with fact."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Work type and progress mark"
      }), " (вид работ, отметка выполнения). A work type is a construction operation, such as masonry or reinforcement. A progress mark records, for elements and a work type, a status, a date and photos."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "access-and-integrations",
      children: "Access and integrations"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Personal access token"
      }), " (персональный токен). An API key of the form ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tpat_…"
      }), " that a person creates for their own scripts and Power BI reports; its validity is 30, 90 or 365 days."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Service account"
      }), " (сервисная учётная запись). An account for automation and integrations: a client ID ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tcl_…"
      }), " and a secret ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tcs_…"
      }), ", valid until rotated, used with the OAuth 2.0 client credentials flow. An Administrator creates it on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Service accounts"
      }), " tab of token management."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Tessera Sync"
      }), ". The mechanism that keeps models in Tessera in step with their source files: the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tessera-sync.exe"
      }), " command-line utility, the sync API, and incremental upload of only the changed elements, found by their hashes."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-reference/supported-versions/",
          children: "Supported versions and system requirements"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-reference/keyboard-shortcuts/",
          children: "Keyboard shortcuts"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/",
          children: "Tessera Server administration"
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
30553(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NDAgMzMwIiB3aWR0aD0iOTQwIiBoZWlnaHQ9IjMzMCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5NDAiIGhlaWdodD0iMzMwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSIzNCIgZm9udC1zaXplPSIxNyIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEwMjQzZSI+SG93IHRoZSBtYWluIHRlcm1zIGZpdCB0b2dldGhlcjwvdGV4dD4KPGRlZnM+PG1hcmtlciBpZD0iYSIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzRhNTI2MCIvPjwvbWFya2VyPjwvZGVmcz4KPGcgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSI+CjxyZWN0IHg9IjI0IiB5PSI2MCIgd2lkdGg9Ijg5MiIgaGVpZ2h0PSIzNiIgcng9IjYiIGZpbGw9IiNmZmYiIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM4IiB5PSI4MyI+PHRzcGFuIGZvbnQtd2VpZ2h0PSI2MDAiPkNERSAoaW4gUnVzc2lhbiDQodCe0JQpIOKAlCBUZXNzZXJhIFNlcnZlcjo8L3RzcGFuPiBwcm9qZWN0cywgbWVtYmVycyBhbmQgcm9sZXMsIG1vZGVscyBhbmQgdGhlaXIgdmVyc2lvbnMsIHJlc3VsdHMgb2YgY2hlY2tzIGFuZCBhbmFseXNlczwvdGV4dD4KPHJlY3QgeD0iMjQiIHk9IjExOCIgd2lkdGg9IjEzMCIgaGVpZ2h0PSI1NCIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM4IiB5PSIxNDIiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiMxMjU3YTAiPlByb2plY3Q8L3RleHQ+Cjx0ZXh0IHg9IjM4IiB5PSIxNjAiIGZvbnQtc2l6ZT0iMTIiPm1lbWJlcnMsIHJvbGVzPC90ZXh0Pgo8cmVjdCB4PSIxODQiIHk9IjExOCIgd2lkdGg9IjE1MCIgaGVpZ2h0PSI1NCIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjE5OCIgeT0iMTQyIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj5Nb2RlbDwvdGV4dD4KPHRleHQgeD0iMTk4IiB5PSIxNjAiIGZvbnQtc2l6ZT0iMTIiPmEgZGlzY2lwbGluZTogQVIsIEtSLCBPVjwvdGV4dD4KPHJlY3QgeD0iMzY0IiB5PSIxMTgiIHdpZHRoPSIxNzAiIGhlaWdodD0iNTQiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNzgiIHk9IjE0MiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+TW9kZWwgdmVyc2lvbjwvdGV4dD4KPHRleHQgeD0iMzc4IiB5PSIxNjAiIGZvbnQtc2l6ZT0iMTIiPmV2ZXJ5IHVwbG9hZDwvdGV4dD4KPHJlY3QgeD0iNTY0IiB5PSIxMTAiIHdpZHRoPSIxNzAiIGhlaWdodD0iMzIiIHJ4PSI2IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI1NzYiIHk9IjEzMSIgZm9udC1zaXplPSIxMiI+R2VvbWV0cnkgYnVja2V0PC90ZXh0Pgo8cmVjdCB4PSI1NjQiIHk9IjE1MCIgd2lkdGg9IjE3MCIgaGVpZ2h0PSIzMiIgcng9IjYiIGZpbGw9IiNmZmYiIHN0cm9rZT0iIzBiNmU2OSIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjU3NiIgeT0iMTcxIiBmb250LXNpemU9IjEyIj5NZXRhIGJ1Y2tldDogcHJvcGVydGllczwvdGV4dD4KPHJlY3QgeD0iNzY0IiB5PSIxMTgiIHdpZHRoPSIxNTIiIGhlaWdodD0iNTQiIHJ4PSI4IiBmaWxsPSIjMGI2ZTY5Ii8+Cjx0ZXh0IHg9Ijc3OCIgeT0iMTQyIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjZmZmIj5FbGVtZW50PC90ZXh0Pgo8dGV4dCB4PSI3NzgiIHk9IjE2MCIgZm9udC1zaXplPSIxMiIgZmlsbD0iI2ZmZiI+VGVzc2VyYUlkPC90ZXh0Pgo8cmVjdCB4PSIyNCIgeT0iMjE0IiB3aWR0aD0iMjEwIiBoZWlnaHQ9Ijg0IiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMzgiIHk9IjIzOCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+U2VsZWN0aW9uczwvdGV4dD4KPHRleHQgeD0iMzgiIHk9IjI1OCIgZm9udC1zaXplPSIxMiI+dHJlZXMsIHRoZSBwcm9wZXJ0eSB0cmVlLDwvdGV4dD4KPHRleHQgeD0iMzgiIHk9IjI3NiIgZm9udC1zaXplPSIxMiI+cXVlcmllcywgZm9ybXVsYXM8L3RleHQ+CjxyZWN0IHg9IjI1NCIgeT0iMjE0IiB3aWR0aD0iMjEwIiBoZWlnaHQ9Ijg0IiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iMjY4IiB5PSIyMzgiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNjOThhMTIiPlRlc3NlcmEgQ29udHJvbDwvdGV4dD4KPHRleHQgeD0iMjY4IiB5PSIyNTgiIGZvbnQtc2l6ZT0iMTIiPmNvbGxpc2lvbiBtYXRyaXgsIHRvbGVyYW5jZSw8L3RleHQ+Cjx0ZXh0IHg9IjI2OCIgeT0iMjc2IiBmb250LXNpemU9IjEyIj5hbmFseXNpcywgY2xhc2hlcywgaXNzdWVzPC90ZXh0Pgo8cmVjdCB4PSI0ODQiIHk9IjIxNCIgd2lkdGg9IjIxMCIgaGVpZ2h0PSI4NCIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjQ5OCIgeT0iMjM4IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjYzk4YTEyIj5UZXNzZXJhIFZhbHVlPC90ZXh0Pgo8dGV4dCB4PSI0OTgiIHk9IjI1OCIgZm9udC1zaXplPSIxMiI+Y2F0YWxvZ3VlcywgY2FsY3VsYXRpb24gc2NoZW1lcyw8L3RleHQ+Cjx0ZXh0IHg9IjQ5OCIgeT0iMjc2IiBmb250LXNpemU9IjEyIj5jb3N0IGFuYWx5c2lzPC90ZXh0Pgo8cmVjdCB4PSI3MTQiIHk9IjIxNCIgd2lkdGg9IjIwMiIgaGVpZ2h0PSI4NCIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjcyOCIgeT0iMjM4IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjYzk4YTEyIj5UZXNzZXJhIFNwYWNlIGFuZCBTaXRlPC90ZXh0Pgo8dGV4dCB4PSI3MjgiIHk9IjI1OCIgZm9udC1zaXplPSIxMiI+cm9vbXMsIHpvbmVzLDwvdGV4dD4KPHRleHQgeD0iNzI4IiB5PSIyNzYiIGZvbnQtc2l6ZT0iMTIiPndvcmsgem9uZXMsIHdvcmsgdHlwZXM8L3RleHQ+CjwvZz4KPGcgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiIGZpbGw9Im5vbmUiIG1hcmtlci1lbmQ9InVybCgjYSkiPgo8cGF0aCBkPSJNMTU2IDE0NWgyNCIvPjxwYXRoIGQ9Ik0zMzYgMTQ1aDI0Ii8+PHBhdGggZD0iTTUzNiAxNDBsMjQtMTIiLz48cGF0aCBkPSJNNTM2IDE1MGwyNCAxNCIvPjxwYXRoIGQ9Ik03MzYgMTI2bDI0IDEwIi8+PHBhdGggZD0iTTczNiAxNjZsMjQtMTAiLz4KPHBhdGggZD0iTTg0MCAxNzR2MThIMTI5djE4Ii8+PHBhdGggZD0iTTM1OSAxOTJ2MTgiLz48cGF0aCBkPSJNNTg5IDE5MnYxOCIvPjxwYXRoIGQ9Ik04MTUgMTkydjE4Ii8+CjwvZz4KPC9zdmc+Cg==");

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
86544(module) {
module.exports = JSON.parse('{"id":"tessera-reference/glossary","title":"Glossary","description":"Terms of BIM and of the Tessera products explained, with their Russian names: ТИМ, СОД (CDE), ЦИМ, TesseraId, bucket, model version, tree, query, tolerance, clash, issue, work zone, calculation scheme and more.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-reference/glossary.md","sourceDirName":"tessera-reference","slug":"/tessera-reference/glossary","permalink":"/en/tessera/tessera-reference/glossary","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-reference/glossary.md","tags":[],"version":"current","lastUpdatedAt":1795690598000,"sidebarPosition":2,"frontMatter":{"title":"Glossary","description":"Terms of BIM and of the Tessera products explained, with their Russian names: ТИМ, СОД (CDE), ЦИМ, TesseraId, bucket, model version, tree, query, tolerance, clash, issue, work zone, calculation scheme and more.","order":2,"icon":"book","author":[{"name":"Anna Kuznetsova"}],"date":"2026-11-26","categories":["Reference"],"tessera_tags":["glossary","terms","bim"],"sidebar_position":2,"reading_time":{"words":1291,"minutes":6.455},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"general-notions":"общие-понятия","projects-and-models":"проекты-и-модели","properties-and-selections":"свойства-и-выборки","checks-tessera-control":"проверки-tessera-control","cost-tessera-value":"стоимость-tessera-value","rooms-and-construction-tessera-space-and-site":"помещения-и-строительство-tessera-space-и-site","access-and-integrations":"доступ-и-интеграции","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Supported versions","permalink":"/en/tessera/tessera-reference/supported-versions"},"next":{"title":"Keyboard shortcuts","permalink":"/en/tessera/tessera-reference/keyboard-shortcuts"}}')

},

};
;