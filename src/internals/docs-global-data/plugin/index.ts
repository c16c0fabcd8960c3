/**
 * Docusaurus plugin: the docs sections' page lists leave the browser's copy
 * of the global data (globalDataLoader.cjs), so the first load does not grow
 * with the site. The build stops if the navbar uses an item type whose theme
 * component reads those lists.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileLoaderPlugin, type InternalsPin} from '../../internals-pin/plugin';

export const PIN: InternalsPin = {
  part: 'src/internals/docs-global-data',
  packageName: '@docusaurus/plugin-content-docs',
  writtenFor: '3.10.2',
  // Where the global data is written, and the client code that reads its page lists.
  files: ['lib/index.js', 'lib/globalData.js', 'lib/client/docsClientUtils.js', 'lib/client/docsUtils.js'],
};

/** Navbar item types whose theme components look pages up in the global data's lists. */
export const LIST_READING_ITEMS = ['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'] as const;

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

const loaderPlugin = generatedFileLoaderPlugin({
  name: 'tessera-docs-global-data',
  pin: PIN,
  generatedFile: 'globalData.json',
  loader: 'src/internals/docs-global-data/plugin/globalDataLoader.cjs',
});

export default function docsGlobalDataPlugin(context: LoadContext): Plugin {
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: NavbarItemLike[]}}).navbar;
  const found = listReadingItems(navbar?.items ?? []);
  if (found.length > 0) {
    throw new Error(
      `src/internals/docs-global-data/plugin: the navbar has items of type ${[...new Set(found)].join(', ')}, whose theme components read the docs page lists this plugin removes from the browser bundle; use links, or drop the plugin`,
    );
  }
  return loaderPlugin(context);
}
