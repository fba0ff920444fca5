/**
 * Hands the route-split plugin this site's reading of a page's HTML as a navigation to it starts
 * (its `Symbol.for('route-split.readHtmlAhead')`): the page's server-drawn demos, fetched and read
 * on a worker (see src/utils/drawnDemosReader.ts), in place of the plugin's fetch on the
 * page's thread. The worker starts with the first navigation to a page with demos.
 */
import {readDrawnDemos} from '../utils/drawnDemosReader';

const READ_HTML_AHEAD_KEY = Symbol.for('route-split.readHtmlAhead');

(globalThis as typeof globalThis & {[READ_HTML_AHEAD_KEY]?: (pathname: string) => Promise<unknown>})[READ_HTML_AHEAD_KEY] = readDrawnDemos;
