/**
 * Which docs section a page is the landing of (its route base, in either
 * locale), or null: only landings offer "Save for offline".
 */
import {siteConfig} from '../../../../site.config';

export function landingSection(permalink: string): string | null {
  const path = permalink.replace(/^\/en\//, '/');
  return siteConfig.sections.find((section) => path === `/${section.routeBasePath}/`)?.id ?? null;
}
