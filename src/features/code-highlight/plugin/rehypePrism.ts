import type {Element, ElementContent, Root, RootContent} from 'hast';
import {Prism, grammarFor} from './languages';

type TokenContent = string | Prism.Token | Array<string | Prism.Token>;

/** Prism's token stream as hast: `<span class="token keyword">` like Prism's own HTML. */
export function tokensToHast(content: TokenContent): ElementContent[] {
  const items = Array.isArray(content) ? content : [content];
  return items.map((token): ElementContent => {
    if (typeof token === 'string') {
      return {type: 'text', value: token};
    }
    const alias = token.alias === undefined ? [] : Array.isArray(token.alias) ? token.alias : [token.alias];
    return {
      type: 'element',
      tagName: 'span',
      properties: {className: ['token', token.type, ...alias]},
      children: tokensToHast(token.content as TokenContent),
    };
  });
}

function textOf(node: Element): string {
  return node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : ''))
    .join('');
}

function languageOf(code: Element): string | undefined {
  const className: unknown = code.properties.className;
  const classes: string[] = Array.isArray(className)
    ? className.map(String)
    : typeof className === 'string'
      ? className.split(' ')
      : [];
  return classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
}

/** Highlights one `<pre><code class="language-x">` in place; returns whether it did. */
export function highlightCodeElement(code: Element): boolean {
  const language = languageOf(code);
  const found = language ? grammarFor(language) : undefined;
  if (!found) {
    return false;
  }
  const text = textOf(code);
  code.children = tokensToHast(Prism.tokenize(text, found.grammar));
  return true;
}

function walk(node: Root | RootContent): void {
  if (node.type !== 'root' && node.type !== 'element') {
    return;
  }
  if (node.type === 'element' && node.tagName === 'pre') {
    const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    if (code) {
      highlightCodeElement(code);
      return;
    }
  }
  for (const child of node.children) {
    walk(child);
  }
}

/**
 * Rehype plugin: highlight fenced code at build time, so no reader downloads a
 * highlighter (the theme's runtime Prism is removed by src/features/code-highlight).
 */
export default function rehypePrism() {
  return (tree: Root): void => {
    walk(tree);
  };
}
