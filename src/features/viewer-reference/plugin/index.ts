/**
 * Docusaurus plugin: generates the viewer API reference (generate.ts) into
 * the viewer section's folder before any content loads. Plugins are all
 * constructed before any loadContent runs, so generating in the constructor
 * guarantees the docs plugin of the `viewer` section finds the files. In
 * `npm run dev`, a change of the package sources reruns loadContent, which
 * regenerates; the docs plugin then picks up the changed Markdown itself.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {siteConfig} from '../../../../site.config';
import {generateReference} from './generate';

async function generate(siteDir: string): Promise<void> {
  const started = Date.now();
  const result = await generateReference({siteDir});
  if (result.generated) {
    logger.info(
      `Viewer API reference: ${result.files.length} pages generated from ${siteConfig.viewerReference.packageDir} in ${Date.now() - started} ms`,
    );
  }
}

export default async function viewerReferencePlugin(context: LoadContext): Promise<Plugin> {
  await generate(context.siteDir);
  return {
    name: 'tessera-viewer-reference',
    getPathsToWatch() {
      return [path.join(context.siteDir, siteConfig.viewerReference.packageDir, 'src/**/*.ts')];
    },
    async loadContent() {
      // A no-op unless the sources changed since the constructor ran (dev server reload).
      await generate(context.siteDir);
    },
  };
}
