/**
 * Usage analytics (issue 6). Our own client module instead of @docusaurus/plugin-google-gtag:
 * the plugin only loads in production builds, sends an automatic page view from `config` and
 * then one per route update including hash changes (facebook/docusaurus#10568), and has no place
 * for user properties, click events or web vitals. Here automatic page views are off and every
 * new path sends exactly one.
 *
 * The work is in src/utils/analytics/session.ts; this file only hands it the browser.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {SITE_SETTINGS} from '../constants/analytics';
import {measurementIdFromCustomFields} from '../utils/analytics/settings';
import {startAnalytics, type AnalyticsSession} from '../utils/analytics/session';

function start(): AnalyticsSession | null {
  try {
    return startAnalytics({
      win: window,
      measurementId: measurementIdFromCustomFields(siteConfig.customFields, SITE_SETTINGS.measurementIdField),
      // Looked up on every draw, so a browser test may replace Math.random after load.
      random: () => Math.random(),
      // A separate chunk, downloaded by sampled sessions only (about 1 in 10,000).
      loadWebVitals: () => import('web-vitals'),
    });
  } catch {
    // Analytics never breaks the page.
    return null;
  }
}

// Once per page load, when the bundle is evaluated (before hydration). Never on the server.
const session = ExecutionEnvironment.canUseDOM ? start() : null;

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    session?.onRouteDidUpdate(location.pathname);
  },
};

export default clientModule;
