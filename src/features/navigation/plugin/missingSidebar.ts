/**
 * A doc no sidebar lists gets a build warning naming its path. A doc
 * belongs to no sidebar when no sidebar lists it and it does not opt out
 * (`sidebar: false`, `home: true` → displayed_sidebar: null) or name the
 * sidebar it shows (`displayed_sidebar`). A page left out on purpose
 * (`index: false`) shows its section's sidebar and is no mistake either.
 * Other such pages render without navigation; the build says so, naming
 * their path and file.
 */
export interface DocLike {
  readonly permalink: string;
  readonly source: string;
  readonly sidebar?: string;
  readonly frontMatter: {readonly displayed_sidebar?: string | null; readonly [key: string]: unknown};
}

export function docsWithoutSidebar(docs: readonly DocLike[]): DocLike[] {
  return docs.filter(
    (doc) =>
      !doc.sidebar &&
      doc.frontMatter.index !== false &&
      doc.frontMatter.displayed_sidebar !== null &&
      !doc.frontMatter.displayed_sidebar,
  );
}

export function missingSidebarMessage(doc: DocLike): string {
  return `[sidebar] No sidebar configuration for ${doc.permalink} (${doc.source.replace(/^@site\//, '')}): the page has no sidebar. Add it to a sidebar or set "sidebar: false" in its frontmatter.`;
}
