/**
 * Which webpack chunks a route needs, looked up by route path. Docusaurus' generated
 * `routesChunkNames` is keyed by the route path plus a hash (`/material-ui/react-button-1a2`);
 * its own prefetch scans every key for each level of each link it prefetches, so the cost of a
 * page's prefetching grew with the number of pages in the site. This index is built once.
 * Pure: no React, no browser.
 */
import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

/** The chunk names in a route's chunk tree, depth first (the order Docusaurus flattens them in). */
export function chunkNamesOf(tree: ChunkNames | ChunkNames[] | string): string[] {
  if (typeof tree === 'string') {
    return [tree];
  }
  return Object.values(tree).flatMap((value: ChunkNames | ChunkNames[] | string) => chunkNamesOf(value));
}

/** A route key without its hash: `/blog/2018/12/14/hello-fe9` → `/blog/2018/12/14/hello`. */
export function routePathOf(hashedKey: string): string {
  return hashedKey.replace(/-[^-]+$/, '');
}

/** Chunk names by route path; several routes may share a path (a docs root and its index page). */
export function chunkIndex(routesChunkNames: RouteChunkNames): ReadonlyMap<string, readonly string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const routePath = routePathOf(key);
    index.set(routePath, [...(index.get(routePath) ?? []), ...chunkNamesOf(tree)]);
  }
  return index;
}
