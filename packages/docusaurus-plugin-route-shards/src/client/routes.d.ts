// The named exports plugin/routesLoader.cjs adds to Docusaurus's generated route table (browser bundle only).
declare module '@generated/routes' {
  import type {RouteConfig} from 'react-router-config';

  export interface RouteShardTable {
    /** The route whose leaves live in shards; its `routes` grows as shards load. */
    readonly parent: RouteConfig & {routes: RouteConfig[]};
    /** Path segments of the parent's path. */
    readonly depth: number;
    /** Shard key (see shardKey) → the shard module. */
    readonly groups: Readonly<Record<string, () => Promise<{default: RouteConfig[]}>>>;
  }

  export const routeShards: readonly RouteShardTable[];
  /** The shard key of a path below a parent of `depth` segments. */
  export function shardKey(pathname: string, depth: number): string;
  /** The shards a path needs: per parent it lies under, the deepest key `has` confirms (plan.cjs). */
  export function shardsFor(
    parents: readonly {readonly path: string; readonly depth: number}[],
    pathname: string,
    has: (index: number, key: string) => boolean,
  ): Array<{index: number; key: string}>;
  /** The bundler's chunk name of the shard with this key. */
  export function shardChunkName(key: string): string;
}
