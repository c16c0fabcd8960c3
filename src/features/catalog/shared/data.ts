/**
 * What a catalog outside the docs needs from a docs instance, and which
 * instances a `<Catalog />` needs. Pure, so units test it without a build.
 */
import type {SidebarNode} from './catalogTree';

/** A docs instance whose sidebars a catalog can list: its id and route base (no slashes). */
export interface CatalogSourceConfig {
  /** The data file's name: the docs instance's id, or `<id>@<release>` for an older release of a versioned section. */
  readonly id: string;
  readonly routeBasePath: string;
  /** The docs instance, when `id` names one of its older releases. */
  readonly docsId?: string;
  /** The docs version (Docusaurus's version name) the source lists; the current one when absent. */
  readonly version?: string;
}

/** One instance's sidebars as a catalog reads them: labels, links, covers and descriptions. */
export interface CatalogSource {
  readonly sidebars: readonly (readonly SidebarNode[])[];
}

/** The subset of Docusaurus's PropSidebarItem this module reads. */
export type PropItem =
  | {
      readonly type: 'link';
      readonly href: string;
      readonly label: string;
      readonly docId?: string;
      readonly unlisted?: boolean;
      readonly customProps?: Readonly<Record<string, unknown>>;
    }
  | {
      readonly type: 'category';
      readonly href?: string;
      readonly label: string;
      readonly items: readonly PropItem[];
      readonly linkUnlisted?: boolean;
    }
  | {readonly type: 'html'};

/**
 * Sidebar items with only what the catalog shows, each page's description
 * (from `describe`) carried on its link; unlisted pages and HTML items are dropped.
 */
export function compactSidebar(
  items: readonly PropItem[],
  describe: (docId: string) => string | undefined,
): SidebarNode[] {
  return items.flatMap((item): SidebarNode[] => {
    if (item.type === 'link') {
      if (item.unlisted) return [];
      const cover = typeof item.customProps?.cover === 'string' ? item.customProps.cover : undefined;
      const description = item.docId ? describe(item.docId) : undefined;
      return [
        {
          type: 'link',
          href: item.href,
          label: item.label,
          ...(description ? {description} : {}),
          ...(cover ? {customProps: {cover}} : {}),
        },
      ];
    }
    if (item.type === 'category') {
      const href = item.href && !item.linkUnlisted ? item.href : undefined;
      return [
        {type: 'category', label: item.label, ...(href ? {href} : {}), items: compactSidebar(item.items, describe)},
      ];
    }
    return [];
  });
}

/** Route path without the locale prefix (`/en/control/` → `/control/`), with a trailing slash. */
function sitePath(path: string, localePrefixes: readonly string[]): string {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  const prefix = localePrefixes.find((p) => withSlash.startsWith(p));
  return prefix ? withSlash.slice(prefix.length - 1) : withSlash;
}

/**
 * The instances a catalog of `path` may list: those whose route base is
 * below `path` or holds it. Without a known path (none given, or an
 * expression), all of them.
 */
export function sourcesForPath(
  path: string | undefined,
  sources: readonly CatalogSourceConfig[],
  localePrefixes: readonly string[] = [],
): string[] {
  if (path === undefined) return sources.map((s) => s.id);
  const target = sitePath(path, localePrefixes);
  return sources
    .filter((s) => {
      const base = `/${s.routeBasePath}/`;
      return target.startsWith(base) || base.startsWith(target);
    })
    .map((s) => s.id);
}
