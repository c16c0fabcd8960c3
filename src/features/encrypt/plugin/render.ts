/**
 * Renders a protected page's Markdown body to HTML at build time, the way the
 * docs render theirs as far as a reader can see: GFM, heading ids with
 * Docusaurus's slugger and `{#custom-id}`, hash links, code highlighted at
 * build time like every page (src/features/code-highlight; the browser needs no highlighter), images next
 * to the page inlined as data: URIs (so they are encrypted too). Returns the
 * HTML, the table of contents and the site links it contains, for the
 * build's link check. Nothing here is written to disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Element, ElementContent, Root, Text} from 'hast';
import {toString} from 'hast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import type {LocaleId} from '../../../../site.config';
import type {PageContent} from '../shared/crypto';
import {highlightCodeElement} from '../../code-highlight/plugin/rehypePrism';

export interface RenderOptions {
  /** TOC heading levels, as in themeConfig.tableOfContents. */
  readonly minHeadingLevel: number;
  readonly maxHeadingLevel: number;
}

export interface RenderedPage extends PageContent {
  /** Site-internal link targets (`/x/y/`), without hash or query. */
  readonly links: readonly string[];
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
};

const text = (value: string): Text => ({type: 'text', value});
const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** A highlighted code block with the same markup and classes as src/features/code-highlight/theme/CodeBlock, so the site's code CSS applies. */
function highlight(code: Element, language: string | undefined): Element {
  highlightCodeElement(code);
  const languageClass = language ? [`language-${language}`] : [];
  return el(
    'div',
    {className: ['tessera-code', 'theme-code-block', ...(language ? [`tessera-code--language-${language}`] : [])]},
    [
      el('pre', {className: ['tessera-code__pre', ...languageClass], tabIndex: 0}, [
        el('code', language ? {className: languageClass} : {}, code.children),
      ]),
    ],
  );
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The hash link's label on a heading, as the theme words it on docs pages in each locale. */
const HEADING_LINK_LABELS: Readonly<Record<LocaleId, (title: string) => string>> = {
  ru: (title) => `Прямая ссылка на ${title}`,
  en: (title) => `Direct link to ${title}`,
};

/** `sourceFile` resolves relative image paths; `locale` picks the hash-link label. */
export async function renderProtectedMarkdown(
  markdown: string,
  sourceFile: string,
  options: RenderOptions,
  locale: LocaleId,
): Promise<RenderedPage> {
  const toc: {value: string; id: string; level: number}[] = [];
  const links = new Set<string>();
  const slugger = createSlugger();

  const transform = () => (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (level) {
        // `## Title {#custom-id}`: the same explicit-id syntax the docs accept.
        const last = node.children[node.children.length - 1];
        let id: string | undefined;
        if (last?.type === 'text') {
          const parsed = parseMarkdownHeadingId(last.value);
          if (parsed.id) {
            last.value = parsed.text;
            id = parsed.id;
          }
        }
        const title = toString(node).trim();
        id = slugger.slug(id ?? title, {maintainCase: Boolean(id)});
        node.properties = {...node.properties, id, className: ['anchor']};
        const label = HEADING_LINK_LABELS[locale](title);
        node.children.push(
          el('a', {href: `#${id}`, className: ['hash-link'], ariaLabel: label, title: label}, [text('\u200b')]),
        );
        const n = Number(level);
        if (n >= options.minHeadingLevel && n <= options.maxHeadingLevel)
          toc.push({value: escapeHtml(title), id, level: n});
        return;
      }
      if (node.tagName === 'pre' && parent && index !== undefined) {
        const code = node.children[0];
        if (code?.type !== 'element' || code.tagName !== 'code') return;
        const classes = (code.properties.className as string[] | undefined) ?? [];
        const language = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
        parent.children[index] = highlight(code, language);
        return 'skip';
      }
      if (node.tagName === 'a') {
        const href = String(node.properties.href ?? '');
        if (href.startsWith('/') && !href.startsWith('//')) links.add(href.replace(/[?#].*$/, ''));
        return;
      }
      if (node.tagName === 'img') {
        const src = String(node.properties.src ?? '');
        if (/^(?:[a-z]+:|\/)/i.test(src)) return;
        let decoded: string;
        try {
          decoded = decodeURIComponent(src);
        } catch {
          throw new Error(`${sourceFile}: image ${src} has a malformed %-escape`);
        }
        const file = path.resolve(path.dirname(sourceFile), decoded);
        const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
        if (!type || !fs.existsSync(file))
          throw new Error(
            `${sourceFile}: image ${src} not found or not an image (${Object.keys(IMAGE_TYPES).join(', ')})`,
          );
        node.properties = {
          ...node.properties,
          src: `data:${type};base64,${fs.readFileSync(file).toString('base64')}`,
          loading: 'lazy',
        };
      }
      return;
    });
  };

  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    // Raw HTML in a protected page is not rendered: Markdown only, as README says.
    .use(remarkRehype)
    .use(transform)
    .use(rehypeStringify)
    .process(markdown);
  return {html: String(file), toc, links: [...links].sort()};
}
