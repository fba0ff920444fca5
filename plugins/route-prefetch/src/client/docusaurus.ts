/**
 * The browser's `window.docusaurus` (`prefetch` and `preload`, which `<Link>` calls when a link
 * scrolls into view and when it is hovered or focused), in place of
 * `@docusaurus/core/lib/client/docusaurus.js` (see ../index.ts). Same behaviour, with two
 * changes, both about sites with many pages and pages with many links:
 * - the chunks of a route are looked up in an index built once, where Docusaurus scanned every
 *   route of the site for each level of each link it prefetched (a page's prefetching cost grew
 *   with the number of pages: 86 sidebar links × 4 levels × 825 routes on a component page);
 * - a chunk is prefetched once per page view, not once per link that needs it (the docs root,
 *   the version data and the doc layout are needed by every doc link: the component page
 *   appended 462 `<link rel=prefetch>` elements, now one per chunk).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {chunkIndex} from '../chunkIndex';

/** Added to the bundler's runtime by Docusaurus (its ChunkAssetPlugin): chunk name → chunk URL. */
declare const __webpack_require__: {readonly gca: (chunkName: string) => string | undefined};

interface Connection {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/** As Docusaurus: nothing is fetched ahead on a 2G connection or with data saving on. */
function isSlowConnection(): boolean {
  const {connection} = navigator as Navigator & {readonly connection?: Connection};
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

const fetchedRoutes = new Set<string>();
const loadedRoutes = new Set<string>();
const fetchedChunks = new Set<string>();
let index: ReadonlyMap<string, readonly string[]> | null = null;

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loadedRoutes.has(routePath) || fetchedRoutes.has(routePath)) {
    return false;
  }
  fetchedRoutes.add(routePath);
  index ??= chunkIndex(routesChunkNames);
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) => index?.get(match.route.path ?? '') ?? []);
  return Promise.all(
    chunkNames.map((chunkName) => {
      const url = __webpack_require__.gca(chunkName);
      // A chunk the bundler merged into another has no asset of its own: its URL says "undefined".
      if (!url || url.includes('undefined') || fetchedChunks.has(url)) {
        return Promise.resolve();
      }
      fetchedChunks.add(url);
      return prefetchHelper(url);
    }),
  );
}

function preload(routePath: string): false | Promise<unknown[]> {
  if (isSlowConnection() || loadedRoutes.has(routePath)) {
    return false;
  }
  loadedRoutes.add(routePath);
  return preloadHelper(routePath);
}

export default Object.freeze({prefetch, preload});
