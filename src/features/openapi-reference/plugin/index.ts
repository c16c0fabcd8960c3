/**
 * Docusaurus plugin: the Tessera REST and OData reference, generated from
 * openapi/tessera-api.yaml into the API section's folder. docusaurus.config.ts
 * generates it before the locale map reads that folder; the plugin regenerates
 * it when the description changes under the dev server. A description the
 * reference cannot be written from fails the build.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generateOpenapiReference} from './generate';
import {OPENAPI_SPEC} from './routes';

/** Generates (or reuses) the reference; docusaurus.config.ts calls it before it reads the API section's files. */
export function generateOpenapiReferenceOnce(siteDir: string): void {
  generate(siteDir);
}

function generate(siteDir: string): void {
  const started = Date.now();
  const result = generateOpenapiReference({siteDir});
  if (result.generated)
    logger.info(
      `Tessera API reference: ${result.pages.length} pages generated from ${OPENAPI_SPEC} in ${Date.now() - started} ms`,
    );
}

export default function openapiReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-openapi-reference',
    getPathsToWatch() {
      return [path.join(context.siteDir, OPENAPI_SPEC)];
    },
    loadContent() {
      generate(context.siteDir);
    },
  };
}
