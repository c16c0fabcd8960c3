import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../site.config';
import {checkFacts, checkFile, checkHeadingStructure, checkPairs, headingStructureDifference, pathnameLinksToOwnLocale, errorSectionLinks, knownRoutes, loadContent, figureText, otherErrorHeadings, proseWords, russianWords, TROUBLESHOOTING_PAGE} from './contentCheck';
import {loadFacts} from '../../src/features/facts/plugin/facts';
import {allReleaseSections} from '../../src/features/versions/plugin/releaseSections';
import {releaseFactsFile} from '../../src/features/versions/plugin/pageReleases';

const siteDir = path.resolve(__dirname, '../..');
// Every release of every section: an older release's pages follow the same rules, with that release's facts.
const sections = allReleaseSections(siteDir, siteConfig.sections, siteConfig.releases);
const files = loadContent(siteDir, sections);
const routes = knownRoutes(siteDir, sections);
const facts = loadFacts(siteDir, siteConfig.factsFile);
const factsOf = (release: string | undefined) =>
  release ? loadFacts(siteDir, releaseFactsFile(siteConfig.factsFile, release)) : facts;
const releases = [undefined, ...siteConfig.releases.supported.filter((r) => r !== siteConfig.releases.current)];

describe('content of every page', () => {
  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [f.file, f] as const))('%s follows the writer’s guide', (_name, file) => {
    expect(checkFile(file, siteDir, routes).map((p) => p.message)).toEqual([]);
  });

  it.each(files.map((f) => [f.file, f] as const))('%s states product facts as its release’s facts file has them', (_name, file) => {
    expect(checkFacts(file, factsOf(file.release), siteDir).map((p) => p.message)).toEqual([]);
  });

  it('finds every supported older release’s pages', () => {
    for (const release of releases.filter(Boolean)) expect(files.filter((f) => f.release === release).length, `pages of ${release}`).toBeGreaterThan(100);
  });

  // Each release's troubleshooting page links its own release's pages, written as the current addresses (the build leads them into the release).
  it.each((['ru', 'en'] as const).flatMap((locale) => releases.map((release) => [locale, release ?? siteConfig.releases.current, release] as const)))(
    'the %s troubleshooting page of %s links the error section of every page',
    (locale, _label, release) => {
      const own = files.filter((f) => f.release === release);
      const hub = own.find((f) => f.locale === locale && f.section === TROUBLESHOOTING_PAGE.section && f.relPath === TROUBLESHOOTING_PAGE.relPath);
      expect(hub, 'the troubleshooting page').toBeDefined();
      const links = errorSectionLinks(own, locale).map((link) => (release ? link.replace(`/${release}/`, '/') : link));
      expect(links.length).toBeGreaterThan(50);
      expect(links.filter((link) => !hub?.body.includes(`](${link})`))).toEqual([]);
    },
  );

  // The release notes are where releases come from: the facts file lists the same ones.
  it.each(files.filter((f) => f.section === 'platform' && f.relPath === 'tessera-guide/release-notes.md').map((f) => [f.file, f] as const))(
    '%s lists the releases and newest patch of its release’s facts file',
    (_name, file) => {
      const own = factsOf(file.release);
      const lines = (own.get('release.lines')?.value ?? []) as readonly string[];
      const patches = (own.get('release.newestPatches')?.value ?? []) as readonly string[];
      const listed = [...file.body.matchAll(/^## Tessera (\d+\.\d+(?:\.\d+)?)\b/gm)].map((m) => m[1] ?? '');
      expect(listed.length).toBeGreaterThan(1);
      expect(listed.filter((r) => !lines.includes(r.split('.').slice(0, 2).join('.')))).toEqual([]);
      // The newest entry is of the release's own line (patch notes may be left out), and none is later than its line's newest patch.
      expect(listed[0]?.split('.').slice(0, 2).join('.')).toBe(own.get('release.line')?.text.en);
      const beyond = listed.filter((r) => {
        const newest = patches.find((p) => p.startsWith(`${r.split('.').slice(0, 2).join('.')}.`));
        return newest !== undefined && r.split('.').length === 3 && Number(r.split('.')[2]) > Number(newest.split('.')[2]);
      });
      expect(beyond).toEqual([]);
    },
  );

  it('pairs every translation with its Russian original', () => {
    expect(checkPairs(files)).toEqual([]);
  });

  // The first of these parses Markdown while the parser is still cold; a shared, busy machine needs more than the default 5 s for it.
  it.each(files.filter((f) => f.file.startsWith('i18n')).map((f) => [f.file, f] as const))(
    '%s has the heading structure of its original (levels and count, in order)',
    (_name, file) => {
      expect(checkHeadingStructure(files, file).map((p) => p.message)).toEqual([]);
    },
    30_000,
  );
});

describe('headingStructureDifference', () => {
  const original = ['## Установка', '', '### Требования', '', '```md', '## Не заголовок', '```', '', '## Возможные ошибки', ''].join('\n');

  it('accepts translated headings at the same levels in the same order', () => {
    expect(headingStructureDifference(original, '## Installation\n\n### Requirements\n\n## Possible errors\n')).toBeUndefined();
  });

  it('names the first heading whose level differs', () => {
    expect(headingStructureDifference(original, '## Installation\n\n## Requirements\n\n## Possible errors\n')).toBe(
      'heading 2: the original has ### #требования (level 3), the translation ## #requirements (level 2)',
    );
  });

  it('names a heading the translation drops or adds', () => {
    expect(headingStructureDifference(original, '## Installation\n\n### Requirements\n')).toBe(
      'heading 3: the original has ## #возможные-ошибки, the translation ends after 2 headings (the original has 3)',
    );
    expect(headingStructureDifference(original, '## Installation\n\n### Requirements\n\n## Possible errors\n\n## Notes\n')).toBe(
      'heading 4: the translation has ## #notes, the original ends after 3 headings (the translation has 4)',
    );
  });
});

describe('pathnameLinksToOwnLocale', () => {
  const served = {ru: new Set(['/', '/control/a/', '/control/b/']), en: new Set(['/', '/control/a/'])};

  it('names a pathname: link of a translation to a page its own locale has', () => {
    expect(pathnameLinksToOwnLocale({locale: 'en', body: '- [A](pathname:///control/a/) (in Russian)\n- [B](pathname:///control/b/) (in Russian)\n'}, served)).toEqual([
      'links to /control/a/ with pathname:, which leaves the en site although the page exists in it; write the plain link (/control/a/)',
    ]);
  });

  it('leaves links to the other language’s home and the original’s own links alone', () => {
    expect(pathnameLinksToOwnLocale({locale: 'en', body: '[Russian help](pathname:///)'}, served)).toEqual([]);
    expect(pathnameLinksToOwnLocale({locale: 'ru', body: '[A](pathname:///control/a/)'}, served)).toEqual([]);
  });
});

describe('otherErrorHeadings', () => {
  it('names error sections headed otherwise than «Возможные ошибки» / "Possible errors"', () => {
    expect(otherErrorHeadings('## Ошибки входа\n\n## Возможные ошибки\n\n## Ограничения и неполадки\n', 'ru')).toEqual(['Ошибки входа', 'Ограничения и неполадки']);
    expect(otherErrorHeadings('## Troubleshooting\n## Possible errors\n## Read the error report\n### Errors of one row\n', 'en')).toEqual(['Troubleshooting']);
    expect(otherErrorHeadings('```md\n## Errors\n```\n', 'en')).toEqual([]);
    expect(otherErrorHeadings('## Если что-то пошло не так\n\n| Ситуация | Причина | Что сделать |\n|---|---|---|\n| a | b | c |\n', 'ru')).toEqual(['Если что-то пошло не так']);
    expect(otherErrorHeadings('## Possible errors\n\n| Status | `type` | Cause | What to do |\n|---|---|---|---|\n', 'en')).toEqual([]);
  });
});

describe('proseWords', () => {
  it('counts words of prose and leaves code and tables out', () => {
    const body = ['Откройте окно «Проекты» и выберите модель.', '', '```ts', 'const a = 1;', '```', '| a | b |', '|---|---|'].join('\n');
    expect(proseWords(body)).toBe(6);
  });
});

describe('russianWords', () => {
  it('finds Russian labels in a figure, not abbreviations or data codes', () => {
    const svg = '<svg><title>Room check</title><text>Выпуски Tessera Site</text><text>ЦИМ, СП 333, КСИ</text><text>С1-Э03 · МН-01</text><text>Выпуски</text></svg>';
    expect(russianWords(svg)).toEqual(['Выпуски']);
    expect(russianWords('<svg><text>Tessera Site releases in 2026</text></svg>')).toEqual([]);
  });
});

describe('checkFacts', () => {
  it('holds the web application’s pages to its browsers, not the viewer library’s developer docs', () => {
    const body = 'The viewer needs WebGL 2, available in Safari 15 and later.\n';
    const page = (section: string) => ({file: `content/${section}/a.md`, locale: 'en', section, relPath: 'a.md', route: `/${section}/a/`, frontMatter: {}, body, bodyLine: 1}) as const;
    expect(checkFacts(page('viewer'), facts).map((p) => p.message)).toEqual([]);
    expect(checkFacts(page('value'), facts).map((p) => p.message)).toEqual(['content/value/a.md:1: states Safari 15 and later; the facts file (web.safariVersions) has Safari 17 and later']);
  });
});

describe('figureText', () => {
  it('reads the title and text lines a figure shows, so its product facts are checked like the page’s', () => {
    const svg = '<svg><title>Revit export</title><defs><marker id="a"/></defs><text x="4">Revit 2022–2025</text><text><tspan>Schedule &amp; marks</tspan></text><rect/></svg>';
    expect(figureText(svg)).toBe('Revit export\nRevit 2022–2025\nSchedule & marks');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'figure-facts-'));
    fs.mkdirSync(path.join(dir, 'content/x/img'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'content/x/img/plugin.svg'), svg);
    const page = {file: 'content/x/plugin.md', locale: 'en', section: 'x', relPath: 'plugin.md', route: '/x/plugin/', frontMatter: {}, body: 'The plugin.\n\n![The plugin](./img/plugin.svg)\n', bodyLine: 1} as const;
    const messages = checkFacts(page, facts, dir).map((p) => p.message);
    fs.rmSync(dir, {recursive: true, force: true});
    expect(messages).toEqual(['content/x/plugin.md, figure ./img/plugin.svg: states Revit 2022–2025; the facts file (revit.versions) has Revit 2022–2026']);
  });
});

describe('the content checks on a page that breaks the rules', () => {
  // A page as a careless writer might leave it: every rule of checkFile broken once.
  const bad = {
    file: 'content/control/control-guide/draft.md',
    locale: 'ru',
    section: 'control',
    relPath: 'control-guide/draft.md',
    route: '/control/control-guide/draft/',
    frontMatter: {title: 'Черновик'},
    body: [
      'Раздел будет дописан позже, TODO.',
      '',
      '## Ошибки импорта',
      '',
      '![](./img/no-such-figure.svg)',
      '',
      'Подробнее в [описании матрицы](/control/no-such-page/) и в [руководстве](/control/control-guide/).',
      '',
    ].join('\n'),
    bodyLine: 4,
  } as const;

  it('reports each broken rule, with the link that leads nowhere among them', () => {
    expect(checkFile(bad, siteDir, routes)).toEqual(
      [
        'needs a `description` of one sentence',
        'contains a placeholder word',
        'has 14 words of prose; articles need at least 300',
        'names its error section "Ошибки импорта"; every page calls it "Возможные ошибки", the anchor the troubleshooting page links to',
        'image ./img/no-such-figure.svg has no alt text',
        'image ./img/no-such-figure.svg does not exist',
        "links to /control/no-such-page/, which is not a page in any locale's site",
      ].map((message) => ({file: bad.file, message})),
    );
  });

  it('reports a translation that has no original', () => {
    const orphan = {...bad, file: 'i18n/en/docusaurus-plugin-content-docs-control/current/control-guide/draft.md', locale: 'en'} as const;
    expect(checkPairs([orphan])).toEqual([
      {file: orphan.file, message: 'is a translation without an original at the same relative path in its section folder'},
    ]);
  });
});
