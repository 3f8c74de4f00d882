import {matchRoutes, type RouteConfig} from 'react-router-config';
import {routeShardOf} from './routeShardKey';

/** A route as react-router-config reads it; only `routes` matters here. */
export interface ShardRoute {
  path?: string;
  exact?: boolean;
  routes?: ShardRoute[];
  [key: string]: unknown;
}

/** What a shard module exports: each route with the number of the parent it belongs under. */
export type ShardEntries = [parent: number, route: ShardRoute][];

/** The error a failed shard download rejects with, so navigation can tell it from a failed page chunk. */
export class RouteShardError extends Error {
  readonly routeShard = true;
  constructor(shard: number, cause: unknown) {
    super(`The routes of shard ${shard} could not be loaded`, {cause});
  }
}

/** The browser half of route sharding, as the lean routes module exports it. */
export interface RouteShards {
  /** Resolves once the shard that would hold `pathname` is in place; rejects with RouteShardError. */
  ensure(pathname: string): Promise<void>;
  /** The shards that would hold `pathname` and are not in place yet. */
  missing(pathname: string): number[];
  /**
   * Paths whose shard failed to download, as route patterns: the skeleton's first route
   * matches them (React Router reads a route's array of paths when it matches), so the
   * reader gets Retry instead of a not-found page (RouteShardRetry.tsx).
   */
  failedPaths: string[];
  /** The error that left `pathname` in failedPaths. */
  failureOf(pathname: string): RouteShardError | undefined;
}

/** A path as a React Router pattern that matches only itself. */
const literalPattern = (pathname: string): string => pathname.replace(/[\\:()*+?{}[\]]/g, '\\$&');

/**
 * `routes` is the skeleton in the main bundle and `parents` the route arrays in it that
 * the docs pages belong in; each loader imports one shard; `retryComponent` is shown for
 * a path whose shard failed (see failedPaths). A path that the skeleton
 * already matches to an exact route needs no shard (the build moves no page whose path
 * another route has). Otherwise, once
 * `ensure(pathname)` resolves, matching sees every route a full table would have.
 * A shard is inserted once; a failed download is retried on the next call.
 */
export function createRouteShards(
  routes: ShardRoute[],
  parents: ShardRoute[][],
  loaders: (() => Promise<{default: ShardEntries}>)[],
  retryComponent?: unknown,
): RouteShards {
  const pending = new Map<number, Promise<void>>();
  const inPlace = new Set<number>();
  const load = (shard: number): Promise<void> => {
    const known = pending.get(shard);
    if (known) return known;
    const loading = loaders[shard]!().then(
      (module) => {
        for (const [parent, route] of module.default) {
          const children = parents[parent]!;
          // Docusaurus sorts routes with children after the others; a page goes before them.
          const nested = children.findIndex((child) => child.routes !== undefined);
          children.splice(nested === -1 ? children.length : nested, 0, route);
        }
        inPlace.add(shard);
      },
      (error: unknown) => {
        pending.delete(shard);
        throw new RouteShardError(shard, error);
      },
    );
    pending.set(shard, loading);
    return loading;
  };
  const failedPaths: string[] = [];
  // Matched first, by the paths in failedPaths only; not part of the site's routes.
  const retryRoute: ShardRoute = {path: failedPaths as unknown as string, exact: true, component: retryComponent};
  const settled = (pathname: string): boolean =>
    matchRoutes(routes.filter((route) => route !== retryRoute) as RouteConfig[], pathname).at(-1)?.route.exact === true;
  const shardsOf = (link: string): number[] => {
    // A link may carry a query or a fragment (Link prefetches its `to`: search's /search?q=…, a hit's /page#heading): its
    // page is its path's, so it loads that path's shard or none, never one picked by the hash of its query or heading.
    const pathname = link.replace(/[?#].*$/s, '');
    if (loaders.length === 0 || settled(pathname)) return [];
    const shards = new Set([routeShardOf(pathname, loaders.length)]);
    try {
      shards.add(routeShardOf(decodeURI(pathname), loaders.length));
    } catch {
      // A malformed escape: react-router matches the raw path only.
    }
    return [...shards];
  };
  const failures = new Map<string, RouteShardError>();
  const forget = (pathname: string): void => {
    const index = failedPaths.indexOf(literalPattern(pathname));
    if (index !== -1) failedPaths.splice(index, 1);
    failures.delete(pathname);
  };
  const shards: RouteShards = {
    ensure: (pathname) =>
      Promise.all(shardsOf(pathname).map(load)).then(
        () => forget(pathname),
        (error: RouteShardError) => {
          if (!failures.has(pathname)) failedPaths.push(literalPattern(pathname));
          failures.set(pathname, error);
          throw error;
        },
      ),
    missing: (pathname) => shardsOf(pathname).filter((shard) => !inPlace.has(shard)),
    failedPaths,
    failureOf: (pathname) => failures.get(pathname),
  };
  if (retryComponent !== undefined) {
    retryRoute.routeShards = shards;
    routes.unshift(retryRoute);
  }
  return shards;
}
