/**
 * Part docs-global-data: the docs instances' page lists leave the browser's
 * copy of the global data (globalDataLoader.cjs), so the first load does not
 * grow with the site. The build stops if the navbar uses an item type whose
 * theme component reads those lists.
 */
import {generatedFileTest, ownFile, type Part} from './part';

/**
 * Navbar item types whose theme components look pages up in the global data's lists.
 * `docSidebar` is not one: the plugin's own item (theme/NavbarItem/DocSidebarNavbarItem)
 * reads the page's sidebar from the version's sidebars instead.
 */
export const LIST_READING_ITEMS = ['doc', 'docsVersion', 'docsVersionDropdown'] as const;

interface NavbarItemLike {
  readonly type?: string;
  readonly items?: readonly NavbarItemLike[];
}

/** The navbar items (dropdown items included) whose type needs the lists, by type. */
export function listReadingItems(items: readonly NavbarItemLike[]): string[] {
  return items.flatMap((item) => [
    ...((LIST_READING_ITEMS as readonly string[]).includes(item.type ?? '') ? [item.type as string] : []),
    ...listReadingItems(item.items ?? []),
  ]);
}

export const docsGlobalData: Part = (context) => {
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: NavbarItemLike[]}}).navbar;
  const found = listReadingItems(navbar?.items ?? []);
  if (found.length > 0) {
    throw new Error(
      `docusaurus-plugin-route-shards (docs-global-data): the navbar has items of type ${[...new Set(found)].join(', ')}, whose theme components read the docs page lists this plugin removes from the browser bundle; use links, or switch the plugin off`,
    );
  }
  return {
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {rules: [{test: generatedFileTest('globalData.json'), use: [ownFile('plugin/globalDataLoader.cjs')]}]},
      };
    },
  };
};
