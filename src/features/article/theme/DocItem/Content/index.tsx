import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import ContentLanguage from '@site/src/features/article/client/ContentLanguage';
import ArticleMeta from '@site/src/features/article/client/ArticleMeta';
import PageMenu from '@site/src/features/markdown-twins/client/PageMenu';
import {ArticleMetaSlotContext} from '@site/src/features/article/client/ArticleMeta/slot';

/**
 * The theme's DocItem/Content (title from frontmatter unless the Markdown has
 * its own h1) with the article meta line directly under the title and the
 * page menu (Markdown copy) beside it. When the
 * Markdown has its own h1, that h1 is inside the MDX content: the docs
 * instances' remark plugin (src/features/article/plugin/remarkTitleMeta.ts) puts an
 * `<ArticleMetaSlot />` under it, which renders the meta line there.
 */
export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const syntheticTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
  const cover = (frontMatter as Record<string, unknown>).cover;
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    <ContentLanguage>
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {/* Frontmatter `cover`: the page's picture above its title; decorative, the title names the page. */}
        {typeof cover === 'string' && <img className="tessera-article-cover" src={withBaseUrl(cover)} alt="" data-testid="article-cover" />}
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
            <ArticleMeta />
            <PageMenu />
          </header>
        )}
        {/* No title at all (`hide_title` without an h1 in the Markdown): the meta line opens the page. */}
        {!syntheticTitle && typeof contentTitle === 'undefined' && (
          <>
            <ArticleMeta />
            <PageMenu />
          </>
        )}
        <ArticleMetaSlotContext.Provider value={typeof contentTitle === 'string'}>
          <MDXContent>{children}</MDXContent>
        </ArticleMetaSlotContext.Provider>
      </div>
    </ContentLanguage>
  );
}
