import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {generateReference, type GenerateResult} from './plugin/generate';
import {categorySlug, cellText, firstSentence, linkTo} from './plugin/pages';
import {REFERENCE_ROUTE, referenceRoute} from './plugin/routes';
import {SPEC_GROUPS, SPEC_SYMBOLS, type SpecItem} from './plugin/specSymbols';
import {listMarkdownFiles} from '../locale/plugin/localeMap';
import {VIEWER_REFERENCE_ROUTES} from '../../../tests/e2e/routeManifest';

const siteDir = path.resolve(__dirname, '../../..');

/** SPEC items whose pages are not among the generated files. */
function missingPages(files: ReadonlySet<string>, items: readonly SpecItem[]): string[] {
  return items.flatMap((item) =>
    item.pages.filter((page) => !files.has(`${page}.md`)).map((page) => `${item.spec}: ${page}`),
  );
}

/** github-slugger's rule, as Docusaurus applies it to headings. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

describe('reference index pages (pages.ts)', () => {
  it('makes table cells safe for MDX outside code spans', () => {
    expect(cellText('a | b {c} <d>\n`e{f}`')).toBe('a \\| b \\{c\\} \\<d\\> `e{f}`');
  });
  it('slugs area titles and links between folders', () => {
    expect(categorySlug('Screen Lines')).toBe('screen-lines');
    expect(linkTo('classes', 'classes/Viewer.md')).toBe('./Viewer.md');
    expect(linkTo('classes', 'namespaces/UI/index.md')).toBe('../namespaces/UI/index.md');
    expect(linkTo('', 'classes/Viewer.md')).toBe('./classes/Viewer.md');
    expect(firstSentence('One. Two.')).toBe('One.');
  });
  it('maps generated files to routes', () => {
    expect(referenceRoute('index.md')).toBe(REFERENCE_ROUTE);
    expect(referenceRoute('classes/index.md')).toBe(`${REFERENCE_ROUTE}classes/`);
    expect(referenceRoute('classes/Viewer.md')).toBe(`${REFERENCE_ROUTE}classes/Viewer/`);
    expect(referenceRoute('namespaces/UI/index.md')).toBe(`${REFERENCE_ROUTE}namespaces/UI/`);
  });
});

describe('generated viewer API reference', () => {
  let outDir = '';
  let result: GenerateResult;
  let files: Set<string>;

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viewer-reference-'));
    result = await generateReference({siteDir, outDir, force: true});
    files = new Set(result.files);
  }, 180_000);

  afterAll(() => {
    if (outDir) fs.rmSync(outDir, {recursive: true, force: true});
  });

  it('has a page for every symbol the old reference documented', () => {
    expect(missingPages(files, SPEC_SYMBOLS)).toEqual([]);
  });

  it('would report a symbol without a page', () => {
    expect(missingPages(files, [{spec: 'warp drive', pages: ['classes/WarpDrive']}])).toEqual([
      'warp drive: classes/WarpDrive',
    ]);
  });

  it('has a non-empty index page for every group the old reference had', () => {
    for (const group of SPEC_GROUPS) {
      const source = fs.readFileSync(path.join(outDir, `${group.page}.md`), 'utf8');
      expect(source, group.title).toContain(`title: "${group.title}"`);
      expect(source.match(/^\| \[/gm)?.length ?? 0, group.title).toBeGreaterThan(0);
    }
  });

  it('gives every page its title in frontmatter, never a Markdown h1 (the meta line goes under the title)', () => {
    for (const file of result.files) {
      const source = fs.readFileSync(path.join(outDir, file), 'utf8');
      expect(/^---\n[\s\S]*?^title: "[^"]+"$[\s\S]*?\n---\n/m.test(source), file).toBe(true);
      expect(/^# /m.test(source), file).toBe(false);
    }
  });

  it('keeps the frontmatter of reference pages small', () => {
    for (const file of result.files) {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(outDir, file), 'utf8'))?.[1] ?? '';
      expect(frontMatter.length, file).toBeLessThan(400);
    }
  });

  it('resolves every link of the hand-written viewer pages into the reference, anchors included', () => {
    const pagesDir = path.join(siteDir, 'content/viewer');
    const problems: string[] = [];
    let links = 0;
    for (const rel of listMarkdownFiles(pagesDir).filter((f) => !f.startsWith('tessera-viewer-api/'))) {
      const body = fs.readFileSync(path.join(pagesDir, rel), 'utf8');
      for (const match of body.matchAll(/\]\((\/[^)\s#]*)(?:#([^)\s]*))?\)/g)) {
        const [, target = '', anchor] = match;
        if (!target.startsWith(REFERENCE_ROUTE)) continue;
        links += 1;
        const file = result.files.find((f) => referenceRoute(f) === target);
        if (file === undefined) {
          problems.push(`${rel}: ${target} has no generated page`);
          continue;
        }
        if (anchor !== undefined) {
          const headings = fs.readFileSync(path.join(outDir, file), 'utf8').matchAll(/^#{2,6} (.+)$/gm);
          if (![...headings].some((h) => slug(h[1] ?? '') === anchor))
            problems.push(`${rel}: ${target}#${anchor} has no such heading`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(links).toBeGreaterThan(30);
  });

  it('generates the reference home and the group pages the route tests open, at these addresses', () => {
    const base = '/api/tessera-viewer/tessera-viewer-api/';
    const groups = ['classes', 'enumerations', 'interfaces', 'functions', 'type-aliases', 'variables', 'namespaces'];
    const areas = ['extensions', 'meta', 'render', 'scene', 'tools', 'labels', 'lods', 'monitor'];
    const widgets = ['screen-lines', 'screen-points', 'cube-control'];
    expect(VIEWER_REFERENCE_ROUTES).toEqual([base, ...[...groups, ...areas, ...widgets].map((g) => `${base}${g}/`)]);
    const generatedRoutes = new Set(result.files.map(referenceRoute));
    expect(VIEWER_REFERENCE_ROUTES.filter((route) => !generatedRoutes.has(route))).toEqual([]);
  });
});
