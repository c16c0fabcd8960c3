/**
 * docusaurus-plugin-route-shards: a Docusaurus site's first-load JavaScript
 * stays flat as the site grows. Each part replaces one Docusaurus or Rspack
 * mechanism (README: what each part replaces, what it reads, what a site can
 * rely on). Switched off (`enabled: false`), the plugin adds nothing and the
 * site builds on Docusaurus's own mechanisms.
 *
 * List it in `themes`, after the theme (it provides a theme component that
 * wraps the theme's sidebar category): `['docusaurus-plugin-route-shards', {}]`.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkContract} from './checks';
import {CONTRACTS, type PartName} from './plugin/contract';
import type {Options} from './plugin/options';
import {ownFile, type Part, type PartHooks} from './plugin/part';
import {routePrefetch} from './plugin/routePrefetch';
import {routeTable} from './plugin/routeTable';
import {shardChunkFiles} from './plugin/shardChunkFiles';
import {registryChunks} from './plugin/registryChunks';
import {docsGlobalData} from './plugin/docsGlobalData';
import {docsVersionData} from './plugin/docsVersionData';
import {clientConfig} from './plugin/clientConfig';
import {tslibHelper} from './plugin/tslibHelper';
import {browserContext} from './plugin/browserContext';

export {validateOptions} from './plugin/options';
export type {Options, UserOptions, SidebarItemLike} from './plugin/options';
export {default as remarkNoDocCardList} from './plugin/remarkNoDocCardList';
export {versionSidebars, checkSidebarsContract, SIDEBARS_CONTRACT} from './plugin/versionSidebars';

export const PLUGIN_NAME = 'docusaurus-plugin-route-shards';

/** The parts, in the order their bundler changes are merged; each runs only after its contract holds. */
const PARTS: ReadonlyArray<readonly [PartName, Part]> = [
  ['routePrefetch', routePrefetch],
  ['routeTable', routeTable],
  ['shardChunkFiles', shardChunkFiles],
  ['registryChunks', registryChunks],
  ['docsGlobalData', docsGlobalData],
  ['docsVersionData', docsVersionData],
  ['clientConfig', clientConfig],
  ['tslibHelper', tslibHelper],
  ['browserContext', browserContext],
];

type WebpackConfig = NonNullable<ReturnType<NonNullable<Plugin['configureWebpack']>>>;

/** The parts' bundler changes as one object: rules and plugins in part order, the rest merged. */
export function mergeConfigs(configs: readonly WebpackConfig[]): WebpackConfig {
  const rules: unknown[] = [];
  const plugins: unknown[] = [];
  const merged: Record<string, unknown> = {};
  for (const config of configs) {
    const {
      module,
      plugins: own,
      optimization,
      resolve,
      ...rest
    } = config as Record<string, unknown> & {
      module?: {rules?: unknown[]};
      plugins?: unknown[];
      optimization?: object;
      resolve?: {alias?: object};
    };
    rules.push(...(module?.rules ?? []));
    plugins.push(...(own ?? []));
    if (optimization) merged.optimization = {...(merged.optimization as object), ...optimization};
    if (resolve?.alias) {
      const previous = (merged.resolve as {alias?: object} | undefined)?.alias;
      merged.resolve = {alias: {...previous, ...resolve.alias}};
    }
    Object.assign(merged, rest);
  }
  return {...merged, module: {rules}, plugins} as WebpackConfig;
}

export default function routeShardsPlugin(context: LoadContext, options: Options): Plugin {
  if (!options.enabled) return {name: PLUGIN_NAME};
  // Every contract first, so a Docusaurus update reports all it changed in one build.
  const problems: string[] = [];
  for (const [name] of PARTS) {
    try {
      checkContract(context.siteDir, CONTRACTS[name]);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
  const hooks: PartHooks[] = PARTS.map(([, part]) => part(context, options));
  return {
    name: PLUGIN_NAME,
    getThemePath: () => ownFile('theme'),
    async allContentLoaded(args) {
      for (const part of hooks) await part.allContentLoaded?.(args);
    },
    configureWebpack(config, isServer, utils, content) {
      return mergeConfigs(
        hooks.flatMap((part) => {
          const own = part.configureWebpack?.(config, isServer, utils, content);
          return own ? [own as WebpackConfig] : [];
        }),
      );
    },
    async postBuild(props) {
      for (const part of hooks) await part.postBuild?.(props);
    },
  };
}
