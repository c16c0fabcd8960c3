import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {siteConfig} from '@site/site.config';

/**
 * Developer docs are written in English and shown as they are in the Russian
 * tree too; their content is marked `lang="en"` there so screen readers and
 * hyphenation use the right language.
 */
export default function ContentLanguage({children}: {children: ReactNode}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {pluginId} = useDocsVersion();
  const section = siteConfig.sections.find((s) => s.id === pluginId);
  const language = section?.sourceLanguage;
  if (!language || language === i18n.currentLocale) {
    return children;
  }
  return <div lang={siteConfig.locales.htmlLang[language]}>{children}</div>;
}
