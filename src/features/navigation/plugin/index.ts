/**
 * Navigation: the navbar's menus, the sections' sidebars, breadcrumbs and the
 * phone menu (theme/). After all content is loaded, the plugin warns about
 * every doc that no sidebar lists (./missingSidebar.ts). Warnings, not errors:
 * the page still works, and one forgotten entry should not stop a deploy.
 */
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {featureFolder} from '../../../lib/plugin/featureFolder';
import {docsWithoutSidebar, missingSidebarMessage} from './missingSidebar';

export default function navigationPlugin(): Plugin {
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
