/**
 * Which route shard holds a path. The build (routeShards.ts) files each
 * docs page's route under this number and the browser asks for the same number
 * before it matches a path, so both sides must compute it the same way: here.
 *
 * React Router matches paths case-insensitively and with or without a trailing
 * slash, so the key ignores both.
 */
export function routeShardKey(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '');
}

/** FNV-1a (32 bit) of the key, modulo the number of shards. */
export function routeShardOf(pathname: string, shardCount: number): number {
  const key = routeShardKey(pathname);
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shardCount;
}

/** The bundler's chunk name (and, with page-weight's chunk ids, its id) for a shard. */
export const routeShardChunk = (shard: number): string => `route-shard-${shard}`;
