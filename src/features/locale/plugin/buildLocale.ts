import {siteConfig, type LocaleId} from '../../../../site.config';

/**
 * The locale Docusaurus is loading the config for, from the value it puts in
 * `DOCUSAURUS_CURRENT_LOCALE`. `docusaurus build` sets it per locale and
 * `docusaurus start --locale en` to `en`; a plain `docusaurus start` sets it
 * to the string "undefined", and a script that loads the config by itself
 * may not set it at all: both mean the root locale.
 */
export function buildLocale(value: string | undefined): LocaleId {
  const known: readonly string[] = siteConfig.locales.all;
  if (value !== undefined && known.includes(value)) return value as LocaleId;
  if (value === undefined || value === '' || value === 'undefined') return siteConfig.locales.defaultLocale;
  throw new Error(`Unknown locale "${value}": this site has ${known.join(', ')} (site.config.ts locales.all)`);
}
