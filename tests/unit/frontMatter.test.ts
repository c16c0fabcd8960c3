import {describe, expect, it} from 'vitest';
import {formatProblem, normaliseAuthors, normaliseFrontMatter, tocMaxLevel} from '../../plugins/page-meta/frontMatter';

describe('normaliseFrontMatter', () => {
  it('accepts author as string, list or {name, url}', () => {
    expect(normaliseAuthors('Анна')).toEqual([{name: 'Анна'}]);
    expect(normaliseAuthors(['Анна', 'Игорь'])).toEqual([{name: 'Анна'}, {name: 'Игорь'}]);
    expect(normaliseAuthors({name: 'Anna', url: 'https://example.org'})).toEqual([{name: 'Anna', url: 'https://example.org'}]);
    expect(normaliseAuthors(42)).toBeUndefined();
    expect(normaliseAuthors({url: 'x'})).toBeUndefined();
  });

  it('merges tag/tags and category/categories into lists', () => {
    const {frontMatter, problems} = normaliseFrontMatter({tag: 'коллизии', tags: ['bcf', 'коллизии'], category: ['Руководство']});
    expect(frontMatter.tags).toEqual(['коллизии', 'bcf']);
    expect(frontMatter.categories).toEqual(['Руководство']);
    expect(frontMatter.tag).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('reports and drops values of the wrong type, keeping the rest', () => {
    const {frontMatter, problems} = normaliseFrontMatter({title: 'T', author: 12, tag: [1, 'a'], category: {x: 1}});
    expect(problems.map((p) => p.field).sort()).toEqual(['author', 'category', 'tag']);
    expect(frontMatter.author).toBeUndefined();
    expect(frontMatter.tags).toBeUndefined();
    expect(frontMatter.categories).toBeUndefined();
    expect(frontMatter.title).toBe('T');
    expect(formatProblem('content/a.md', problems[0]!)).toMatch(/^\[frontmatter\] content\/a\.md: field "author" must be/);
  });

  it('maps the old layout switches onto Docusaurus fields without overriding explicit ones', () => {
    const {frontMatter} = normaliseFrontMatter({shortTitle: 'Матрица', order: 3, sidebar: false, toc: false, headerDepth: 3, editLink: false, prev: false});
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
    expect(normaliseFrontMatter({home: true}).frontMatter).toMatchObject({displayed_sidebar: null, hide_table_of_contents: true});
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
