/**
 * Part registry-chunks: the generated route registry (`registry.js`) as the
 * browser needs it (registryLoader.cjs): without the module paths only
 * server rendering reads, without the entries that moved to a route shard,
 * and with the modules every docs page needs together bundled as one chunk
 * per kind.
 */
import {generatedFileTest, ownFile, type Part} from './part';

export const registryChunks: Part = () => ({
  configureWebpack(_config, isServer) {
    if (isServer) return {};
    return {module: {rules: [{test: generatedFileTest('registry.js'), use: [ownFile('plugin/registryLoader.cjs')]}]}};
  },
});
