/**
 * Breadcrumb rules of the old site's frontmatter, pure for units:
 * - a page its sidebar does not list (`index: false`) gets the categories of
 *   the folder it lives in, then itself, as if it stood in the sidebar beside
 *   its listed siblings;
 * - a level whose page says `breadcrumbExclude: true` (a page, or a folder's
 *   index page for the folder's category) is left out;
 * - each level shows its page's `icon`.
 * Both travel in the sidebar items' custom props (src/features/frontmatter).
 */

type CustomProps = Readonly<Record<string, unknown>>;

/** The subset of Docusaurus's PropSidebarItem this module reads. */
export type TrailItem =
  | {
      readonly type: 'link';
      readonly href: string;
      readonly label: string;
      readonly docId?: string;
      readonly customProps?: CustomProps;
    }
  | {
      readonly type: 'category';
      readonly href?: string;
      readonly label: string;
      readonly items: readonly TrailItem[];
      readonly linkUnlisted?: boolean;
      readonly customProps?: CustomProps;
    }
  | {readonly type: 'html'};

export type TrailCategory = Extract<TrailItem, {type: 'category'}>;

function folderOf(docId: string): string {
  const slash = docId.lastIndexOf('/');
  return slash < 0 ? '' : docId.slice(0, slash);
}

/** The categories leading to the first link whose doc lives in `folder`, outermost first. */
function categoriesOfFolder(
  items: readonly TrailItem[],
  folder: string,
  trail: readonly TrailCategory[] = [],
): TrailCategory[] | null {
  for (const item of items) {
    if (item.type === 'link' && item.docId !== undefined && folderOf(item.docId) === folder) return [...trail];
    if (item.type === 'category') {
      const found = categoriesOfFolder(item.items, folder, [...trail, item]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The categories above a page with doc id `docId` that no sidebar item lists:
 * those of its own folder, else of the nearest folder above it that the
 * sidebar lists a page of; none at the top of the section.
 */
export function unlistedPageCategories(items: readonly TrailItem[], docId: string): TrailCategory[] {
  for (let folder = folderOf(docId); folder !== ''; folder = folderOf(folder)) {
    const found = categoriesOfFolder(items, folder);
    if (found) return found;
  }
  return [];
}

/** Whether a breadcrumb from the sidebar ends at the page (the page is listed). */
export function endsAtPage(breadcrumbs: readonly TrailItem[], permalink: string): boolean {
  const last = breadcrumbs[breadcrumbs.length - 1];
  return last !== undefined && last.type !== 'html' && last.href === permalink;
}

/** The levels a breadcrumb shows: those whose page does not ask to be left out (`breadcrumbExclude`). */
export function shownLevels<T extends TrailItem>(breadcrumbs: readonly T[]): T[] {
  return breadcrumbs.filter((item) => item.type === 'html' || item.customProps?.breadcrumbExclude !== true);
}

/** The icon name a level's page gives (`icon`), if any. */
export function levelIcon(item: TrailItem): string | undefined {
  const icon = item.type === 'html' ? undefined : item.customProps?.icon;
  return typeof icon === 'string' ? icon : undefined;
}
