import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {DrawnDemoHtml} from '../drawnDemoHtml';
import {isDrawnDemoHtml, type DrawnDemosReply, type DrawnDemosRequest} from '../drawnDemosReader';

/** A dedicated worker that records what it is asked and answers when the test says. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  readonly asked: DrawnDemosRequest[] = [];
  terminated = false;
  constructor(readonly url: URL) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(request: DrawnDemosRequest): void {
    this.asked.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(reply: DrawnDemosReply): void {
    this.dispatchEvent(new MessageEvent('message', {data: reply}));
  }
}

const DRAWN: DrawnDemoHtml = {parts: new Map([['basic', '<b>Go</b>']]), styles: [], stylesThrough: new Map([['basic', 0]])};

/** The module afresh: its worker is started once per page. */
async function reader(): Promise<typeof import('../drawnDemosReader')> {
  vi.resetModules();
  return import('../drawnDemosReader');
}

beforeEach(() => {
  FakeWorker.started = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readDrawnDemos', () => {
  it('reads on one worker, started by the first call; each answer goes to its own request', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const fetchHere = vi.fn();
    vi.stubGlobal('fetch', fetchHere);
    const {readDrawnDemos} = await reader();
    const first = readDrawnDemos('/material-ui/react-one');
    const second = readDrawnDemos('/material-ui/react-two');
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker?.url.pathname).toMatch(/\/workers\/drawnDemos\.ts$/);
    expect(worker?.asked).toEqual([
      {id: 1, pathname: '/material-ui/react-one'},
      {id: 2, pathname: '/material-ui/react-two'},
    ]);
    worker?.reply({id: 2, drawn: null});
    worker?.reply({id: 1, drawn: DRAWN});
    await expect(first).resolves.toBe(DRAWN);
    await expect(second).resolves.toBeNull();
    expect(fetchHere).not.toHaveBeenCalled();
  });

  it('starts the worker ahead, once; a read uses the worker started', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const {readDrawnDemos, startDrawnDemosReader} = await reader();
    startDrawnDemosReader();
    startDrawnDemosReader();
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.asked).toEqual([]);
    void readDrawnDemos('/material-ui/react-one');
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.asked).toEqual([{id: 1, pathname: '/material-ui/react-one'}]);
  });

  it('rejects with the worker\'s reason when its fetch fails', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const {readDrawnDemos} = await reader();
    const read = readDrawnDemos('/material-ui/react-offline');
    FakeWorker.started[0]?.reply({id: 1, failed: 'Failed to fetch'});
    await expect(read).rejects.toThrow('Failed to fetch');
  });

  // error: the script did not load or threw; messageerror: an answer the page could not receive.
  it.each(['error', 'messageerror'])('fetches on the page\'s thread, from then on, after its worker\'s %s; what was asked is fetched too', async (failure) => {
    vi.stubGlobal('Worker', FakeWorker);
    const response = new Response('<p>page</p>', {headers: {'content-type': 'text/html'}});
    const fetchHere = vi.fn(() => Promise.resolve(response));
    vi.stubGlobal('fetch', fetchHere);
    const {readDrawnDemos} = await reader();
    const asked = readDrawnDemos('/material-ui/react-one');
    const [worker] = FakeWorker.started;
    worker?.dispatchEvent(new Event(failure));
    await expect(asked).resolves.toBe(response);
    expect(worker?.terminated).toBe(true);
    await expect(readDrawnDemos('/material-ui/react-two')).resolves.toBe(response);
    expect(FakeWorker.started).toHaveLength(1);
    expect(fetchHere.mock.calls).toEqual([
      ['/material-ui/react-one', {credentials: 'same-origin'}],
      ['/material-ui/react-two', {credentials: 'same-origin'}],
    ]);
  });

  it.each<[string, unknown]>([
    ['no Worker', undefined],
    [
      'a Worker that cannot start',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    ],
  ])('fetches on the page\'s thread with %s', async (_name, worker) => {
    vi.stubGlobal('Worker', worker);
    const response = new Response('');
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(response)));
    const {readDrawnDemos} = await reader();
    await expect(readDrawnDemos('/material-ui/react-one')).resolves.toBe(response);
  });
});

describe('isDrawnDemoHtml', () => {
  it.each<[string, unknown, boolean]>([
    ['demos read by the worker', structuredClone(DRAWN), true],
    ['nothing read', null, false],
    ['a response', new Response(''), false],
    ['parts that are not a map', {parts: {}, styles: [], stylesThrough: new Map()}, false],
    ['no counts', {parts: new Map(), styles: []}, false],
  ])('%s', (_name, value, expected) => {
    expect(isDrawnDemoHtml(value)).toBe(expected);
  });
});
