import {useMemo, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import Layout from '@theme-init/DocItem/Layout';
import type {Props} from '@theme/DocItem/Layout';
import MDXContent from '@theme/MDXContent';
import HomeLayout from '@site/src/features/home/client/HomeLayout';
import {isHomePage} from '@site/src/features/home/client/HomeLayout/homeFrontMatter';
import ContentLanguage from '@site/src/features/article/client/ContentLanguage';
import PageChrome from '@site/src/features/article/client/PageChrome';
import MarkdownAlternate from '@site/src/features/markdown-twins/client/MarkdownAlternate';
import {anchorPairsOf, usePublishCurrentPage} from '@site/src/features/locale/client/currentPage';
import SaveSection from '@site/src/features/offline/client/SaveSection';
import {landingSection} from '@site/src/features/offline/client/landing';
import DownloadPdf from '@site/src/features/pdf/client/DownloadPdf';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import {pageReleasesOf} from '@site/src/features/versions/shared/releases';

/**
 * Section landings (`home: true`) get the home layout; other docs the article
 * layout. A translated page hands its section anchors to the language switch;
 * every docs page links its Markdown twin; a section's landing page offers
 * its printed manual ("Download PDF", src/features/pdf/client) and "Save for
 * offline" (src/features/offline/client).
 */
export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {pathname} = useLocation();
  const landing = landingSection(metadata.permalink);
  // A section's landing offers to save the whole section for offline reading.
  const save = landing ? (
    <>
      <DownloadPdf section={landing} />
      <SaveSection section={landing} title={metadata.title} />
    </>
  ) : null;
  const anchors = anchorPairsOf(frontMatter as Record<string, unknown>);
  usePublishCurrentPage(
    pathname,
    useMemo(() => (anchors ? {anchors} : undefined), [anchors]),
  );
  const releases = pageReleasesOf(frontMatter as Record<string, unknown>);
  const isOlderRelease = releases !== undefined && releases.release !== releases.current;
  if (isHomePage(frontMatter as Record<string, unknown>)) {
    return (
      <PageChrome frontMatter={frontMatter as Record<string, unknown>}>
        <MarkdownAlternate />
        <ContentLanguage>
          {/* An older release's notice above the hero, seen first; the version menu heads the article. */}
          {isOlderRelease && (
            <div className="container margin-top--md">
              <DocVersionBanner />
            </div>
          )}
          <HomeLayout frontMatter={frontMatter as Record<string, unknown>}>
            <article className="markdown">
              <DocVersionBadge />
              {save}
              <MDXContent>{props.children}</MDXContent>
            </article>
          </HomeLayout>
        </ContentLanguage>
      </PageChrome>
    );
  }
  return (
    <PageChrome frontMatter={frontMatter as Record<string, unknown>}>
      <MarkdownAlternate />
      {save ? (
        <Layout {...props}>
          <>
            {save}
            {props.children}
          </>
        </Layout>
      ) : (
        <Layout {...props} />
      )}
    </PageChrome>
  );
}
