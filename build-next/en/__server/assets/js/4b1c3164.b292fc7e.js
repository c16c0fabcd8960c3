"use strict";
exports.ids = ["6460"];
exports.modules = {
26991(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
__webpack_require__.d(__webpack_exports__, {
  assets: () => (assets),
  contentTitle: () => (contentTitle),
  "default": () => (MDXContent),
  frontMatter: () => (frontMatter),
  metadata: () => (/* reexport default export from named module */ _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_client_auth_md_4b1_json__rspack_import_0),
  toc: () => (toc)
});
/* import */ var _site_docusaurus_docusaurus_plugin_content_docs_platform_site_i_18_n_en_docusaurus_plugin_content_docs_platform_current_tessera_guide_client_auth_md_4b1_json__rspack_import_0 = __webpack_require__(26843);
/* import */ var react_jsx_runtime__rspack_import_1 = __webpack_require__(74848);
/* import */ var _mdx_js_react__rspack_import_2 = __webpack_require__(28453);


const frontMatter = {
	title: 'Signing in to Tessera Client',
	shortTitle: 'Signing in',
	description: 'How to sign in to Tessera Client with a login and password or through Active Directory, how to change the server address, and what to do about sign-in errors.',
	order: 2,
	icon: 'lock',
	author: [
		{
			name: 'Maria Lebedeva'
		}
	],
	date: '2026-03-18',
	categories: [
		'Guide'
	],
	tessera_tags: [
		'sign-in',
		'authorisation',
		'client'
	],
	sidebar_label: 'Signing in',
	sidebar_position: 2,
	reading_time: {
		words: 892,
		minutes: 4.46
	},
	git_contributors: [
		'Seed c90dc4f2 maintainers'
	],
	locale_anchors: {
		'sign-in-window-fields': 'поля-окна-входа',
		'signing-in-with-a-login-and-password': 'вход-по-логину-и-паролю',
		'signing-in-through-active-directory': 'вход-через-active-directory',
		'signing-in-to-the-web-application': 'вход-в-веб-приложение',
		'changing-the-server-and-signing-out': 'смена-сервера-и-выход',
		'possible-errors': 'возможные-ошибки',
		'see-also': 'см-также'
	}
};
const contentTitle = undefined;

const assets = {

};



const toc = [{
  "value": "Sign-in window fields",
  "id": "sign-in-window-fields",
  "level": 2
}, {
  "value": "Signing in with a login and password",
  "id": "signing-in-with-a-login-and-password",
  "level": 2
}, {
  "value": "Signing in through Active Directory",
  "id": "signing-in-through-active-directory",
  "level": 2
}, {
  "value": "Signing in to the web application",
  "id": "signing-in-to-the-web-application",
  "level": 2
}, {
  "value": "Changing the server and signing out",
  "id": "changing-the-server-and-signing-out",
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
      children: ["Every time Tessera Client starts, it opens the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Sign in to Tessera"
      }), " window. Here you give the server to connect to and the sign-in method: the login and password of a Tessera account, or your organisation's Active Directory. Once you are signed in, the main window opens with the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Projects"
      }), " panel, which shows only the projects you have been added to as a member."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Accounts are created by the Tessera administrator; there is no self-registration. If you have not received an invitation by email and your organisation does not use Active Directory, contact your administrator (see ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/employees/",
        hrefLang: "ru",
        children: "Managing employees"
      }), " (in Russian)", ")."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.img, {
        alt: "The Sign in to Tessera window: the server address field, the sign-in method switch, the login and password fields, the Remember me check box and the Sign in button",
        src: (__webpack_require__(59404)/* ["default"] */.A) + "",
        width: "800",
        height: "440"
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "sign-in-window-fields",
      children: "Sign-in window fields"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.table, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.thead, {
        children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Field"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "What to enter"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.th, {
            children: "Note"
          })]
        })
      }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tbody, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Server address"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["The full address with the protocol, for example ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "https://tessera.company.ru"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The list remembers the last five addresses"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Sign-in method"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Login and password"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Active Directory"
            })]
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The administrator can set the default at installation"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Login"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Your Tessera email address or user name"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["For Active Directory: ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "DOMAIN\\user"
            }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
              children: "user@company.ru"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Password"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The account's password"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Not needed for Kerberos sign-in"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Remember me"
            })
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Check box"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client keeps a session token in Windows Credential Manager; the password is not stored"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "signing-in-with-a-login-and-password",
      children: "Signing in with a login and password"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ol, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Start the client from the Start menu."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Server address"
        }), ", choose or enter the Tessera Server address."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["In ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Sign-in method"
        }), ", choose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Login and password"
        }), "."]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: "Enter the login and password you set when you registered from the invitation."
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: ["Tick ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Remember me"
        }), " if you wish and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Sign in"
        }), "."]
      }), "\n"]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["With ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Remember me"
      }), " ticked, the client signs in automatically at later starts while the session is valid: 14 days from the last sign-in. The server administrator sets this period and may make it shorter. You can change your password in your ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/personal-account/",
        hrefLang: "ru",
        children: "personal account"
      }), " (in Russian)", "."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "signing-in-through-active-directory",
      children: "Signing in through Active Directory"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["If the administrator has set up ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
        href: "/tessera/tessera-guide/ad-authorization/",
        children: "Active Directory authorisation"
      }), ", two options are available."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Single sign-on (Kerberos)."
      }), " The computer is in the domain and you signed in to Windows with a domain account. Choose the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Active Directory"
      }), " method, leave the login and password fields empty and click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Sign in"
      }), ": the client passes the server the Kerberos ticket of the current Windows user, and you do not type a password."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Domain password (LDAP)."
      }), " For computers outside the domain, or to sign in with another domain account. Enter the login as ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "COMPANY\\ivanov"
      }), " or ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "ivanov@company.ru"
      }), " and the domain password. The server checks them against the domain controller."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["At the first sign-in through Active Directory, a Tessera account is created automatically, and project roles are given according to the AD groups you belong to. If the ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
        children: "Projects"
      }), " panel is empty after sign-in, none of your groups is mapped to a role: tell your administrator."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "signing-in-to-the-web-application",
      children: "Signing in to the web application"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.p, {
      children: "The web application opens at the server's address in a browser: a current version of Chrome, Edge, Firefox or Yandex Browser. Its sign-in page offers the same methods as the client. For Kerberos single sign-on, the server's address must be in the browser's \"Local intranet\" zone; otherwise the browser asks for the domain login and password in a separate window. The account and roles are shared by the client and the web application, so you can be signed in to both at once, including from different computers."
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "changing-the-server-and-signing-out",
      children: "Changing the server and signing out"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["To connect to another server, for example a test one, choose ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "File → Sign out"
      }), ", enter the new address in the sign-in window and sign in again. The client works with one server at a time. ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
        children: "File → Sign out"
      }), " also deletes the saved session token: use it on shared computers."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "note",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["If the server can only be reached through a proxy server, set it up before signing in: click ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
          children: "Network settings"
        }), " in the sign-in window, or open ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.em, {
          children: "File → Options → Network"
        }), ". See the tutorial ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-howto/proxy-server/",
          hrefLang: "ru",
          children: "Working through a proxy server"
        }), " (in Russian)", "."]
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
            children: "\"The server cannot be reached\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A wrong address, no network, or the proxy blocks the request"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Open the server's address in a browser; check the proxy settings"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"Wrong login or password\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "A typo in the login, Caps Lock on, or the wrong keyboard layout"
          }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.td, {
            children: ["Enter the details again; if needed, reset the password with ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.strong, {
              children: "Forgot your password?"
            })]
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The account is temporarily locked\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Five failed sign-in attempts in a row"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Wait 15 minutes or ask the administrator to unlock it"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The account has been blocked by an administrator\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The employee is blocked in the Employees section"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Contact the Tessera administrator"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The client version is incompatible with the server\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The client and the server differ in the first two numbers of the version (major.minor)"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Install the update the server offers, or ask the administrator"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"A Kerberos ticket could not be obtained\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The computer is not in the domain, or the Windows password has expired"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Sign in with the domain password (LDAP) or contact your IT support"
          })]
        }), (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.tr, {
          children: [(0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "\"The server certificate is not trusted\""
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "The server uses a self-signed or internal certificate"
          }), (0,react_jsx_runtime__rspack_import_1.jsx)(_components.td, {
            children: "Install your organisation's root certificate in the Windows certificate store"
          })]
        })]
      })]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.admonition, {
      type: "warning",
      children: (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
        children: ["Do not turn off certificate checking and do not connect over ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "http://"
        }), " instead of ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
          children: "https://"
        }), ": the password and the session token would then travel in clear text."]
      })
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.p, {
      children: ["Details of a failed sign-in are written to the log ", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.code, {
        children: "%LOCALAPPDATA%\\Tessera\\Logs\\client.log"
      }), ". Attach it to your support request together with the data from the ", (0,react_jsx_runtime__rspack_import_1.jsx)("a", {
        href: "/tessera/tessera-guide/system-info/",
        hrefLang: "ru",
        children: "System information"
      }), " (in Russian)", " window."]
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.h2, {
      id: "see-also",
      children: "See also"
    }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.ul, {
      children: ["\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/client-installation/",
          children: "Installing Tessera Client"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsx)(_components.li, {
        children: (0,react_jsx_runtime__rspack_import_1.jsx)(_components.a, {
          href: "/tessera/tessera-guide/ad-authorization/",
          children: "Active Directory authorisation"
        })
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-guide/personal-account/",
          hrefLang: "ru",
          children: "Personal account"
        }), " (in Russian)"]
      }), "\n", (0,react_jsx_runtime__rspack_import_1.jsxs)(_components.li, {
        children: [(0,react_jsx_runtime__rspack_import_1.jsx)("a", {
          href: "/tessera/tessera-howto/proxy-server/",
          hrefLang: "ru",
          children: "Working through a proxy server"
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
59404(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.d(__webpack_exports__, {
  A: () => (__rspack_default_export)
});
/* export default */ const __rspack_default_export = ("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA4MDAgNDQwIiB3aWR0aD0iODAwIiBoZWlnaHQ9IjQ0MCIgZm9udC1mYW1pbHk9InN5c3RlbS11aSwgc2Fucy1zZXJpZiI+CjxyZWN0IHdpZHRoPSI4MDAiIGhlaWdodD0iNDQwIiBmaWxsPSIjZjNmNWY4Ii8+CjxyZWN0IHg9IjQwIiB5PSIyNCIgd2lkdGg9IjQyMCIgaGVpZ2h0PSIzOTIiIHJ4PSI4IiBmaWxsPSIjZmZmIiBzdHJva2U9IiNkMGQ3ZTIiIHN0cm9rZS13aWR0aD0iMiIvPgo8cmVjdCB4PSI0MCIgeT0iMjQiIHdpZHRoPSI0MjAiIGhlaWdodD0iNDAiIHJ4PSI4IiBmaWxsPSIjMTI1N2EwIi8+CjxyZWN0IHg9IjQwIiB5PSI1MCIgd2lkdGg9IjQyMCIgaGVpZ2h0PSIxNCIgZmlsbD0iIzEyNTdhMCIvPgo8dGV4dCB4PSI2MCIgeT0iNTAiIGZvbnQtc2l6ZT0iMTUiIGZvbnQtd2VpZ2h0PSI2MDAiIGZpbGw9IiNmZmYiPlNpZ24gaW4gdG8gVGVzc2VyYTwvdGV4dD4KPGcgZm9udC1zaXplPSIxMyIgZmlsbD0iIzRhNTI2MCI+Cjx0ZXh0IHg9IjY0IiB5PSI5NCI+U2VydmVyIGFkZHJlc3M8L3RleHQ+CjxyZWN0IHg9IjY0IiB5PSIxMDIiIHdpZHRoPSIzNzIiIGhlaWdodD0iMzAiIHJ4PSI0IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iNzQiIHk9IjEyMiIgZmlsbD0iIzEwMjQzZSI+aHR0cHM6Ly90ZXNzZXJhLmNvbXBhbnkucnU8L3RleHQ+CjxwYXRoIGQ9Ik00MTYgMTE0bDYgNiA2LTYiIHN0cm9rZT0iIzRhNTI2MCIgZmlsbD0ibm9uZSIgc3Ryb2tlLXdpZHRoPSIyIi8+Cjx0ZXh0IHg9IjY0IiB5PSIxNjAiPlNpZ24taW4gbWV0aG9kPC90ZXh0Pgo8cmVjdCB4PSI2NCIgeT0iMTY4IiB3aWR0aD0iMTg2IiBoZWlnaHQ9IjMwIiByeD0iNCIgZmlsbD0iIzEyNTdhMCIvPgo8dGV4dCB4PSI5MCIgeT0iMTg4IiBmaWxsPSIjZmZmIj5Mb2dpbiBhbmQgcGFzc3dvcmQ8L3RleHQ+CjxyZWN0IHg9IjI1MCIgeT0iMTY4IiB3aWR0aD0iMTg2IiBoZWlnaHQ9IjMwIiByeD0iNCIgZmlsbD0iI2ZmZiIgc3Ryb2tlPSIjMTI1N2EwIi8+Cjx0ZXh0IHg9IjI4NCIgeT0iMTg4IiBmaWxsPSIjMTI1N2EwIj5BY3RpdmUgRGlyZWN0b3J5PC90ZXh0Pgo8dGV4dCB4PSI2NCIgeT0iMjI2Ij5Mb2dpbjwvdGV4dD4KPHJlY3QgeD0iNjQiIHk9IjIzNCIgd2lkdGg9IjM3MiIgaGVpZ2h0PSIzMCIgcng9IjQiIGZpbGw9IiNmM2Y1ZjgiIHN0cm9rZT0iI2QwZDdlMiIvPgo8dGV4dCB4PSI3NCIgeT0iMjU0IiBmaWxsPSIjMTAyNDNlIj5pdmFub3ZAY29tcGFueS5ydTwvdGV4dD4KPHRleHQgeD0iNjQiIHk9IjI5MCI+UGFzc3dvcmQ8L3RleHQ+CjxyZWN0IHg9IjY0IiB5PSIyOTgiIHdpZHRoPSIzNzIiIGhlaWdodD0iMzAiIHJ4PSI0IiBmaWxsPSIjZjNmNWY4IiBzdHJva2U9IiNkMGQ3ZTIiLz4KPHRleHQgeD0iNzQiIHk9IjMxOCIgZmlsbD0iIzEwMjQzZSI+4oCi4oCi4oCi4oCi4oCi4oCi4oCi4oCi4oCi4oCiPC90ZXh0Pgo8cmVjdCB4PSI2NCIgeT0iMzQ2IiB3aWR0aD0iMTYiIGhlaWdodD0iMTYiIHJ4PSIzIiBmaWxsPSIjMGI2ZTY5Ii8+CjxwYXRoIGQ9Ik02NyAzNTRsNCA0IDctOCIgc3Ryb2tlPSIjZmZmIiBmaWxsPSJub25lIiBzdHJva2Utd2lkdGg9IjIiLz4KPHRleHQgeD0iODgiIHk9IjM1OSIgZmlsbD0iIzEwMjQzZSI+UmVtZW1iZXIgbWU8L3RleHQ+Cjx0ZXh0IHg9IjY0IiB5PSIzOTgiIGZpbGw9IiMxMjU3YTAiPk5ldHdvcmsgc2V0dGluZ3M8L3RleHQ+CjxyZWN0IHg9IjMxNiIgeT0iMzc2IiB3aWR0aD0iMTIwIiBoZWlnaHQ9IjMyIiByeD0iNCIgZmlsbD0iIzBiNmU2OSIvPgo8dGV4dCB4PSIzNTYiIHk9IjM5NyIgZmlsbD0iI2ZmZiIgZm9udC13ZWlnaHQ9IjYwMCI+U2lnbiBpbjwvdGV4dD4KPC9nPgo8ZyBmb250LXNpemU9IjEzIiBmaWxsPSIjMTAyNDNlIj4KPHBhdGggZD0iTTQ0MCAxMTdINTIwIiBzdHJva2U9IiNjOThhMTIiIHN0cm9rZS13aWR0aD0iMiIvPgo8Y2lyY2xlIGN4PSI1MjAiIGN5PSIxMTciIHI9IjQiIGZpbGw9IiNjOThhMTIiLz4KPHRleHQgeD0iNTMyIiB5PSIxMTIiPlRlc3NlcmEgU2VydmVyIGFkZHJlc3MsPC90ZXh0Pgo8dGV4dCB4PSI1MzIiIHk9IjEyOCI+dGhlIGxhc3QgZml2ZSBhZGRyZXNzZXM8L3RleHQ+CjxwYXRoIGQ9Ik00NDAgMTgzSDUyMCIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2Utd2lkdGg9IjIiLz4KPGNpcmNsZSBjeD0iNTIwIiBjeT0iMTgzIiByPSI0IiBmaWxsPSIjYzk4YTEyIi8+Cjx0ZXh0IHg9IjUzMiIgeT0iMTc4Ij5UZXNzZXJhIHBhc3N3b3JkIG9yPC90ZXh0Pgo8dGV4dCB4PSI1MzIiIHk9IjE5NCI+ZG9tYWluIGFjY291bnQ8L3RleHQ+CjxwYXRoIGQ9Ik00NDAgMjgySDUyMCIgc3Ryb2tlPSIjYzk4YTEyIiBzdHJva2Utd2lkdGg9IjIiLz4KPGNpcmNsZSBjeD0iNTIwIiBjeT0iMjgyIiByPSI0IiBmaWxsPSIjYzk4YTEyIi8+Cjx0ZXh0IHg9IjUzMiIgeT0iMjc3Ij5Gb3IgS2VyYmVyb3MsIHRoZSBmaWVsZHM8L3RleHQ+Cjx0ZXh0IHg9IjUzMiIgeT0iMjkzIj5zdGF5IGVtcHR5PC90ZXh0Pgo8cGF0aCBkPSJNMjAwIDM1NEg1MjAiIHN0cm9rZT0iI2M5OGExMiIgc3Ryb2tlLXdpZHRoPSIyIiBzdHJva2UtZGFzaGFycmF5PSI0IDQiLz4KPGNpcmNsZSBjeD0iNTIwIiBjeT0iMzU0IiByPSI0IiBmaWxsPSIjYzk4YTEyIi8+Cjx0ZXh0IHg9IjUzMiIgeT0iMzQ5Ij5TZXNzaW9uIHRva2VuIGluIFdpbmRvd3M8L3RleHQ+Cjx0ZXh0IHg9IjUzMiIgeT0iMzY1Ij5DcmVkZW50aWFsIE1hbmFnZXI8L3RleHQ+CjwvZz4KPC9zdmc+Cg==");

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
26843(module) {
module.exports = JSON.parse('{"id":"tessera-guide/client-auth","title":"Signing in to Tessera Client","description":"How to sign in to Tessera Client with a login and password or through Active Directory, how to change the server address, and what to do about sign-in errors.","source":"@site/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/client-auth.md","sourceDirName":"tessera-guide","slug":"/tessera-guide/client-auth","permalink":"/en/tessera/tessera-guide/client-auth","draft":false,"unlisted":false,"editUrl":"https://git.tessera.example/tessera/help/edit/main/i18n/en/docusaurus-plugin-content-docs-platform/current/tessera-guide/client-auth.md","tags":[],"version":"current","lastUpdatedAt":1795699554000,"sidebarPosition":2,"frontMatter":{"title":"Signing in to Tessera Client","shortTitle":"Signing in","description":"How to sign in to Tessera Client with a login and password or through Active Directory, how to change the server address, and what to do about sign-in errors.","order":2,"icon":"lock","author":[{"name":"Maria Lebedeva"}],"date":"2026-03-18","categories":["Guide"],"tessera_tags":["sign-in","authorisation","client"],"sidebar_label":"Signing in","sidebar_position":2,"reading_time":{"words":892,"minutes":4.46},"git_contributors":["Seed c90dc4f2 maintainers"],"locale_anchors":{"sign-in-window-fields":"поля-окна-входа","signing-in-with-a-login-and-password":"вход-по-логину-и-паролю","signing-in-through-active-directory":"вход-через-active-directory","signing-in-to-the-web-application":"вход-в-веб-приложение","changing-the-server-and-signing-out":"смена-сервера-и-выход","possible-errors":"возможные-ошибки","see-also":"см-также"}},"sidebar":"section","previous":{"title":"Installing the client","permalink":"/en/tessera/tessera-guide/client-installation"},"next":{"title":"Active Directory","permalink":"/en/tessera/tessera-guide/ad-authorization"}}')

},

};
;