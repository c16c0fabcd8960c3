import MDXComponents from '@theme-original/MDXComponents';
import Catalog from '@site/src/components/Catalog';
import Icon from '@site/src/components/Icon';

/**
 * Components every Markdown page may use without importing them. Components
 * only a page or two need (the Uniformat table and its 48 KB of data) are
 * imported by those pages, so other pages do not download them.
 */
export default {
  ...MDXComponents,
  Catalog,
  Icon,
};
