/**
 * Docusaurus plugin of sliced hydration (src/features/hydration): core's
 * browser context is swapped for one that reports "browser" only once the
 * sliced first hydration is over. The article gates come from rehypeGates.ts,
 * a rehype plugin of every MDX instance (docusaurus.config.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const CORE_BROWSER_CONTEXT = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;

export default function hydrationSlicesPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-hydration-slices',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(CORE_BROWSER_CONTEXT, path.join(context.siteDir, 'src/features/hydration/browserContext.tsx'))]};
    },
  };
}
