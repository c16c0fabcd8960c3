/**
 * The site's own overrides of Docusaurus internals (outside docusaurus-plugin-route-shards): each
 * feature's contract holds against the installed packages, and a copy whose original changed is
 * caught, naming the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkContract, contractPackageDir, missingShapes} from 'docusaurus-plugin-route-shards/checks';
import {NAVIGATION_THEME_CONTRACTS} from '../../src/features/navigation/plugin/themeCopies';
import {LOCALE_THEME_CONTRACTS} from '../../src/features/locale/plugin/themeCopies';
import {CONTRACT as breakpoints} from '../../src/features/breakpoints/plugin';
import {CONTRACT as codeHighlight} from '../../src/features/code-highlight/plugin';
import {SIDEBARS_CONTRACT as sidebars} from 'docusaurus-plugin-route-shards';

const siteDir = path.resolve(__dirname, '../..');
const CONTRACTS = [...NAVIGATION_THEME_CONTRACTS, ...LOCALE_THEME_CONTRACTS, breakpoints, codeHighlight, sidebars];

describe('the site’s contracts with Docusaurus internals', () => {
  for (const contract of CONTRACTS) {
    it(`${contract.part}: ${contract.files.map((f) => f.file).join(', ')} of ${contract.packageName}`, () => {
      expect(() => checkContract(siteDir, contract)).not.toThrow();
    });
  }

  it('a theme original that imports one more module is reported as changed', () => {
    const contract = NAVIGATION_THEME_CONTRACTS.find((c) => c.packageName === '@docusaurus/theme-classic')!;
    const category = contract.files.find((f) => f.file === 'lib/theme/DocSidebarItem/Category/index.js')!;
    const original = fs.readFileSync(path.join(contractPackageDir(siteDir, contract), category.file), 'utf8');
    const changed = `import {useNewHook} from '@docusaurus/theme-common/new';\n${original}`;
    expect(missingShapes(changed, category.shapes)).toEqual([
      expect.stringMatching(/^imports of exactly .*the original the copy was made from/),
    ]);
  });
});
