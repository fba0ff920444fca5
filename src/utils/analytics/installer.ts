/**
 * What the analytics installers share. An installer wires one concern (the tag, page views, user
 * properties, click events, web vitals) to browser events and returns the cleanup that undoes
 * it; the session composes them. The window is always passed in, so tests pass jsdom.
 *
 * Analytics must never break the page: every handler is guarded and its errors are dropped on
 * purpose (a console error would also fail the browser tests' console gate).
 */
import {readCookies} from '../cookies';
import type {GtagBootstrapWindow} from '../gtag';

export type AnalyticsWindow = Window & GtagBootstrapWindow;

/** Undoes what an installer did: listeners removed, timers and observers stopped. */
export type Cleanup = () => void;

type RouteListener = (pathname: string) => void;

/** Route updates as the installers see them. */
export interface RouteUpdates {
  /** Calls `listener` with the new path after every route update; returns the unsubscribe. */
  readonly subscribe: (listener: RouteListener) => Cleanup;
  /** Announces a route update to every listener, in the order they subscribed. */
  readonly publish: RouteListener;
}

export function guarded<Args extends unknown[]>(handler: (...args: Args) => void): (...args: Args) => void {
  return (...args) => {
    try {
      handler(...args);
    } catch {
      // Dropped on purpose: see the file comment.
    }
  };
}

export function createRouteUpdates(): RouteUpdates {
  let listeners: readonly RouteListener[] = [];
  return {
    subscribe: (listener) => {
      const safeListener = guarded(listener);
      listeners = [...listeners, safeListener];
      return () => {
        listeners = listeners.filter((candidate) => candidate !== safeListener);
      };
    },
    publish: (pathname) => {
      listeners.forEach((listener) => listener(pathname));
    },
  };
}

/** One installer's cleanups, collected while it installs and run together. */
interface Cleanups {
  /** Adds a guarded listener that `run` removes again. */
  readonly listen: (target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions) => void;
  readonly add: (cleanup: Cleanup) => void;
  /** Runs every cleanup added so far, once, in the order they were added. */
  readonly run: Cleanup;
}

export function createCleanups(): Cleanups {
  const pending: Cleanup[] = [];
  return {
    listen: (target, type, handler, options) => {
      const safeHandler = guarded(handler);
      target.addEventListener(type, safeHandler, options);
      pending.push(() => target.removeEventListener(type, safeHandler, options));
    },
    add: (cleanup) => {
      pending.push(cleanup);
    },
    run: () => {
      pending.splice(0).forEach((cleanup) => cleanup());
    },
  };
}

export function readStorage(win: Window, key: string): string | null {
  try {
    return win.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (privacy mode, sandboxed frames).
    return null;
  }
}

/** The document's cookies, '' when they are blocked. */
export const documentCookie = readCookies;

/** The query's live list, or null in browsers without `matchMedia`. */
export function mediaQuery(win: Window, query: string): MediaQueryList | null {
  return typeof win.matchMedia === 'function' ? win.matchMedia(query) : null;
}
