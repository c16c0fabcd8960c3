/**
 * Docusaurus plugin: the data of the catalog of child pages (`<Catalog />`).
 *
 * Once every docs instance has loaded, this plugin writes each instance's
 * sidebars (labels, links, covers, descriptions: ./data.ts) to
 * `@generated/tessera-catalog-data/default/<id>.json`, and the remark plugin
 * of the docs and pages instances (./remark.ts) imports the files a page's
 * catalogs need and hands them to `<Catalog sources={…} />`. Only pages that
 * show a catalog download the data; docs pages no longer carry every page's
 * description for it (docusaurus-plugin-route-shards, docs-version-data).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {checkSidebarsContract, versionSidebars} from './sidebars';
import {compactSidebar, type CatalogSource, type CatalogSourceConfig} from '../shared/data';

export const CATALOG_DATA_PLUGIN = 'tessera-catalog-data';

/** The folder of the modules a page imports for the catalog data (a bundler path): `<dir>/<id>.json`. */
export const CATALOG_DATA_MODULE_DIR = `@generated/${CATALOG_DATA_PLUGIN}/default`;

/**
 * The plugin for these docs instances: every one a catalog may list; one file
 * each, empty where the instance has no pages in the locale being built.
 */
export default function catalogDataPlugin(sources: readonly CatalogSourceConfig[]): (context: LoadContext) => Plugin {
  return (context) => {
    checkSidebarsContract(context.siteDir);
    return {
      name: CATALOG_DATA_PLUGIN,
      async allContentLoaded({allContent, actions}) {
        const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
          string,
          LoadedContent | undefined
        >;
        for (const {id, docsId, version: versionName} of sources) {
          const version = docsInstances[docsId ?? id]?.loadedVersions.find(
            (v) => v.versionName === (versionName ?? 'current'),
          );
          let source: CatalogSource = {sidebars: []};
          if (version) {
            const descriptions = new Map(version.docs.map((doc) => [doc.id, doc.description]));
            const sidebars = versionSidebars(version);
            source = {
              sidebars: sidebars.map((items) => compactSidebar(items, (docId) => descriptions.get(docId) || undefined)),
            };
          }
          const written = await actions.createData(`${id}.json`, JSON.stringify(source));
          const expected = path.join(
            context.generatedFilesDir,
            CATALOG_DATA_MODULE_DIR.slice('@generated/'.length),
            `${id}.json`,
          );
          if (path.resolve(written) !== path.resolve(expected)) {
            throw new Error(`catalog data: Docusaurus wrote ${written}, pages import ${expected}`);
          }
        }
      },
    };
  };
}
