/**
 * Rspack loader for a docs version's data (`@generated/docusaurus-plugin-content-docs/<id>/p/<version>.json`),
 * which every docs page of the section loads with its layout: the version's
 * fields, its sidebars and `docs`, the title and description of every page of
 * the section by id. Only the theme's DocCard reads `docs` (`useDocById`, for
 * DocCardList and generated-index category pages, which this site does not
 * use: index.ts fails the build if a section starts to); the catalog reads its
 * descriptions from src/features/catalog. So `docs` is left empty: it grew
 * with every page of a section and cost every docs page of it.
 */
const EXPECTED_KEYS = ['pluginId', 'version', 'label', 'banner', 'badge', 'noIndex', 'isLast', 'docsSidebars', 'docs'];

/** The version data (the `version` prop of the version's route) without `docs`; a file of another shape fails, naming it. */
function withoutDocs(source, resourcePath) {
  const file = JSON.parse(source);
  const data = file !== null && typeof file === 'object' && Object.keys(file).length === 1 ? file.version : undefined;
  const missing = data !== null && typeof data === 'object' ? EXPECTED_KEYS.filter((key) => !(key in data)) : ['version'];
  if (missing.length > 0 || typeof data.docs !== 'object' || data.docs === null || typeof data.docsSidebars !== 'object') {
    throw new Error(`src/internals/docs-version-data/plugin: ${resourcePath} is not a docs version's data as Docusaurus 3.10.2 writes it (missing: ${missing.join(', ') || 'docs or docsSidebars as objects'}); update the loader for this Docusaurus version`);
  }
  return JSON.stringify({version: {...data, docs: {}}});
}

module.exports = function versionDataLoader(source) {
  return withoutDocs(source, this.resourcePath);
};

module.exports.withoutDocs = withoutDocs;
