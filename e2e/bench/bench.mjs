#!/usr/bin/env node
/**
 * Benchmark: cold build time, page count, and per-page weight and paint timings of the
 * production build in Debian's Chromium. Prints figures; asserts nothing (speed is measured here,
 * never by timed tests). `npm run bench` (add `-- --no-build` to reuse build/).
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3211;
const PAGES = ['/', '/material-ui/getting-started/installation', '/material-ui/react-button', '/x/react-charts/heatmap'];
const docusaurus = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

function run(args) {
  execFileSync(process.execPath, [docusaurus, ...args], {cwd: siteDir, stdio: ['ignore', 'ignore', 'inherit']});
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

if (!process.argv.includes('--no-build')) {
  run(['clear']);
  const start = performance.now();
  run(['build']);
  console.log(`cold build: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

const sitemap = fs.readFileSync(path.join(siteDir, 'build/sitemap.xml'), 'utf8');
console.log(`pages in sitemap: ${[...sitemap.matchAll(/<loc>/g)].length}`);

const server = spawn(process.execPath, [docusaurus, 'serve', '--host', '127.0.0.1', '--port', String(PORT), '--no-open'], {
  cwd: siteDir,
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 50; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const chromiumPath = process.env.CHROMIUM_PATH ?? execFileSync('which', ['chromium'], {encoding: 'utf8'}).trim();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows = [];
  for (const pagePath of PAGES) {
    const context = await browser.newContext();
    // Only loopback: third parties are not part of our weight.
    await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
    const page = await context.newPage();
    const sizes = {html: 0, js: 0, css: 0, other: 0};
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      const body = await response.body().catch(() => Buffer.alloc(0));
      const gzip = zlib.gzipSync(body, {level: 6}).length;
      const key = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'other';
      sizes[key] += gzip;
    });
    await page.goto(`http://127.0.0.1:${PORT}${pagePath}`, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const nav = performance.getEntriesByType('navigation')[0];
      return {fcp, load: nav ? nav.loadEventEnd : NaN};
    });
    rows.push({page: pagePath, 'HTML KiB gz': kib(sizes.html), 'JS KiB gz': kib(sizes.js), 'CSS KiB gz': kib(sizes.css), 'FCP ms': timing.fcp.toFixed(0), 'load ms': timing.load.toFixed(0)});
    await context.close();
  }
  await browser.close();
  console.table(rows);
} finally {
  server.kill();
}
