/**
 * Docusaurus plugin: the browser's route table builds a route's component
 * the first time the route renders or is preloaded, not every route's at
 * start-up (routesLoader.cjs rewrites the generated `routes.js` to take
 * them from lazyRouteComponent.ts).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertPinned, type InternalsPin} from '../internals-pin';

export const PIN: InternalsPin = {
  part: 'plugins/lazy-route-components',
  packageName: '@docusaurus/core',
  writtenFor: '3.10.2',
  // The generator of routes.js, and the creator whose API the lazy one keeps.
  files: ['lib/server/codegen/codegenRoutes.js', 'lib/client/exports/ComponentCreator.js'],
};

export default function lazyRouteComponentsPlugin(context: LoadContext): Plugin {
  assertPinned(context.siteDir, PIN);
  return {
    name: 'tessera-lazy-route-components',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const loader = path.join(context.siteDir, 'plugins/lazy-route-components/routesLoader.cjs');
      return {module: {rules: [{test: /[\\/]\.docusaurus[\\/]routes\.js$/, use: [loader]}]}};
    },
  };
}
