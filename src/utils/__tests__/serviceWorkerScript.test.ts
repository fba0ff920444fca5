/**
 * Runs the docs' worker rules (src/serviceWorker/docsRoutes.mjs, compiled into plugin-pwa's worker)
 * in a fake worker scope. The plugin's own parts (precaching, skip waiting) run in the browser
 * test (src/__tests__/siteCopy.build.test.ts).
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import docsRoutes, {ASSETS_CACHE, PAGES_CACHE} from '../../serviceWorker/docsRoutes.mjs';

const ORIGIN = 'https://docs.test';

interface FakeResponse {
  readonly body: string;
  readonly ok: boolean;
  readonly status: number;
  readonly type: string;
  readonly redirected: boolean;
  clone(): FakeResponse;
}

function response(body: string, init: Partial<Omit<FakeResponse, 'body' | 'clone'>> = {}): FakeResponse {
  const status = init.status ?? 200;
  const fields = {body, status, ok: init.ok ?? (status >= 200 && status < 300), type: init.type ?? 'basic', redirected: init.redirected ?? false};
  return {...fields, clone: () => response(body, fields)};
}

interface FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
  readonly headers: Headers;
}

function request(url: string, init: {method?: string; mode?: string; headers?: Record<string, string>} = {}): FakeRequest {
  return {url: new URL(url, ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'no-cors', headers: new Headers(init.headers)};
}

const page = (url: string): FakeRequest => request(url, {mode: 'navigate', headers: {accept: 'text/html'}});

class FakeCache {
  readonly entries = new Map<string, FakeResponse>();

  match(req: FakeRequest | string, options: {ignoreSearch?: boolean} = {}): Promise<FakeResponse | undefined> {
    const url = typeof req === 'string' ? req : req.url;
    const strip = (value: string): string => (options.ignoreSearch ? value.replace(/\?.*$/, '') : value);
    const key = [...this.entries.keys()].find((candidate) => strip(candidate) === strip(url));
    return Promise.resolve(key === undefined ? undefined : this.entries.get(key));
  }

  put(req: FakeRequest, res: FakeResponse): Promise<void> {
    this.entries.delete(req.url);
    this.entries.set(req.url, res);
    return Promise.resolve();
  }

  keys(): Promise<{url: string}[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => ({url})));
  }

  delete(key: {url: string}): Promise<boolean> {
    return Promise.resolve(this.entries.delete(key.url));
  }
}

class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  open(name: string): Promise<FakeCache> {
    const cache = this.caches.get(name) ?? new FakeCache();
    this.caches.set(name, cache);
    return Promise.resolve(cache);
  }

  keys(): Promise<string[]> {
    return Promise.resolve([...this.caches.keys()]);
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }

  async match(req: FakeRequest): Promise<FakeResponse | undefined> {
    for (const cache of this.caches.values()) {
      const found = await cache.match(req);
      if (found) {
        return found;
      }
    }
    return undefined;
  }
}

type Listener = (event: unknown) => void;

let listeners: Map<string, Listener>;
let storage: FakeCacheStorage;
let network: ReturnType<typeof vi.fn<(req: FakeRequest) => Promise<FakeResponse>>>;

beforeEach(() => {
  listeners = new Map();
  storage = new FakeCacheStorage();
  network = vi.fn<(req: FakeRequest) => Promise<FakeResponse>>();
  vi.stubGlobal('self', {
    location: new URL('/sw.js', ORIGIN),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', network);
  docsRoutes();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Dispatches a fetch event; returns the response promise, or null when the worker passed (and
 * left the request to the next listener, plugin-pwa's).
 */
async function dispatchFetch(req: FakeRequest): Promise<{response: FakeResponse | null}> {
  let responded: Promise<FakeResponse> | null = null;
  let stopped = false;
  const pending: Promise<unknown>[] = [];
  listeners.get('fetch')?.({
    request: req,
    respondWith: (value: Promise<FakeResponse>) => {
      responded = value;
    },
    stopImmediatePropagation: () => {
      stopped = true;
    },
    waitUntil: (value: Promise<unknown>) => pending.push(value),
  });
  // Answering and stopping go together: plugin-pwa's listener must not answer twice.
  expect(stopped).toBe(responded !== null);
  if (responded === null) {
    return {response: null};
  }
  const result = await (responded as Promise<FakeResponse>);
  await Promise.all(pending);
  return {response: result};
}

async function cached(cacheName: string, url: string): Promise<string | undefined> {
  return (await storage.caches.get(cacheName)?.match(request(url)))?.body;
}

describe('pages: network first, never stale', () => {
  it('answers from the network and keeps a copy', async () => {
    network.mockResolvedValue(response('<html>new</html>'));
    const {response: res} = await dispatchFetch(page('/material-ui/react-button'));
    expect(res?.body).toBe('<html>new</html>');
    expect(await cached(PAGES_CACHE, '/material-ui/react-button')).toBe('<html>new</html>');
  });

  it('prefers a new deploy over the kept copy', async () => {
    network.mockResolvedValueOnce(response('<html>old</html>')).mockResolvedValueOnce(response('<html>new</html>'));
    await dispatchFetch(page('/material-ui'));
    const {response: res} = await dispatchFetch(page('/material-ui'));
    expect(res?.body).toBe('<html>new</html>');
  });

  it.each([
    ['a server error', response('oops', {status: 500})],
    ['a not-found page', response('404', {status: 404})],
  ])('passes %s through instead of the kept copy', async (_name, failure) => {
    network.mockResolvedValueOnce(response('<html>old</html>')).mockResolvedValueOnce(failure);
    await dispatchFetch(page('/material-ui'));
    const {response: res} = await dispatchFetch(page('/material-ui'));
    expect(res?.status).toBe(failure.status);
    expect(await cached(PAGES_CACHE, '/material-ui')).toBe('<html>old</html>');
  });

  it('falls back to the kept copy only when offline', async () => {
    network.mockResolvedValueOnce(response('<html>kept</html>')).mockRejectedValue(new TypeError('Failed to fetch'));
    await dispatchFetch(page('/joy-ui'));
    expect((await dispatchFetch(page('/joy-ui?utm=x'))).response?.body).toBe('<html>kept</html>');
    await expect(dispatchFetch(page('/system'))).rejects.toThrow('Failed to fetch');
  });

  it('treats a request accepting HTML as a page', async () => {
    network.mockResolvedValue(response('<html>x</html>'));
    const {response: res} = await dispatchFetch(request('/material-ui', {headers: {accept: 'text/html,*/*'}}));
    expect(res?.body).toBe('<html>x</html>');
  });

  it.each([
    ['redirected', response('<html>r</html>', {redirected: true})],
    ['opaque', response('', {type: 'opaqueredirect', ok: false, status: 0})],
  ])('does not keep a %s response', async (_name, res) => {
    network.mockResolvedValue(res);
    await dispatchFetch(page('/material-ui'));
    expect(await cached(PAGES_CACHE, '/material-ui')).toBeUndefined();
  });

  it('keeps at most 50 pages, dropping the oldest', async () => {
    network.mockImplementation((req) => Promise.resolve(response(req.url)));
    for (let index = 0; index < 52; index += 1) {
      await dispatchFetch(page(`/page-${index}`));
    }
    const kept = storage.caches.get(PAGES_CACHE)?.entries;
    expect(kept?.size).toBe(50);
    expect(kept?.has(`${ORIGIN}/page-0`)).toBe(false);
    expect(kept?.has(`${ORIGIN}/page-51`)).toBe(true);
  });
});

describe('hashed assets: cache first', () => {
  it('answers from the precache without the network', async () => {
    const precache = await storage.open('workbox-precache-v2-https://docs.test/');
    await precache.put(request('/assets/js/main.3f9a2c1b.js'), response('precached'));
    expect((await dispatchFetch(request('/assets/js/main.3f9a2c1b.js'))).response?.body).toBe('precached');
    expect(network).not.toHaveBeenCalled();
  });

  it.each(['/assets/js/main.3f9a2c1b.js', '/assets/css/styles.e5b6e7f9.css', '/assets/js/runtime~main.0a1b2c3d4e.js', '/assets/images/logo-8c1f0e2a9b.png'])(
    '%s is fetched once',
    async (url) => {
      network.mockResolvedValue(response('asset'));
      await dispatchFetch(request(url));
      const {response: res} = await dispatchFetch(request(url));
      expect(res?.body).toBe('asset');
      expect(network).toHaveBeenCalledTimes(1);
    },
  );
});

describe('everything else goes to the network untouched', () => {
  it.each([
    ['an unhashed asset', request('/assets/js/unhashed.js')],
    ['a static file', request('/img/logo.svg')],
    ['the sitemap', request('/sitemap.xml')],
    ['another origin', request('https://www.googletagmanager.com/gtag/js?id=G-X', {mode: 'navigate'})],
    ['a POST', request('/material-ui', {method: 'POST', mode: 'navigate'})],
    ['a range request', request('/assets/media/video.0a1b2c3d4e.mp4', {headers: {range: 'bytes=0-'}})],
  ])('%s', async (_name, req) => {
    expect((await dispatchFetch(req)).response).toBeNull();
    expect(network).not.toHaveBeenCalled();
  });
});

describe('lifecycle', () => {
  it('deletes its own old caches on activate, and nothing else', async () => {
    for (const name of ['docs-pages-v1', 'docs-assets-v1', PAGES_CACHE, ASSETS_CACHE, 'workbox-precache-v2-x']) {
      await storage.open(name);
    }
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('activate')?.({waitUntil: (value: Promise<unknown>) => (done = value)});
    await done;
    expect([...storage.caches.keys()]).toEqual([PAGES_CACHE, ASSETS_CACHE, 'workbox-precache-v2-x']);
  });
});
