/**
 * One page load's analytics: the tag, user properties, click events, web vitals and page views,
 * each set up by its own installer (install*.ts). The client module passes the browser in; tests
 * pass jsdom with fake timers. The decisions are the pure functions next to this file; the
 * installers only connect them to browser events.
 */
import {createRouteUpdates, type AnalyticsWindow, type Cleanup} from './installer';
import {installClickEvents} from './installClickEvents';
import {installPageViews} from './installPageViews';
import {installTag} from './installTag';
import {installUserProperties} from './installUserProperties';
import {installWebVitals, type WebVitalsApi} from './installWebVitals';

interface AnalyticsEnvironment {
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

export function startAnalytics({win, measurementId, random, loadWebVitals}: AnalyticsEnvironment): AnalyticsSession {
  const routes = createRouteUpdates();
  // The order is part of the behaviour: the tag queue exists before anything is sent, user
  // properties hear of a new route before its page view is scheduled, and the web-vitals draw
  // is the session's first call to `random` (clicks draw later, one each).
  const cleanups: Cleanup[] = [
    installTag(win, measurementId),
    installUserProperties(win, routes),
    installClickEvents(win, random),
    installWebVitals(win, random, loadWebVitals),
    installPageViews(win, routes),
  ];
  return {
    onRouteDidUpdate: routes.publish,
    stop: () => {
      cleanups.splice(0).forEach((cleanup) => cleanup());
    },
  };
}
