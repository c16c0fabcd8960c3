/**
 * Navbars of SPEC.md §2.5, one list per locale. Labels of product menus are
 * brand names and stay as they are in both languages.
 */
import type {NavbarItem} from '@docusaurus/theme-common';
import {siteConfig, type LocaleId} from '../../site.config';

const {name: brand, slug} = siteConfig.brand;

interface MenuLink {
  readonly label: string;
  readonly to: string;
}

function menu(label: string, base: string, items: readonly MenuLink[]): NavbarItem {
  return {
    type: 'dropdown',
    label,
    position: 'left',
    // The menu is highlighted on every page of its section.
    activeBaseRegex: `^/${base}/`,
    items: items.map((item) => ({label: item.label, to: item.to, activeBaseRegex: `^${item.to}$`})),
  } as NavbarItem;
}

/** Items shared by both locales at the right end: the language switch. */
const rightItems: NavbarItem[] = [{type: 'localeDropdown', position: 'right'}];

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
    {label: 'Обзор платформы', to: `/${slug}/`},
    {label: 'Руководство пользователя', to: `/${slug}/${slug}-guide/`},
    {label: 'Пошаговые инструкции', to: `/${slug}/${slug}-howto/`},
  ]),
  menu(`${brand} Space`, 'space', [
    {label: 'Обзор', to: '/space/'},
    {label: 'Руководство пользователя', to: '/space/space-guide/'},
    {label: 'Пошаговые инструкции', to: '/space/space-howto/'},
  ]),
  menu(`${brand} Value`, 'value', [
    {label: 'Обзор', to: '/value/'},
    {label: 'Руководство пользователя', to: '/value/value-guide/'},
    {label: 'Пошаговые инструкции', to: '/value/value-howto/'},
    {label: 'Веб-версия', to: '/value/value-web/'},
  ]),
  menu(`${brand} Control`, 'control', [
    {label: 'Обзор', to: '/control/'},
    {label: 'Руководство пользователя', to: '/control/control-guide/'},
    {label: 'Пошаговые инструкции', to: '/control/control-howto/'},
  ]),
  menu(`${brand} Site`, 'site', [
    {label: 'Обзор', to: '/site/'},
    {label: 'Руководство пользователя', to: '/site/site-guide/'},
    {label: 'Пошаговые инструкции', to: '/site/site-howto/'},
  ]),
  menu(`${brand} API`, 'api', [
    {label: 'Ресурсы для разработчиков', to: '/api/'},
    {label: `${brand} API`, to: `/api/${slug}/`},
    {label: 'API: инструкции', to: `/api/${slug}/${slug}-howto/`},
    {label: 'API: модель данных', to: `/api/${slug}/${slug}-overview/`},
    {label: `${brand} Viewer`, to: `/api/${slug}-viewer/`},
  ]),
  {to: '/uniformat/', label: 'Uniformat RU', position: 'left', activeBaseRegex: '^/uniformat/'},
  ...rightItems,
];

const englishItems: NavbarItem[] = [
  homeLink('en'),
  {to: '/control/control-howto/', label: `${brand} Control tutorials`, position: 'left', activeBaseRegex: '^/en/control/'},
  ...rightItems,
];

export function navbarItems(locale: LocaleId): NavbarItem[] {
  return locale === 'ru' ? russianItems : englishItems;
}
