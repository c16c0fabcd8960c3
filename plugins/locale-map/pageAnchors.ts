/**
 * The current page's section anchors paired with its translation's, handed
 * from the docs page (which has them in its frontmatter, `locale_anchors`,
 * put there at build time by docusaurus.config.ts) to the language switch
 * and the locale modal, which live outside the page. Each page carries only
 * its own pairs, so nothing grows the first load of other pages.
 */
import {useEffect, useSyncExternalStore} from 'react';
import type {AnchorPairs} from './headings';

/** Frontmatter field that carries a docs page's anchor pairs. */
export const LOCALE_ANCHORS_FIELD = 'locale_anchors';

interface Entry {
  readonly pathname: string;
  readonly pairs: AnchorPairs;
}

let current: Entry | null = null;
const listeners = new Set<() => void>();

function publish(next: Entry | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): Entry | null => current;
const getServerSnapshot = (): Entry | null => null;

/** Reads the pairs from a page's frontmatter, ignoring anything malformed. */
export function anchorPairsOf(frontMatter: Readonly<Record<string, unknown>>): AnchorPairs | undefined {
  const value = frontMatter[LOCALE_ANCHORS_FIELD];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  // The same object on every render (the page's frontmatter is a module constant), so effects keyed on it settle.
  return Object.values(value).every((id) => typeof id === 'string') ? (value as AnchorPairs) : undefined;
}

/** Called by the docs page: its anchors are known while it is shown at `pathname`. */
export function usePublishPageAnchors(pathname: string, pairs: AnchorPairs | undefined): void {
  useEffect(() => {
    if (pairs === undefined) return undefined;
    const entry = {pathname, pairs};
    publish(entry);
    return () => {
      if (current === entry) publish(null);
    };
  }, [pathname, pairs]);
}

/** The anchor pairs of the page shown at `pathname`, once it has published them. */
export function usePageAnchors(pathname: string): AnchorPairs | undefined {
  const entry = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return entry?.pathname === pathname ? entry.pairs : undefined;
}
