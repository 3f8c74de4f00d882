/**
 * Replaces @docusaurus/core/lib/client/docusaurus.js (window.docusaurus, which Link
 * calls to prefetch a page when it scrolls into view and to preload it on hover) in
 * the browser bundle of a production build (plugins/page-weight). Same behaviour,
 * except for pages whose route shard is not loaded yet (see prefetch).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import flat from '@docusaurus/core/lib/client/flat';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper, {chunkNamesInMainBundle, routeShards} from './routePreload';
import {routeShardChunk} from './routeShardKey';

/** The bundler's public path and chunk file name; page-weight makes chunk ids Docusaurus's chunk names. */
declare const __webpack_require__: {p: string; u: (chunkId: string) => string};

const fetched = new Set<string>();
const loaded = new Set<string>();

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const isSlowConnection = (): boolean => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const chunkNamesToLoad = (path: string): string[] =>
  Object.entries(routesChunkNames)
    .filter(([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));

const chunkUrl = (chunkId: string): string => __webpack_require__.p + __webpack_require__.u(chunkId);

/**
 * A page whose route shard is in place prefetches its chunks, as Docusaurus does. Otherwise
 * only the shard's file is prefetched, not run: a page with many links in view would
 * otherwise run a shard for each. Hovering the link (preload) runs the shard, from the cache.
 */
function prefetch(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  fetched.add(routePath);
  const missing = routeShards.missing(routePath);
  if (missing.length > 0) return Promise.all(missing.map((shard) => prefetchHelper(chunkUrl(routeShardChunk(shard)))));
  return Promise.all(
    matchRoutes(routes, routePath)
      .flatMap((match) => chunkNamesToLoad(match.route.path!))
      .filter((chunkName) => !chunkNamesInMainBundle.has(chunkName))
      .map((chunkName) => prefetchHelper(chunkUrl(chunkName))),
  );
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
