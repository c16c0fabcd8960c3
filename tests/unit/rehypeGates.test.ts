import {evaluate} from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import {createElement, Fragment, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import rehypeGates, {GATE_COMPONENT, LONG_BLOCK_ENTRIES} from '../../plugins/hydration-slices/rehypeGates';

const ARTICLE = [
  '## Настройка проверки',
  '',
  'Откройте **Правила** и выберите набор.',
  '',
  '```ts',
  'const rule = viewer.rules.get("clash");',
  '```',
  '',
  Array.from({length: LONG_BLOCK_ENTRIES + 3}, (_, i) => `- пункт ${i + 1}`).join('\n'),
  '',
  '| Поле | Значение |',
  '| --- | --- |',
  ...Array.from({length: LONG_BLOCK_ENTRIES + 1}, (_, i) => `| f${i} | ${i} |`),
  '',
  '- короткий',
  '- список',
].join('\n');

async function render(withGates: boolean): Promise<{html: string; gates: number}> {
  let gates = 0;
  const Gate = ({children}: {children: ReactNode}): ReactNode => {
    gates++;
    return createElement(Fragment, null, children);
  };
  const {default: Content} = await evaluate(ARTICLE, {...runtime, remarkPlugins: [remarkGfm], rehypePlugins: withGates ? [rehypeGates] : []});
  const html = renderToStaticMarkup(createElement(Content, {components: {[GATE_COMPONENT]: Gate}}));
  return {html, gates};
}

describe('rehypeGates', () => {
  it('leaves the HTML as it was', async () => {
    expect((await render(true)).html).toBe((await render(false)).html);
  });

  it('gates every top-level block, and each entry of long lists and tables only', async () => {
    const {gates} = await render(true);
    // h2, p, pre, long ul (+ its items), table (+ its body rows), short ul
    expect(gates).toBe(6 + (LONG_BLOCK_ENTRIES + 3) + (LONG_BLOCK_ENTRIES + 1));
  });
});
