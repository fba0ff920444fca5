/**
 * A page's server-drawn demos, fetched and read on a thread of their own (a dedicated worker,
 * ../workers/drawnDemos.ts), for a client-side navigation to the page
 * (src/components/Demo/serverDrawnDemos.ts).
 *
 * Read on the page's thread, the HTML of a component page (220 KB for Button Group) costs the
 * navigation about 40 ms of main-thread work at 4x CPU slowdown, between the page's chunks and
 * its render: the browser hands the body over in pieces, then it is decoded and scanned. The
 * worker does all of that and posts back what the page needs, the demos' parts and style tags,
 * which the page receives as one message. The page's own thread stays free for the navigation's
 * click and chunks meanwhile.
 *
 * One worker serves every navigation. It is started ahead, once the first page is loaded and the
 * browser is idle (`startDrawnDemosReader`): a worker started by the click itself answered about
 * 170 ms later than a running one (Button to Button Group at 4x CPU slowdown, medians of 7: its
 * answer at 290 ms after the click instead of 124, the page's commit at 471 ms instead of 291,
 * where the page's thread reading the HTML committed at 365). Where no worker can run (no
 * `Worker`, or its script fails to load or throws), the page's thread fetches instead and hands
 * over the response, for the caller to read (`drawnDemosOfResponse`): a navigation never waits on
 * a worker that is not there.
 */
import type {DrawnDemoHtml} from './drawnDemoHtml';
import {fetchPage} from './fetchPage';

/** What the page asks its worker: the demos of the page at `pathname`. */
export interface DrawnDemosRequest {
  readonly id: number;
  readonly pathname: string;
}

/** The worker's answer: the page's demos (null if the answer was not its HTML), or why the fetch failed. */
export type DrawnDemosReply = {readonly id: number; readonly drawn: DrawnDemoHtml | null} | {readonly id: number; readonly failed: string};

/** The demos read by the worker, or, with no worker, the page's response to read here. */
export type DrawnDemosRead = DrawnDemoHtml | null | Response;

interface Waiting {
  readonly pathname: string;
  readonly resolve: (read: DrawnDemosRead | Promise<DrawnDemosRead>) => void;
  readonly reject: (error: Error) => void;
}

interface Reader {
  readonly worker: Worker;
  readonly waiting: Map<number, Waiting>;
  nextId: number;
}

/** The worker once started; null once it could not start or failed. */
let reader: Reader | null | undefined;

function startReader(): Reader | null {
  if (typeof Worker === 'undefined') {
    return null;
  }
  try {
    // The bundler recognizes this exact form and emits the worker as a script of its own.
    const worker = new Worker(new URL('../workers/drawnDemos.ts', import.meta.url));
    const started: Reader = {worker, waiting: new Map(), nextId: 0};
    worker.addEventListener('message', (event: MessageEvent<DrawnDemosReply>) => {
      const reply = event.data;
      const waiting = started.waiting.get(reply.id);
      started.waiting.delete(reply.id);
      if ('failed' in reply) {
        waiting?.reject(new Error(reply.failed));
      } else {
        waiting?.resolve(reply.drawn);
      }
    });
    // A script that did not load (offline with no copy) or threw, or an answer the page could not
    // receive: what was asked, and all that follows, is fetched here.
    const fetchHereFromNowOn = (): void => {
      worker.terminate();
      reader = null;
      for (const waiting of started.waiting.values()) {
        waiting.resolve(fetchPage(waiting.pathname));
      }
      started.waiting.clear();
    };
    worker.addEventListener('error', fetchHereFromNowOn);
    worker.addEventListener('messageerror', fetchHereFromNowOn);
    return started;
  } catch {
    return null;
  }
}

/** Starts the worker, if it has not started (or failed) yet. */
export function startDrawnDemosReader(): void {
  if (reader === undefined) {
    reader = startReader();
  }
}

/**
 * Fetches and reads the demos of the page at `pathname` on the worker (started now if it has not
 * been). Rejects if the fetch fails (offline with no copy of the page), as `fetch` does.
 */
export function readDrawnDemos(pathname: string): Promise<DrawnDemosRead> {
  startDrawnDemosReader();
  const current = reader ?? null;
  if (current === null) {
    return fetchPage(pathname);
  }
  return new Promise((resolve, reject) => {
    current.nextId += 1;
    current.waiting.set(current.nextId, {pathname, resolve, reject});
    current.worker.postMessage({id: current.nextId, pathname} satisfies DrawnDemosRequest);
  });
}

/** Whether `value` is demos a worker read (a structured clone of `DrawnDemoHtml`). */
export function isDrawnDemoHtml(value: unknown): value is DrawnDemoHtml {
  return (
    typeof value === 'object' &&
    value !== null &&
    'parts' in value &&
    value.parts instanceof Map &&
    'styles' in value &&
    Array.isArray(value.styles) &&
    'stylesThrough' in value &&
    value.stylesThrough instanceof Map
  );
}
