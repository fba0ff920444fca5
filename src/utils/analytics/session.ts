/**
 * One page load's analytics (issue 6, items 1–5 and 7): the gtag bootstrap, page views, user
 * properties, click events and web vitals. The client module passes the browser in; tests pass
 * jsdom with fake timers. The decisions are the pure functions next to this file; this module
 * only connects them to browser events.
 *
 * Analytics must never break the page: every handler is guarded and errors are dropped on
 * purpose (a console error would also fail the browser tests' console gate).
 */
import type * as WebVitals from 'web-vitals';
import {ANALYTICS_EVENTS, FORCE_WEB_VITALS, PAGE_VIEW_TIMING, SAMPLING, tagLibraryUrl} from '../../constants/analytics';
import {CODE_VARIANT_CHANGE_EVENT, type CodeVariant} from '../../constants/code';
import {PREFERS_DARK_QUERY, STORAGE_KEYS} from '../../constants/colorMode';
import {initialCodeVariant} from '../codePreferences';
import {callGtag, installGtag, type GtagBootstrapWindow} from '../gtag';
import {pathnameToLanguage} from '../paths';
import {clickEventFromTarget} from './clickEvent';
import {codeVariantFromEventDetail, parseCodeVariantCookie} from './codeVariant';
import {pageViewPayload, shouldSendPageView} from './pageView';
import {isWebVitalsForced, sampleSession} from './sampling';
import {colorSchemeInUse, resolutionQuery, userProperties, userPropertiesChanged, type UserProperties} from './userProperties';
import {webVitalPayload, type WebVitalMetric} from './webVitals';

/** Infima's attribute on `<html>` holding the palette mode in use (written by the colour mode). */
const PALETTE_MODE_ATTRIBUTE = 'data-theme';

export type WebVitalsApi = Pick<typeof WebVitals, 'onCLS' | 'onINP' | 'onLCP' | 'onFCP' | 'onTTFB'>;

export type AnalyticsWindow = Window & GtagBootstrapWindow;

export interface AnalyticsEnvironment {
  readonly win: AnalyticsWindow;
  readonly measurementId: string;
  /** A draw in [0, 1): `Math.random` in the browser. */
  readonly random: () => number;
  /** Only called for sampled sessions, so the others never download the library. */
  readonly loadWebVitals: () => Promise<WebVitalsApi>;
}

export interface AnalyticsSession {
  /** Call after every route update, the first render included, with the new path. */
  readonly onRouteDidUpdate: (pathname: string) => void;
  /** Removes every listener and pending timer (tests, hot reload). */
  readonly stop: () => void;
}

function guarded<Args extends unknown[]>(handler: (...args: Args) => void): (...args: Args) => void {
  return (...args) => {
    try {
      handler(...args);
    } catch {
      // Dropped on purpose: see the file comment.
    }
  };
}

export function startAnalytics({win, measurementId, random, loadWebVitals}: AnalyticsEnvironment): AnalyticsSession {
  const doc = win.document;
  const cleanups: (() => void)[] = [];

  function listen(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): void {
    const safeHandler = guarded(handler);
    target.addEventListener(type, safeHandler, options);
    cleanups.push(() => target.removeEventListener(type, safeHandler, options));
  }

  function readStorage(key: string): string | null {
    try {
      return win.localStorage.getItem(key);
    } catch {
      // Storage can be disabled (privacy mode, sandboxed frames).
      return null;
    }
  }

  function documentCookie(): string {
    try {
      return doc.cookie;
    } catch {
      // Sandboxed documents throw on cookie access.
      return '';
    }
  }

  function mediaQuery(query: string): MediaQueryList | null {
    return typeof win.matchMedia === 'function' ? win.matchMedia(query) : null;
  }

  // 1. The tag: queue first, then the library, which takes the queue over when it arrives.
  // Page views are sent by hand (below), so the automatic one is off.
  installGtag(win);
  callGtag(win, 'js', new Date());
  callGtag(win, 'config', measurementId, {send_page_view: false});
  guarded(() => {
    const src = tagLibraryUrl(measurementId);
    if (doc.querySelector(`script[src="${src}"]`) === null) {
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      // A blocked library only means the queue is never read: nothing to handle.
      doc.head.appendChild(script);
    }
  })();

  // 2. User properties: recomputed on every signal, sent only when something changed.
  const prefersDark = mediaQuery(PREFERS_DARK_QUERY);
  let currentPathname = win.location.pathname;
  // What the reader sees: the code-preferences store starts from the same hash and cookie.
  let codeVariant: CodeVariant = initialCodeVariant(win.location.hash, documentCookie());
  let sentProperties: UserProperties | null = null;

  const refreshUserProperties = guarded(() => {
    const osDark = prefersDark?.matches ?? false;
    const next = userProperties({
      codeVariant,
      userLanguage: pathnameToLanguage(currentPathname).userLanguage,
      devicePixelRatio: win.devicePixelRatio,
      colorSchemeOS: osDark ? 'dark' : 'light',
      colorScheme: colorSchemeInUse(doc.documentElement.getAttribute(PALETTE_MODE_ATTRIBUTE), readStorage(STORAGE_KEYS.mode), osDark),
    });
    if (userPropertiesChanged(sentProperties, next) && callGtag(win, 'set', 'user_properties', next)) {
      sentProperties = next;
    }
  });

  if (prefersDark !== null) {
    listen(prefersDark, 'change', refreshUserProperties);
  }

  // The resolution query only reports leaving the current ratio, so each change re-arms it.
  function watchPixelRatio(): void {
    const query = mediaQuery(resolutionQuery(win.devicePixelRatio));
    if (query !== null) {
      listen(query, 'change', () => {
        refreshUserProperties();
        watchPixelRatio();
      }, {once: true});
    }
  }
  watchPixelRatio();

  // Another tab changed the mode (`null` key: storage cleared). Same-tab changes show up as the
  // attribute change below; both may fire for one change, and the second sends nothing.
  listen(win, 'storage', (event) => {
    const {key} = event as StorageEvent;
    if (key === STORAGE_KEYS.mode || key === null) {
      refreshUserProperties();
    }
  });
  guarded(() => {
    const observer = new MutationObserver(refreshUserProperties);
    observer.observe(doc.documentElement, {attributes: true, attributeFilter: [PALETTE_MODE_ATTRIBUTE]});
    cleanups.push(() => observer.disconnect());
  })();

  // Dispatched on the document by the code-preferences store after it wrote the cookie.
  listen(doc, CODE_VARIANT_CHANGE_EVENT, (event) => {
    const announced = codeVariantFromEventDetail('detail' in event ? event.detail : undefined);
    codeVariant = announced ?? parseCodeVariantCookie(documentCookie());
    refreshUserProperties();
  });

  refreshUserProperties();

  // 3. Click events. Capture phase: the target is still attached to its ancestors even when a
  // click handler re-renders or stops propagation.
  listen(doc, 'click', (event) => {
    const args = clickEventFromTarget(event.target, random());
    if (args !== null) {
      callGtag(win, ...args);
    }
  }, {capture: true, passive: true});

  // 4. Web vitals: the whole session reports, or none of it does.
  guarded(() => {
    const forced = isWebVitalsForced(readStorage(FORCE_WEB_VITALS.storageKey));
    if (forced || sampleSession(random(), SAMPLING.webVitalsSessionRate)) {
      const report = guarded((metric: WebVitalMetric) => {
        callGtag(win, ...webVitalPayload(metric));
      });
      void loadWebVitals()
        .then(({onCLS, onINP, onLCP, onFCP, onTTFB}) => {
          for (const subscribe of [onCLS, onINP, onLCP, onFCP, onTTFB]) {
            subscribe(report);
          }
        })
        .catch(() => {
          // The chunk failed to load (offline, blocked): no metrics this session.
        });
    }
  })();

  // 5. Page views: one per new path, once the new page's title is in place.
  let lastPathname: string | null = null;
  let cancelPendingPageView = (): void => {};
  cleanups.push(() => cancelPendingPageView());

  /**
   * Runs `callback` once the new page's title is written. react-helmet-async writes it in an
   * animation frame, so a bare `setTimeout` (plugin-google-gtag's fix for
   * facebook/docusaurus#7420) can still fire first and report the previous title. The first page
   * has its title from the server HTML. Hidden tabs run no frames: the fallback timer keeps the
   * page view (possibly with the old title) rather than lose it.
   */
  function afterTitleUpdate(firstPage: boolean, callback: () => void): () => void {
    let done = false;
    const timers: number[] = [];
    let frame: number | null = null;
    const run = (): void => {
      if (!done) {
        done = true;
        callback();
      }
    };
    if (firstPage || typeof win.requestAnimationFrame !== 'function') {
      timers.push(win.setTimeout(run, 0));
    } else {
      frame = win.requestAnimationFrame(() => {
        timers.push(win.setTimeout(run, 0));
      });
      timers.push(win.setTimeout(run, PAGE_VIEW_TIMING.titleFallbackMs));
    }
    return () => {
      done = true;
      timers.forEach((timer) => win.clearTimeout(timer));
      if (frame !== null) {
        win.cancelAnimationFrame(frame);
      }
    };
  }

  const onRouteDidUpdate = guarded((pathname: string) => {
    currentPathname = pathname;
    refreshUserProperties();
    if (!shouldSendPageView(lastPathname, pathname)) {
      return;
    }
    const firstPage = lastPathname === null;
    lastPathname = pathname;
    // A page left before its view was sent does not get one: its title is already gone.
    cancelPendingPageView();
    cancelPendingPageView = afterTitleUpdate(firstPage, guarded(() => {
      callGtag(win, 'event', ANALYTICS_EVENTS.pageView, pageViewPayload({title: doc.title, pathname}));
    }));
  });

  return {
    onRouteDidUpdate,
    stop: () => {
      cleanups.splice(0).forEach((cleanup) => cleanup());
    },
  };
}
