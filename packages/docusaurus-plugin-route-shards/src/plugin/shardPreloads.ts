/**
 * After a locale's build: every page whose leaf route lives in a route shard
 * gets `<link rel="preload" as="script">` for that shard's chunk in its
 * `<head>`, so the browser downloads it beside the main bundle; without it the
 * shard would only be asked for once the main bundle runs, one more round
 * trip before the page hydrates.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

interface ShardPlan {
  readonly shards: ReadonlyArray<{readonly key: string}>;
}

const require = createRequire(__filename);
const {planFor, shardOf} = require('./plan.cjs') as {
  planFor: (dir: string) => ShardPlan;
  shardOf: (plan: ShardPlan, pathname: string) => Array<{key: string}>;
};
const {shardChunkName} = require('./shardNames.cjs') as {shardChunkName: (key: string) => string};

/** How many route shards the plan of a `.docusaurus` folder has. */
export function shardCount(generatedFilesDir: string): number {
  return planFor(generatedFilesDir).shards.length;
}

/** The shard chunk names a page's path needs, as the browser finds them (routeShards.ts). */
export function shardChunksOf(plan: ShardPlan, pathname: string): string[] {
  return shardOf(plan, pathname).map((shard) => shardChunkName(shard.key));
}

/** Adds the preload links; returns how many pages got one. */
export async function addShardPreloads(
  outDir: string,
  generatedFilesDir: string,
  routesPaths: readonly string[],
  baseUrl: string,
): Promise<number> {
  const plan = planFor(generatedFilesDir);
  const jsDir = path.join(outDir, 'assets/js');
  const files = fs.existsSync(jsDir) ? fs.readdirSync(jsDir) : [];
  const fileOf = (chunkName: string): string | undefined =>
    files.find((file) => file.startsWith(`${chunkName}.`) && file.endsWith('.js'));
  let count = 0;
  for (const routePath of routesPaths) {
    if (!routePath.startsWith(baseUrl)) continue;
    const htmlFile = path.join(outDir, routePath.slice(baseUrl.length), 'index.html');
    const chunks = shardChunksOf(plan, routePath);
    if (chunks.length === 0 || !fs.existsSync(htmlFile)) continue;
    const links = chunks.map((chunk) => {
      const file = fileOf(chunk);
      if (!file)
        throw new Error(
          `docusaurus-plugin-route-shards (route-table): the route shard ${chunk} of ${routePath} is not in ${jsDir}`,
        );
      return `<link rel="preload" href="${baseUrl}assets/js/${file}" as="script">`;
    });
    const html = await fs.promises.readFile(htmlFile, 'utf8');
    if (!html.includes('</head>'))
      throw new Error(`docusaurus-plugin-route-shards (route-table): ${htmlFile} has no </head>`);
    await fs.promises.writeFile(htmlFile, html.replace('</head>', `${links.join('')}</head>`));
    count += 1;
  }
  return count;
}
