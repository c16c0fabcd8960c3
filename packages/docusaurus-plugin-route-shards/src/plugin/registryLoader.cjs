/**
 * Client-only Rspack loader for Docusaurus's generated `registry.js`. Each
 * entry is [loader, module path, weak module id]; the module path only
 * serves server rendering (react-loadable reports which modules rendered),
 * so in the browser bundle it is replaced by an empty string: the paths no
 * longer reach every page's first load.
 *
 * It also names the chunks that every page of a kind needs together with one
 * name, so the bundler makes one chunk of them: the four docs layout
 * components (docs root, version root, doc root, doc item), and each docs
 * instance's route context and version data. Each chunk is a <script> the
 * runtime inserts before the page can hydrate, so a docs page needs 4 before
 * it hydrates instead of 8.
 *
 * Entries that only one route shard's pages use (routesLoader.cjs) leave
 * the main bundle: the shard module adds them when it loads.
 */
const path = require('node:path');
const {planFor} = require('./plan.cjs');

const DOCS_THEME = /^@theme\/(DocsRoot|DocVersionRoot|DocRoot|DocItem)$/;
const DOCS_DATA = /^@generated\/docusaurus-plugin-content-docs\/([^/]+)\/(__plugin\.json|p\/[^/]+\.json)$/;

/** The shared chunk name for a module the registry imports, or undefined to keep its own. */
function sharedChunkName(modulePath) {
  if (DOCS_THEME.test(modulePath)) return 'route-shards-docs-theme';
  const data = DOCS_DATA.exec(modulePath);
  return data ? `route-shards-docs-data-${data[1]}` : undefined;
}

const ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\), "([^"]+)", require\.resolveWeak\("([^"]+)"\)\](?=,|\}|$)/gm;

/** The entries of a generated registry as {key, modulePath}; any entry of another shape fails, naming the file. */
function parseRegistry(source, resourcePath) {
  const entries = [];
  for (const match of source.matchAll(ENTRY)) {
    const [, key, chunkName, modulePath, reported, weak] = match;
    if (chunkName !== key || reported !== modulePath || weak !== modulePath) continue;
    entries.push({key, modulePath});
  }
  // Every entry of the registry must have been read: one left in another shape means Docusaurus changed the file.
  const imports = (source.match(/\bimport\(/g) ?? []).length;
  if (entries.length === 0 || entries.length !== imports || !/^export default \{$/m.test(source)) {
    throw new Error(
      `docusaurus-plugin-route-shards (registry-chunks): ${entries.length} of ${imports} registry entries of ${resourcePath} have the expected shape ("key": [() => import(/* webpackChunkName: "key" */ "path"), "path", require.resolveWeak("path")]); update the loader for this Docusaurus version`,
    );
  }
  return entries;
}

/** One registry entry as the browser bundle holds it. */
function entryCode({key, modulePath}) {
  const chunkName = sharedChunkName(modulePath) ?? key;
  const target = JSON.stringify(modulePath);
  return `${JSON.stringify(key)}: [() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${target}), "", require.resolveWeak(${target})]`;
}

/** Registry key → shared chunk name, for link prefetching (routePrefetch.ts looks chunk URLs up by chunk name). */
function sharedNames(entries) {
  const shared = {};
  for (const {key, modulePath} of entries) {
    const chunkName = sharedChunkName(modulePath);
    if (chunkName) shared[key] = chunkName;
  }
  return shared;
}

module.exports = function registryLoader(source) {
  const entries = parseRegistry(source, this.resourcePath);
  const dir = path.dirname(this.resourcePath);
  if (this.addDependency) {
    this.addDependency(path.join(dir, 'routes.js'));
    this.addDependency(path.join(dir, 'routesChunkNames.json'));
  }
  const {movedRegistryKeys} = planFor(dir);
  const kept = entries.filter((entry) => !movedRegistryKeys.has(entry.key));
  return `export default {\n${kept.map((entry) => `  ${entryCode(entry)},`).join('\n')}\n};\nexport const sharedChunkNames = ${JSON.stringify(sharedNames(kept))};\n`;
};

module.exports.sharedChunkName = sharedChunkName;
module.exports.parseRegistry = parseRegistry;
module.exports.entryCode = entryCode;
module.exports.sharedNames = sharedNames;
