/**
 * Docusaurus plugin, enabled only by `npm run bench` (BENCH_STATS=1): writes
 * the client bundle's chunk → module table next to the generated files, so
 * the bench can say which part of each first-load file is framework, theme
 * or our own code. Production builds never include it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The part of the bundler's stats the bench reads (webpack and Rspack agree on it). */
export interface BenchStats {
  readonly chunks: readonly {
    readonly files: readonly string[];
    readonly modules: readonly BenchModule[];
  }[];
}

export interface BenchModule {
  readonly name: string;
  readonly size: number;
  /** Modules concatenated into this one by scope hoisting. */
  readonly modules?: readonly BenchModule[];
}

interface StatsLike {
  toJson(options: Record<string, boolean | number>): unknown;
}
interface CompilerLike {
  hooks: {done: {tap(name: string, fn: (stats: StatsLike) => void): void}};
}

export function benchStatsFile(generatedFilesDir: string, locale: string): string {
  return path.join(generatedFilesDir, `bench-stats-${locale}.json`);
}

export default function benchStatsPlugin(context: LoadContext): Plugin {
  const file = benchStatsFile(context.generatedFilesDir, context.i18n.currentLocale);
  return {
    name: 'tessera-bench-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const writer = {
        apply(compiler: CompilerLike): void {
          compiler.hooks.done.tap('tessera-bench-stats', (stats) => {
            const json = stats.toJson({
              all: false,
              chunks: true,
              chunkModules: true,
              nestedModules: true,
              dependentModules: true,
              orphanModules: true,
              chunkModulesSpace: Number.MAX_SAFE_INTEGER,
              nestedModulesSpace: Number.MAX_SAFE_INTEGER,
              modulesSpace: Number.MAX_SAFE_INTEGER,
            }) as BenchStats;
            const slim: BenchStats = {
              chunks: json.chunks.map((c) => ({files: c.files, modules: (c.modules ?? []).map(slimModule)})),
            };
            fs.mkdirSync(path.dirname(file), {recursive: true});
            fs.writeFileSync(file, JSON.stringify(slim));
          });
        },
      };
      // The bundler accepts any object with apply(); its plugin type is not exported for Rspack.
      return {plugins: [writer as never]};
    },
  };
}

function slimModule(m: BenchModule): BenchModule {
  return m.modules?.length
    ? {name: m.name, size: m.size, modules: m.modules.map(slimModule)}
    : {name: m.name, size: m.size};
}
