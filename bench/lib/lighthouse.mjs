/**
 * Lighthouse performance runs, mobile (Lighthouse's default preset) and desktop (its desktop
 * preset), each repeated, interleaved across pages, and summarised by the median of every figure.
 *
 * Every run gets a fresh Chromium with a fresh profile: nothing cached or compiled in one run
 * can speed up the next. Lighthouse's default simulated throttling applies to both presets, so
 * the figures model a slower device and network rather than this machine's raw speed; compare
 * runs made on the same kind of machine.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_PATH, isLoopback} from './chromium.mjs';

/** @typedef {'mobile' | 'desktop'} Preset */

/**
 * @typedef {object} LighthouseFigures
 * @property {number} perf performance score, 0–100
 * @property {number} fcpMs
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} speedIndexMs
 * @property {number} jsKb JavaScript transferred, KiB
 * @property {number} jsRequests
 * @property {number | null} mainJsBootupMs main.js evaluation + parse/compile, ms
 * @property {number} offHostRequests requests to other hosts, which the browser flags block
 * @property {number} offHostAnswered of those, how many got an answer: 0 unless blocking failed
 */

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** @param {{url: string}} request */
function isOffHost({url}) {
  const {protocol, hostname} = new URL(url);
  return (protocol === 'http:' || protocol === 'https:') && !isLoopback(hostname);
}

/**
 * @param {any} lhr a Lighthouse result
 * @returns {LighthouseFigures}
 */
function figuresOf(lhr) {
  const audits = lhr.audits;
  /** @param {string} id */
  const value = (id) => audits[id]?.numericValue ?? NaN;
  /** @type {any[]} */
  const resources = audits['resource-summary']?.details?.items ?? [];
  const scripts = resources.find((item) => item.resourceType === 'script');
  /** @type {any[]} */
  const bootup = audits['bootup-time']?.details?.items ?? [];
  const mainJs = bootup.find((item) => /\/main\.[0-9a-f]+\.js$/.test(item.url));
  /** @type {any[]} */
  const requests = audits['network-requests']?.details?.items ?? [];
  return {
    perf: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    mainThreadMs: value('mainthread-work-breakdown'),
    cls: value('cumulative-layout-shift'),
    speedIndexMs: value('speed-index'),
    jsKb: (scripts?.transferSize ?? NaN) / 1024,
    jsRequests: scripts?.requestCount ?? NaN,
    mainJsBootupMs: mainJs ? mainJs.total : null,
    offHostRequests: requests.filter(isOffHost).length,
    offHostAnswered: requests.filter((item) => isOffHost(item) && item.statusCode > 0).length,
  };
}

/**
 * Flags of Lighthouse's browser beyond the shared ones. Paint holding (Chromium keeps the previous
 * page on screen until the next one has content to show, or a timeout) held the first frame of a
 * Lighthouse run in headless Chromium 156 on the 2-core machine until about 2.25 s after the
 * navigation in roughly half of the runs, stock pages and ours alike, however early their content
 * was ready: measured first paints of stock's /docs/intro 2,245, 336, 318 ms and of our text page
 * 2,303, 468, 2,246 ms; with the feature off, 370-478 ms and 435-553 ms in eight runs out of eight,
 * and the page with no scripts at all painted at 2,275 ms with it on. The previous page is
 * Lighthouse's about:blank, so the hold showed nothing a reader would see and only moved FCP,
 * LCP and Speed Index by two seconds at random.
 */
export const LIGHTHOUSE_FLAGS = ['--disable-features=PaintHolding'];

/**
 * One Lighthouse run in its own browser.
 * @param {string} url
 * @param {Preset} preset
 * @param {string[]} flags browser flags
 */
async function runOnce(url, preset, flags) {
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: [...flags, ...LIGHTHOUSE_FLAGS], userDataDir, logLevel: 'silent'});
  try {
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']},
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {figures: figuresOf(lhr), warnings: lhr.runWarnings ?? [], benchmarkIndex: lhr.environment?.benchmarkIndex};
  } finally {
    chrome.kill();
    await fs.rm(userDataDir, {recursive: true, force: true});
  }
}

/**
 * The median of each figure over the runs; mixing runs this way keeps a single slow run from
 * moving any figure.
 * @param {LighthouseFigures[]} runs
 * @returns {LighthouseFigures}
 */
function medianFigures(runs) {
  const keys = /** @type {(keyof LighthouseFigures)[]} */ (Object.keys(runs[0]));
  return /** @type {LighthouseFigures} */ (
    Object.fromEntries(
      keys.map((key) => {
        const values = runs.map((run) => run[key]).filter((v) => v !== null);
        return [key, values.length ? median(/** @type {number[]} */ (values)) : null];
      }),
    )
  );
}

/**
 * Every page's runs, interleaved: run 1 of each page, then run 2 of each, and so on, mobile first.
 * This machine's speed drifts over minutes (a page's TBT once ranged from 197 to 614 ms in three
 * runs of one build); run page by page, one page's three runs could all fall in a slow phase and
 * another's in a fast one, which skewed the comparisons between pages, ours against stock's
 * above all. Interleaved, each page samples the same phases.
 * @param {{name: string, url: string}[]} pages
 * @param {{runs: number, flags: string[], log: (line: string) => void, presets?: Preset[]}} options
 * @returns {Promise<Record<string, unknown>[]>} per page, in the order given: `{mobile, desktop}`
 */
export async function lighthousePages(pages, {runs, flags, log, presets = ['mobile', 'desktop']}) {
  /** @type {Record<string, unknown>[]} */
  const out = pages.map(() => ({}));
  for (const preset of presets) {
    /** @type {Awaited<ReturnType<typeof runOnce>>[][]} */
    const results = pages.map(() => []);
    for (let i = 0; i < runs; i += 1) {
      for (const [index, page] of pages.entries()) {
        const started = Date.now();
        const result = await runOnce(page.url, preset, flags);
        results[index].push(result);
        log(
          `  ${preset} run ${i + 1}/${runs} ${page.name}: perf ${result.figures.perf}, TBT ${result.figures.tbtMs.toFixed(0)} ms, ` +
            `benchmark index ${Math.round(result.benchmarkIndex ?? NaN)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
    for (const [index, pageResults] of results.entries()) {
      out[index][preset] = {
        median: medianFigures(pageResults.map((r) => r.figures)),
        runs: pageResults.map((r) => ({...r.figures, benchmarkIndex: r.benchmarkIndex ?? null})),
        benchmarkIndex: median(pageResults.map((r) => r.benchmarkIndex ?? NaN)),
        warnings: [...new Set(pageResults.flatMap((r) => r.warnings))],
      };
    }
  }
  return out;
}
