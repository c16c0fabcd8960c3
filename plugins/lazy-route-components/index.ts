/**
 * Docusaurus plugin: the browser's route table builds a route's component
 * the first time the route renders or is preloaded, not every route's at
 * start-up (routesLoader.cjs rewrites the generated `routes.js` to take
 * them from lazyRouteComponent.ts).
 */
import {generatedFileLoaderPlugin, type InternalsPin} from '../internals-pin';

export const PIN: InternalsPin = {
  part: 'plugins/lazy-route-components',
  packageName: '@docusaurus/core',
  writtenFor: '3.10.2',
  // The generator of routes.js, and the creator whose API the lazy one keeps.
  files: ['lib/server/codegen/codegenRoutes.js', 'lib/client/exports/ComponentCreator.js'],
};

export default generatedFileLoaderPlugin({name: 'tessera-lazy-route-components', pin: PIN, generatedFile: 'routes.js', loader: 'plugins/lazy-route-components/routesLoader.cjs'});
