import {describe, expect, it} from 'vitest';
import {codeOwner, packageOf} from '../../scripts/bench/codeOwner';
import {ownerShares} from '../../scripts/bench/firstLoad';
import {toStockMarkdown} from '../../scripts/bench/stockSite';

describe('codeOwner', () => {
  it('finds the npm package of a module path', () => {
    expect(packageOf('./node_modules/@docusaurus/core/lib/client/clientEntry.js + 18 modules')).toBe(
      '@docusaurus/core',
    );
    expect(packageOf('./node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('./src/features/site-shell/theme/Root.tsx')).toBeNull();
  });

  it('splits modules into framework, theme, our code and content', () => {
    expect(codeOwner('./node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('framework');
    expect(codeOwner('./node_modules/@docusaurus/core/lib/client/clientEntry.js + 18 modules')).toBe('framework');
    expect(codeOwner('./.docusaurus/routes.js + 3 modules')).toBe('framework');
    expect(codeOwner('webpack/runtime/load script')).toBe('framework');
    expect(codeOwner('./node_modules/@docusaurus/theme-classic/lib/theme/TOC/index.js + 1 modules')).toBe('theme');
    expect(codeOwner('./node_modules/clsx/dist/clsx.mjs')).toBe('theme');
    expect(codeOwner('./src/features/article/theme/DocItem/Layout/index.tsx')).toBe('ours');
    expect(codeOwner('./src/features/locale/shared/switchTarget.ts')).toBe('ours');
    expect(codeOwner('./content/value/value-guide/price-override.md + 1 modules')).toBe('content');
    expect(codeOwner('./.docusaurus/docusaurus-plugin-content-docs/value/p/value-15e.json')).toBe('content');
  });
});

describe('ownerShares', () => {
  it('apportions a bundle file by the source size of its modules, nested ones included', () => {
    const stats = {
      chunks: [
        {
          files: ['assets/js/main.abc.js'],
          modules: [
            {name: './node_modules/react-dom/index.js', size: 300},
            {
              name: './src/features/site-shell/theme/Root.tsx + 1 modules',
              size: 100,
              modules: [
                {name: './src/features/site-shell/theme/Root.tsx', size: 60},
                {name: './node_modules/clsx/dist/clsx.mjs', size: 40},
              ],
            },
          ],
        },
      ],
    };
    const shares = ownerShares(stats, 'main.abc.js');
    expect(shares.get('framework')).toBeCloseTo(0.75);
    expect(shares.get('ours')).toBeCloseTo(0.15);
    expect(shares.get('theme')).toBeCloseTo(0.1);
  });

  it('counts a file the stats do not know as ours', () => {
    expect(ownerShares({chunks: []}, 'search-worker.js').get('ours')).toBe(1);
  });
});

describe('toStockMarkdown', () => {
  it('drops our MDX components and site links so stock Docusaurus builds the page', () => {
    const md = 'Текст [окно](/value/value-guide/projects/) и [сайт](https://example.com).\n\n<Catalog />\n';
    expect(toStockMarkdown(md)).toBe('Текст окно и [сайт](https://example.com).\n\n');
  });

  it('drops the imports of our components with them', () => {
    const md =
      "import UniformatTable from '@site/src/features/uniformat/client/UniformatTable';\n\nТекст.\n\n<UniformatTable />\n";
    expect(toStockMarkdown(md)).toBe('\nТекст.\n\n');
  });

  it('writes facts out in the words the page shows, inside a sentence or a table cell', () => {
    const facts = new Map([['client.ramMin', {id: 'client.ramMin', text: {ru: '8 ГБ', en: '8 GB'}}]]);
    const md = '| Память | <Fact id="client.ramMin" /> для моделей |\n';
    expect(toStockMarkdown(md, facts)).toBe('| Память | 8 ГБ для моделей |\n');
  });
});
