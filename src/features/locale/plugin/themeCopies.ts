/**
 * theme/SiteMetadata is a copy of theme-classic's (its `hreflang` alternates
 * follow the locale map): the original it follows and the private export it
 * imports, checked when the build starts (docusaurus-plugin-route-shards/checks),
 * so a theme update that changes either stops the build naming the file.
 */
import {exportsName, importsExactly, type InternalsContract} from 'docusaurus-plugin-route-shards/checks';

const RANGE = '>=3.10.0 <4.0.0';

export const LOCALE_THEME_CONTRACTS: readonly InternalsContract[] = [
  {
    part: 'src/features/locale (theme copies)',
    packageName: '@docusaurus/theme-common',
    supported: RANGE,
    files: [
      {
        file: 'lib/internal.d.ts',
        why: 'the private export theme/SiteMetadata imports from @docusaurus/theme-common/internal',
        shapes: [exportsName('DEFAULT_SEARCH_TAG')],
      },
    ],
  },
  {
    part: 'src/features/locale (theme copies)',
    packageName: '@docusaurus/theme-classic',
    supported: RANGE,
    files: [
      {
        file: 'lib/theme/SiteMetadata/index.js',
        why: 'theme/SiteMetadata is a copy whose alternates come from the locale map',
        shapes: [
          importsExactly([
            'react',
            '@docusaurus/Head',
            '@docusaurus/useDocusaurusContext',
            '@docusaurus/useBaseUrl',
            '@docusaurus/theme-common',
            '@docusaurus/theme-common/internal',
            '@docusaurus/router',
            '@docusaurus/utils-common',
            '@theme/SearchMetadata',
          ]),
        ],
      },
    ],
  },
];
