/**
 * Client-side navigation: the time from a click on a sidebar link until the next page's heading
 * is on screen, with the CPU slowed down as on a mid-range phone. It is the wait a reader has
 * between two pages of the same kind once the site has loaded.
 *
 * Each run opens the first page in a fresh browser context, waits until it has hydrated and
 * the network has been quiet for a second (so both sites have prefetched what they prefetch for
 * links in view), slows the CPU down, then clicks the link from inside the page and counts,
 * with the page's own clock, until the address is the target's and a new `h1` element has been
 * painted (two animation frames after it appears). The link is a sibling of the first page in
 * an open sidebar section, in view on both sites.
 *
 * Two times are taken from each click. `settled` (the figure the targets are set on) ends as the
 * frame after the heading's begins: it counts what the page does right after it is painted (its
 * effects, the rest of the page rendering) until the browser can draw again, which delays a
 * reader's next press as much. `painted` ends as soon as the frame that draws the heading has
 * been painted (a message posted from that frame's animation-frame callback is handled in the
 * first task after the frame): when the reader sees the page.
 *
 * A pair with `hoverMs` first moves the mouse over the link and waits that long before the
 * click, as a reader with a mouse does: both sites start loading the page on hover (Docusaurus'
 * `Link` preloads on mouse enter and touch start). The time counted is still from the click.
 */
import {chromium} from 'playwright-core';
import {CHROMIUM_PATH} from './chromium.mjs';

/** CPU slowdown, as Lighthouse's mobile preset uses. */
export const CPU_SLOWDOWN = 4;
const QUIET_MS = 1000;
const MAX_SETTLE_MS = 15_000;
const NAVIGATION_TIMEOUT_MS = 30_000;

/**
 * @typedef {{name: string, site: 'site' | 'stock', from: string, to: string, hoverMs?: number}} NavigationPair
 * @typedef {{settledMs: number, paintedMs: number}} NavigationTimes
 */

/**
 * @param {import('playwright-core').Page} page
 */
async function settle(page) {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: MAX_SETTLE_MS});
  let inFlight = 0;
  let quietSince = Date.now();
  const started = Date.now();
  const onRequest = () => {
    inFlight += 1;
  };
  const onDone = () => {
    inFlight = Math.max(0, inFlight - 1);
    quietSince = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  while (Date.now() - started < MAX_SETTLE_MS && (inFlight > 0 || Date.now() - quietSince < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
}

/**
 * One navigation; returns its two times in milliseconds.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {NavigationPair} pair
 */
async function navigateOnce(browser, origin, pair) {
  // No request routing here: Playwright's routing turns the HTTP cache off (so what a site
  // prefetched is fetched again on the click) and holds every request until the test process
  // answers (about 50 ms each at this slowdown). The browser flags keep requests on loopback.
  const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 1280, height: 900}});
  try {
    const page = await context.newPage();
    await page.goto(origin + pair.from, {waitUntil: 'load'});
    await settle(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    if (pair.hoverMs !== undefined) {
      await page.locator(`a[href="${pair.to}"]`).first().hover();
      await page.waitForTimeout(pair.hoverMs);
    }
    const measured = await page.evaluate(
      ({to, timeout}) =>
        new Promise((resolve, reject) => {
          const trim = (/** @type {string} */ p) => p.replace(/\/$/, '') || '/';
          const link = [...document.querySelectorAll('a[href]')].find((a) => trim(new URL(a.href).pathname) === trim(to));
          if (!link) {
            reject(new Error(`no link to ${to} on ${location.pathname}`));
            return;
          }
          const before = document.querySelector('h1');
          const started = performance.now();
          const check = () => {
            const heading = document.querySelector('h1');
            if (trim(location.pathname) === trim(to) && heading && heading !== before) {
              // This frame draws the heading: a message posted now is handled once it is painted.
              let paintedMs = NaN;
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                paintedMs = performance.now() - started;
              };
              channel.port2.postMessage(null);
              // Two frames: the one that paints the new heading has then been produced.
              requestAnimationFrame(() => requestAnimationFrame(() => resolve({settledMs: performance.now() - started, paintedMs})));
            } else if (performance.now() - started > timeout) {
              reject(new Error(`${to} did not show a new heading within ${timeout} ms`));
            } else {
              requestAnimationFrame(check);
            }
          };
          /** @type {HTMLElement} */ (link).click();
          requestAnimationFrame(check);
        }),
      {to: pair.to, timeout: NAVIGATION_TIMEOUT_MS},
    );
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    const times = /** @type {NavigationTimes} */ (measured);
    if (!Number.isFinite(times.paintedMs)) {
      throw new Error(`${pair.from} -> ${pair.to}: the frame that drew the new heading was not followed by a task before the next frame`);
    }
    return times;
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Every pair, `runs` times, interleaved so that a busy moment of the machine does not fall on
 * one pair only. Returns each pair with its runs and their median.
 * @param {NavigationPair[]} pairs
 * @param {{site: string, stock: string}} origins
 * @param {{runs: number, flags: string[], log: (line: string) => void}} options
 */
export async function measureNavigations(pairs, origins, {runs, flags, log}) {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: flags});
  /** @type {NavigationTimes[][]} */
  const times = pairs.map(() => []);
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [i, pair] of pairs.entries()) {
        times[i].push(await navigateOnce(browser, origins[pair.site], pair));
      }
    }
  } finally {
    await browser.close();
  }
  return pairs.map((pair, i) => {
    const runsMs = times[i].map((t) => Math.round(t.settledMs));
    const paintedRunsMs = times[i].map((t) => Math.round(t.paintedMs));
    const medianMs = Math.round(median(runsMs));
    const paintedMedianMs = Math.round(median(paintedRunsMs));
    log(`  ${pair.name}: ${pair.from} -> ${pair.to}, median ${medianMs} ms settled (${runsMs.join(', ')}), ${paintedMedianMs} ms painted`);
    return {...pair, cpuSlowdown: CPU_SLOWDOWN, runsMs, medianMs, paintedRunsMs, paintedMedianMs};
  });
}
