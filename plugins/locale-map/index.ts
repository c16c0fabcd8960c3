/**
 * Docusaurus plugin: publishes the locale map (routes that exist in both
 * locales) as global data for the language switch. Both locale builds compute
 * the same map from the content files.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteConfig} from '../../site.config';
import {buildLocaleMap, pairedRoutes} from './localeMap';

export interface LocaleMapGlobalData {
  /** Locale-neutral routes present in both locales, e.g. `/control/control-howto/`. */
  readonly paired: readonly string[];
}

export default function localeMapPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-locale-map',
    loadContent(): LocaleMapGlobalData {
      return {paired: pairedRoutes(buildLocaleMap(context.siteDir, siteConfig.sections))};
    },
    contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
