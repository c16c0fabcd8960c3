/**
 * Part client-config: the generated site config (`docusaurus.config.mjs`) as
 * the browser needs it (configLoader.cjs): without the build-only keys
 * (plugin and theme options, Markdown hooks, static folders, client module
 * paths), which no client code reads and which grow with every plugin
 * instance.
 */
import {generatedFileTest, ownFile, type Part} from './part';

export const clientConfig: Part = () => ({
  configureWebpack(_config, isServer) {
    if (isServer) return {};
    return {
      module: {rules: [{test: generatedFileTest('docusaurus.config.mjs'), use: [ownFile('plugin/configLoader.cjs')]}]},
    };
  },
});
