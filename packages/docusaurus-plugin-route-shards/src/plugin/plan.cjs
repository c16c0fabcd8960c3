/**
 * The shard plan of the browser's route table, computed from the three files
 * Docusaurus generates for it: `routes.js` (the route tree),
 * `routesChunkNames.json` (route → registry keys) and `registry.js`
 * (registry key → module loader). Docusaurus bundles all three into the main
 * bundle, so every page's first load grows with every page of the site.
 *
 * Here a route whose children are all exact leaf routes (a docs section's
 * pages) keeps an empty child list in the main bundle, and its leaves are
 * grouped by folder: the first path segment below the parent route, e.g.
 * `/value/value-guide/…` under `/value/`; the parent's own page is the group
 * `/value/`. Each group becomes a shard module with its leaf routes, their
 * chunk names and the registry entries no route outside the group uses. The
 * browser loads a path's shard before it matches routes (preload.ts).
 *
 * Used by the loaders of all three files (each reads the other two from the
 * same `.docusaurus` folder), so they agree on what moved.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** A parent needs at least this many leaves for sharding to be worth a request. */
const MIN_LEAVES = 2;
/** A folder with more pages than this is split into one shard per subfolder. */
const MAX_LEAVES = 50;
/** The smallest subfolder that gets a shard of its own when its folder is split. */
const MIN_SPLIT = 8;

/** Marker of a route component in the evaluated tree: {path, hash} of its ComponentCreator call. */
function Component(routePath, hash) {
  this.path = routePath;
  this.hash = hash;
}

/** The route tree of a generated `routes.js`, components as {path, hash}. */
function evaluateRoutes(source, resourcePath) {
  const body = source
    .replace(/^import React from 'react';$/m, '')
    .replace(/^import ComponentCreator from '@docusaurus\/ComponentCreator';$/m, '')
    .replace(/^export default /m, 'return ');
  if (/^\s*(import|export)\b/m.test(body) || !/^return \[/m.test(body)) {
    throw new Error(
      `docusaurus-plugin-route-shards (route-table): ${resourcePath} is not the route table this part reads (imports of React and ComponentCreator, then "export default [...]"); update plan.cjs of docusaurus-plugin-route-shards for this Docusaurus version`,
    );
  }
  // The file is Docusaurus's own generated code: its only free name is ComponentCreator.
  return new Function('ComponentCreator', body)((routePath, hash) => new Component(routePath, hash));
}

/** Number of path segments: '/value/' → 1. */
function depthOf(routePath) {
  return routePath.split('/').filter(Boolean).length;
}

/**
 * The shard key of a path below a sharded parent of depth `depth`: its first
 * depth + 1 segments, lower-cased (the router matches case-insensitively).
 * The browser computes it with this same function (emitted by routesLoader.cjs).
 */
function shardKey(pathname, depth) {
  const segments = pathname.split('/').filter(Boolean);
  return `/${segments.slice(0, depth + 1).join('/')}/`.toLowerCase();
}

const isLeaf = (route) => !route.routes && route.exact === true;

function underParent(leafPath, parentPath) {
  return `${leafPath}/`.toLowerCase().startsWith(parentPath.toLowerCase().replace(/\/?$/, '/'));
}

/** The registry keys a route's chunk names refer to (the values of a nested object). */
function registryKeys(chunkNames) {
  if (typeof chunkNames === 'string') return [chunkNames];
  if (!chunkNames || typeof chunkNames !== 'object') return [];
  return Object.values(chunkNames).flatMap(registryKeys);
}

/**
 * @param {string} routesSource routes.js as generated
 * @param {Record<string, unknown>} chunkNames routesChunkNames.json
 * @param {string} resourcePath for messages
 */
function computePlan(routesSource, chunkNames, resourcePath) {
  const tree = evaluateRoutes(routesSource, resourcePath);
  /** Every route's chunk-names key → the shard that holds it (or undefined for the main bundle). */
  const parents = [];
  const walk = (routes) => {
    for (const route of routes) {
      if (!route.routes) continue;
      const leaves = route.routes;
      if (
        !route.exact &&
        leaves.length >= MIN_LEAVES &&
        leaves.every((leaf) => isLeaf(leaf) && underParent(leaf.path, route.path))
      )
        parents.push(route);
      else walk(route.routes);
    }
  };
  walk(tree);

  const shards = [];
  const shardOfRoute = new Map();
  parents.forEach((parent, parentIndex) => {
    const depth = depthOf(parent.path);
    parent.shardIndex = parentIndex;
    parent.shardDepth = depth;
    // The parent's own page (a section's index) stays in the main bundle: most readers arrive there.
    const own = parent.routes.filter((leaf) => shardKey(leaf.path, depth) === shardKey(parent.path, depth));
    parent.ownLeaves = own;
    const addShard = (key, leaves) => {
      const shard = {id: shards.length, parentIndex, key, leaves, routeKeys: [], registryKeys: []};
      shards.push(shard);
      for (const leaf of leaves) {
        const routeKey = `${leaf.component.path}-${leaf.component.hash}`;
        shard.routeKeys.push(routeKey);
        shardOfRoute.set(routeKey, shard.id);
      }
    };
    // Leaves grouped by folder. A folder with more than MAX_LEAVES pages gives each subfolder of at least
    // MIN_SPLIT pages a shard of its own; the rest stays in the folder's shard (the browser looks for the
    // deepest key that has a shard).
    const group = (key, members, level) => {
      const sub = new Map();
      if (members.length > MAX_LEAVES) {
        for (const leaf of members) {
          if (depthOf(leaf.path) <= level + 1) continue;
          const subKey = shardKey(leaf.path, level + 1);
          if (!sub.has(subKey)) sub.set(subKey, []);
          sub.get(subKey).push(leaf);
        }
        for (const [subKey, subMembers] of sub) if (subMembers.length < MIN_SPLIT) sub.delete(subKey);
      }
      const split = new Set([...sub.values()].flat());
      const here = members.filter((leaf) => !split.has(leaf));
      if (here.length > 0) addShard(key, here);
      for (const [subKey, subMembers] of sub) group(subKey, subMembers, level + 1);
    };
    const byKey = new Map();
    for (const leaf of parent.routes) {
      if (own.includes(leaf)) continue;
      const key = shardKey(leaf.path, depth);
      if (!byKey.has(key)) byKey.set(key, []);
      byKey.get(key).push(leaf);
    }
    for (const [key, members] of byKey) group(key, members, depth);
  });

  // A registry entry moves to a shard when only that shard's routes use it.
  const users = new Map();
  for (const [routeKey, names] of Object.entries(chunkNames)) {
    const owner = shardOfRoute.has(routeKey) ? shardOfRoute.get(routeKey) : 'main';
    for (const registryKey of registryKeys(names)) {
      if (!users.has(registryKey)) users.set(registryKey, new Set());
      users.get(registryKey).add(owner);
    }
  }
  const movedRegistryKeys = new Set();
  for (const [registryKey, owners] of users) {
    const [owner] = owners;
    if (owners.size === 1 && owner !== 'main') {
      shards[owner].registryKeys.push(registryKey);
      movedRegistryKeys.add(registryKey);
    }
  }
  return {tree, parents, shards, chunkNames, movedRouteKeys: new Set(shardOfRoute.keys()), movedRegistryKeys};
}

const cache = new Map();

/** The plan for the `.docusaurus` folder `dir`, from its files as they are now (cached by their content). */
function planFor(dir) {
  const routesPath = path.join(dir, 'routes.js');
  const routesSource = fs.readFileSync(routesPath, 'utf8');
  const chunkNamesSource = fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8');
  const key = crypto.createHash('sha1').update(routesSource).update('\0').update(chunkNamesSource).digest('hex');
  if (!cache.has(dir) || cache.get(dir).key !== key) {
    cache.set(dir, {key, plan: computePlan(routesSource, JSON.parse(chunkNamesSource), routesPath)});
  }
  return cache.get(dir).plan;
}

/**
 * The shards a path needs: below each sharded parent (`{path, depth}`) whose
 * path it lies under, the deepest folder key for which `has(index, key)` says a
 * shard exists. Self-contained apart from shardKey and underParent, because
 * routesLoader.cjs emits the three into the browser's route module: the build
 * (shardOf, the preload links) and the browser (routeShards.ts) find shards
 * with this one function.
 */
function shardsFor(parents, pathname, has) {
  const found = [];
  const segments = pathname.split('/').filter(Boolean).length;
  parents.forEach((parent, index) => {
    if (!underParent(pathname, parent.path)) return;
    for (let depth = segments - 1; depth >= parent.depth; depth -= 1) {
      const key = shardKey(pathname, depth);
      if (has(index, key)) {
        found.push({index, key});
        return;
      }
    }
  });
  return found;
}

/** The shards of a path in a plan (what the browser will load for it). */
function shardOf(plan, pathname) {
  const parents = plan.parents.map((parent) => ({path: parent.path, depth: parent.shardDepth}));
  const shardAt = (index, key) =>
    plan.shards.find((candidate) => candidate.parentIndex === index && candidate.key === key);
  return shardsFor(parents, pathname, (index, key) => shardAt(index, key) !== undefined).map(({index, key}) =>
    shardAt(index, key),
  );
}

module.exports = {
  computePlan,
  planFor,
  shardKey,
  underParent,
  shardsFor,
  shardOf,
  depthOf,
  Component,
  MIN_LEAVES,
  MAX_LEAVES,
  MIN_SPLIT,
};
