/**
 * Rspack loader for a docs version's data (`@generated/docusaurus-plugin-content-docs/<id>/p/<version>.json`),
 * which every docs page of the section loads with its layout: the version's
 * fields, its sidebars and `docs`, the title and description of every page of
 * the section by id. Two parts of it grew with every page of a section and
 * cost every docs page of it:
 * - `docs`: only the theme's DocCard reads it (`useDocById`, for DocCardList
 *   and generated-index category pages, which this site does not use:
 *   index.ts fails the build if a section starts to); the catalog reads its
 *   descriptions from src/features/catalog. So it is left empty.
 * - the sidebars: in the browser bundle they become a skeleton whose collapsed
 *   categories wait for their children (sidebarSkeleton.cjs), which the route
 *   shards bring; the module hands its sidebars to sidebarChildren.ts when it
 *   runs. The server bundle keeps whole sidebars (it renders every page).
 */
const path = require('node:path');
const {readEntries, shardedPathsOf, skeletonSidebars, SIDEBARS_FILE, CHILDREN_STORE} = require('./sidebarSkeleton.cjs');
const {planFor} = require('./plan.cjs');

const EXPECTED_KEYS = ['pluginId', 'version', 'label', 'banner', 'badge', 'noIndex', 'isLast', 'docsSidebars', 'docs'];

/** The version data (the `version` prop of the version's route) without `docs`; a file of another shape fails, naming it. */
function withoutDocs(source, resourcePath, keepDocs = false) {
  return JSON.stringify({version: versionWithoutDocs(source, resourcePath, keepDocs)});
}

function versionWithoutDocs(source, resourcePath, keepDocs = false) {
  const file = JSON.parse(source);
  const data = file !== null && typeof file === 'object' && Object.keys(file).length === 1 ? file.version : undefined;
  const missing =
    data !== null && typeof data === 'object' ? EXPECTED_KEYS.filter((key) => !(key in data)) : ['version'];
  if (
    missing.length > 0 ||
    typeof data.docs !== 'object' ||
    data.docs === null ||
    typeof data.docsSidebars !== 'object'
  ) {
    throw new Error(
      `docusaurus-plugin-route-shards (docs-version-data): ${resourcePath} is not a docs version's data as Docusaurus 3.10 writes it (toVersionMetadataProp: {version: {pluginId, version, label, banner, badge, noIndex, isLast, docsSidebars, docs}}) (missing: ${missing.join(', ') || 'docs or docsSidebars as objects'}); update the loader for this Docusaurus version`,
    );
  }
  return keepDocs ? data : {...data, docs: {}};
}

/**
 * The browser's module: the version without `docs`, its sidebars as skeletons.
 * `entries` are the plugin's full sidebars (sidebars.json); the file's own
 * sidebars must be the same, or the skeleton's keys would not match what the
 * shards register.
 */
function browserModule(source, resourcePath, entries, shardedPaths, keepDocs = false) {
  const data = versionWithoutDocs(source, resourcePath, keepDocs);
  const entry = entries.find((candidate) => candidate.pluginId === data.pluginId && candidate.version === data.version);
  if (!entry || JSON.stringify(entry.sidebars) !== JSON.stringify(data.docsSidebars)) {
    throw new Error(
      `docusaurus-plugin-route-shards (docs-version-data): the sidebars of ${resourcePath} differ from those the plugin computed with toSidebarsProp (${SIDEBARS_FILE}, ${entry ? 'different items' : 'no entry'} for docs "${data.pluginId}" version "${data.version}"); update the plugin for this Docusaurus version`,
    );
  }
  const version = {...data, docsSidebars: skeletonSidebars(entry, shardedPaths)};
  return [
    `import {adoptSidebars} from ${JSON.stringify(CHILDREN_STORE)};`,
    `const data = JSON.parse(${JSON.stringify(JSON.stringify({version}))});`,
    'adoptSidebars(data.version.docsSidebars, data.version.pluginId, data.version.version);',
    'export default data;',
    '',
  ].join('\n');
}

/**
 * The other routes' props the docs plugin writes beside the version data (same folder):
 * a generated-index page's category, a tag's pages, the tags list. They pass unchanged.
 */
const OTHER_PROPS = ['categoryGeneratedIndex', 'tag', 'tags'];

function otherProps(source) {
  const keys = Object.keys(JSON.parse(source) ?? {});
  return keys.length === 1 && OTHER_PROPS.includes(keys[0]);
}

module.exports = function versionDataLoader(source) {
  const {server, keepDocs} = this.getOptions();
  // The browser's rule reads modules as JavaScript (browserModule), so those props become one.
  if (otherProps(source)) return server ? source : `export default JSON.parse(${JSON.stringify(source)});\n`;
  if (server) return withoutDocs(source, this.resourcePath, keepDocs);
  // .docusaurus/docusaurus-plugin-content-docs/<id>/p/<file>.json
  const dir = path.resolve(path.dirname(this.resourcePath), '../../..');
  this.addDependency(path.join(dir, SIDEBARS_FILE));
  this.addDependency(path.join(dir, 'routes.js'));
  return browserModule(source, this.resourcePath, readEntries(dir), shardedPathsOf(planFor(dir)), keepDocs);
};

module.exports.withoutDocs = withoutDocs;
module.exports.browserModule = browserModule;
module.exports.otherProps = otherProps;
