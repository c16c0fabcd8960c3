/**
 * Part tslib-helper: the browser bundle gets the one tslib helper it uses
 * (tslibShim.ts) instead of all of tslib, which `@docusaurus/utils-common`
 * requires from CommonJS and so cannot be tree-shaken.
 */
import fs from 'node:fs';
import path from 'node:path';
import {contractPackageDir} from '../checks';
import * as shim from '../shared/tslibShim';
import {CONTRACTS} from './contract';
import {ownFile, type Part} from './part';

const CONTRACT = CONTRACTS.tslibHelper;

/** The tslib helpers a CommonJS file calls (`tslib_1.__importDefault(…)`). */
export function tslibHelpersUsed(source: string): string[] {
  return [...new Set([...source.matchAll(/\btslib_\d+\.(__\w+)/g)].map((m) => m[1] ?? ''))].sort();
}

/** Fails the build when the package calls a helper the shim lacks (its browser code would throw). */
export function assertShimCovers(siteDir: string): void {
  const libDir = path.join(contractPackageDir(siteDir, CONTRACT), 'lib');
  const missing = new Set<string>();
  for (const file of fs.readdirSync(libDir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.js')) continue;
    for (const helper of tslibHelpersUsed(fs.readFileSync(path.join(libDir, file), 'utf8'))) {
      if (!(helper in shim)) missing.add(helper);
    }
  }
  if (missing.size > 0)
    throw new Error(
      `${CONTRACT.part}: ${CONTRACT.packageName} calls tslib's ${[...missing].join(', ')}, which tslibShim.ts lacks; add them.`,
    );
}

export const tslibHelper: Part = (context) => {
  assertShimCovers(context.siteDir);
  return {
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {tslib$: ownFile('shared/tslibShim.ts')}}};
    },
  };
};
