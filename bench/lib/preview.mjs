/**
 * The writer's preview: how long `npm start` takes to show a page, and a Markdown edit to show
 * in that page, for one product (`DOCS_PRODUCTS=material-ui`) and for the whole site.
 *
 * The dev server is started with the site as its working directory; the clock starts at spawn
 * and stops when Chromium shows the page's title (the server answers the page's address only
 * once its first compilation is done). The edit appends a paragraph with a unique word to the
 * page's source and waits for the word to appear in the open page (hot reload, no navigation);
 * the file is restored afterwards, also on failure. Peak memory is the process tree's resident
 * set, sampled from /proc.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_PATH} from './chromium.mjs';
import {docusaurusCli, treeRss} from './build.mjs';

const START_TIMEOUT_MS = 240_000;
const EDIT_TIMEOUT_MS = 60_000;
const SAMPLE_MS = 250;

/** A free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{siteDir: string, products: string | null, pagePath: string, title: string, sourceFile: string, flags: string[]}} options
 * @returns {Promise<{products: string, startSeconds: number, editSeconds: number | null, peakTreeRssMb: number}>}
 */
export async function measurePreview({siteDir, products, pagePath, title, sourceFile, flags}) {
  const port = await freePort();
  const logFile = path.join(siteDir, 'bench', 'results', `preview-${products ?? 'all'}.log`);
  fs.mkdirSync(path.dirname(logFile), {recursive: true});
  const log = fs.openSync(logFile, 'w');
  const started = Date.now();
  const child = spawn(process.execPath, [docusaurusCli(siteDir), 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: siteDir,
    stdio: ['ignore', log, log],
    detached: true,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', BROWSER: 'none', DOCS_PRODUCTS: products ?? ''},
  });
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid));
  }, SAMPLE_MS);
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: flags});
  const original = fs.readFileSync(path.join(siteDir, sourceFile), 'utf8');
  try {
    const page = await browser.newPage();
    const url = `http://127.0.0.1:${port}${pagePath}`;
    let startSeconds = null;
    while (startSeconds === null) {
      if (Date.now() - started > START_TIMEOUT_MS) throw new Error(`the dev server showed no ${pagePath} within ${START_TIMEOUT_MS / 1000} s (log: ${logFile})`);
      if (child.exitCode !== null) throw new Error(`the dev server exited with ${child.exitCode} (log: ${logFile})`);
      try {
        await page.goto(url, {waitUntil: 'commit', timeout: 10_000});
        await page.getByRole('heading', {level: 1, name: title}).waitFor({timeout: 20_000});
        startSeconds = (Date.now() - started) / 1000;
      } catch {
        await sleep(250);
      }
    }
    const marker = `previewmarker${Date.now().toString(36)}`;
    const editStarted = Date.now();
    fs.writeFileSync(path.join(siteDir, sourceFile), `${original.trimEnd()}\n\nThe preview shows ${marker}.\n`);
    let editSeconds = null;
    try {
      await page.getByText(marker).waitFor({timeout: EDIT_TIMEOUT_MS});
      editSeconds = (Date.now() - editStarted) / 1000;
    } catch {
      editSeconds = null;
    }
    return {products: products ?? 'all', startSeconds, editSeconds, peakTreeRssMb: peak / 2 ** 20};
  } finally {
    fs.writeFileSync(path.join(siteDir, sourceFile), original);
    clearInterval(sampler);
    await browser.close();
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    fs.closeSync(log);
  }
}
