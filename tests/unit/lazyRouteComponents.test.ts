import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const loader = require('../../plugins/lazy-route-components/routesLoader.cjs') as (this: {resourcePath: string}, source: string) => string;

describe('routesLoader', () => {
  it('takes route components from the lazy creator', () => {
    const routes = "import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [{path: '/', component: ComponentCreator('/', 'e5f'), exact: true}];";
    const out = loader.call({resourcePath: '.docusaurus/routes.js'}, routes);
    expect(out).toContain("import ComponentCreator from '@site/plugins/lazy-route-components/lazyRouteComponent';");
    expect(out).not.toContain('@docusaurus/ComponentCreator');
    expect(out).toContain("component: ComponentCreator('/', 'e5f')");
  });

  it('fails naming the file when the route table no longer imports ComponentCreator so', () => {
    expect(() => loader.call({resourcePath: '.docusaurus/routes.js'}, 'export default [];')).toThrow(/routes\.js/);
  });
});
