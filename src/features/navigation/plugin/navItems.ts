/**
 * Navigation items in the old site's vocabulary (text, link, icon,
 * children, prefix, activeMatch, collapsible, expanded), turned into Docusaurus
 * navbar and sidebar items, so menus written for the old site work unchanged.
 */
import type {NavbarItem} from '@docusaurus/theme-common';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {icons, isIconName} from '../../icons/shared/icons';

/** One item of a hand-written sidebar as Docusaurus takes it. */
export type SidebarItemConfig = Extract<SidebarsConfig[string], readonly unknown[]>[number];

export interface NavItem {
  readonly text: string;
  /** A site path (`/control/`, or relative to the parent's prefix) or an external URL. */
  readonly link?: string;
  /** A name from the bundled icon set (src/features/icons/shared/icons.ts). */
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

/** A link without its query and hash. */
function pathOf(link: string): string {
  return link.replace(/[?#].*$/, '');
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
    // Without activeMatch an item is active on its own page only; an item's activeMatch (a regex) widens that.
    activeBaseRegex: item.activeMatch ?? `^${link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
  };
}

/**
 * The folder every internal link lies in (`/control/` for `/control/` and
 * `/control/control-guide/`), or undefined when they share none or one is external.
 */
export function commonFolder(links: readonly string[]): string | undefined {
  if (links.some((link) => isExternal(link) || !link.startsWith('/'))) return undefined;
  const [first, ...others] = links.map((link) => pathOf(link).split('/').slice(1, -1));
  if (!first) return undefined;
  const shared: string[] = [];
  for (const [i, part] of first.entries()) {
    if (!others.every((f) => f[i] === part)) break;
    shared.push(part);
  }
  return shared.length ? `/${shared.join('/')}/` : undefined;
}

/**
 * One navbar entry: a dropdown when it has children, else a link. A dropdown
 * shows as active (src/features/navigation/theme/NavbarItem/DropdownNavbarItem) on the paths its
 * activeMatch matches, or else below the folder all its children live in.
 */
export function toNavbarItem(item: NavItem, position: 'left' | 'right' = 'left'): NavbarItem {
  if (item.children?.length) {
    const prefix = joinLink(undefined, item.prefix ?? '');
    const children = item.children.map((child) =>
      navbarLink(typeof child === 'string' ? {text: child, link: child} : child, prefix || undefined),
    );
    const folder = commonFolder(
      children.map((child) => (typeof child.to === 'string' ? child.to : String(child.href))),
    );
    return {
      type: 'dropdown',
      ...label(item),
      position,
      ...(item.activeMatch ? {activeBaseRegex: item.activeMatch} : folder ? {activeBasePath: folder} : {}),
      items: children,
    } as NavbarItem;
  }
  return {...navbarLink(item, undefined), position} as NavbarItem;
}

const DOC_FILE = /\.mdx?$/;

/**
 * The doc ids a sidebar link may name, most likely first, as the old site
 * resolved it: a file path relative to the section (`.md` optional;
 * `folder/` is the folder's index page, or else the page `folder.md`, whose
 * address is the same) or a site path inside the section (`base`, e.g.
 * `/control/`); none for external links and paths elsewhere in the site.
 */
export function sidebarDocIds(link: string, base = ''): string[] {
  if (isExternal(link)) return [];
  let path = pathOf(link);
  if (path.startsWith('/')) {
    if (!base || !`${path}/`.startsWith(base)) return [];
    path = path.slice(Math.min(path.length, base.length));
  }
  path = path.replace(/^(\.?\/)+/, '').replace(DOC_FILE, '');
  if (path === '') return ['index'];
  return path.endsWith('/') ? [`${path}index`, path.slice(0, -1)] : [path];
}

export interface SidebarContext {
  /** The parent's prefix, joined before relative links. */
  readonly prefix?: string;
  /** The section's route (`/control/`): site paths below it are its pages. */
  readonly base?: string;
  /** Whether a doc id is a page of the section; without it every id is taken as one. */
  readonly isDoc?: (docId: string) => boolean;
}

/** What a hand-written sidebar item carries for the theme: its icon and activeMatch. */
function sidebarCustomProps(item: NavItem): {customProps: Record<string, string>} | Record<string, never> {
  const props = {...(item.icon ? {icon: item.icon} : {}), ...(item.activeMatch ? {activeMatch: item.activeMatch} : {})};
  return Object.keys(props).length ? {customProps: props} : {};
}

/**
 * One sidebar entry of a hand-written sidebar (src/features/navigation/plugin), as
 * the old site built it: a category for an item with children (its `link`
 * resolved under the parent's prefix, its children under its own `prefix`),
 * a doc for a page of the section (a bare string, or `link`), a link for
 * anything else, plain text for an item with neither link nor children.
 */
export function toSidebarItem(item: NavItem | string, context: SidebarContext = {}): SidebarItemConfig {
  const {prefix, base = '', isDoc = () => true} = context;
  const entry: NavItem = typeof item === 'string' ? {text: item, link: item} : item;
  const link = entry.link === undefined ? undefined : joinLink(prefix || undefined, entry.link);
  const docId = link === undefined ? undefined : sidebarDocIds(link, base).find(isDoc);
  if (entry.children?.length) {
    const childPrefix = entry.prefix ? joinLink(prefix || undefined, entry.prefix) : prefix;
    return {
      type: 'category',
      label: entry.text,
      collapsible: entry.collapsible ?? true,
      // `expanded` opens the group on first view; a group the reader cannot fold is always open.
      collapsed: entry.collapsible === false ? false : !(entry.expanded ?? false),
      items: entry.children.map((child) => toSidebarItem(child, {...context, prefix: childPrefix})),
      ...(docId ? {link: {type: 'doc', id: docId}} : {}),
      ...sidebarCustomProps(entry),
    } as SidebarItemConfig;
  }
  // A bare string takes the page's own title; an item's `text` names it (a page's own shortTitle still wins).
  if (docId)
    return {
      type: 'doc',
      id: docId,
      ...(typeof item === 'string' ? {} : {label: entry.text}),
      ...sidebarCustomProps(entry),
    } as SidebarItemConfig;
  if (link !== undefined)
    return {type: 'link', label: entry.text, href: link, ...sidebarCustomProps(entry)} as SidebarItemConfig;
  return {
    type: 'html',
    value: `<span class="tessera-sidebar-text">${escapeHtml(entry.text)}</span>`,
    defaultStyle: true,
  } as SidebarItemConfig;
}
