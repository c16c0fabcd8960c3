/**
 * Stand-in for @docusaurus/core's client `preload.js` (swapped in by part
 * route-table): before matching a path's routes and loading their
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

let beforeHydration = true;

/**
 * The first call comes while the main bundle is still being evaluated. Its
 * work (loading the page's modules, and with no shard to wait for, all of it)
 * then ran in the same task, one long task before hydration; a timer makes it
 * a task of its own. Later calls, for navigations, start at once.
 */
function nextTaskOnFirstCall(): Promise<void> {
  if (!beforeHydration) return Promise.resolve();
  beforeHydration = false;
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export default function preload(pathname: string): Promise<unknown[]> {
  const pathnames = Array.from(new Set([pathname, decoded(pathname)]));
  return nextTaskOnFirstCall()
    .then(() => loadRouteShards(pathnames))
    .then(() =>
      Promise.all(
        pathnames
          .flatMap((p) => matchRoutes(routes, p))
          .map((match) => (match.route.component as unknown as {preload?: () => Promise<unknown>}).preload?.()),
      ),
    );
}
