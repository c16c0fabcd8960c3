"use strict";
exports.ids = ["2219"];
exports.modules = {
95320(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_postgresql_md_179_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_server_administration_postgresql_md_179_json__rspack_import_0 = __webpack_require__(2592);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'PostgreSQL database',
	shortTitle: 'PostgreSQL',
	description: 'Which PostgreSQL versions Tessera Server supports, how to create the database and role, which settings suit a small, medium and large server, and how to move the database.',
	order: 4,
	icon: 'layers',
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
		'postgresql',
		'database'
	],
	sidebar_label: 'PostgreSQL',
	sidebar_position: 4,
	reading_time: {
		words: 740,
		minutes: 3.7
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'supported-versions': 'поддерживаемые-версии',
		'creating-the-database-and-role': 'создание-базы-и-роли',
		'postgresql-settings': 'параметры-postgresql',
		'checking-and-moving-the-database': 'проверка-и-перенос-базы',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Supported versions",
  "id": "supported-versions",
  "level": 2
}, {
  "value": "Creating the database and role",
  "id": "creating-the-database-and-role",
  "level": 2
}, {
  "value": "PostgreSQL settings",
  "id": "postgresql-settings",
  "level": 2
}, {
  "value": "Checking and moving the database",
  "id": "checking-and-moving-the-database",
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
    h2: "h2",
    img: "img",
    li: "li",
    ol: "ol",
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
      children: "Tessera Server keeps everything except the model files in PostgreSQL: projects, models and their versions, accounts, roles and rights, trees, queries, checks, catalogues, analysis results and product settings. The files of model versions, the geometry bucket and the meta bucket, live in the bucket storage, and the database holds only references to them. The database therefore grows more slowly than the storage, but it is the database that decides how fast lists, trees and analysis results open."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "PostgreSQL is not part of the Tessera Server installer: the database administrator or the Tessera administrator prepares it before the server is installed. A PostgreSQL cluster already running in the organisation will do if its version is supported and a separate database and role can be created in it."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "Tessera Server deployment diagram: the application server connects to PostgreSQL on port 5432 and to the bucket storage",
        src: (__webpack_require__(27322)/* ["default"] */.A) + "",
        width: "960",
        height: "440"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "supported-versions",
      children: "Supported versions"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Database"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Versions"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "PostgreSQL"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "14, 15, 16, 17; 16 recommended"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Postgres Pro Standard"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "15, 16"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Managed PostgreSQL in a cloud"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The same versions, if the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pg_trgm"
            }), " extension is available"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The database needs UTF8 encoding and the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pg_trgm"
      }), " extension, on which the search by property values in trees and queries is built. Tessera Server needs no other extensions and no superuser rights."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "creating-the-database-and-role",
      children: "Creating the database and role"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Run as a PostgreSQL superuser, for example in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "psql -U postgres"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-sql",
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "CREATE"
        }), " ROLE tessera LOGIN PASSWORD ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'role-password'"
        }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "CREATE"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "DATABASE"
        }), " tessera OWNER tessera ENCODING ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'UTF8'"
        }), "\n  LC_COLLATE ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'ru_RU.UTF-8'"
        }), " LC_CTYPE ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token string",
          children: "'ru_RU.UTF-8'"
        }), " TEMPLATE template0", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n\\c tessera\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "CREATE"
        }), " EXTENSION ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "IF"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "NOT"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token keyword",
          children: "EXISTS"
        }), " pg_trgm", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: ";"
        }), "\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The Russian locale makes lists of projects and employees and the nodes of trees sort alphabetically in Russian; Latin names sort correctly with it too. The superuser creates the extension because the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tessera"
      }), " role may not. Tessera Server creates its tables itself, on first start and on every upgrade; never change the schema by hand."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Allow connections from the application server in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pg_hba.conf"
      }), " and reload the settings with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "SELECT pg_reload_conf();"
      }), ":"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        className: "language-text",
        children: "hostssl  tessera  tessera  10.20.0.21/32  scram-sha-256\n"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If PostgreSQL runs on another machine, turn on SSL there and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Require SSL"
      }), " when installing Tessera Server: the role's password and the project data must not cross the network in plain text."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "postgresql-settings",
      children: "PostgreSQL settings"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The defaults are meant for small machines. Set these values in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "postgresql.conf"
      }), " for the profile of the database server, then restart PostgreSQL:"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Setting"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Small (shared with Tessera, 32 GB)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Medium (separate, 32 GB)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Large (separate, 64 GB)"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "shared_buffers"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "4GB"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "8GB"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "16GB"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "effective_cache_size"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "8GB"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "24GB"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "48GB"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "work_mem"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "32MB"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "64MB"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "64MB"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "maintenance_work_mem"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "512MB"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1GB"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "2GB"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "max_connections"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "200"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "300"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "400"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "random_page_cost"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1.1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1.1"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "1.1"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["The Tessera Server service opens up to 100 database connections and Tessera Worker up to 20; the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Database:MaxPoolSize"
      }), " and ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "Worker:Database:MaxPoolSize"
      }), " settings in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "appsettings.json"
      }), " set the numbers. Leave room in ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "max_connections"
      }), " for backup and for the administrator. Do not turn off ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "autovacuum"
      }), ": large analyses leave many deleted rows in the result tables."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "checking-and-moving-the-database",
      children: "Checking and moving the database"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "tessera-admin db check"
      }), " checks the connection, the PostgreSQL version, the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "pg_trgm"
      }), " extension and the version of the database schema. Run it after any work on the database server."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "To move the database to another PostgreSQL server:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Stop the Tessera Server and Tessera Worker services."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Take a dump: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "pg_dump -Fc -d tessera -f tessera.dump"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["On the new server, create the role, the database and the extension as above, and restore the dump: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "pg_restore -d tessera --no-owner --role=tessera tessera.dump"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Change the connection string: on Linux with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "sudo tessera-admin setup --database"
        }), ", on Windows by running the installer and choosing ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Change"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Run ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera-admin db check"
        }), " and start the services."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The bucket storage stays as it is when the database moves: the database's references to files do not depend on the database server."
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
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "extension \"pg_trgm\" is not available"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "PostgreSQL's additional modules package is not installed"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Install the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "postgresql-contrib"
            }), " package of your version and create the extension"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "FATAL: no pg_hba.conf entry for host"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "No rule for the application server's address"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Add the line to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "pg_hba.conf"
            }), " and reload the settings"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sorry, too many clients already"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "max_connections"
            }), " is below the sum of the pools of Tessera and other applications"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Raise ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "max_connections"
            }), " as in the table and restart PostgreSQL"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The database schema is newer than the server version\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The server was rolled back to an older version without restoring the database"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Restore the database from the backup taken before the upgrade, or reinstall the newer version"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Trees and lists do not sort alphabetically"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The database was created with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "C"
            }), " locale"]
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Create the database again with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ru_RU.UTF-8"
            }), " and move the data with a dump"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/deployment/",
          children: "Server components, sizing and ports"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/server-administration/backup-restore/",
          children: "Backup and restore"
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
2592(module) {
module.exports = JSON.parse('{"id":"tessera-guide/server-administration/postgresql","title":"PostgreSQL database","description":"Which PostgreSQL versions Tessera Server supports, how to create the database and role, which settings suit a small, medium and large server, and how to move the database.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/postgresql.md","sourceDirName":"tessera-guide/server-administration","slug":"/tessera-guide/server-administration/postgresql","permalink":"/en/tessera/tessera-guide/server-administration/postgresql","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/server-administration/postgresql.md","tags":[],"version":"current","lastUpdatedAt":1795690598000,"sidebarPosition":4,"frontMatter":{"title":"PostgreSQL database","shortTitle":"PostgreSQL","description":"Which PostgreSQL versions Tessera Server supports, how to create the database and role, which settings suit a small, medium and large server, and how to move the database.","order":4,"icon":"layers","author":[{"name":"Igor Volkov"}],"date":"2026-11-26","categories":["Guide","For administrators"],"tessera_tags":["server","postgresql","database"],"sidebar_label":"PostgreSQL","sidebar_position":4,"reading_time":{"words":740,"minutes":3.7},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"supported-versions":"поддерживаемые-версии","creating-the-database-and-role":"создание-базы-и-роли","postgresql-settings":"параметры-postgresql","checking-and-moving-the-database":"проверка-и-перенос-базы","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Installing on Linux","permalink":"/en/tessera/tessera-guide/server-administration/linux-installation"},"next":{"title":"Backup","permalink":"/en/tessera/tessera-guide/server-administration/backup-restore"}}')

},

};
;