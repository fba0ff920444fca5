/**
 * The search worker: fetches the manifest and the index it names, builds the search index and
 * answers queries, off the main thread. The names index (titles, headings, props) is built first
 * and answers at once; the text index follows, and the page asks again when it is in ('ready').
 * Only the latest query is answered: the reader typing a word sends one per key.
 */
import {parseIndexFile, parseManifest} from '../../utils/search/indexFile';
import {createSearchEngine, type SearchEngine, type SearchRequest} from '../../utils/search/engine';
import type {FromWorker, ToWorker} from '../../utils/search/protocol';

/** The part of the worker global this file uses (the site's TypeScript lib is the DOM's). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}
const scope = self as unknown as WorkerScope;

let engine: SearchEngine | null = null;
let pending: {id: number; request: SearchRequest} | null = null;
let scheduled = false;
let loading = false;

function answerLatest(): void {
  scheduled = false;
  if (!engine || !pending) {
    return;
  }
  const {id, request} = pending;
  pending = null;
  const started = performance.now();
  const answer = engine.search(request);
  scope.postMessage({type: 'answer', id, answer, tookMs: performance.now() - started});
}

/** After the messages already queued (the other keys typed meanwhile), answer the last one. */
function schedule(): void {
  if (!scheduled) {
    scheduled = true;
    setTimeout(answerLatest, 0);
  }
}

async function fetchJson(url: string, cache: RequestCache): Promise<unknown> {
  const response = await fetch(url, {cache});
  // The dev server answers any address with its HTML page: only JSON counts.
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) {
    throw new Error(`${url}: ${response.status} ${response.headers.get('content-type') ?? ''}`);
  }
  return response.json();
}

async function load(manifestUrl: string): Promise<void> {
  let manifest;
  try {
    // Revalidated: it names the index of the current deploy.
    manifest = parseManifest(await fetchJson(manifestUrl, 'no-cache'));
  } catch {
    scope.postMessage({type: 'unavailable', reason: 'not-built'});
    return;
  }
  try {
    if (!manifest) {
      throw new Error('not a search manifest');
    }
    // The index address carries its content hash: any cached copy is the right one.
    const data = await fetchJson(manifest.index, 'default');
    const arrivedAt = performance.timeOrigin + performance.now();
    const documents = parseIndexFile(data);
    if (!documents) {
      throw new Error('not a search index');
    }
    let started = performance.now();
    const ready = createSearchEngine(documents, {deferText: true});
    engine = ready;
    scope.postMessage({type: 'partial', arrivedAt, records: documents.length, buildMs: performance.now() - started});
    answerLatest();
    setTimeout(() => {
      started = performance.now();
      ready.addText();
      scope.postMessage({type: 'ready', buildMs: performance.now() - started});
    }, 0);
  } catch {
    scope.postMessage({type: 'unavailable', reason: 'failed'});
  }
}

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'load') {
    if (!loading) {
      loading = true;
      void load(message.manifest);
    }
    return;
  }
  pending = {id: message.id, request: message.request};
  if (engine) {
    schedule();
  }
});
