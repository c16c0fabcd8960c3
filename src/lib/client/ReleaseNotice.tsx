/**
 * The notice at the top of a page of an older release: which release it describes, and a link to
 * the same page in the current release (or, where that release no longer has the page, to its
 * nearest section there). The same page of the current release is named as the canonical
 * address, so search engines send readers there. Docs pages (src/features/versions) and protected
 * pages (src/features/encrypt) both show it, so it lives here rather than in either feature.
 */
import type {MouseEvent, ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';

export interface ReleaseNoticeProps {
  /** The release the page describes. */
  readonly release: string;
  /** The current release. */
  readonly current: string;
  /** The same page in the current release, or its nearest section there. */
  readonly to: string;
  /** Whether `to` is the same page (else a section). */
  readonly exact: boolean;
  /** Called on a click of the link (the docs page keeps the heading being read). */
  readonly onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export default function ReleaseNotice({release, current, to, exact, onFollow}: ReleaseNoticeProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const canonical = useBaseUrl(to);
  return (
    <div className="alert alert--warning margin-bottom--md tessera-release-notice" role="note">
      {exact && (
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
          {release, current},
        )}{' '}
        <Link to={to} onClick={onFollow} data-release={current}>
          {exact
            ? translate({id: 'versions.notice.samePage', message: 'This page in release {current}'}, {current})
            : translate(
                {id: 'versions.notice.parent', message: 'Release {current} has no such page: open its section'},
                {current},
              )}
        </Link>
      </p>
    </div>
  );
}
