/**
 * Where the generated viewer API reference lives, as files and as routes.
 * Shared by the generator, the content check and the tests.
 */
import path from 'node:path';
import {siteConfig} from '../../../../site.config';

const viewerSection = siteConfig.sections.find((s) => s.id === 'viewer');
if (viewerSection === undefined) throw new Error('site.config.ts has no viewer section');

/** Output folder relative to the site, e.g. `content/viewer/tessera-viewer-api`. */
export const REFERENCE_DIR = siteConfig.viewerReference.outDir;

/** The folder relative to the viewer section's folder, e.g. `tessera-viewer-api`. */
export const REFERENCE_DIR_IN_SECTION = path.posix.relative(viewerSection.dir, REFERENCE_DIR);

/**
 * "Edit this page" on a generated page: the generated Markdown is not in the
 * repository, so the link opens the package's sources, whose TSDoc comments
 * the reference is written from.
 */
export const REFERENCE_EDIT_URL = `${siteConfig.repositoryUrl}/tree/${siteConfig.editBranch}/${siteConfig.viewerReference.packageDir}/src/`;

/** Route of the reference home, e.g. `/api/tessera-viewer/tessera-viewer-api/`. */
export const REFERENCE_ROUTE = `/${viewerSection.routeBasePath}/${REFERENCE_DIR_IN_SECTION}/`;

/** Route of a generated file (relative to the reference folder): `classes/Viewer.md` → `…/classes/Viewer/`. */
export function referenceRoute(file: string): string {
  const withoutExt = file.replace(/\.md$/, '');
  const route = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return route === '' ? REFERENCE_ROUTE : `${REFERENCE_ROUTE}${route}/`;
}
