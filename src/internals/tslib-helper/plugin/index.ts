/**
 * Docusaurus plugin: the browser bundle gets the one tslib helper it uses
 * (tslibShim.ts) instead of all of tslib, which `@docusaurus/utils-common`
 * requires from CommonJS and so cannot be tree-shaken.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPinned, packageFile, type InternalsPin} from '../../internals-pin/plugin';
import * as shim from '../shared/tslibShim';

export const PIN: InternalsPin = {
  part: 'src/internals/tslib-helper',
  packageName: '@docusaurus/utils-common',
  writtenFor: '3.10.2',
  files: ['lib/index.js'],
};

/** The tslib helpers a CommonJS file calls (`tslib_1.__importDefault(…)`). */
export function tslibHelpersUsed(source: string): string[] {
  return [...new Set([...source.matchAll(/\btslib_\d+\.(__\w+)/g)].map((m) => m[1] ?? ''))].sort();
}

/** Fails the build when the package calls a helper the shim lacks (its browser code would throw). */
export function assertShimCovers(siteDir: string): void {
  const libDir = path.dirname(packageFile(siteDir, PIN.packageName, 'lib/index.js'));
  const missing = new Set<string>();
  for (const file of fs.readdirSync(libDir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.js')) continue;
    for (const helper of tslibHelpersUsed(fs.readFileSync(path.join(libDir, file), 'utf8'))) {
      if (!(helper in shim)) missing.add(helper);
    }
  }
  if (missing.size > 0)
    throw new Error(
      `${PIN.part}: ${PIN.packageName} calls tslib's ${[...missing].join(', ')}, which tslibShim.ts lacks; add them.`,
    );
}

export default function tslibHelperPlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
  assertShimCovers(context.siteDir);
  return {
    name: 'tessera-tslib-helper',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {tslib$: path.join(context.siteDir, 'src/internals/tslib-helper/shared/tslibShim.ts')}}};
    },
  };
}
