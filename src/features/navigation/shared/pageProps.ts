/**
 * The fields of a page's frontmatter that the theme shows around
 * the page rather than in it: its `icon` in the sidebar and breadcrumb, its
 * `cover` on its catalog card, `breadcrumbExclude` leaving its level out of
 * breadcrumbs. They travel as the custom props of the page's sidebar item
 * (src/features/navigation/plugin) and of the category a folder's index page links.
 */
export type PageSidebarProps = {
  readonly icon?: string;
  readonly cover?: string;
  readonly breadcrumbExclude?: true;
};

export function pageSidebarProps(frontMatter: Readonly<Record<string, unknown>>): PageSidebarProps {
  const {icon, cover, breadcrumbExclude} = frontMatter;
  return {
    ...(typeof icon === 'string' ? {icon} : {}),
    ...(typeof cover === 'string' ? {cover} : {}),
    ...(breadcrumbExclude === true ? {breadcrumbExclude} : {}),
  };
}
