/**
 * Markdown text the page writers put together: MDX-safe text, table cells, code
 * spans, frontmatter and relative links between pages of the reference.
 */
import path from 'node:path';
import type {Json} from './spec';

/** Text safe in MDX outside code spans: braces and angle brackets escaped. */
export function mdxText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('');
}

/** One line safe inside a table cell. */
export function cell(text: string): string {
  return mdxText(text.replace(/\s+/g, ' ').trim()).replace(/\|/g, '\\|');
}

/** A code span that survives any backtick inside. */
export function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text.replace(/\|/g, '\\|')}${pad}${fence}`;
}

/**
 * A path as inline code that may wrap after each slash (`<wbr />`, which copies as nothing): in
 * a table cell a long path would otherwise set its column's width and squeeze the others.
 */
export function pathCode(apiPath: string): string {
  const text = apiPath.replace(/[{}]/g, (c) => `{'${c}'}`).replace(/[<>&]/g, (c) => `{'${c}'}`);
  return `<code>${text
    .split('/')
    .join('/<wbr />')
    .replace(/^\/<wbr \/>/, '/')}</code>`;
}

export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return /^(.+?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat;
}

export function plain(text: string): string {
  return text.replace(/[`*]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * A page's frontmatter. Every page of the reference says `readingTime: false`: a reference is
 * looked things up in, not read through, so it shows no reading time or word count.
 */
export function frontMatter(fields: Record<string, string | number | undefined>): string {
  return [
    '---',
    ...Object.entries({...fields, readingTime: false})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`),
    '---',
    '',
  ].join('\n');
}

/** Relative link from a page file to another file of the reference (`page.md#section` allowed); a section of the same page is `#section`. */
export function linkTo(fromFile: string, toFile: string): string {
  const [file = '', hash] = toFile.split('#');
  if (file === fromFile && hash !== undefined) return `#${hash}`;
  const rel = path.posix.relative(path.posix.dirname(fromFile), file);
  return `${rel.startsWith('.') ? rel : `./${rel}`}${hash !== undefined ? `#${hash}` : ''}`;
}

export function jsonBlock(value: Json): string {
  return ['```json', JSON.stringify(value, null, 2), '```'].join('\n');
}
