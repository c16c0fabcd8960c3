/**
 * The data of a section's tag index: every tag of the section's pages, with
 * the pages that carry it. Pure, for the plugin and its unit test.
 */

/** The frontmatter key the normalised tags travel in (src/features/frontmatter/plugin/frontMatter.ts). */
export const TAGS_FIELD = 'tessera_tags';

export interface TaggedDoc {
  readonly title: string;
  readonly permalink: string;
  readonly description?: string;
  readonly tags: readonly string[];
}

export interface TagEntry {
  readonly name: string;
  /** Anchor of the tag's heading on the index page. */
  readonly slug: string;
  readonly pages: ReadonlyArray<{readonly title: string; readonly permalink: string; readonly description?: string}>;
}

/**
 * A tag's anchor: lower case, ё as е, runs of anything but letters and digits
 * as one hyphen ("Power BI" → "power-bi", "отчёты" → "отчеты").
 */
export function tagSlug(name: string): string {
  return (
    name
      .trim()
      .toLocaleLowerCase('ru')
      .replace(/ё/g, 'е')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'tag'
  );
}

/** Tags sorted by name in the locale's order, pages by title; tags whose slugs collide share one entry. */
export function buildTagIndex(docs: readonly TaggedDoc[], locale: string): TagEntry[] {
  const collator = new Intl.Collator(locale, {sensitivity: 'base', numeric: true});
  const bySlug = new Map<string, {name: string; pages: Map<string, TagEntry['pages'][number]>}>();
  for (const doc of docs) {
    for (const name of doc.tags) {
      const slug = tagSlug(name);
      let entry = bySlug.get(slug);
      if (!entry) bySlug.set(slug, (entry = {name: name.trim(), pages: new Map()}));
      entry.pages.set(doc.permalink, {
        title: doc.title,
        permalink: doc.permalink,
        ...(doc.description ? {description: doc.description} : {}),
      });
    }
  }
  return [...bySlug.entries()]
    .map(([slug, e]) => ({
      name: e.name,
      slug,
      pages: [...e.pages.values()].sort((a, b) => collator.compare(a.title, b.title)),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Where a section's tag index lives: `<section path>/tags/`. */
export function tagIndexPath(sectionPath: string): string {
  return `${sectionPath.replace(/\/+$/, '')}/tags/`;
}

/** A section's tag index page data, written at build time for its route. */
export interface TagIndexData {
  /** Title of the section's home page ("Tessera Value"), and its URL. */
  readonly sectionTitle: string;
  readonly sectionPath: string;
  /** `lang` of the tags and page titles where the section is written in another language than the page (developer docs in the Russian tree). */
  readonly contentLang?: string;
  readonly entries: ReturnType<typeof buildTagIndex>;
}
