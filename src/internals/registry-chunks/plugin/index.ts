/**
 * Docusaurus plugin: the generated route registry (`registry.js`) as the
 * browser needs it (registryLoader.cjs): without the module paths only
 * server rendering reads, and with the modules every docs page needs
 * together bundled as one chunk per kind.
 */
import {generatedFileLoaderPlugin, type InternalsPin} from '../../internals-pin/plugin';

export const PIN: InternalsPin = {
  part: 'src/internals/registry-chunks',
  packageName: '@docusaurus/core',
  writtenFor: '3.10.2',
  // The generator of registry.js, and the reader of its entries.
  files: ['lib/server/codegen/codegenRoutes.js', 'lib/client/exports/ComponentCreator.js'],
};

export default generatedFileLoaderPlugin({
  name: 'tessera-registry-chunks',
  pin: PIN,
  generatedFile: 'registry.js',
  loader: 'src/internals/registry-chunks/plugin/registryLoader.cjs',
});
