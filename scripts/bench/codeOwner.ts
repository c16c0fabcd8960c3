/**
 * Which part of the site a bundled module belongs to, for the first-load
 * split the bench prints: the framework (React, the router, Docusaurus core
 * client and its generated glue), the theme (theme-classic and other
 * libraries), our own code (src/, packages/) or page content
 * (compiled Markdown and route data).
 */
export type CodeOwner = 'framework' | 'theme' | 'ours' | 'content';
export const CODE_OWNERS: readonly CodeOwner[] = ['framework', 'theme', 'ours', 'content'];

const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'react-router-config',
  'history',
  '@remix-run',
  'react-helmet-async',
  'react-loadable',
  'react-loadable-ssr-addon-v5-slorber',
  '@docusaurus/core',
  '@docusaurus/router',
  'core-js',
  'core-js-pure',
  '@babel/runtime',
  '@babel/runtime-corejs3',
  '@swc/helpers',
  'regenerator-runtime',
  'tslib',
  'invariant',
  'tiny-invariant',
  'tiny-warning',
  'shallowequal',
  'prop-types',
  'nprogress',
  'webpack',
  '@rspack/core',
  'react-is',
  'hoist-non-react-statics',
  'object-assign',
];

/** The npm package a module path is in, e.g. `@docusaurus/core` or `react-dom`. */
export function packageOf(moduleName: string): string | null {
  const parts = moduleName.split(/[\\/]node_modules[\\/]/);
  if (parts.length < 2 && !moduleName.startsWith('node_modules/') && !moduleName.startsWith('./node_modules/'))
    return null;
  const tail = parts.length >= 2 ? (parts.at(-1) ?? '') : moduleName.replace(/^(\.\/)?node_modules[\\/]/, '');
  const rest = tail.split(/[\\/]/);
  const [first = '', second = ''] = rest;
  return first.startsWith('@') ? `${first}/${second}` : first;
}

export function codeOwner(moduleName: string): CodeOwner {
  // Bundler runtime modules ("webpack/runtime/...") have no file path.
  if (/^(webpack|rspack)\//.test(moduleName) || !/[\\/]/.test(moduleName)) return 'framework';
  const pkg = packageOf(moduleName.replace(/ \+ \d+ modules?$/, ''));
  if (pkg !== null) return FRAMEWORK_PACKAGES.includes(pkg) ? 'framework' : 'theme';
  if (/(^|[\\/])\.docusaurus[\\/]/.test(moduleName)) {
    // Generated route data and per-page props are content; the registry and client modules are glue.
    return /\.json$/.test(moduleName) ? 'content' : 'framework';
  }
  if (/\.mdx?($|[?!])/.test(moduleName) || /(^|[\\/])(content|i18n)[\\/]/.test(moduleName)) return 'content';
  return 'ours';
}
