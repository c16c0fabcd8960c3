/**
 * Docusaurus plugin: the generated site config (`docusaurus.config.mjs`) as
 * the browser needs it (configLoader.cjs): without the build-only keys
 * (plugin and theme options, Markdown hooks, static folders), which no
 * client code reads but every page downloaded first, a few KB more with
 * each docs section.
 */
import {generatedFileLoaderPlugin, type InternalsPin} from '../../internals-pin/plugin';

export const PIN: InternalsPin = {
  part: 'src/internals/client-config',
  packageName: '@docusaurus/core',
  writtenFor: '3.10.2',
  // The generator of docusaurus.config.mjs, and the client context that hands it to components.
  files: ['lib/server/codegen/codegen.js', 'lib/client/docusaurusContext.js'],
};

export default generatedFileLoaderPlugin({
  name: 'tessera-client-config',
  pin: PIN,
  generatedFile: 'docusaurus.config.mjs',
  loader: 'src/internals/client-config/plugin/configLoader.cjs',
});
