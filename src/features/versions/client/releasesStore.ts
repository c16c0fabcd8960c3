/**
 * The releases of the docs page being shown, handed from the page (which has them in its
 * frontmatter) to the sidebar's version menu, which the theme renders outside the page
 * (src/lib/client/pageStore.ts). Until the page has handed them over (the server render,
 * hydration), the menu knows only the release being read, from the address (`releasesFromPath`).
 */
import {siteConfig} from '@site/site.config';
import {createPageStore} from '@site/src/lib/client/pageStore';
import {releaseOfPath} from '@site/src/lib/shared/releases';
import type {PageReleases} from '../shared/releases';

const store = createPageStore<PageReleases>();

/** Called by the page: its releases while it is shown at `pathname`. */
export const usePublishReleases: (pathname: string, releases: PageReleases | undefined) => void = store.usePublish;

/** The releases the page at `pathname` handed over, or undefined (not yet, or none). */
export const usePublishedReleases: (pathname: string) => PageReleases | undefined = store.useShown;

/**
 * What the address alone tells of a page's releases: the release being read and the current
 * one, and no entries (only the page knows which releases have it).
 */
export function releasesFromPath(pathname: string): PageReleases | undefined {
  const release = releaseOfPath(pathname);
  return release === undefined ? undefined : {release, current: siteConfig.releases.current, links: []};
}
