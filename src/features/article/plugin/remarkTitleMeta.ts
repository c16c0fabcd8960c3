/**
 * Remark plugin of every docs instance: a page whose Markdown starts with its
 * own `# Title` gets the article meta line right under that h1, as a page
 * whose title comes from frontmatter does (src/features/article/theme/DocItem/Content).
 *
 * Docusaurus's contentTitle plugin, which runs before this one, records the
 * first h1 as `contentTitle` and wraps it in a JSX `<header>`. This plugin
 * adds the `<ArticleMetaSlot />` element to that header; the slot
 * (src/features/article/client/ArticleMeta/slot.tsx) renders the meta line the page's
 * DocItem/Content hands it, so the h1 and the meta line stay together
 * whatever the page's first lines are.
 */

import {ARTICLE_META_SLOT} from '../shared/articleMetaSlot';

export {ARTICLE_META_SLOT};

/** The few mdast / mdast-util-mdx-jsx node shapes this plugin reads. */
interface Node {
  readonly type: string;
  readonly depth?: number;
  readonly name?: string | null;
  children?: Node[];
}

interface JsxElement extends Node {
  readonly type: 'mdxJsxFlowElement';
  readonly name: string;
  readonly attributes: unknown[];
  children: Node[];
}

function isTitleHeader(node: Node): node is JsxElement {
  if (node.type !== 'mdxJsxFlowElement' || node.name !== 'header') return false;
  const first = node.children?.[0];
  return first?.type === 'heading' && first.depth === 1;
}

/** The `<header>` around the page's content title, depth first, as Docusaurus's plugin found it. */
export function findTitleHeader(node: Node): JsxElement | undefined {
  if (isTitleHeader(node)) return node;
  for (const child of node.children ?? []) {
    const found = findTitleHeader(child);
    if (found) return found;
  }
  return undefined;
}

/** Adds the meta line slot under the content title; a page without one is left as it is. */
export function addTitleMetaSlot(root: Node, contentTitle: unknown): boolean {
  if (typeof contentTitle !== 'string') return false;
  const header = findTitleHeader(root);
  if (!header) return false;
  if (header.children.some((child) => child.type === 'mdxJsxFlowElement' && child.name === ARTICLE_META_SLOT))
    return true;
  const slot: JsxElement = {type: 'mdxJsxFlowElement', name: ARTICLE_META_SLOT, attributes: [], children: []};
  header.children.push(slot);
  return true;
}

export default function remarkTitleMeta() {
  return (root: Node, file: {readonly data: Readonly<Record<string, unknown>>}): void => {
    addTitleMetaSlot(root, file.data.contentTitle);
  };
}
