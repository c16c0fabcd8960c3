/**
 * The browser's store of sidebar category children (plugin/sidebarSkeleton.cjs says
 * which categories arrive without them). The version data module adopts its
 * sidebars when it runs; a route shard registers the children of the
 * categories above its pages when it runs (both before a page hydrates or
 * a navigation renders). Whichever comes second puts the children into the
 * category object itself, so every reader of the sidebar (the theme's active
 * item, auto-expand and breadcrumbs, our breadcrumb trail, the phone drawer)
 * sees whole categories on the active page's path without knowing about this.
 * A category expanded by the reader loads the shard of a page below it
 * (`loadChildren`); its component re-renders when they arrive (`subscribe`).
 */
import type {PropSidebarItem, PropSidebarItemCategory} from '@docusaurus/plugin-content-docs';

/** How a category whose children were left out of the skeleton gets them. */
export interface LazyItems {
  readonly key: string;
  /** A page whose route shard registers the children. */
  readonly path: string;
  /** The first link below the category, for a category without a page of its own (server-rendered link). */
  readonly firstLink?: string;
}

type LazyCategory = PropSidebarItemCategory & {lazyItems?: LazyItems};

/** The placeholder's class (plugin/sidebarSkeleton.cjs PENDING_CLASS). */
export const PENDING_CLASS = 'route-shards-sidebar-pending';

const categories = new Map<string, LazyCategory>();
const children = new Map<string, PropSidebarItem[]>();
const listeners = new Set<() => void>();
let loader: ((path: string) => Promise<void>) | undefined;

function fill(category: LazyCategory, items: PropSidebarItem[]): void {
  category.items = items;
  adoptItems(items);
}

function adoptItems(items: readonly PropSidebarItem[]): void {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const {lazyItems} = item as LazyCategory;
    if (lazyItems) {
      categories.set(lazyItems.key, item);
      const loaded = children.get(lazyItems.key);
      if (loaded && isPending(item)) fill(item, loaded);
    }
    adoptItems(item.items);
  }
}

/** Each docs version's sidebars as adopted (`<pluginId>/<version>`), filled in place as shards arrive. */
const versionSidebars = new Map<string, Readonly<Record<string, readonly PropSidebarItem[]>>>();

/** Called by a version data module with its sidebars (skeletons); fills what shards already registered. */
export function adoptSidebars(
  sidebars: Readonly<Record<string, readonly PropSidebarItem[]>>,
  pluginId?: string,
  version?: string,
): void {
  if (pluginId !== undefined && version !== undefined) versionSidebars.set(`${pluginId}/${version}`, sidebars);
  for (const items of Object.values(sidebars)) adoptItems(items);
}

const withoutTrailingSlash = (href: string): string => href.replace(/\/+$/, '') || '/';

function links(items: readonly PropSidebarItem[], page: string): boolean {
  return items.some(
    (item) =>
      (item.type === 'link' && withoutTrailingSlash(item.href) === page) ||
      (item.type === 'category' &&
        ((item.href !== undefined && withoutTrailingSlash(item.href) === page) || links(item.items, page))),
  );
}

/**
 * The sidebar of a docs version that links a page, once the version's data has run: what
 * the global data's page list (emptied in the browser) told the navbar. The categories
 * above the page are whole before it renders, so the page's link is found.
 */
export function sidebarOfPage(pluginId: string, version: string, pathname: string): string | undefined {
  const sidebars = versionSidebars.get(`${pluginId}/${version}`);
  if (!sidebars) return undefined;
  const page = withoutTrailingSlash(pathname);
  return Object.entries(sidebars).find(([, items]) => links(items, page))?.[0];
}

/** Called by a route shard with the children of the categories above its pages. */
export function registerSidebarChildren(record: Readonly<Record<string, PropSidebarItem[]>>): void {
  for (const [key, items] of Object.entries(record)) if (!children.has(key)) children.set(key, items);
  for (const key of Object.keys(record)) {
    const category = categories.get(key);
    const items = children.get(key);
    if (category && items && isPending(category)) fill(category, items);
  }
  for (const listener of listeners) listener();
}

/** Whether a category still holds the placeholder instead of its children. */
export function isPending(item: PropSidebarItem): boolean {
  if (item.type !== 'category' || (item as LazyCategory).lazyItems === undefined) return false;
  const [first] = item.items;
  return item.items.length === 1 && first?.type === 'html' && first.className === PENDING_CLASS;
}

/** The category's lazy-loading facts, if its children were left out of the skeleton. */
export function lazyItemsOf(item: PropSidebarItem): LazyItems | undefined {
  return item.type === 'category' ? (item as LazyCategory).lazyItems : undefined;
}

/** Starts loading a pending category's children (once; a failed load may be retried). */
export function loadChildren(item: PropSidebarItem): void {
  const lazy = lazyItemsOf(item);
  if (!lazy || !isPending(item) || !loader) return;
  loader(lazy.path).catch(() => undefined);
}

/** Set once by the browser's route shards (routeShards.ts), which bring the children. */
export function setChildrenLoader(load: (path: string) => Promise<void>): void {
  loader = load;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
