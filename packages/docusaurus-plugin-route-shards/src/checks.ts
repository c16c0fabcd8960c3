/**
 * The checks a part that replaces a Docusaurus module or rewrites a file it
 * generates runs when the build starts. Such a part relies on private files of
 * another package; what it relies on is written down as a contract: the
 * package, the versions the part is declared to support, and for each private
 * file the shape the part needs (exports, statements). A build on a version
 * outside the range, or where a file no longer has its shape, stops with a
 * message naming the part, the package and version, the file and the expected
 * shape; a version inside the range whose files still have their shapes builds,
 * whatever its number (a patch release needs no change here).
 *
 * Public (`docusaurus-plugin-route-shards/checks`): a site checks its own
 * swizzled or replaced theme components the same way.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import semver from 'semver';

/** One thing a private file must contain: described for the message, tested on its source. */
export interface ShapeExpectation {
  /** What the part needs, as a maintainer reads it: `export default function preload(pathname)`. */
  readonly expect: string;
  readonly test: RegExp | ((source: string) => boolean);
}

export interface PrivateFile {
  /** Relative to the package folder: `lib/client/preload.js`. */
  readonly file: string;
  /** Why the part reads or replaces it. */
  readonly why: string;
  readonly shapes: readonly ShapeExpectation[];
}

export interface InternalsContract {
  /** The part, as a maintainer finds it: `route-prefetch` of docusaurus-plugin-route-shards. */
  readonly part: string;
  /** The package whose private files the part depends on. */
  readonly packageName: string;
  /**
   * Where the package is resolved from, as Docusaurus resolves it: the site
   * (undefined), or another package's folder (`@docusaurus/faster` for
   * `@rspack/core`, which Docusaurus's faster mode takes from there).
   */
  readonly resolvedVia?: string;
  /** The semver range of versions the part is declared to support. */
  readonly supported: string;
  readonly files: readonly PrivateFile[];
}

/** The folder of an installed package, resolved from `fromDir` the way Node resolves it. */
export function packageDir(fromDir: string, packageName: string): string {
  const require = createRequire(path.join(fromDir, 'noop.js'));
  let manifest: string;
  try {
    manifest = require.resolve(`${packageName}/package.json`);
  } catch {
    // A package whose `exports` hides package.json: walk up node_modules as Node would.
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', packageName, 'package.json');
      if (fs.existsSync(candidate)) return path.dirname(candidate);
      if (dir === path.dirname(dir)) throw new Error(`${packageName} is not installed (looked up from ${fromDir})`);
    }
  }
  return path.dirname(manifest);
}

/** The folder of the package a contract names, resolved as Docusaurus resolves it from `siteDir`. */
export function contractPackageDir(siteDir: string, contract: Pick<InternalsContract, 'packageName' | 'resolvedVia'>) {
  const from = contract.resolvedVia ? packageDir(siteDir, contract.resolvedVia) : siteDir;
  return packageDir(from, contract.packageName);
}

/** The installed version of `packageName` as resolved from `fromDir`. */
export function installedVersion(fromDir: string, packageName: string): string {
  const manifest = path.join(packageDir(fromDir, packageName), 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
}

/** The shapes a source lacks, as their descriptions. */
export function missingShapes(source: string, shapes: readonly ShapeExpectation[]): string[] {
  return shapes
    .filter((shape) => (typeof shape.test === 'function' ? !shape.test(source) : !shape.test.test(source)))
    .map((shape) => shape.expect);
}

/**
 * Throws, naming the part, package, version, file and expected shape, unless
 * the installed package is in the supported range and every file it relies on
 * has the shape the part needs. Returns the package's folder and version.
 */
export function checkContract(siteDir: string, contract: InternalsContract): {dir: string; version: string} {
  const dir = contractPackageDir(siteDir, contract);
  const version = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
  const via = contract.resolvedVia ? ` (resolved through ${contract.resolvedVia})` : '';
  if (!semver.satisfies(version, contract.supported, {includePrerelease: true})) {
    throw new Error(
      `${contract.part}: ${contract.packageName} ${version}${via} is outside the supported range ${contract.supported}. ` +
        `It relies on ${contract.files.map((f) => f.file).join(', ')}: check each against its expected shape ` +
        `(docusaurus-plugin-route-shards README, "Porting to a new Docusaurus release"), then widen the range. ` +
        'Or switch the plugin off (`enabled: false`, or TESSERA_ROUTE_SHARDS=off).',
    );
  }
  const problems: string[] = [];
  for (const {file, shapes} of contract.files) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) {
      problems.push(`${contract.packageName}/${file} does not exist`);
      continue;
    }
    const missing = missingShapes(fs.readFileSync(full, 'utf8'), shapes);
    if (missing.length > 0) problems.push(`${contract.packageName}/${file} lacks the expected ${missing.join('; ')}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `${contract.part}: ${contract.packageName} ${version}${via} is not shaped as this part expects:\n  ${problems.join('\n  ')}\n` +
        'Update the part for this version (docusaurus-plugin-route-shards README, "Porting to a new Docusaurus release"), ' +
        'or switch the plugin off (`enabled: false`, or TESSERA_ROUTE_SHARDS=off).',
    );
  }
  return {dir, version};
}

/** A shape: the module's source has an `export` of `name` (ES module or CommonJS). */
export function exportsName(name: string): ShapeExpectation {
  const escaped = name.replace(/[$]/g, '\\$');
  return {
    expect: `export ${name}`,
    test: new RegExp(
      `export (?:default )?(?:async )?(?:function\\*?|const|let|class) ${escaped}\\b|export \\{[^}]*\\b${escaped}\\b[^}]*\\}|exports\\.${escaped} =`,
    ),
  };
}

/** A shape: the source contains this literal text. */
export function contains(text: string, expect = text): ShapeExpectation {
  return {expect, test: (source) => source.includes(text)};
}

/** The module specifiers an ES module imports, in order of first appearance. */
export function importedModules(source: string): string[] {
  return [
    ...new Set(
      [...source.matchAll(/^(?:import|\} from|export \{[^}]*\} from)[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? ''),
    ),
  ];
}

/**
 * A shape for a component a site copied from a theme: the original still
 * imports exactly these modules. An upstream change that adds or drops a
 * dependency (a new hook, a moved helper) fails the check, so the copy is
 * compared with the new original before the build goes on.
 */
export function importsExactly(modules: readonly string[]): ShapeExpectation {
  const expected = [...modules].sort();
  return {
    expect: `imports of exactly ${expected.join(', ')} (the original the copy was made from)`,
    test: (source) => JSON.stringify(importedModules(source).sort()) === JSON.stringify(expected),
  };
}
