import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import ContentLanguage from '@site/src/components/ContentLanguage';
import ArticleMeta from '@site/src/components/ArticleMeta';

/**
 * The theme's DocItem/Content (title from frontmatter unless the Markdown has
 * its own h1) with the article meta line under the title. A page with its own
 * h1 gets the meta line above its content, as the h1 is inside the MDX.
 */
export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const syntheticTitle = !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
  return (
    <ContentLanguage>
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle ? (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
            <ArticleMeta />
          </header>
        ) : (
          <ArticleMeta />
        )}
        <MDXContent>{children}</MDXContent>
      </div>
    </ContentLanguage>
  );
}
