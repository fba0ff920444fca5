/**
 * A dedicated worker that fetches a page's HTML and reads the demos its server drew, for a
 * client-side navigation to it, off the page's thread (see src/utils/drawnDemosReader.ts).
 * It answers each request with the demos, or null for an answer that is not the page's HTML, or
 * the fetch's failure.
 */
import {drawnDemosOfResponse} from '../utils/drawnDemoHtml';
import {fetchPage} from '../utils/fetchPage';
import type {DrawnDemosReply, DrawnDemosRequest} from '../utils/drawnDemosReader';

// The project's TypeScript library is the DOM's; a worker's global scope has these two.
interface WorkerScope {
  postMessage(message: DrawnDemosReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<DrawnDemosRequest>) => void): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener('message', ({data: {id, pathname}}) => {
  fetchPage(pathname)
    .then(drawnDemosOfResponse)
    .then(
      (drawn) => scope.postMessage({id, drawn}),
      (error: unknown) => scope.postMessage({id, failed: error instanceof Error ? error.message : String(error)}),
    );
});
