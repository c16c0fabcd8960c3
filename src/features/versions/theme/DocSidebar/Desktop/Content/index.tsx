/**
 * The desktop sidebar with the version menu at its top in a versioned section: it stays in
 * reach wherever the reader is in the page, so switching release keeps the heading being read.
 * The page hands the menu its releases once it is shown (after hydration); the server's HTML
 * has the button alone.
 */
import type {ReactNode} from 'react';
import Content from '@theme-init/DocSidebar/Desktop/Content';
import type {Props} from '@theme/DocSidebar/Desktop/Content';
import ReleaseMenu from '../../../../client/ReleaseMenu';
import {releasesFromPath, usePublishedReleases} from '../../../../client/releasesStore';

export default function DocSidebarDesktopContentWrapper(props: Props): ReactNode {
  // Until the page hands its releases over, the button names the release from the address and the
  // list is empty: an address is listed only once the page says that release has it.
  const releases = usePublishedReleases(props.path) ?? releasesFromPath(props.path);
  return (
    <>
      {releases && <ReleaseMenu releases={releases} placement="sidebar" />}
      <Content {...props} />
    </>
  );
}
