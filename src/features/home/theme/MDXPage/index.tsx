import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import MDXPage from '@theme-init/MDXPage';
import type {Props} from '@theme/MDXPage';
import HomeLayout from '@site/src/features/home/client/HomeLayout';
import {isHomePage} from '@site/src/features/home/client/HomeLayout/homeFrontMatter';
import MarkdownAlternate from '@site/src/features/markdown-twins/client/MarkdownAlternate';

/** Markdown pages with `home: true` render the home layout (hero, features, highlights); every Markdown page links its Markdown twin. */
export default function MDXPageWrapper(props: Props): ReactNode {
  const {content: PageContent} = props;
  const {metadata} = PageContent;
  const frontMatter = metadata.frontMatter as Record<string, unknown>;
  if (!isHomePage(frontMatter)) {
    return (
      <>
        <MarkdownAlternate />
        <MDXPage {...props} />
      </>
    );
  }
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage, 'page-home')}
    >
      <Layout>
        <PageMetadata title={metadata.title} description={metadata.description} />
        <MarkdownAlternate />
        <main>
          <HomeLayout frontMatter={frontMatter}>
            <article className="markdown">
              <MDXContent>
                <PageContent />
              </MDXContent>
            </article>
          </HomeLayout>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
