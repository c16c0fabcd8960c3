/**
 * Docusaurus plugin: core's browser context module replaced by
 * ../client/browserContext.tsx, which turns `useIsBrowser()` true as a
 * transition (why: that file). The build stops when the installed core is not
 * the version this was written for, or its module no longer has the shape
 * the replacement copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPinned, packageFile, type InternalsPin} from '../../internals-pin/plugin';

export const PIN: InternalsPin = {
  part: 'src/internals/browser-context',
  packageName: '@docusaurus/core',
  writtenFor: '3.10.2',
  // Replaced whole; its importers are lib/client/App.js and lib/client/exports/useIsBrowser.js.
  files: ['lib/client/browserContext.js'],
};

const CORE_BROWSER_CONTEXT = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;

/** What the replacement copies from core's module: its two exports, and a provider that turns true in an effect. */
const EXPECTED: readonly {readonly what: string; readonly pattern: RegExp}[] = [
  {
    what: 'export const Context = React.createContext(false)',
    pattern: /export const Context = React\.createContext\(false\);/,
  },
  {what: 'export function BrowserContextProvider', pattern: /export function BrowserContextProvider\(/},
  {what: 'setIsBrowser(true) in an effect', pattern: /useEffect\(\(\) => \{\s*setIsBrowser\(true\);\s*\}, \[\]\)/},
];

/** Throws, naming the file and what is missing, when core's module is not the one the replacement was written from. */
export function assertCoreShape(source: string, file: string): void {
  const exports = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
  const missing = EXPECTED.filter((e) => !e.pattern.test(source)).map((e) => e.what);
  if (missing.length || exports.join(',') !== 'Context,BrowserContextProvider') {
    throw new Error(
      `${PIN.part}: ${file} is not the module it replaces (exports ${exports.join(', ') || 'nothing'}; missing: ${missing.join('; ') || 'none'}). ` +
        'Compare it with client/browserContext.tsx and update the replacement.',
    );
  }
}

export default function browserContextPlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
  const original = packageFile(context.siteDir, PIN.packageName, PIN.files[0] ?? '');
  assertCoreShape(fs.readFileSync(original, 'utf8'), original);
  return {
    name: 'tessera-browser-context',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const replacement = path.join(context.siteDir, 'src/internals/browser-context/client/browserContext.tsx');
      return {plugins: [new NormalModuleReplacementPlugin(CORE_BROWSER_CONTEXT, replacement)]};
    },
  };
}
