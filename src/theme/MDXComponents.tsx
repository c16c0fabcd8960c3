import MDXComponents from '@theme-original/MDXComponents';
import Catalog from '@site/src/components/Catalog';
import Icon from '@site/src/components/Icon';
import ArticleMetaSlot from '@site/src/components/ArticleMeta/slot';
import {ARTICLE_META_SLOT} from '@site/plugins/page-meta/remarkTitleMeta';

/**
 * Components every Markdown page may use without importing them. Components
 * only a page or two need (the Uniformat table and its 48 KB of data) are
 * imported by those pages, so other pages do not download them.
 */
export default {
  ...MDXComponents,
  Catalog,
  Icon,
  // Placed by plugins/page-meta/remarkTitleMeta.ts under a page's own h1; not for writers.
  [ARTICLE_META_SLOT]: ArticleMetaSlot,
};
