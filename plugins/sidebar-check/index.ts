/**
 * Docusaurus plugin: after all content is loaded, warns about every doc that
 * no sidebar lists (./missingSidebar.ts). Warnings, not errors: the page
 * still works, and one forgotten entry should not stop a deploy.
 */
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docsWithoutSidebar, missingSidebarMessage} from './missingSidebar';

export default function sidebarCheckPlugin(): Plugin {
  return {
    name: 'tessera-sidebar-check',
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
