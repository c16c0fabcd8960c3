/**
 * Client-only Rspack loader for Docusaurus's generated `docusaurus.config.mjs`
 * (`export default {…JSON…};`). The browser reads the site's title, URLs,
 * i18n, theme config and `future` flags from it; the keys below only serve
 * the build, so they are emptied in the browser bundle. The file must keep
 * its shape: anything else means Docusaurus changed it, and the build stops.
 */
const BUILD_ONLY = {plugins: [], themes: [], presets: [], markdown: {}, staticDirectories: [], clientModules: []};

module.exports = function configLoader(source) {
  const shape = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/.exec(source);
  if (!shape)
    throw new Error(
      `docusaurus-plugin-route-shards (client-config): ${this.resourcePath} is not "export default {…};"; update the loader for this Docusaurus version`,
    );
  let config;
  try {
    config = JSON.parse(shape[2]);
  } catch (error) {
    throw new Error(
      `docusaurus-plugin-route-shards (client-config): the object in ${this.resourcePath} is no longer plain JSON (${error.message}); update the loader for this Docusaurus version`,
    );
  }
  for (const key of Object.keys(BUILD_ONLY)) {
    if (!(key in config))
      throw new Error(
        `docusaurus-plugin-route-shards (client-config): ${this.resourcePath} has no "${key}"; update the loader for this Docusaurus version`,
      );
    config[key] = BUILD_ONLY[key];
  }
  return `${shape[1]}${JSON.stringify(config)};\n`;
};
