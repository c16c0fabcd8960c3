/** The <html> classes a page's frontmatter asks for; pure for the units. */
export function pageChromeClasses(frontMatter: Readonly<Record<string, unknown>>): string[] {
  const classes: string[] = [];
  if (frontMatter.navbar === false) classes.push('tessera-no-navbar');
  if (frontMatter.footer === false) classes.push('tessera-no-footer');
  if (frontMatter.copyright === false) classes.push('tessera-no-copyright');
  return classes;
}
