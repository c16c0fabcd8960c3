import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePlugin, useDoc} from '@docusaurus/plugin-content-docs/client';
import type {LocaleId} from '@site/site.config';
import {usePluralForm} from '@docusaurus/theme-common';
import {
  readingTimeText,
  wordCountText,
  type ReadingTimeMessages,
} from '@site/src/features/article/client/readingTimeWording';
import {articleMeta} from './meta';
import {formatDay} from '@site/src/features/locale/shared/localeFormat';
import {badgeColourClass} from '@site/src/features/tags/client/Badge/colour';
import {tagIndexPath, tagSlug} from '@site/src/features/tags/shared/tagIndex';
import {useContentLanguages} from '@site/src/features/article/client/ContentLanguage';
import styles from './styles.module.css';

function Badge({label, to, kind}: {label: string; to?: string; kind: 'category' | 'tag'}): ReactNode {
  // One palette for every badge of the site (src/features/tags/client/Badge): a tag has the same colour here and in the footer.
  const className = clsx(styles.badge, kind === 'tag' && styles.tag);
  return (
    <span className={clsx('tessera-badge', badgeColourClass(label))}>
      {to ? (
        <Link className={className} to={to} data-badge={kind}>
          {label}
        </Link>
      ) : (
        <span className={className} data-badge={kind}>
          {label}
        </span>
      )}
    </span>
  );
}

/** The reading-time templates in the page's language (their `{count}` is filled by the wording functions). */
function readingTimeMessages(): ReadingTimeMessages {
  return {
    lessThanMinute: translate({id: 'articleMeta.lessThanMinute', message: 'Less than 1 minute'}),
    minutes: translate({id: 'articleMeta.minutes', message: '{count} minute|{count} minutes'}),
    words: translate({id: 'articleMeta.words', message: '{count} word|{count} words'}),
  };
}

/**
 * The meta line under an article's title: author, date, reading time and words, categories and tags.
 * Its labels are the site's, in the page's language, even where the article is
 * in another (English developer docs in the Russian tree are `lang="en"`);
 * categories and tags are the article's words, in the article's language.
 */
export default function ArticleMeta(): ReactNode {
  const {frontMatter} = useDoc();
  const {i18n} = useDocusaurusContext();
  const languages = useContentLanguages();
  const locale = i18n.currentLocale as LocaleId;
  const meta = articleMeta(frontMatter as Record<string, unknown>);
  const {tags} = meta;
  // The docs section's path (with the locale prefix): its tag index is at <path>/tags/.
  const plugin = useActivePlugin();
  const tagIndex = plugin ? tagIndexPath(plugin.pluginData.path) : null;
  const original = (frontMatter as Record<string, unknown>).isOriginal === true;
  const {selectMessage} = usePluralForm();
  if (!original && !meta.authors.length && !meta.date && !meta.reading && !meta.categories.length && !tags.length)
    return null;

  return (
    <div className={styles.meta} data-testid="article-meta" lang={languages.content ? languages.page : undefined}>
      {original && (
        <span className={clsx(styles.item, styles.original)} data-meta="original">
          {translate({
            id: 'articleMeta.original',
            message: 'Original',
            description: 'Badge of a page marked isOriginal: written for this site',
          })}
        </span>
      )}
      {meta.authors.length > 0 && (
        <span className={styles.item} data-meta="author">
          <span className={styles.label}>{translate({id: 'articleMeta.author', message: 'Author'})}:</span>{' '}
          {meta.authors.map((author, i) => (
            <span key={author.name}>
              {i > 0 && ', '}
              {author.url ? <Link to={author.url}>{author.name}</Link> : author.name}
            </span>
          ))}
        </span>
      )}
      {meta.date && (
        <span className={styles.item} data-meta="date">
          <span className={styles.label}>{translate({id: 'articleMeta.date', message: 'Date'})}:</span>{' '}
          <time dateTime={meta.date}>{formatDay(meta.date, locale)}</time>
        </span>
      )}
      {meta.reading && (
        <>
          <span className={styles.item} data-meta="reading-time">
            <span className={styles.label}>{translate({id: 'articleMeta.readingTime', message: 'Reading time'})}:</span>{' '}
            {readingTimeText(meta.reading.minutes, locale, readingTimeMessages(), selectMessage)}
          </span>
          <span className={styles.item} data-meta="words">
            {wordCountText(meta.reading.words, locale, readingTimeMessages(), selectMessage)}
          </span>
        </>
      )}
      {(meta.categories.length > 0 || tags.length > 0) && (
        <span className={clsx(styles.item, styles.badges)} lang={languages.content}>
          {meta.categories.map((c) => (
            <Badge key={`c-${c}`} label={c} kind="category" />
          ))}
          {tags.map((t) => (
            <Badge key={`t-${t}`} label={t} to={tagIndex ? `${tagIndex}#${tagSlug(t)}` : undefined} kind="tag" />
          ))}
        </span>
      )}
    </div>
  );
}
