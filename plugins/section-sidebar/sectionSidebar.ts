/**
 * A section's sidebar written by hand in the old site's vocabulary (its
 * navigation items: text, link, icon, children, prefix, activeMatch,
 * collapsible, expanded): `sidebar.yml` at the top of the section's folder in
 * each language tree. docusaurus.config.ts uses it in place of the sidebar
 * generated from the folder tree; a tree without one keeps the generated one.
 *
 * Bad items and fields are reported with file and item and left out; a file
 * that is not a list at all is reported and the generated sidebar is used, so
 * the build goes on.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {isIconName} from '../../src/components/Icon/icons';
import {isExternal, joinLink, sidebarDocIds, toSidebarItem, type NavItem, type SidebarItemConfig} from '../../src/navigation/navItems';

export const SIDEBAR_FILE = 'sidebar.yml';

export interface SidebarProblem {
  /** Where in the file: `item 4.2 ("Text")`, or '' for the whole file. */
  readonly where: string;
  readonly message: string;
}

type Entry = NavItem | string;

const STRING_FIELDS = ['text', 'link', 'icon', 'prefix', 'activeMatch'] as const;
const BOOLEAN_FIELDS = ['collapsible', 'expanded'] as const;
const KNOWN_FIELDS = new Set<string>([...STRING_FIELDS, ...BOOLEAN_FIELDS, 'children']);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function itemName(position: string, value: unknown): string {
  const text = value !== null && typeof value === 'object' && typeof (value as {text?: unknown}).text === 'string' ? (value as {text: string}).text : undefined;
  return text ? `item ${position} ("${text}")` : `item ${position}`;
}

function validRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

function parseItem(value: unknown, position: string, problems: SidebarProblem[]): Entry | undefined {
  const where = itemName(position, value);
  if (typeof value === 'string') {
    if (value.trim()) return value.trim();
    problems.push({where, message: 'is an empty string; it is left out'});
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.push({where, message: `must be a page path or an item with text, got ${describe(value)}; it is left out`});
    return undefined;
  }
  const raw = value as Record<string, unknown>;
  const item: Record<string, unknown> = {};
  for (const [field, fieldValue] of Object.entries(raw)) {
    if (!KNOWN_FIELDS.has(field)) {
      problems.push({where, message: `has an unknown field "${field}"; it is ignored`});
    } else if ((STRING_FIELDS as readonly string[]).includes(field) && typeof fieldValue !== 'string') {
      problems.push({where, message: `field "${field}" must be a string, got ${describe(fieldValue)}; it is ignored`});
    } else if ((BOOLEAN_FIELDS as readonly string[]).includes(field) && typeof fieldValue !== 'boolean') {
      problems.push({where, message: `field "${field}" must be true or false, got ${describe(fieldValue)}; it is ignored`});
    } else if (field === 'icon' && !isIconName(fieldValue)) {
      problems.push({where, message: `field "icon" names no icon of src/components/Icon/icons.ts ("${String(fieldValue)}"); it is ignored`});
    } else if (field === 'activeMatch' && !validRegExp(fieldValue as string)) {
      problems.push({where, message: `field "activeMatch" is not a regular expression ("${String(fieldValue)}"); it is ignored`});
    } else if (field === 'children') {
      if (!Array.isArray(fieldValue)) {
        problems.push({where, message: `field "children" must be a list, got ${describe(fieldValue)}; it is ignored`});
      } else {
        item.children = fieldValue.flatMap((child, i) => parseItem(child, `${position}.${i + 1}`, problems) ?? []);
      }
    } else {
      item[field] = fieldValue;
    }
  }
  if (typeof item.text !== 'string' || !item.text.trim()) {
    problems.push({where, message: 'needs a "text"; it is left out'});
    return undefined;
  }
  return item as unknown as NavItem;
}

/** The items of a parsed sidebar file; undefined when the file is not a list. */
export function parseSidebar(value: unknown, problems: SidebarProblem[]): Entry[] | undefined {
  if (!Array.isArray(value)) {
    problems.push({where: '', message: `must be a list of items, got ${describe(value)}; the section keeps its generated sidebar`});
    return undefined;
  }
  return value.flatMap((item, i) => parseItem(item, String(i + 1), problems) ?? []);
}

export interface PageLookup {
  /** The section's route, `/control/` (no locale prefix). */
  readonly base: string;
  readonly isDoc: (docId: string) => boolean;
}

/**
 * Items whose relative link names no page of the section are reported and
 * left out (a group keeps its children and loses only its link). Site paths
 * and URLs stay links: the build's broken-link check covers those.
 */
export function keepExistingPages(items: readonly Entry[], lookup: PageLookup, problems: SidebarProblem[], prefix = '', position = ''): Entry[] {
  return items.flatMap((entry, i): Entry[] => {
    const here = position ? `${position}.${i + 1}` : String(i + 1);
    const item: NavItem = typeof entry === 'string' ? {text: entry, link: entry} : entry;
    const link = item.link === undefined ? undefined : joinLink(prefix || undefined, item.link);
    // Relative links name pages of the section; only those are looked up here.
    const candidates = link === undefined || isExternal(link) || link.startsWith('/') ? [] : sidebarDocIds(link, lookup.base);
    const missing = candidates.length > 0 && !candidates.some(lookup.isDoc);
    if (missing) {
      const files = candidates.map((id) => `${id}.md`).join(' or ');
      problems.push({where: itemName(here, entry), message: `links to "${item.link ?? ''}", but the section has no page ${files}; ${item.children?.length ? 'the group is shown without its link' : 'it is left out'}`});
      if (!item.children?.length) return [];
    }
    if (typeof entry === 'string') return [entry];
    const {link: _link, ...rest} = item;
    const kept: NavItem = missing ? rest : item;
    if (!item.children?.length) return [kept];
    const childPrefix = item.prefix ? joinLink(prefix || undefined, item.prefix) : prefix;
    return [{...kept, children: keepExistingPages(item.children, lookup, problems, childPrefix, here)}];
  });
}

/** The parts of a sidebar item `withPageProps` reads and writes. */
export interface PropsItem {
  readonly type: string;
  readonly id?: string;
  readonly link?: {readonly type: string; readonly id?: string};
  readonly items?: readonly PropsItem[];
  readonly customProps?: Readonly<Record<string, unknown>>;
}

/**
 * Each page item and each category linking a page gets the page's sidebar
 * props (src/navigation/pageProps.ts) under its own: what a hand-written
 * item says (its `icon`, `activeMatch`) wins over the page's frontmatter.
 */
export function withPageProps<T extends PropsItem>(items: readonly T[], propsOf: (docId: string) => Readonly<Record<string, unknown>> | undefined): T[] {
  return items.map((item): T => {
    const docId = item.type === 'doc' ? item.id : item.type === 'category' && item.link?.type === 'doc' ? item.link.id : undefined;
    const customProps = {...(docId === undefined ? {} : propsOf(docId)), ...item.customProps};
    return {
      ...item,
      ...(item.items ? {items: withPageProps(item.items, propsOf)} : {}),
      ...(Object.keys(customProps).length ? {customProps} : {}),
    };
  });
}

/** The first of the given sidebar files that exists. */
export function findSidebarFile(candidates: readonly string[]): string | undefined {
  return candidates.find((file) => fs.existsSync(file));
}

export interface HandWrittenSidebar {
  /** Docusaurus sidebar items; undefined when the file cannot be used. */
  readonly items: SidebarItemConfig[] | undefined;
  readonly problems: SidebarProblem[];
}

/** Reads, checks and converts a section's `sidebar.yml`. */
export function readSectionSidebar(file: string, lookup: PageLookup): HandWrittenSidebar {
  const problems: SidebarProblem[] = [];
  let value: unknown;
  try {
    value = yaml.load(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push({where: '', message: `is not valid YAML (${(error as Error).message.split('\n')[0]}); the section keeps its generated sidebar`});
    return {items: undefined, problems};
  }
  const parsed = parseSidebar(value, problems);
  if (!parsed) return {items: undefined, problems};
  const entries = keepExistingPages(parsed, lookup, problems);
  return {items: entries.map((entry) => toSidebarItem(entry, {base: lookup.base, isDoc: lookup.isDoc})), problems};
}

export function formatSidebarProblem(siteDir: string, file: string, problem: SidebarProblem): string {
  const where = problem.where ? `${problem.where} ` : '';
  return `[sidebar] ${path.relative(siteDir, file)}: ${where}${problem.message}.`;
}
