// A native dynamic import(), for generate.ts: docusaurus.config.ts and its
// plugins run through a transpiler (jiti, in a vm) whose import() cannot load
// ESM-only packages such as TypeDoc on Node 20. Node loads this file itself.
module.exports = (url) => import(url);
