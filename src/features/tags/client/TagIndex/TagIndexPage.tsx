/**
 * A section's tag index (src/features/tags): every tag of the section as a
 * colour badge with its page count, then one heading per tag with its pages.
 * A tag badge on an article links to its heading here.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames, usePluralForm} from '@docusaurus/theme-common';
import {badgeColourClass} from '@site/src/features/tags/client/Badge/colour';
import MarkdownAlternate from '@site/src/features/markdown-twins/client/MarkdownAlternate';
import type {TagIndexData} from '@site/src/features/tags/shared/tagIndex';
import styles from './styles.module.css';

interface Props {
  readonly index: TagIndexData;
}

export default function TagIndexPage({index}: Props): ReactNode {
  const title = translate({
    id: 'tagIndex.title',
    message: 'Tags',
    description: "Heading of a section's tag index page",
  });
  const {selectMessage} = usePluralForm();
  const pages = (count: number): string =>
    selectMessage(
      count,
      translate(
        {
          id: 'tagIndex.pageCount',
          message: 'One page|{count} pages',
          description: 'Pages with a tag: plural forms separated by |',
        },
        {count},
      ),
    );
  return (
    // The docs theme's class for tag lists: the search index leaves such pages out.
    <HtmlClassNameProvider className={ThemeClassNames.page.docsTagsListPage}>
      <PageMetadata
        title={`${title}: ${index.sectionTitle}`}
        description={translate(
          {id: 'tagIndex.description', message: 'Pages of {section} by tag'},
          {section: index.sectionTitle},
        )}
      />
      <MarkdownAlternate />
      <Layout>
        <main className={clsx('container margin-vert--lg', styles.page)}>
          <p className={styles.section}>
            <Link to={index.sectionPath}>{index.sectionTitle}</Link>
          </p>
          <h1>{title}</h1>
          <ul className={styles.cloud} aria-label={title} lang={index.contentLang}>
            {index.entries.map((tag) => (
              <li key={tag.slug} className={clsx('tessera-badge', badgeColourClass(tag.name))}>
                <a className={styles.badge} href={`#${tag.slug}`}>
                  {tag.name} <span className={styles.count}>{tag.pages.length}</span>
                </a>
              </li>
            ))}
          </ul>
          {index.entries.map((tag) => (
            <section key={tag.slug} className={styles.tag} aria-labelledby={tag.slug}>
              {/* The theme's heading registers its anchor, so the build's anchor check knows the badges' links are sound. */}
              <Heading as="h2" id={tag.slug} className={styles.heading}>
                <span className={clsx('tessera-badge', badgeColourClass(tag.name))} lang={index.contentLang}>
                  <span className={styles.badge}>{tag.name}</span>
                </span>
                <span className={styles.count}>{pages(tag.pages.length)}</span>
              </Heading>
              <ul className={styles.pages} lang={index.contentLang}>
                {tag.pages.map((page) => (
                  <li key={page.permalink}>
                    <Link to={page.permalink}>{page.title}</Link>
                    {page.description && <p className={styles.description}>{page.description}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
