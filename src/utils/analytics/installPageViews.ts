/**
 * Page views: automatic page views are off, so these are the only ones. One per new path (hash
 * and query changes do not count), sent once the new page's title is in place.
 */
import {ANALYTICS_EVENTS, PAGE_VIEW_TIMING} from '../../constants/analytics';
import {callGtag} from '../gtag';
import {guarded, type AnalyticsWindow, type Cleanup, type RouteUpdates} from './installer';
import {pageViewPayload, shouldSendPageView} from './pageView';

/**
 * Runs `callback` once the new page's title is written; returns the cancel. react-helmet-async
 * writes the title in an animation frame it requests while rendering, so a bare `setTimeout`
 * (plugin-google-gtag's fix for https://github.com/facebook/docusaurus/issues/7420) can still
 * fire first and report the previous title. The first page waits for that frame too: Docusaurus
 * hydrates in a transition, rendered in slices with frames between them, and at each frame the
 * library writes the title of the `<Head>`s rendered so far, so the site's bare title ("MUI
 * Docs") stands for a frame or two before the page's own ("Installation | MUI Docs"). Hidden
 * tabs run no frames (and the library writes nothing there, so the server's title stays): the
 * fallback timer keeps the page view rather than lose it.
 */
function afterTitleUpdate(win: Window, callback: () => void): Cleanup {
  let done = false;
  const timers: number[] = [];
  let frame: number | null = null;
  const run = (): void => {
    if (!done) {
      done = true;
      callback();
    }
  };
  if (typeof win.requestAnimationFrame !== 'function') {
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

export function installPageViews(win: AnalyticsWindow, routes: RouteUpdates): Cleanup {
  let lastPathname: string | null = null;
  let cancelPendingPageView: Cleanup = () => {};

  const unsubscribe = routes.subscribe((pathname) => {
    if (!shouldSendPageView(lastPathname, pathname)) {
      return;
    }
    lastPathname = pathname;
    // A page left before its view was sent does not get one: its title is already gone.
    cancelPendingPageView();
    cancelPendingPageView = afterTitleUpdate(win, guarded(() => {
      callGtag(win, 'event', ANALYTICS_EVENTS.pageView, pageViewPayload({title: win.document.title, pathname}));
    }));
  });

  return () => {
    unsubscribe();
    cancelPendingPageView();
  };
}
