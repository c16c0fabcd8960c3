/**
 * Docusaurus plugin: one tag index page per docs section (`/value/tags/`),
 * listing each tag of the section with its pages, instead of Docusaurus's
 * page per tag. Every route adds to the route tables every page downloads
 * first; a page per tag was half the site's routes and 15 KB gzip of each
 * page's first-load JavaScript (issue 9). A tag badge links to its heading on
 * the index (`/value/tags/#экспорт`).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {siteConfig, type LocaleId} from '../../../../site.config';
import {contentLanguageOf} from '../../../lib/shared/contentLanguage';
import {TAGS_FIELD, buildTagIndex, tagIndexPath, type TaggedDoc} from '../shared/tagIndex';

import type {TagIndexData} from '../shared/tagIndex';

export type {TagIndexData};

export default function tagIndexPlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale;
  return {
    name: 'tessera-tag-index',
    async allContentLoaded({allContent, actions}) {
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      for (const [pluginId, content] of Object.entries(docsPlugins)) {
        for (const version of content.loadedVersions) {
          const docs: TaggedDoc[] = version.docs
            .map((doc) => {
              const tags = (doc.frontMatter as Record<string, unknown>)[TAGS_FIELD];
              return {
                title: doc.title,
                permalink: doc.permalink,
                description: doc.description,
                tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [],
              };
            })
            .filter((doc) => doc.tags.length > 0);
          if (docs.length === 0) continue;
          const home = version.docs.find((doc) => doc.permalink.replace(/\/$/, '') === version.path.replace(/\/$/, ''));
          const contentLang = contentLanguageOf(
            siteConfig.sections.find((section) => section.id === pluginId)?.sourceLanguage,
            locale as LocaleId,
          );
          const data: TagIndexData = {
            sectionTitle: home?.title ?? context.siteConfig.title,
            sectionPath: home?.permalink ?? version.path,
            ...(contentLang ? {contentLang} : {}),
            entries: buildTagIndex(docs, locale),
          };
          const file = await actions.createData(
            `tag-index-${pluginId}-${version.versionName}.json`,
            JSON.stringify(data),
          );
          actions.addRoute({
            path: tagIndexPath(version.path),
            component: '@site/src/features/tags/client/TagIndex/TagIndexPage',
            exact: true,
            modules: {index: file},
          });
        }
      }
    },
  };
}
