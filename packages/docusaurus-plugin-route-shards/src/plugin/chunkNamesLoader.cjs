/**
 * Client-only Rspack loader for Docusaurus's generated
 * `routesChunkNames.json`: the chunk names of routes that live in a route
 * shard (plan.cjs) leave the main bundle; the shard adds them when it loads.
 */
const path = require('node:path');
const {planFor} = require('./plan.cjs');

module.exports = function chunkNamesLoader(source) {
  const dir = path.dirname(this.resourcePath);
  this.addDependency(path.join(dir, 'routes.js'));
  const {movedRouteKeys} = planFor(dir);
  const kept = Object.entries(JSON.parse(source)).filter(([key]) => !movedRouteKeys.has(key));
  return JSON.stringify(Object.fromEntries(kept));
};
