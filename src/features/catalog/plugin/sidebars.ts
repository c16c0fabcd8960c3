/**
 * A docs version's sidebars as the theme receives them (labels, links, categories), read through
 * plugin-content-docs' own `toSidebarsProp`: the catalog lists them, and the PDF build lays its
 * manuals out by them. That function is not a public export of the docs plugin, so its file is
 * checked by shape (the CONTRACT below, verified when a plugin that reads sidebars starts).
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {toSidebarsProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {checkContract, exportsName, type InternalsContract} from 'docusaurus-plugin-route-shards/checks';
import type {PropItem} from '../shared/data';

export const SIDEBARS_CONTRACT: InternalsContract = {
  part: 'src/features/catalog (sidebars)',
  packageName: '@docusaurus/plugin-content-docs',
  supported: '>=3.10.0 <4.0.0',
  files: [
    {
      file: 'lib/props.js',
      why: 'toSidebarsProp gives a docs page’s sidebar props; the catalog and the PDF manuals read the same shape',
      shapes: [exportsName('toSidebarsProp')],
    },
  ],
};

/** Fails with the file and the shape that changed when the installed docs plugin no longer has what this reads. */
export function checkSidebarsContract(siteDir: string): void {
  checkContract(siteDir, SIDEBARS_CONTRACT);
}

/** Every sidebar of a loaded docs version, in the order the version declares them. */
export function versionSidebars(version: LoadedVersion): PropItem[][] {
  return Object.values(toSidebarsProp(version)) as unknown as PropItem[][];
}
