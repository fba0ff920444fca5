/**
 * Page weight: the bytes a first visit downloads before any interaction, split into the HTML
 * document, the scripts it runs, its stylesheets, route prefetches and the rest. The static
 * server gzips text, so `gz` is what crossed the wire; `raw` is the decoded size.
 *
 * The visit ends when the page has hydrated (Docusaurus marks `<html data-has-hydrated>`) and
 * the network has been quiet for a moment, so chunks loaded right after hydration count too.
 * Prefetches (`<link rel=prefetch>` of routes the page links to) are counted apart from the
 * scripts: the browser fetches them when idle, and they do not run.
 */
import {chromium} from 'playwright-core';
import {CHROMIUM_PATH, isLoopback} from './chromium.mjs';

const QUIET_MS = 1000;
const MAX_SETTLE_MS = 15_000;

/** @typedef {'html' | 'js' | 'css' | 'prefetch' | 'other'} Kind */
/** @typedef {Record<Kind, {gz: number, raw: number, count: number}>} Weight */

/** @returns {Weight} */
function emptyWeight() {
  const zero = () => ({gz: 0, raw: 0, count: 0});
  return {html: zero(), js: zero(), css: zero(), prefetch: zero(), other: zero()};
}

/**
 * @param {import('playwright-core').Request} request
 * @returns {Kind}
 */
function kindOf(request) {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  const pathname = new URL(request.url()).pathname;
  if (type === 'other' && /\.(js|css)$/.test(pathname)) return 'prefetch';
  return 'other';
}

/**
 * Resolves once no request has been in flight for QUIET_MS (or after MAX_SETTLE_MS).
 * @param {() => number} inFlight
 */
async function networkQuiet(inFlight) {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < MAX_SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (inFlight() > 0) {
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) {
      return;
    }
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function weighPage(browser, url) {
  const context = await browser.newContext({serviceWorkers: 'block'});
  // The browser flags block other hosts already; aborting here keeps them out of the counts.
  await context.route((u) => !isLoopback(u.hostname), (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  const weight = emptyWeight();
  const pending = new Set();
  let offHostBlocked = 0;
  /** @type {string[]} */
  const failures = [];
  page.on('request', (request) => pending.add(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    if (!isLoopback(new URL(request.url()).hostname)) offHostBlocked += 1;
  });
  page.on('requestfinished', async (request) => {
    try {
      const response = await request.response();
      const sizes = await request.sizes();
      const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
      const entry = weight[kindOf(request)];
      entry.gz += sizes.responseBodySize;
      entry.raw += body.length;
      entry.count += 1;
    } catch (error) {
      // Only a request still being read when the page closes gets here; the wait for a quiet
      // network makes that rare, and it must not end the whole run.
      failures.push(`${request.url()}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      pending.delete(request);
    }
  });
  const response = await page.goto(url, {waitUntil: 'load'});
  if (!response || response.status() !== 200) {
    throw new Error(`${url}: HTTP ${response?.status() ?? 'no response'}`);
  }
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 30_000});
  await networkQuiet(() => pending.size);
  await context.close();
  return {weight, offHostBlocked, unmeasured: failures};
}

/**
 * @param {{name: string, url: string}[]} pages
 * @param {string[]} flags browser flags
 */
export async function measureWeights(pages, flags) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: flags});
  try {
    const rows = [];
    for (const {name, url} of pages) {
      const {weight, offHostBlocked, unmeasured} = await weighPage(browser, url);
      rows.push({name, url, ...weight, offHostBlocked, unmeasured});
    }
    return rows;
  } finally {
    await browser.close();
  }
}
