/* global module */
/**
 * Client-only Rspack loader for two Docusaurus modules that sort short keys
 * with `localeCompare`: the first `localeCompare` of a page load builds
 * ICU's collator, 7 ms of main thread (30 ms on a phone-like 4× slower CPU),
 * during hydration, for strings where code-unit order gives the same
 * answer (plugin paths: a path sorts after its prefixes either way; object
 * keys: any stable order will do). A pattern that is not found fails the
 * build, so a Docusaurus update cannot silently bring the collator back.
 */
const CODE_ORDER = (x, y) => `(${x} < ${y} ? -1 : ${x} > ${y} ? 1 : 0)`;

const REWRITES = [
  {
    file: /plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    from: 'b[1].path.localeCompare(a[1].path)',
    to: CODE_ORDER('b[1].path', 'a[1].path'),
  },
  {
    file: /theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    from: 'a[0].localeCompare(b[0])',
    to: CODE_ORDER('a[0]', 'b[0]'),
  },
];

module.exports = function codeOrderLoader(source) {
  const rewrite = REWRITES.find((r) => r.file.test(this.resourcePath));
  if (!rewrite) return source;
  if (!source.includes(rewrite.from)) {
    throw new Error(`plugins/lean-runtime/codeOrderLoader.cjs: "${rewrite.from}" not found in ${this.resourcePath}; update the rewrite for this Docusaurus version`);
  }
  return source.split(rewrite.from).join(rewrite.to);
};

module.exports.REWRITES = REWRITES;
