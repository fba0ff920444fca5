/*
 * The docs' rules inside the service worker that @docusaurus/plugin-pwa builds (its `swCustom`).
 * The plugin's worker brings Workbox precaching of the hashed assets (for an installed app, see
 * src/clientModules/serviceWorker.ts) and skip-waiting on the page's message; this module adds
 * what the plugin's own fetch handler gets wrong for docs:
 *
 * - Pages (navigations and HTML requests): network first. A kept copy answers only when the
 *   network fails, so a deploy is never hidden behind a stale page
 *   (https://github.com/mui/material-ui/issues/36808: a cache-first worker kept old HTML that
 *   pointed at deleted assets). Any HTTP answer of the server, errors included, wins.
 * - Content-hashed files under /assets/: cache first, from the precache or from the copies kept
 *   as pages load them. A hash names one content forever.
 * - Anything else is left to the plugin's handler (precached images and fonts of an installed
 *   app) or to the network.
 *
 * Listeners are added before the plugin's (it runs this module first); a request handled here
 * stops there, so the plugin's handler never answers it a second time.
 * Bump CACHE_VERSION when the cache layout changes: activation deletes the older caches.
 * Tests: src/utils/__tests__/serviceWorkerScript.test.ts.
 */

export const CACHE_PREFIX = 'docs-';
const CACHE_VERSION = 'v2';
export const PAGES_CACHE = `${CACHE_PREFIX}pages-${CACHE_VERSION}`;
export const ASSETS_CACHE = `${CACHE_PREFIX}assets-${CACHE_VERSION}`;
const CURRENT_CACHES = [PAGES_CACHE, ASSETS_CACHE];
// Bounds, oldest entries dropped first: each deploy adds new hashed assets, and a reader who
// reads many pages should not fill their disk.
export const MAX_PAGES = 50;
export const MAX_ASSETS = 300;
// Docusaurus names every emitted asset `<name>.<hash>.<ext>` (js, css) or `<name>-<hash>.<ext>`.
export const HASHED_ASSET = /^\/assets\/.*[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function isPageRequest(request) {
  return request.mode === 'navigate' || (request.headers.get('accept') || '').includes('text/html');
}

/** Only complete, same-origin, unredirected successes are worth keeping. */
function isCacheable(response) {
  // A redirected response must not answer a navigation later (browsers reject it).
  return response.ok && response.type === 'basic' && !response.redirected;
}

async function store(cacheName, maxEntries, request, response) {
  try {
    const cache = await caches.open(cacheName);
    await cache.put(request, response);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)));
  } catch {
    // Quota exceeded or storage disabled: the response was still served.
  }
}

async function networkFirst(event) {
  const {request} = event;
  try {
    const response = await fetch(request);
    if (isCacheable(response)) {
      event.waitUntil(store(PAGES_CACHE, MAX_PAGES, request, response.clone()));
    }
    return response;
  } catch (error) {
    // Offline: the last copy of this page is better than the browser's error page.
    const cache = await caches.open(PAGES_CACHE);
    const kept = await cache.match(request, {ignoreSearch: true});
    if (kept) {
      return kept;
    }
    throw error;
  }
}

async function cacheFirst(event) {
  const {request} = event;
  // Any cache: the precache (kept under the file's own URL, see dontCacheBustURLsMatching in
  // docusaurus.config.ts) or this module's.
  const kept = await caches.match(request).catch(() => undefined);
  if (kept) {
    return kept;
  }
  const response = await fetch(request);
  if (isCacheable(response)) {
    event.waitUntil(store(ASSETS_CACHE, MAX_ASSETS, request, response.clone()));
  }
  return response;
}

export default function docsRoutes() {
  self.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET' || request.headers.has('range')) {
      return;
    }
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) {
      return;
    }
    if (isPageRequest(request)) {
      event.respondWith(networkFirst(event));
      event.stopImmediatePropagation();
    } else if (HASHED_ASSET.test(url.pathname)) {
      event.respondWith(cacheFirst(event));
      event.stopImmediatePropagation();
    }
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !CURRENT_CACHES.includes(name)).map((name) => caches.delete(name))),
        ),
    );
  });
}
