import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  checkContract,
  contains,
  exportsName,
  importedModules,
  installedVersion,
  type InternalsContract,
} from '../src/checks';
import {CONTRACTS, DOCUSAURUS_RANGE} from '../src/plugin/contract';
import {assertShimCovers, tslibHelpersUsed} from '../src/plugin/tslibHelper';

const siteDir = path.resolve(__dirname, '../../..');
const packageDir = path.resolve(__dirname, '..');

describe('the contract with Docusaurus and Rspack', () => {
  for (const [name, contract] of Object.entries(CONTRACTS)) {
    it(`${name}: the installed ${contract.packageName} is in range and shaped as expected`, () => {
      expect(() => checkContract(siteDir, contract)).not.toThrow();
    });
  }

  it('Rspack is resolved through @docusaurus/faster, as Docusaurus resolves it', () => {
    const {version} = checkContract(siteDir, CONTRACTS.shardChunkFiles);
    const faster = path.dirname(require.resolve('@docusaurus/faster/package.json', {paths: [siteDir]}));
    expect(version).toBe(installedVersion(faster, '@rspack/core'));
  });

  it('the declared range matches the peerDependencies', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>;
    };
    expect(manifest.peerDependencies['@docusaurus/core']).toBe(DOCUSAURUS_RANGE);
  });
});

describe('what a failed check says', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-shards-checks-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  // A fake installed package beside a fake site.
  const fake = (version: string, files: Record<string, string>): string => {
    const site = fs.mkdtempSync(path.join(dir, 'site-'));
    const pkg = path.join(site, 'node_modules', '@docusaurus', 'core');
    fs.mkdirSync(path.join(pkg, 'lib/client'), {recursive: true});
    fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({name: '@docusaurus/core', version}));
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(pkg, file), text);
    return site;
  };
  const contract: InternalsContract = {
    part: 'docusaurus-plugin-route-shards (route-table)',
    packageName: '@docusaurus/core',
    supported: DOCUSAURUS_RANGE,
    files: [
      {
        file: 'lib/client/preload.js',
        why: 'replaced',
        shapes: [exportsName('preload'), contains('matchRoutes(routes, p)')],
      },
    ],
  };
  const preload = 'export default function preload(pathname) { return matchRoutes(routes, p); }';

  it('a patch or minor release whose files keep their shape builds', () => {
    expect(checkContract(fake('3.10.3', {'lib/client/preload.js': preload}), contract).version).toBe('3.10.3');
    expect(checkContract(fake('3.11.0', {'lib/client/preload.js': preload}), contract).version).toBe('3.11.0');
  });

  it('a version outside the range stops the build, naming the part, version, range and files', () => {
    expect(() => checkContract(fake('4.0.0', {'lib/client/preload.js': preload}), contract)).toThrow(
      /docusaurus-plugin-route-shards \(route-table\): @docusaurus\/core 4\.0\.0 is outside the supported range >=3\.10\.0 <4\.0\.0\. It relies on lib\/client\/preload\.js/,
    );
  });

  it('a file that changed shape stops the build, naming the file and the expected shape', () => {
    const changed = 'export default async function preloadRoute(pathname) { return matchRoutes(routes, p); }';
    expect(() => checkContract(fake('3.10.3', {'lib/client/preload.js': changed}), contract)).toThrow(
      /@docusaurus\/core 3\.10\.3 is not shaped as this part expects:\n {2}@docusaurus\/core\/lib\/client\/preload\.js lacks the expected export preload/,
    );
  });

  it('a file that is gone stops the build, naming it', () => {
    expect(() => checkContract(fake('3.10.3', {}), contract)).toThrow(
      /@docusaurus\/core\/lib\/client\/preload\.js does not exist/,
    );
  });

  it('reads the modules an ES module imports', () => {
    expect(
      importedModules(
        "import React from 'react';\nimport {\n  a,\n  b,\n} from '@docusaurus/theme-common';\nimport './x.css';",
      ),
    ).toEqual(['react', '@docusaurus/theme-common', './x.css']);
  });
});

describe('tslib helper', () => {
  it('reads the helpers a CommonJS file calls', () => {
    expect(
      tslibHelpersUsed(
        'const tslib_1 = require("tslib"); tslib_1.__importDefault(a); tslib_1.__exportStar(b); tslib_1.__importDefault(c);',
      ),
    ).toEqual(['__exportStar', '__importDefault']);
  });

  it('the shim has every helper @docusaurus/utils-common calls', () => {
    expect(() => assertShimCovers(siteDir)).not.toThrow();
  });
});
