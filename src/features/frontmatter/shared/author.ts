/** A page's author as frontmatter gives it, once normalised at build time; the meta line shows it. */
export interface AuthorInfo {
  readonly name: string;
  readonly url?: string;
}
