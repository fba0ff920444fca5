/**
 * The search worker: fetches the manifest and the index files it names, builds the search index
 * and answers queries, off the main thread. The names file (titles, headings, props) is fetched
 * and indexed first and answers at once; the text file follows, and the page asks again when its
 * index is in ('ready'). A text file that fails leaves the names search working.
 * Only the latest query is answered: the reader typing a word sends one per key.
 */
import {parseIndexFile, parseManifest, parseTextFile} from '../../utils/search/indexFile';
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
  if (!manifest) {
    scope.postMessage({type: 'unavailable', reason: 'failed'});
    return;
  }
  let ready: SearchEngine;
  let records: number;
  try {
    // The index addresses carry their content hash, so every cached copy is the right one.
    const data = await fetchJson(manifest.index, 'default');
    const arrivedAt = performance.timeOrigin + performance.now();
    const documents = parseIndexFile(data);
    if (!documents) {
      throw new Error('not a search index');
    }
    const started = performance.now();
    ready = createSearchEngine(documents, {deferText: true});
    records = documents.length;
    engine = ready;
    scope.postMessage({type: 'partial', arrivedAt, records, buildMs: performance.now() - started});
    answerLatest();
  } catch {
    scope.postMessage({type: 'unavailable', reason: 'failed'});
    return;
  }
  try {
    const texts = parseTextFile(await fetchJson(manifest.text, 'default'), records);
    if (!texts) {
      throw new Error('not the text of this index');
    }
    const started = performance.now();
    ready.addText(texts);
    scope.postMessage({type: 'ready', buildMs: performance.now() - started});
  } catch {
    // Titles, headings and props stay searchable.
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
