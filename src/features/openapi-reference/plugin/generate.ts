/**
 * Writes the REST and OData reference (pages.ts) from the OpenAPI description
 * into its git-ignored folder of the API section. A problem in the description
 * (spec.ts) throws with the JSON pointer of each. The output is stamped with a
 * hash of its inputs, so the second locale of a build reuses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {siteConfig} from '../../../../site.config';
import type {GeneratedPage} from './layout';
import {referencePages} from './pages';
import {OPENAPI_EDIT_URL, OPENAPI_REFERENCE_DIR, OPENAPI_SPEC} from './routes';
import {loadSpec} from './spec';
import {hashInputs, stampIsCurrent, writeStamp} from '../../../lib/plugin/generatedStamp';

export interface GenerateOptions {
  readonly siteDir: string;
  /** Where to write; default the configured folder. */
  readonly outDir?: string;
  /** Regenerate even when the stamp matches. */
  readonly force?: boolean;
}

export interface GenerateResult {
  readonly outDir: string;
  readonly generated: boolean;
  readonly pages: readonly GeneratedPage[];
}

const GENERATOR_DIR = 'src/features/openapi-reference/plugin';

/** Every module of the generator: a change to any of them regenerates the pages. */
function generatorFiles(siteDir: string): string[] {
  return fs
    .readdirSync(path.join(siteDir, GENERATOR_DIR))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => `${GENERATOR_DIR}/${f}`);
}

export function inputHash(siteDir: string): string {
  return hashInputs(siteDir, [OPENAPI_SPEC, ...generatorFiles(siteDir), 'site.config.ts']);
}

/** The pages, generated in memory (throws on a problem in the description). */
export function buildPages(siteDir: string): GeneratedPage[] {
  const document = loadSpec(fs.readFileSync(path.join(siteDir, OPENAPI_SPEC), 'utf8'), OPENAPI_SPEC);
  return referencePages(document, {
    editUrl: OPENAPI_EDIT_URL,
    sidebarPosition: siteConfig.openapiReference.sidebarPosition,
    specPath: OPENAPI_SPEC,
  });
}

export function generateOpenapiReference(options: GenerateOptions): GenerateResult {
  const outDir = options.outDir ?? path.join(options.siteDir, OPENAPI_REFERENCE_DIR);
  const hash = inputHash(options.siteDir);
  const pages = buildPages(options.siteDir);
  if (!options.force && stampIsCurrent(outDir, hash)) return {outDir, generated: false, pages};
  fs.rmSync(outDir, {recursive: true, force: true});
  for (const page of pages) {
    const abs = path.join(outDir, page.file);
    fs.mkdirSync(path.dirname(abs), {recursive: true});
    fs.writeFileSync(abs, page.content);
  }
  writeStamp(outDir, hash);
  return {outDir, generated: true, pages};
}
