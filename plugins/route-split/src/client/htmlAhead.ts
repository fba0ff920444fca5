/**
 * A page's HTML, fetched as soon as a navigation to it starts (a click on a link to it, or the
 * preload a hovered or touched link starts), for a module of the page that reads what its server
 * HTML drew: the demos plugin's modules, which ask for it only once the page's chunks have
 * arrived and been evaluated (about 50 ms later at 4x CPU slowdown on a click with no hover
 * first). Only pages marked in the route table (the plugin's `htmlAheadPattern`) are fetched,
 * and only while their modules have not arrived: once they have, the page's modules have asked
 * already, or will not ask again (they run once per visit).
 *
 * The preload hands the fetch to the page's work before render (`takeHtmlAhead`), once; a fetch
 * no one takes is dropped after a few newer ones.
 *
 * A site may read the HTML its own way, e.g. on a worker, so that the page's thread neither
 * receives nor scans it: a function `(pathname) => Promise<unknown>` at the global key
 * READ_HTML_AHEAD_KEY (set by a client module) is called in place of the fetch, and what it
 * resolves is what the page's work takes.
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import {HTML_AHEAD_FIELD} from '../htmlAheadField';
import {routeModules} from './routeParts';
import {hasHydrated, modulesArrived} from './runtime';

/** How many fetches not yet taken are kept: a reader hovering link after link starts several. */
const FETCHES_KEPT = 4;

/** The global key of a site's own reading of a page's HTML ahead: `(pathname: string) => Promise<unknown>`. */
export const READ_HTML_AHEAD_KEY = Symbol.for('route-split.readHtmlAhead');

const fetches = new Map<string, Promise<unknown>>();

/** The site's reading of the page's HTML where it has one, else the page's fetch. */
function readAhead(pathname: string): Promise<unknown> {
  const read = (globalThis as typeof globalThis & {[READ_HTML_AHEAD_KEY]?: (pathname: string) => Promise<unknown>})[READ_HTML_AHEAD_KEY];
  if (typeof read === 'function') {
    try {
      return Promise.resolve<unknown>(read(pathname));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return fetch(pathname, {credentials: 'same-origin'});
}

/**
 * Starts fetching the HTML of the page at `pathname` if its route is marked and its modules have
 * not arrived. Not before the first page has hydrated: the preload before it is the first
 * page's, whose HTML the browser has, and whose chunks may still be on their way.
 */
export function startHtmlAhead(pathname: string): void {
  if (fetches.has(pathname) || !hasHydrated()) {
    return;
  }
  const page = matchRoutes(routes, pathname).at(-1)?.route as (Record<string, unknown> & {readonly component?: unknown}) | undefined;
  if (page?.[HTML_AHEAD_FIELD] !== true || modulesArrived(routeModules(page.component).moduleIds)) {
    return;
  }
  const response = readAhead(pathname);
  // A failure is for the module that takes the fetch to handle; one never taken is not an error.
  response.catch(() => undefined);
  fetches.set(pathname, response);
  for (const oldest of fetches.keys()) {
    if (fetches.size <= FETCHES_KEPT) {
      break;
    }
    fetches.delete(oldest);
  }
}

/** The fetch (or the site's reading) started for `pathname`, once: later calls get nothing, and fetch the page themselves. */
export function takeHtmlAhead(pathname: string): Promise<unknown> | undefined {
  const response = fetches.get(pathname);
  fetches.delete(pathname);
  return response;
}
