import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
type Rewrite = {file: RegExp; from: string; to: string};
const loader = require('../../plugins/lean-runtime/codeOrderLoader.cjs') as ((this: {resourcePath: string}, source: string) => string) & {REWRITES: Rewrite[]};

// Read from node_modules directly: the packages' exports maps do not list these files.
const MODULES = ['@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', '@docusaurus/theme-common/lib/utils/reactUtils.js'].map((f) =>
  path.join(process.cwd(), 'node_modules', f),
);

describe('codeOrderLoader', () => {
  it('finds and rewrites its pattern in the installed Docusaurus modules', () => {
    for (const file of MODULES) {
      const out = loader.call({resourcePath: file}, readFileSync(file, 'utf8'));
      expect(out, file).not.toContain('localeCompare');
    }
  });

  it('fails naming the file when a module no longer has the pattern', () => {
    expect(() => loader.call({resourcePath: MODULES[0]!}, 'export {}')).toThrow(/docsClientUtils\.js/);
  });

  it('orders docs plugin paths as localeCompare did: a path before its prefixes', () => {
    const paths = ['/', '/en/', '/control/', '/control/api/', '/value/', '/en/control/', '/api/', '/api/viewer/'];
    const rewrite = loader.REWRITES[0]!;
    const compare = new Function('a', 'b', `return ${rewrite.to};`) as (a: [string, {path: string}], b: [string, {path: string}]) => number;
    const entries = paths.map((p): [string, {path: string}] => [p, {path: p}]);
    const ours = [...entries].sort(compare).map(([p]) => p);
    for (const p of paths) {
      for (const prefix of paths.filter((q) => q !== p && p.startsWith(q))) {
        expect(ours.indexOf(p), `${p} before ${prefix}`).toBeLessThan(ours.indexOf(prefix));
      }
    }
  });
});
