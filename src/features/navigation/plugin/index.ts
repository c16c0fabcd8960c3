/**
 * Navigation: the navbar's menus, the sections' sidebars, breadcrumbs and the
 * phone menu (theme/). After all content is loaded, the plugin warns about
 * every doc that no sidebar lists (./missingSidebar.ts). Warnings, not errors:
 * the page still works, and one forgotten entry should not stop a deploy.
 */
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkContract} from 'docusaurus-plugin-route-shards/checks';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {featureFolder} from '../../../lib/plugin/featureFolder';
import {docsWithoutSidebar, missingSidebarMessage} from './missingSidebar';
import {NAVIGATION_THEME_CONTRACTS} from './themeCopies';

export default function navigationPlugin(context: LoadContext): Plugin {
  for (const contract of NAVIGATION_THEME_CONTRACTS) checkContract(context.siteDir, contract);
  return {
    name: 'tessera-navigation',
    ...featureFolder(import.meta.url),
    allContentLoaded({allContent}) {
      const docsInstances = allContent['docusaurus-plugin-content-docs'] ?? {};
      for (const content of Object.values(docsInstances) as LoadedContent[]) {
        for (const version of content.loadedVersions) {
          for (const doc of docsWithoutSidebar(version.docs)) logger.warn(missingSidebarMessage(doc));
        }
      }
    },
  };
}
