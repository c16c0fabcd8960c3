/**
 * The theme's navbar item of type `docSidebar`, with one change: it is active
 * when the page is linked by its sidebar. The theme asks the global data's list
 * of every page (`useActiveDocContext().activeDoc`), which this plugin leaves
 * empty in the browser (docs-global-data); the sidebars of the page's version,
 * whose categories above the page are whole before it renders (docs-version-data),
 * give the same answer. The server bundle keeps the list, so the server renders
 * the theme's answer and the browser's first render matches it.
 */
import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useActiveDocContext, useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props} from '@theme/NavbarItem/DocSidebarNavbarItem';
import {sidebarOfPage} from '../../client/sidebarChildren';

export default function DocSidebarNavbarItem({sidebarId, label, docsPluginId, ...props}: Props): ReactNode {
  const {activeDoc, activeVersion} = useActiveDocContext(docsPluginId);
  const {pathname} = useLocation();
  const sidebarLink = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  if (!sidebarLink) {
    throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${sidebarId}" doesn't have anything to be linked to.`);
  }
  const activeSidebar =
    activeDoc?.sidebar ??
    (activeVersion ? sidebarOfPage(docsPluginId ?? 'default', activeVersion.name, pathname) : undefined);
  return (
    <DefaultNavbarItem
      exact
      {...props}
      isActive={() => activeSidebar === sidebarId}
      label={label ?? sidebarLink.label}
      to={sidebarLink.path}
    />
  );
}
