/**
 * Frontmatter normalisation: pages written with the old site's fields
 * (SPEC.md §3) build unchanged. Runs in `markdown.parseFrontMatter`, before
 * Docusaurus validates its own fields, so both vocabularies work.
 *
 * Bad values are reported with file and field and dropped (SPEC.md §5); the
 * build goes on.
 */

export interface AuthorInfo {
  readonly name: string;
  readonly url?: string;
}

export interface FrontMatterProblem {
  readonly field: string;
  readonly message: string;
}

/** Where a docs page sits, so relative `prev`/`next` paths can become doc ids. */
export interface PageContext {
  /** The page's folder relative to its docs root, posix separators, '' at the root. */
  readonly docDir: string;
}

/** SPEC.md prev/next given as a link: shown as-is by src/theme/DocItem/Paginator. */
export interface PageLink {
  readonly text: string;
  readonly link: string;
}

export interface NormalisedFrontMatter {
  readonly frontMatter: Record<string, unknown>;
  readonly problems: FrontMatterProblem[];
}

type Raw = Record<string, unknown>;

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array with a non-string item';
  return `a ${typeof value}`;
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

/** Clamp SPEC.md's headerDepth (levels below the title) to Docusaurus's TOC heading level. */
export function tocMaxLevel(headerDepth: number): number {
  return Math.min(6, Math.max(2, Math.round(headerDepth) + 1));
}

const DOC_EXTENSION = /\.mdx?$/;

/**
 * `prev`/`next` as a relative file path ("./getting-started.md",
 * "../control-howto/before-start") → Docusaurus doc id; `{text, link}` → kept
 * for the paginator; `false` → no link. Anything else is a problem.
 */
function paginationField(fm: Raw, field: 'prev' | 'next', context: PageContext | undefined, problems: FrontMatterProblem[]): void {
  const value = fm[field];
  const target = field === 'prev' ? 'pagination_prev' : 'pagination_next';
  if (value === undefined || fm[target] !== undefined) return;
  if (value === false) {
    fm[target] = null;
    return;
  }
  if (typeof value === 'string' && value.trim() && context && !/^([a-z]+:|\/)/i.test(value.trim())) {
    const joined = posixNormalise(`${context.docDir}/${value.trim()}`).replace(DOC_EXTENSION, '');
    if (!joined.startsWith('..')) {
      fm[target] = joined;
      return;
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const {text, link} = value as {text?: unknown; link?: unknown};
    if (typeof text === 'string' && text.trim() && typeof link === 'string' && link.trim()) {
      fm[field] = {text: text.trim(), link: link.trim()} satisfies PageLink;
      return;
    }
  }
  problems.push({field, message: `must be false, a relative path to a page of the same section, or {text, link}, got ${typeof value === 'string' ? `"${value}"` : describe(value)}; the value is ignored`});
  Reflect.deleteProperty(fm, field);
}

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

export function normaliseFrontMatter(input: Raw, context?: PageContext): NormalisedFrontMatter {
  const fm: Raw = {...input};
  const problems: FrontMatterProblem[] = [];

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

  const tags = [...(stringList(fm, 'tag', problems) ?? []), ...(stringList(fm, 'tags', problems) ?? [])];
  delete fm.tag;
  delete fm.tags;
  if (tags.length) fm.tags = [...new Set(tags)];

  // Short keys and layout switches mapped to Docusaurus's own fields, unless given.
  if (typeof fm.shortTitle === 'string' && fm.sidebar_label === undefined) fm.sidebar_label = fm.shortTitle;
  if (typeof fm.order === 'number' && fm.sidebar_position === undefined) fm.sidebar_position = fm.order;
  if ((fm.sidebar === false || fm.home === true) && fm.displayed_sidebar === undefined) fm.displayed_sidebar = null;
  if (fm.editLink === false && fm.custom_edit_url === undefined) fm.custom_edit_url = null;
  paginationField(fm, 'prev', context, problems);
  paginationField(fm, 'next', context, problems);
  if (fm.headerDepth !== undefined && (typeof fm.headerDepth !== 'number' || !Number.isFinite(fm.headerDepth))) {
    problems.push({field: 'headerDepth', message: `must be a number, got ${describe(fm.headerDepth)}; the value is ignored`});
    delete fm.headerDepth;
  }
  if (fm.toc !== undefined && typeof fm.toc !== 'boolean') {
    problems.push({field: 'toc', message: `must be true or false, got ${describe(fm.toc)}; the value is ignored`});
    delete fm.toc;
  }
  if ((fm.toc === false || fm.home === true) && fm.hide_table_of_contents === undefined) fm.hide_table_of_contents = true;
  if (typeof fm.headerDepth === 'number' && fm.toc_max_heading_level === undefined) fm.toc_max_heading_level = tocMaxLevel(fm.headerDepth);
  if (fm.date instanceof Date) fm.date = fm.date.toISOString().slice(0, 10);

  return {frontMatter: fm, problems};
}

export function formatProblem(file: string, problem: FrontMatterProblem): string {
  return `[frontmatter] ${file}: field "${problem.field}" ${problem.message}.`;
}
