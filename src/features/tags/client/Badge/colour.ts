import {siteConfig} from '../../../../../site.config';

/**
 * The colour class of a category or tag badge: a stable hash of its name picks
 * one of the `colorClasses` colour classes, so a tag has the same colour on every page
 * and in both locales' builds.
 */
export function badgeColourIndex(name: string): number {
  // FNV-1a over UTF-16 code units of the normalised name: small, fast, stable.
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % siteConfig.colorClasses;
}

export function badgeColourClass(name: string): string {
  return `tessera-badge--c${badgeColourIndex(name)}`;
}
