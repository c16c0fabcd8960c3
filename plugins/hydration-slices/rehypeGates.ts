import type {Element, ElementContent, Root, RootContent} from 'hast';

/** The MDX component name (src/theme/MDXComponents) of src/features/hydration/HydrationGate. */
export const GATE_COMPONENT = 'HydrationGate';

/**
 * MDX components at the top of a page that always render exactly one
 * element: a gate may keep their server DOM while they wait. Others (which
 * may render nothing or several nodes) hydrate with the part around them.
 */
const SINGLE_ELEMENT_COMPONENTS: ReadonlySet<string> = new Set(['admonition', 'Tabs', 'details', 'Details']);

type Block = Extract<RootContent, {type: 'element' | 'mdxJsxFlowElement'}>;

/** A list or table with more entries than this hydrates entry by entry (rows, items). */
export const LONG_BLOCK_ENTRIES = 12;

/** `node` inside a gate. */
function gate(node: Element | Block): Block {
  return {type: 'mdxJsxFlowElement', name: GATE_COMPONENT, attributes: [], children: [node], data: {_mdxExplicitJsx: true}};
}

/** The entries of a long list (its items) or table (its body rows), each in a gate of its own. */
function gateEntries(block: Element): void {
  const containers = block.tagName === 'table' ? block.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'tbody') : [block];
  const entryTag = block.tagName === 'table' ? 'tr' : 'li';
  for (const container of containers) {
    const entries = container.children.filter((c) => c.type === 'element' && c.tagName === entryTag);
    if (entries.length <= LONG_BLOCK_ENTRIES) continue;
    // An MDX JSX element is not in hast's element-content union, though MDX accepts it anywhere an element goes.
    container.children = container.children.map((c) => (c.type === 'element' && c.tagName === entryTag ? (gate(c) as unknown as ElementContent) : c));
  }
}

function gateable(node: RootContent): node is Block {
  if (node.type === 'element') return true;
  return node.type === 'mdxJsxFlowElement' && node.name !== null && SINGLE_ELEMENT_COMPONENTS.has(node.name);
}

/**
 * Rehype plugin for every MDX instance (last in the list): each top-level
 * block of a page (paragraph, heading, list, table, code block, admonition)
 * sits in a hydration gate, so the browser hydrates a long article over
 * several short tasks instead of one long one (src/features/hydration); so
 * does each item of a long list and each row of a long table.
 * The HTML is unchanged: the gate renders its child alone on the server.
 */
export default function rehypeGates() {
  return (tree: Root): void => {
    for (const node of tree.children) {
      if (node.type === 'element' && ['ul', 'ol', 'table'].includes(node.tagName)) gateEntries(node);
    }
    tree.children = tree.children.map((node): RootContent => (gateable(node) ? gate(node) : node));
  };
}
