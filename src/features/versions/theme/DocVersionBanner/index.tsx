/**
 * The notice at the top of a docs page of an older release (src/lib/client/ReleaseNotice): the
 * link to the current release keeps the heading being read. Such a page stays in the sitemap for
 * those who need the older release.
 */
import type {ReactNode} from 'react';
import ReleaseNotice from '../../../../lib/client/ReleaseNotice';
import {useFollowRelease, usePageReleases} from '../../client/usePageReleases';

export default function DocVersionBanner(): ReactNode {
  const releases = usePageReleases();
  const follow = useFollowRelease();
  const current = releases?.links.find((link) => link.release === releases.current);
  if (!releases || releases.release === releases.current || !current) return null;
  return (
    <ReleaseNotice
      release={releases.release}
      current={releases.current}
      to={current.to}
      exact={current.exact}
      onFollow={(event) => follow(current, event)}
    />
  );
}
