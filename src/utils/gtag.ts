/**
 * The one door to the analytics tag (spec §7 "Analytics event via global tag function").
 * Analytics never breaks the page: a missing or throwing `gtag` is swallowed here.
 */

export type GtagArgs =
  | readonly ['event', string, Readonly<Record<string, unknown>>]
  | readonly ['set', 'user_properties', Readonly<Record<string, unknown>>]
  | readonly ['js', Date]
  | readonly ['config', string, Readonly<Record<string, unknown>>];

/** Anything that may carry a `gtag` function: the window, or a fake in tests. */
export interface GtagWindow {
  readonly gtag?: unknown;
}

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

/** The browser window, or undefined on the server. */
export function browserWindow(): GtagWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
