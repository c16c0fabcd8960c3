/**
 * A built page's HTML → its Markdown twin. Reading the rendered HTML rather
 * than the sources means MDX components arrive as what they show (a catalog
 * is a list of links, the Uniformat table a table, the generated reference
 * like any page); this module only removes what is interface rather than
 * text and turns site paths into absolute URLs. The conversion itself is
 * hast-util-to-mdast (rehype-remark) and remark-stringify with GFM tables.
 */
import crypto from 'node:crypto';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {visit, SKIP} from 'unist-util-visit';
import type {Element, ElementContent, Parent, Root} from 'hast';
import {parseDocument} from 'htmlparser2';
import {findOne, getAttributeValue, hasAttrib, textContent} from 'domutils';
import type {Element as DomElement} from 'domhandler';

/** Set by the protected-page component: such a page has no twin. */
export const PROTECTED_ATTRIBUTE = 'data-tessera-protected';
/** Any element carrying it is left out of the twin (interface such as the page menu). */
export const SKIP_ATTRIBUTE = 'data-markdown-skip';
/** Folder, under the locale's root, of pictures the bundler inlined as `data:` URLs: the twin links a file instead. */
export const IMAGE_DIR = 'assets/markdown';

export interface ConvertOptions {
  /** Public origin of the site, no trailing slash (`https://help.tessera.example`). */
  readonly siteUrl: string;
  /** The page's path (`/en/control/`): relative links and `#anchors` resolve against it. */
  readonly route: string;
  /** The locale's root (`/` or `/en/`): pictures written by the conversion live under it. */
  readonly baseUrl: string;
  /** Suffix of every `<title>` (" | Справка Tessera"), cut off when the page has no h1. */
  readonly titleSuffix: string;
}

export interface Twin {
  readonly title: string;
  readonly description: string;
  /** The whole twin: `# Title`, the description, the body. */
  readonly markdown: string;
  /** Files to write under the locale's root (inlined pictures), by path relative to it. */
  readonly files: ReadonlyMap<string, Buffer>;
}

/** Elements that are interface, not text. */
const INTERFACE_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'form',
]);
const INTERFACE_CLASSES = ['hash-link', 'tessera-badge', 'theme-doc-toc-mobile'];
/** Elements kept even with no text of their own. */
const KEEP_EMPTY = new Set(['td', 'th', 'img', 'br', 'hr']);

/** What a twin is made of, read from a rendered page. */
export interface PageParts {
  /** The article (`.theme-doc-markdown`, else `main`), parsed: the only part converted. */
  readonly article: Root;
  /** The document's `<title>`, for a page without an h1. */
  readonly documentTitle: string;
  /** The page's meta description. */
  readonly description: string;
}

/**
 * The rendered page's parts, or null when it must have no twin (protected, no article). The page is
 * read with htmlparser2, fast enough to be no cost, and only the article's own source (its start to
 * its end tag) goes through the HTML-standard parser the conversion needs: the navigation, sidebar
 * and scripts around it are most of a page's bytes and most of what a full parse would cost.
 */
export function readPage(html: string): PageParts | null {
  const doc = parseDocument(html, {withStartIndices: true, withEndIndices: true});
  const nodes = doc.children;
  if (findOne((e) => hasAttrib(e, PROTECTED_ATTRIBUTE), nodes, true)) return null;
  const root =
    findOne((e) => hasClassName(e, 'theme-doc-markdown'), nodes, true) ??
    findOne((e) => e.name === 'main', nodes, true);
  if (!root || root.startIndex === null || root.endIndex === null) return null;
  const titleElement = findOne((e) => e.name === 'title', nodes, true);
  const meta = findOne((e) => e.name === 'meta' && getAttributeValue(e, 'name') === 'description', nodes, true);
  return {
    article: unified()
      .use(rehypeParse, {fragment: true})
      .parse(html.slice(root.startIndex, root.endIndex + 1)),
    documentTitle: titleElement ? textContent(titleElement) : '',
    description: meta ? (getAttributeValue(meta, 'content') ?? '') : '',
  };
}

function hasClassName(e: DomElement, name: string): boolean {
  return (e.attribs.class ?? '').split(/\s+/).includes(name);
}

/** The page, or null when it must have no twin (protected, or no content to speak of). */
export function htmlToTwin(html: string, options: ConvertOptions): Twin | null {
  const parts = readPage(html);
  return parts ? twinOf(parts, options) : null;
}

/** The twin of a page's parts (its article is changed on the way). */
export function twinOf(
  {article, documentTitle, description: rawDescription}: PageParts,
  options: ConvertOptions,
): Twin | null {
  const h1 = select('h1', article);
  const title = h1 ? clean(toString(h1)) : withoutSuffix(clean(documentTitle), options.titleSuffix);
  const description = clean(rawDescription);

  const files = new Map<string, Buffer>();
  prune(article);
  for (const heading of selectAll('h1', article)) remove(article, heading);
  rewriteLinks(article, options, files);
  rewriteComponents(article);

  const mdast = unified().use(rehypeRemark).runSync(article);
  const body = unified()
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-'})
    .stringify(mdast)
    .trim();
  if (!title && !body) return null;
  const parts = [`# ${title}`, description ? `> ${description}` : '', body].filter(Boolean);
  return {title, description, markdown: `${parts.join('\n\n')}\n`, files};
}

function withoutSuffix(text: string, suffix: string): string {
  return text.endsWith(suffix) ? text.slice(0, -suffix.length) : text;
}

/** Collapses whitespace and drops the zero-width characters of hash links. */
export function clean(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function remove(tree: Root, target: Element): void {
  visit(tree, 'element', (node, index, parent) => {
    if (node !== target || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
}

/**
 * Drops interface elements, form hints that only describe a dropped control,
 * React's text separators (`<!-- -->`, which would land in the Markdown as
 * raw HTML), and containers left with nothing to say. One pass, children first.
 */
function prune(tree: Root): void {
  const described = new Set<string>();
  visit(tree, 'element', (node) => {
    if (node.tagName === 'input' || node.tagName === 'select' || node.tagName === 'textarea') {
      for (const id of String(node.properties.ariaDescribedBy ?? '').split(/\s+/)) if (id) described.add(id);
    }
  });
  const isInterface = (node: Element, parent: Parent): boolean => {
    const p = node.properties;
    const classes = Array.isArray(p.className) ? p.className.map(String) : [];
    // A badge inside a heading is the heading's text (a tag index names each tag by its badge).
    const badgeInHeading =
      'tagName' in parent && /^h[1-6]$/.test(String(parent.tagName)) && classes.includes('tessera-badge');
    return (
      INTERFACE_TAGS.has(node.tagName) ||
      String(p.ariaHidden) === 'true' ||
      p.role === 'status' ||
      p.dataMarkdownSkip !== undefined ||
      p.dataTestid === 'article-meta' ||
      (typeof p.id === 'string' && described.has(p.id)) ||
      (!badgeInHeading && INTERFACE_CLASSES.some((c) => classes.includes(c))) ||
      // Decorative pictures (empty or no alt) say nothing in text.
      (node.tagName === 'img' && !p.alt)
    );
  };
  /** Prunes the children of `parent`; whether anything worth keeping is left in it. */
  const walk = (parent: Parent): boolean => {
    let content = false;
    parent.children = parent.children.filter((child) => {
      if (child.type === 'comment') return false;
      if (child.type === 'text') {
        if (child.value.trim()) content = true;
        return true;
      }
      if (child.type !== 'element') return true;
      if (isInterface(child, parent)) return false;
      const inner = walk(child);
      if (inner || KEEP_EMPTY.has(child.tagName)) {
        content = true;
        return true;
      }
      return false;
    });
    return content;
  };
  walk(tree);
}

/** Site paths become absolute URLs; pictures inlined as `data:` URLs become files. */
function rewriteLinks(tree: Root, {siteUrl, route, baseUrl}: ConvertOptions, files: Map<string, Buffer>): void {
  const pageUrl = new URL(route, `${siteUrl}/`);
  const absolute = (href: string): string => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
    return readableUrl(new URL(href, pageUrl).href);
  };
  visit(tree, 'element', (node) => {
    if (node.tagName === 'a' && typeof node.properties.href === 'string')
      node.properties.href = absolute(node.properties.href);
    if (node.tagName === 'img' && typeof node.properties.src === 'string') {
      const src = node.properties.src;
      const inlined = /^data:image\/([a-z+]+)(;base64)?,(.*)$/s.exec(src);
      if (inlined) {
        const [, type = 'png', base64, data = ''] = inlined;
        const bytes = base64 ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'utf8');
        const ext = type === 'svg+xml' ? 'svg' : type === 'jpeg' ? 'jpg' : type;
        const rel = `${IMAGE_DIR}/${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${ext}`;
        files.set(rel, bytes);
        node.properties.src = new URL(`${baseUrl}${rel}`, `${siteUrl}/`).href;
      } else {
        node.properties.src = absolute(src);
      }
    }
  });
}

/** Percent-escapes of letters outside ASCII back to the letters (`#группы`, not `#%D0%B3…`); other escapes stay. */
export function readableUrl(url: string): string {
  return url.replace(/(?:%[0-9A-F]{2})+/gi, (run) => {
    try {
      const text = decodeURIComponent(run);
      return /^[^\p{ASCII}]+$/u.test(text) ? text : run;
    } catch {
      return run;
    }
  });
}

function hasClass(node: Element, prefix: string): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.some((c) => String(c) === prefix || String(c).startsWith(`${prefix}_`));
}

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

const BLOCK = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'ul', 'ol', 'table', 'pre', 'blockquote']);

/**
 * What our components render, as Markdown can say it: an admonition is a
 * quote led by its kind, a code block's title a line above it, a table's
 * caption a line above it, a card (a link wrapping a heading and text) a list
 * item, and a row of buttons a list of links.
 */
function rewriteComponents(tree: Root): void {
  visit(tree, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const replace = (...nodes: ElementContent[]): [typeof SKIP, number] => {
      (parent as Parent).children.splice(index, 1, ...nodes);
      return [SKIP, index];
    };

    if (hasClass(node, 'theme-admonition')) {
      const heading = node.children.find((c): c is Element => c.type === 'element' && hasClass(c, 'admonitionHeading'));
      const body = node.children.find((c): c is Element => c.type === 'element' && hasClass(c, 'admonitionContent'));
      const label = clean(heading ? toString(heading) : '');
      const lead = label
        ? [element('p', [element('strong', [{type: 'text', value: label.charAt(0).toUpperCase() + label.slice(1)}])])]
        : [];
      return replace(element('blockquote', [...lead, ...(body?.children ?? [])]));
    }

    if (hasClass(node, 'tessera-code')) {
      const title = node.children.find((c): c is Element => c.type === 'element' && hasClass(c, 'tessera-code__title'));
      const pre = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
      if (!pre) return;
      const caption = title ? [element('p', [element('strong', [{type: 'text', value: clean(toString(title))}])])] : [];
      return replace(...caption, pre);
    }

    if (node.tagName === 'table') {
      const caption = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'caption');
      if (caption) {
        node.children = node.children.filter((c) => c !== caption);
        return replace(element('p', [element('strong', [{type: 'text', value: clean(toString(caption))}])]), node);
      }
    }

    // Pieces a component lays out by CSS (a name and its note in a cell, a tag and its count in a heading) need a space between them.
    if (/^(td|th|h[1-6])$/.test(node.tagName)) {
      const spans = node.children.filter((c) => c.type === 'element' && c.tagName === 'span');
      if (spans.length > 1)
        node.children = node.children.flatMap((c, i) =>
          i > 0 && c.type === 'element' && c.tagName === 'span' ? [{type: 'text' as const, value: ' '}, c] : [c],
        );
    }

    // A card: a link around a heading and its text.
    if (node.tagName === 'a' && node.children.some((c) => c.type === 'element' && BLOCK.has(c.tagName))) {
      const blocks = node.children.filter((c): c is Element => c.type === 'element');
      const [head, ...rest] = blocks;
      const link = element('a', [{type: 'text', value: clean(toString(head ?? node))}], {href: node.properties.href});
      const details = clean(rest.map((b) => toString(b)).join(' '));
      const item = element('li', [link, ...(details ? [{type: 'text' as const, value: ` — ${details}`}] : [])]);
      return replace(item);
    }
  });

  // Consecutive list items left outside a list (cards), and rows of links (buttons), become lists.
  visit(tree, 'element', (node) => {
    if (node.tagName === 'ul' || node.tagName === 'ol') return SKIP;
    const elements = node.children.filter((c): c is Element => c.type === 'element');
    const onlyText = node.children.every((c) => c.type === 'element' || (c.type === 'text' && !c.value.trim()));
    if (onlyText && elements.length > 1 && elements.every((c) => c.tagName === 'a')) {
      node.children = [
        element(
          'ul',
          elements.map((a) => element('li', [a])),
        ),
      ];
      return SKIP;
    }
    if (node.children.some((c) => c.type === 'element' && c.tagName === 'li')) {
      const grouped: ElementContent[] = [];
      for (const child of node.children) {
        const last = grouped[grouped.length - 1];
        if (child.type === 'element' && child.tagName === 'li') {
          if (last && last.type === 'element' && last.tagName === 'ul' && last.properties.dataGrouped)
            last.children.push(child);
          else grouped.push(element('ul', [child], {dataGrouped: true}));
        } else if (!(child.type === 'text' && !child.value.trim())) {
          grouped.push(child);
        }
      }
      node.children = grouped;
    }
  });
}
