/**
 * Site search figures: the index's size (records, raw and gzip bytes, from the build's manifest
 * and its two files, names and text), what a first query transfers (everything the page fetches
 * from the shortcut until the network is quiet: the dialog's and worker's code, the manifest, the
 * names file that answers first and the text file that refines the answer; gzip as the bench
 * server sends it), and time: from the index arriving to the first answer shown (the
 * page's `mui-search:first-answer` measure), and then each keystroke's answer.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {CHROMIUM_PATH, isLoopback} from './chromium.mjs';

const FIRST_ANSWER_MEASURE = 'mui-search:first-answer';
const QUERIES = ['autocomplete', 'disableElevation', 'slidr', 'sx prop', 'datagrid'];

/**
 * The search evaluation's figures over the build (`npm run search:eval`: top 1, top 5, mean
 * reciprocal rank of the queries in src/data/searchEvaluation.ts), once both indexes are in and
 * for the first answer (names only). A top 5 under the test's threshold is reported, not thrown.
 * @param {string} siteDir
 */
export function evaluationFigures(siteDir) {
  const run = (/** @type {string[]} */ extra) => {
    const result = spawnSync(process.execPath, [path.join(siteDir, 'node_modules/jiti/bin/jiti.js'), 'e2e/support/search-eval.ts', '--json', ...extra], {cwd: siteDir, encoding: 'utf8'});
    if (!result.stdout) throw new Error(`search evaluation failed: ${result.stderr}`);
    return JSON.parse(result.stdout);
  };
  return {full: run([]), names: run(['--names-only'])};
}

/** @param {string} buildDir */
export function indexFigures(buildDir) {
  const manifestFile = path.join(buildDir, 'search-manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: is the search-index plugin in the build?`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const names = fs.readFileSync(path.join(buildDir, manifest.index));
  const text = fs.readFileSync(path.join(buildDir, manifest.text));
  const gzip = (body) => zlib.gzipSync(body, {level: 9}).length;
  return {
    pages: manifest.pages,
    records: manifest.records,
    raw: names.length + text.length,
    gzip: gzip(names) + gzip(text),
    brotli: zlib.brotliCompressSync(names).length + zlib.brotliCompressSync(text).length,
    namesGzip: gzip(names),
    textGzip: gzip(text),
  };
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} query
 */
async function answerTime(page, query) {
  return page.evaluate(async (text) => {
    const input = /** @type {HTMLInputElement} */ (document.querySelector('[role="dialog"] input'));
    const list = document.querySelector('[role="dialog"] [role="listbox"]');
    if (!input || !list) throw new Error('search dialog not open');
    const started = performance.now();
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve(undefined);
      });
      observer.observe(list, {childList: true, subtree: true, characterData: true});
    });
    // React's controlled input: set the value through the native setter, then announce it.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    // A list that does not change (same results) must not stall the run: 5 s at most.
    const settled = await Promise.race([changed.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5000))]);
    return settled ? performance.now() - started : null;
  }, query);
}

/**
 * @param {string} origin the served build
 * @param {string[]} flags browser flags
 * @param {string} pathname the page a reader searches from
 */
export async function measureSearch(origin, flags, pathname = '/material-ui/react-button') {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: flags});
  try {
    const context = await browser.newContext({serviceWorkers: 'block'});
    await context.route((u) => !isLoopback(u.hostname), (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    await page.goto(origin + pathname, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 30_000});
    await page.waitForLoadState('networkidle');
    let transferred = 0;
    const files = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null);
      if (sizes && isLoopback(new URL(request.url()).hostname)) {
        transferred += sizes.responseBodySize;
        files.push(new URL(request.url()).pathname);
      }
    });
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[role="dialog"] input');
    await page.keyboard.type(QUERIES[0]);
    await page.waitForSelector('[role="dialog"] [role="option"]', {timeout: 30_000});
    await page.waitForLoadState('networkidle');
    const firstAnswerMs = await page.evaluate((name) => performance.getEntriesByName(name)[0]?.duration ?? null, FIRST_ANSWER_MEASURE);
    // Let the text index finish, then time each query (median over the list).
    await page.waitForTimeout(1500);
    const times = [];
    // The first query is on screen already: the same text again would change nothing to wait for.
    for (const query of QUERIES.slice(1)) {
      times.push(await answerTime(page, query));
    }
    const measured = /** @type {number[]} */ (times.filter((time) => time !== null));
    measured.sort((a, b) => a - b);
    await context.close();
    return {firstQueryBytes: transferred, firstQueryFiles: files, firstAnswerMs, queryMedianMs: measured[Math.floor(measured.length / 2)] ?? null, queryMaxMs: measured[measured.length - 1] ?? null};
  } finally {
    await browser.close();
  }
}
