/**
 * The navbars, one list per locale: the Russian one has a menu per product, the
 * English one the Control tutorials. Labels of product menus are
 * brand names and stay as they are in both languages.
 */
import type {NavbarItem} from '@docusaurus/theme-common';
import {siteConfig, type LocaleId} from '../../site.config';
import {toNavbarItem, type NavItem} from './navItems';

const {name: brand, slug} = siteConfig.brand;

/**
/**
 * A product menu's label: "Tessera Space" with the brand word in its own
 * span, which narrow navbars hide from sight only (src/css/custom.css).
 */
function productLabel(item: NavbarItem): NavbarItem {
  const {label, ...rest} = item as NavbarItem & {label?: string};
  if (typeof label !== 'string' || !label.startsWith(`${brand} `)) return item;
  return {...rest, html: `<span class="tessera-nav-brand-word">${brand} </span>${label.slice(brand.length + 1)}`} as NavbarItem;
}

/**
 * A product menu: the section's pages as children under its route prefix.
 * All of them live in the section's folder, so the menu shows as active on
 * every page of the section, in either locale (toNavbarItem).
 */
function menu(text: string, base: string, children: NavItem['children']): NavbarItem {
  return productLabel(toNavbarItem({text, prefix: `/${base}/`, children}));
}

/** Items shared by both locales at the right end: search (src/theme/SearchBar) and the language switch. */
const rightItems: NavbarItem[] = [
  {type: 'search', position: 'right'},
  {type: 'localeDropdown', position: 'right'},
];

function homeLink(locale: LocaleId): NavbarItem {
  return {
    href: siteConfig.homeSiteUrl,
    label: locale === 'ru' ? `Сайт ${brand}` : `${brand} website`,
    position: 'left',
    className: 'navbar__home-site',
  };
}

const russianItems: NavbarItem[] = [
  homeLink('ru'),
  menu(brand, slug, [
    {text: 'Обзор платформы', link: `/${slug}/`},
    {text: 'Руководство пользователя', link: `/${slug}/${slug}-guide/`},
    {text: 'Пошаговые инструкции', link: `/${slug}/${slug}-howto/`},
  ]),
  menu(`${brand} Space`, 'space', [
    {text: 'Обзор', link: '/space/'},
    {text: 'Руководство пользователя', link: '/space/space-guide/'},
    {text: 'Пошаговые инструкции', link: '/space/space-howto/'},
  ]),
  menu(`${brand} Value`, 'value', [
    {text: 'Обзор', link: '/value/'},
    {text: 'Руководство пользователя', link: '/value/value-guide/'},
    {text: 'Пошаговые инструкции', link: '/value/value-howto/'},
    {text: 'Веб-версия', link: '/value/value-web/'},
  ]),
  menu(`${brand} Control`, 'control', [
    {text: 'Обзор', link: '/control/'},
    {text: 'Руководство пользователя', link: '/control/control-guide/'},
    {text: 'Пошаговые инструкции', link: '/control/control-howto/'},
  ]),
  menu(`${brand} Site`, 'site', [
    {text: 'Обзор', link: '/site/'},
    {text: 'Руководство пользователя', link: '/site/site-guide/'},
    {text: 'Пошаговые инструкции', link: '/site/site-howto/'},
  ]),
  menu(`${brand} API`, 'api', [
    {text: 'Ресурсы для разработчиков', link: '/api/'},
    {text: `${brand} API`, link: `/api/${slug}/`},
    {text: 'API: инструкции', link: `/api/${slug}/${slug}-howto/`},
    {text: 'API: модель данных', link: `/api/${slug}/${slug}-overview/`},
    {text: `${brand} Viewer`, link: `/api/${slug}-viewer/`},
  ]),
  toNavbarItem({text: 'Uniformat RU', link: '/uniformat/', activeMatch: '^/uniformat/'}),
  ...rightItems,
];

const englishItems: NavbarItem[] = [
  homeLink('en'),
  toNavbarItem({text: `${brand} Control tutorials`, link: '/control/control-howto/', activeMatch: '^/en/control/'}),
  ...rightItems,
];

/** Whether a site path leads to a page this locale lacks (plugins/locale-map `missingInLocale`). */
export type MissingHere = (sitePath: string) => boolean;

/**
 * Items without links to pages this locale lacks: a link item goes, a
 * dropdown loses such children and goes when none is left. So removing the
 * English pages of a section hides its item instead of failing the build.
 */
export function withoutMissingPages(items: readonly NavbarItem[], missing: MissingHere): NavbarItem[] {
  return items.flatMap((item): NavbarItem[] => {
    const entry = item as {to?: unknown; items?: readonly NavbarItem[]};
    if (typeof entry.to === 'string' && missing(entry.to)) return [];
    if (entry.items === undefined) return [item];
    const children = withoutMissingPages(entry.items, missing);
    return children.length === 0 ? [] : [{...item, items: children} as NavbarItem];
  });
}

export function navbarItems(locale: LocaleId, missing: MissingHere = () => false): NavbarItem[] {
  return withoutMissingPages(locale === 'ru' ? russianItems : englishItems, missing);
}
