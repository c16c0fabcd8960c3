import {useRef, type ReactNode} from 'react';
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
  const opened = useRef(false);
  if (mobileSidebar.shown) opened.current = true;
  if (!mobileSidebar.shouldRender) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={opened.current ? <NavbarMobileSidebarPrimaryMenu /> : null}
      secondaryMenu={opened.current ? <NavbarMobileSidebarSecondaryMenu /> : null}
    />
  );
}
