/**
 * Navigation items in the old site's vocabulary (SPEC.md §3: text, link, icon,
 * children, prefix, activeMatch, collapsible, expanded), turned into Docusaurus
 * navbar and sidebar items, so menus written for the old site work unchanged.
 */
import type {NavbarItem} from '@docusaurus/theme-common';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {icons, isIconName} from '../components/Icon/icons';

/** One item of a hand-written sidebar as Docusaurus takes it. */
export type SidebarItemConfig = Extract<SidebarsConfig[string], readonly unknown[]>[number];

export interface NavItem {
  readonly text: string;
  /** A site path (`/control/`, or relative to the parent's prefix) or an external URL. */
  readonly link?: string;
  /** A name from the bundled icon set (src/components/Icon/icons.ts). */
  readonly icon?: string;
  /** Child items; a bare string is a link whose text is the page's own title (sidebar) or the string. */
  readonly children?: readonly (NavItem | string)[];
  /** Prepended to the links of the children. */
  readonly prefix?: string;
  /** Regular expression of paths on which the item shows as active. */
  readonly activeMatch?: string;
  /** Sidebar groups: whether the reader can fold the group (default true). */
  readonly collapsible?: boolean;
  /** Sidebar groups: open on first view (default false). */
  readonly expanded?: boolean;
}

export function isExternal(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//');
}

/** A child's link under its parent's prefix: `prefix + link`, without doubled slashes. */
export function joinLink(prefix: string | undefined, link: string): string {
  if (!prefix || isExternal(link) || link.startsWith('/')) return link;
  return `${prefix.replace(/\/+$/, '')}/${link.replace(/^\.?\/+/, '')}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Navbar labels with an icon are HTML (Docusaurus's `html` item field); the icon is decorative. */
export function iconLabelHtml(icon: string, text: string): string {
  if (!isIconName(icon)) return escapeHtml(text);
  return (
    `<svg class="tessera-nav-icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" ` +
    `stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">` +
    `<path d="${icons[icon]}"/></svg>${escapeHtml(text)}`
  );
}

// Docusaurus takes either `label` or `html`, never both.
function label(item: NavItem): {label: string} | {html: string} {
  return item.icon && isIconName(item.icon) ? {html: iconLabelHtml(item.icon, item.text)} : {label: item.text};
}

function navbarLink(item: NavItem, prefix: string | undefined): Record<string, unknown> {
  const link = joinLink(prefix, item.link ?? '/');
  if (isExternal(link)) return {...label(item), href: link};
  return {
    ...label(item),
    to: link,
    // Without activeMatch an item is active on its own page only; SPEC.md's activeMatch widens that.
    activeBaseRegex: item.activeMatch ?? `^${link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  };
}

/** One navbar entry: a dropdown when it has children, else a link. */
export function toNavbarItem(item: NavItem, position: 'left' | 'right' = 'left'): NavbarItem {
  if (item.children?.length) {
    const prefix = joinLink(undefined, item.prefix ?? '');
    return {
      type: 'dropdown',
      ...label(item),
      position,
      ...(item.activeMatch ? {activeBaseRegex: item.activeMatch} : {}),
      items: item.children.map((child) =>
        navbarLink(typeof child === 'string' ? {text: child, link: child} : child, prefix || undefined),
      ),
    } as NavbarItem;
  }
  return {...navbarLink(item, undefined), position} as NavbarItem;
}

/**
 * One sidebar entry of a hand-written sidebar: a category for a group, a doc id
 * for a bare string (relative to the prefix), a link for an item with a link.
 */
export function toSidebarItem(item: NavItem | string, prefix = ''): SidebarItemConfig {
  if (typeof item === 'string') {
    return {type: 'doc', id: joinLink(prefix || undefined, item).replace(/^\/+/, '').replace(/\.mdx?$/, '')};
  }
  const customProps = item.icon ? {icon: item.icon} : undefined;
  if (item.children?.length) {
    const childPrefix = item.prefix ? joinLink(prefix || undefined, item.prefix) : prefix;
    return {
      type: 'category',
      label: item.text,
      collapsible: item.collapsible ?? true,
      collapsed: item.collapsible === false ? false : !(item.expanded ?? false),
      items: item.children.map((child) => toSidebarItem(child, childPrefix)),
      ...(item.link ? {link: {type: 'doc', id: joinLink(prefix || undefined, item.link).replace(/^\/+/, '').replace(/\/$/, '/index')}} : {}),
      ...(customProps ? {customProps} : {}),
    } as SidebarItemConfig;
  }
  return {type: 'link', label: item.text, href: item.link ?? '/', ...(customProps ? {customProps} : {})} as SidebarItemConfig;
}
