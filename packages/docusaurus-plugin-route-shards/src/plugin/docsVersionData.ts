/**
 * Part docs-version-data: every docs page loads its version's data without the
 * `docs` map of every page's title and description, and with its sidebars as
 * skeletons whose collapsed categories' children come with the route shard of
 * a page below them (versionDataLoader.cjs, sidebarSkeleton.cjs,
 * sidebarChildren.ts), so what a docs page downloads first does not grow with
 * its section. Once all content has loaded it writes each version's full
 * sidebars and, per page, the categories it needs (`sidebars.json`), which
 * both loaders read.
 *
 * The theme reads that map in one place: DocCard (`useDocById`), rendered by
 * DocCardList and by generated-index category pages. The plugin's DocCard
 * (theme/DocCard) gives the card a page the map lacks by its sidebar label, so
 * those cards render without page descriptions; the build says so for each
 * generated-index category (here). A site that would rather stop on
 * `<DocCardList>` uses remarkNoDocCardList.ts, which names the page.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Options, SidebarItemLike} from './options';
import {ownFile, type Part} from './part';
import {versionSidebars} from './versionSidebars';

const require = createRequire(__filename);
const skeleton = require('./sidebarSkeleton.cjs') as {
  SIDEBARS_FILE: string;
  pagePath: (href: string) => string;
  categoryKeys: (sidebars: Record<string, unknown[]>, pluginId: string, version: string) => Map<unknown, string>;
  linkedPageKeys: (sidebars: Record<string, unknown[]>, pluginId: string, version: string) => Record<string, string[]>;
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
 * leading to it; for a page it does not list, those the site's `pageCategories`
 * option names (e.g. the trail its breadcrumb draws), so what the page shows is
 * the same whether or not other categories' children have loaded.
 */
export function pageKeysOf(
  sidebars: Record<string, unknown[]>,
  pluginId: string,
  version: string,
  docs: readonly DocForKeys[],
  pageCategories: Options['pageCategories'],
): Record<string, string[]> {
  const pageKeys = skeleton.linkedPageKeys(sidebars, pluginId, version);
  const keys = skeleton.categoryKeys(sidebars, pluginId, version);
  for (const doc of docs) {
    const items = doc.sidebar === undefined ? undefined : sidebars[doc.sidebar];
    const page = skeleton.pagePath(doc.permalink);
    if (page in pageKeys || !items || !pageCategories) continue;
    const trail = pageCategories(items as SidebarItemLike[], doc.id).map((category) => keys.get(category));
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

export const docsVersionData: Part = (context, options) => {
  return {
    async allContentLoaded({allContent, actions}) {
      const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        LoadedContent | undefined
      >;
      const problems: string[] = [];
      const entries: SidebarsEntry[] = [];
      for (const [id, content] of Object.entries(instances)) {
        for (const version of content?.loadedVersions ?? []) {
          const sidebars = versionSidebars(version) as unknown as Record<string, unknown[]>;
          entries.push({
            pluginId: id,
            version: version.versionName,
            sidebars,
            pageKeys: pageKeysOf(sidebars, id, version.versionName, version.docs, options.pageCategories),
          });
          if (options.keepDocsMap) continue;
          for (const [name, sidebar] of Object.entries(version.sidebars)) {
            for (const label of generatedIndexCategories(sidebar as unknown as SidebarItem[]))
              problems.push(`docs "${id}", sidebar "${name}": category "${label}" has a generated-index page`);
          }
        }
      }
      if (problems.length > 0) {
        // The cards render (theme/DocCard gives them the page by its label), only without descriptions.
        console.warn(
          `[docusaurus-plugin-route-shards] docs pages carry no map of every page's title and description (docs-version-data), so the cards of generated-index pages show no page descriptions:\n  ${problems.join('\n  ')}\nSet the option keepDocsMap: true to keep them (the map then grows with the section), or give the sidebar items a description.`,
        );
      }
      const written = await actions.createData('sidebars.json', JSON.stringify(entries));
      if (path.resolve(written) !== path.resolve(context.generatedFilesDir, skeleton.SIDEBARS_FILE)) {
        throw new Error(
          `docusaurus-plugin-route-shards (docs-version-data): Docusaurus wrote ${written}, the loaders read ${skeleton.SIDEBARS_FILE}`,
        );
      }
    },
    configureWebpack(_config, isServer) {
      const loader = ownFile('plugin/versionDataLoader.cjs');
      // The browser's module is JavaScript (it hands its sidebars to sidebarChildren.ts); the server's stays JSON.
      const rule = isServer
        ? {test: VERSION_DATA_TEST, use: [{loader, options: {server: true, keepDocs: options.keepDocsMap}}]}
        : {test: VERSION_DATA_TEST, type: 'javascript/auto', use: [{loader, options: {keepDocs: options.keepDocsMap}}]};
      return {module: {rules: [rule]}};
    },
  };
};
