/**
 * The plugin's options, validated by Docusaurus through `validateOptions`
 * (Joi, from @docusaurus/utils-validation, the library Docusaurus validates
 * its own plugins' options with).
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** A sidebar category or link as the plugin passes it to `pageCategories`. */
export interface SidebarItemLike {
  readonly type: string;
  readonly items?: readonly SidebarItemLike[];
  readonly [key: string]: unknown;
}

export interface Options {
  readonly id: string;
  /**
   * false: the plugin does nothing, and the site builds on Docusaurus's own
   * mechanisms (every route, registry entry and chunk file in the main bundle).
   */
  readonly enabled: boolean;
  /**
   * true: docs pages keep the version's map of every page's title and description, so
   * DocCardList and generated-index category pages work (the map grows with each section).
   */
  readonly keepDocsMap: boolean;
  /**
   * For a docs page no sidebar lists (`unlisted`, or left out by a sidebar
   * generator): the category objects of its sidebar whose children the page
   * needs whole (e.g. the trail a custom breadcrumb draws for it). Without it,
   * such a page needs none.
   */
  // A method, so a site may declare the items in its own, narrower type.
  pageCategories?(sidebarItems: readonly SidebarItemLike[], docId: string): readonly unknown[];
}

export type UserOptions = Partial<Options>;

export const DEFAULT_OPTIONS: Omit<Options, 'id'> = {enabled: true, keepDocsMap: false};

const schema = Joi.object<Options>({
  enabled: Joi.boolean().default(DEFAULT_OPTIONS.enabled),
  keepDocsMap: Joi.boolean().default(DEFAULT_OPTIONS.keepDocsMap),
  pageCategories: Joi.function(),
});

export function validateOptions({validate, options}: OptionValidationContext<UserOptions, Options>): Options {
  return validate(schema, options);
}
