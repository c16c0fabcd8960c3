/**
 * Docusaurus plugin: every docs page loads its version's data without the
 * `docs` map of every page's title and description (versionDataLoader.cjs),
 * so what a docs page downloads first does not grow with its section.
 *
 * The theme reads that map in one place: DocCard (`useDocById`), rendered by
 * DocCardList and by generated-index category pages. The build stops if a
 * section's sidebar gets a generated-index category (here) or a page uses
 * `<DocCardList>` (remark.ts), naming it, rather than ship cards that cannot render.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {assertPinned, type InternalsPin} from '../../internals-pin/plugin';

export const PIN: InternalsPin = {
  part: 'src/internals/docs-version-data',
  packageName: '@docusaurus/plugin-content-docs',
  writtenFor: '3.10.2',
  // toVersionMetadataProp writes the version data; useDocById reads its `docs`.
  files: ['lib/props.js', 'lib/client/docsUtils.js'],
};

/** A docs version data module, as the bundler sees it under `.docusaurus/`. */
export const VERSION_DATA_TEST = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

interface SidebarItem {
  readonly type: string;
  readonly label?: string;
  readonly link?: {readonly type?: string};
  readonly items?: readonly SidebarItem[];
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
    async allContentLoaded({allContent}) {
      const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent | undefined>;
      const problems: string[] = [];
      for (const [id, content] of Object.entries(instances)) {
        for (const version of content?.loadedVersions ?? []) {
          for (const [name, sidebar] of Object.entries(version.sidebars)) {
            for (const label of generatedIndexCategories(sidebar as unknown as SidebarItem[])) problems.push(`docs "${id}", sidebar "${name}": category "${label}" has a generated-index page`);
          }
        }
      }
      if (problems.length > 0) {
        throw new Error(`Docs pages carry no list of every page's title and description (src/internals/docs-version-data/plugin), so generated-index pages cannot render their cards:\n  ${problems.join('\n  ')}\nUse <Catalog /> instead.`);
      }
    },
    configureWebpack() {
      return {module: {rules: [{test: VERSION_DATA_TEST, use: [path.join(context.siteDir, 'src/internals/docs-version-data/plugin/versionDataLoader.cjs')]}]}};
    },
  };
}
