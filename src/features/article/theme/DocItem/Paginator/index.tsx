import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
import type {PropNavigationLink} from '@docusaurus/plugin-content-docs';

/**
 * Previous/next links. Frontmatter `prev`/`next` (normalised by
 * src/features/frontmatter) win over the sidebar order: `{text, link}` or a path is
 * shown as given; a Markdown file path has become Docusaurus's
 * pagination_prev/next (its page's title, or `text` when given); `false`
 * removes the link.
 */
function override(value: unknown, fromSidebar: PropNavigationLink | undefined): PropNavigationLink | undefined {
  if (value === null || typeof value !== 'object') return fromSidebar;
  const {text, link} = value as {text?: unknown; link?: unknown};
  if (typeof link === 'string') return {title: typeof text === 'string' ? text : link, permalink: link};
  if (typeof text === 'string' && fromSidebar) return {...fromSidebar, title: text};
  return fromSidebar;
}

export default function DocItemPaginator(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const fm = frontMatter as Record<string, unknown>;
  return (
    <DocPaginator
      className="docusaurus-mt-lg"
      previous={override(fm.prev, metadata.previous)}
      next={override(fm.next, metadata.next)}
    />
  );
}
