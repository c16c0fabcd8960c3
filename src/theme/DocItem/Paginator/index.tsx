import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
import type {PageLink} from '@site/plugins/page-meta/frontMatter';

interface NavLink {
  readonly title: string;
  readonly permalink: string;
}

function frontMatterLink(value: unknown): NavLink | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const {text, link} = value as Partial<PageLink>;
  return typeof text === 'string' && typeof link === 'string' ? {title: text, permalink: link} : undefined;
}

/**
 * Previous/next links; frontmatter `prev`/`next` given as `{text, link}` win
 * over the sidebar order (relative paths and `false` are turned into
 * Docusaurus's pagination_prev/next by plugins/page-meta).
 */
export default function DocItemPaginator(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const fm = frontMatter as Record<string, unknown>;
  return (
    <DocPaginator
      className="docusaurus-mt-lg"
      previous={frontMatterLink(fm.prev) ?? metadata.previous}
      next={frontMatterLink(fm.next) ?? metadata.next}
    />
  );
}
