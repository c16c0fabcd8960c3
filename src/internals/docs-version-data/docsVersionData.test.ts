/**
 * src/internals/docs-version-data/plugin: a docs version's data loses its `docs` map (the
 * title and description of every page of the section) and keeps the rest; a
 * file of another shape stops the build; generated-index categories, which
 * would need that map, are found at any depth.
 */
import {createRequire} from 'node:module';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkNoDocCardList from './plugin/remark';
import {generatedIndexCategories, VERSION_DATA_TEST} from './plugin';

const require = createRequire(import.meta.url);
const {withoutDocs} = require('./plugin/versionDataLoader.cjs') as {withoutDocs: (source: string, file: string) => string};

const version = {
  pluginId: 'control',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {section: [{type: 'link', label: 'Матрица коллизий', href: '/control/matrix/', docId: 'matrix', unlisted: false}]},
  docs: {matrix: {id: 'matrix', title: 'Матрица коллизий', description: 'Какие пары разделов проверять.', sidebar: 'section'}},
};

describe('docs version data', () => {
  it('keeps the version and its sidebars, and drops the map of every page', () => {
    const out = (JSON.parse(withoutDocs(JSON.stringify({version}), 'p/control-current.json')) as {version: typeof version}).version;
    expect(out.docs).toEqual({});
    expect(out.docsSidebars).toEqual(version.docsSidebars);
    expect({...out, docs: version.docs}).toEqual(version);
  });

  it('stops on data of another shape, naming the file', () => {
    const {docsSidebars: _sidebars, ...withoutSidebars} = version;
    expect(() => withoutDocs(JSON.stringify({version: withoutSidebars}), '/x/p/control-current.json')).toThrow(/\/x\/p\/control-current\.json.*docsSidebars/);
    expect(() => withoutDocs(JSON.stringify({version: {...version, docs: null}}), 'f.json')).toThrow(/update the loader/);
    // The prop not wrapped in `version`, as an older or newer Docusaurus might write it.
    expect(() => withoutDocs(JSON.stringify(version), 'f.json')).toThrow(/missing: version/);
  });

  it('matches the version data modules only', () => {
    expect(VERSION_DATA_TEST.test('/site/.docusaurus/docusaurus-plugin-content-docs/control/p/control-ru-current-abc.json')).toBe(true);
    expect(VERSION_DATA_TEST.test('/site/.docusaurus/docusaurus-plugin-content-docs/control/__plugin.json')).toBe(false);
    expect(VERSION_DATA_TEST.test('/site/.docusaurus/docusaurus-plugin-content-docs/control/site-docs-x-md-abc.json')).toBe(false);
  });

  it('finds generated-index categories at any depth', () => {
    const sidebar = [
      {type: 'doc', id: 'a'},
      {type: 'category', label: 'Guide', link: {type: 'doc'}, items: [{type: 'category', label: 'Cards', link: {type: 'generated-index'}, items: []}]},
    ];
    expect(generatedIndexCategories(sidebar)).toEqual(['Cards']);
    expect(generatedIndexCategories([{type: 'category', label: 'Plain', items: []}])).toEqual([]);
  });

  it('stops the build on a page with <DocCardList>, naming the file, and passes a page with a catalog', async () => {
    const options = {remarkPlugins: [remarkNoDocCardList]};
    await expect(compile({path: 'content/control/guide.mdx', value: '# Guide\n\n<DocCardList />\n'}, options)).rejects.toThrow(/content\/control\/guide\.mdx uses <DocCardList>/);
    await expect(compile({path: 'content/control/index.mdx', value: '# Control\n\n<Catalog />\n\nText with DocCardList in prose.\n'}, options)).resolves.toBeDefined();
  });
});
