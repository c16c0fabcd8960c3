/**
 * Docusaurus plugin: the site's layout breakpoints instead of the theme's.
 * Stylesheets are rewritten by a PostCSS plugin (mediaQueries.ts), and the
 * theme's useWindowSize hook is replaced by one reading
 * `siteConfig.breakpoints`, so CSS and components switch at the same width.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteConfig} from '../../../../site.config';
import {assertPinned, type InternalsPin} from '../../../internals/internals-pin/plugin';
import {breakpointsPostCss} from './postcss';

export const PIN: InternalsPin = {
  part: 'src/features/breakpoints',
  packageName: '@docusaurus/theme-common',
  writtenFor: '3.10.2',
  // Replaced whole (its callers: the docs sidebar, the doc item layout, the navbar's phone drawer).
  files: ['lib/hooks/useWindowSize.js'],
};

const THEME_WINDOW_SIZE = /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;

export default function breakpointsPlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
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
