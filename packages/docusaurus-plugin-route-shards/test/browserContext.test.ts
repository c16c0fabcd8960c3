import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contractPackageDir, missingShapes} from '../src/checks';
import {CONTRACTS} from '../src/plugin/contract';

const siteDir = path.resolve(__dirname, '../../..');
const contract = CONTRACTS.browserContext;
const [coreModule] = contract.files;
const coreFile = path.join(contractPackageDir(siteDir, contract), coreModule.file);

describe('browser context replacement', () => {
  it('the installed core module has the shape the replacement copies', () => {
    expect(missingShapes(fs.readFileSync(coreFile, 'utf8'), coreModule.shapes)).toEqual([]);
  });

  it('the replacement exports what core exports', async () => {
    const replacement = await import('../src/client/browserContext');
    expect(Object.keys(replacement).sort()).toEqual(['BrowserContextProvider', 'Context']);
  });

  it('a core module of another shape is reported by what it lacks', () => {
    const changed = fs.readFileSync(coreFile, 'utf8').replace('setIsBrowser(true);', 'setIsBrowser(() => true);');
    expect(missingShapes(changed, coreModule.shapes)).toEqual(['setIsBrowser(true) in an effect']);
    const renamed = fs.readFileSync(coreFile, 'utf8').replace('export const Context', 'export const BrowserContext');
    expect(missingShapes(renamed, coreModule.shapes)).toEqual([
      'export const Context = React.createContext(false)',
      'exactly the exports Context and BrowserContextProvider',
    ]);
  });
});
