/**
 * Analytics and service-worker contract.
 *
 * Stability: the event names here, and the user-property names in
 * src/utils/analytics/userProperties.ts, are what the analytics reports and the browser tests are
 * built on. Renaming one silently splits a report in two: change them with the reports.
 *
 * Not here, to keep one home each: the click-tracking data attributes (constants/dom.ts), ad event
 * names and display sampling (constants/ads.ts), the code-variant cookie and its change event
 * (constants/code.ts).
 */
import {SITE_URL} from './site';

/** GA4 measurement ids: production (and staging) builds report to their own property. */
export const MEASUREMENT_IDS = {
  production: 'G-MUIDOCS01',
  development: 'G-MUIDOCSDEV',
} as const;
export type MeasurementId = (typeof MEASUREMENT_IDS)[keyof typeof MEASUREMENT_IDS];

/** Values of `DEPLOY_ENV` that report to the production property. */
export const PRODUCTION_DEPLOY_ENVS = ['production', 'staging'] as const;

/** Where the tag library comes from; also the origin the config preconnects to. */
export const TAG_LIBRARY_ORIGIN = 'https://www.googletagmanager.com';

/** The gtag.js URL for one measurement id. */
export function tagLibraryUrl(measurementId: string): string {
  return `${TAG_LIBRARY_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** Event names we send. Web-vital events are named after the metric (`LCP`, `CLS`, …). */
export const ANALYTICS_EVENTS = {
  pageView: 'page_view',
} as const;

export const PAGE_VIEW_TIMING = {
  /**
   * Longest wait for a new page's title before its page view is sent anyway (the title is
   * written in an animation frame, and hidden tabs run none).
   */
  titleFallbackMs: 1000,
} as const;

/**
 * `metric_label` of web-vital events, the value mui.com's own docs send (`reportWebVitals` in
 * https://github.com/mui/material-ui/blob/master/docs/pages/_app.js), so reports stay comparable.
 */
export const WEB_VITALS_METRIC_LABEL = 'Web Vitals';

export const SAMPLING = {
  /** Share of sessions that report web vitals (about 0.01 %), drawn once per page load. */
  webVitalsSessionRate: 0.0001,
} as const;

/**
 * Test hook: while `localStorage['docs:force-web-vitals'] === '1'`, every page load reports web
 * vitals regardless of the draw, so browser tests can assert on them. Harmless in production:
 * it only adds that visitor's own metrics.
 */
export const FORCE_WEB_VITALS = {storageKey: 'docs:force-web-vitals', enabledValue: '1'} as const;

/**
 * Site settings the config computes in Node and the client modules read from
 * `siteConfig.customFields` (keys) or the build environment (env).
 */
export const SITE_SETTINGS = {
  measurementIdField: 'gaMeasurementId',
  deployEnvVariable: 'DEPLOY_ENV',
  /** The one host the service worker registers on; previews and localhost never get one. */
  productionHostField: 'productionHost',
  productionHostVariable: 'DOCS_PRODUCTION_HOST',
  /** The canonical site's host, used when the variable is unset. */
  defaultProductionHost: new URL(SITE_URL).hostname,
} as const;

/** Service worker: the script, its update message and the reload poll. */
export const SERVICE_WORKER = {
  /** Built by plugin-pwa into the site's root (`/sw.js`); scope: the whole site. */
  scriptName: 'sw.js',
  /** The message plugin-pwa's worker answers with skipWaiting(). */
  skipWaitingMessage: {type: 'SKIP_WAITING'},
  /** An installed app: its worker precaches the hashed assets for offline reading. */
  installedAppQuery: '(display-mode: standalone)',
  /** How often a pending reload checks whether the page has focus. */
  focusPollMs: 100,
} as const;
