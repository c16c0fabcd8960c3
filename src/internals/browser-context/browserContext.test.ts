import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {packageFile} from '../internals-pin/plugin';
import {PIN, assertCoreShape} from './plugin';

const siteDir = path.resolve(__dirname, '../../..');
const coreFile = packageFile(siteDir, PIN.packageName, 'lib/client/browserContext.js');

describe('browser context replacement', () => {
  it('the installed core module has the shape the replacement copies', () => {
    expect(() => assertCoreShape(fs.readFileSync(coreFile, 'utf8'), coreFile)).not.toThrow();
  });

  it('the replacement exports what core exports', async () => {
    const replacement = await import('./client/browserContext');
    expect(Object.keys(replacement).sort()).toEqual(['BrowserContextProvider', 'Context']);
  });

  it('a core module of another shape stops the build, naming the file and what changed', () => {
    const changed = fs.readFileSync(coreFile, 'utf8').replace('setIsBrowser(true);', 'setIsBrowser(() => true);');
    expect(() => assertCoreShape(changed, coreFile)).toThrow(
      /browserContext\.js is not the module it replaces .*missing: setIsBrowser\(true\) in an effect/,
    );
    const renamed = fs.readFileSync(coreFile, 'utf8').replace('export const Context', 'export const BrowserContext');
    expect(() => assertCoreShape(renamed, coreFile)).toThrow(/exports BrowserContext, BrowserContextProvider/);
  });
});
