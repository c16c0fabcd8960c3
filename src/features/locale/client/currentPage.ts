/**
 * What the language switch and the locale modal, which live outside the
 * page, need to know from the page being shown:
 * - a translated docs page's section anchors paired with each counterpart's,
 *   per locale (in its frontmatter, `locale_anchors`, put there at build time by
 *   docusaurus.config.ts); each page carries only its own pairs, so nothing
 *   grows the first load of other pages;
 * - that the page is the 404 page.
 * The page publishes it while it is shown; readers get it for their pathname only.
 */
import {createPageStore} from '@site/src/lib/client/pageStore';
import type {AnchorPairs} from '../shared/anchorPairs';
import type {LocaleAnchors} from '../shared/localeMapQueries';

/** Frontmatter field that carries a docs page's anchor pairs. */
export const LOCALE_ANCHORS_FIELD = 'locale_anchors';

export interface CurrentPage {
  readonly anchors?: LocaleAnchors;
  readonly notFound?: boolean;
}

/** What the 404 page publishes. */
export const NOT_FOUND_PAGE: CurrentPage = {notFound: true};

const store = createPageStore<CurrentPage>();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isPairs = (value: unknown): value is AnchorPairs =>
  isRecord(value) && Object.values(value).every((id) => typeof id === 'string');

/** Reads the pairs (per target locale) from a page's frontmatter, ignoring anything malformed. */
export function anchorPairsOf(frontMatter: Readonly<Record<string, unknown>>): LocaleAnchors | undefined {
  const value = frontMatter[LOCALE_ANCHORS_FIELD];
  // The same object on every render (the page's frontmatter is a module constant), so effects keyed on it settle.
  return isRecord(value) && Object.values(value).every(isPairs) ? (value as LocaleAnchors) : undefined;
}

/** Called by the page: what it tells while it is shown at `pathname`. Pass a stable object. */
export const usePublishCurrentPage: (pathname: string, page: CurrentPage | undefined) => void = store.usePublish;

/** What the page shown at `pathname` published, once it has. */
export const useCurrentPage: (pathname: string) => CurrentPage | undefined = store.useShown;
