/**
 * Documentation per release: the version menu and an older release's notice
 * (theme/DocVersionBadge, theme/DocVersionBanner, in the slots theme-classic
 * keeps for them). The releases themselves are Docusaurus's versioned docs
 * (releaseSections.ts gives the docs instances their options); each page
 * learns its counterparts in the other releases when its frontmatter is
 * parsed (pageReleases.ts).
 */
import {featurePlugin} from '../../../lib/plugin/featureFolder';

export default function plugin(): ReturnType<typeof featurePlugin> {
  return featurePlugin(import.meta.url);
}
