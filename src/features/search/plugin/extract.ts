/**
 * Reads a built HTML page into the sections the index is made of: the page
 * top and one section per h2/h3 heading with an id, so a result opens
 * `page#heading`. Only the article is read: navigation, the table of
 * contents, the meta line, catalogs (they repeat other pages' titles),
 * buttons and footers are not content. Protected pages are never read.
 */
import {parseDocument} from 'htmlparser2';
import {findOne, getAttributeValue, hasAttrib, textContent} from 'domutils';
import type {AnyNode, Element} from 'domhandler';
import type {SourcePage, SourceSection} from './buildIndex';

/** Marks a page whose content must never be indexed (set by the protected-page component). */
export const PROTECTED_ATTRIBUTE = 'data-tessera-protected';

const SKIP_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'input',
  'select',
  'textarea',
  'iframe',
]);
/** Generated lists of pages by tag: titles of other pages, nothing of their own. */
const TAG_PAGE_CLASSES = ['docs-tags-list-page', 'docs-tags-doc-list-page'];
const SKIP_CLASSES = ['hash-link', 'theme-doc-toc-mobile', 'theme-doc-footer', 'pagination-nav', 'breadcrumbs'];
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'blockquote',
  'figure',
  'figcaption',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'main',
]);

export interface ExtractOptions {
  /** The page URL path the HTML is served at. */
  readonly url: string;
  /** Suffix of every `<title>` (" | Справка Tessera"), cut off when the page has no h1. */
  readonly titleSuffix: string;
}

/** The page, or null when it must not be indexed (protected, a tag list, no content, marked noindex). */
export function extractPage(html: string, {url, titleSuffix}: ExtractOptions): SourcePage | null {
  const doc = parseDocument(html);
  const all = doc.children;
  if (findOne((e) => hasAttrib(e, PROTECTED_ATTRIBUTE), all, true)) return null;
  const robots = findOne((e) => e.name === 'meta' && getAttributeValue(e, 'name') === 'robots', all, true);
  if (robots && /noindex/i.test(getAttributeValue(robots, 'content') ?? '')) return null;
  if (findOne((e) => TAG_PAGE_CLASSES.some((c) => hasClass(e, c)), all, true)) return null;

  const root =
    findOne((e) => hasClass(e, 'theme-doc-markdown'), all, true) ?? findOne((e) => e.name === 'main', all, true);
  if (!root) return null;

  const h1 = findOne((e) => e.name === 'h1', [root], true) ?? findOne((e) => e.name === 'h1', all, true);
  const titleElement = findOne((e) => e.name === 'title', all, true);
  const documentTitle = titleElement ? clean(textContent(titleElement)) : '';
  const title = h1
    ? clean(textContent(h1))
    : documentTitle.endsWith(titleSuffix)
      ? documentTitle.slice(0, -titleSuffix.length)
      : documentTitle;

  const crumbsNav = findOne((e) => e.name === 'nav' && hasClass(e, 'theme-doc-breadcrumbs'), all, true);
  const crumbs = crumbsNav ? breadcrumbs(crumbsNav) : '';

  type Collected = {anchor: string; heading: string; text: string[]; code: string[]; linkChars: number};
  const top: Collected = {anchor: '', heading: '', text: [], code: [], linkChars: 0};
  const sections: Collected[] = [top];
  const current = (): Collected => sections[sections.length - 1] ?? top;

  const walk = (nodes: readonly AnyNode[], inCode: boolean): void => {
    for (const node of nodes) {
      if (node.type === 'text') {
        (inCode ? current().code : current().text).push((node as unknown as {data: string}).data);
        continue;
      }
      if (!isElement(node)) continue;
      if (
        SKIP_TAGS.has(node.name) ||
        SKIP_CLASSES.some((c) => hasClass(node, c)) ||
        node.attribs['data-testid'] === 'article-meta'
      )
        continue;
      if ((node.name === 'h2' || node.name === 'h3') && node.attribs.id) {
        sections.push({anchor: node.attribs.id, heading: clean(textOf(node)), text: [], code: [], linkChars: 0});
        continue;
      }
      if (node.name === 'img') {
        // Alt texts describe the figures in words: a reader may search for what a diagram shows.
        const alt = node.attribs.alt;
        if (alt) current().text.push(` ${alt} `);
        continue;
      }
      if (node.name === 'a' && !inCode) current().linkChars += clean(textContent(node)).length;
      const block = BLOCK_TAGS.has(node.name);
      if (block) current()[inCode ? 'code' : 'text'].push('\n');
      walk(node.children, inCode || node.name === 'pre');
      if (block) current()[inCode ? 'code' : 'text'].push('\n');
    }
  };
  walk(root.children, false);

  const built: SourceSection[] = sections
    .map((s) => {
      const text = clean(s.text.join(''));
      return {
        anchor: s.anchor,
        heading: s.heading,
        text,
        code: clean(s.code.join('')),
        linkShare: text ? Math.min(1, s.linkChars / text.length) : 0,
      };
    })
    // An empty page top (a page that starts with a heading) is still the page's entry for its title.
    .filter((s, i) => i === 0 || s.text || s.code || s.heading);
  if (!title && built.every((s) => !s.text && !s.heading)) return null;
  return {url, title, crumbs, sections: built};
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function hasClass(e: Element, name: string): boolean {
  return (e.attribs.class ?? '').split(/\s+/).includes(name);
}

/** Heading text without its hash link. */
function textOf(e: Element): string {
  return e.children
    .map((c) =>
      isElement(c)
        ? hasClass(c, 'hash-link')
          ? ''
          : textOf(c)
        : c.type === 'text'
          ? (c as unknown as {data: string}).data
          : '',
    )
    .join('');
}

function breadcrumbs(nav: Element): string {
  const items: string[] = [];
  const visit = (nodes: readonly AnyNode[]): void => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if (node.name === 'li' && hasClass(node, 'breadcrumbs__item') && !hasClass(node, 'breadcrumbs__item--active')) {
        const text = clean(textContent(node));
        if (text) items.push(text);
        continue;
      }
      visit(node.children);
    }
  };
  visit(nav.children);
  return items.join(' › ');
}

/** Collapses whitespace (and the zero-width space of hash links). */
export function clean(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n[\s\n]*/g, '\n')
    .trim()
    .replace(/\n/g, ' ');
}
