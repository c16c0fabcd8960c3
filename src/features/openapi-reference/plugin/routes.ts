/**
 * Where the generated REST and OData reference lives, as files and as routes.
 * Shared by the generator, the content check and the tests.
 */
import path from 'node:path';
import {siteConfig} from '../../../../site.config';

const apiSection = siteConfig.sections.find((s) => s.id === 'api');
if (apiSection === undefined) throw new Error('site.config.ts has no api section');

/** Output folder relative to the site, e.g. `content/api/tessera/tessera-reference`. */
export const OPENAPI_REFERENCE_DIR = siteConfig.openapiReference.outDir;

/** The description the reference is generated from, relative to the site. */
export const OPENAPI_SPEC = siteConfig.openapiReference.spec;

/** "Edit this page" on a generated page opens the description it is written from. */
export const OPENAPI_EDIT_URL = `${siteConfig.repositoryUrl}/edit/${siteConfig.editBranch}/${OPENAPI_SPEC}`;

/** Route of the reference home, e.g. `/api/tessera/tessera-reference/`. */
export const OPENAPI_REFERENCE_ROUTE = `/${apiSection.routeBasePath}/${path.posix.relative(apiSection.dir, OPENAPI_REFERENCE_DIR)}/`;

/** Route of a generated file (relative to the reference folder): `models/list-models.md` → `…/models/list-models/`. */
export function openapiRoute(file: string): string {
  const withoutExt = file.replace(/\.md$/, '');
  const route = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return route === '' ? OPENAPI_REFERENCE_ROUTE : `${OPENAPI_REFERENCE_ROUTE}${route}/`;
}
