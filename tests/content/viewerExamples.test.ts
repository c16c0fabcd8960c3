import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../site.config';
import {checkExamples, collectExamples, markdownExamples, tsdocExamples} from '../../src/features/viewer-reference/plugin/examples';

const siteDir = path.resolve(__dirname, '../..');
const packageDir = path.join(siteDir, siteConfig.viewerReference.packageDir);
const pagesDir = path.join(siteDir, 'content/viewer');
const generatedDir = path.join(siteDir, siteConfig.viewerReference.outDir);

describe('example extraction', () => {
  it('chains `continues` blocks of a page and starts over otherwise', () => {
    const page = ['# T', '```ts', 'const a = 1;', '```', 'text', '```ts continues', 'const b = a;', '```', '```ts', 'const c = 3;', '```', '```bash', 'ls', '```'].join('\n');
    const examples = markdownExamples('page.md', page);
    expect(examples.map((e) => e.code.trim())).toEqual(['const a = 1;', 'const a = 1;\n\nconst b = a;', 'const c = 3;']);
    expect(examples[1]!.origin).toBe('page.md:6');
  });

  it('takes ```ts blocks from @example tags only', () => {
    const source = ['/**', ' * Text.', ' * ```ts', ' * notAnExample();', ' * ```', ' */', '/**', ' * @example', ' * ```ts', ' * const x: number = 1;', ' * ```', ' */'].join('\n');
    expect(tsdocExamples('a.ts', source).map((e) => e.code.trim())).toEqual(['const x: number = 1;']);
  });
});

describe('viewer examples compile against packages/viewer-api', () => {
  const examples = collectExamples(siteDir, pagesDir, generatedDir, packageDir);

  it('finds the tutorial and TSDoc examples', () => {
    expect(examples.filter((e) => e.origin.startsWith('content/viewer/')).length).toBeGreaterThanOrEqual(10);
    expect(examples.filter((e) => e.origin.startsWith('packages/viewer-api/')).length).toBeGreaterThanOrEqual(20);
  });

  it('every example type-checks under --strict', () => {
    expect(checkExamples(examples, packageDir)).toEqual([]);
  }, 120_000);

  it('reports a wrong event name, a wrong payload field and wrong extension options', () => {
    const wrong = [
      {origin: 'event', code: "import {createViewer} from '@tessera/viewer';\ncreateViewer(document.body).events.on('modelLoad', () => undefined);"},
      {origin: 'payload', code: "import {createViewer} from '@tessera/viewer';\ncreateViewer(document.body).events.on('modelLoaded', ({modelId}) => modelId);"},
      {origin: 'options', code: "import {createViewer, MeasureExtension} from '@tessera/viewer';\ncreateViewer(document.body).extensions.register(MeasureExtension, {unit: 'km'});"},
    ];
    const problems = checkExamples(wrong, packageDir);
    expect(new Set(problems.map((p) => p.origin))).toEqual(new Set(['event', 'payload', 'options']));
  }, 120_000);
});
