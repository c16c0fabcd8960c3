/**
 * A loaded docs version's sidebars as the theme receives them (labels, links,
 * categories), computed by plugin-content-docs' own `toSidebarsProp`. That
 * function is not a public export of the docs plugin; the docs-version-data part
 * already depends on it, so a site that needs the same props at build time (a
 * catalog of child pages, a printed manual) reads them here and its Docusaurus
 * upgrade is checked in one place (SIDEBARS_CONTRACT, checked by
 * `checkSidebarsContract` and on every build where the plugin is on).
 */
import type {LoadedVersion, PropSidebars} from '@docusaurus/plugin-content-docs';
import {toSidebarsProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {checkContract, exportsName, type InternalsContract} from '../checks';

export const SIDEBARS_CONTRACT: InternalsContract = {
  part: 'version sidebars of docusaurus-plugin-route-shards',
  packageName: '@docusaurus/plugin-content-docs',
  supported: '>=3.10.0 <4.0.0',
  files: [
    {
      file: 'lib/props.js',
      why: 'toSidebarsProp gives a docs version’s sidebars as the theme receives them',
      shapes: [exportsName('toSidebarsProp')],
    },
  ],
};

/**
 * Stops with the file and the shape that changed when the installed docs plugin
 * no longer has what `versionSidebars` reads. Holds whether the plugin is on or off.
 */
export function checkSidebarsContract(siteDir: string): void {
  checkContract(siteDir, SIDEBARS_CONTRACT);
}

/** Every sidebar of a loaded docs version by its id, in the order the version declares them. */
export function versionSidebars(version: LoadedVersion): PropSidebars {
  return toSidebarsProp(version);
}
