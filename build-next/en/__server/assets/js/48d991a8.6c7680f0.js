"use strict";
exports.ids = ["5072"];
exports.modules = {
72048(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_logs_diagnostics_md_48d_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_logs_diagnostics_md_48d_json__rspack_import_0 = __webpack_require__(25335);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Server logs and diagnostics',
	shortTitle: 'Logs and diagnostics',
	description: 'Where the Tessera Server and Tessera Worker logs are, how to read a log line and find a request by its traceId, the /health check for monitoring, and the diagnostics archive for support.',
	order: 7,
	icon: 'info',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-11-26',
	categories: [
		'Guide',
		'For administrators'
	],
	tessera_tags: [
		'server',
		'logs',
		'diagnostics',
		'monitoring'
	],
	sidebar_label: 'Logs and diagnostics',
	sidebar_position: 7,
	reading_time: {
		words: 707,
		minutes: 3.535
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'where-the-logs-are': 'где-лежат-журналы',
		'how-to-read-a-log': 'как-читать-журнал',
		'health-check-and-monitoring': 'проверка-состояния-и-мониторинг',
		'archive-for-support': 'архив-для-службы-поддержки',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Where the logs are",
  "id": "where-the-logs-are",
  "level": 2
}, {
  "value": "How to read a log",
  "id": "how-to-read-a-log",
  "level": 2
}, {
  "value": "Health check and monitoring",
  "id": "health-check-and-monitoring",
  "level": 2
}, {
  "value": "Archive for support",
  "id": "archive-for-support",
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
    p: "p",
    pre: "pre",
    span: "span",
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
      children: "When a user reports that a model does not upload or a window takes long to open, the answer is almost always in the server logs. The Tessera Server service logs every failed request, every sign-in and sign-out, and every change of rights and settings; the Tessera Worker service logs how each uploaded model version is processed. This page tells you where the logs are, how to find a particular request in them, how to connect the server to monitoring and what to send to support."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The workstation's own logs, those of the client and the Tessera for Revit plug-in, are kept on the user's computer and are collected in the client's ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "System information"
      }), " window. A hard problem needs both sides: the archive from the workstation and the server logs from the same time."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Deployment diagram: the Tessera Server and Tessera Worker services on the application server write the logs",
        src: (__webpack_require__(27322)/* ["default"] */.A) + "",
        width: "960",
        height: "440"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "where-the-logs-are",
      children: "Where the logs are"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "File"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Windows Server"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Linux"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What is in it"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "server-YYYYMMDD.log"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "C:\\ProgramData\\Tessera\\Server\\logs"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/var/log/tessera"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Failed requests, sign-ins, changes of rights and settings, licence"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "worker-YYYYMMDD.log"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "same"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "same"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Processing of model versions, Tessera Sync jobs"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "migrate-*.log"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "same"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "same"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Database schema migration during upgrades"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "backup-*.log"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "same"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "same"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Backup and restore"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On Linux the same entries also go to the system journal: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "journalctl -u tessera-server -u tessera-worker --since \"1 hour ago\""
      }), ". Files are kept for 30 days (the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Logging:RetentionDays"
      }), " setting in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "appsettings.json"
      }), "); older ones are removed once a day."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "how-to-read-a-log",
      children: "How to read a log"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Every line starts with the server time, the level, the module and the request's identifier:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        children: "2026-11-26 10:14:03.512 ERROR [Import.Ifc] traceId=4bf92f3577b34da6 user=ivanov model=5821 version=14 Could not build the geometry of element 2O2Fr$t4X7Zf8NOew3FLOH: IfcBooleanResult\n2026-11-26 10:14:09.020 WARN  [Auth.Ldap] traceId=a3ce929d0e0e4736 Controller dc01.company.ru did not answer within 5 s, using dc02.company.ru\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "traceId"
      }), " ties together every line of one request in the logs of both services. The server also gives it to the user in the error message: the client shows it in the error window, and the REST API returns it in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "traceId"
      }), " field of its ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "application/problem+json"
      }), " response. Ask the user for this identifier and find all the lines that belong to it with one command, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "grep 4bf92f3577b34da6 /var/log/tessera/*.log"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The default log level is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Information"
      }), ". To investigate a problem that rarely shows up, set ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Debug"
      }), " in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Administration → Server → Log"
      }), " in the web application: the level changes without restarting the services, and after 24 hours it returns to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Information"
      }), " by itself, because a debug log grows fast."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "health-check-and-monitoring",
      children: "Health check and monitoring"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The address ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "https://tessera.company.ru/health"
      }), " answers without sign-in and suits any monitoring system that can poll HTTP: code 200 means the server is healthy, code 503 that one of its parts is unavailable."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-json",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "{"
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token property",
          children: "\"status\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"Healthy\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token property",
          children: "\"version\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"4.6.2.1187\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token property",
          children: "\"database\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"Healthy\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token property",
          children: "\"storage\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"Healthy\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token property",
          children: "\"worker\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"Healthy\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ","
        }), "\n  ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token property",
          children: "\"licenseExpires\""
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: ":"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "\"2026-12-31\""
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "}"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Administration → Server → Status"
      }), " in the web application shows more: the model processing queue, the space used in the bucket storage and in the database, the number of signed-in users and the licence use per product. Set up alerts on three signs: the response code of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), ", free space on the storage volume (below 15 %) and the licence term (under 30 days)."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "archive-for-support",
      children: "Archive for support"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tessera-admin diag --days 3 --out tessera-diag.zip"
      }), " collects the logs of both services for the given number of days, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "/health"
      }), " answer, the versions of the server, PostgreSQL and the operating system, database statistics, and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "appsettings.json"
      }), " without passwords or keys. Model contents and secret values are never included; server addresses and user names stay. Attach the archive to your support request together with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "traceId"
      }), " and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "System information"
      }), " archive from the workstation."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "possible-errors",
      children: "Possible errors"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Symptom"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to look for in the log"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to do"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["A model version stays in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Processing"
            }), " status for a long time"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "worker-*.log"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "[Queue]"
            }), " lines with the number of queued jobs"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Wait for the queue, or raise ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Worker:MaxParallelJobs"
            }), " if memory allows"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Processing broke off, the version is in the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Error"
            }), " status"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "worker-*.log"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "OutOfMemory"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ERROR [Import…]"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Give the server more memory, or check the source file against the error text"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Active Directory sign-in takes tens of seconds"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "server-*.log"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "WARN [Auth.Ldap]"
            }), " about an unreachable controller"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Remove the unreachable controller from the list of LDAP addresses"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "/health"
            }), " answers 503 with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "\"storage\": \"Unhealthy\""
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "server-*.log"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "[Storage]"
            }), " with an access error"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check that the storage volume is mounted and the service account can reach it"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Users see \"No licence seats left\""
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "server-*.log"
            }), ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "[License]"
            }), " with the product name"]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Free seats in the licence section or extend the licence"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/licensing/",
          children: "Tessera Server licence"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/deployment/",
          children: "Server components, sizing and ports"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/upgrade/",
          children: "Upgrading Tessera Server"
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
27322(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NjAgNDQwIiB3aWR0aD0iOTYwIiBoZWlnaHQ9IjQ0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5NjAiIGhlaWdodD0iNDQwIiBmaWxsPSIjZjNmNWY4Ii8+Cjx0ZXh0IHg9IjI0IiB5PSIzNCIgZm9udC1zaXplPSIxNyIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEwMjQzZSI+VGVzc2VyYSBTZXJ2ZXIgZGVwbG95bWVudDwvdGV4dD4KPGRlZnM+PG1hcmtlciBpZD0iYSIgdmlld0JveD0iMCAwIDEwIDEwIiByZWZYPSI5IiByZWZZPSI1IiBtYXJrZXJXaWR0aD0iOCIgbWFya2VySGVpZ2h0PSI4IiBvcmllbnQ9ImF1dG8iPjxwYXRoIGQ9Ik0wIDBMMTAgNUwwIDEweiIgZmlsbD0iIzRhNTI2MCIvPjwvbWFya2VyPjwvZGVmcz4KPGcgZm9udC1zaXplPSIxMyIgZmlsbD0iIzEwMjQzZSI+Cjx0ZXh0IHg9IjI0IiB5PSI2NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzRhNTI2MCI+V29ya3N0YXRpb25zPC90ZXh0Pgo8cmVjdCB4PSIyNCIgeT0iNzgiIHdpZHRoPSIyMDQiIGhlaWdodD0iNDAiIHJ4PSI2IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNiIgeT0iMTAzIj5UZXNzZXJhIENsaWVudCAoV2luZG93cyk8L3RleHQ+CjxyZWN0IHg9IjI0IiB5PSIxMjgiIHdpZHRoPSIyMDQiIGhlaWdodD0iNDAiIHJ4PSI2IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNiIgeT0iMTUzIj5Ccm93c2VyOiB3ZWIgYXBwbGljYXRpb248L3RleHQ+CjxyZWN0IHg9IjI0IiB5PSIxNzgiIHdpZHRoPSIyMDQiIGhlaWdodD0iNDAiIHJ4PSI2IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNiIgeT0iMjAzIj5UZXNzZXJhIGZvciBSZXZpdDwvdGV4dD4KPHJlY3QgeD0iMjQiIHk9IjIyOCIgd2lkdGg9IjIwNCIgaGVpZ2h0PSI0MCIgcng9IjYiIGZpbGw9IiNmZmYiIHN0cm9rZT0iIzEyNTdhMCIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjM2IiB5PSIyNTMiPlRlc3NlcmEgU3luYywgUG93ZXIgQkk8L3RleHQ+Cjx0ZXh0IHg9IjI0NiIgeT0iMzAwIiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5IVFRQUyA0NDM8L3RleHQ+Cjx0ZXh0IHg9IjI0NiIgeT0iMzE2IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5UTFMgMS4yIC8gMS4zPC90ZXh0Pgo8cmVjdCB4PSIzMzAiIHk9IjY0IiB3aWR0aD0iMzAwIiBoZWlnaHQ9IjIzMiIgcng9IjEwIiBmaWxsPSIjZmZmIiBzdHJva2U9IiMwYjZlNjkiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSIzNDYiIHk9IjkwIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMGI2ZTY5Ij5BcHBsaWNhdGlvbiBzZXJ2ZXI8L3RleHQ+Cjx0ZXh0IHg9IjM0NiIgeT0iMTA4IiBmb250LXNpemU9IjEyIiBmaWxsPSIjNGE1MjYwIj5XaW5kb3dzIFNlcnZlciBvciBMaW51eDwvdGV4dD4KPHJlY3QgeD0iMzQ2IiB5PSIxMjIiIHdpZHRoPSIyNjgiIGhlaWdodD0iNzAiIHJ4PSI2IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiMwYjZlNjkiLz4KPHRleHQgeD0iMzU4IiB5PSIxNDQiIGZvbnQtd2VpZ2h0PSI2MDAiPlRlc3NlcmEgU2VydmVyIHNlcnZpY2U8L3RleHQ+Cjx0ZXh0IHg9IjM1OCIgeT0iMTYyIiBmb250LXNpemU9IjEyIj53ZWIgYXBwbGljYXRpb24sIFJFU1QgQVBJIC9hcGkvdjEsPC90ZXh0Pgo8dGV4dCB4PSIzNTgiIHk9IjE3OCIgZm9udC1zaXplPSIxMiI+T0RhdGEgL29kYXRhL3YxLCBzaWduLWluLCBsaWNlbmNlPC90ZXh0Pgo8cmVjdCB4PSIzNDYiIHk9IjIwNCIgd2lkdGg9IjI2OCIgaGVpZ2h0PSI3NiIgcng9IjYiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iIzBiNmU2OSIvPgo8dGV4dCB4PSIzNTgiIHk9IjIyNiIgZm9udC13ZWlnaHQ9IjYwMCI+VGVzc2VyYSBXb3JrZXIgc2VydmljZTwvdGV4dD4KPHRleHQgeD0iMzU4IiB5PSIyNDQiIGZvbnQtc2l6ZT0iMTIiPnBhcnNlcyBJRkMgZmlsZXMgYW5kIFJldml0IHVwbG9hZHMsPC90ZXh0Pgo8dGV4dCB4PSIzNTgiIHk9IjI2MCIgZm9udC1zaXplPSIxMiI+YnVpbGRzIGJ1Y2tldHMsIHJ1bnMgYmFja2dyb3VuZCBqb2JzPC90ZXh0Pgo8cmVjdCB4PSI2OTAiIHk9IjY0IiB3aWR0aD0iMjQ2IiBoZWlnaHQ9IjcwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNzA0IiB5PSI5MCIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+UG9zdGdyZVNRTCAxNOKAkzE3PC90ZXh0Pgo8dGV4dCB4PSI3MDQiIHk9IjEwOCIgZm9udC1zaXplPSIxMiI+cHJvamVjdHMsIHVzZXJzLCByaWdodHMsPC90ZXh0Pgo8dGV4dCB4PSI3MDQiIHk9IjEyNCIgZm9udC1zaXplPSIxMiI+c2V0dGluZ3M7IHBvcnQgNTQzMjwvdGV4dD4KPHJlY3QgeD0iNjkwIiB5PSIxNTAiIHdpZHRoPSIyNDYiIGhlaWdodD0iNzAiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiMxMjU3YTAiIHN0cm9rZS13aWR0aD0iMiIvPgo8dGV4dCB4PSI3MDQiIHk9IjE3NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzEyNTdhMCI+QnVja2V0IHN0b3JhZ2U8L3RleHQ+Cjx0ZXh0IHg9IjcwNCIgeT0iMTk0IiBmb250LXNpemU9IjEyIj5nZW9tZXRyeSBhbmQgbWV0YSBidWNrZXRzOzwvdGV4dD4KPHRleHQgeD0iNzA0IiB5PSIyMTAiIGZvbnQtc2l6ZT0iMTIiPmxvY2FsIGRpc2ssIE5GUyBvciBTTUI8L3RleHQ+CjxyZWN0IHg9IjY5MCIgeT0iMjM2IiB3aWR0aD0iMjQ2IiBoZWlnaHQ9IjYwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNzA0IiB5PSIyNjAiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiM0YTUyNjAiPkFjdGl2ZSBEaXJlY3Rvcnk8L3RleHQ+Cjx0ZXh0IHg9IjcwNCIgeT0iMjc4IiBmb250LXNpemU9IjEyIj5MREFQUyA2MzYsIEtlcmJlcm9zIDg4PC90ZXh0Pgo8cmVjdCB4PSIzMzAiIHk9IjMzMCIgd2lkdGg9IjYwNiIgaGVpZ2h0PSI4NCIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIiBzdHJva2UtZGFzaGFycmF5PSI2IDQiLz4KPHRleHQgeD0iMzQ2IiB5PSIzNTQiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNjOThhMTIiPkJhY2t1cDwvdGV4dD4KPHRleHQgeD0iMzQ2IiB5PSIzNzQiIGZvbnQtc2l6ZT0iMTIiPnRlc3NlcmEtYWRtaW4gYmFja3VwOiBkYXRhYmFzZSBkdW1wLCB0aGVuIHRoZSBuZXcgYnVja2V0IGZpbGVzLDwvdGV4dD4KPHRleHQgeD0iMzQ2IiB5PSIzOTIiIGZvbnQtc2l6ZT0iMTIiPmFwcHNldHRpbmdzLmpzb24sIHRoZSBUTFMgY2VydGlmaWNhdGUgYW5kIHRoZSBsaWNlbmNlIGZpbGU8L3RleHQ+CjwvZz4KPGcgc3Ryb2tlPSIjNGE1MjYwIiBzdHJva2Utd2lkdGg9IjIiIG1hcmtlci1lbmQ9InVybCgjYSkiIGZpbGw9Im5vbmUiPgo8L2c+CjxnIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBmaWxsPSJub25lIj48cGF0aCBkPSJNMjI4IDk4aDQ0djE1MGgtNDQiLz48cGF0aCBkPSJNMjI4IDE0OGg0NCIvPjxwYXRoIGQ9Ik0yMjggMTk4aDQ0Ii8+PC9nPgo8ZyBzdHJva2U9IiM0YTUyNjAiIHN0cm9rZS13aWR0aD0iMiIgbWFya2VyLWVuZD0idXJsKCNhKSIgZmlsbD0ibm9uZSI+CjxwYXRoIGQ9Ik0yNzIgMTk2aDUyIi8+CjxwYXRoIGQ9Ik02MzIgMTAwaDUyIi8+PHBhdGggZD0iTTYzMiAxODZoNTIiLz48cGF0aCBkPSJNNjMyIDI2NGg1MiIvPgo8cGF0aCBkPSJNNDgwIDI5OHYyNiIvPgo8L2c+Cjwvc3ZnPgo=");

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
25335(module) {
module.exports = JSON.parse('{"id":"tessera-guide/server-administration/logs-diagnostics","title":"Server logs and diagnostics","description":"Where the Tessera Server and Tessera Worker logs are, how to read a log line and find a request by its traceId, the /health check for monitoring, and the diagnostics archive for support.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/logs-diagnostics.md","sourceDirName":"tessera-guide/server-administration","slug":"/tessera-guide/server-administration/logs-diagnostics","permalink":"/en/tessera/tessera-guide/server-administration/logs-diagnostics","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/logs-diagnostics.md","tags":[],"version":"current","lastUpdatedAt":1795690598000,"sidebarPosition":7,"frontMatter":{"title":"Server logs and diagnostics","shortTitle":"Logs and diagnostics","description":"Where the Tessera Server and Tessera Worker logs are, how to read a log line and find a request by its traceId, the /health check for monitoring, and the diagnostics archive for support.","order":7,"icon":"info","author":[{"name":"Igor Volkov"}],"date":"2026-11-26","categories":["Guide","For administrators"],"tessera_tags":["server","logs","diagnostics","monitoring"],"sidebar_label":"Logs and diagnostics","sidebar_position":7,"reading_time":{"words":707,"minutes":3.535},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"where-the-logs-are":"где-лежат-журналы","how-to-read-a-log":"как-читать-журнал","health-check-and-monitoring":"проверка-состояния-и-мониторинг","archive-for-support":"архив-для-службы-поддержки","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Upgrading","permalink":"/en/tessera/tessera-guide/server-administration/upgrade"},"next":{"title":"Licence","permalink":"/en/tessera/tessera-guide/server-administration/licensing"}}')

},

};
;