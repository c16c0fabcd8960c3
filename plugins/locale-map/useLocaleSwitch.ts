/**
 * The language switch as the navbar dropdown and the locale modal both need
 * it: for the page being shown, whether it exists in the other locale and
 * where switching to a locale leads (switchTarget.ts), section anchor included.
 */
import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import {siteConfig as tessera} from '@site/site.config';
import type {LocaleMapGlobalData} from './index';
import {useCurrentPage} from './currentPage';
import {anchorCarry, localeBaseUrl, neutralPath, pageSituation, switchTarget, type PageSituation} from './switchTarget';

export interface LocaleSwitch {
  /** The page being shown exists in the other locale too, or not (the switch leads home), or is the 404 page (likewise). */
  readonly situation: PageSituation;
  /** Where switching to `locale` leads, for the given URL hash. */
  readonly targetFor: (locale: string, hash: string) => string;
}

export function useLocaleSwitch(): LocaleSwitch {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const {paired} = usePluginData('tessera-locale-map') as LocaleMapGlobalData;
  const pairedSet = useMemo(() => new Set(paired), [paired]);
  const page = useCurrentPage(pathname);

  const baseOf = (locale: string): string => localeBaseUrl(siteConfig.baseUrl, i18n.currentLocale, i18n.defaultLocale, locale);
  const fromBase = baseOf(i18n.currentLocale);
  const neutral = neutralPath(pathname, fromBase);
  const anchors = anchorCarry(neutral, tessera.sections, i18n.defaultLocale, page?.anchors);
  const notFound = page?.notFound === true;

  return {
    situation: pageSituation(neutral, pairedSet, notFound),
    targetFor: (locale, hash) => switchTarget({pathname, hash, fromBase, toBase: baseOf(locale), paired: pairedSet, anchors, notFound}),
  };
}
