// @vitest-environment jsdom
/** Page views on their own: timing against the title update, and what the cleanup cancels. */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createRouteUpdates, type AnalyticsWindow, type RouteUpdates} from '../installer';
import {installPageViews} from '../installPageViews';

const win = window as AnalyticsWindow;
let routes: RouteUpdates;
let sent: unknown[][];
const cleanups: (() => void)[] = [];

/** Installs for one test; `afterEach` cleans up whatever the test did not. */
function install(): () => void {
  const cleanup = installPageViews(win, routes);
  cleanups.push(cleanup);
  return cleanup;
}

beforeEach(() => {
  vi.useFakeTimers();
  routes = createRouteUpdates();
  sent = [];
  win.gtag = (...args: unknown[]) => {
    sent.push(args);
  };
  document.title = 'Home';
});

afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  delete win.gtag;
  vi.useRealTimers();
});

function sentPaths(): unknown[] {
  return sent.map((call) => (call[2] as {page_location: string}).page_location);
}

describe('installPageViews', () => {
  it('sends the first page after the next frame, with the title that frame wrote', () => {
    install();
    // Hydration rendered in slices: the frame before the last one wrote the site's bare title,
    // and the frame the last slice requested writes the page's.
    document.title = 'MUI Docs';
    requestAnimationFrame(() => {
      document.title = 'Home';
    });
    routes.publish('/');
    vi.advanceTimersByTime(0);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(16); // the next frame…
    expect(document.title).toBe('Home');
    vi.advanceTimersByTime(1); // …and the task it queued
    expect(sent).toEqual([['event', 'page_view', {page_title: 'Home', page_location: '/', productId: null, productCategoryId: null}]]);
  });

  it('sends the first page with the title it has when no frame runs (hidden tab)', () => {
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    install();
    routes.publish('/');
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['event', 'page_view', {page_title: 'Home', page_location: '/', productId: null, productCategoryId: null}]]);
    raf.mockRestore();
  });

  it('sends nothing for the same path again', () => {
    install();
    routes.publish('/material-ui/react-button');
    routes.publish('/material-ui/react-button');
    vi.runAllTimers();
    expect(sentPaths()).toEqual(['/material-ui/react-button']);
  });

  it('waits for the next frame on later pages', () => {
    install();
    routes.publish('/');
    vi.runAllTimers();
    routes.publish('/joy-ui/getting-started');
    requestAnimationFrame(() => {
      document.title = 'Joy UI';
    });
    vi.runAllTimers();
    expect(sent.at(-1)?.[2]).toMatchObject({page_title: 'Joy UI', page_location: '/joy-ui/getting-started'});
  });

  it('cleans up: the pending view is dropped and later routes are ignored', () => {
    const cleanup = install();
    routes.publish('/');
    cleanup();
    routes.publish('/material-ui/react-chip');
    vi.runAllTimers();
    expect(sent).toEqual([]);
  });
});
