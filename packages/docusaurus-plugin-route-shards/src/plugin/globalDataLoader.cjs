/**
 * Client-only Rspack loader for Docusaurus's generated `globalData.json`:
 * each docs section's data lists every page (id, path, sidebar) and every
 * draft, which the browser bundle carried on every first load and which grew
 * with every page. In the browser only the theme's version features read
 * those lists (version dropdowns, doc navbar items, the old-version banner's
 * suggestion); with one version per section and no such navbar items
 * (index.ts checks) the lists are empty in the browser. A section with
 * several versions keeps its lists.
 */
module.exports = function globalDataLoader(source) {
  const data = JSON.parse(source);
  const docs = data['docusaurus-plugin-content-docs'];
  if (docs === undefined) return source;
  for (const [id, instance] of Object.entries(docs)) {
    const versions = instance && instance.versions;
    const shaped =
      Array.isArray(versions) && versions.every((v) => v && Array.isArray(v.docs) && Array.isArray(v.draftIds));
    if (!shaped) {
      throw new Error(
        `docusaurus-plugin-route-shards (docs-global-data): the global data of docs instance "${id}" in ${this.resourcePath} has no versions[].docs / draftIds lists; update the loader for this Docusaurus version`,
      );
    }
    if (versions.length !== 1) continue;
    versions[0].docs = [];
    versions[0].draftIds = [];
  }
  return JSON.stringify(data);
};
