import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {siteConfig} from '@site/site.config';

/**
 * The language of the current docs section's text when it differs from the
 * page's (`<html lang>`): developer docs are written in English and shown as
 * they are in the Russian tree. Undefined when they agree. Works on docs and
 * tag pages (both sit inside their docs version).
 */
export function useContentLanguage(): string | undefined {
  const {i18n} = useDocusaurusContext();
  const {pluginId} = useDocsVersion();
  const section = siteConfig.sections.find((s) => s.id === pluginId);
  const language = section?.sourceLanguage;
  if (!language || language === i18n.currentLocale) return undefined;
  return siteConfig.locales.htmlLang[language];
}

/**
 * Developer docs are written in English and shown as they are in the Russian
 * tree too; their content is marked `lang="en"` there so screen readers and
 * hyphenation use the right language.
 */
export default function ContentLanguage({children}: {children: ReactNode}): ReactNode {
  const lang = useContentLanguage();
  return lang ? <div lang={lang}>{children}</div> : children;
}
