/**
 * The notice at the top of a page of an older release: which release it describes, and a
 * link to the same page in the current release (or, where that release no longer has the
 * page, to its nearest section there), keeping the heading being read. Such a page names the
 * current release's page as its canonical address, so search engines send readers there; it
 * stays in the sitemap for those who need the older release.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {useFollowRelease, usePageReleases} from '../../client/usePageReleases';

export default function DocVersionBanner(): ReactNode {
  const releases = usePageReleases();
  const follow = useFollowRelease();
  const {siteConfig} = useDocusaurusContext();
  const current = releases?.links.find((link) => link.release === releases.current);
  const canonical = useBaseUrl(current?.to ?? '/');
  if (!releases || releases.release === releases.current || !current) return null;
  return (
    <div className="alert alert--warning margin-bottom--md tessera-release-notice" role="note">
      {current.exact && (
        <Head>
          <link rel="canonical" href={`${siteConfig.url}${canonical}`} />
          <meta property="og:url" content={`${siteConfig.url}${canonical}`} />
        </Head>
      )}
      <p className="margin-bottom--none">
        {translate(
          {
            id: 'versions.notice.older',
            message: 'This page describes release {release}. The current release is {current}.',
          },
          {release: releases.release, current: releases.current},
        )}{' '}
        <Link to={current.to} onClick={(event) => follow(current, event)} data-release={current.release}>
          {current.exact
            ? translate(
                {id: 'versions.notice.samePage', message: 'This page in release {current}'},
                {current: releases.current},
              )
            : translate(
                {id: 'versions.notice.parent', message: 'Release {current} has no such page: open its section'},
                {current: releases.current},
              )}
        </Link>
      </p>
    </div>
  );
}
