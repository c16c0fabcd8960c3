/**
 * Docusaurus plugin: publishes the locale map (for each other locale, the
 * routes that exist both in the locale being built and in it: docs pages, the
 * home page, protected pages, tag pages) as global data for the language
 * switch, the locale modal and the `hreflang` alternates. Every locale build
 * computes the same map from the files. After
 * each locale's build it checks the map against the routes Docusaurus really
 * built, so the switch can never lead to a missing page.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteConfig, type LocaleId} from '../../../../site.config';
import {buildLocaleMap, localeRoutes, pairedRoutes, type LocaleMap, type LocaleSection} from './localeMap';
import {compactPaired, NO_PAIRED_ROUTES, type PairedRoutes} from '../shared/pairedRoutes';
import {featureFolder} from '../../../lib/plugin/featureFolder';

import type {LocaleMapGlobalData} from '../shared/globalData';
import {checkContract} from 'docusaurus-plugin-route-shards/checks';
import {LOCALE_THEME_CONTRACTS} from './themeCopies';

export type {LocaleMapGlobalData};

/** The global data of `locale`'s build. */
export function globalDataOf<L extends string>(
  map: LocaleMap<L>,
  locale: L,
): {readonly paired: Readonly<Record<L, PairedRoutes>>} {
  const all = localeRoutes(map, locale);
  const paired = map.locales.all.map((other) => [
    other,
    other === locale ? NO_PAIRED_ROUTES : compactPaired(all, pairedRoutes(map, locale, other)),
  ]);
  return {paired: Object.fromEntries(paired) as Record<L, PairedRoutes>};
}

/** Routes the map says `locale` serves but the build does not have (trailing slashes normalised). */
export function missingRoutes<L extends string>(
  map: LocaleMap<L>,
  locale: L,
  builtRoutes: readonly string[],
  baseUrl: string,
): string[] {
  const withSlash = (route: string): string => (route.endsWith('/') ? route : `${route}/`);
  const built = new Set(builtRoutes.map(withSlash));
  return localeRoutes(map, locale)
    .map((route) => `${baseUrl}${route.slice(1)}`)
    .filter((route) => !built.has(route));
}

// Plugin<unknown>: the config's plugin list takes no other content type; the hooks get back what loadContent returned.
export interface LocaleMapPluginOptions {
  /** The docs sections the map lists: the site's, with older releases of versioned sections as sections of their own. */
  readonly sections?: readonly LocaleSection[];
}

// Options typed `unknown` as the config's plugin list requires: they are the site's own, read as LocaleMapPluginOptions.
export default function localeMapPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as LocaleMapPluginOptions;
  for (const contract of LOCALE_THEME_CONTRACTS) checkContract(context.siteDir, contract);
  return {
    name: 'tessera-locale-map',
    ...featureFolder(import.meta.url),
    loadContent(): LocaleMap {
      // Computed here, after plugin constructors ran, so generated pages (the viewer reference) are in it.
      return buildLocaleMap(context.siteDir, options.sections ?? siteConfig.sections, siteConfig.locales);
    },
    contentLoaded({content, actions}) {
      const data: LocaleMapGlobalData = globalDataOf(content as LocaleMap, context.i18n.currentLocale as LocaleId);
      actions.setGlobalData(data);
    },
    postBuild({content, routesPaths}) {
      const missing = missingRoutes(
        content as LocaleMap,
        context.i18n.currentLocale as LocaleId,
        routesPaths,
        context.baseUrl,
      );
      if (missing.length > 0) {
        throw new Error(
          `[locale-map] The locale map lists routes the ${context.i18n.currentLocale} build does not have, so the language switch would lead to a 404: ${missing.join(', ')}. ` +
            'src/features/locale/plugin/localeMap.ts must compute routes as the plugins that make them do.',
        );
      }
    },
  };
}
