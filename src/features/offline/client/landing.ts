/**
 * Which docs section a page is the landing of (its route base, in either
 * locale), or null: only landings offer "Save for offline".
 */
import {siteConfig} from '../../../../site.config';
import {OLDER_RELEASE_SECTIONS} from '../../../lib/shared/releases';

/** The sections a reader saves: the docs sections, and each older release of a versioned one (`control@4.5`). */
const SAVED_SECTIONS: ReadonlyArray<{readonly id: string; readonly routeBasePath: string}> = [
  ...siteConfig.sections,
  ...OLDER_RELEASE_SECTIONS,
];

export function landingSection(permalink: string): string | null {
  const path = permalink.replace(/^\/en\//, '/');
  return SAVED_SECTIONS.find((section) => path === `/${section.routeBasePath}/`)?.id ?? null;
}
