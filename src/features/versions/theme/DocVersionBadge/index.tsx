/**
 * The theme's version badge slot, under the breadcrumbs: the page hands its releases to the
 * sidebar's version menu, and shows the menu here where the sidebar does not (a phone, where
 * the sidebar is in the drawer, or a page without a sidebar).
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ReleaseMenu from '../../client/ReleaseMenu';
import {usePageReleases} from '../../client/usePageReleases';
import {usePublishReleases} from '../../client/releasesStore';

/** Hidden where the desktop sidebar shows the menu (the breakpoint of siteConfig.breakpoints, desktopMin). */
const HIDE_BESIDE_SIDEBAR =
  '@media (min-width: 720px) { .main-wrapper:has(.theme-doc-sidebar-container) .tessera-release-menu--article { display: none !important; } }';

export default function DocVersionBadge(): ReactNode {
  const releases = usePageReleases();
  usePublishReleases(useLocation().pathname, releases);
  if (!releases) return null;
  return (
    <>
      {/* As inner HTML: the build minifies the page's CSS text, which React would otherwise compare at hydration. */}
      <style dangerouslySetInnerHTML={{__html: HIDE_BESIDE_SIDEBAR}} />
      <ReleaseMenu releases={releases} placement="article" />
    </>
  );
}
