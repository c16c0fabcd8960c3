import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkContract, contains, type InternalsContract} from 'docusaurus-plugin-route-shards/checks';
import {featureFolder} from '../../../lib/plugin/featureFolder';

const here = path.dirname(fileURLToPath(import.meta.url));

export const CONTRACT: InternalsContract = {
  part: 'src/features/code-highlight',
  packageName: '@docusaurus/theme-classic',
  supported: '>=3.10.0 <4.0.0',
  files: [
    {
      file: 'lib/prism-include-languages.js',
      why: 'the client module that loads Prism on every page, replaced by an empty module: code is highlighted at build time',
      shapes: [
        contains("import { Prism } from 'prism-react-renderer'", 'a module that imports Prism and registers languages'),
      ],
    },
    {
      file: 'lib/index.js',
      why: 'registers prism-include-languages as a client module',
      shapes: [contains("'./prism-include-languages'", "getClientModules listing './prism-include-languages'")],
    },
  ],
};

/**
 * Code is highlighted at build time (rehypePrism). This plugin removes the theme's
 * runtime highlighter: theme-classic registers a client module that imports Prism
 * (prism-react-renderer) on every page; we swap it for an empty module.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  checkContract(context.siteDir, CONTRACT);
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
