import {useState, type ReactNode} from 'react';
import {useLockBodyScroll, useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

/**
 * The phone drawer as the theme draws it, except that its menus (the navbar
 * items and the section's whole sidebar) are rendered the first time the
 * reader opens it, not while the page starts: on a phone that render was the
 * longest task of every page load, for a drawer most readers never open.
 * The drawer's frame exists from the start, so it still slides in.
 */
export default function NavbarMobileSidebar(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  // Once opened, the menus stay drawn, so closing slides them out instead of blanking them.
  const [opened, setOpened] = useState(false);
  // React's pattern for state derived from a changing value: set during render, once.
  if (mobileSidebar.shown && !opened) setOpened(true);
  const drawMenus = opened || mobileSidebar.shown;
  if (!mobileSidebar.shouldRender) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={drawMenus ? <NavbarMobileSidebarPrimaryMenu /> : null}
      secondaryMenu={drawMenus ? <NavbarMobileSidebarSecondaryMenu /> : null}
    />
  );
}
