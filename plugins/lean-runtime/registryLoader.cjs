/* global module */
/**
 * Client-only Rspack loader for Docusaurus's generated `registry.js`. Each
 * entry is [loader, module path, weak module id]; the module path only
 * serves server rendering (react-loadable reports which modules rendered),
 * so in the browser bundle it is replaced by an empty string: about 40 KB of
 * paths, 5 KB gzip, that every page downloaded first.
 */
module.exports = function registryLoader(source) {
  const entry = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\)), "[^"]+", (require\.resolveWeak\()/g;
  return source.replace(entry, '$1, "", $2');
};
