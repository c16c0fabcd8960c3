/**
 * A docs version's sidebars as the theme receives them (labels, links, categories): the catalog
 * lists them, and the PDF build lays its manuals out by them. They are computed by the docs
 * plugin's own private `toSidebarsProp`, which docusaurus-plugin-route-shards reads and checks
 * for the whole site (its `versionSidebars` and contract), so no feature reaches into
 * plugin-content-docs itself.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {versionSidebars as propSidebars} from 'docusaurus-plugin-route-shards';
import type {PropItem} from '../shared/data';

export {checkSidebarsContract} from 'docusaurus-plugin-route-shards';

/** Every sidebar of a loaded docs version, in the order the version declares them. */
export function versionSidebars(version: LoadedVersion): PropItem[][] {
  return Object.values(propSidebars(version)) as unknown as PropItem[][];
}
