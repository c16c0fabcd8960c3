/**
 * The navbars, one list per locale (a record over site.config.ts's locales, so a new
 * locale without a navbar is a type error): the Russian one has a menu per product, the
 * English one a menu per product with English pages (the platform, Space, Value, Control,
 * Site and the developer docs; Uniformat is Russian only, and a menu leading an English
 * reader to Russian pages would be a trap). Labels of product menus are brand
 * names and stay as they are in both languages.
 */
import type {NavbarItem} from '@docusaurus/theme-common';
import {siteConfig, type LocaleId} from '../../../../site.config';
import {toNavbarItem, type NavItem} from './navItems';

const {name: brand, slug} = siteConfig.brand;

/**
 * A product menu's label: "Tessera Space" with the brand word in its own
 * span, which narrow navbars hide from sight only (src/features/site-shell/client/custom.css). The
 * whole label is one span: the phone drawer's menu link is a flex box, and
 * as two flex items the words would lose the space between them ("TesseraSpace").
 */
function productLabel(item: NavbarItem): NavbarItem {
  const {label, ...rest} = item as NavbarItem & {label?: string};
  if (typeof label !== 'string' || !label.startsWith(`${brand} `)) return item;
  return {
    ...rest,
    html: `<span><span class="tessera-nav-brand-word">${brand} </span>${label.slice(brand.length + 1)}</span>`,
  } as NavbarItem;
}

/**
 * A product menu: the section's pages as children under its route prefix,
 * plus the platform's reference pages every product shares (glossary,
 * keyboard shortcuts). Those live outside the section, so the menu is made
 * active on the section's own pages by an explicit match, with the locale's
 * prefix (`/en/control/…`).
 */
export function menu(text: string, base: string, children: NavItem['children'], locale: string): NavbarItem {
  const prefix = locale === siteConfig.locales.defaultLocale ? '' : `/${locale}`;
  return productLabel(toNavbarItem({text, prefix: `/${base}/`, activeMatch: `^${prefix}/${base}/`, children}));
}

/** The platform's reference pages (content/tessera/tessera-reference/), linked from every product menu. */
const reference = `/${slug}/${slug}-reference`;
/**
 * Every product menu leads to the glossary and to its own section of the keyboard shortcuts
 * and of the possible-errors index (`anchor`: both pages head a section with each product's name). Only the platform's menu (no anchor) marks them as its current page; in the
 * others they never count as active, or the phone drawer would unfold every product menu there.
 */
const NEVER = '(?!)';
const referenceLabels: Record<LocaleId, {glossary: string; shortcuts: string; errors: string}> = {
  ru: {glossary: 'Глоссарий', shortcuts: 'Сочетания клавиш', errors: 'Возможные ошибки'},
  en: {glossary: 'Glossary', shortcuts: 'Keyboard shortcuts', errors: 'Possible errors'},
};
function referenceLinks(locale: LocaleId, anchor = ''): NavItem[] {
  const active = anchor ? {activeMatch: NEVER} : {};
  return [
    {text: referenceLabels[locale].glossary, link: `${reference}/glossary/`, ...active},
    {text: referenceLabels[locale].shortcuts, link: `${reference}/keyboard-shortcuts/${anchor}`, ...active},
    {text: referenceLabels[locale].errors, link: `${reference}/troubleshooting/${anchor}`, ...active},
  ];
}

/** Items shared by both locales at the right end: search (src/features/search/theme/SearchBar) and the language switch. */
const rightItems: NavbarItem[] = [
  {type: 'search', position: 'right'},
  {type: 'localeDropdown', position: 'right'},
];

const homeLabels: Record<LocaleId, string> = {ru: `Сайт ${brand}`, en: `${brand} website`};

function homeLink(locale: LocaleId): NavbarItem {
  return {
    href: siteConfig.homeSiteUrl,
    label: homeLabels[locale],
    position: 'left',
    className: 'navbar__home-site',
  };
}

const russianItems: NavbarItem[] = [
  homeLink('ru'),
  menu(
    brand,
    slug,
    [
      {text: 'Обзор платформы', link: `/${slug}/`},
      {text: 'Руководство пользователя', link: `/${slug}/${slug}-guide/`},
      {text: 'Пошаговые инструкции', link: `/${slug}/${slug}-howto/`},
      {text: 'Администрирование сервера', link: `/${slug}/${slug}-guide/server-administration/`},
      {text: 'Поддерживаемые версии', link: `${reference}/supported-versions/`},
      ...referenceLinks('ru'),
    ],
    'ru',
  ),
  menu(
    `${brand} Space`,
    'space',
    [
      {text: 'Обзор', link: '/space/'},
      {text: 'Руководство пользователя', link: '/space/space-guide/'},
      {text: 'Пошаговые инструкции', link: '/space/space-howto/'},
      ...referenceLinks('ru', '#tessera-space'),
    ],
    'ru',
  ),
  menu(
    `${brand} Value`,
    'value',
    [
      {text: 'Обзор', link: '/value/'},
      {text: 'Руководство пользователя', link: '/value/value-guide/'},
      {text: 'Пошаговые инструкции', link: '/value/value-howto/'},
      {text: 'Веб-версия', link: '/value/value-web/'},
      ...referenceLinks('ru', '#tessera-value'),
    ],
    'ru',
  ),
  menu(
    `${brand} Control`,
    'control',
    [
      {text: 'Обзор', link: '/control/'},
      {text: 'Руководство пользователя', link: '/control/control-guide/'},
      {text: 'Пошаговые инструкции', link: '/control/control-howto/'},
      ...referenceLinks('ru', '#tessera-control'),
    ],
    'ru',
  ),
  menu(
    `${brand} Site`,
    'site',
    [
      {text: 'Обзор', link: '/site/'},
      {text: 'Руководство пользователя', link: '/site/site-guide/'},
      {text: 'Пошаговые инструкции', link: '/site/site-howto/'},
      ...referenceLinks('ru', '#tessera-site'),
    ],
    'ru',
  ),
  menu(
    `${brand} API`,
    'api',
    [
      {text: 'Ресурсы для разработчиков', link: '/api/'},
      {text: `${brand} API`, link: `/api/${slug}/`},
      {text: 'API: инструкции', link: `/api/${slug}/${slug}-howto/`},
      {text: 'API: модель данных', link: `/api/${slug}/${slug}-overview/`},
      {text: `${brand} Viewer`, link: `/api/${slug}-viewer/`},
    ],
    'ru',
  ),
  toNavbarItem({text: 'Uniformat RU', link: '/uniformat/', activeMatch: '^/uniformat/'}),
  ...rightItems,
];

/**
 * An English product menu: overview, user guide and tutorials of a translated section, the
 * section's other folders (Value's web version), then the shared reference pages.
 */
function englishProductMenu(
  product: 'space' | 'value' | 'control' | 'site',
  more: readonly {text: string; link: string}[] = [],
): NavbarItem {
  const name = product.charAt(0).toUpperCase() + product.slice(1);
  return menu(
    `${brand} ${name}`,
    product,
    [
      {text: 'Overview', link: `/${product}/`},
      {text: 'User guide', link: `/${product}/${product}-guide/`},
      {text: 'Tutorials', link: `/${product}/${product}-howto/`},
      ...more,
      ...referenceLinks('en', `#${slug}-${product}`),
    ],
    'en',
  );
}

const englishItems: NavbarItem[] = [
  homeLink('en'),
  menu(
    brand,
    slug,
    [
      {text: 'Platform overview', link: `/${slug}/`},
      {text: 'User guide', link: `/${slug}/${slug}-guide/`},
      {text: 'Server administration', link: `/${slug}/${slug}-guide/server-administration/`},
      {text: 'Supported versions', link: `${reference}/supported-versions/`},
      ...referenceLinks('en'),
    ],
    'en',
  ),
  englishProductMenu('space'),
  englishProductMenu('value', [{text: 'Web version', link: '/value/value-web/'}]),
  englishProductMenu('control'),
  englishProductMenu('site'),
  menu(
    `${brand} API`,
    'api',
    [
      {text: 'Developer resources', link: '/api/'},
      {text: `${brand} API`, link: `/api/${slug}/`},
      {text: 'API: how-to guides', link: `/api/${slug}/${slug}-howto/`},
      {text: 'API: data model', link: `/api/${slug}/${slug}-overview/`},
      {text: `${brand} Viewer`, link: `/api/${slug}-viewer/`},
    ],
    'en',
  ),
  ...rightItems,
];

/** Whether a site path leads to a page this locale lacks (src/features/locale `missingInLocale`). */
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

const navbars: Readonly<Record<LocaleId, readonly NavbarItem[]>> = {ru: russianItems, en: englishItems};

export function navbarItems(locale: LocaleId, missing: MissingHere = () => false): NavbarItem[] {
  return withoutMissingPages(navbars[locale], missing);
}
