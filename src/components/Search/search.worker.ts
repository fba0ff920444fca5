/**
 * The search worker: fetches the manifest and the index it names, builds the MiniSearch index and
 * answers queries, off the main thread (building takes ~0.1-0.3 s, fuzzy queries a few ms).
 * Queries sent before the index is ready wait; only the latest is answered.
 */
import {parseIndexFile, parseManifest} from '../../utils/search/indexFile';
import {prepareSearch, type SearchRequest, type SearchAnswer} from '../../utils/search/engine';
import type {FromWorker, ToWorker} from '../../utils/search/protocol';

/** The part of the worker global this file uses (the site's TypeScript lib is the DOM's). */
interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}
const scope = self as unknown as WorkerScope;

let search: ((request: SearchRequest) => SearchAnswer) | null = null;
let pending: {id: number; request: SearchRequest} | null = null;
let loading = false;

function now(): number {
  return performance.timeOrigin + performance.now();
}

function answer(id: number, request: SearchRequest, run: (request: SearchRequest) => SearchAnswer): void {
  const started = performance.now();
  const result = run(request);
  scope.postMessage({type: 'answer', id, answer: result, tookMs: performance.now() - started});
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {cache: 'no-cache'});
  // The dev server answers any address with its HTML page: only JSON counts.
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) {
    throw new Error(`not-built`);
  }
  return response.json();
}

async function load(manifestUrl: string): Promise<void> {
  let manifest;
  try {
    manifest = parseManifest(await fetchJson(manifestUrl));
  } catch {
    scope.postMessage({type: 'unavailable', reason: 'not-built'});
    return;
  }
  try {
    if (!manifest) {
      throw new Error('bad manifest');
    }
    // The index address carries its content hash: the browser may keep it as long as it likes.
    const response = await fetch(manifest.index);
    const data: unknown = await response.json();
    const arrivedAt = now();
    const documents = parseIndexFile(data);
    if (!documents) {
      throw new Error('bad index');
    }
    const started = performance.now();
    search = prepareSearch(documents);
    scope.postMessage({type: 'ready', arrivedAt, records: documents.length, buildMs: performance.now() - started});
    if (pending) {
      answer(pending.id, pending.request, search);
      pending = null;
    }
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
  } else if (search) {
    answer(message.id, message.request, search);
  } else {
    pending = {id: message.id, request: message.request};
  }
});
