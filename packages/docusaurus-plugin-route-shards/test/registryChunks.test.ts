import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const registryLoader = require('../src/plugin/registryLoader.cjs') as (
  this: {resourcePath: string},
  source: string,
) => string;
// The loader reads the route table beside the registry (route shards, routesLoader.cjs); here one without shards.
const generatedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-chunks-'));
fs.writeFileSync(
  path.join(generatedDir, 'routes.js'),
  "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [];\n",
);
fs.writeFileSync(path.join(generatedDir, 'routesChunkNames.json'), '{}');
afterAll(() => fs.rmSync(generatedDir, {recursive: true, force: true}));
const loader = (source: string): string =>
  registryLoader.call({resourcePath: path.join(generatedDir, 'registry.js')}, source);

const entry = (key: string, path: string): string =>
  `  "${key}": [() => import(/* webpackChunkName: "${key}" */ "${path}"), "${path}", require.resolveWeak("${path}")],`;

const REGISTRY = [
  'export default {',
  entry('17896441', '@theme/DocItem'),
  entry('a94703ab', '@theme/DocRoot'),
  entry('c1da2171', '@generated/docusaurus-plugin-content-docs/viewer/__plugin.json'),
  entry('ae42dfbd', '@generated/docusaurus-plugin-content-docs/viewer/p/api-tessera-viewer-d47.json'),
  entry('0441f50f', '@site/content/viewer/tessera-viewer-api/variables/DEFAULT_RENDER_SETTINGS.md'),
  entry('1f391b9e', '@theme/MDXPage'),
  '};',
].join('\n');

describe('registryLoader', () => {
  const out = loader(REGISTRY);

  it('drops the module paths only server rendering reads', () => {
    expect(out).not.toMatch(/\), "@/);
    expect((out.match(/\), "", require\.resolveWeak\(/g) ?? []).length).toBe(6);
  });

  it('bundles the docs layout components as one chunk, and each docs instance’s data as one', () => {
    expect(out).toContain('import(/* webpackChunkName: "route-shards-docs-theme" */ "@theme/DocItem")');
    expect(out).toContain('import(/* webpackChunkName: "route-shards-docs-theme" */ "@theme/DocRoot")');
    expect(out).toContain(
      'import(/* webpackChunkName: "route-shards-docs-data-viewer" */ "@generated/docusaurus-plugin-content-docs/viewer/__plugin.json")',
    );
    expect(out).toContain(
      'import(/* webpackChunkName: "route-shards-docs-data-viewer" */ "@generated/docusaurus-plugin-content-docs/viewer/p/api-tessera-viewer-d47.json")',
    );
    // Page content and other components keep chunks of their own.
    expect(out).toContain('webpackChunkName: "0441f50f"');
    expect(out).toContain('webpackChunkName: "1f391b9e"');
  });

  it('exports the shared names by registry key, for prefetching', () => {
    const exported = /export const sharedChunkNames = (\{.*\});/.exec(out)?.[1];
    expect(JSON.parse(exported ?? 'null')).toEqual({
      '17896441': 'route-shards-docs-theme',
      a94703ab: 'route-shards-docs-theme',
      c1da2171: 'route-shards-docs-data-viewer',
      ae42dfbd: 'route-shards-docs-data-viewer',
    });
  });

  it('fails naming the file when an entry has another shape', () => {
    const changed = REGISTRY.replace('"17896441": [() => import(', '"17896441": [() => /* new */ import(');
    expect(() => loader(changed)).toThrow(/5 of 6 registry entries of .*registry\.js/);
  });
});
