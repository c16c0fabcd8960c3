import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteConfig} from '../../site.config';
import {translatedDocsDir} from '../../src/features/locale/plugin/localeMap';
import {checkStandaloneExamples, markdownExamples, pageExamples, type CodeExample} from '../../src/features/viewer-reference/plugin/examples';

const siteDir = path.resolve(__dirname, '../..');
const apiSection = siteConfig.sections.find((s) => s.id === 'api');
if (apiSection === undefined) throw new Error('site.config.ts has no api section');

/** The REST API pages (`/api/tessera/…`) and their English copies, should the site ever keep any. */
const apiDirs = [path.join(siteDir, apiSection.dir, siteConfig.brand.slug), path.join(translatedDocsDir(siteDir, apiSection.id, 'en'), siteConfig.brand.slug)];
/** Where the examples pretend to live while they compile; nothing is written there. */
const virtualDir = path.join(siteDir, apiSection.dir, '__examples__');

/** Adds the block's number on its page to the origin: `content/api/…/auth.md:174 (TypeScript block 1)`. */
function numbered(examples: readonly CodeExample[]): CodeExample[] {
  const seen = new Map<string, number>();
  return examples.map((example) => {
    const file = example.origin.replace(/:\d+$/, '');
    const n = (seen.get(file) ?? 0) + 1;
    seen.set(file, n);
    return {...example, origin: `${example.origin} (TypeScript block ${n})`};
  });
}

const examples = numbered(apiDirs.flatMap((dir) => pageExamples(siteDir, dir)));

describe('TypeScript examples of the API pages', () => {
  it('finds the ```ts and ```typescript blocks of content/api/tessera', () => {
    expect(examples.length).toBeGreaterThanOrEqual(8);
    expect(new Set(examples.map((e) => e.origin.replace(/:.*$/, ''))).size).toBeGreaterThanOrEqual(8);
    expect(examples.every((e) => e.origin.startsWith(`${apiSection.dir}/${siteConfig.brand.slug}/`))).toBe(true);
  });

  it('every block compiles on its own under --strict with lib ES2022 and DOM', () => {
    const problems = checkStandaloneExamples(examples, virtualDir);
    expect(problems.map((p) => `${p.origin}: ${p.message}`)).toEqual([]);
  }, 120_000);

  it('reports a wrong type with the page and the block, and keeps blocks of a page apart', () => {
    const page = [
      '# Page',
      '```typescript',
      'export const limit: number = 500;',
      '```',
      'Text.',
      '```ts title="client.ts"',
      "const response = await fetch('https://tessera.company.ru/api/v1/projects');",
      'const pages: string = response.status;',
      '```',
      '```ts',
      'export const again = limit;',
      '```',
      '```bash',
      'curl https://tessera.company.ru/api/v1/projects',
      '```',
    ].join('\n');
    const found = numbered(markdownExamples('content/api/tessera/page.md', page));
    expect(found.map((e) => e.origin)).toEqual([
      'content/api/tessera/page.md:2 (TypeScript block 1)',
      'content/api/tessera/page.md:6 (TypeScript block 2)',
      'content/api/tessera/page.md:10 (TypeScript block 3)',
    ]);
    const problems = checkStandaloneExamples(found, virtualDir);
    expect(problems.map((p) => p.origin)).toEqual(['content/api/tessera/page.md:6 (TypeScript block 2)', 'content/api/tessera/page.md:10 (TypeScript block 3)']);
    expect(problems[0]!.message).toMatch(/Type 'number' is not assignable to type 'string'.*example line 2/);
    expect(problems[1]!.message).toMatch(/Cannot find name 'limit'/);
  }, 120_000);
});
