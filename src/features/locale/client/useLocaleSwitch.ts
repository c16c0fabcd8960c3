/**
 * The language switch as the navbar dropdown and the locale modal both need
 * it: for the page being shown, whether it exists in another locale and
 * where switching to a locale leads (switchTarget.ts), section anchor included.
 */
import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import {siteConfig as tessera} from '@site/site.config';
import type {LocaleMapGlobalData} from '../shared/globalData';
import {useCurrentPage} from './currentPage';
import {NO_PAIRED_ROUTES, pairedLookup, type PairedLookup} from '../shared/pairedRoutes';
import {
  anchorCarry,
  localeBaseUrl,
  neutralPath,
  pageSituation,
  switchTarget,
  type PageSituation,
} from '../shared/switchTarget';

export interface LocaleSwitch {
  /** For the page being shown, whether `locale` has it too, or not (the switch leads home), or it is the 404 page (likewise). */
  readonly situationFor: (locale: string) => PageSituation;
  /** Where switching to `locale` leads, for the given URL hash. */
  readonly targetFor: (locale: string, hash: string) => string;
}

export function useLocaleSwitch(): LocaleSwitch {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const {paired} = usePluginData('tessera-locale-map') as LocaleMapGlobalData;
  const lookups = useMemo(
    () => new Map(Object.entries(paired).map(([locale, routes]) => [locale, pairedLookup(routes)])),
    [paired],
  );
  const page = useCurrentPage(pathname);

  const baseOf = (locale: string): string =>
    localeBaseUrl(siteConfig.baseUrl, i18n.currentLocale, i18n.defaultLocale, locale);
  const fromBase = baseOf(i18n.currentLocale);
  const neutral = neutralPath(pathname, fromBase);
  const notFound = page?.notFound === true;
  const pairedWith = (locale: string): PairedLookup => lookups.get(locale) ?? pairedLookup(NO_PAIRED_ROUTES);

  return {
    situationFor: (locale) => pageSituation(neutral, pairedWith(locale), notFound),
    targetFor: (locale, hash) =>
      switchTarget({
        pathname,
        hash,
        fromBase,
        toBase: baseOf(locale),
        paired: pairedWith(locale),
        anchors: anchorCarry(
          neutral,
          tessera.sections,
          i18n.defaultLocale,
          page?.anchors?.[locale as keyof typeof page.anchors],
        ),
        notFound,
      }),
  };
}
