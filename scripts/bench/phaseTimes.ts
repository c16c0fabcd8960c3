/**
 * Where a build's time goes, for `npm run bench:scale`. Docusaurus's own performance log
 * (`DOCUSAURUS_PERF_LOGGER=true`) times its phases (loading the site and each plugin's content,
 * bundling, static rendering, the broken-link check) but runs every plugin's `postBuild` under one
 * entry; this wraps the site's own plugins so each `postBuild` is timed apart, in the same log
 * (`[PERF] postBuild() - tessera-search - …`). Without the variable the plugins are left as they are.
 * Plugins load their content concurrently, so a plugin's `Load …` line spans the others' work too:
 * the phases that are not nested (loading the site, bundling, static rendering, each postBuild) are
 * the ones to read.
 */
import {PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';

const enabled = process.env.DOCUSAURUS_PERF_LOGGER === 'true';

// Docusaurus types a plugin module's options as unknown; the wrapper passes them through untouched.
type PluginModule = (context: LoadContext, options: never) => Plugin | null | Promise<Plugin | null>;

// Docusaurus starts every postBuild at once; most of ours are synchronous work, so each would be
// timed with the others' work inside its span. Timed, they run one after another: the same total on
// one thread, and each figure is its own.
let previous: Promise<unknown> = Promise.resolve();

function timed(module: PluginModule): PluginModule {
  const wrapped = async (context: LoadContext, options: never): Promise<Plugin | null> => {
    const plugin = await module(context, options);
    const postBuild = plugin?.postBuild;
    if (plugin && postBuild) {
      plugin.postBuild = (props) => {
        const run = previous.then(() =>
          PerfLogger.async(`postBuild() - ${plugin.name}`, () => postBuild.call(plugin, props)),
        );
        previous = run.catch(() => undefined);
        return run;
      };
    }
    return plugin;
  };
  // A module's static parts (validateOptions, validateThemeConfig) stay readable on the wrapper.
  return Object.assign(wrapped, module);
}

/** The plugin list with each of the site's own plugin functions' `postBuild` timed apart when the log is on. */
export function timedPostBuilds(entries: PluginConfig[]): PluginConfig[] {
  if (!enabled) return entries;
  return entries.map((entry) => {
    if (typeof entry === 'function') return timed(entry as PluginModule) as PluginConfig;
    if (Array.isArray(entry) && typeof entry[0] === 'function')
      return [timed(entry[0] as PluginModule), entry[1]] as PluginConfig;
    return entry;
  });
}

/** One line of the performance log. */
export interface PhaseTime {
  /** `Load site > Load plugins > Load plugins content > Load docusaurus-plugin-content-docs@control > loadContent()`. */
  readonly label: string;
  readonly ms: number;
}

// eslint-disable-next-line no-control-regex -- the log is coloured with ANSI escapes
const ANSI = /\u001b\[[0-9;]*m/g;

/** The phase times in a build's output (`[PERF] label - 12.34 ms` or `- 5.67 seconds!`). */
export function parsePhaseTimes(output: string): PhaseTime[] {
  const times: PhaseTime[] = [];
  for (const line of output.replace(ANSI, '').split('\n')) {
    const match = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (ms|seconds!)/.exec(line.trim());
    if (!match?.[1] || !match[2]) continue;
    times.push({label: match[1], ms: Number(match[2]) * (match[3] === 'ms' ? 1 : 1000)});
  }
  return times;
}
