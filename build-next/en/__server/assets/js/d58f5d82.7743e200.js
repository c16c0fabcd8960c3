"use strict";
exports.ids = ["4626"];
exports.modules = {
11219(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_overview_changelog_md_d58_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_viewer_site_content_viewer_tessera_viewer_overview_changelog_md_d58_json__rspack_import_0 = __webpack_require__(76943);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Changelog and versioning policy',
	shortTitle: 'Changelog',
	description: 'What changed in each release of the @tessera/viewer package, how its version numbers are assigned, how long a deprecated member keeps working and how deprecations are marked with the TSDoc @deprecated tag.',
	order: 5,
	icon: 'clock',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-11-26',
	categories: [
		'Overview'
	],
	tessera_tags: [
		'viewer',
		'versions',
		'changelog',
		'deprecation'
	],
	sidebar_label: 'Changelog',
	sidebar_position: 5,
	reading_time: {
		words: 989,
		minutes: 4.945
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	]
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Version numbers",
  "id": "version-numbers",
  "level": 2
}, {
  "value": "Deprecation policy",
  "id": "deprecation-policy",
  "level": 2
}, {
  "value": "4.2.0 — October 2026",
  "id": "420--october-2026",
  "level": 2
}, {
  "value": "4.1.0 — June 2026",
  "id": "410--june-2026",
  "level": 2
}, {
  "value": "4.0.0 — March 2026",
  "id": "400--march-2026",
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
      children: ["This page lists the changes of every release of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "@tessera/viewer"
      }), ", newest first, and the rules behind its version numbers. Read it before you raise the version in your ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "package.json"
      }), ": a minor or patch release can be taken without changes to your code, a major release comes with a list of what to change. The version you run is in the exported constant ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "VIEWER_VERSION"
      }), " (currently ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "4.2.0"
      }), "); log it next to your application's own version, so that a bug report says which library drew the picture."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The life of a public member: it is added in a minor release, may be marked @deprecated in a later minor release with the name of its replacement, keeps working for at least two more minor releases and twelve months, and is removed only in the next major release",
        src: (__webpack_require__(96512)/* ["default"] */.A) + "",
        width: "940",
        height: "260"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "version-numbers",
      children: "Version numbers"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The package follows semantic versioning 2.0.0: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "major.minor.patch"
      }), ". What counts is the public API as the TypeScript declarations state it, the same declarations the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/api/tessera-viewer/tessera-viewer-api/",
        children: "API reference"
      }), " is generated from. Anything not exported from the package's entry point, and any member the reference does not show, is internal and may change in any release."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Part"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Raised when"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What you do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Major (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "4"
            }), " → ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "5"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A public member is removed or renamed, a signature changes incompatibly, or the bucket format of a new Tessera Server generation is read"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Read the release's \"Upgrading\" list and change your code; TypeScript reports every place"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Minor (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "4.1"
            }), " → ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "4.2"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Members, options, events or extensions are added; a member is deprecated"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Nothing; new members are optional"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Patch (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "4.2.0"
            }), " → ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "4.2.1"
            }), ")"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A bug is fixed without a change to the declarations"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Nothing"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The major number of the viewer is the generation of the bucket formats it reads: every viewer 4.x reads the geometry and meta buckets written by any Tessera Server 4.x, whatever the server's minor and patch numbers. The viewer talks to the server only through the documented bucket endpoints of API v1, so it does not follow the desktop client's rule of matching the server's first two numbers. Coordinates, distances and property values reach your code in metres and the other SI units, as the buckets store them."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Pin the minor line you tested with, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "\"@tessera/viewer\": \"~4.2.0\""
      }), ", if your application is certified against a fixed set of libraries; otherwise ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "\"^4.2.0\""
      }), " takes new minor releases as they come."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "deprecation-policy",
      children: "Deprecation policy"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "A public member is never removed without warning. When a member is to go:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In a minor release its declaration gets the TSDoc tag ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "@deprecated"
        }), ", followed by the release it was deprecated in and its replacement, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "@deprecated Since 4.3. Use {@link ClippingTools.setSectionBox} instead."
        }), " Editors such as VS Code then strike the name through wherever your code uses it, and the API reference shows the tag's text on the member."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "The deprecated member keeps working unchanged for at least two further minor releases and at least twelve months, whichever is longer. Its behaviour is not changed during that time; bugs in it are fixed."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "It is removed only in a major release, and the release notes of that major release list it under \"Upgrading\" with its replacement."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Events, options and enumeration values are deprecated the same way. To find every use in your code before you move to a new major version, turn on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "@typescript-eslint/no-deprecated"
      }), " rule of typescript-eslint, or search the build output of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tsc"
      }), " for the word \"deprecated\"."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "@tessera/viewer"
        }), " 4.2.0 has no deprecated members. The members removed in 4.0.0 are listed below with their replacements."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "420--october-2026",
      children: "4.2.0 — October 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Added"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ViewerOptions.locale"
        }), " (", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "en"
        }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ru"
        }), ") sets the language of the viewer's own texts: tooltips, the labels of the navigation cube and the units of measurements. See ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-howto/localization/",
          children: "Localization"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PropertyTools"
        }), " takes a BCP 47 locale and formats property values with their units; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "PropertyTools.groupBy"
        }), " groups meta nodes by the value of a property."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "UI"
        }), " namespace gained ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "formatLength"
        }), " for lengths of your own."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SceneTools.centerOf"
        }), " returns the centre of an element's bounds, the usual anchor for a marker of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ScreenPoints"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Fixed"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The documentation of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ClippingTools.flip"
        }), " now agrees with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "addPlane"
        }), ": the normal points to the side that is cut, and a flip cuts the other side. The 4.1 example described the flipped plane the wrong way round; the behaviour itself did not change."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Labels of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "LabelTools"
        }), " no longer flicker when the camera stops after a fast orbit."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "410--june-2026",
      children: "4.1.0 — June 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Added"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ExtensionRegistry.getByName"
        }), " finds a registered extension by its name, handy in the browser console."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ScreenLines"
        }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "ScreenPoints"
        }), " draw overlays of constant width and size in pixels."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "GLMonitor"
        }), " reports the frame rate, draw calls and GPU memory, and fires ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "contextLost"
        }), " when the browser drops the WebGL context."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "BoundsTreeComputeMode"
        }), " chooses whether the bounds tree used for picking is built while the model loads or on the first pick."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Fixed"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "SceneModel.forEachElement"
        }), " visited elements of a model still loading in an order other than ElementIndex order."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "400--march-2026",
      children: "4.0.0 — March 2026"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The first release of the 4.x line, for the bucket formats of Tessera Server 4.x."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Upgrading from 3.x"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Removed in 4.0.0"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Use instead"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "viewer.load(url)"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "viewer.loadModel({modelId, version})"
            }), ", which reads the buckets through API v1"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "token"
            }), " option"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ViewerOptions.getAccessToken"
            }), ", called before each batch of requests so it can refresh an expiring token"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Element ids as numbers"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ElementRef"
            }), " with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "modelId"
            }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "elementIndex"
            }), "; store TesseraIds across versions"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The millimetre values of the 3.x meta format"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Metres and the other SI units, as the 4.x buckets store them"
          })]
        })]
      })]
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
            children: ["TypeScript: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Property 'load' does not exist on type 'Viewer'"
            }), " after an upgrade"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Code written for 3.x; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "load"
            }), " was removed in 4.0.0"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Use ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "loadModel"
            }), " as in the table above"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A member is struck through in the editor"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "It is deprecated; the tag names the replacement"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Switch to the replacement before the next major release"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "401"
            }), " on bucket requests after a long session"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "getAccessToken"
            }), " returns a cached token that expired"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Return a fresh token from ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "getAccessToken"
            }), " each time it is called"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Model sizes off by a factor of 1,000 in your own code"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Code still assumes the millimetres of 3.x"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Treat positions, distances and lengths as metres"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Two versions of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "@tessera/viewer"
            }), " in one bundle"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "An extension package depends on another minor line"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Align the versions; ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "npm ls @tessera/viewer"
            }), " shows who pulls which"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-overview/import-and-usage/",
          children: "Import and usage"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-overview/viewer-overview/",
          children: "Viewer overview"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/api/tessera-viewer/tessera-viewer-api/",
          children: "API reference"
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
96512(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NDAgMjYwIiB3aWR0aD0iOTQwIiBoZWlnaHQ9IjI2MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5NDAiIGhlaWdodD0iMjYwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSIzNCIgZm9udC1zaXplPSIxNyIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEwMjQzZSI+VGhlIGxpZmUgb2YgYSBwdWJsaWMgbWVtYmVyIG9mIEB0ZXNzZXJhL3ZpZXdlcjwvdGV4dD4KPGRlZnM+PG1hcmtlciBpZD0iYSIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzRhNTI2MCIvPjwvbWFya2VyPjwvZGVmcz4KPGxpbmUgeDE9IjQwIiB5MT0iMTIwIiB4Mj0iOTAwIiB5Mj0iMTIwIiBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIvPgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjMTAyNDNlIj4KPGNpcmNsZSBjeD0iOTAiIGN5PSIxMjAiIHI9IjkiIGZpbGw9IiMxMjU3YTAiLz4KPHRleHQgeD0iNDAiIHk9IjEwMCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+ZS5nLiA0LjEuMDwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjE1MCI+QWRkZWQgaW4gYTwvdGV4dD48dGV4dCB4PSI0MCIgeT0iMTY4Ij5taW5vciByZWxlYXNlPC90ZXh0Pgo8Y2lyY2xlIGN4PSIzMzAiIGN5PSIxMjAiIHI9IjkiIGZpbGw9IiNjOThhMTIiLz4KPHRleHQgeD0iMjgwIiB5PSIxMDAiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNjOThhMTIiPmEgbGF0ZXIgNC54PC90ZXh0Pgo8dGV4dCB4PSIyNjIiIHk9IjE1MCI+TWFya2VkIEBkZXByZWNhdGVkLDwvdGV4dD48dGV4dCB4PSIyNjIiIHk9IjE2OCI+bmFtZXMgaXRzIHJlcGxhY2VtZW50PC90ZXh0Pgo8cmVjdCB4PSIzNDAiIHk9IjExMiIgd2lkdGg9IjM0MCIgaGVpZ2h0PSIxNiIgcng9IjQiIGZpbGw9IiNjOThhMTIiIG9wYWNpdHk9IjAuMjUiLz4KPHRleHQgeD0iMzkyIiB5PSIxOTYiPndvcmtzIHVuY2hhbmdlZDogYXQgbGVhc3QgdHdvIG1pbm9yPC90ZXh0Pjx0ZXh0IHg9IjM5MiIgeT0iMjE0Ij5yZWxlYXNlcyBhbmQgYXQgbGVhc3QgMTIgbW9udGhzPC90ZXh0Pgo8Y2lyY2xlIGN4PSI3MjAiIGN5PSIxMjAiIHI9IjkiIGZpbGw9IiNiMzI2MWUiLz4KPHRleHQgeD0iNjgwIiB5PSIxMDAiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNiMzI2MWUiPjUuMC4wPC90ZXh0Pgo8dGV4dCB4PSI2NjAiIHk9IjE1MCI+UmVtb3ZlZCBvbmx5IGluIHRoZTwvdGV4dD48dGV4dCB4PSI2NjAiIHk9IjE2OCI+bmV4dCBtYWpvciByZWxlYXNlLDwvdGV4dD48dGV4dCB4PSI2NjAiIHk9IjE4NiI+bGlzdGVkIHVuZGVyICJVcGdyYWRpbmciPC90ZXh0Pgo8dGV4dCB4PSI0MCIgeT0iMjQwIiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5QYXRjaCByZWxlYXNlcyAoNC4yLjEsIDQuMi4yKSBmaXggYnVncyBhbmQgbmV2ZXIgY2hhbmdlIHRoZSBkZWNsYXJhdGlvbnMuPC90ZXh0Pgo8L2c+PC9zdmc+Cg==");

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
76943(module) {
module.exports = JSON.parse('{"id":"tessera-viewer-overview/changelog","title":"Changelog and versioning policy","description":"What changed in each release of the @tessera/viewer package, how its version numbers are assigned, how long a deprecated member keeps working and how deprecations are marked with the TSDoc @deprecated tag.","source":"@site/content/viewer/tessera-viewer-overview/changelog.md","sourceDirName":"tessera-viewer-overview","slug":"/tessera-viewer-overview/changelog","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/changelog","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/content/viewer/tessera-viewer-overview/changelog.md","tags":[],"version":"current","lastUpdatedAt":1795700438000,"sidebarPosition":5,"frontMatter":{"title":"Changelog and versioning policy","shortTitle":"Changelog","description":"What changed in each release of the @tessera/viewer package, how its version numbers are assigned, how long a deprecated member keeps working and how deprecations are marked with the TSDoc @deprecated tag.","order":5,"icon":"clock","author":[{"name":"Igor Volkov"}],"date":"2026-11-26","categories":["Overview"],"tessera_tags":["viewer","versions","changelog","deprecation"],"sidebar_label":"Changelog","sidebar_position":5,"reading_time":{"words":989,"minutes":4.945},"git_contributors":["Seed c90dc4f2 maintainers"]},"sidebar":"section","previous":{"title":"Playground","permalink":"/en/api/tessera-viewer/tessera-viewer-overview/playground-overview"},"next":{"title":"Tutorials","permalink":"/en/api/tessera-viewer/tessera-viewer-howto/"}}')

},

};
;