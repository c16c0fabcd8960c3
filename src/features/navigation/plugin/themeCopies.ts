/**
 * The navigation's theme components that are copies of theme-classic's
 * (theme/DocBreadcrumbs, theme/DocSidebarItem/Category) or rebuild it from its
 * internal hooks (theme/Navbar/MobileSidebar): the private exports they import
 * and the originals they follow, checked when the build starts
 * (docusaurus-plugin-route-shards/checks), so a theme update that changes an
 * original or drops an export stops the build naming the file.
 */
import {contains, exportsName, importsExactly, type InternalsContract} from 'docusaurus-plugin-route-shards/checks';

const RANGE = '>=3.10.0 <4.0.0';

export const NAVIGATION_THEME_CONTRACTS: readonly InternalsContract[] = [
  {
    part: 'src/features/navigation (theme copies)',
    packageName: '@docusaurus/theme-common',
    supported: RANGE,
    files: [
      {
        file: 'lib/internal.d.ts',
        why: 'private exports the copies import from @docusaurus/theme-common/internal',
        shapes: [
          exportsName('useHomePageRoute'),
          exportsName('isSamePath'),
          exportsName('useLockBodyScroll'),
          exportsName('useNavbarMobileSidebar'),
        ],
      },
    ],
  },
  {
    part: 'src/features/navigation (theme copies)',
    packageName: '@docusaurus/theme-classic',
    supported: RANGE,
    files: [
      {
        file: 'lib/theme/DocBreadcrumbs/index.js',
        why: 'theme/DocBreadcrumbs is a copy with the site’s trail for unlisted pages',
        shapes: [
          importsExactly([
            'react',
            'clsx',
            '@docusaurus/theme-common',
            '@docusaurus/plugin-content-docs/client',
            '@docusaurus/theme-common/internal',
            '@docusaurus/Link',
            '@docusaurus/Translate',
            '@theme/DocBreadcrumbs/Items/Home',
            '@theme/DocBreadcrumbs/StructuredData',
            './styles.module.css',
          ]),
        ],
      },
      {
        file: 'lib/theme/DocSidebarItem/Category/index.js',
        why: 'theme/DocSidebarItem/Category is a copy with icons, activeMatch and lazily loaded children',
        shapes: [
          importsExactly([
            'react',
            'clsx',
            '@docusaurus/theme-common',
            '@docusaurus/theme-common/internal',
            '@docusaurus/plugin-content-docs/client',
            '@docusaurus/Link',
            '@docusaurus/Translate',
            '@docusaurus/useIsBrowser',
            '@theme/DocSidebarItems',
            '@theme/DocSidebarItem/Link',
            './styles.module.css',
          ]),
          contains('function useAutoExpandActiveCategory(', 'function useAutoExpandActiveCategory'),
          contains('function useCategoryHrefWithSSRFallback(', 'function useCategoryHrefWithSSRFallback'),
        ],
      },
      {
        file: 'lib/theme/Navbar/MobileSidebar/index.js',
        why: 'theme/Navbar/MobileSidebar draws the theme’s drawer with its menus on first open',
        shapes: [
          importsExactly([
            'react',
            '@docusaurus/theme-common/internal',
            '@theme/Navbar/MobileSidebar/Layout',
            '@theme/Navbar/MobileSidebar/Header',
            '@theme/Navbar/MobileSidebar/PrimaryMenu',
            '@theme/Navbar/MobileSidebar/SecondaryMenu',
          ]),
          contains('useLockBodyScroll(mobileSidebar.shown)'),
        ],
      },
    ],
  },
];
