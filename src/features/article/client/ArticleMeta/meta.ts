/**
 * The article meta line's data, read from a page's normalised frontmatter
 * (src/features/frontmatter). Pure, so it is unit-tested without React.
 */
import type {AuthorInfo} from '@site/src/features/frontmatter/shared/author';
import type {ReadingStats} from '@site/src/features/article/shared/readingTime';
import {TAGS_FIELD} from '../../../tags/shared/tagIndex';

export interface ArticleMetaData {
  readonly authors: readonly AuthorInfo[];
  /** ISO day, e.g. 2026-10-13. */
  readonly date?: string;
  readonly reading?: ReadingStats;
  readonly categories: readonly string[];
  readonly tags: readonly string[];
}

function isAuthor(value: unknown): value is AuthorInfo {
  return value !== null && typeof value === 'object' && typeof (value as AuthorInfo).name === 'string';
}

export function articleMeta(frontMatter: Record<string, unknown>): ArticleMetaData {
  const authors = Array.isArray(frontMatter.author) ? frontMatter.author.filter(isAuthor) : [];
  const date =
    typeof frontMatter.date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(frontMatter.date)
      ? frontMatter.date.slice(0, 10)
      : undefined;
  const r = frontMatter.reading_time as Partial<ReadingStats> | undefined;
  const reading =
    r && typeof r.words === 'number' && typeof r.minutes === 'number'
      ? {words: r.words, minutes: r.minutes}
      : undefined;
  const categories = Array.isArray(frontMatter.categories)
    ? frontMatter.categories.filter((c): c is string => typeof c === 'string')
    : [];
  const rawTags = frontMatter[TAGS_FIELD];
  const tags = Array.isArray(rawTags) ? rawTags.filter((t): t is string => typeof t === 'string') : [];
  return {authors, date, reading, categories, tags};
}
