/**
 * Docusaurus plugin: every docs page loads its version's data without the
 * `docs` map of every page's title and description, and with its sidebars as
 * skeletons whose collapsed categories' children come with the route shard of
 * a page below them (versionDataLoader.cjs, sidebarSkeleton.cjs,
 * sidebarChildren.ts), so what a docs page downloads first does not grow with
 * its section. Once all content has loaded it writes each version's full
 * sidebars and, per page, the categories it needs (`sidebars.json`), which
 * both loaders read.
 *
 * The theme reads that map in one place: DocCard (`useDocById`), rendered by
 * DocCardList and by generated-index category pages. The build stops if a
 * section's sidebar gets a generated-index category (here) or a page uses
 * `<DocCardList>` (remark.ts), naming it, rather than ship cards that cannot render.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {toSidebarsProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {assertPinned, type InternalsPin} from '../../internals-pin/plugin';
import {unlistedPageCategories, type TrailItem} from '../../../features/navigation/shared/breadcrumbTrail';

const require = createRequire(__filename);
const skeleton = require('./sidebarSkeleton.cjs') as {
  SIDEBARS_FILE: string;
  pagePath: (href: string) => string;
  categoryKeys: (sidebars: Record<string, unknown[]>, pluginId: string, version: string) => Map<unknown, string>;
  linkedPageKeys: (sidebars: Record<string, unknown[]>, pluginId: string, version: string) => Record<string, string[]>;
};

export const PIN: InternalsPin = {
  part: 'src/internals/docs-version-data',
  packageName: '@docusaurus/plugin-content-docs',
  writtenFor: '3.10.2',
  // toVersionMetadataProp writes the version data (toSidebarsProp its sidebars, recomputed here); useDocById
  // reads its `docs`; the sidebar helpers (isActiveSidebarItem, isVisibleSidebarItem, findFirstSidebarItemLink,
  // useSidebarBreadcrumbs) read the `items` a lazy category holds.
  files: ['lib/props.js', 'lib/client/docsUtils.js'],
};

/** A docs version data module, as the bundler sees it under `.docusaurus/`. */
export const VERSION_DATA_TEST =
  /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

interface SidebarItem {
  readonly type: string;
  readonly label?: string;
  readonly link?: {readonly type?: string};
  readonly items?: readonly SidebarItem[];
}

/** One docs version's full sidebars and, per page path, the keys of the categories it needs loaded. */
export interface SidebarsEntry {
  readonly pluginId: string;
  readonly version: string;
  readonly sidebars: Record<string, unknown[]>;
  readonly pageKeys: Record<string, string[]>;
}

interface DocForKeys {
  readonly id: string;
  readonly permalink: string;
  readonly sidebar?: string;
}

/**
 * The categories each page needs: above a page the sidebar lists, the categories
 * leading to it; for a page it does not list, those leading to the link the
 * breadcrumb trail finds for its folder (unlistedPageCategories), so the trail
 * is the same whether or not other categories' children have loaded.
 */
export function pageKeysOf(
  sidebars: Record<string, unknown[]>,
  pluginId: string,
  version: string,
  docs: readonly DocForKeys[],
): Record<string, string[]> {
  const pageKeys = skeleton.linkedPageKeys(sidebars, pluginId, version);
  const keys = skeleton.categoryKeys(sidebars, pluginId, version);
  for (const doc of docs) {
    const items = doc.sidebar === undefined ? undefined : sidebars[doc.sidebar];
    const page = skeleton.pagePath(doc.permalink);
    if (page in pageKeys || !items) continue;
    const trail = unlistedPageCategories(items as TrailItem[], doc.id).map((category) => keys.get(category));
    if (trail.length > 0 && trail.every((key) => key !== undefined)) pageKeys[page] = trail as string[];
  }
  return pageKeys;
}

/** Labels of the generated-index categories of a sidebar, at any depth. */
export function generatedIndexCategories(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'category' && item.link?.type === 'generated-index' ? [item.label ?? '(no label)'] : []),
    ...generatedIndexCategories(item.items ?? []),
  ]);
}

export default function docsVersionDataPlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
  return {
    name: 'tessera-docs-version-data',
    async allContentLoaded({allContent, actions}) {
      const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        LoadedContent | undefined
      >;
      const problems: string[] = [];
      const entries: SidebarsEntry[] = [];
      for (const [id, content] of Object.entries(instances)) {
        for (const version of content?.loadedVersions ?? []) {
          const sidebars = toSidebarsProp(version) as unknown as Record<string, unknown[]>;
          entries.push({
            pluginId: id,
            version: version.versionName,
            sidebars,
            pageKeys: pageKeysOf(sidebars, id, version.versionName, version.docs),
          });
          for (const [name, sidebar] of Object.entries(version.sidebars)) {
            for (const label of generatedIndexCategories(sidebar as unknown as SidebarItem[]))
              problems.push(`docs "${id}", sidebar "${name}": category "${label}" has a generated-index page`);
          }
        }
      }
      if (problems.length > 0) {
        throw new Error(
          `Docs pages carry no list of every page's title and description (src/internals/docs-version-data/plugin), so generated-index pages cannot render their cards:\n  ${problems.join('\n  ')}\nUse <Catalog /> instead.`,
        );
      }
      const written = await actions.createData('sidebars.json', JSON.stringify(entries));
      if (path.resolve(written) !== path.resolve(context.generatedFilesDir, skeleton.SIDEBARS_FILE)) {
        throw new Error(
          `src/internals/docs-version-data: Docusaurus wrote ${written}, the loaders read ${skeleton.SIDEBARS_FILE}`,
        );
      }
    },
    configureWebpack(_config, isServer) {
      const loader = path.join(context.siteDir, 'src/internals/docs-version-data/plugin/versionDataLoader.cjs');
      // The browser's module is JavaScript (it hands its sidebars to sidebarChildren.ts); the server's stays JSON.
      const rule = isServer
        ? {test: VERSION_DATA_TEST, use: [{loader, options: {server: true}}]}
        : {test: VERSION_DATA_TEST, type: 'javascript/auto', use: [{loader, options: {}}]};
      return {module: {rules: [rule]}};
    },
  };
}
