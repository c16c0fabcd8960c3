/**
 * Client-only Rspack loader for Docusaurus's generated `routes.js`, written
 * from the evaluated route tree (plan.cjs):
 * - route components come from ../client/lazyRouteComponent.ts, which builds each the
 *   first time it is needed instead of all of them at start-up;
 * - the leaves of every sharded parent stay out of the main bundle: the
 *   parent keeps an empty child list, and `routeShards` maps each folder key
 *   to a lazily imported shard, `routes.js?shard=<n>`, which this loader
 *   writes too: the folder's leaf routes, their chunk names and the registry
 *   entries only they use.
 * The browser loads a path's shard before it matches routes (../client/preload.ts).
 * A shard also registers the sidebar children its pages need expanded
 * (sidebarSkeleton.cjs): the categories above them,
 * which the version data leaves out of every page's first load.
 */
const fs = require('node:fs');
const path = require('node:path');
const {planFor, shardKey, underParent, shardsFor, Component} = require('./plan.cjs');
const {shardChunkName, SHARD_CHUNK_PREFIX} = require('./shardNames.cjs');
const {parseRegistry, entryCode, sharedNames} = require('./registryLoader.cjs');
const {readEntries, shardChildren, shardedPathsOf, SIDEBARS_FILE, CHILDREN_STORE} = require('./sidebarSkeleton.cjs');

// The browser module the generated table imports (client side: handed to the bundler by path, not loaded here).
const CREATOR_MODULE = path.join(__dirname, '../client/lazyRouteComponent.ts');
const CREATOR = `import ComponentCreator from ${JSON.stringify(CREATOR_MODULE)};`;

/** A route object as source; sharded parents are registered in `shardParents` with an empty child list. */
function routeCode(route) {
  const fields = [];
  for (const [name, value] of Object.entries(route)) {
    if (name === 'shardIndex' || name === 'shardDepth' || name === 'ownLeaves') continue;
    if (name === 'component' && value instanceof Component)
      fields.push(`component: ComponentCreator(${JSON.stringify(value.path)}, ${JSON.stringify(value.hash)})`);
    else if (name === 'routes')
      fields.push(`routes: [${(route.shardIndex === undefined ? value : route.ownLeaves).map(routeCode).join(',\n')}]`);
    else fields.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  }
  const code = `{${fields.join(', ')}}`;
  return route.shardIndex === undefined ? code : `(shardParents[${route.shardIndex}] = ${code})`;
}

function mainModule(plan) {
  const byName = new Map();
  for (const shard of plan.shards) {
    const name = shardChunkName(shard.key);
    if (byName.has(name))
      throw new Error(
        `docusaurus-plugin-route-shards (route-table): the route shards ${byName.get(name)} and ${shard.key} have the same chunk name ${name}`,
      );
    byName.set(name, shard.key);
  }
  const tables = plan.parents.map((parent, index) => {
    const groups = plan.shards
      .filter((shard) => shard.parentIndex === index)
      .map(
        (shard) =>
          `${JSON.stringify(shard.key)}: () => import(/* webpackChunkName: ${JSON.stringify(shardChunkName(shard.key))} */ "./routes.js?shard=${shard.id}")`,
      );
    return `{parent: shardParents[${index}], depth: ${parent.shardDepth}, groups: {${groups.join(', ')}}}`;
  });
  return [
    CREATOR,
    'const shardParents = [];',
    `export default [${plan.tree.map(routeCode).join(',\n')}];`,
    `export const routeShards = [${tables.join(',\n')}];`,
    `export const shardKey = ${shardKey.toString()};`,
    `const underParent = ${underParent.toString()};`,
    `export const shardsFor = ${shardsFor.toString()};`,
    // shardChunkName's source names the prefix: the bundle needs it beside the function.
    `const SHARD_CHUNK_PREFIX = ${JSON.stringify(SHARD_CHUNK_PREFIX)};`,
    `export const shardChunkName = ${shardChunkName.toString()};`,
    '',
  ].join('\n');
}

function shardModule(plan, shard, registryEntries, sidebarEntries = []) {
  const moved = registryEntries.filter((entry) => shard.registryKeys.includes(entry.key));
  const names = Object.fromEntries(shard.routeKeys.map((key) => [key, plan.chunkNames[key]]));
  const children = shardChildren(
    sidebarEntries,
    shard.leaves.map((leaf) => leaf.path),
    shardedPathsOf(plan),
  );
  const sidebar =
    Object.keys(children).length === 0
      ? []
      : [
          `import {registerSidebarChildren} from ${JSON.stringify(CHILDREN_STORE)};`,
          `registerSidebarChildren(JSON.parse(${JSON.stringify(JSON.stringify(children))}));`,
        ];
  return [
    CREATOR,
    ...sidebar,
    "import registry, {sharedChunkNames} from '@generated/registry';",
    "import routesChunkNames from '@generated/routesChunkNames';",
    `Object.assign(routesChunkNames, ${JSON.stringify(names)});`,
    `Object.assign(registry, {${moved.map(entryCode).join(',\n')}});`,
    ...(Object.keys(sharedNames(moved)).length > 0
      ? [`Object.assign(sharedChunkNames, ${JSON.stringify(sharedNames(moved))});`]
      : []),
    `export default [${shard.leaves.map(routeCode).join(',\n')}];`,
    '',
  ].join('\n');
}

/** The registry's entries, parsed once per content of the file (every shard module needs them). */
let parsedRegistry = {source: '', entries: []};
function registryEntriesOf(registryPath) {
  const source = fs.readFileSync(registryPath, 'utf8');
  if (source !== parsedRegistry.source) parsedRegistry = {source, entries: parseRegistry(source, registryPath)};
  return parsedRegistry.entries;
}

module.exports = function routesLoader() {
  const dir = path.dirname(this.resourcePath);
  const registryPath = path.join(dir, 'registry.js');
  const chunkNamesPath = path.join(dir, 'routesChunkNames.json');
  this.addDependency(registryPath);
  this.addDependency(chunkNamesPath);
  this.addDependency(path.join(dir, SIDEBARS_FILE));
  const plan = planFor(dir);
  const shardId = /[?&]shard=(\d+)/.exec(this.resourceQuery ?? '')?.[1];
  if (shardId === undefined) return mainModule(plan);
  const shard = plan.shards[Number(shardId)];
  if (!shard)
    throw new Error(`docusaurus-plugin-route-shards (route-table): ${this.resourcePath} has no shard ${shardId}`);
  return shardModule(plan, shard, registryEntriesOf(registryPath), readEntries(dir));
};

module.exports.shardChunkName = shardChunkName;
module.exports.SHARD_CHUNK_PREFIX = SHARD_CHUNK_PREFIX;
module.exports.CREATOR_MODULE = CREATOR_MODULE;
