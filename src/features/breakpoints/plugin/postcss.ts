import type {AtRule, PluginCreator} from 'postcss';
import {rewriteMediaParams, type Breakpoints} from './mediaQueries';

/** Stylesheets of packages (Infima, the theme) carry the theme's numbers; ours name the breakpoints. */
const PACKAGE_FILE = /[\\/]node_modules[\\/]/;

/** PostCSS plugin applying rewriteMediaParams to every `@media` rule. */
export const breakpointsPostCss: PluginCreator<Breakpoints> = (breakpoints) => {
  if (!breakpoints) throw new Error('breakpointsPostCss needs the breakpoints');
  return {
    postcssPlugin: 'tessera-breakpoints',
    AtRule: {
      media(rule: AtRule) {
        const file = rule.source?.input.file ?? 'a stylesheet';
        try {
          rule.params = rewriteMediaParams(rule.params, breakpoints, {themeNumbers: PACKAGE_FILE.test(file)});
        } catch (error) {
          throw rule.error(`${(error as Error).message} in ${file}`);
        }
      },
    },
  };
};
breakpointsPostCss.postcss = true;
