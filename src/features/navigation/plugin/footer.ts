/** Site footer per locale (a record over site.config.ts's locales): links into every section that exists in that locale. */
import type {Footer, FooterLinkItem, MultiColumnFooter} from '@docusaurus/theme-common';
import {siteConfig, type LocaleId} from '../../../../site.config';
import type {MissingHere} from './navbar';

const {name: brand, slug} = siteConfig.brand;
const year = new Date().getFullYear();

/** The footer without links to pages this locale lacks; a column with none left goes. */
export function footer(locale: LocaleId, missing: MissingHere = () => false): Partial<Footer> {
  const full = footers[locale];
  const columns = (full.links ?? []) as MultiColumnFooter['links'];
  return {
    ...full,
    links: columns
      .map((column) => ({
        ...column,
        items: column.items.filter((item: FooterLinkItem) => !(typeof item.to === 'string' && missing(item.to))),
      }))
      .filter((column) => column.items.length > 0),
  };
}

const footers: Readonly<Record<LocaleId, Partial<Footer>>> = {
  ru: {
    style: 'light',
    links: [
      {
        title: 'Продукты',
        items: [
          {label: `${brand} Control`, to: '/control/'},
          {label: `${brand} Value`, to: '/value/'},
          {label: `${brand} Space`, to: '/space/'},
          {label: `${brand} Site`, to: '/site/'},
        ],
      },
      {
        title: 'Платформа',
        items: [
          {label: 'Руководство пользователя', to: `/${slug}/${slug}-guide/`},
          {label: 'Пошаговые инструкции', to: `/${slug}/${slug}-howto/`},
          {label: 'Uniformat RU', to: '/uniformat/'},
        ],
      },
      {
        title: 'Разработчикам',
        items: [
          {label: `${brand} API`, to: `/api/${slug}/`},
          {label: `${brand} Viewer`, to: `/api/${slug}-viewer/`},
        ],
      },
      {
        title: brand,
        items: [
          {label: `Сайт ${brand}`, href: siteConfig.homeSiteUrl},
          {label: 'Help in English', to: 'pathname:///en/'},
        ],
      },
    ],
    copyright: `© ${year} ${brand}. Справка по продуктам ${brand} Control, Value, Space, Site и платформе ${brand}.`,
  },
  en: {
    style: 'light',
    links: [
      {
        title: 'Products',
        items: [
          {label: `${brand} Control`, to: '/control/'},
          {label: `${brand} Value`, to: '/value/'},
          {label: `${brand} Space`, to: '/space/'},
          {label: `${brand} Site`, to: '/site/'},
        ],
      },
      {
        title: 'Developers',
        items: [
          {label: `${brand} API`, to: `/api/${slug}/`},
          {label: `${brand} Viewer`, to: `/api/${slug}-viewer/`},
        ],
      },
      {
        title: brand,
        items: [
          {label: `${brand} website`, href: siteConfig.homeSiteUrl},
          {label: 'Help in Russian', to: 'pathname:///'},
        ],
      },
    ],
    copyright: `© ${year} ${brand}. Documentation for ${brand} Control, Value, Space, Site and the ${brand} platform.`,
  },
};
