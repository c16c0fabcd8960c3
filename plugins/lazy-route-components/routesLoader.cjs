/* global module */
/**
 * Client-only Rspack loader for Docusaurus's generated `routes.js`: its
 * route components come from lazyRouteComponent.ts, which builds each the
 * first time it is needed instead of all of them at start-up. A route table
 * without the expected import fails the build.
 */
const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

module.exports = function routesLoader(source) {
  if (!source.includes(IMPORT)) throw new Error(`plugins/lazy-route-components/routesLoader.cjs: "${IMPORT}" not found in ${this.resourcePath}`);
  return source.replace(IMPORT, "import ComponentCreator from '@site/plugins/lazy-route-components/lazyRouteComponent';");
};
