/**
 * What every page writer of the reference shares: the page type, where each
 * page goes (the layout of tags, operations and schemas) and the options.
 */
import {slugify, type Operation, type Tag} from './model';

export interface GeneratedPage {
  /** Path relative to the reference folder. */
  readonly file: string;
  readonly content: string;
}

/** Where everything is: the tags and their pages, the operations, the page of each schema. */
export interface Layout {
  readonly tags: readonly Tag[];
  readonly operations: readonly Operation[];
  /** Page of a named schema: `schemas/model.md`, `schemas/odata-analysis.md`. */
  schemaFile(name: string): string;
}

/** The page of a named schema, relative to the reference folder. */
export function schemaFile(name: string): string {
  return `schemas/${slugify(name)}.md`;
}

/** The shared errors page; each shared error response is a section, e.g. `errors.md#404-not-found`. */
export const ERRORS_FILE = 'errors.md';

export interface PageOptions {
  /** "Edit this page" target of every generated page. */
  readonly editUrl: string;
  /** Position of the reference among its folder's siblings. */
  readonly sidebarPosition: number;
  /** The description's path in the repository, named on the overview. */
  readonly specPath: string;
}
