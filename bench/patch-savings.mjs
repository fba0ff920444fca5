#!/usr/bin/env node
/**
 * What each removable patch of Docusaurus or library internals saves on today's build:
 * `npm run bench:patches [-- --runs 5 --only lean-docs,stepwise-app-start]`.
 *
 * Builds Material UI's and MUI X's pages (a preview build of two products, so that a build takes
 * about a minute) once with every patch and once without each patch (`DOCS_BUILD_WITHOUT`, see
 * src/utils/patchesOff.ts), serves every build at once, and measures on each:
 *   - the build's wall time and the peak resident memory of its process tree;
 *   - the gzip bytes of JavaScript a text page, a component page and the Data Grid page load;
 *   - Lighthouse mobile on those pages (total blocking time and main-thread time), the runs interleaved across builds (run 1 of every build,
 *     then run 2, …) so that each build samples the same phases of the machine's speed.
 * It prints each figure beside the full build's and writes bench/results/patch-savings.json.
 * It asserts nothing: deciding which patch earns its place is for the reader of the table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';
import {docusaurusCli, runSampled} from './lib/build.mjs';
import {startBlackhole, chromiumFlags} from './lib/chromium.mjs';
import {lighthousePages} from './lib/lighthouse.mjs';
import {startStaticServer} from './lib/server.mjs';
import {measureWeights} from './lib/weight.mjs';
import {fmt, kb, table} from './lib/report.mjs';

const REPO_DIR = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RESULTS_FILE = path.join(REPO_DIR, 'bench', 'results', 'patch-savings.json');

/** Every patch a build can leave out, as the config reads them. */
const {REMOVABLE_PATCHES: PATCHES} = createJiti(import.meta.url)('../src/utils/patchesOff.ts');
const PAGES = [
  {name: 'text', path: '/material-ui/getting-started/installation'},
  {name: 'component', path: '/material-ui/react-button'},
  {name: 'Data Grid', path: '/x/react-data-grid'},
];
const FULL = 'every patch';

const {values: opts} = parseArgs({
  options: {
    runs: {type: 'string', default: '5'},
    only: {type: 'string', default: PATCHES.join(',')},
    'skip-build': {type: 'boolean', default: false},
  },
});
const runs = Number(opts.runs);
const variants = [FULL, ...opts.only.split(',').filter(Boolean)];
const workDir = path.join(os.tmpdir(), 'patch-savings');

/** @param {string} line */
const log = (line) => console.log(line);

/** @param {string} variant */
const outDirOf = (variant) => path.join(workDir, variant === FULL ? 'full' : variant.replace('/', '--'));

/**
 * One build of the two products' pages without the patch, timed, with its process tree's peak memory.
 * @param {string} variant
 */
async function build(variant) {
  const outDir = outDirOf(variant);
  fs.rmSync(outDir, {recursive: true, force: true});
  const logFile = `${outDir}.log`;
  fs.rmSync(logFile, {force: true});
  const env = {DOCS_PRODUCTS: 'material-ui,x', DOCS_PREVIEW_BUILD: '1', DOCS_BUILD_WITHOUT: variant === FULL ? '' : variant};
  const started = performance.now();
  const {code, peakTreeRss} = await runSampled(process.execPath, [docusaurusCli(REPO_DIR), 'build', '--out-dir', outDir], {cwd: REPO_DIR, logFile, env});
  if (code !== 0) {
    throw new Error(`the build without ${variant} failed; its log: ${logFile}`);
  }
  return {seconds: (performance.now() - started) / 1000, peakMb: peakTreeRss / 1024 / 1024};
}

async function main() {
  fs.mkdirSync(workDir, {recursive: true});
  /** @type {Record<string, {seconds: number, peakMb: number} | null>} */
  const builds = {};
  for (const variant of variants) {
    if (opts['skip-build']) {
      builds[variant] = null;
      continue;
    }
    log(`building without ${variant}…`);
    builds[variant] = await build(variant);
    log(`  ${fmt(builds[variant].seconds)} s, peak ${fmt(builds[variant].peakMb)} MB`);
  }

  const servers = await Promise.all(variants.map((variant) => startStaticServer(outDirOf(variant))));
  const blackhole = await startBlackhole();
  const flags = chromiumFlags(blackhole.port);
  try {
    const targets = variants.flatMap((variant, index) => PAGES.map((page) => ({variant, page: page.name, name: `${variant} · ${page.name}`, url: servers[index].origin + page.path})));
    log('weighing pages…');
    const weights = await measureWeights(targets, flags);
    log(`Lighthouse mobile, ${runs} runs of ${targets.length} pages…`);
    const lighthouse = await lighthousePages(targets, {runs, flags, log, presets: ['mobile']});

    const rows = targets.map((target, index) => {
      const mobile = /** @type {{median: {tbtMs: number, mainThreadMs: number, perf: number}, runs: {tbtMs: number}[]}} */ (lighthouse[index].mobile);
      const tbts = mobile.runs.map((run) => run.tbtMs);
      return {
        variant: target.variant,
        page: target.page,
        jsGzKb: kb(weights[index].js.gz),
        tbtMs: mobile.median.tbtMs,
        tbtRange: [Math.min(...tbts), Math.max(...tbts)],
        mainThreadMs: mobile.median.mainThreadMs,
        perf: mobile.median.perf,
      };
    });
    const full = (page) => rows.find((row) => row.variant === FULL && row.page === page);
    const fullBuild = builds[FULL];
    const printed = rows.map((row) => {
      const base = full(row.page);
      const buildFigures = builds[row.variant];
      return [
        row.variant,
        row.page,
        `${fmt(row.jsGzKb, 1)} (${row.variant === FULL ? '' : (row.jsGzKb - base.jsGzKb >= 0 ? '+' : '') + fmt(row.jsGzKb - base.jsGzKb, 1)})`,
        `${fmt(row.tbtMs)} [${fmt(row.tbtRange[0])}–${fmt(row.tbtRange[1])}]`,
        `${fmt(row.mainThreadMs)} (${row.variant === FULL ? '' : (row.mainThreadMs - base.mainThreadMs >= 0 ? '+' : '') + fmt(row.mainThreadMs - base.mainThreadMs)})`,
        fmt(row.perf),
        buildFigures && fullBuild ? `${fmt(buildFigures.seconds)} s / ${fmt(buildFigures.peakMb)} MB` : '',
      ];
    });
    log('');
    log(table(['build', 'page', 'JS KiB gz (vs every patch)', 'TBT ms median [range]', 'main thread ms', 'perf', 'build time / peak'], printed));
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify({date: new Date().toISOString(), runs, builds, rows, medianOf: 'Lighthouse mobile runs'}, null, 2)}\n`);
    log(`written: ${path.relative(REPO_DIR, RESULTS_FILE)}`);
  } finally {
    await Promise.all([...servers.map((server) => server.close()), blackhole.close()]);
  }
}

await main();
