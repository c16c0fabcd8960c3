import {describe, expect, it} from 'vitest';
import {parseAddress} from './server/address';
import {splitMarkdown} from './server/parts';
import {parseLlms} from './server/site';
import {cap} from './server/tools';
import {findByMethodPath, nearestOperations, type ApiOperationRecord} from './shared/apiOperation';
import {siteConfig} from '../../../site.config';

describe('page addresses', () => {
  const route = (input: string, origins: string[] = []) => {
    const r = parseAddress(input, origins);
    return r.ok
      ? `${r.address.locale} ${r.address.route} ${r.address.neutral} #${r.address.anchor}`
      : `error: ${r.error}`;
  };

  it('reads paths, URLs of the site, twins and old .html addresses', () => {
    expect(route('/control/control-guide/collision-matrix/')).toBe(
      'ru /control/control-guide/collision-matrix/ /control/control-guide/collision-matrix/ #',
    );
    expect(route('control/control-guide/collision-matrix')).toBe(
      'ru /control/control-guide/collision-matrix/ /control/control-guide/collision-matrix/ #',
    );
    expect(route(`${siteConfig.url}/en/control.md#setup`)).toBe('en /en/control/ /control/ #setup');
    expect(route('/index.md')).toBe('ru / / #');
    expect(route('/en/index.md')).toBe('en /en/ / #');
    expect(route('/en')).toBe('en /en/ / #');
    expect(route('/control/page.html')).toBe('ru /control/page/ /control/page/ #');
    expect(route('/control/#%D0%BC%D0%B0%D1%82%D1%80%D0%B8%D1%86%D0%B0')).toBe('ru /control/ /control/ #матрица');
  });

  it('accepts the origin the HTTP endpoint was reached at, and no other', () => {
    expect(route('http://127.0.0.1:4205/value/', ['http://127.0.0.1:4205'])).toBe('ru /value/ /value/ #');
    expect(route('http://127.0.0.1:4205/value/')).toBe(
      `error: http://127.0.0.1:4205 is not this site: this server answers about ${siteConfig.url} only (give a path such as /control/).`,
    );
    expect(route('https://example.com/control/')).toMatch(/^error: https:\/\/example.com is not this site/);
    expect(route('file:///etc/passwd')).toBe(
      'error: "file:" addresses are not pages of this site; give a path such as /control/.',
    );
  });

  it('refuses what leaves the site or is not an address', () => {
    // `..`, written or encoded, never climbs above the site's root: it names a route of the site, which the catalogue lacks.
    expect(route('/control/%2e%2e/%2e%2e/etc/passwd')).toBe('ru /etc/passwd/ /etc/passwd/ #');
    expect(route('../../etc/passwd')).toBe('ru /etc/passwd/ /etc/passwd/ #');
    expect(route('/control/%00/x')).toBe('error: "/control/%00/x" leaves the site\'s folders.');
    expect(route('   ')).toMatch(/^error: The address is empty/);
    expect(route('/x'.repeat(1_500))).toBe(
      'error: The address is 3000 characters long; a page address is at most 2000.',
    );
    expect(route('/a%E0%A4%A/')).toMatch(/broken percent-encoding/);
  });
});

describe('long pages in parts', () => {
  it('keeps a short page whole', () => {
    expect(splitMarkdown('# Title\n\nText.', 100)).toEqual(['# Title\n\nText.']);
  });

  it('cuts before a heading, never inside a code block, and loses nothing', () => {
    const section = (n: number) =>
      `## Section ${n}\n\n${'Слово '.repeat(30).trim()}\n\n\`\`\`js\nconst a = ${n};\n\n// blank line above\n\`\`\``;
    const text = `# Title\n\n${[1, 2, 3, 4, 5, 6].map(section).join('\n\n')}`;
    const parts = splitMarkdown(text, 420);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(420);
      // Every part's fences are balanced.
      expect((part.match(/^```/gm) ?? []).length % 2).toBe(0);
    }
    expect(parts.slice(1).every((p) => p.startsWith('## Section'))).toBe(true);
    expect(parts.join('\n\n').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
  });

  it('cuts a line longer than a part by characters', () => {
    const parts = splitMarkdown(`short\n${'x'.repeat(250)}`, 100);
    expect(parts.map((p) => p.length)).toEqual([5, 100, 100, 50]);
  });
});

describe('answers', () => {
  it('are cut at the size limit with a note saying how to get less', () => {
    const long = 'а'.repeat(siteConfig.mcp.answerMaxChars * 2);
    const cut = cap(long);
    expect(cut.length).toBe(siteConfig.mcp.answerMaxChars);
    expect(cut).toMatch(/answer cut at the size limit/);
    expect(cap('short')).toBe('short');
  });
});

describe('llms.txt as the catalogue', () => {
  it('reads sections, pages, their twins and descriptions; the section of a root page', () => {
    const sections = parseLlms(
      [
        '# Справка',
        '',
        '> Summary.',
        '',
        '## Общее',
        '',
        `- [Справка \\[главная\\]](${siteConfig.url}/index.md): Главная страница.`,
        '',
        '## Tessera Control',
        '',
        `- [Tessera Control](${siteConfig.url}/control.md): Проверка моделей.`,
        `- [Матрица коллизий](${siteConfig.url}/control/control-guide/collision-matrix.md)`,
      ].join('\n'),
    );
    expect(sections.map((s) => [s.id, s.title, s.route, s.description, s.pages.length])).toEqual([
      ['general', 'Общее', '/', 'Главная страница.', 1],
      ['control', 'Tessera Control', '/control/', 'Проверка моделей.', 2],
    ]);
    expect(sections[0]?.pages[0]?.title).toBe('Справка [главная]');
    expect(sections[1]?.pages[1]).toEqual({
      title: 'Матрица коллизий',
      route: '/control/control-guide/collision-matrix/',
      twin: '/control/control-guide/collision-matrix.md',
      description: '',
    });
  });
});

describe('API operations by method and path', () => {
  const op = (method: string, path: string, operationId: string): ApiOperationRecord => ({
    operationId,
    method,
    path,
    basePath: '/api/v1',
    summary: operationId,
    markdown: operationId,
  });
  const records = [
    op('GET', '/projects', 'listProjects'),
    op('GET', '/projects/{projectId}', 'getProject'),
    op('GET', '/projects/{projectId}/models', 'listModels'),
    op('GET', '/projects/archived', 'listArchivedProjects'),
  ];

  it('matches templates, concrete paths, the base path and a query string', () => {
    expect(findByMethodPath(records, 'get', '/projects/{projectId}/models')?.operationId).toBe('listModels');
    expect(findByMethodPath(records, 'GET', '/api/v1/projects/42/models?limit=5')?.operationId).toBe('listModels');
    expect(findByMethodPath(records, 'GET', '/projects/42')?.operationId).toBe('getProject');
    // A literal segment beats a parameter.
    expect(findByMethodPath(records, 'GET', '/projects/archived')?.operationId).toBe('listArchivedProjects');
    expect(findByMethodPath(records, 'POST', '/projects')).toBeUndefined();
    expect(findByMethodPath(records, 'GET', '/users')).toBeUndefined();
  });

  it('offers the nearest operations for an unknown id', () => {
    expect(nearestOperations(records, 'list models').map((r) => r.operationId)[0]).toBe('listModels');
    expect(nearestOperations(records, 'zzz')).toEqual([]);
  });
});
