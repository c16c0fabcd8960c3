/**
 * Frontmatter normalisation: pages written with the old site's fields
 * (BEHAVIOURS.md "Old-site frontmatter") build unchanged. Runs in `markdown.parseFrontMatter`, before
 * Docusaurus validates its own fields, so both vocabularies work.
 *
 * Bad values are reported with file and field and dropped (a typo costs one field); the
 * build goes on.
 */
import {TAGS_FIELD} from '../../tags/shared/tagIndex';
import {Joi, keepValid, pathText, stringOr, whole, type Failure} from '../../../lib/plugin/lenient';
import {HOME_LISTS} from '../../home/plugin/homeFields';
import type {AuthorInfo} from '../shared/author';

export type {AuthorInfo} from '../shared/author';

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

/** Clamp the old site's headerDepth (levels below the title) to Docusaurus's TOC heading level. */
export function tocMaxLevel(headerDepth: number): number {
  return Math.min(6, Math.max(2, Math.round(headerDepth) + 1));
}

// Strict: "true" is no boolean and "3" no number here, as YAML already gives them their types.
const bool = Joi.boolean().strict().description('true or false');
const text = Joi.string().allow('').description('a string');
const num = Joi.number().strict().description('a number');

// Conversions sit inside the branches of a `stringOr`: on the choice itself Joi would run them
// on a field the page does not set.
const oneItem = Joi.string()
  .empty('')
  .custom((value: string) => (value.trim() ? [value.trim()] : []));
const nonEmpty = (items: unknown[]): unknown[] =>
  items.map((v) => (typeof v === 'string' ? v.trim() : v)).filter(Boolean);

/** category/categories: a string or a list of strings, as a list of the non-empty ones, trimmed. */
const stringList = whole(stringOr(oneItem, Joi.array().items(Joi.string().allow('')).custom(nonEmpty))).description(
  'a string or a list of strings',
);

/**
 * tag/tags: a string, or a list whose items are strings or Docusaurus's tag objects
 * `{label, permalink}`. Only the label is kept: src/features/tags gives each section one
 * tag index with an anchor per tag, so a permalink has no page to name. As the old site did,
 * a list with an item of another kind is reported and ignored as a whole.
 */
const tagItem = stringOr(
  Joi.string().allow(''),
  Joi.object({label: Joi.string().allow('').required()})
    .unknown()
    .custom(({label}: {label: string}) => label),
);
const tagList = whole(stringOr(oneItem, Joi.array().items(tagItem).custom(nonEmpty))).description(
  'a string or a list of strings or {label, permalink}',
);

const authorItem = stringOr(
  Joi.string()
    .trim()
    .custom((name: string) => ({name})),
  Joi.object({name: Joi.string().trim().required(), url: Joi.string().allow('')})
    .unknown()
    .custom(({name, url}: AuthorInfo) => (url ? {name, url} : {name})),
);
const authors = whole(
  Joi.alternatives().conditional(Joi.array(), {
    then: Joi.array().items(authorItem),
    otherwise: authorItem.custom((author: AuthorInfo) => [author]),
  }),
).description('a string, an array of strings or {name, url}');

/** `prev`/`next`: a path, `{text, link}`, or false. */
const pageLink = whole(
  stringOr(
    Joi.string()
      .trim()
      .custom((link: string) => ({link})),
    Joi.object({text: Joi.string().allow(''), link: Joi.string().trim().required()})
      .unknown()
      .custom(({text, link}: PageLink) => (text ? {text, link} : {link})),
  ),
)
  .allow(false)
  .description('a path, {text, link} or false');

const date = Joi.any()
  .custom((value: unknown) => {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
    throw new Error('not a date');
  })
  .description('a date such as 2026-10-14');

/**
 * The fields of the old site (and of Docusaurus, where the old site used the same name) with
 * their types. A value of another type is reported and dropped, so a typo never breaks a page.
 */
const FRONT_MATTER = Joi.object({
  isOriginal: bool,
  sidebar: bool,
  navbar: bool,
  toc: bool,
  breadcrumb: bool,
  breadcrumbIcon: bool,
  breadcrumbExclude: bool,
  editLink: bool,
  lastUpdated: bool,
  contributors: bool,
  readingTime: bool,
  index: bool,
  home: bool,
  headerDepth: num,
  order: num,
  icon: text,
  shortTitle: text,
  cover: text,
  license: text,
  heroText: text,
  tagline: text,
  heroImage: text,
  heroImageDark: text,
  heroAlt: text,
  copyright: Joi.string().allow('', false).description('a string or false'),
  footer: Joi.string().allow('', true, false).description('a string, true or false'),
  prev: pageLink,
  next: pageLink,
  author: authors,
  category: stringList,
  categories: stringList,
  tag: tagList,
  tags: tagList,
  // Home pages: every item of actions/features/highlights checked on its own.
  ...HOME_LISTS,
  date,
}).unknown();

/** What a schema says, or undefined when the value does not fit it. */
function valid<T>(schema: Joi.Schema<T>, value: unknown): T | undefined {
  const result = schema.validate(value);
  return result.error ? undefined : result.value;
}

export function normaliseAuthors(value: unknown): AuthorInfo[] | undefined {
  return valid<AuthorInfo[]>(authors, value);
}

/** `prev`/`next`: a path, `{text, link}`, or false; undefined when malformed. */
export function normalisePageLink(value: unknown): PageLink | false | undefined {
  return valid<PageLink | false>(pageLink, value);
}

function problemOf(failure: Failure): FrontMatterProblem {
  const consequence =
    failure.fallback !== undefined
      ? `${JSON.stringify(failure.fallback)} is used`
      : typeof failure.dropped.at(-1) === 'number'
        ? 'the item is ignored'
        : 'the value is ignored';
  return {field: pathText(failure.path), message: `${failure.message}; ${consequence}`};
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

/** A posix path with `.` and `..` parts resolved and no leading slash ('' for the docs root). */
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
 * a broken one fails the build. Other links stay for src/features/article/theme/DocItem/Paginator.
 */
function pageFileLink(
  fm: Raw,
  field: 'prev' | 'next',
  context: PageContext | undefined,
  problems: FrontMatterProblem[],
): void {
  const value = fm[field] as PageLink | false | undefined;
  if (!value || !context) return;
  // A site path to a page of the same section counts as that page, so the link shows its title.
  const sectionDocId =
    value.link.startsWith('/') && !value.link.includes('#') ? context.docIdOf?.(value.link) : undefined;
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
  const checked = keepValid<Raw>(FRONT_MATTER, input);
  const fm: Raw = checked.value ?? {};
  const problems = checked.failures.map(problemOf);

  // category/categories and tag/tags: one normalised list each.
  const categories = [
    ...((fm.category as string[] | undefined) ?? []),
    ...((fm.categories as string[] | undefined) ?? []),
  ];
  delete fm.category;
  delete fm.categories;
  if (categories.length) fm.categories = [...new Set(categories)];

  const tags = [...((fm.tag as string[] | undefined) ?? []), ...((fm.tags as string[] | undefined) ?? [])];
  delete fm.tag;
  delete fm.tags;
  // Kept under our own key, not Docusaurus's `tags`: Docusaurus would make a route per tag, and
  // every route weighs on every page's first download. src/features/tags lists them per section.
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
  if (typeof fm.headerDepth === 'number')
    mapField(fm, problems, 'headerDepth', 'toc_max_heading_level', tocMaxLevel(fm.headerDepth));
  if (fm.editLink === false) mapField(fm, problems, 'editLink', 'custom_edit_url', null);
  if (fm.prev === false) mapField(fm, problems, 'prev', 'pagination_prev', null);
  if (fm.next === false) mapField(fm, problems, 'next', 'pagination_next', null);
  pageFileLink(fm, 'prev', context, problems);
  pageFileLink(fm, 'next', context, problems);
  // `icon`, `cover` and `breadcrumbExclude` reach the theme through the page's sidebar item
  // (src/features/navigation/shared/pageProps.ts, added by src/features/navigation/plugin).

  return {frontMatter: fm, problems};
}

export function formatProblem(file: string, problem: FrontMatterProblem): string {
  return `[frontmatter] ${file}: field "${problem.field}" ${problem.message}.`;
}

/** Whether a page takes part in its sidebar and its folder's catalog (`index: false` leaves it out). */
export function isListed(frontMatter: Readonly<Record<string, unknown>>): boolean {
  return frontMatter.index !== false;
}
