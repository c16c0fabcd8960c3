/**
 * Docusaurus plugin: the site's layout breakpoints instead of the theme's.
 * Stylesheets are rewritten by a PostCSS plugin (mediaQueries.ts), and the
 * theme's useWindowSize hook is replaced by one reading
 * `siteConfig.breakpoints`, so CSS and components switch at the same width.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteConfig} from '../../../../site.config';
import {checkContract, contains, exportsName, type InternalsContract} from 'docusaurus-plugin-route-shards/checks';
import {breakpointsPostCss} from './postcss';

export const CONTRACT: InternalsContract = {
  part: 'src/features/breakpoints',
  packageName: '@docusaurus/theme-common',
  supported: '>=3.10.0 <4.0.0',
  files: [
    {
      // Replaced whole (its callers: the docs sidebar, the doc item layout, the navbar's phone drawer).
      file: 'lib/hooks/useWindowSize.js',
      why: 'replaced by client/useWindowSize.ts, which answers the same values at the site’s breakpoints',
      shapes: [exportsName('useWindowSize'), contains("'ssr'", "the 'ssr' answer on the first render")],
    },
  ],
};

const THEME_WINDOW_SIZE = /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;

export default function breakpointsPlugin(context: LoadContext): Plugin {
  checkContract(context.siteDir, CONTRACT);
  return {
    name: 'tessera-breakpoints',
    configurePostCss(options) {
      options.plugins.push(breakpointsPostCss(siteConfig.breakpoints));
      return options;
    },
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replacement = path.join(context.siteDir, 'src/features/breakpoints/client/useWindowSize.ts');
      return {plugins: [new NormalModuleReplacementPlugin(THEME_WINDOW_SIZE, replacement)]};
    },
  };
}
