/* global module */
/**
 * Client-only Rspack loader for Docusaurus's generated `registry.js`. Each
 * entry is [loader, module path, weak module id]; the module path only
 * serves server rendering (react-loadable reports which modules rendered),
 * so in the browser bundle it is replaced by an empty string: about 40 KB of
 * paths, 5 KB gzip, that every page downloaded first.
 *
 * It also names the chunks that every page of a kind needs together with one
 * name, so the bundler makes one chunk of them: the four docs layout
 * components (docs root, version root, doc root, doc item), and each docs
 * instance's route context and version data. A docs page loaded 8 chunks
 * before it could hydrate, each a <script> the runtime inserts (1–3 ms of
 * main thread each on this machine, four times that on a phone); now 4.
 */
const DOCS_THEME = /^@theme\/(DocsRoot|DocVersionRoot|DocRoot|DocItem)$/;
const DOCS_DATA = /^@generated\/docusaurus-plugin-content-docs\/([^/]+)\/(__plugin\.json|p\/[^/]+\.json)$/;

/** The shared chunk name for a module the registry imports, or undefined to keep its own. */
function sharedChunkName(modulePath) {
  if (DOCS_THEME.test(modulePath)) return 'tessera-docs-theme';
  const data = DOCS_DATA.exec(modulePath);
  return data ? `tessera-docs-data-${data[1]}` : undefined;
}

module.exports = function registryLoader(source) {
  const entry = /\[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\), "[^"]+", (require\.resolveWeak\()/g;
  /** Registry key → shared chunk name, for link prefetching (routePrefetch.ts looks chunk URLs up by chunk name). */
  const shared = {};
  let entries = 0;
  const out = source.replace(entry, (_match, key, modulePath, weak) => {
    entries += 1;
    const chunkName = sharedChunkName(modulePath);
    if (chunkName) shared[key] = chunkName;
    return `[() => import(/* webpackChunkName: "${chunkName ?? key}" */ "${modulePath}"), "", ${weak}`;
  });
  // Every entry of the registry must have been read: one left in another shape means Docusaurus changed the file.
  const imports = (source.match(/\bimport\(/g) ?? []).length;
  if (entries === 0 || entries !== imports) {
    throw new Error(`plugins/registry-chunks/registryLoader.cjs: ${entries} of ${imports} registry entries of ${this.resourcePath} have the expected shape; update the loader for this Docusaurus version`);
  }
  return `${out}\nexport const sharedChunkNames = ${JSON.stringify(shared)};\n`;
};

module.exports.sharedChunkName = sharedChunkName;
