/**
 * The one door to the analytics tag: every command goes through `window.gtag`.
 * Analytics never breaks the page: a missing or throwing `gtag` is swallowed here.
 */

type GtagArgs =
  | readonly ['event', string, Readonly<Record<string, unknown>>]
  | readonly ['set', 'user_properties', Readonly<Record<string, unknown>>]
  | readonly ['js', Date]
  | readonly ['config', string, Readonly<Record<string, unknown>>];

/** Anything that may carry a `gtag` function: the window, or a fake in tests. */
export interface GtagWindow {
  readonly gtag?: unknown;
}

/** The `gtag('event', name, params)` form: clicks, ads, page views and web vitals. */
export type GtagEventArgs = Extract<GtagArgs, readonly ['event', ...unknown[]]>;

type Gtag = (...args: GtagArgs) => void;

/** Sends one gtag command; returns false when the tag is absent or threw. */
export function callGtag(win: GtagWindow | undefined, ...args: GtagArgs): boolean {
  const gtag = win?.gtag;
  if (typeof gtag !== 'function') {
    return false;
  }
  try {
    (gtag as Gtag)(...args);
    return true;
  } catch {
    return false;
  }
}

/** `gtag('event', category, {eventAction, eventLabel})`, the shape of every click and ad event. */
export function sendGaEvent(
  win: GtagWindow | undefined,
  category: string,
  eventAction: string | null,
  eventLabel: string | null,
): boolean {
  return callGtag(win, 'event', category, {eventAction, eventLabel});
}

/** A window before the tag library exists: the stub below creates both properties. */
export interface GtagBootstrapWindow {
  dataLayer?: unknown;
  gtag?: unknown;
}

/**
 * Defines `window.dataLayer` and the standard `window.gtag` stub, which queues every call until
 * the tag library loads and takes the queue over. Keeps an existing queue and function, so a
 * second call (hot reload, another snippet) changes nothing.
 */
export function installGtag(win: GtagBootstrapWindow): void {
  if (!Array.isArray(win.dataLayer)) {
    win.dataLayer = [];
  }
  if (typeof win.gtag !== 'function') {
    win.gtag = function gtag(): void {
      const queue = win.dataLayer;
      if (Array.isArray(queue)) {
        // gtag.js recognises its commands by the `arguments` object itself: an array copy
        // (rest parameters) would be read as a plain data-layer message and ignored.
        // eslint-disable-next-line prefer-rest-params
        queue.push(arguments);
      }
    };
  }
}

/** The browser window, or undefined on the server. */
export function browserWindow(): GtagWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
