/**
 * What the Content-Security-Policy of the built site allows beyond its own origin and the hashes
 * of its inline scripts (scripts/after-build/security-headers writes the policy into `build/_headers`).
 * Each entry is a host the product reaches by its real URL; nothing else may load.
 */
import {AD_ORIGINS} from './ads';
import {TAG_LIBRARY_ORIGIN} from './analytics';
import {MARKDOWN_CONTENT_TYPES} from './markdown';
import {SANDBOX_SERVICES} from './sandbox';

export const CSP_SOURCES = {
  // gtag.js, and the ad network's banner script with the script that carries its ad. The live
  // demo editor compiles what the reader types and runs it with `new Function`, which needs
  // 'unsafe-eval'; inline scripts stay allowed by hash only.
  script: [TAG_LIBRARY_ORIGIN, AD_ORIGINS.carbonScript, AD_ORIGINS.carbonServe, "'unsafe-eval'"],
  // Analytics hits (gtag sends to regional google-analytics.com hosts) and the JSON ad service.
  connect: [
    TAG_LIBRARY_ORIGIN,
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    AD_ORIGINS.jsonAds,
  ],
  // Ad images and impression pixels come from the network's changing CDN and tracking hosts,
  // always over https. A chart's image export draws the chart from a blob: URL into a canvas.
  img: ['https:', 'blob:'],
  style: [],
  font: [],
  // A demo opens in StackBlitz or CodeSandbox by posting its project to the service (a form
  // submitted to a new window; the service then redirects within its own host).
  form: [SANDBOX_SERVICES.stackBlitz.origin, SANDBOX_SERVICES.codeSandbox.origin],
} as const;

/** Headers every response carries besides the policy. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
} as const;

/**
 * What `npm run build` passes to scripts/after-build/security-headers after the Docusaurus build (its CLI
 * reads this export): the policy's hosts, the other headers, and the shared script that replaces
 * the redirect pages' inline ones (static/redirect.js), and the types of the pages' Markdown
 * copies and the llms.txt indexes.
 */
export const SECURITY_HEADERS_OPTIONS = {
  sources: CSP_SOURCES,
  headers: SECURITY_HEADERS,
  redirectScript: '/redirect.js',
  contentTypes: MARKDOWN_CONTENT_TYPES,
} as const;
