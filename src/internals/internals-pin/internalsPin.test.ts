import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {assertPinned, installedVersion} from './plugin';
import {PIN as routePrefetch} from '../route-prefetch/plugin';
import {PIN as routeTable} from '../route-table/plugin';
import {PIN as docsGlobalData} from '../docs-global-data/plugin';
import {PIN as registryChunks} from '../registry-chunks/plugin';
import {PIN as clientConfig} from '../client-config/plugin';
import {PIN as tslibHelper, assertShimCovers, tslibHelpersUsed} from '../tslib-helper/plugin';
import {PIN as windowSize} from '../../features/breakpoints/plugin';
import {PIN as codeHighlight} from '../../features/code-highlight/plugin';
import {PIN as catalogData} from '../../features/catalog/plugin';
import {PIN as docsVersionData} from '../docs-version-data/plugin';
import {PIN as browserContext} from '../browser-context/plugin';

const siteDir = path.resolve(__dirname, '../../..');
const PINS = [
  routePrefetch,
  routeTable,
  docsGlobalData,
  registryChunks,
  clientConfig,
  tslibHelper,
  windowSize,
  codeHighlight,
  catalogData,
  docsVersionData,
  browserContext,
];

describe('parts that touch Docusaurus internals', () => {
  for (const pin of PINS) {
    it(`${pin.part} matches the installed ${pin.packageName}`, () => {
      expect(() => assertPinned(siteDir, pin)).not.toThrow();
    });
  }

  it('a different installed version stops the build, naming the part, the files and both versions', () => {
    const pin = {...routePrefetch, writtenFor: '3.9.0'};
    expect(() => assertPinned(siteDir, pin)).toThrow(
      new RegExp(
        `src/internals/route-prefetch was written for @docusaurus/core 3\\.9\\.0, but ${installedVersion(siteDir, '@docusaurus/core').replace(/\./g, '\\.')} is installed.*lib/client/docusaurus\\.js`,
      ),
    );
  });

  it('a private file that is gone stops the build', () => {
    expect(() => assertPinned(siteDir, {...routePrefetch, files: ['lib/client/gone.js']})).toThrow(
      /lib\/client\/gone\.js no longer exists/,
    );
  });

  it('every ARCHITECTURE.md entry of private paths names each pinned part', () => {
    const architecture = fs.readFileSync(path.join(siteDir, 'ARCHITECTURE.md'), 'utf8');
    for (const pin of PINS) expect(architecture).toContain(pin.part);
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
