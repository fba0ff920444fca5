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
  it('sends the first page after the current task, with the title already there', () => {
    install();
    routes.publish('/');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(sent).toEqual([['event', 'page_view', {page_title: 'Home', page_location: '/', productId: null, productCategoryId: null}]]);
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
