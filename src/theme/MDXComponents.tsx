import MDXComponents from '@theme-original/MDXComponents';
import Catalog from '@site/src/components/Catalog';
import Icon from '@site/src/components/Icon';
import UniformatTable from '@site/src/components/UniformatTable';
import ArticleMetaSlot from '@site/src/components/ArticleMeta/slot';
import {ARTICLE_META_SLOT} from '@site/plugins/page-meta/remarkTitleMeta';

/** Components every Markdown page may use without importing them. */
export default {
  ...MDXComponents,
  Catalog,
  Icon,
  UniformatTable,
  // Placed by plugins/page-meta/remarkTitleMeta.ts under a page's own h1; not for writers.
  [ARTICLE_META_SLOT]: ArticleMetaSlot,
};
