import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import SearchMetadata from '@theme/SearchMetadata';
import {localeBaseUrl, neutralPath} from '@site/src/features/locale/shared/switchTarget';
import type {LocaleMapGlobalData} from '@site/src/features/locale/shared/globalData';
import {pairedLookup} from '@site/src/features/locale/shared/pairedRoutes';

/**
 * Site-wide <head> tags, as theme-classic's, except that `hreflang`
 * alternates are emitted only for locales where this page really exists
 * (src/features/locale/README.md): an untranslated page has no alternate, and neither
 * does the 404 page.
 */
function AlternateLangHeaders({pathname}: {pathname: string}): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {paired} = usePluginData('tessera-locale-map') as LocaleMapGlobalData;
  const baseOf = (locale: string): string =>
    localeBaseUrl(siteConfig.baseUrl, i18n.currentLocale, i18n.defaultLocale, locale);
  const neutral = neutralPath(pathname, baseOf(i18n.currentLocale));
  const ogLocale = (code: string): string => code.replace('-', '_');
  const currentHtmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  // The locales this page exists in besides the current one (the home page is in every locale).
  const hasPage = (locale: string): boolean => {
    const routes = paired[locale as keyof typeof paired];
    return neutral === '/' || (routes !== undefined && pairedLookup(routes).has(neutral));
  };
  const alternates = i18n.locales.filter((locale) => locale !== i18n.currentLocale && hasPage(locale));
  const withCurrent =
    alternates.length > 0
      ? i18n.locales.filter((locale) => locale === i18n.currentLocale || alternates.includes(locale))
      : [];
  const url = (locale: string): string => `${siteConfig.url}${baseOf(locale)}${neutral.slice(1)}`;

  return (
    <Head>
      {withCurrent.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          href={url(locale)}
          hrefLang={i18n.localeConfigs[locale]?.htmlLang ?? locale}
        />
      ))}
      {withCurrent.includes(i18n.defaultLocale) && (
        <link rel="alternate" href={url(i18n.defaultLocale)} hrefLang="x-default" />
      )}
      <meta property="og:locale" content={ogLocale(currentHtmlLang)} />
    </Head>
  );
}

function CanonicalUrlHeaders({pathname}: {pathname: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const canonical =
    siteConfig.url +
    applyTrailingSlash(useBaseUrl(pathname), {trailingSlash: siteConfig.trailingSlash, baseUrl: siteConfig.baseUrl});
  return (
    <Head>
      <meta property="og:url" content={canonical} />
      <link rel="canonical" href={canonical} />
    </Head>
  );
}

export default function SiteMetadata(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  const {pathname} = useLocation();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        <body />
      </Head>
      {defaultImage && <PageMetadata image={defaultImage} />}
      <CanonicalUrlHeaders pathname={pathname} />
      <AlternateLangHeaders pathname={pathname} />
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={i18n.currentLocale} />
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
