/**
 * Which way the imports run. Every feature folder (src/features/<name>, src/internals/<name>,
 * and src/lib for code several features use) has up to five sides: `plugin/` runs in Node at
 * build time, `client/` and `theme/` run in the browser, `server/` runs in Node at run time
 * (a server outside the build), and `shared/` is plain code all sides import. Build code never imports browser code and browser code never imports build
 * code (not even a type: the two meet in `shared/`), and `shared/` imports only `shared/`.
 * Tests and specs beside a feature may import anything.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
type Side = 'plugin' | 'client' | 'theme' | 'shared' | 'server';
const ALLOWED: Readonly<Record<Side, readonly Side[]>> = {
  plugin: ['plugin', 'shared'],
  client: ['client', 'theme', 'shared'],
  theme: ['client', 'theme', 'shared'],
  shared: ['shared'],
  server: ['server', 'shared'],
};

/** The side of a file under src/, or null for files outside the feature folders' sides (tests, pages). */
export function sideOf(file: string): Side | null {
  const match = /^src\/(?:(?:features|internals)\/[^/]+|lib)\/(plugin|client|theme|shared|server)\//.exec(file);
  return match ? (match[1] as Side) : null;
}

const SPECIFIER =
  /(?:^|[^\w.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]|require\s*\(\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.cjs', '.d.ts', '/index.ts', '/index.tsx'];

function walk(dir: string): string[] {
  return fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return walk(rel);
    return /\.(ts|tsx|cjs|js)$/.test(entry.name) && !/\.(test|spec|cases)\.ts$/.test(entry.name) ? [rel] : [];
  });
}

function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@site/')) base = specifier.slice('@site/'.length);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  const hit = EXTENSIONS.map((ext) => base + ext).find(
    (candidate) => fs.existsSync(path.join(siteDir, candidate)) && fs.statSync(path.join(siteDir, candidate)).isFile(),
  );
  return hit ?? base;
}

/** Every import of a file under src/ that crosses a side the wrong way, as "file → target". */
export function wrongWayImports(): string[] {
  const wrong: string[] = [];
  for (const file of walk('src')) {
    const from = sideOf(file);
    if (from === null) continue;
    const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
    for (const match of source.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (specifier === undefined) continue;
      const target = resolveSpecifier(file, specifier);
      if (target === null) continue;
      const to = sideOf(target);
      if (to !== null && !ALLOWED[from].includes(to)) wrong.push(`${file} (${from}) → ${target} (${to})`);
    }
  }
  return wrong;
}

describe('import directions', () => {
  it('every file of a feature folder is on one of its sides', () => {
    const loose = walk('src').filter((file) => /^src\/(features|internals)\//.test(file) && sideOf(file) === null);
    expect(loose).toEqual([]);
  });

  it('build code, browser code and shared code import only what their side may', () => {
    expect(wrongWayImports()).toEqual([]);
  });

  it('the check sees a wrong-way import', () => {
    expect(sideOf('src/features/search/client/SearchModal.tsx')).toBe('client');
    expect(sideOf('src/lib/plugin/lenient.ts')).toBe('plugin');
    expect(sideOf('src/features/search/search.spec.ts')).toBeNull();
    expect(ALLOWED.client).not.toContain('plugin');
    expect(ALLOWED.shared).toEqual(['shared']);
  });
});
