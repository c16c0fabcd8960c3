/**
 * Frontmatter of a Markdown file read outside a docs plugin: by the locale map
 * (tags of the other locale's pages) and by the content check.
 */
import yaml from 'js-yaml';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function splitFrontMatter(source: string): {frontMatter: Record<string, unknown>; body: string} {
  const match = FRONT_MATTER.exec(source);
  if (!match) return {frontMatter: {}, body: source};
  const data = yaml.load(match[1] ?? '');
  const frontMatter =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return {frontMatter, body: source.slice(match[0].length)};
}
