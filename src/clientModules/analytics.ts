/**
 * Usage analytics. Our own client module instead of @docusaurus/plugin-google-gtag: the plugin only
 * loads in production builds, sends an automatic page view from `config` and then one per route
 * update including hash changes (https://github.com/facebook/docusaurus/issues/10568), and has no
 * place for user properties, click events or web vitals. Here automatic page views are off and
 * every new path sends exactly one.
 *
 * The work is in src/utils/analytics/session.ts, a separate chunk that starts once the page has
 * loaded, has hydrated and the main thread is idle, so analytics never competes with the first
 * paint or hydration; this file only hands it the browser and replays the route it missed.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {SITE_SETTINGS} from '../constants/analytics';
import {measurementIdFromCustomFields} from '../utils/analytics/settings';
import {whenIdle} from '../utils/whenIdle';
import type {AnalyticsSession} from '../utils/analytics/session';

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

let session: AnalyticsSession | null = null;
/**
 * The last path seen before the session started: its page view is sent once it does. Set by
 * the first route update, which Docusaurus dispatches in hydration's commit.
 */
let pendingPathname: string | null = null;
/** Whether the page's load event has fired (or had, when this module ran). */
let loaded = false;
let starting = false;

/** A new task: the browser may paint and handle input before the work after it. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

async function start(): Promise<void> {
  try {
    const {startAnalytics} = await import('../utils/analytics/session');
    // The chunk's modules are evaluated in the task its file arrives in; the installers wait
    // for the next one. Together they were one task of about 130 ms on Lighthouse's simulated
    // phone, still inside the page's start.
    await nextTask();
    session = startAnalytics({
      win: window,
      measurementId: measurementIdFromCustomFields(siteConfig.customFields, SITE_SETTINGS.measurementIdField),
      // Looked up on every draw, so a browser test may replace Math.random after load.
      random: () => Math.random(),
      // A separate chunk, downloaded by sampled sessions only (about 1 in 10,000).
      loadWebVitals: () => import('web-vitals'),
    });
    if (pendingPathname !== null) {
      session.onRouteDidUpdate(pendingPathname);
    }
  } catch {
    // Analytics never breaks the page.
  }
}

/**
 * Starts the session, once, when the page has both loaded and hydrated, at the next idle moment.
 * Hydration is a transition React renders in slices, and the browser finds idle moments between
 * them: waiting for the load event alone could start analytics in the middle of it.
 */
function startWhenReady(): void {
  if (starting || !loaded || pendingPathname === null) {
    return;
  }
  starting = true;
  whenIdle(() => void start(), IDLE_TIMEOUT_MS);
}

// Once per page load. Never on the server.
if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'complete') {
    loaded = true;
  } else {
    window.addEventListener(
      'load',
      () => {
        loaded = true;
        startWhenReady();
      },
      {once: true},
    );
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (session) {
      session.onRouteDidUpdate(location.pathname);
    } else {
      pendingPathname = location.pathname;
      startWhenReady();
    }
  },
};

export default clientModule;
