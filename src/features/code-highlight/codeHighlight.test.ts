import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import rehypePrism from './plugin/rehypePrism';
import {grammarFor} from './plugin/languages';
import {titleFromMeta} from './theme/CodeBlock';

function fence(language: string | undefined, text: string): {tree: Root; code: Element} {
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties: language ? {className: [`language-${language}`]} : {},
    children: [{type: 'text', value: text}],
  };
  const tree: Root = {type: 'root', children: [{type: 'element', tagName: 'pre', properties: {}, children: [code]}]};
  return {tree, code};
}

function classesOf(node: Element): string[] {
  return (node.properties.className as string[]) ?? [];
}

function spans(node: Element): Element[] {
  return node.children.flatMap((c) => (c.type === 'element' ? [c, ...spans(c)] : []));
}

function text(node: Element): string {
  return node.children.map((c) => (c.type === 'text' ? c.value : c.type === 'element' ? text(c) : '')).join('');
}

describe('build-time code highlighting', () => {
  it('turns a TypeScript fence into Prism token spans and keeps the text exactly', () => {
    const source = 'const viewer = new Viewer(canvas); // start\n';
    const {tree, code} = fence('ts', source);
    rehypePrism()(tree);
    const tokens = spans(code);
    expect(tokens.some((s) => classesOf(s).includes('keyword') && text(s) === 'const')).toBe(true);
    expect(tokens.some((s) => classesOf(s).includes('comment') && text(s) === '// start')).toBe(true);
    expect(tokens.every((s) => classesOf(s)[0] === 'token')).toBe(true);
    expect(text(code)).toBe(source);
  });

  it('highlights HTTP requests with their JSON bodies', () => {
    const {tree, code} = fence(
      'http',
      'POST /api/v1/auth/token HTTP/1.1\nContent-Type: application/json\n\n{"scope": "read"}\n',
    );
    rehypePrism()(tree);
    const classes = spans(code).flatMap(classesOf);
    expect(classes).toContain('method');
    expect(classes).toContain('header-name');
    expect(classes).toContain('property');
  });

  it('leaves plain text and unknown languages untouched', () => {
    for (const language of [undefined, 'text', 'no-such-language']) {
      const {tree, code} = fence(language, 'a < b\n');
      rehypePrism()(tree);
      expect(code.children).toEqual([{type: 'text', value: 'a < b\n'}]);
    }
  });

  it('accepts the short names writers use', () => {
    expect(grammarFor('ts')?.name).toBe('typescript');
    expect(grammarFor('sh')?.name).toBe('bash');
    expect(grammarFor('yml')?.name).toBe('yaml');
    expect(grammarFor('C#')?.name).toBe('csharp');
    expect(grammarFor('powerquery')?.name).toBe('powerquery');
  });

  it('reads a block title from the fence meta string', () => {
    expect(titleFromMeta('title="viewer.ts" showLineNumbers')).toBe('viewer.ts');
    expect(titleFromMeta("title='config.json'")).toBe('config.json');
    expect(titleFromMeta('showLineNumbers')).toBeUndefined();
    expect(titleFromMeta(undefined)).toBeUndefined();
  });
});
