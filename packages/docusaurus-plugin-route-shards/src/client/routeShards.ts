/**
 * The browser's side of the route shards (plugin/plan.cjs): which shards a path
 * needs, loading them once, and splicing their leaf routes into the route
 * table Docusaurus and react-router read. Loading happens in preload.ts,
 * before any route is matched for that path.
 */
import type {RouteConfig} from 'react-router-config';
import {routeShards, shardsFor, shardChunkName, type RouteShardTable} from '@generated/routes';
import {setChildrenLoader} from './sidebarChildren';

interface Needed {
  readonly table: RouteShardTable;
  readonly key: string;
  readonly id: string;
  readonly load: () => Promise<{default: RouteConfig[]}>;
}

const loads = new Map<string, Promise<void>>();
let loadedCount = 0;

/** Grows by one each time a shard's routes join the table (the prefetcher rebuilds its index then). */
export function shardsLoaded(): number {
  return loadedCount;
}

/** The shards a path needs, found by the same function the build uses (plugin/plan.cjs's shardsFor). */
function needed(pathname: string): Needed[] {
  const parents = routeShards.map((table) => ({path: String(table.parent.path), depth: table.depth}));
  const found: Needed[] = [];
  for (const {index, key} of shardsFor(parents, pathname, (i, k) =>
    Object.prototype.hasOwnProperty.call(routeShards[i]?.groups ?? {}, k),
  )) {
    const table = routeShards[index];
    const load = table?.groups[key];
    if (table && load) found.push({table, key, id: `${index}:${key}`, load});
  }
  return found;
}

/** Chunk names of the shards `pathname` needs that have not loaded yet (for link prefetching). */
export function unloadedShardChunks(pathname: string): string[] {
  return needed(pathname)
    .filter(({id}) => !loads.has(id))
    .map(({key}) => shardChunkName(key));
}

/** Loads the shards of every path given (once each); resolves when their routes are in the table. */
export function loadRouteShards(pathnames: readonly string[]): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const pathname of pathnames) {
    for (const {load: loadShard, table, id} of needed(pathname)) {
      let load = loads.get(id);
      if (!load) {
        load = loadShard().then((shard) => {
          table.parent.routes.push(...shard.default);
          loadedCount += 1;
        });
        // A failed download may be retried by the next navigation.
        load.catch(() => loads.delete(id));
        loads.set(id, load);
      }
      waits.push(load);
    }
  }
  return Promise.all(waits).then(() => undefined);
}

// A collapsed sidebar category's children come with the shard of a page below it.
setChildrenLoader((pathname) => loadRouteShards([pathname]));
