import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {isRegexpStringMatch} from '@docusaurus/theme-common';
import DropdownNavbarItem from '@theme-init/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem';

/**
 * The theme's dropdown, shown as active on the pages it stands for. A dropdown
 * without a link of its own is never active in the theme, so a product menu
 * was not highlighted on its section's pages. Here it is, as a link would be:
 * where its `activeBaseRegex` (a navigation item's `activeMatch`) matches the path, or
 * below its `activeBasePath` (the folder all its children live in,
 * src/features/navigation/plugin/navItems.ts). The look is the theme's active link, in the
 * navbar and in the mobile drawer.
 */
export default function DropdownNavbarItemWithActive(props: Props): ReactNode {
  const {pathname} = useLocation();
  const basePath = useBaseUrl(props.activeBasePath);
  const active = props.activeBaseRegex
    ? isRegexpStringMatch(props.activeBaseRegex, pathname)
    : props.activeBasePath !== undefined && pathname.startsWith(basePath);
  if (!active) return <DropdownNavbarItem {...props} />;
  return (
    <DropdownNavbarItem
      {...props}
      className={clsx(props.className, props.mobile ? 'menu__link--active' : 'navbar__link--active')}
      // The menu stands for the section the reader is in (a page of it is the current one).
      aria-current="true"
    />
  );
}
