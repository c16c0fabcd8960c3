import {describe, expect, it} from 'vitest';
import {TAGS_FIELD} from '../tags/shared/tagIndex';
import {
  SECTION_SIDEBAR,
  formatProblem,
  isListed,
  normaliseAuthors,
  normaliseFrontMatter,
  normalisePageLink,
  tocMaxLevel,
} from './plugin/frontMatter';

describe('normaliseFrontMatter', () => {
  it('accepts author as string, list or {name, url}', () => {
    expect(normaliseAuthors('Анна')).toEqual([{name: 'Анна'}]);
    expect(normaliseAuthors(['Анна', 'Игорь'])).toEqual([{name: 'Анна'}, {name: 'Игорь'}]);
    expect(normaliseAuthors({name: 'Anna', url: 'https://example.org'})).toEqual([
      {name: 'Anna', url: 'https://example.org'},
    ]);
    expect(normaliseAuthors(42)).toBeUndefined();
    expect(normaliseAuthors({url: 'x'})).toBeUndefined();
  });

  it('merges tag/tags and category/categories into lists', () => {
    const {frontMatter, problems} = normaliseFrontMatter({
      tag: 'коллизии',
      tags: ['bcf', 'коллизии'],
      category: ['Руководство'],
    });
    // Under our own key: Docusaurus's `tags` would give every tag a route of its own (src/features/tags).
    expect(frontMatter[TAGS_FIELD]).toEqual(['коллизии', 'bcf']);
    expect(frontMatter.tags).toBeUndefined();
    expect(frontMatter.categories).toEqual(['Руководство']);
    expect(frontMatter.tag).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it("accepts Docusaurus's tag objects {label, permalink} by their label", () => {
    const {frontMatter, problems} = normaliseFrontMatter({
      tags: [{label: 'BCF', permalink: '/bcf'}, 'коллизии', {label: ' импорт '}],
    });
    expect(problems).toEqual([]);
    // The permalink has no page to name: src/features/tags lists tags per section, at #<tag>.
    expect(frontMatter[TAGS_FIELD]).toEqual(['BCF', 'коллизии', 'импорт']);
    expect(normaliseFrontMatter({tag: [{label: 'BCF'}], tags: ['BCF']}).frontMatter[TAGS_FIELD]).toEqual(['BCF']);
  });

  it('reports a tag list with an item that is neither a string nor {label}, and ignores the list', () => {
    const {frontMatter, problems} = normaliseFrontMatter({tags: ['коллизии', {permalink: '/x'}]});
    expect(problems.map((p) => `${p.field} ${p.message}`)).toEqual([
      'tags must be a string or a list of strings or {label, permalink}, but item 1 has no "label"; the value is ignored',
    ]);
    expect(frontMatter[TAGS_FIELD]).toBeUndefined();
    expect(normaliseFrontMatter({tag: [{label: 'BCF'}, 7]}).problems[0]?.message).toMatch(/item 1 is a number;/);
    expect(normaliseFrontMatter({tags: {label: 'BCF'}}).problems.map((p) => p.field)).toEqual(['tags']);
  });

  it('reports and drops values of the wrong type, keeping the rest', () => {
    const {frontMatter, problems} = normaliseFrontMatter({title: 'T', author: 12, tag: [1, 'a'], category: {x: 1}});
    expect(problems.map((p) => p.field).sort()).toEqual(['author', 'category', 'tag']);
    expect(frontMatter.author).toBeUndefined();
    expect(frontMatter[TAGS_FIELD]).toBeUndefined();
    expect(frontMatter.categories).toBeUndefined();
    expect(frontMatter.title).toBe('T');
    expect(formatProblem('content/a.md', problems[0]!)).toMatch(
      /^\[frontmatter\] content\/a\.md: field "author" must be/,
    );
  });

  it('maps the old layout switches onto Docusaurus fields without overriding explicit ones', () => {
    const {frontMatter} = normaliseFrontMatter({
      shortTitle: 'Матрица',
      order: 3,
      sidebar: false,
      toc: false,
      headerDepth: 3,
      editLink: false,
      prev: false,
    });
    expect(frontMatter).toMatchObject({
      sidebar_label: 'Матрица',
      sidebar_position: 3,
      displayed_sidebar: null,
      hide_table_of_contents: true,
      toc_max_heading_level: 4,
      custom_edit_url: null,
      pagination_prev: null,
    });
    expect(normaliseFrontMatter({shortTitle: 'a', sidebar_label: 'b'}).frontMatter.sidebar_label).toBe('b');
  });

  it('hides sidebar and TOC on home pages', () => {
    expect(normaliseFrontMatter({home: true}).frontMatter).toMatchObject({
      displayed_sidebar: null,
      hide_table_of_contents: true,
    });
  });

  it('turns YAML dates into ISO day strings', () => {
    expect(normaliseFrontMatter({date: new Date('2026-10-14T00:00:00Z')}).frontMatter.date).toBe('2026-10-14');
  });

  it('clamps headerDepth into the TOC levels Docusaurus supports', () => {
    expect(tocMaxLevel(2)).toBe(3);
    expect(tocMaxLevel(0)).toBe(2);
    expect(tocMaxLevel(9)).toBe(6);
  });
});

describe('frontmatter fields of the old site', () => {
  it('keeps every field of the right type', () => {
    const input = {
      isOriginal: true,
      navbar: false,
      breadcrumb: false,
      breadcrumbIcon: false,
      breadcrumbExclude: true,
      lastUpdated: false,
      contributors: false,
      index: false,
      icon: 'layers',
      cover: '/img/covers/matrix.svg',
      license: 'CC BY 4.0',
      copyright: '© ООО «Тессера», 2026',
      footer: 'Документ для внутреннего пользования',
      pageview: true,
      comment: false,
    };
    const {frontMatter, problems} = normaliseFrontMatter(input);
    expect(problems).toEqual([]);
    expect(frontMatter).toMatchObject(input);
    expect(isListed(frontMatter)).toBe(false);
    expect(isListed(normaliseFrontMatter({title: 'a'}).frontMatter)).toBe(true);
  });

  it('reports a wrong type with the field and drops only that value', () => {
    const {frontMatter, problems} = normaliseFrontMatter({
      title: 'T',
      isOriginal: 'yes',
      order: '3',
      cover: 12,
      footer: 7,
      copyright: true,
      navbar: 'no',
      breadcrumbExclude: 'да',
    });
    expect(problems.map((p) => p.field).sort()).toEqual([
      'breadcrumbExclude',
      'copyright',
      'cover',
      'footer',
      'isOriginal',
      'navbar',
      'order',
    ]);
    expect(problems.find((p) => p.field === 'order')?.message).toBe(
      'must be a number, got a string; the value is ignored',
    );
    expect(frontMatter).toEqual({title: 'T'});
  });

  it('index: false keeps the section sidebar on the page; sidebar: false and Docusaurus fields still win', () => {
    expect(normaliseFrontMatter({index: false}).frontMatter.displayed_sidebar).toBe(SECTION_SIDEBAR);
    expect(normaliseFrontMatter({index: false, sidebar: false}).frontMatter.displayed_sidebar).toBeNull();
    expect(normaliseFrontMatter({index: false, displayed_sidebar: 'other'}).frontMatter.displayed_sidebar).toBe(
      'other',
    );
    expect(normaliseFrontMatter({index: true}).frontMatter.displayed_sidebar).toBeUndefined();
  });

  it('accepts footer and copyright as false to hide them', () => {
    const {frontMatter, problems} = normaliseFrontMatter({footer: false, copyright: false});
    expect(problems).toEqual([]);
    expect(frontMatter).toMatchObject({footer: false, copyright: false});
  });

  it('reads prev and next as a path, {text, link} or false', () => {
    expect(normalisePageLink('../getting-started/')).toEqual({link: '../getting-started/'});
    expect(normalisePageLink({text: 'Дальше', link: '/control/'})).toEqual({text: 'Дальше', link: '/control/'});
    expect(normalisePageLink(false)).toBe(false);
    expect(normalisePageLink({text: 'no link'})).toBeUndefined();
    const {frontMatter, problems} = normaliseFrontMatter({prev: 5, next: {text: 'Дальше', link: '/control/'}});
    expect(problems.map((p) => p.field)).toEqual(['prev']);
    expect(frontMatter.next).toEqual({text: 'Дальше', link: '/control/'});
  });

  it("turns prev/next site paths of the page's own section into doc ids, so they show the page title", () => {
    const context = {
      docDir: 'guide',
      docIdOf: (p: string) =>
        p === '/control/control-guide/collision-matrix/' ? 'control-guide/collision-matrix' : undefined,
    };
    const {frontMatter, problems} = normaliseFrontMatter(
      {prev: '/control/control-guide/collision-matrix/', next: {text: 'Дальше', link: '/value/'}},
      context,
    );
    expect(problems).toEqual([]);
    expect(frontMatter.pagination_prev).toBe('control-guide/collision-matrix');
    expect(frontMatter.prev).toBeUndefined();
    // Another section's page (or an anchor) stays a plain link with the given text.
    expect(frontMatter.next).toEqual({text: 'Дальше', link: '/value/'});
    expect(
      normaliseFrontMatter({prev: '/control/control-guide/collision-matrix/#шаги'}, context).frontMatter.prev,
    ).toEqual({link: '/control/control-guide/collision-matrix/#шаги'});
  });

  it('rejects a date that is not a date', () => {
    const {frontMatter, problems} = normaliseFrontMatter({date: 'вчера'});
    expect(problems[0]).toMatchObject({field: 'date'});
    expect(frontMatter.date).toBeUndefined();
    expect(normaliseFrontMatter({date: '2026-10-14'}).frontMatter.date).toBe('2026-10-14');
  });

  it('lets Docusaurus fields win over old ones and warns when they disagree', () => {
    const {frontMatter, problems} = normaliseFrontMatter({
      shortTitle: 'Матрица',
      sidebar_label: 'Матрица коллизий',
      order: 2,
      sidebar_position: 2,
    });
    expect(frontMatter.sidebar_label).toBe('Матрица коллизий');
    expect(problems).toEqual([
      {field: 'shortTitle', severity: 'warning', message: 'is overridden by "sidebar_label", which the page also sets'},
    ]);
    expect(formatProblem('content/a.md', problems[0]!)).toBe(
      '[frontmatter] content/a.md: field "shortTitle" is overridden by "sidebar_label", which the page also sets.',
    );
  });
});
