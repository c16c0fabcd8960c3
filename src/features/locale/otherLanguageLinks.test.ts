import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {pairSection, type LocaleMap} from './plugin/localeMap';
import {siteConfig} from '../../../site.config';
import {localeUrl, markdownAnchors, otherLanguageTargets} from './plugin/otherLanguageLinks';
import remarkOtherLanguageLinks, {
  rewriteOtherLanguageLinks,
  type RemarkOtherLanguageLinksOptions,
} from './plugin/remarkOtherLanguageLinks';

const control = {id: 'control', dir: 'content/control', routeBasePath: 'control', sourceLanguage: 'ru'} as const;
const api = {id: 'api', dir: 'content/api', routeBasePath: 'api', sourceLanguage: 'en'} as const;
const map: LocaleMap = {
  locales: siteConfig.locales,
  pages: [
    ...pairSection(
      control,
      ['index.md', 'control-guide/index.md', 'control-guide/collision-matrix.md'],
      {en: ['index.md', 'control-guide/index.md']},
      siteConfig.locales,
    ),
    ...pairSection(api, ['index.md'], {}, siteConfig.locales),
  ],
  others: [],
  orphans: [],
};
const sections = [control, api];

/** The English build's options, with the Russian collision matrix page's sections given. */
const english: RemarkOtherLanguageLinksOptions = {
  locale: 'en',
  targetOf: otherLanguageTargets(map, sections, 'en'),
  anchorsOf: (file) =>
    file === 'content/control/control-guide/collision-matrix.md' ? new Set(['допуск', 'типы-проверок']) : new Set(),
};

/** The page as MDX compiles it with the plugin: its JSX. */
async function compiled(source: string, options = english): Promise<string> {
  return String(await compile(source, {remarkPlugins: [[remarkOtherLanguageLinks, options]], development: false}));
}

describe("where a link to another locale's page goes (otherLanguageTargets)", () => {
  const targetOf = otherLanguageTargets(map, sections, 'en');

  it('leads a link to an untranslated page to the Russian page, with the file it is built from', () => {
    expect(targetOf('/control/control-guide/collision-matrix/#допуск')).toEqual({
      locale: 'ru',
      href: '/control/control-guide/collision-matrix/',
      file: 'content/control/control-guide/collision-matrix.md',
    });
    expect(targetOf('/control/control-guide/collision-matrix')?.href).toBe('/control/control-guide/collision-matrix/');
  });

  it('leaves translated pages, pages in both trees and pages no locale has alone', () => {
    expect(targetOf('/control/control-guide/')).toBeUndefined();
    expect(targetOf('/api/')).toBeUndefined();
    expect(targetOf('/')).toBeUndefined();
    expect(targetOf('/control/no-such-page/')).toBeUndefined();
  });

  it('has nothing to redirect in the Russian build, which has every page', () => {
    const russian = otherLanguageTargets(map, sections, 'ru');
    expect(russian('/control/control-guide/collision-matrix/')).toBeUndefined();
    expect(russian('/control/')).toBeUndefined();
  });

  it('puts a locale other than the default under its prefix', () => {
    expect(localeUrl('/control/', 'ru', 'ru')).toBe('/control/');
    expect(localeUrl('/control/', 'en', 'ru')).toBe('/en/control/');
  });
});

describe('links to untranslated pages in an English page (remarkOtherLanguageLinks)', () => {
  it('keeps the sentence and its link, which goes to the Russian page, marked "(in Russian)"', async () => {
    const code = await compiled(
      'Set the tolerance in the [collision matrix](/control/control-guide/collision-matrix/#допуск) first.\n',
    );
    expect(code).toContain('href: "/control/control-guide/collision-matrix/#допуск"');
    expect(code).toContain('hrefLang: "ru"');
    expect(code).toContain('" (in Russian)"');
    expect(code).toContain('collision matrix');
    // A plain <a>, not the MDX link component, which would put /en/ in front of the address.
    expect(code).not.toContain('_components.a');
  });

  it('leaves links to translated pages, other sites, files and anchors on the page as they are', async () => {
    const code = await compiled(
      '[Guide](/control/control-guide/), [site](https://tessera.example/), [file](/files/a.pdf), [here](#top).\n',
    );
    expect(code).not.toContain('in Russian');
    expect(code).not.toContain('hrefLang');
    expect(code.match(/_components\.a/g)?.length).toBe(4);
  });

  it("leaves a link to a page no locale has for the build's broken-link check", () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [{type: 'link', url: '/control/gone/', children: [{type: 'text', value: 'gone'}]}],
        },
      ],
    };
    expect(rewriteOtherLanguageLinks(tree, english)).toBe(0);
    expect(tree.children[0]!.children[0]!.type).toBe('link');
  });

  it('fails the build, naming the page, when the Russian page has no such section', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'paragraph',
          children: [{type: 'link', url: '/control/control-guide/collision-matrix/#no-such', children: []}],
        },
      ],
    };
    expect(() => rewriteOtherLanguageLinks(tree, english, 'i18n/en/x.md')).toThrow(
      /i18n\/en\/x\.md: the link to \/control\/control-guide\/collision-matrix\/#no-such .* has no section "#no-such"/,
    );
  });

  it('fails the build on a pathname:// link to a page, which no check sees, and lets one to a file through', () => {
    const tree = (url: string) => ({
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'link', url, children: [{type: 'text', value: 'x'}]}]}],
    });
    // In the English build this would lead to /en/tessera/tessera-guide/excel-import/, a page English lacks.
    expect(() =>
      rewriteOtherLanguageLinks(tree('pathname:///tessera/tessera-guide/excel-import/'), english, 'i18n/en/x.md'),
    ).toThrow(
      /i18n\/en\/x\.md: the link pathname:\/\/\/tessera\/tessera-guide\/excel-import\/ escapes the broken-link check.*Link to \/tessera\/tessera-guide\/excel-import\/ instead/,
    );
    expect(() => rewriteOtherLanguageLinks(tree('pathname:///control/control-guide/#x'), english)).toThrow(
      /escapes the broken-link check/,
    );
    // The same rule in a Russian page.
    expect(() =>
      rewriteOtherLanguageLinks(tree('pathname:///control/'), {...english, locale: 'ru', targetOf: () => undefined}),
    ).toThrow(/escapes the broken-link check/);
    expect(rewriteOtherLanguageLinks(tree('pathname:///files/checklist.pdf'), english)).toBe(0);
  });

  it('writes the marker once, also where the translator already wrote it, and in links inside lists and tables', async () => {
    const code = await compiled(
      '- See [the matrix](/control/control-guide/collision-matrix/) (in Russian).\n\n| a |\n|---|\n| [m](/control/control-guide/collision-matrix/) |\n',
    );
    expect(code.match(/in Russian/g)?.length).toBe(2);
    expect(code.match(/hrefLang: "ru"/g)?.length).toBe(2);
  });
});

describe('sections a reader can land on (markdownAnchors)', () => {
  it('lists heading ids as Docusaurus makes them, explicit ids and the catalog', () => {
    const ids = markdownAnchors(
      '---\ntitle: X\n---\n\n## Допуск и типы\n\n### Custom {#my-id}\n\n<a id="anchor"></a>\n\n<Catalog />\n',
    );
    expect([...ids].sort()).toEqual(['anchor', 'catalog', 'my-id', 'допуск-и-типы']);
  });
});
