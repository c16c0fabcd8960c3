"use strict";
exports.ids = ["1175"];
exports.modules = {
48278(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_ad_authorization_md_116_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_ad_authorization_md_116_json__rspack_import_0 = __webpack_require__(92839);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Active Directory authorisation',
	shortTitle: 'Active Directory',
	description: 'How an administrator connects Tessera Server to Active Directory through LDAP and Kerberos and maps AD groups to project roles.',
	order: 9,
	icon: 'key',
	author: [
		{
			name: 'Igor Volkov'
		}
	],
	date: '2026-04-02',
	categories: [
		'For administrators'
	],
	tessera_tags: [
		'active directory',
		'ldap',
		'kerberos',
		'roles'
	],
	sidebar_label: 'Active Directory',
	sidebar_position: 9,
	reading_time: {
		words: 925,
		minutes: 4.625
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'what-to-prepare-in-the-domain': 'что-подготовить-в-домене',
		'setting-up-ldap': 'настройка-ldap',
		'setting-up-kerberos': 'настройка-kerberos',
		'mapping-ad-groups-to-roles': 'сопоставление-групп-ad-с-ролями',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "What to prepare in the domain",
  "id": "what-to-prepare-in-the-domain",
  "level": 2
}, {
  "value": "Setting up LDAP",
  "id": "setting-up-ldap",
  "level": 2
}, {
  "value": "Setting up Kerberos",
  "id": "setting-up-kerberos",
  "level": 2
}, {
  "value": "Mapping AD groups to roles",
  "id": "mapping-ad-groups-to-roles",
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
      children: "Connecting to Active Directory spares the Tessera administrator from maintaining accounts by hand. Employees sign in with their domain logins, and access to projects follows their membership of AD groups: an employee added to a group in the domain gets the matching role in Tessera at the next sign-in, and one who leaves and is disabled in AD loses access automatically."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "Tessera Server supports two mechanisms, usually turned on together:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "LDAP"
        }), ": the server checks the login and password against the domain controller and reads the user's name, email and groups from the directory. It works for any computer, including those outside the domain."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Kerberos"
        }), ": single sign-on. The client and the browser pass the server the ticket of the current Windows user, and no password is typed."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Only users with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Administrator"
      }), " role can set this up, under ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Administration → Authentication → Active Directory"
      }), " in the client or the web application."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "How authorisation works: the client passes a Kerberos ticket or a password, Tessera Server checks it against the domain controller over LDAPS, reads the groups and gives roles according to the mapping table",
        src: (__webpack_require__(24619)/* ["default"] */.A) + "",
        width: "900",
        height: "330"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "what-to-prepare-in-the-domain",
      children: "What to prepare in the domain"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["A service account to read the directory, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "svc-tessera"
        }), ", with the right to read users and groups. It needs no domain administrator rights; give it a password that does not expire."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Access from Tessera Server to the domain controllers over LDAPS (port 636), or LDAP with StartTLS (port 389). Kerberos also needs port 88."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["For single sign-on, the service principal name (SPN) ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "HTTP/tessera.company.ru"
        }), " registered on the service account, and a keytab file:"]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.pre, {
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.code, {
        className: "language-powershell",
        children: ["setspn ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "-"
        }), "S HTTP/tessera", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "company", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "ru COMPANY\\svc-tessera\nktpass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "princ HTTP/tessera", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "company", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "ru@COMPANY", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "RU ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "mapuser COMPANY\\svc-tessera ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "crypto AES256-SHA1 ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "ptype KRB5_NT_PRINCIPAL ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "pass ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "*"
        }), " ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token operator",
          children: "/"
        }), "out tessera", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.span, {
          className: "token punctuation",
          children: "."
        }), "keytab\n"]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      start: "4",
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["The AD groups that will correspond to roles, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Tessera-BIM-Coordinators"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Tessera-Estimators"
        }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "Tessera-Viewers"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "setting-up-ldap",
      children: "Setting up LDAP"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "Administration → Authentication → Active Directory"
      }), ", turn on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Use Active Directory"
      }), " and fill in the fields."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Field"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Example"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Purpose"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "LDAP server address"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "ldaps://dc01.company.ru:636"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Several addresses may be given, separated by spaces: the second is used if the first does not answer"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Base DN"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DC=company,DC=ru"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The branch of the directory in which users are looked up"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Read account"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "CN=svc-tessera,OU=Service,DC=company,DC=ru"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The DN of the service account"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Password"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "—"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Stored encrypted on the server"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "User filter"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "(&(objectClass=user)(memberOf:1.2.840.113556.1.4.1941:=CN=Tessera-Users,OU=Groups,DC=company,DC=ru))"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Who may sign in; the rule with the OID takes nested groups into account"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Login attribute"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "sAMAccountName"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The alternative is ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "userPrincipalName"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Synchronisation interval"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "60 min"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "How often the server rereads the groups of signed-in users"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Test connection"
      }), ": the server binds with the service account and shows how many users the filter finds. Then click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Test user"
      }), ", enter one employee's login and check that the result shows their name, email and groups."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "setting-up-kerberos",
      children: "Setting up Kerberos"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In the same section, turn on ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Single sign-on (Kerberos)"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Upload the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera.keytab"
        }), " file and enter the realm ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "COMPANY.RU"
        }), " in capital letters."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Save"
        }), ". The server checks that the keytab contains a key for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "HTTP/tessera.company.ru"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["For sign-in from a browser, add ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://tessera.company.ru"
        }), " to the \"Local intranet\" zone by group policy; otherwise the browser does not pass the Kerberos ticket."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["A Kerberos ticket is issued for the name by which the client addresses the server. If employees connect to ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "tessera.company.ru"
        }), " but the SPN is registered for ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "srv-bim-01.company.ru"
        }), ", single sign-on does not work and the client falls back to asking for the domain password."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "mapping-ad-groups-to-roles",
      children: "Mapping AD groups to roles"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["On the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Group mapping"
      }), " tab, each row links an AD group to a role and a set of projects. The roles are those described on the page ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/roles-and-rights/",
        hrefLang: "ru",
        children: "Roles and rights"
      }), " (in Russian)", ": ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Administrator"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Project manager"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "BIM coordinator"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Estimator"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Engineer"
      }), ", ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Viewer"
      }), "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "AD group"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Role"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Projects"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Tessera-Admins"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Administrator"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Tessera-BIM-Coordinators"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "BIM coordinator"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Tessera-Estimators"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Estimator"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "North Residence, Pier Business Centre"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "Tessera-Viewers"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Viewer"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "All except archived"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The rules apply as follows:"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "If a user belongs to several groups, the role with the most rights applies in a project."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Roles from AD groups are recalculated at every sign-in and at the synchronisation interval. A role given by hand in the Projects window is kept; if an employee has both it and a role from AD, the higher of the two applies: the rights of roles do not add up (see ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/roles-and-rights/",
          hrefLang: "ru",
          children: "Roles and rights"
        }), " (in Russian)", ")."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "A role that comes from AD cannot be removed by hand: remove the user from the group in the domain."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "A user disabled in AD, or no longer matching the filter, is blocked in Tessera at the next synchronisation; their issues and version history are kept."
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "tip",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Keep at least one local Tessera account with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Administrator"
        }), " role. If the domain controller becomes unreachable or the keytab goes out of date, you can sign in with it and correct the settings."]
      })
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
            children: "\"Could not connect to the LDAP server\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Port 636/389 is closed, or the address is wrong"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check that the controller can be reached from Tessera Server"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Bind error: invalid credentials (49)\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The service account's DN or password is wrong"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Give the full DN, not ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "COMPANY\\svc-tessera"
            }), "; update the password"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The LDAPS certificate is not trusted\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The server does not trust the domain's certificate authority"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Import the root certificate into the Tessera Server store"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The user was not found by the filter\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The user is not in the group given in the filter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Add the user to the group, or widen the filter"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"KRB_AP_ERR_MODIFIED\" in the server log"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The SPN is registered on another account, or the keytab is out of date"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Check with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "setspn -Q HTTP/tessera.company.ru"
            }), " and issue a new keytab"]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Sign-in works but there are no projects"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The user's groups are not mapped to roles"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Add a row on the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Group mapping"
            }), " tab"]
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/client-auth/",
          children: "Signing in to Tessera Client"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/roles-and-rights/",
          hrefLang: "ru",
          children: "Roles and rights"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/employees/",
          hrefLang: "ru",
          children: "Managing employees"
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
24619(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5MDAgMzMwIiB3aWR0aD0iOTAwIiBoZWlnaHQ9IjMzMCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI5MDAiIGhlaWdodD0iMzMwIiBmaWxsPSIjZjNmNWY4Ii8+CjxkZWZzPjxtYXJrZXIgaWQ9ImEiIHZpZXdCb3g9IjAgMCAxMCAxMCIgcmVmWD0iOSIgcmVmWT0iNSIgbWFya2VyV2lkdGg9IjgiIG1hcmtlckhlaWdodD0iOCIgb3JpZW50PSJhdXRvIj48cGF0aCBkPSJNMCAwTDEwIDVMMCAxMHoiIGZpbGw9IiM0YTUyNjAiLz48L21hcmtlcj48L2RlZnM+CjxnIGZvbnQtc2l6ZT0iMTMiIGZpbGw9IiMxMDI0M2UiPgo8cmVjdCB4PSIyNCIgeT0iNDAiIHdpZHRoPSIxOTAiIGhlaWdodD0iMTEwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNDAiIHk9IjY2IiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjMTI1N2EwIj5DbGllbnQgb3IgYnJvd3NlcjwvdGV4dD4KPHRleHQgeD0iNDAiIHk9IjkwIj5LZXJiZXJvczogdGhlIFdpbmRvd3M8L3RleHQ+Cjx0ZXh0IHg9IjQwIiB5PSIxMDgiPnVzZXIncyB0aWNrZXQ8L3RleHQ+Cjx0ZXh0IHg9IjQwIiB5PSIxMzIiPkxEQVA6IGxvZ2luIGFuZCBwYXNzd29yZDwvdGV4dD4KPHJlY3QgeD0iMzMwIiB5PSI0MCIgd2lkdGg9IjIyMCIgaGVpZ2h0PSIxMTAiIHJ4PSI4IiBmaWxsPSIjMTI1N2EwIi8+Cjx0ZXh0IHg9IjM0OCIgeT0iNjYiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNmZmYiPlRlc3NlcmEgU2VydmVyPC90ZXh0Pgo8dGV4dCB4PSIzNDgiIHk9IjkwIiBmaWxsPSIjZmZmIj5rZXl0YWI6IEhUVFAvdGVzc2VyYS48L3RleHQ+Cjx0ZXh0IHg9IjM0OCIgeT0iMTA4IiBmaWxsPSIjZmZmIj5jb21wYW55LnJ1PC90ZXh0Pgo8dGV4dCB4PSIzNDgiIHk9IjEzMiIgZmlsbD0iI2ZmZiI+c3ZjLXRlc3NlcmEgKHJlYWQgb25seSk8L3RleHQ+CjxyZWN0IHg9IjY2NiIgeT0iNDAiIHdpZHRoPSIyMTAiIGhlaWdodD0iMTEwIiByeD0iOCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMGI2ZTY5IiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iNjgyIiB5PSI2NiIgZm9udC13ZWlnaHQ9IjYwMCIgZmlsbD0iIzBiNmU2OSI+RG9tYWluIGNvbnRyb2xsZXI8L3RleHQ+Cjx0ZXh0IHg9IjY4MiIgeT0iOTAiPkxEQVBTLCBwb3J0IDYzNjwvdGV4dD4KPHRleHQgeD0iNjgyIiB5PSIxMDgiPktlcmJlcm9zLCBwb3J0IDg4PC90ZXh0Pgo8dGV4dCB4PSI2ODIiIHk9IjEzMiI+bWVtYmVyT2YgZ3JvdXBzPC90ZXh0Pgo8dGV4dCB4PSIyMzIiIHk9Ijg2Ij4xLiBzaWduLWluPC90ZXh0Pgo8dGV4dCB4PSI1NzQiIHk9Ijg2Ij4yLiB2ZXJpZmljYXRpb248L3RleHQ+Cjx0ZXh0IHg9IjU3NCIgeT0iMTM4Ij4zLiBncm91cHM8L3RleHQ+CjxyZWN0IHg9IjI1MCIgeT0iMTk2IiB3aWR0aD0iMzgwIiBoZWlnaHQ9IjExMiIgcng9IjgiIGZpbGw9IiNmZmYiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjI2NiIgeT0iMjIwIiBmb250LXdlaWdodD0iNjAwIiBmaWxsPSIjYzk4YTEyIj40LiBHcm91cCBtYXBwaW5nPC90ZXh0Pgo8dGV4dCB4PSIyNjYiIHk9IjI0NCI+VGVzc2VyYS1BZG1pbnMg4oaSIEFkbWluaXN0cmF0b3I8L3RleHQ+Cjx0ZXh0IHg9IjI2NiIgeT0iMjY0Ij5UZXNzZXJhLUJJTS1Db29yZGluYXRvcnMg4oaSIEJJTSBjb29yZGluYXRvcjwvdGV4dD4KPHRleHQgeD0iMjY2IiB5PSIyODQiPlRlc3NlcmEtVmlld2VycyDihpIgVmlld2VyPC90ZXh0Pgo8cmVjdCB4PSI2NjYiIHk9IjIxNCIgd2lkdGg9IjIxMCIgaGVpZ2h0PSI3NiIgcng9IjgiIGZpbGw9IiMwYjZlNjkiLz4KPHRleHQgeD0iNjgyIiB5PSIyNDIiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNmZmYiPjUuIFByb2plY3Qgcm9sZXM8L3RleHQ+Cjx0ZXh0IHg9IjY4MiIgeT0iMjY2IiBmaWxsPSIjZmZmIj50aGUgaGlnaGVzdCBvZiB0aGUgZ3JvdXBzPC90ZXh0Pgo8L2c+CjxnIHN0cm9rZT0iIzRhNTI2MCIgc3Ryb2tlLXdpZHRoPSIyIiBmaWxsPSJub25lIiBtYXJrZXItZW5kPSJ1cmwoI2EpIj4KPHBhdGggZD0iTTIxNiA5NUgzMjYiLz4KPHBhdGggZD0iTTU1MiA5NUg2NjIiLz4KPHBhdGggZD0iTTY2NCAxMjRINTU0Ii8+CjxwYXRoIGQ9Ik00NDAgMTUyVjE5MiIvPgo8cGF0aCBkPSJNNjMyIDI1Mkg2NjIiLz4KPC9nPgo8L3N2Zz4K");

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
92839(module) {
module.exports = JSON.parse('{"id":"tessera-guide/ad-authorization","title":"Active Directory authorisation","description":"How an administrator connects Tessera Server to Active Directory through LDAP and Kerberos and maps AD groups to project roles.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/ad-authorization.md","sourceDirName":"tessera-guide","slug":"/tessera-guide/ad-authorization","permalink":"/en/tessera/tessera-guide/ad-authorization","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/ad-authorization.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":9,"frontMatter":{"title":"Active Directory authorisation","shortTitle":"Active Directory","description":"How an administrator connects Tessera Server to Active Directory through LDAP and Kerberos and maps AD groups to project roles.","order":9,"icon":"key","author":[{"name":"Igor Volkov"}],"date":"2026-04-02","categories":["For administrators"],"tessera_tags":["active directory","ldap","kerberos","roles"],"sidebar_label":"Active Directory","sidebar_position":9,"reading_time":{"words":925,"minutes":4.625},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"what-to-prepare-in-the-domain":"что-подготовить-в-домене","setting-up-ldap":"настройка-ldap","setting-up-kerberos":"настройка-kerberos","mapping-ad-groups-to-roles":"сопоставление-групп-ad-с-ролями","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Signing in","permalink":"/en/tessera/tessera-guide/client-auth"},"next":{"title":"Revit plugin","permalink":"/en/tessera/tessera-guide/revit-plugin-installation"}}')

},

};
;