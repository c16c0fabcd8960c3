import MDXComponents from '@theme-init/MDXComponents';
import Catalog from '@site/src/features/catalog/client/Catalog';
import Icon from '@site/src/features/icons/client/Icon';
import ArticleMetaSlot from '@site/src/features/article/client/ArticleMeta/slot';
import {ARTICLE_META_SLOT} from '@site/src/features/article/shared/articleMetaSlot';

/**
 * Components every Markdown page may use without importing them. Components
 * only a page or two need (the Uniformat table and its 48 KB of data) are
 * imported by those pages, so other pages do not download them.
 */
export default {
  ...MDXComponents,
  Catalog,
  Icon,
  // Placed by src/features/article/plugin/remarkTitleMeta.ts under a page's own h1; not for writers.
  [ARTICLE_META_SLOT]: ArticleMetaSlot,
};
