/**
 * Work that can wait for the browser to be idle, done in short slices. Framework-free: the
 * scheduler and the clock are arguments (`browserIdleScheduler` is the browser's).
 *
 * Fetching a linked page's files ahead is such work. The links that come into view together
 * (every link on screen once the page has hydrated) all ask at once, in one observer callback;
 * handled there, they took about 180 ms of one task on a component page at 4x CPU slowdown,
 * while the page was still starting up. Queued, each slice stays short and yields to input and rendering between slices.
 */

/** Asks for `work` to run when the browser is idle; `timeLeft()` says how much of its slice remains, in ms. */
export type RequestIdle = (work: (timeLeft: () => number) => void) => void;

export interface IdleQueue<T> {
  /** Queues an item; it is handled in a later idle slice, in the order added. */
  readonly add: (item: T) => void;
}

/**
 * A queue whose items `handle` takes one at a time, as many per idle slice as fit in it, but
 * always at least one, so the queue drains even when no slice has time to spare.
 */
export function createIdleQueue<T>(handle: (item: T) => void, requestIdle: RequestIdle): IdleQueue<T> {
  const items: T[] = [];
  let requested = false;
  const work = (timeLeft: () => number): void => {
    requested = false;
    do {
      const item = items.shift();
      if (item === undefined) {
        return;
      }
      handle(item);
    } while (items.length > 0 && timeLeft() > 0);
    if (items.length > 0) {
      requested = true;
      requestIdle(work);
    }
  };
  return {
    add(item) {
      items.push(item);
      if (!requested) {
        requested = true;
        requestIdle(work);
      }
    },
  };
}

/** The browser's idle callbacks, as far as the browser has them. */
interface IdleWindow {
  readonly performance: {readonly now: () => number};
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly requestIdleCallback?: (callback: (deadline: {readonly timeRemaining: () => number}) => void, options: {readonly timeout: number}) => unknown;
}

/**
 * Idle slices of at most `sliceMs`. Where the browser has no `requestIdleCallback` (Safari), a
 * timer starts each slice. `timeoutMs` bounds the wait on a page that is never idle.
 */
export function browserIdleScheduler(win: IdleWindow, sliceMs: number, timeoutMs: number): RequestIdle {
  const slice = (work: (timeLeft: () => number) => void, available: number): void => {
    const end = win.performance.now() + Math.min(sliceMs, available);
    work(() => end - win.performance.now());
  };
  return (work) => {
    if (win.requestIdleCallback) {
      win.requestIdleCallback((deadline) => slice(work, deadline.timeRemaining()), {timeout: timeoutMs});
    } else {
      win.setTimeout(() => slice(work, sliceMs), 0);
    }
  };
}
