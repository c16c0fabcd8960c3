/**
 * Which way the imports run, and where the borders are.
 *
 * Sides. Every feature folder (src/features/<name>, src/lib for code several
 * features use, and the workspace packages' src/) has up to four sides:
 * `plugin/` runs in Node at build time, `server/` in Node at run time (a server
 * outside the build), `client/` and `theme/` run in the browser, and `shared/`
 * is plain code every side imports. Build code never
 * imports browser code and browser code never imports build code (not even a
 * type: the two meet in `shared/`), and `shared/` imports only `shared/`.
 * Only Node code (`plugin/`, `server/`) imports Node's modules (`node:fs`…).
 *
 * Borders. A feature imports another feature only through the files that
 * feature offers (featureBorders.ts), a package only through its name and the
 * entry points its package.json exports, and no feature, src/lib or package
 * imports, through any chain, one that imports it back.
 *
 * Tests and specs beside a feature may import anything.
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FEATURE_BORDERS} from './featureBorders';

const siteDir = path.resolve(__dirname, '../..');
type Side = 'plugin' | 'client' | 'theme' | 'shared' | 'server';
const ALLOWED: Readonly<Record<Side, readonly Side[]>> = {
  plugin: ['plugin', 'shared'],
  client: ['client', 'theme', 'shared'],
  theme: ['client', 'theme', 'shared'],
  shared: ['shared'],
  server: ['server', 'shared'],
};

/** The side of a file, or null for files outside the folders' sides (tests, pages, config). */
export function sideOf(file: string): Side | null {
  const match = /^(?:src\/(?:features\/[^/]+|lib)|packages\/[^/]+\/src)\/(plugin|client|theme|shared|server)\//.exec(
    file,
  );
  if (match) return match[1] as Side;
  // A package's entry points at the top of its src/ (the plugin, its checks) are build code.
  return /^packages\/[^/]+\/src\/[^/]+\.ts$/.test(file) ? 'plugin' : null;
}

/** The folder a file belongs to for the borders: a feature, src/lib, or a package; null for the rest. */
export function unitOf(file: string): string | null {
  const match = /^(src\/features\/[^/]+|src\/lib|packages\/[^/]+)\//.exec(file);
  return match ? (match[1] ?? null) : null;
}

const SPECIFIER =
  /(?:^|[^\w.])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]|require\s*\(\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.cjs', '.d.ts', '/index.ts', '/index.tsx'];
const NODE_MODULES = new Set(builtinModules);

/** The workspace packages: name → folder and the entry points their package.json exports. */
function workspacePackages(): Map<string, {dir: string; exports: Record<string, string>}> {
  const packages = new Map<string, {dir: string; exports: Record<string, string>}>();
  for (const name of fs.readdirSync(path.join(siteDir, 'packages'))) {
    const manifest = path.join(siteDir, 'packages', name, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
      main?: string;
      types?: string;
    };
    // Without an `exports` map, a package offers its main (or types) entry alone.
    const main = json.main ?? json.types;
    packages.set(json.name, {dir: `packages/${name}`, exports: json.exports ?? (main ? {'.': main} : {})});
  }
  return packages;
}

export interface Sources {
  /** Site-relative path → source text. */
  readonly files: ReadonlyMap<string, string>;
  /** Whether a site-relative path is a file (the sources' own, or on disk). */
  readonly exists: (file: string) => boolean;
}

function resolveSpecifier(from: string, specifier: string, sources: Sources): string | null {
  let base: string;
  if (specifier.startsWith('@site/')) base = specifier.slice('@site/'.length);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => sources.exists(candidate)) ?? base;
}

/** The package a bare specifier names and the entry it asks for (`./client`), when it is a workspace package. */
function workspaceEntry(specifier: string, packages: ReturnType<typeof workspacePackages>) {
  for (const [name, pkg] of packages) {
    if (specifier === name) return {name, pkg, entry: '.'};
    if (specifier.startsWith(`${name}/`)) return {name, pkg, entry: `./${specifier.slice(name.length + 1)}`};
  }
  return undefined;
}

/** Cycles among the folders' imports, each as "a → b → a" (every cycle the graph has shows in one). */
export function folderCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const cycles = new Set<string>();
  const done = new Set<string>();
  const visit = (unit: string, trail: string[]): void => {
    const at = trail.indexOf(unit);
    if (at >= 0) {
      const cycle = trail.slice(at);
      // One name per cycle, whichever folder it is found from.
      const start = cycle.indexOf([...cycle].sort()[0] ?? '');
      cycles.add([...cycle.slice(start), ...cycle.slice(0, start), cycle[start]].join(' → '));
      return;
    }
    if (done.has(unit)) return;
    for (const next of edges.get(unit) ?? []) visit(next, [...trail, unit]);
    done.add(unit);
  };
  for (const unit of [...edges.keys()].sort()) visit(unit, []);
  return [...cycles].sort();
}

/** Every import that breaks a rule of the file's comment, as a sentence naming both files. */
export function importProblems(sources: Sources): string[] {
  const packages = workspacePackages();
  const problems: string[] = [];
  const edges = new Map<string, Set<string>>();
  for (const [file, source] of sources.files) {
    const from = sideOf(file);
    const unit = unitOf(file);
    for (const match of source.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (specifier === undefined) continue;
      if (
        (specifier.startsWith('node:') || NODE_MODULES.has(specifier)) &&
        from !== null &&
        from !== 'plugin' &&
        from !== 'server'
      )
        problems.push(`${file} (${from}) imports Node's ${specifier}: only Node code (plugin/, server/) may`);
      const workspace = workspaceEntry(specifier, packages);
      if (workspace && !(workspace.entry in workspace.pkg.exports))
        problems.push(`${file} → ${specifier}: ${workspace.name} does not export ${workspace.entry}`);
      const target = workspace ? `${workspace.pkg.dir}/${workspace.entry}` : resolveSpecifier(file, specifier, sources);
      if (target === null) continue;
      const to = workspace ? null : sideOf(target);
      if (from !== null && to !== null && !ALLOWED[from].includes(to))
        problems.push(`${file} (${from}) → ${target} (${to})`);
      const toUnit = unitOf(target);
      if (unit === null || toUnit === null || toUnit === unit) continue;
      if (!edges.has(unit)) edges.set(unit, new Set());
      edges.get(unit)?.add(toUnit);
      if (toUnit.startsWith('packages/') && !workspace)
        problems.push(`${file} → ${target}: a package is imported by its name and exports, not by path`);
      if (toUnit.startsWith('src/features/') && unit !== null) {
        const offered = FEATURE_BORDERS[toUnit.slice('src/features/'.length)] ?? [];
        const inside = target
          .slice(toUnit.length + 1)
          .replace(/\.(tsx?|cjs|js)$/, '')
          .replace(/\/index$/, '');
        if (!offered.includes(inside))
          problems.push(`${file} → ${target}: not among the files ${toUnit} offers (tests/unit/featureBorders.ts)`);
      }
    }
  }
  for (const cycle of folderCycles(edges)) problems.push(`import cycle between folders: ${cycle}`);
  return problems;
}

function walk(dir: string): string[] {
  if (!fs.existsSync(path.join(siteDir, dir))) return [];
  return fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(rel);
    return /\.(ts|tsx|cjs|js)$/.test(entry.name) && !/\.(test|spec|cases)\.ts$/.test(entry.name) ? [rel] : [];
  });
}

function siteSources(): Sources {
  const packageSources = fs.readdirSync(path.join(siteDir, 'packages')).flatMap((name) => walk(`packages/${name}/src`));
  const files = new Map(
    [...walk('src'), ...packageSources].map((file) => [file, fs.readFileSync(path.join(siteDir, file), 'utf8')]),
  );
  const exists = (file: string): boolean => {
    const full = path.join(siteDir, file);
    return fs.existsSync(full) && fs.statSync(full).isFile();
  };
  return {files, exists};
}

describe('import directions and borders', () => {
  it('every file of a feature folder is on one of its sides', () => {
    const loose = walk('src').filter((file) => /^src\/features\//.test(file) && sideOf(file) === null);
    expect(loose).toEqual([]);
  });

  it('the site and its packages import only what their sides and borders allow', () => {
    expect(importProblems(siteSources())).toEqual([]);
  });

  it('every file a feature offers exists', () => {
    const missing = Object.entries(FEATURE_BORDERS).flatMap(([feature, files]) =>
      files.filter(
        (file) =>
          !EXTENSIONS.some((ext) => fs.existsSync(path.join(siteDir, 'src/features', feature, file + ext))) &&
          !fs.existsSync(path.join(siteDir, 'src/features', feature, file, 'index.tsx')),
      ),
    );
    expect(missing).toEqual([]);
  });
});

describe('the check catches what it must', () => {
  const real = siteSources();
  const withFiles = (extra: Record<string, string>): Sources => {
    const files = new Map(Object.entries(extra));
    return {files, exists: (file) => files.has(file) || real.exists(file)};
  };

  it('a browser file importing build code', () => {
    expect(
      importProblems(
        withFiles({'src/features/search/client/Wrong.tsx': "import {searchPlugin} from '../plugin/index';\n"}),
      ),
    ).toEqual(['src/features/search/client/Wrong.tsx (client) → src/features/search/plugin/index.ts (plugin)']);
  });

  it('a browser or shared file importing Node', () => {
    expect(
      importProblems(
        withFiles({
          'src/features/search/shared/wrong.ts': "import fs from 'node:fs';\n",
          'src/features/search/client/wrong.ts': "const path = require('path');\n",
        }),
      ),
    ).toEqual([
      "src/features/search/shared/wrong.ts (shared) imports Node's node:fs: only Node code (plugin/, server/) may",
      "src/features/search/client/wrong.ts (client) imports Node's path: only Node code (plugin/, server/) may",
    ]);
  });

  it('a feature reaching into a file another feature does not offer, and into a package by path', () => {
    expect(
      importProblems(
        withFiles({
          'src/features/print/client/wrong.ts':
            "import {reachableStore} from '@site/src/features/offline/client/store';\n" +
            "import {isPending} from '../../../../packages/docusaurus-plugin-route-shards/src/client/sidebarChildren';\n" +
            "import {plan} from 'docusaurus-plugin-route-shards/src/plugin/plan.cjs';\n",
        }),
      ),
    ).toEqual([
      'src/features/print/client/wrong.ts → src/features/offline/client/store.ts: not among the files src/features/offline offers (tests/unit/featureBorders.ts)',
      'src/features/print/client/wrong.ts → packages/docusaurus-plugin-route-shards/src/client/sidebarChildren.ts: a package is imported by its name and exports, not by path',
      'src/features/print/client/wrong.ts → docusaurus-plugin-route-shards/src/plugin/plan.cjs: docusaurus-plugin-route-shards does not export ./src/plugin/plan.cjs',
    ]);
  });

  it('two features importing each other', () => {
    expect(
      importProblems(
        withFiles({
          'src/features/print/client/a.ts': "import {x} from '@site/src/features/keyboard-nav/client/index';\n",
          'src/features/keyboard-nav/client/b.ts': "import {y} from '@site/src/features/print/client/index';\n",
        }),
      ),
    ).toContain(
      'import cycle between folders: src/features/keyboard-nav → src/features/print → src/features/keyboard-nav',
    );
  });
});
