/**
 * Section anchors across locales: the heading ids of a Russian page and of
 * its English translation, paired so the language switch can carry
 * `#системные-требования` over as `#system-requirements`.
 *
 * Ids are computed from the Markdown the way Docusaurus's mdx-loader does
 * (an explicit `{#id}` or MDX-comment id, else github-slugger over the heading text, one slugger per
 * page so repeated headings get `-1`, `-2`). Pairing is by position, and only
 * where it is safe: when both pages have the same sequence of heading levels,
 * the n-th heading of one is the n-th of the other. When the structures
 * differ, only ids present on both pages (explicit ids, names such as "IFC")
 * are paired; every other anchor is dropped by the switch rather than guessed.
 */
import crypto from 'node:crypto';
import type {Heading as MdastHeading, Nodes, Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

export interface PageHeading {
  readonly level: number;
  readonly id: string;
}

import type {AnchorPairs} from '../shared/anchorPairs';

export type {AnchorPairs};

/** Text of a node as mdast-util-to-string gives it (alt text of images included). */
function plainText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.type === 'html' ? '' : node.value;
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  return 'children' in node ? (node.children as Nodes[]).map(plainText).join('') : '';
}

/** What the anchors of a Markdown body are made of: its headings and the component anchors it renders. */
interface BodyAnchors {
  readonly headings: readonly PageHeading[];
  readonly components: readonly string[];
}

/**
 * Remembered by content: Docusaurus parses a page's frontmatter several times a build, and each
 * time the page and its counterparts in the other locales and releases are read for their
 * anchors. Keyed by a hash, so the bodies themselves are not kept.
 */
const analysed = new Map<string, BodyAnchors>();

/** The headings and component anchors of a Markdown body, from one parse. */
function bodyAnchors(body: string): BodyAnchors {
  const key = crypto.createHash('sha1').update(body).digest('base64');
  const known = analysed.get(key);
  if (known) return known;
  const tree = unified().use(remarkParse).use(remarkGfm).parse(body) as Root;
  const headings: MdastHeading[] = [];
  const components = new Set<string>();
  const visit = (node: Nodes): void => {
    if (node.type === 'heading') headings.push(node);
    if (node.type === 'html') {
      for (const [, name = ''] of node.value.matchAll(/<([A-Z][A-Za-z0-9]*)\b/g))
        for (const id of COMPONENT_ANCHORS[name] ?? []) components.add(id);
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(tree);
  const slugger = createSlugger();
  const result: BodyAnchors = {
    headings: headings.map((heading) => {
      // As mdx-loader's headings plugin: raw HTML inside a heading does not count.
      const text = plainText({...heading, children: heading.children.filter((c) => c.type !== 'html')});
      const explicit = parseMarkdownHeadingId(text, 'classic').id ?? parseMarkdownHeadingId(text, 'mdx-comment').id;
      return {level: heading.depth, id: explicit ?? slugger.slug(text)};
    }),
    components: [...components],
  };
  analysed.set(key, result);
  return result;
}

/** Headings of a Markdown body (frontmatter already removed), in document order, with their ids. */
export function markdownHeadings(body: string): readonly PageHeading[] {
  return bodyAnchors(body).headings;
}

/**
 * Section ids that our MDX components render under the same id in both
 * locales (src/features/catalog: `<h2 id="catalog">`). A page that uses the
 * component has that anchor; src/features/locale/locale.spec.ts checks the built pages.
 */
export const COMPONENT_ANCHORS: Readonly<Record<string, readonly string[]>> = {Catalog: ['catalog']};

/** Ids of COMPONENT_ANCHORS that a Markdown body renders through its components. */
export function componentAnchors(body: string): readonly string[] {
  return bodyAnchors(body).components;
}

/**
 * Pairs the headings of a page (`from`) with its translation's (`to`):
 * position by position when both have the same heading levels in the same
 * order, otherwise only the ids the two pages share.
 */
export function pairHeadings(from: readonly PageHeading[], to: readonly PageHeading[]): AnchorPairs {
  const pairs: Record<string, string> = {};
  if (sameHeadingStructure(from, to)) {
    from.forEach((h, i) => {
      const target = to[i];
      if (target) pairs[h.id] = target.id;
    });
    return pairs;
  }
  const targetIds = new Set(to.map((h) => h.id));
  for (const h of from) if (targetIds.has(h.id)) pairs[h.id] = h.id;
  return pairs;
}

/** Whether the two pages' heading structures agree, so every anchor carries over. */
export function sameHeadingStructure(a: readonly PageHeading[], b: readonly PageHeading[]): boolean {
  return a.length === b.length && a.every((h, i) => h.level === b[i]?.level);
}
