import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme-original/DocItem/Layout';
import type {Props} from '@theme/DocItem/Layout';
import MDXContent from '@theme/MDXContent';
import HomeLayout from '@site/src/components/HomeLayout';
import {isHomePage} from '@site/src/components/HomeLayout/homeFrontMatter';
import ContentLanguage from '@site/src/components/ContentLanguage';
import PageChrome from '@site/src/components/PageChrome';

/** Section landings (`home: true`) get the home layout; other docs the article layout. */
export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  if (isHomePage(frontMatter as Record<string, unknown>)) {
    return (
      <ContentLanguage>
        <HomeLayout frontMatter={frontMatter as Record<string, unknown>}>
          <article className="markdown">
            <MDXContent>{props.children}</MDXContent>
          </article>
        </HomeLayout>
      </ContentLanguage>
    );
  }
  return (
    <PageChrome frontMatter={frontMatter as Record<string, unknown>}>
      <Layout {...props} />
    </PageChrome>
  );
}
