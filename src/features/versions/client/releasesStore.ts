/**
 * The releases of the docs page being shown, handed from the page (which has them in its
 * frontmatter) to the sidebar's version menu, which the theme renders outside the page. Keyed
 * by pathname; until the page has handed them over (the server render, the first client
 * render), the menu knows only the release being read, from the address (`releasesFromPath`).
 */
import {useEffect, useSyncExternalStore} from 'react';
import {siteConfig} from '@site/site.config';
import {releaseOfPath} from '@site/src/lib/shared/releases';
import type {PageReleases} from '../shared/releases';

let shown: {readonly pathname: string; readonly releases: PageReleases} | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by the page: its releases while it is shown at `pathname`. */
export function usePublishReleases(pathname: string, releases: PageReleases | undefined): void {
  useEffect(() => {
    if (!releases) return undefined;
    const entry = {pathname, releases};
    shown = entry;
    listeners.forEach((listener) => listener());
    return () => {
      if (shown === entry) shown = null;
    };
  }, [pathname, releases]);
}

/** The releases the page at `pathname` handed over, or undefined (not yet, or none). */
export function usePublishedReleases(pathname: string): PageReleases | undefined {
  const entry = useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
  return entry?.pathname === pathname ? entry.releases : undefined;
}

/**
 * The releases of a page read from its address: the same path in every supported release,
 * whether or not each has the page (only the page knows; the menu lists none of these).
 */
export function releasesFromPath(pathname: string, baseUrl: string): PageReleases | undefined {
  const release = releaseOfPath(pathname);
  if (release === undefined) return undefined;
  const {current, supported} = siteConfig.releases;
  const local = pathname.slice(baseUrl.length - 1);
  const section = siteConfig.sections.find(
    (s) => 'versioned' in s && s.versioned && local.startsWith(`/${s.routeBasePath}/`),
  );
  if (!section) return undefined;
  const base = `/${section.routeBasePath}/`;
  const rest = local
    .slice(base.length)
    .replace(release === current ? /^/ : new RegExp(`^${release.replace('.', '\\.')}/`), '');
  return {
    release,
    current,
    links: supported.map((r) => ({release: r, to: `${base}${r === current ? '' : `${r}/`}${rest}`, exact: true})),
  };
}
