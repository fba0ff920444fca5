/*
 * Docs service worker, hand-written and served as-is from /sw.js.
 *
 * It must never serve a stale page after a deploy (https://github.com/mui/material-ui/issues/36808:
 * mui.com's cache-first worker kept old HTML pointing at deleted assets, and had to be replaced
 * by a no-op one). So:
 *
 * - Pages (navigations and HTML requests): network first. The cache is only an offline
 *   fallback; a slow or failing server (any HTTP status) is answered by the server.
 * - Content-hashed files under /assets/: cache first. A hash names one content forever.
 * - Everything else: not touched; the browser fetches it as if there were no worker.
 *
 * Updates: the page posts {type: 'SKIP_WAITING'} to a waiting worker and reloads once it is
 * active (src/clientModules/serviceWorker.ts). No clients.claim(): a first visit stays
 * uncontrolled, so the page never sees a controller it did not ask for.
 *
 * Changing this file? Bump CACHE_VERSION when the cache layout changes; activation then deletes
 * the old caches. Tests: src/utils/__tests__/serviceWorkerScript.test.ts runs this file.
 */
'use strict';

var CACHE_PREFIX = 'docs-';
var CACHE_VERSION = 'v1';
var PAGES_CACHE = CACHE_PREFIX + 'pages-' + CACHE_VERSION;
var ASSETS_CACHE = CACHE_PREFIX + 'assets-' + CACHE_VERSION;
var CURRENT_CACHES = [PAGES_CACHE, ASSETS_CACHE];
// Bounds, oldest entries dropped first: each deploy adds new hashed assets, and a visitor who
// reads many pages should not fill their disk.
var MAX_PAGES = 50;
var MAX_ASSETS = 300;
// Docusaurus names every emitted asset `<name>.<hash>.<ext>` (js, css) or `<name>-<hash>.<ext>`.
var HASHED_ASSET = /^\/assets\/.*[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
var SKIP_WAITING = 'SKIP_WAITING';

function isPageRequest(request) {
  if (request.mode === 'navigate') {
    return true;
  }
  var accept = request.headers.get('accept') || '';
  return accept.indexOf('text/html') !== -1;
}

/** Only complete, same-origin, unredirected successes are worth keeping. */
function isCacheable(response) {
  // A redirected response must not answer a navigation later (browsers reject it).
  return response.ok && response.type === 'basic' && !response.redirected;
}

function trimCache(cache, maxEntries) {
  return cache.keys().then(function (keys) {
    var excess = keys.slice(0, Math.max(0, keys.length - maxEntries));
    return Promise.all(
      excess.map(function (key) {
        return cache.delete(key);
      }),
    );
  });
}

function store(cacheName, maxEntries, request, response) {
  return caches
    .open(cacheName)
    .then(function (cache) {
      return cache.put(request, response).then(function () {
        return trimCache(cache, maxEntries);
      });
    })
    .catch(function () {
      // Quota exceeded or storage disabled: the response was still served.
    });
}

function networkFirst(event) {
  var request = event.request;
  return fetch(request).then(
    function (response) {
      if (isCacheable(response)) {
        event.waitUntil(store(PAGES_CACHE, MAX_PAGES, request, response.clone()));
      }
      return response;
    },
    function (error) {
      // Offline: the last copy of this page is better than the browser's error page.
      return caches
        .open(PAGES_CACHE)
        .then(function (cache) {
          return cache.match(request, {ignoreSearch: true});
        })
        .then(function (cached) {
          if (cached) {
            return cached;
          }
          throw error;
        });
    },
  );
}

function cacheFirst(event) {
  var request = event.request;
  return caches
    .open(ASSETS_CACHE)
    .then(function (cache) {
      return cache.match(request);
    })
    .catch(function () {
      return undefined;
    })
    .then(function (cached) {
      if (cached) {
        return cached;
      }
      return fetch(request).then(function (response) {
        if (isCacheable(response)) {
          event.waitUntil(store(ASSETS_CACHE, MAX_ASSETS, request, response.clone()));
        }
        return response;
      });
    });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET' || request.headers.has('range')) {
    return;
  }
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    return;
  }
  if (isPageRequest(request)) {
    event.respondWith(networkFirst(event));
  } else if (HASHED_ASSET.test(url.pathname)) {
    event.respondWith(cacheFirst(event));
  }
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(
        names
          .filter(function (name) {
            return name.indexOf(CACHE_PREFIX) === 0 && CURRENT_CACHES.indexOf(name) === -1;
          })
          .map(function (name) {
            return caches.delete(name);
          }),
      );
    }),
  );
});

self.addEventListener('message', function (event) {
  if (event.data && event.data.type === SKIP_WAITING) {
    self.skipWaiting();
  }
});
