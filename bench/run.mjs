#!/usr/bin/env node
/**
 * The site's benchmark: `npm run bench`. It prints figures and asserts nothing; speed is
 * measured here and never by timed tests, whose verdicts would depend on the machine's load.
 *
 * One run measures, for this site and for a stock Docusaurus site (bench/stock, the classic
 * template built with the same packages and flags), so that every figure has a baseline:
 *   1. builds: cold (after `docusaurus clear`) and warm, time, peak memory, pages per second;
 *   2. page weight of each page type on first load (gzip bytes of HTML, JS and CSS);
 *   3. Lighthouse performance, mobile and desktop presets, median of several runs;
 *   4. search: the index's size, the bytes a first query transfers, query latency, and the
 *      ranking's hits in the top 1 and top 5 and mean reciprocal rank over the evaluation set;
 *   5. scale: builds of copies of the site grown to about 1,000 and 3,000 pages, and a cold build
 *      of the stock site grown to our page count;
 *   7. client-side navigation: text page to text page and component page to component page,
 *      beside stock's docs page to docs page, at 4x CPU slowdown, median of several runs; the
 *      component pair and stock's again with the mouse resting on the link before the click;
 *   6. the writer's preview: `npm start` for one product and for the whole site, the time until
 *      a page shows and until a Markdown edit shows in it, and peak memory.
 * Results go to bench/results/<commit>-<time>.json and bench/results/latest.json so that runs
 * on different commits can be compared (bench/compare.mjs). See bench/README.md.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {startStaticServer} from './lib/server.mjs';
import {startBlackhole, chromiumFlags, chromiumVersion, CHROMIUM_PATH} from './lib/chromium.mjs';
import {measureWeights} from './lib/weight.mjs';
import {LIGHTHOUSE_FLAGS, lighthousePages} from './lib/lighthouse.mjs';
import {evaluationFigures, indexFigures, measureSearch} from './lib/search.mjs';
import {timedBuild, countPages} from './lib/build.mjs';
import {makeScaledSite, makeScaledStock, removeScaledSite} from './lib/scale.mjs';
import {measureNavigations} from './lib/navigation.mjs';
import {measurePreview} from './lib/preview.mjs';
import * as report from './lib/report.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_DIR = path.dirname(BENCH_DIR);
const STOCK_DIR = path.join(BENCH_DIR, 'stock');
const RESULTS_DIR = path.join(BENCH_DIR, 'results');

/** One page of each type; the names are used in tables, ratios and summary keys. */
const SITE_PAGES = [
  {name: 'home', path: '/'},
  {name: 'text', path: '/material-ui/getting-started/installation'},
  {name: 'component', path: '/material-ui/react-button'},
  {name: 'api', path: '/material-ui/api/button'},
  {name: 'x', path: '/x/react-data-grid'},
];
const STOCK_PAGES = [
  {name: 'stock home', path: '/'},
  {name: 'stock docs', path: '/docs/intro'},
];
/**
 * Navigations per pair at the least: one navigation varies by about 40 ms on this machine, and
 * the target is set on a median of 5.
 */
const NAVIGATION_MIN_RUNS = 5;
/** How long the mouse rests on a link before the click, in the hovered pairs (a quick reader's pointing). */
const HOVER_MS = 150;
/** Pages of one sidebar section, each link in view on the first page. */
const NAVIGATION_PAIRS = [
  // Usage has a demo in its first screen; Supported platforms has none, like stock's pages.
  {name: 'text to text', site: 'site', from: '/material-ui/getting-started/installation', to: '/material-ui/getting-started/usage'},
  {name: 'text to text, no demo', site: 'site', from: '/material-ui/getting-started/installation', to: '/material-ui/getting-started/supported-platforms'},
  {name: 'component to component', site: 'site', from: '/material-ui/react-button', to: '/material-ui/react-button-group'},
  {name: 'stock docs to docs', site: 'stock', from: '/docs/tutorial-basics/create-a-page', to: '/docs/tutorial-basics/create-a-document'},
  // A reader with a mouse points at the link before clicking it: both sites start loading then.
  {name: 'component to component, hovered first', site: 'site', from: '/material-ui/react-button', to: '/material-ui/react-button-group', hoverMs: HOVER_MS},
  {name: 'stock docs to docs, hovered first', site: 'stock', from: '/docs/tutorial-basics/create-a-page', to: '/docs/tutorial-basics/create-a-document', hoverMs: HOVER_MS},
];

const USAGE = `Usage: node bench/run.mjs [options]
  --runs N          Lighthouse runs per page and preset, and navigations per pair (at least 5); the median is reported (default 3)
  --navigation-only only the client-side navigation figures, on the existing builds
  --skip-build      reuse the existing build/ and bench/stock/build (no build figures)
  --skip-lighthouse no Lighthouse runs
  --skip-scale      no 1,000/3,000-page builds
  --skip-preview    no dev-server (npm start) figures
  --preview-only    only the dev-server figures
  --scale A,B       page counts of the scale builds (default 1000,3000)
  --site-dir DIR    benchmark the site in DIR instead of this repository (e.g. a copy of it)
  --help`;

function options() {
  const {values} = parseArgs({
    options: {
      runs: {type: 'string', default: '3'},
      'skip-build': {type: 'boolean', default: false},
      'skip-lighthouse': {type: 'boolean', default: false},
      'skip-scale': {type: 'boolean', default: false},
      'skip-preview': {type: 'boolean', default: false},
      'preview-only': {type: 'boolean', default: false},
      'navigation-only': {type: 'boolean', default: false},
      scale: {type: 'string', default: '1000,3000'},
      'site-dir': {type: 'string', default: REPO_DIR},
      help: {type: 'boolean', default: false},
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  return {
    runs,
    skipBuild: values['skip-build'],
    skipLighthouse: values['skip-lighthouse'],
    skipScale: values['skip-scale'],
    skipPreview: values['skip-preview'],
    previewOnly: values['preview-only'],
    navigationOnly: values['navigation-only'],
    scaleSizes: values.scale.split(',').map(Number).filter((n) => n > 0),
    siteDir: path.resolve(values['site-dir']),
  };
}

/** @param {string} line */
const log = (line) => console.log(line);

/** @param {string[]} args @param {string} cwd */
function git(args, cwd) {
  return execFileSync('git', ['--no-optional-locks', '-C', cwd, ...args], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
}

/**
 * The commit the measured site is at, and whether its work tree has uncommitted changes (read
 * without taking git's index lock, so that nothing is written). A copy made outside git (e.g.
 * with `git archive`) has no history: then this repository's commit is recorded, `from` says
 * so, and whether the copy differs from it is unknown (`dirty: null`).
 * @param {string} siteDir
 */
function commitOf(siteDir) {
  const siteIsWorkTree = (() => {
    try {
      return fs.realpathSync(git(['rev-parse', '--show-toplevel'], siteDir)) === fs.realpathSync(siteDir);
    } catch {
      return false;
    }
  })();
  const dir = siteIsWorkTree ? siteDir : REPO_DIR;
  try {
    const sha = git(['rev-parse', '--short', 'HEAD'], dir);
    const dirty = siteIsWorkTree ? git(['status', '--porcelain', '--untracked-files=no'], dir) !== '' : null;
    return {sha, dirty, from: dir};
  } catch {
    return {sha: 'nogit', dirty: null, from: null};
  }
}

/** @param {{sha: string, dirty: boolean | null, from: string | null}} commit */
function describeCommit(commit) {
  if (commit.dirty === null) return `${commit.sha} (commit of ${commit.from ?? 'no repository'}; the measured copy is not a git work tree)`;
  return commit.dirty ? `${commit.sha} (with uncommitted changes)` : commit.sha;
}

/**
 * @param {string} siteDir
 * @param {object} opts
 */
function meta(siteDir, opts) {
  const require = createRequire(path.join(siteDir, 'package.json'));
  /** @param {string} name */
  const version = (name) => {
    try {
      return require(`${name}/package.json`).version;
    } catch {
      return 'unknown';
    }
  };
  return {
    commit: commitOf(siteDir),
    timestamp: new Date().toISOString(),
    siteDir,
    stockDir: STOCK_DIR,
    options: opts,
    // Other work on the machine slows builds and raises TBT: the load average tells a reader
    // whether a run was made on a quiet machine.
    machine: {cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), loadAverageAtStart: os.loadavg()},
    versions: {
      node: process.version,
      chromium: chromiumVersion(),
      docusaurus: version('@docusaurus/core'),
      lighthouse: version('lighthouse'),
      playwright: version('playwright-core'),
    },
    // Lighthouse's browser runs with these beyond the shared flags (bench/lib/lighthouse.mjs).
    lighthouseFlags: LIGHTHOUSE_FLAGS,
  };
}

/** Cold then warm build of one site. @param {string} siteDir @param {string} label */
async function buildTwice(siteDir, label) {
  log(`build ${label}: cold (docusaurus clear + build) …`);
  const cold = await timedBuild({siteDir, clear: true, label: `${label}-cold`});
  log(`  ${cold.pages} pages in ${cold.seconds.toFixed(1)} s, max RSS ${cold.maxRssMb.toFixed(0)} MB, tree ${cold.peakTreeRssMb.toFixed(0)} MB`);
  log(`build ${label}: warm (second build, caches kept) …`);
  const warm = await timedBuild({siteDir, clear: false, label: `${label}-warm`});
  log(`  ${warm.pages} pages in ${warm.seconds.toFixed(1)} s, max RSS ${warm.maxRssMb.toFixed(0)} MB, tree ${warm.peakTreeRssMb.toFixed(0)} MB`);
  return {cold, warm};
}

/**
 * Serves both builds and runs the browser passes against them.
 * @param {{siteDir: string, runs: number, skipLighthouse: boolean, navigationOnly: boolean}} opts
 * @param {any} results
 */
async function browserPasses(opts, results) {
  const site = await startStaticServer(path.join(opts.siteDir, 'build'));
  const stock = await startStaticServer(path.join(STOCK_DIR, 'build'));
  const blackhole = await startBlackhole();
  const flags = chromiumFlags(blackhole.port);
  const pages = [
    ...SITE_PAGES.map((p) => ({...p, site: 'site', url: site.origin + p.path})),
    ...STOCK_PAGES.map((p) => ({...p, site: 'stock', url: stock.origin + p.path})),
  ];
  try {
    await section(results, 'navigation', async () => {
      const runs = Math.max(opts.runs, NAVIGATION_MIN_RUNS);
      log(`navigation (click to the next page's heading, CPU slowed down), ${runs} runs per pair …`);
      results.navigation = await measureNavigations(NAVIGATION_PAIRS, {site: site.origin, stock: stock.origin}, {runs, flags, log});
    });
    if (opts.navigationOnly) return;
    await section(results, 'weight', async () => {
      log(`page weight (${CHROMIUM_PATH}, first load until hydrated and idle) …`);
      const rows = await measureWeights(pages, flags);
      // The servers' ports change from run to run: pages are recorded by path.
      results.weight = rows.map(({url: _url, ...row}, i) => ({...row, site: pages[i].site, path: pages[i].path}));
    });
    await section(results, 'search', async () => {
      log('search (index size, first query from /material-ui/react-button) …');
      results.search = {index: indexFigures(path.join(opts.siteDir, 'build')), evaluation: evaluationFigures(opts.siteDir), ...(await measureSearch(site.origin, flags))};
    });
    if (!opts.skipLighthouse) {
      await section(results, 'lighthouse', async () => {
        log(`lighthouse (${pages.map((page) => `${page.name} ${page.path}`).join(', ')}), runs interleaved …`);
        const figures = await lighthousePages(pages, {runs: opts.runs, flags, log});
        results.lighthouse = pages.map((page, i) => ({name: page.name, site: page.site, path: page.path, ...figures[i]}));
      });
    }
  } finally {
    await Promise.all([site.close(), stock.close(), blackhole.close()]);
  }
}

/**
 * A cold build of the stock site grown to `pages` pages, to set beside our own cold build.
 * @param {number} pages
 */
async function stockAtSize(pages) {
  const {dir, generatedPages} = makeScaledStock({stockDir: STOCK_DIR, repoDir: REPO_DIR, basePages: countPages(STOCK_DIR), targetPages: pages});
  log(`stock grown to ${pages} pages (${generatedPages} generated), cold build in ${dir} …`);
  try {
    const figures = await timedBuild({siteDir: dir, clear: true, label: 'stock-scaled'});
    log(`  ${figures.pages} pages in ${figures.seconds.toFixed(1)} s, max RSS ${figures.maxRssMb.toFixed(0)} MB`);
    return figures;
  } finally {
    removeScaledSite(dir);
  }
}

/**
 * @param {{siteDir: string, scaleSizes: number[]}} opts
 * @param {any} results
 */
async function scalePass(opts, results) {
  const basePages = countPages(opts.siteDir);
  results.stockScaled = await stockAtSize(basePages);
  results.scale = [];
  for (const targetPages of opts.scaleSizes) {
    const {dir, generatedPages} = makeScaledSite({siteDir: opts.siteDir, basePages, targetPages});
    log(`scale ${targetPages}: ${basePages} pages + ${generatedPages} generated, cold build in ${dir} …`);
    const figures = await timedBuild({siteDir: dir, clear: false, label: `scale-${targetPages}`});
    log(`  ${figures.pages} pages in ${figures.seconds.toFixed(1)} s, max RSS ${figures.maxRssMb.toFixed(0)} MB, tree ${figures.peakTreeRssMb.toFixed(0)} MB`);
    results.scale.push({targetPages, generatedPages, ...figures});
    removeScaledSite(dir);
  }
}

/** The page a writer previews, and its source. */
const PREVIEW_PAGE = {pagePath: '/material-ui/getting-started/installation', title: 'Installation', sourceFile: 'docs/material-ui/getting-started/installation.md'};

/**
 * `npm start` for one product, then for the whole site, one after the other.
 * @param {{siteDir: string}} opts
 * @param {any} results
 */
async function previewPass(opts, results) {
  const blackhole = await startBlackhole();
  try {
    results.preview = [];
    for (const products of ['material-ui', null]) {
      log(`preview: npm start${products ? ` with DOCS_PRODUCTS=${products}` : ''} …`);
      const figures = await measurePreview({siteDir: opts.siteDir, products, ...PREVIEW_PAGE, flags: chromiumFlags(blackhole.port)});
      log(`  first page in ${figures.startSeconds.toFixed(1)} s, edit shown in ${figures.editSeconds === null ? 'never' : `${figures.editSeconds.toFixed(1)} s`}, tree ${figures.peakTreeRssMb.toFixed(0)} MB`);
      results.preview.push(figures);
    }
  } finally {
    await blackhole.close();
  }
}

/**
 * Runs one part; a failure is recorded and printed, and the other parts still run.
 * @param {any} results
 * @param {string} name
 * @param {() => Promise<void>} body
 */
async function section(results, name, body) {
  const started = Date.now();
  try {
    await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`!! ${name} failed: ${message}`);
    results.errors.push({section: name, message});
  } finally {
    results.durations[name] = Math.round((Date.now() - started) / 1000);
  }
}

/**
 * @param {any} results
 * @param {{runs: number}} opts
 */
function printTables(results, opts) {
  log('');
  log(`## Results: ${describeCommit(results.meta.commit)}, ${results.meta.timestamp}`);
  if (results.builds) {
    log('\n### Builds\n');
    log(report.buildTable(results));
  }
  if (results.weight) {
    log('\n### Page weight, first load (KB = 1024 bytes)\n');
    log(report.weightTable(results.weight));
  }
  if (results.search) {
    log('\n### Search (KB = 1024 bytes)\n');
    log(report.searchTable(results.search));
  }
  if (results.lighthouse) {
    log(`\n### Lighthouse performance, median of ${opts.runs} (m = mobile, d = desktop)\n`);
    log(report.lighthouseTable(results.lighthouse));
  }
  if (results.navigation) {
    log(`\n### Client-side navigation, median of ${Math.max(opts.runs, NAVIGATION_MIN_RUNS)}\n`);
    log(report.navigationTable(results.navigation));
  }
  if (results.stockScaled) {
    log('\n### Cold build beside stock at the same page count\n');
    log(report.sameSizeBuildTable(results));
  }
  if (results.scale?.length) {
    log('\n### Scale (cold builds)\n');
    const base = results.builds?.site?.cold;
    log(report.scaleTable([...(base ? [{targetPages: 'site', ...base}] : []), ...results.scale]));
  }
  if (results.preview?.length) {
    log('\n### Preview (npm start, one product and the whole site)\n');
    log(report.previewTable(results.preview));
  }
  log('\n### Ours / stock\n');
  log(report.ratioTable(results.ratios));
  if (results.errors.length) {
    log(`\n${results.errors.length} part(s) failed: ${results.errors.map((/** @type {any} */ e) => e.section).join(', ')}`);
  }
}

/** @param {any} results */
function writeResults(results) {
  fs.mkdirSync(RESULTS_DIR, {recursive: true});
  const stamp = results.meta.timestamp.replace(/[:.]/g, '-');
  const file = path.join(RESULTS_DIR, `${results.meta.commit.sha}-${stamp}.json`);
  const text = `${JSON.stringify(results, null, 2)}\n`;
  fs.writeFileSync(file, text);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), text);
  return file;
}

async function main() {
  const opts = options();
  const started = Date.now();
  /** @type {any} */
  const results = {meta: meta(opts.siteDir, opts), durations: {}, errors: []};
  const load = results.meta.machine.loadAverageAtStart.map((/** @type {number} */ l) => l.toFixed(2)).join(' ');
  log(`bench: site ${opts.siteDir} @ ${describeCommit(results.meta.commit)}, stock ${STOCK_DIR}, ${results.meta.machine.cpus} CPUs, load ${load}`);

  if (opts.previewOnly) {
    await section(results, 'preview', () => previewPass(opts, results));
    results.ratios = report.computeRatios(results);
    results.summary = report.summarize(results);
    results.durations.total = Math.round((Date.now() - started) / 1000);
    printTables(results, opts);
    writeResults(results);
    process.exitCode = results.errors.length ? 1 : 0;
    return;
  }
  if (opts.navigationOnly) {
    await section(results, 'browser', () => browserPasses(opts, results));
    results.ratios = report.computeRatios(results);
    results.summary = report.summarize(results);
    results.durations.total = Math.round((Date.now() - started) / 1000);
    printTables(results, opts);
    writeResults(results);
    process.exitCode = results.errors.length ? 1 : 0;
    return;
  }
  if (opts.skipBuild) {
    results.builds = {site: {pages: countPages(opts.siteDir)}, stock: {pages: countPages(STOCK_DIR)}};
  } else {
    results.builds = {};
    await section(results, 'build site', async () => {
      results.builds.site = await buildTwice(opts.siteDir, 'site');
    });
    await section(results, 'build stock', async () => {
      results.builds.stock = await buildTwice(STOCK_DIR, 'stock');
    });
  }
  // Measuring an older build, or scaling a site that does not build, would only mislead.
  const buildFailed = results.errors.length > 0;
  if (buildFailed) {
    log('!! skipping the browser and scale parts: a build failed');
  } else {
    await section(results, 'browser', () => browserPasses(opts, results));
  }
  if (!opts.skipScale && !buildFailed) {
    await section(results, 'scale', () => scalePass(opts, results));
  }

  if (!opts.skipPreview) {
    await section(results, 'preview', () => previewPass(opts, results));
  }

  results.ratios = report.computeRatios(results);
  results.summary = report.summarize(results);
  results.durations.total = Math.round((Date.now() - started) / 1000);
  results.meta.machine.loadAverageAtEnd = os.loadavg();
  printTables(results, opts);
  const file = writeResults(results);
  log(`\nwrote ${path.relative(process.cwd(), file)} and bench/results/latest.json (${results.durations.total} s in all)`);
  process.exitCode = results.errors.length ? 1 : 0;
}

await main();
