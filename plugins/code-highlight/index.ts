import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Code is highlighted at build time (rehypePrism). This plugin removes the theme's
 * runtime highlighter: theme-classic registers a client module that imports Prism
 * (prism-react-renderer) on every page; we swap it for an empty module.
 */
export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'tessera-code-highlight',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            path.join(here, 'noRuntimePrism.js'),
          ),
        ],
      };
    },
  };
}
