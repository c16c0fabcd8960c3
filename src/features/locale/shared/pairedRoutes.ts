/**
 * The routes a locale shares with another, as every page's first load carries
 * them: a folder whose every page the other locale has too (an English-source
 * section shown in both languages, a fully translated guide) is one prefix
 * instead of a list of its pages, so the list grows with the pages that are
 * translated one by one, not with the size of the site. Browser-safe: no Node
 * imports.
 */

export interface PairedRoutes {
  /** Folder prefixes (`/api/`) under which every route of this locale exists in the other. */
  readonly folders: readonly string[];
  /** Paired routes outside those folders. */
  readonly routes: readonly string[];
}

/** What the switch and the `hreflang` tags ask of the paired routes. */
export type PairedLookup = Pick<ReadonlySet<string>, 'has'>;

export const NO_PAIRED_ROUTES: PairedRoutes = {folders: [], routes: []};

/** The folder prefixes of a route, shortest first, the route itself included: `/a/b/` → `/a/`, `/a/b/`. */
function prefixesOf(route: string): string[] {
  const parts = route.split('/').filter(Boolean);
  return parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}/`);
}

/**
 * `paired` (a subset of `all`, the routes of the locale being built) as
 * folders and single routes. A folder is used when it holds at least two
 * routes and all of them are paired; the site root never is (a path outside
 * every page must not look paired).
 */
export function compactPaired(all: readonly string[], paired: readonly string[]): PairedRoutes {
  const pairedSet = new Set(paired);
  const folders = new Map<string, {count: number; allPaired: boolean}>();
  for (const route of all) {
    for (const prefix of prefixesOf(route)) {
      const folder = folders.get(prefix) ?? {count: 0, allPaired: true};
      folder.count += 1;
      folder.allPaired &&= pairedSet.has(route);
      folders.set(prefix, folder);
    }
  }
  const chosen: string[] = [];
  const byDepth = [...folders.entries()].sort(([a], [b]) => a.length - b.length || a.localeCompare(b));
  for (const [prefix, {count, allPaired}] of byDepth) {
    if (!allPaired || count < 2 || chosen.some((outer) => prefix.startsWith(outer))) continue;
    chosen.push(prefix);
  }
  const routes = paired.filter((route) => !chosen.some((folder) => route.startsWith(folder)));
  return {folders: chosen, routes};
}

/** Whether a locale-neutral route is paired. */
export function pairedLookup(paired: PairedRoutes): PairedLookup {
  const routes = new Set(paired.routes);
  return {has: (route) => routes.has(route) || paired.folders.some((folder) => route.startsWith(folder))};
}
