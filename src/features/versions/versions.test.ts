/**
 * Releases: where a page leads in each release (the same page, else its nearest existing
 * parent), which headings carry over, which releases a build serves, and the search index's
 * release scope.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pageReleases, fileRelease, releaseFactsFile} from './plugin/pageReleases';
import {builtOlderReleases, docsVersionOptions, olderReleaseSections} from './plugin/releaseSections';
import {pageReleasesOf, releaseTarget, RELEASES_FIELD} from './shared/releases';
import {releaseOfPath, releasePathParts, OLDER_RELEASE_SECTIONS} from '../../lib/shared/releases';
import {buildIndex, type SourcePage} from '../search/plugin/buildIndex';
import {SearchEngine} from '../search/shared/engine';
import remarkReleaseLinks from './plugin/remarkReleaseLinks';
import {copyProtectedPages, cutProblem, nextReleasesSource} from './plugin/cutRelease';

const RELEASES = {current: '4.6', supported: ['4.6', '4.5']} as const;
const SECTION = {
  id: 'control',
  dir: 'content/control',
  routeBasePath: 'control',
  sourceLanguage: 'ru',
  versioned: true,
};

let site: string;
const write = (rel: string, body: string): void => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), {recursive: true});
  fs.writeFileSync(path.join(site, rel), body);
};

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-versions-'));
  write('control_versions.json', JSON.stringify(['4.5', '4.4']));
  // The current release: a guide with a page that came in 4.6, and a page with a heading 4.5 lacks.
  write('content/control/index.md', '# Control\n');
  write('content/control/guide/index.md', '# Guide\n');
  write('content/control/guide/cim.md', '# ЦИМ\n\n## Шаблоны\n');
  write('content/control/guide/results.md', '# Results\n\n## Статусы\n\n## Сравнение\n');
  write('i18n/en/docusaurus-plugin-content-docs-control/current/guide/results.md', '# Results\n\n## Statuses\n');
  // Release 4.5: no ЦИМ page, the results page without its comparison section.
  write('control_versioned_docs/version-4.5/index.md', '# Control\n');
  write('control_versioned_docs/version-4.5/guide/index.md', '# Guide\n');
  write('control_versioned_docs/version-4.5/guide/results.md', '# Results\n\n## Статусы\n');
  write('i18n/en/docusaurus-plugin-content-docs-control/version-4.5/guide/results.md', '# Results\n\n## Statuses\n');
});

afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

describe('the releases a build serves', () => {
  it('are the older releases Docusaurus keeps that the site still supports', () => {
    expect(builtOlderReleases(site, SECTION, RELEASES)).toEqual(['4.5']);
    expect(builtOlderReleases(site, {...SECTION, versioned: false}, RELEASES)).toEqual([]);
  });

  it('give the docs plugin the current release at the section address and 4.5 under its number', () => {
    expect(docsVersionOptions(site, SECTION, RELEASES)).toEqual({
      lastVersion: 'current',
      onlyIncludeVersions: ['current', '4.5'],
      versions: {
        current: {label: '4.6', path: '', banner: 'none', badge: false, noIndex: false},
        '4.5': {label: '4.5', path: '4.5', banner: 'none', badge: false, noIndex: false},
      },
    });
  });

  it('drop a release in one step: out of `supported`, out of the build', () => {
    expect(docsVersionOptions(site, SECTION, {current: '4.6', supported: ['4.6']}).onlyIncludeVersions).toEqual([
      'current',
    ]);
  });

  it('list an older release as a section of its own, with its folders', () => {
    expect(olderReleaseSections(site, [SECTION], RELEASES)).toEqual([
      {
        id: 'control',
        dir: 'control_versioned_docs/version-4.5',
        routeBasePath: 'control/4.5',
        sourceLanguage: 'ru',
        translations: 'version-4.5',
        release: '4.5',
      },
    ]);
  });

  it('stop on a versions file that is not a list of releases, naming it', () => {
    write('value_versions.json', '{"4.5": true}');
    expect(() => builtOlderReleases(site, {...SECTION, id: 'value'}, RELEASES)).toThrow(/value_versions\.json/);
  });
});

describe('a page’s releases', () => {
  const of = (rel: string): ReturnType<typeof pageReleases> =>
    pageReleases(site, [SECTION], RELEASES, rel, fs.readFileSync(path.join(site, rel), 'utf8'));

  it('lead to the same page in every release that has it, newest first', () => {
    expect(of('content/control/guide/results.md')).toEqual({
      release: '4.6',
      current: '4.6',
      links: [
        {release: '4.6', to: '/control/guide/results/', exact: true},
        {release: '4.5', to: '/control/4.5/guide/results/', exact: true, missingAnchors: ['сравнение']},
      ],
    });
  });

  it('lead to the nearest existing parent where a release lacks the page', () => {
    expect(of('content/control/guide/cim.md')?.links[1]).toEqual({
      release: '4.5',
      to: '/control/4.5/guide/',
      exact: false,
    });
  });

  it('of an older release name it and the current page', () => {
    expect(of('control_versioned_docs/version-4.5/guide/results.md')).toEqual({
      release: '4.5',
      current: '4.6',
      links: [
        {release: '4.6', to: '/control/guide/results/', exact: true},
        {release: '4.5', to: '/control/4.5/guide/results/', exact: true},
      ],
    });
  });

  it('of a translation follow the translations of each release', () => {
    const file = 'i18n/en/docusaurus-plugin-content-docs-control/version-4.5/guide/results.md';
    expect(of(file)?.links.map((l) => [l.to, l.exact])).toEqual([
      ['/control/guide/results/', true],
      ['/control/4.5/guide/results/', true],
    ]);
    expect(fileRelease(site, [SECTION], RELEASES, file)).toEqual({sectionId: 'control', release: '4.5'});
  });

  it('are none outside a versioned section', () => {
    write('content/api/index.md', '# API\n');
    expect(pageReleases(site, [SECTION], RELEASES, 'content/api/index.md', '# API\n')).toBeUndefined();
    expect(fileRelease(site, [SECTION], RELEASES, 'content/api/index.md')).toBeUndefined();
  });

  it('read back from the frontmatter, and nothing from a page without them', () => {
    const releases = of('content/control/guide/results.md');
    expect(pageReleasesOf({[RELEASES_FIELD]: releases})).toEqual(releases);
    expect(pageReleasesOf({title: 'x'})).toBeUndefined();
  });

  it('of an older release read their facts from that release’s file', () => {
    expect(releaseFactsFile('src/features/facts/facts.yml', '4.5')).toBe('src/features/facts/releases/4.5.yml');
  });
});

describe('switching release', () => {
  const same = {release: '4.5', to: '/control/4.5/guide/results/', exact: true, missingAnchors: ['сравнение']};
  it('keeps the heading being read when the other release’s page has it', () => {
    expect(releaseTarget(same, '#статусы')).toBe('/control/4.5/guide/results/#статусы');
    expect(releaseTarget(same, `#${encodeURIComponent('статусы')}`)).toBe(
      `/control/4.5/guide/results/#${encodeURIComponent('статусы')}`,
    );
  });
  it('opens the top of the page when that heading is not there, or the page is a parent', () => {
    expect(releaseTarget(same, '#сравнение')).toBe('/control/4.5/guide/results/');
    expect(releaseTarget({release: '4.5', to: '/control/4.5/guide/', exact: false}, '#статусы')).toBe(
      '/control/4.5/guide/',
    );
    expect(releaseTarget(same, '')).toBe('/control/4.5/guide/results/');
  });
});

describe('the release of an address', () => {
  it('is the number after a versioned section, the current one elsewhere in it, none outside', () => {
    expect(releaseOfPath('/control/4.5/control-guide/')).toBe('4.5');
    expect(releaseOfPath('/en/control/4.5/control-guide/')).toBe('4.5');
    expect(releaseOfPath('/control/control-guide/')).toBe('4.6');
    expect(releaseOfPath('/tessera')).toBe('4.6');
    expect(releaseOfPath('/api/tessera/')).toBeUndefined();
    expect(releaseOfPath('/')).toBeUndefined();
  });
  it('splits an address under any release number into the release, the current address and the landing', () => {
    expect(releasePathParts('/en/control/4.5/team/plan/')).toEqual({
      release: '4.5',
      inCurrent: '/en/control/team/plan/',
      landing: '/en/control/',
    });
    // Dropped releases too: protected pages of one are left out of the build.
    expect(releasePathParts('/tessera/4.4/')).toEqual({release: '4.4', inCurrent: '/tessera/', landing: '/tessera/'});
    expect(releasePathParts('/control/team/plan/')).toBeUndefined();
    expect(releasePathParts('/api/4.5/')).toBeUndefined();
  });
  it('gives each versioned section’s older release a section of its own to save', () => {
    expect(OLDER_RELEASE_SECTIONS.map((s) => s.id)).toEqual([
      'control@4.5',
      'value@4.5',
      'space@4.5',
      'site@4.5',
      'platform@4.5',
    ]);
    expect(OLDER_RELEASE_SECTIONS[0]?.routeBasePath).toBe('control/4.5');
  });
});

describe('search in a release', () => {
  const page = (url: string, title: string, text: string): SourcePage => ({
    url,
    title,
    crumbs: '',
    sections: [{anchor: '', heading: '', text, code: ''}],
  });
  const pages = [
    page('/api/statuses/', 'Statuses API', 'Статусы коллизий в API.'),
    page('/control/4.5/results/', 'Окно результатов 4.5', 'Статусы коллизий в выпуске 4.5.'),
    page('/control/results/', 'Окно результатов', 'Статусы коллизий в текущем выпуске.'),
  ];
  const {files, manifest} = buildIndex('ru', pages, {releaseOf: releaseOfPath, currentRelease: '4.6'});
  const engine = new SearchEngine(async (file) => JSON.parse(files.get(file) ?? 'null'));
  const urls = async (options: Parameters<SearchEngine['search']>[1]): Promise<string[]> =>
    (await engine.search('статусы коллизий', options)).pages.map((p) => p.url).sort();

  it('marks each page with its release, the current one first', () => {
    expect(manifest.releases).toEqual(['4.6', '4.5']);
  });
  it('finds the current release and pages of every release by default', async () => {
    expect(await urls({})).toEqual(['/api/statuses/', '/control/results/']);
  });
  it('finds the release being read', async () => {
    expect(await urls({release: '4.5'})).toEqual(['/api/statuses/', '/control/4.5/results/']);
  });
  it('widens to every release', async () => {
    expect(await urls({allReleases: true})).toEqual(['/api/statuses/', '/control/4.5/results/', '/control/results/']);
  });
});

describe('links in an older release', () => {
  type Link = {type: string; url?: string; children?: Link[]};
  const tree = (): Link => ({
    type: 'root',
    children: [
      {type: 'paragraph', children: [{type: 'link', url: '/control/guide/results/#статусы'}]},
      {type: 'link', url: '/control/guide/cim/'},
      {type: 'link', url: '/control/guide'},
      {type: 'link', url: 'https://example.com/control/guide/'},
    ],
  });
  const urls = (root: Link): string[] => {
    const out: string[] = [];
    const visit = (n: Link): void => {
      if (n.url) out.push(n.url);
      n.children?.forEach(visit);
    };
    visit(root);
    return out;
  };
  const run = (file: string): string[] => {
    const root = tree();
    remarkReleaseLinks({siteDir: site, sections: [SECTION], releases: RELEASES})(root, {path: path.join(site, file)});
    return urls(root);
  };

  it('lead to the release’s own pages where it has them, anchors kept', () => {
    expect(run('control_versioned_docs/version-4.5/guide/results.md')).toEqual([
      '/control/4.5/guide/results/#статусы',
      '/control/guide/cim/',
      '/control/4.5/guide/',
      'https://example.com/control/guide/',
    ]);
  });

  it('stay as written in the current release', () => {
    expect(run('content/control/guide/results.md')).toEqual(urls(tree()));
  });
});

describe('cutting a release', () => {
  const SOURCE = "export const releases = {\n  current: '4.6',\n  supported: ['4.6', '4.5'],\n} as const;\n";
  it('makes the next release current and supported first', () => {
    expect(nextReleasesSource(SOURCE, RELEASES, '4.7')).toBe(
      "export const releases = {\n  current: '4.7',\n  supported: ['4.7', '4.6', '4.5'],\n} as const;\n",
    );
  });
  it('refuses a release that is not after the current one, or not a number', () => {
    expect(cutProblem('4.6', RELEASES)).toBe('the next release 4.6 must come after the current one, 4.6');
    expect(cutProblem('4.10', RELEASES)).toBeUndefined();
    expect(cutProblem('next', RELEASES)).toBe('the next release must be a number such as 4.7, got "next"');
  });
  it('freezes the protected pages of versioned sections under the release, leaving older releases and other pages', () => {
    write('protected/ru/control/team/plan.md', '---\ntitle: План\n---\n\nТекст 4.6.\n');
    write('protected/ru/control/4.5/team/plan.md', '---\ntitle: План\n---\n\nТекст 4.5.\n');
    write('protected/en/control/team/plan.md', '---\ntitle: Plan\n---\n\nText 4.6.\n');
    write('protected/ru/demo/encrypt.md', '---\ntitle: Демо\n---\n');
    expect(copyProtectedPages(site, [SECTION], '4.6').sort()).toEqual([
      'protected/en/control/4.6',
      'protected/ru/control/4.6',
    ]);
    const read = (rel: string): string => fs.readFileSync(path.join(site, rel), 'utf8');
    expect(read('protected/ru/control/4.6/team/plan.md')).toContain('Текст 4.6.');
    expect(read('protected/en/control/4.6/team/plan.md')).toContain('Text 4.6.');
    expect(fs.existsSync(path.join(site, 'protected/ru/control/4.6/4.5'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'protected/ru/demo/4.6'))).toBe(false);
    // Cutting again leaves a frozen release as it is.
    expect(copyProtectedPages(site, [SECTION], '4.6')).toEqual([]);
  });
  it('stops on a releases file it cannot read', () => {
    expect(() => nextReleasesSource('export const x = 1;\n', RELEASES, '4.7')).toThrow(/site\.releases\.ts/);
  });
});
