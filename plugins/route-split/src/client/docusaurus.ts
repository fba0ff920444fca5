/**
 * The browser's `window.docusaurus` (`prefetch` and `preload`, which `<Link>` calls when a link
 * scrolls into view and when the pointer enters it or a finger touches it), in place of
 * `@docusaurus/core/lib/client/docusaurus.js` (see ../index.ts). Same behaviour, with two
 * changes, both about sites with many pages and pages with many links:
 * - the chunks of a route are read from its matched route components (routeParts.tsx
 *   records them), where Docusaurus scanned every route of the site for each level of each link
 *   it prefetched (86 sidebar links × 4 levels × 825 routes on a component page); a link into a
 *   part of the route table not loaded yet prefetches that part;
 * - a chunk is prefetched once per page view, not once per link that needs it (the docs root,
 *   the version data and the doc layout are needed by every doc link: the component page
 *   appended 462 `<link rel=prefetch>` elements, now one per chunk), and not at all when the
 *   page view has loaded it already;
 * - every chunk a route's module needs is prefetched, not only its own: Docusaurus left out
 *   the chunks split off it, which a click then waited for (MUI's core, 118 KB, on the first
 *   page with a demo);
 * - the work is done when the browser is idle, a few links at a time (./idleQueue.ts), not in
 *   the observer callback where every link in view asks at once.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {pathnameToLoadOnClick} from './clickPreload';
import {startHtmlAhead} from './htmlAhead';
import {browserIdleScheduler, createIdleQueue, type IdleQueue} from './idleQueue';
import {pendingPartOf, routeModules} from './routeParts';
import {chunkUrlsOf, startDownloads} from './runtime';

/**
 * An idle slice's length: short enough that a slice never counts as a long task (50 ms) even
 * on a CPU several times slower than the one that measured it; a link takes about 1 ms.
 */
const PREFETCH_SLICE_MS = 8;
/** How long a link in view may wait on a page that is never idle. */
const PREFETCH_WAIT_MS = 3000;

interface Connection {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/** As Docusaurus: nothing is fetched ahead on a 2G connection or with data saving on. */
function isSlowConnection(): boolean {
  const {connection} = navigator as Navigator & {readonly connection?: Connection};
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** The module loaders of the route components `routePath` matches. */
function loadersOf(routePath: string): (() => Promise<unknown>)[] {
  return matchRoutes(routes, routePath).flatMap((match) => routeModules(match.route.component).loaders);
}

const fetchedRoutes = new Set<string>();
const loadedRoutes = new Set<string>();
const fetchedChunks = new Set<string>();

/**
 * Whether this page view has fetched the chunk or is fetching it: Resource Timing lists each file
 * fetched, by absolute URL, once it has arrived; until then, the bundler's `<script>` element for
 * it is in the document.
 */
function isLoadingOrLoaded(url: string): boolean {
  const absolute = new URL(url, document.baseURI).href;
  return (
    performance.getEntriesByName(absolute, 'resource').length > 0 ||
    [...document.scripts].some((script) => script.src === absolute)
  );
}

/** Fetches ahead the chunks of a route, each once. */
function fetchAhead(routePath: string): void {
  if (loadedRoutes.has(routePath) || fetchedRoutes.has(routePath)) {
    return;
  }
  // A page in a part of the route table not loaded yet (another product): its route chunks are
  // not known here, so the part is what is fetched ahead; the route is not marked as done.
  const part = pendingPartOf(routePath);
  if (part === undefined) {
    fetchedRoutes.add(routePath);
  }
  const loaders = part === undefined ? loadersOf(routePath) : [part];
  for (const url of loaders.flatMap(chunkUrlsOf)) {
    if (!fetchedChunks.has(url)) {
      fetchedChunks.add(url);
      if (!isLoadingOrLoaded(url)) {
        void prefetchHelper(url);
      }
    }
  }
}

const queued = new Set<string>();
// Made at the first call, in the browser: the module is also evaluated where there is no window.
let prefetchQueue: IdleQueue<string> | undefined;

/** Whether the route's chunks are queued to be fetched ahead (`<Link>` ignores the result). */
function prefetch(routePath: string): boolean {
  if (isSlowConnection() || loadedRoutes.has(routePath) || fetchedRoutes.has(routePath) || queued.has(routePath)) {
    return false;
  }
  queued.add(routePath);
  prefetchQueue ??= createIdleQueue<string>((queuedPath) => {
    queued.delete(queuedPath);
    fetchAhead(queuedPath);
  }, browserIdleScheduler(window, PREFETCH_SLICE_MS, PREFETCH_WAIT_MS));
  prefetchQueue.add(routePath);
  return true;
}

function preload(routePath: string): false | Promise<unknown[]> {
  if (isSlowConnection() || loadedRoutes.has(routePath)) {
    return false;
  }
  loadedRoutes.add(routePath);
  return preloadHelper(routePath);
}

// A click on a link the app will open in place starts downloading the page's chunks (and its
// HTML, for a page marked to: see htmlAhead.ts) before the app has handled it (see
// clickPreload.ts): on the document, in the capture phase, so before React's listeners on its
// root, and at once, not after a promise (the app's render of the new address runs in a
// microtask queued by its click handler). A route whose part of the table is
// not loaded yet (another product) is left to the navigation.
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) {
        return;
      }
      const pathname = pathnameToLoadOnClick(
        {button: event.button, modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey},
        {href: link.href, target: link.target, download: link.hasAttribute('download')},
        window.location,
      );
      if (pathname !== null && pendingPartOf(pathname) === undefined) {
        startHtmlAhead(pathname);
        startDownloads(loadersOf(pathname));
      }
    },
    {capture: true},
  );
}

export default Object.freeze({prefetch, preload});
