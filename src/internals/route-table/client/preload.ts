/**
 * Stand-in for @docusaurus/core's client `preload.js` (swapped in by
 * src/internals/route-table): before matching a path's routes and loading their
 * chunks, it loads the path's route shard, whose leaf routes are not in the
 * main bundle. Core calls it before hydrating and before every navigation.
 * A path that is not valid percent-encoding is matched as it is (core's
 * `decodeURI` would throw and the page would never hydrate).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {loadRouteShards} from './routeShards';

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export default function preload(pathname: string): Promise<unknown[]> {
  const pathnames = Array.from(new Set([pathname, decoded(pathname)]));
  return loadRouteShards(pathnames).then(() =>
    Promise.all(
      pathnames
        .flatMap((p) => matchRoutes(routes, p))
        .map((match) => (match.route.component as unknown as {preload?: () => Promise<unknown>}).preload?.()),
    ),
  );
}
