/** The MDX component name the meta line's slot is registered under (site-shell's MDXComponents), which the title remark plugin inserts. */
export const ARTICLE_META_SLOT = 'ArticleMetaSlot';
