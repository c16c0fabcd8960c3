import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {siteConfig, type LocaleId} from '@site/site.config';
import {contentLanguageOf} from '../../../../lib/shared/contentLanguage';

export interface Languages {
  /** `lang` of the page's locale, e.g. `ru` in the Russian tree. */
  readonly page: string;
  /** `lang` of the text, when it is not the page's (English developer docs in the Russian tree). */
  readonly content?: string;
}

/**
 * The page's language and, where it differs, the language its docs section is
 * written in. Call inside a docs page only.
 */
export function useContentLanguages(): Languages {
  const {i18n} = useDocusaurusContext();
  const {pluginId} = useDocsVersion();
  const locale = i18n.currentLocale as LocaleId;
  const page = siteConfig.locales.htmlLang[locale];
  const content = contentLanguageOf(siteConfig.sections.find((s) => s.id === pluginId)?.sourceLanguage, locale);
  return content ? {page, content} : {page};
}

/**
 * Developer docs are written in English and shown as they are in the Russian
 * tree too; their content is marked `lang="en"` there so screen readers and
 * hyphenation use the right language. The site's own words inside it (the
 * article meta line) mark themselves back with the page's language.
 */
export default function ContentLanguage({children}: {children: ReactNode}): ReactNode {
  const {content} = useContentLanguages();
  return content ? <div lang={content}>{children}</div> : children;
}
