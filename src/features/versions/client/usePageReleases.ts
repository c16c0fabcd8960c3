/**
 * The releases of the docs page being shown (frontmatter written at build time), and the
 * click handler that follows a release link to the heading being read when that release's
 * page has it.
 */
import {useCallback, type MouseEvent} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {pageReleasesOf, releaseTarget, type PageReleases, type ReleaseLink} from '../shared/releases';

/** The page's releases; undefined on a page of a section without versions, or outside a docs page. */
export function usePageReleases(): PageReleases | undefined {
  let frontMatter: Readonly<Record<string, unknown>> | undefined;
  try {
    // The theme renders these slots on a docs page; a generated category page has no doc (the hook throws there).
    // eslint-disable-next-line react-hooks/rules-of-hooks -- called on every render; the try only turns its "no doc here" error into undefined
    frontMatter = useDoc().frontMatter as Readonly<Record<string, unknown>>;
  } catch {
    frontMatter = undefined;
  }
  return frontMatter ? pageReleasesOf(frontMatter) : undefined;
}

/** A plain click on a release link goes to the page with the heading being read, when that page has it. */
export function useFollowRelease(): (link: ReleaseLink, event: MouseEvent<HTMLAnchorElement>) => void {
  const history = useHistory();
  const siteBase = useBaseUrl('/');
  return useCallback(
    (link, event) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      history.push(`${siteBase}${releaseTarget(link, window.location.hash).slice(1)}`);
    },
    [history, siteBase],
  );
}
