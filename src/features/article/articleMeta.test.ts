import {describe, expect, it} from 'vitest';
import {articleMeta} from './client/ArticleMeta/meta';
import {parseGitLog} from './plugin/gitContributors';
import {docsWithoutSidebar, missingSidebarMessage} from '../navigation/plugin/missingSidebar';
import {normaliseFrontMatter} from '../frontmatter/plugin/frontMatter';

describe('article meta', () => {
  it('reads the normalised frontmatter', () => {
    const {frontMatter} = normaliseFrontMatter({
      author: {name: 'Anna', url: 'https://example.org'},
      date: new Date('2026-10-13T00:00:00Z'),
      category: 'Руководство',
      tag: ['bcf', 'коллизии'],
    });
    const meta = articleMeta({...frontMatter, reading_time: {words: 120, minutes: 0.6}});
    expect(meta).toEqual({
      authors: [{name: 'Anna', url: 'https://example.org'}],
      date: '2026-10-13',
      reading: {words: 120, minutes: 0.6},
      categories: ['Руководство'],
      tags: ['bcf', 'коллизии'],
    });
    expect(articleMeta({author: 'not normalised', reading_time: {words: 'x'}})).toEqual({
      authors: [],
      date: undefined,
      reading: undefined,
      categories: [],
      tags: [],
    });
  });
});

describe('frontmatter prev/next naming Markdown files', () => {
  it('turns file paths into doc ids of the same section; the page title is used unless text is given', () => {
    const {frontMatter, problems} = normaliseFrontMatter(
      {prev: './before-start.md', next: {text: 'Матрица', link: '../control-guide/collision-matrix.md'}},
      {docDir: 'control-howto'},
    );
    expect(problems).toEqual([]);
    expect(frontMatter.pagination_prev).toBe('control-howto/before-start');
    expect(frontMatter).not.toHaveProperty('prev');
    expect(frontMatter.pagination_next).toBe('control-guide/collision-matrix');
    expect(frontMatter.next).toEqual({text: 'Матрица'});
  });

  it('keeps links for the paginator and reports a file outside the section', () => {
    const ok = normaliseFrontMatter({next: {text: 'API', link: '/api/'}, prev: '../getting-started/'}, {docDir: 'a'});
    expect(ok.frontMatter.next).toEqual({text: 'API', link: '/api/'});
    expect(ok.frontMatter.prev).toEqual({link: '../getting-started/'});
    expect(ok.frontMatter).not.toHaveProperty('pagination_prev');
    const bad = normaliseFrontMatter({next: '../../outside.md'}, {docDir: 'a'});
    expect(bad.problems.map((p) => p.field)).toEqual(['next']);
    expect(bad.frontMatter).not.toHaveProperty('next');
    expect(bad.frontMatter).not.toHaveProperty('pagination_next');
  });
});

describe('git contributors', () => {
  it('lists names per file, most commits first, without e-mails', () => {
    const log = [
      '\u0001Anna',
      '',
      'content/a.md',
      'content/b.md',
      '',
      '\u0001Igor',
      '',
      'content/a.md',
      '',
      '\u0001Igor',
      '',
      'content/a.md',
    ].join('\n');
    const map = parseGitLog(log);
    expect(map.get('content/a.md')).toEqual(['Igor', 'Anna']);
    expect(map.get('content/b.md')).toEqual(['Anna']);
  });
});

describe('missing sidebar warning', () => {
  it('names docs no sidebar lists, unless they opted out', () => {
    const docs = [
      {permalink: '/a/', source: '@site/content/a.md', sidebar: 's', frontMatter: {}},
      {permalink: '/b/', source: '@site/content/b.md', frontMatter: {}},
      {permalink: '/c/', source: '@site/content/c.md', frontMatter: {displayed_sidebar: null}},
      {permalink: '/d/', source: '@site/content/d.md', frontMatter: {displayed_sidebar: 'section'}},
      // `index: false`: out of the sidebar on purpose, shown with its section's sidebar.
      {permalink: '/e/', source: '@site/content/e.md', frontMatter: normaliseFrontMatter({index: false}).frontMatter},
      {permalink: '/f/', source: '@site/content/f.md', frontMatter: {index: false}},
    ];
    expect(docsWithoutSidebar(docs).map((d) => d.permalink)).toEqual(['/b/']);
    expect(missingSidebarMessage(docs[1]!)).toMatch(/No sidebar configuration for \/b\/ \(content\/b\.md\)/);
  });
});
