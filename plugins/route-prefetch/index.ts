/**
 * Docusaurus plugin: link prefetching that a page with hundreds of links
 * can afford. Core's client `docusaurus.js` (the object every <Link> calls
 * when it scrolls into view or is hovered) is replaced in the browser bundle
 * by routePrefetch.ts: the same API, each chunk fetched once, in idle time.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPinned, type InternalsPin} from '../internals-pin';

export const PIN: InternalsPin = {
  part: 'plugins/route-prefetch',
  packageName: '@docusaurus/core',
  writtenFor: '3.10.2',
  files: ['lib/client/docusaurus.js', 'lib/client/flat.js', 'lib/client/preload.js'],
};

/** Core's module as the bundler resolves it. */
export const CORE_PREFETCH = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;

export default function routePrefetchPlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
  return {
    name: 'tessera-route-prefetch',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(CORE_PREFETCH, path.join(context.siteDir, 'plugins/route-prefetch/routePrefetch.ts'))]};
    },
  };
}
