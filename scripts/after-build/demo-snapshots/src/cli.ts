/**
 * Puts a snapshot of each demo that draws only in the browser into the built pages. `npm run
 * build` runs it right after `docusaurus build`: it needs every page and its scripts built.
 *
 * Each page with a part marked for a snapshot (see README.md) is served on 127.0.0.1 and loaded
 * in Debian's Chromium, with every request to another host refused; each part is brought into
 * view, goes live and draws; its DOM, with the styles it needs that the page lacks, replaces the
 * part's empty server HTML. Without Chromium the pages are left as they are, with a warning: the
 * demos then draw in the reader's browser as they near the viewport.
 *
 * The plugin reads nothing from the site by itself: the command line names the module whose
 * `DEMO_SNAPSHOT_OPTIONS` export holds the options.
 * Usage: jiti scripts/after-build/demo-snapshots/src/cli.ts <options module> [outDir=build]
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium} from 'playwright-core';
import serveHandler from 'serve-handler';
import {captureParts, SERVER_MARK} from './capture';
import {CHROMIUM_FLAGS, CHROMIUM_MISSING, findChromium} from './chromium';
import {outsideParts, pendingParts, routeOf, snapshotCacheKey, snapshotStyles, withServerMarks, withSnapshots, withSnapshotStyles, type DemoSnapshotOptions, type PendingPart} from './snapshots';

const EXPORT_NAME = 'DEMO_SNAPSHOT_OPTIONS';
/** Where finished pages are kept between builds, beside the bundler's own cache (`npm run clear` removes both). */
const CACHE_DIR = path.join('node_modules', '.cache', 'demo-snapshots');
/** The plugin's files whose code decides what a snapshot holds: a change to one draws every page again. */
const DRAWER_FILES = ['cli.ts', 'capture.ts', 'snapshots.ts'] as const;
/** Pages drawn at once: one per core of a small build machine. */
const CONCURRENT_PAGES = 2;

function isOptions(value: unknown): value is DemoSnapshotOptions {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const {attribute, takenAttribute, stylesAttribute, hydratedAttribute, emotionKeys, viewport} = value as Record<string, unknown>;
  const size = typeof viewport === 'object' && viewport !== null ? (viewport as Record<string, unknown>) : {};
  return (
    [attribute, takenAttribute, stylesAttribute, hydratedAttribute].every((name) => typeof name === 'string' && /^data-[a-z-]+$/.test(name)) &&
    Array.isArray(emotionKeys) &&
    emotionKeys.every((key) => typeof key === 'string' && /^[a-z]+$/.test(key)) &&
    [size.width, size.height].every((length) => typeof length === 'number' && Number.isInteger(length) && length > 0)
  );
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true, recursive: true}).flatMap((entry) =>
    entry.isFile() && entry.name.endsWith('.html') ? [path.join(entry.parentPath, entry.name)] : [],
  );
}

interface PageJob {
  readonly file: string;
  readonly html: string;
  readonly parts: readonly PendingPart[];
}

async function main(): Promise<void> {
  const started = Date.now();
  const [optionsArg, outDirArg = 'build'] = process.argv.slice(2);
  if (!optionsArg) {
    throw new Error('demo-snapshots: usage: cli.ts <options module> [outDir]');
  }
  const outDir = path.resolve(outDirArg);
  const loaded: unknown = await import(path.resolve(optionsArg));
  const options = typeof loaded === 'object' && loaded !== null && EXPORT_NAME in loaded ? (loaded as Record<string, unknown>)[EXPORT_NAME] : undefined;
  if (!isOptions(options)) {
    throw new Error(
      `demo-snapshots: ${optionsArg} must export ${EXPORT_NAME} = {attribute, takenAttribute, stylesAttribute, hydratedAttribute: 'data-…', emotionKeys: ['…'], viewport: {width, height}}.`,
    );
  }
  const jobs: PageJob[] = htmlFiles(outDir).flatMap((file) => {
    const html = fs.readFileSync(file, 'utf8');
    const parts = pendingParts(html, path.relative(process.cwd(), file), options);
    return parts.length > 0 ? [{file, html, parts}] : [];
  });
  const demos = jobs.reduce((sum, job) => sum + job.parts.length, 0);
  if (jobs.length === 0) {
    console.log('[demo-snapshots] no demo waits for a snapshot');
    return;
  }
  // A page whose HTML and drawer are unchanged since an earlier build gets that build's result.
  fs.mkdirSync(CACHE_DIR, {recursive: true});
  const drawer = [...DRAWER_FILES.map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8')), JSON.stringify(options)].join('\n');
  const cacheFile = (job: PageJob): string => path.join(CACHE_DIR, `${snapshotCacheKey(job.html, drawer)}.html`);
  const kept = new Set(jobs.map((job) => path.basename(cacheFile(job))));
  for (const entry of fs.readdirSync(CACHE_DIR)) {
    if (!kept.has(entry)) {
      fs.rmSync(path.join(CACHE_DIR, entry));
    }
  }
  const fromCache = jobs.filter((job) => fs.existsSync(cacheFile(job)));
  for (const job of fromCache) {
    fs.copyFileSync(cacheFile(job), job.file);
  }
  const toDraw = jobs.filter((job) => !fromCache.includes(job));
  const summary = (): string =>
    `${demos} demos on ${jobs.length} pages (${fromCache.length} of the pages as an earlier build drew them) in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (toDraw.length === 0) {
    console.log(`[demo-snapshots] ${summary()}`);
    return;
  }
  const executablePath = findChromium();
  if (executablePath === null) {
    console.warn(`[demo-snapshots] ${CHROMIUM_MISSING} ${demos} demos on ${jobs.length} pages keep their empty server HTML and draw in the reader's browser.`);
    return;
  }

  // Each page with parts is served with its parts' server elements marked (see withServerMarks).
  const marked = new Map(toDraw.map((job) => [routeOf(path.relative(outDir, job.file)), withServerMarks(job.html, job.parts, SERVER_MARK)]));
  const server = http.createServer((req, res) => {
    const page = marked.get(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    if (page !== undefined) {
      res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8'});
      res.end(page);
      return;
    }
    serveHandler(req, res, {cleanUrls: true, public: outDir, trailingSlash: false, directoryListing: false}).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath, args: [...CHROMIUM_FLAGS]});
  try {
    const context = await browser.newContext({viewport: options.viewport, colorScheme: 'light', serviceWorkers: 'block'});
    // The pages load an ad network, an analytics tag and fonts from other hosts: none is needed
    // to draw a demo, and the build contacts nothing beyond this machine.
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const queue = [...toDraw];
    // Each worker keeps one page and moves it from site page to site page (see captureParts).
    const drawPages = async (): Promise<void> => {
      const page = await context.newPage();
      try {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const label = path.relative(process.cwd(), job.file);
          const target = {path: routeOf(path.relative(outDir, job.file)), label, ids: job.parts.map((part) => part.id)};
          const drawn = await captureParts(page, origin, target, options);
          const parts = [...drawn.values()];
          const css = snapshotStyles({
            // The page's rules as the last part saw them: every part had drawn by then.
            rules: parts.at(-1)?.rules ?? [],
            classes: parts.flatMap((part) => part.classes),
            serverHtml: outsideParts(job.html, job.parts),
            emotionKeys: options.emotionKeys,
          });
          const snapshots = new Map([...drawn].map(([id, part]) => [id, part.html]));
          const finished = withSnapshotStyles(withSnapshots(job.html, job.parts, snapshots, options.takenAttribute), css, {
            attribute: options.stylesAttribute,
            value: target.path,
          });
          fs.writeFileSync(job.file, finished);
          fs.writeFileSync(cacheFile(job), finished);
        }
      } finally {
        await page.close();
      }
    };
    await Promise.all(Array.from({length: CONCURRENT_PAGES}, drawPages));
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`[demo-snapshots] ${summary()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
