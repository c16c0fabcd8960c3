/**
 * Catalog logic: the pages below a path, level by level, from
 * the section's sidebar. Pure, so units can test it without React.
 */

/** The subset of Docusaurus's PropSidebarItem the catalog reads. */
export type SidebarNode =
  | {
      readonly type: 'link';
      readonly href: string;
      readonly label: string;
      readonly docId?: string;
      readonly unlisted?: boolean;
      readonly customProps?: Readonly<Record<string, unknown>>;
      /** The page's description, where the sidebar carries it (src/features/catalog). */
      readonly description?: string;
    }
  | {
      readonly type: 'category';
      readonly href?: string;
      readonly label: string;
      readonly items: readonly SidebarNode[];
      readonly linkUnlisted?: boolean;
    }
  | {readonly type: 'html'};

export interface CatalogNode {
  readonly label: string;
  readonly href?: string;
  readonly docId?: string;
  /** The page's `cover` image (frontmatter), shown on its card. */
  readonly cover?: string;
  /** The page's description, when its sidebar data carries it (src/features/catalog). */
  readonly description?: string;
  readonly children: readonly CatalogNode[];
}

const normalise = (href: string): string => {
  const clean = href.split(/[?#]/)[0] ?? href;
  return clean.endsWith('/') ? clean : `${clean}/`;
};

function toCatalog(items: readonly SidebarNode[], depth: number, exclude: string): CatalogNode[] {
  if (depth <= 0) return [];
  return items.flatMap((item): CatalogNode[] => {
    if (item.type === 'link') {
      if (item.unlisted || normalise(item.href) === exclude) return [];
      const cover = typeof item.customProps?.cover === 'string' ? item.customProps.cover : undefined;
      return [
        {
          label: item.label,
          href: item.href,
          docId: item.docId,
          ...(cover ? {cover} : {}),
          ...(item.description ? {description: item.description} : {}),
          children: [],
        },
      ];
    }
    if (item.type === 'category') {
      const children = toCatalog(item.items, depth - 1, exclude);
      const href = item.href && !item.linkUnlisted ? item.href : undefined;
      if (!href && children.length === 0) return [];
      return [{label: item.label, href, children}];
    }
    return [];
  });
}

function findCategory(items: readonly SidebarNode[], path: string): readonly SidebarNode[] | null {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href && normalise(item.href) === path) return item.items;
    const inner = findCategory(item.items, path);
    if (inner) return inner;
  }
  return null;
}

function hrefsUnder(items: readonly SidebarNode[], path: string): SidebarNode[] {
  return items.flatMap((item): SidebarNode[] => {
    const href = item.type === 'html' ? undefined : item.href;
    if (href && normalise(href) !== path && normalise(href).startsWith(path)) return [item];
    return item.type === 'category' ? hrefsUnder(item.items, path) : [];
  });
}

/**
 * Children of `path`, up to `depth` levels: the items of the sidebar category
 * whose index page is `path`, or else every top-level item below `path`
 * (a section landing lists the whole section).
 */
export function catalogFor(sidebars: readonly (readonly SidebarNode[])[], path: string, depth: number): CatalogNode[] {
  const base = normalise(path);
  for (const sidebar of sidebars) {
    const category = findCategory(sidebar, base);
    if (category) return toCatalog(category, depth, base);
  }
  const below = sidebars.flatMap((sidebar) => hrefsUnder(sidebar, base));
  return toCatalog(below, depth, base);
}
