/**
 * Replaces @docusaurus/core/lib/client/preload.js in the browser bundle of a
 * production build (plugins/page-weight): the same matching, after the route shard
 * that may hold the path is in place (../routeShards.ts). The client entry
 * awaits this before hydration and PendingNavigation before it shows a new page.
 */
import {matchRoutes} from 'react-router-config';
import routes, * as generatedRoutes from '@generated/routes';

import type {RouteShards} from './routeShards';

/** The lean routes module's exports, which the stock one does not have. */
const leanRoutes = generatedRoutes as unknown as {routeShards: RouteShards; chunkNamesInMainBundle: Set<string>};
export const {routeShards, chunkNamesInMainBundle} = leanRoutes;

export default function preload(pathname: string): Promise<unknown> {
  return routeShards.ensure(pathname).then(() => {
    const matches = Array.from(new Set([pathname, decodeURI(pathname)]))
      .map((candidate) => matchRoutes(routes, candidate))
      .flat();
    return Promise.all(matches.map((match) => (match.route.component as {preload?: () => unknown}).preload?.()));
  });
}
