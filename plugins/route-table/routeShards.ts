/**
 * The browser's side of the route shards (plan.cjs): which shards a path
 * needs, loading them once, and splicing their leaf routes into the route
 * table Docusaurus and react-router read. Loading happens in preload.ts,
 * before any route is matched for that path.
 */
import type {RouteConfig} from 'react-router-config';
import {routeShards, shardKey, shardChunkName, type RouteShardTable} from '@generated/routes';

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

/** The shard a path needs below each sharded parent: the deepest folder key that has one (plan.cjs). */
function needed(pathname: string): Needed[] {
  const found: Needed[] = [];
  const lower = `${pathname}/`.toLowerCase();
  const segments = pathname.split('/').filter(Boolean).length;
  routeShards.forEach((table, index) => {
    if (!lower.startsWith(String(table.parent.path).toLowerCase().replace(/\/?$/, '/'))) return;
    for (let depth = segments - 1; depth >= table.depth; depth -= 1) {
      const key = shardKey(pathname, depth);
      const load = table.groups[key];
      if (load) {
        found.push({table, key, id: `${index}:${key}`, load});
        return;
      }
    }
  });
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
