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
import {isIconName} from '../../icons/shared/icons';
import {Joi, keepValid, stringOr, type Path} from '../../../lib/plugin/lenient';
import {isExternal, joinLink, sidebarDocIds, toSidebarItem, type NavItem, type SidebarItemConfig} from './navItems';

export const SIDEBAR_FILE = 'sidebar.yml';

export interface SidebarProblem {
  /** Where in the file: `item 4.2 ("Text")`, or '' for the whole file. */
  readonly where: string;
  readonly message: string;
}

type Entry = NavItem | string;

const text = Joi.string().description('a string');
const bool = Joi.boolean().strict().description('true or false');

/** One navigation item of the old site: a page path, or an item with text (and children, recursively). */
const ENTRY = stringOr(
  Joi.string().trim(),
  Joi.object({
    text: Joi.string().pattern(/\S/).required().description('a non-empty string'),
    link: text,
    icon: Joi.string()
      .custom((name: string) => {
        if (!isIconName(name)) throw new Error('no such icon');
        return name;
      })
      .description('the name of an icon of src/features/icons/shared/icons.ts'),
    prefix: text,
    activeMatch: Joi.string()
      .custom((source: string) => {
        new RegExp(source); // throws on a malformed one
        return source;
      })
      .description('a regular expression'),
    collapsible: bool,
    expanded: bool,
    children: Joi.array().items(Joi.link('#entry')).description('a list'),
  }),
)
  .id('entry')
  .description('a page path or an item with text');

const SIDEBAR = Joi.array().items(ENTRY).description('a list of items');

/** `item 2.3 ("Text")`: an item by its 1-based position in the nesting, and its text. */
function itemName(position: string, value: unknown): string {
  const text =
    value !== null && typeof value === 'object' && typeof (value as {text?: unknown}).text === 'string'
      ? (value as {text: string}).text
      : undefined;
  return text ? `item ${position} ("${text}")` : `item ${position}`;
}

function valueAt(root: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined),
    root,
  );
}

/** The items of a parsed sidebar file; undefined when the file is not a list. */
export function parseSidebar(value: unknown, problems: SidebarProblem[]): Entry[] | undefined {
  const checked = keepValid<Entry[]>(SIDEBAR, value);
  for (const {path, dropped, message} of checked.failures) {
    if (dropped.length === 0) {
      problems.push({where: '', message: `${message}; the section keeps its generated sidebar`});
      continue;
    }
    // A field's problem names its item and the field; an item's names the item.
    const isItem = typeof dropped.at(-1) === 'number';
    const itemPath = isItem ? dropped : dropped.slice(0, -1);
    const field = path.length > itemPath.length ? `field "${path[itemPath.length]}" ` : '';
    const position = itemPath
      .filter((p): p is number => typeof p === 'number')
      .map((i) => i + 1)
      .join('.');
    problems.push({
      where: itemName(position, valueAt(value, itemPath)),
      message: `${field}${message}; ${isItem ? 'it is left out' : 'it is ignored'}`,
    });
  }
  return checked.value;
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
export function keepExistingPages(
  items: readonly Entry[],
  lookup: PageLookup,
  problems: SidebarProblem[],
  prefix = '',
  position = '',
): Entry[] {
  return items.flatMap((entry, i): Entry[] => {
    const here = position ? `${position}.${i + 1}` : String(i + 1);
    const item: NavItem = typeof entry === 'string' ? {text: entry, link: entry} : entry;
    const link = item.link === undefined ? undefined : joinLink(prefix || undefined, item.link);
    // Relative links name pages of the section; only those are looked up here.
    const candidates =
      link === undefined || isExternal(link) || link.startsWith('/') ? [] : sidebarDocIds(link, lookup.base);
    const missing = candidates.length > 0 && !candidates.some(lookup.isDoc);
    if (missing) {
      const files = candidates.map((id) => `${id}.md`).join(' or ');
      problems.push({
        where: itemName(here, entry),
        message: `links to "${item.link ?? ''}", but the section has no page ${files}; ${item.children?.length ? 'the group is shown without its link' : 'it is left out'}`,
      });
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
 * props (src/features/navigation/shared/pageProps.ts) under its own: what a hand-written
 * item says (its `icon`, `activeMatch`) wins over the page's frontmatter.
 */
export function withPageProps<T extends PropsItem>(
  items: readonly T[],
  propsOf: (docId: string) => Readonly<Record<string, unknown>> | undefined,
): T[] {
  return items.map((item): T => {
    const docId =
      item.type === 'doc' ? item.id : item.type === 'category' && item.link?.type === 'doc' ? item.link.id : undefined;
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
    problems.push({
      where: '',
      message: `is not valid YAML (${(error as Error).message.split('\n')[0]}); the section keeps its generated sidebar`,
    });
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
