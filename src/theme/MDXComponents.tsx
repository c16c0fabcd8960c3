import MDXComponents from '@theme-original/MDXComponents';
import Catalog from '@site/src/components/Catalog';
import Icon from '@site/src/components/Icon';
import UniformatTable from '@site/src/components/UniformatTable';

/** Components every Markdown page may use without importing them. */
export default {
  ...MDXComponents,
  Catalog,
  Icon,
  UniformatTable,
};
