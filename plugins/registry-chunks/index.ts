/**
 * Docusaurus plugin: the generated route registry (`registry.js`) as the
 * browser needs it (registryLoader.cjs): without the module paths only
 * server rendering reads, and with the modules every docs page needs
 * together bundled as one chunk per kind.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPinned, type InternalsPin} from '../internals-pin';

export const PIN: InternalsPin = {
  part: 'plugins/registry-chunks',
  packageName: '@docusaurus/core',
  writtenFor: '3.10.2',
  // The generator of registry.js, and the reader of its entries.
  files: ['lib/server/codegen/codegenRoutes.js', 'lib/client/exports/ComponentCreator.js'],
};

export default function registryChunksPlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
  return {
    name: 'tessera-registry-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const loader = path.join(context.siteDir, 'plugins/registry-chunks/registryLoader.cjs');
      return {module: {rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [loader]}]}};
    },
  };
}
