/**
 * Hands the route-split plugin this site's reading of a page's HTML as a navigation to it starts
 * (its `Symbol.for('route-split.readHtmlAhead')`): the page's server-drawn demos, fetched and read
 * on a worker (see src/utils/drawnDemosReader.ts), in place of the plugin's fetch on the page's
 * thread. The worker starts once the first page has loaded and the browser is idle, so that the
 * first navigation does not wait for it to start.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {readDrawnDemos, startDrawnDemosReader} from '../utils/drawnDemosReader';
import {whenIdle} from '../utils/whenIdle';

const READ_HTML_AHEAD_KEY = Symbol.for('route-split.readHtmlAhead');

/** At the latest this long after the page's load, if the browser is never idle. */
const START_TIMEOUT_MS = 3000;

function startWhenIdle(): void {
  whenIdle(startDrawnDemosReader, START_TIMEOUT_MS);
}

// Once per page load. Never on the server.
if (ExecutionEnvironment.canUseDOM) {
  (globalThis as typeof globalThis & {[READ_HTML_AHEAD_KEY]?: (pathname: string) => Promise<unknown>})[READ_HTML_AHEAD_KEY] = readDrawnDemos;
  if (document.readyState === 'complete') {
    startWhenIdle();
  } else {
    window.addEventListener('load', startWhenIdle, {once: true});
  }
}
