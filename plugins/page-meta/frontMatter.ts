/**
 * Frontmatter normalisation: pages written with the old site's fields
 * (BEHAVIOURS.md "Old-site frontmatter") build unchanged. Runs in `markdown.parseFrontMatter`, before
 * Docusaurus validates its own fields, so both vocabularies work.
 *
 * Bad values are reported with file and field and dropped (a typo costs one field); the
 * build goes on.
 */
import {TAGS_FIELD} from '../tag-index/tagIndex';
import {kind, normaliseHomeLists} from './homeFields';

export interface AuthorInfo {
  readonly name: string;
  readonly url?: string;
}

export interface FrontMatterProblem {
  readonly field: string;
  readonly message: string;
  /** Warnings name a rule the writer may not expect; errors drop the value. */
  readonly severity?: 'warning';
}

/** A `prev`/`next` link as the old site writes it: a path, or `{text, link}`. */
export interface PageLink {
  readonly text?: string;
  readonly link: string;
}

/** Where a docs page sits, so `prev`/`next` file paths can become doc ids. */
export interface PageContext {
  /** The page's folder relative to its docs root, posix separators, '' at the root. */
  readonly docDir: string;
  /** The doc id of a site path (`/control/control-guide/collision-matrix/`) in the page's own docs tree, if it is one. */
  readonly docIdOf?: (sitePath: string) => string | undefined;
}

export interface NormalisedFrontMatter {
  readonly frontMatter: Record<string, unknown>;
  readonly problems: FrontMatterProblem[];
}

type Raw = Record<string, unknown>;

/** The one sidebar of every docs section (sidebars.ts). */
export const SECTION_SIDEBAR = 'section';

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array with a non-string item';
  return kind(value);
}

/** string | string[] field, else a problem. Empty strings are dropped. */
function stringList(raw: Raw, field: string, problems: FrontMatterProblem[]): string[] | undefined {
  const value = raw[field];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (isStringArray(value)) return value.map((v) => v.trim()).filter(Boolean);
  problems.push({field, message: `must be a string or an array of strings, got ${describe(value)}; the value is ignored`});
  return undefined;
}

/**
 * tag/tags: a string, or a list whose items are strings or Docusaurus's tag objects
 * `{label, permalink}`. Only the label is kept: plugins/tag-index gives each section one
 * tag index with an anchor per tag, so a permalink has no page to name. As the old site did,
 * a list with an item of another kind is reported and ignored as a whole.
 */
function tagList(raw: Raw, field: string, problems: FrontMatterProblem[]): string[] | undefined {
  const value = raw[field];
  if (!Array.isArray(value) || isStringArray(value)) return stringList(raw, field, problems);
  const labels: string[] = [];
  for (const [i, item] of value.entries()) {
    const label: unknown = typeof item === 'string' ? item : item !== null && typeof item === 'object' ? (item as {label?: unknown}).label : undefined;
    if (typeof label !== 'string') {
      problems.push({field, message: `must be a string or a list of strings or {label, permalink}, but item ${i} is ${kind(item)}${typeof item === 'object' && item !== null ? ' without a string label' : ''}; the value is ignored`});
      return undefined;
    }
    if (label.trim()) labels.push(label.trim());
  }
  return labels;
}

function authorItem(value: unknown): AuthorInfo | undefined {
  if (typeof value === 'string') return value.trim() ? {name: value.trim()} : undefined;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const {name, url} = value as {name?: unknown; url?: unknown};
    if (typeof name === 'string' && name.trim() && (url === undefined || typeof url === 'string')) {
      return url ? {name: name.trim(), url} : {name: name.trim()};
    }
  }
  return undefined;
}

export function normaliseAuthors(value: unknown): AuthorInfo[] | undefined {
  const items = Array.isArray(value) ? value : [value];
  const authors = items.map(authorItem);
  return authors.every((a): a is AuthorInfo => a !== undefined) ? authors : undefined;
}

/** Clamp the old site's headerDepth (levels below the title) to Docusaurus's TOC heading level. */
export function tocMaxLevel(headerDepth: number): number {
  return Math.min(6, Math.max(2, Math.round(headerDepth) + 1));
}

type FieldType = 'boolean' | 'string' | 'number' | 'string|false' | 'string|boolean';

/**
 * Old-site fields with one plain type each. A value of another type is
 * reported and dropped, so a typo never breaks a page.
 */
const FIELD_TYPES: Readonly<Record<string, FieldType>> = {
  isOriginal: 'boolean',
  sidebar: 'boolean',
  navbar: 'boolean',
  toc: 'boolean',
  breadcrumb: 'boolean',
  breadcrumbIcon: 'boolean',
  breadcrumbExclude: 'boolean',
  editLink: 'boolean',
  lastUpdated: 'boolean',
  contributors: 'boolean',
  index: 'boolean',
  home: 'boolean',
  headerDepth: 'number',
  order: 'number',
  icon: 'string',
  shortTitle: 'string',
  cover: 'string',
  license: 'string',
  heroText: 'string',
  tagline: 'string',
  heroImage: 'string',
  heroImageDark: 'string',
  heroAlt: 'string',
  copyright: 'string|false',
  footer: 'string|boolean',
};

const TYPE_TEXT: Readonly<Record<FieldType, string>> = {
  boolean: 'true or false',
  string: 'a string',
  number: 'a number',
  'string|false': 'a string or false',
  'string|boolean': 'a string, true or false',
};

function hasType(value: unknown, type: FieldType): boolean {
  switch (type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string|false':
      return typeof value === 'string' || value === false;
    case 'string|boolean':
      return typeof value === 'string' || typeof value === 'boolean';
  }
}

/** `prev`/`next`: a path, `{text, link}`, or false; undefined when malformed. */
export function normalisePageLink(value: unknown): PageLink | false | undefined {
  if (value === false) return false;
  if (typeof value === 'string' && value.trim()) return {link: value.trim()};
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const {text, link} = value as {text?: unknown; link?: unknown};
    if (typeof link === 'string' && link.trim() && (text === undefined || typeof text === 'string')) {
      return text ? {text, link: link.trim()} : {link: link.trim()};
    }
  }
  return undefined;
}

/**
 * Old field → Docusaurus field. When a page sets both, Docusaurus's own field
 * wins (it is the more specific) and the build warns, naming the file.
 */
function mapField(fm: Raw, problems: FrontMatterProblem[], from: string, to: string, value: unknown): void {
  if (fm[to] === undefined) {
    fm[to] = value;
  } else if (fm[from] !== undefined && fm[to] !== value) {
    problems.push({field: from, severity: 'warning', message: `is overridden by "${to}", which the page also sets`});
  }
}

const DOC_FILE = /\.mdx?$/;

/** path.posix.normalize without node:path, so the module also runs in the browser bundle. */
function posixNormalise(p: string): string {
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (!part || part === '.') continue;
    if (part === '..' && out.length && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/**
 * `prev`/`next` naming a Markdown file ("./before-start.md",
 * "../control-guide/collision-matrix.md") become Docusaurus's
 * pagination_prev/next doc ids, so the link gets the page's own title and
 * a broken one fails the build. Other links stay for src/theme/DocItem/Paginator.
 */
function pageFileLink(fm: Raw, field: 'prev' | 'next', context: PageContext | undefined, problems: FrontMatterProblem[]): void {
  const value = fm[field] as PageLink | false | undefined;
  if (!value || !context) return;
  // A site path to a page of the same section counts as that page, so the link shows its title.
  const sectionDocId = value.link.startsWith('/') && !value.link.includes('#') ? context.docIdOf?.(value.link) : undefined;
  if (!sectionDocId && (!DOC_FILE.test(value.link) || /^([a-z]+:|\/)/i.test(value.link))) return;
  const docId = sectionDocId ?? posixNormalise(`${context.docDir}/${value.link}`).replace(DOC_FILE, '');
  if (docId.startsWith('..')) {
    problems.push({field, message: `points outside its section ("${value.link}"); the value is ignored`});
    Reflect.deleteProperty(fm, field);
    return;
  }
  mapField(fm, problems, field, field === 'prev' ? 'pagination_prev' : 'pagination_next', docId);
  // The title comes from the page unless the writer gave one.
  if (value.text) fm[field] = {text: value.text};
  else Reflect.deleteProperty(fm, field);
}

export function normaliseFrontMatter(input: Raw, context?: PageContext): NormalisedFrontMatter {
  const fm: Raw = {...input};
  const problems: FrontMatterProblem[] = [];

  for (const [field, type] of Object.entries(FIELD_TYPES)) {
    if (fm[field] !== undefined && !hasType(fm[field], type)) {
      problems.push({field, message: `must be ${TYPE_TEXT[type]}, got ${describe(fm[field])}; the value is ignored`});
      Reflect.deleteProperty(fm, field);
    }
  }

  for (const field of ['prev', 'next'] as const) {
    if (fm[field] === undefined) continue;
    const link = normalisePageLink(fm[field]);
    if (link === undefined) {
      problems.push({field, message: `must be a path, {text, link} or false, got ${describe(fm[field])}; the value is ignored`});
      Reflect.deleteProperty(fm, field);
    } else {
      fm[field] = link;
    }
  }

  // author: string, list, or {name, url}
  if (fm.author !== undefined) {
    const authors = normaliseAuthors(fm.author);
    if (authors) {
      fm.author = authors;
    } else {
      problems.push({field: 'author', message: `must be a string, an array of strings or {name, url}, got ${describe(fm.author)}; the value is ignored`});
      delete fm.author;
    }
  }

  // category/categories and tag/tags: one normalised list each.
  const categories = [...(stringList(fm, 'category', problems) ?? []), ...(stringList(fm, 'categories', problems) ?? [])];
  delete fm.category;
  delete fm.categories;
  if (categories.length) fm.categories = [...new Set(categories)];

  const tags = [...(tagList(fm, 'tag', problems) ?? []), ...(tagList(fm, 'tags', problems) ?? [])];
  delete fm.tag;
  delete fm.tags;
  // Kept under our own key, not Docusaurus's `tags`: Docusaurus would make a route per tag, and
  // every route weighs on every page's first download. plugins/tag-index lists them per section.
  if (tags.length) fm[TAGS_FIELD] = [...new Set(tags)];

  // Short keys and layout switches mapped to Docusaurus's own fields.
  if (typeof fm.shortTitle === 'string') mapField(fm, problems, 'shortTitle', 'sidebar_label', fm.shortTitle);
  if (typeof fm.order === 'number') mapField(fm, problems, 'order', 'sidebar_position', fm.order);
  if (fm.sidebar === false) mapField(fm, problems, 'sidebar', 'displayed_sidebar', null);
  else if (fm.home === true && fm.displayed_sidebar === undefined) fm.displayed_sidebar = null;
  // `index: false` leaves the page out of the sidebar (docusaurus.config.ts), not the sidebar out of the page.
  else if (fm.index === false && fm.displayed_sidebar === undefined) fm.displayed_sidebar = SECTION_SIDEBAR;
  if (fm.toc === false) mapField(fm, problems, 'toc', 'hide_table_of_contents', true);
  else if (fm.home === true && fm.hide_table_of_contents === undefined) fm.hide_table_of_contents = true;
  if (typeof fm.headerDepth === 'number') mapField(fm, problems, 'headerDepth', 'toc_max_heading_level', tocMaxLevel(fm.headerDepth));
  if (fm.editLink === false) mapField(fm, problems, 'editLink', 'custom_edit_url', null);
  if (fm.prev === false) mapField(fm, problems, 'prev', 'pagination_prev', null);
  if (fm.next === false) mapField(fm, problems, 'next', 'pagination_next', null);
  pageFileLink(fm, 'prev', context, problems);
  pageFileLink(fm, 'next', context, problems);
  // `icon`, `cover` and `breadcrumbExclude` reach the theme through the page's sidebar item
  // (src/navigation/pageProps.ts, added by plugins/section-sidebar).
  // Home pages: every item of actions/features/highlights checked on its own (plugins/page-meta/homeFields.ts).
  normaliseHomeLists(fm, problems);
  if (fm.date instanceof Date) fm.date = fm.date.toISOString().slice(0, 10);
  else if (fm.date !== undefined && (typeof fm.date !== 'string' || Number.isNaN(Date.parse(fm.date)))) {
    problems.push({field: 'date', message: `must be a date such as 2026-10-14, got ${typeof fm.date === 'string' ? `"${fm.date}"` : describe(fm.date)}; the value is ignored`});
    delete fm.date;
  }

  return {frontMatter: fm, problems};
}

export function formatProblem(file: string, problem: FrontMatterProblem): string {
  return `[frontmatter] ${file}: field "${problem.field}" ${problem.message}.`;
}

/** Whether a page takes part in its sidebar and its folder's catalog (`index: false` leaves it out). */
export function isListed(frontMatter: Readonly<Record<string, unknown>>): boolean {
  return frontMatter.index !== false;
}
