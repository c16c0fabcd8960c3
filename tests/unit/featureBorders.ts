/**
 * What each feature offers the others: the files (without extension) another feature may
 * import. Anything else in a feature folder is its own; importDirections.test.ts fails on an
 * import of it from another feature, naming both files. A feature not listed offers nothing.
 */
export const FEATURE_BORDERS: Readonly<Record<string, readonly string[]>> = {
  article: ['client/ArticleMeta/slot', 'shared/articleMetaSlot'],
  catalog: ['client/Catalog', 'shared/data', 'plugin/sidebars'],
  'code-highlight': ['plugin/rehypePrism'],
  facts: ['plugin/facts'],
  'early-input': ['client/release'],
  encrypt: ['plugin/routes'],
  frontmatter: ['plugin/frontMatter', 'plugin/frontMatterFile', 'shared/author'],
  'heading-hash': ['client/rule'],
  home: ['client/HomeLayout', 'client/HomeLayout/homeFrontMatter', 'plugin/homeFields'],
  icons: ['client/Icon', 'shared/icons'],
  locale: [
    'client/LocaleSuggestion',
    'client/currentPage',
    'shared/localeFormat',
    'shared/localeMapQueries',
    'plugin/headings',
    'plugin/localeMap',
  ],
  'markdown-twins': ['client/MarkdownAlternate', 'client/PageMenu'],
  'openapi-reference': [
    'plugin/example',
    'plugin/model',
    'plugin/responses',
    'plugin/routes',
    'plugin/samples',
    'plugin/spec',
  ],
  offline: [
    'client/OfflineStatusSlot',
    'client/SaveSection',
    'client/landing',
    'client/network',
    'shared/routes',
    'shared/sectionManifestShape',
  ],
  pdf: ['client/DownloadPdf'],
  'preload-error': ['client/guard'],
  search: ['shared/engine', 'shared/format'],
  tags: ['client/Badge/colour', 'shared/tagIndex'],
  versions: ['shared/releases', 'plugin/releaseSections', 'plugin/pageReleases'],
};
