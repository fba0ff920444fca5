/**
 * The page's side of the search worker: one worker per page, started on first use (hover or
 * focus of the search button, the shortcut) and kept for later searches of the same index. A
 * move into a version snapshot or out of it asks for another index: that one gets a new worker,
 * and the old one is ended, so a page never holds two indexes in memory.
 */
import type {SearchAnswer, SearchRequest} from '../../utils/search/engine';
import type {FromWorker, ToWorker} from '../../utils/search/protocol';
import {FIRST_ANSWER_MEASURE} from '../../constants/search';

/** `partial`: titles, headings and props are searchable; `ready`: the text too. */
export type SearchStatus = 'loading' | 'partial' | 'ready' | 'not-built' | 'failed';

type Listener = (status: SearchStatus) => void;

interface Client {
  readonly worker: Worker;
  /** The manifest of the index this worker searches. */
  readonly manifest: string;
  status: SearchStatus;
  arrivedAt: number | null;
  /** Epoch ms of the first query sent. */
  firstQueryAt: number | null;
  measured: boolean;
  nextId: number;
  readonly listeners: Set<Listener>;
  readonly waiting: Map<number, (answer: SearchAnswer) => void>;
}

let client: Client | null = null;

function post(target: Client, message: ToWorker): void {
  target.worker.postMessage(message);
}

function setStatus(target: Client, status: SearchStatus): void {
  target.status = status;
  target.listeners.forEach((listener) => listener(status));
}

/**
 * Starts the worker and the index download once per index; later calls for the same manifest
 * return the same client.
 */
export function startSearch(manifest: string): Client {
  if (client?.manifest === manifest) {
    return client;
  }
  // Its pending queries are for the other version's pages: the dialog asks the new client again.
  client?.worker.terminate();
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url));
  const started: Client = {worker, manifest, status: 'loading', arrivedAt: null, firstQueryAt: null, measured: false, nextId: 0, listeners: new Set(), waiting: new Map()};
  worker.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    switch (message.type) {
      case 'partial':
        started.arrivedAt = message.arrivedAt;
        setStatus(started, 'partial');
        break;
      case 'ready':
        setStatus(started, 'ready');
        break;
      case 'unavailable':
        setStatus(started, message.reason);
        break;
      case 'answer':
        started.waiting.get(message.id)?.(message.answer);
        started.waiting.delete(message.id);
        break;
    }
  });
  worker.addEventListener('error', () => setStatus(started, 'failed'));
  post(started, {type: 'load', manifest});
  client = started;
  return started;
}

export function subscribe(target: Client, listener: Listener): () => void {
  target.listeners.add(listener);
  return () => target.listeners.delete(listener);
}

/** Resolves with the answer; an older query still in flight is dropped by the caller's id check. */
export function query(target: Client, request: SearchRequest): Promise<SearchAnswer> {
  target.nextId += 1;
  target.firstQueryAt ??= performance.timeOrigin + performance.now();
  const id = target.nextId;
  return new Promise((resolve) => {
    target.waiting.set(id, resolve);
    post(target, {type: 'search', id, request});
  });
}

/**
 * Records, once per page, the time from the index arriving (or the first query, if the reader
 * typed it later) to the first answer on screen (`performance.measure`, read by the browser test
 * and the benchmark): what the reader waits for once the bytes are in.
 */
export function markFirstAnswer(target: Client): void {
  if (target.measured || target.arrivedAt === null) {
    return;
  }
  target.measured = true;
  const start = Math.max(target.arrivedAt, target.firstQueryAt ?? 0) - performance.timeOrigin;
  performance.measure(FIRST_ANSWER_MEASURE, {start, end: Math.max(start, performance.now())});
}

export type {Client as SearchClient};
