import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPinned, type InternalsPin} from '../../../internals/internals-pin/plugin';
import {featureFolder} from '../../../lib/plugin/featureFolder';

const here = path.dirname(fileURLToPath(import.meta.url));

export const PIN: InternalsPin = {
  part: 'src/features/code-highlight',
  packageName: '@docusaurus/theme-classic',
  writtenFor: '3.10.2',
  files: ['lib/prism-include-languages.js'],
};

/**
 * Code is highlighted at build time (rehypePrism). This plugin removes the theme's
 * runtime highlighter: theme-classic registers a client module that imports Prism
 * (prism-react-renderer) on every page; we swap it for an empty module.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
  return {
    name: 'tessera-code-highlight',
    ...featureFolder(import.meta.url),
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            path.join(here, '../client/noRuntimePrism.js'),
          ),
        ],
      };
    },
  };
}
