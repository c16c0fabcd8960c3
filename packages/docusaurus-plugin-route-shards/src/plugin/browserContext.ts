/**
 * Part browser-context: core's browser context module replaced by
 * ../client/browserContext.tsx, which turns `useIsBrowser()` true as a
 * transition (why: that file). The contract (contract.ts) checks core's
 * module still has the two exports and the effect the replacement copies.
 */
import {ownFile, type Part} from './part';

const CORE_BROWSER_CONTEXT = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;

export const browserContext: Part = () => ({
  configureWebpack(_config, _isServer, utils) {
    const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
    return {plugins: [new NormalModuleReplacementPlugin(CORE_BROWSER_CONTEXT, ownFile('client/browserContext.tsx'))]};
  },
});
