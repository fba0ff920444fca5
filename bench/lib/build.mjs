/**
 * Timed Docusaurus builds: wall time, peak memory and pages per second.
 *
 * Memory comes from two places. `/usr/bin/time -v` reports the largest resident set of any
 * single process of the build (the kernel's figure for waited-for children; not a sum). Docusaurus
 * may run work in other processes, so the whole process tree's resident memory is also sampled
 * from /proc twice a second and its peak reported: that is what the machine must have.
 *
 * Each build runs with the site as its working directory, because the bundler keeps its
 * persistent cache in `node_modules/.cache` under the working directory, and `docusaurus clear`
 * empties the one under the site: only then is a cleared build really cold.
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PAGE_SIZE = 4096;
const SAMPLE_MS = 500;

/**
 * @typedef {object} BuildFigures
 * @property {number} seconds wall time
 * @property {number} maxRssMb largest single process (`/usr/bin/time -v`)
 * @property {number} peakTreeRssMb largest sampled sum over the process tree
 * @property {number} pages `<loc>` entries in build/sitemap.xml
 * @property {number} pagesPerSecond
 * @property {string} log the build's output
 */

/** The Docusaurus CLI that the site itself would run. @param {string} siteDir */
export function docusaurusCli(siteDir) {
  const require = createRequire(path.join(siteDir, 'package.json'));
  return path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');
}

/** @param {string} siteDir */
export function countPages(siteDir) {
  const sitemap = fs.readFileSync(path.join(siteDir, 'build', 'sitemap.xml'), 'utf8');
  return sitemap.match(/<loc>/g)?.length ?? 0;
}

/** Resident bytes of every process, keyed by pid, with each one's parent. */
function processTable() {
  /** @type {Map<number, {ppid: number, rss: number}>} */
  const table = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces: the fields after it follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), {ppid: Number(fields[1]), rss: Number(fields[21]) * PAGE_SIZE});
    } catch {
      // The process ended between listing and reading.
    }
  }
  return table;
}

/** Resident bytes of a process and all its descendants. @param {number} rootPid */
export function treeRss(rootPid) {
  const table = processTable();
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const [pid, {ppid}] of table) {
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = /** @type {number} */ (queue.pop());
    total += table.get(pid)?.rss ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs a command, returning its exit code and the peak resident memory of its process tree.
 * @param {string} command
 * @param {string[]} args
 * @param {{cwd: string, logFile: string, env?: Record<string, string>}} options `env`: added to this process's
 */
export function runSampled(command, args, {cwd, logFile, env = {}}) {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'a');
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', log, log],
      // Keeps the CLI from asking the registry whether a newer Docusaurus exists.
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...env},
    });
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRss(child.pid));
    }, SAMPLE_MS);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      fs.closeSync(log);
      resolve({code: code ?? 1, peakTreeRss: peak});
    });
  });
}

/** @param {string} text output of `/usr/bin/time -v` */
function maxRssKb(text) {
  const match = text.match(/Maximum resident set size \(kbytes\): (\d+)/);
  return match ? Number(match[1]) : NaN;
}

/** @param {string} logFile */
function tail(logFile, lines = 30) {
  return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * `docusaurus clear` (when `clear`) then a timed build with the site's own build script
 * (`npm run build`): this site builds in two processes (bundling, then rendering the pages), which
 * is what its peak memory depends on, and a bare `docusaurus build` would not show it.
 * @param {{siteDir: string, clear: boolean, label: string}} options
 * @returns {Promise<BuildFigures>}
 */
export async function timedBuild({siteDir, clear, label}) {
  const cli = docusaurusCli(siteDir);
  const logFile = path.join(os.tmpdir(), `bench-build-${label}-${Date.now()}.log`);
  if (clear) {
    const cleared = await runSampled(process.execPath, [cli, 'clear', siteDir], {cwd: siteDir, logFile});
    if (cleared.code !== 0) throw new Error(`docusaurus clear failed (${logFile}):\n${tail(logFile)}`);
  }
  const timeFile = `${logFile}.time`;
  const started = performance.now();
  const built = await runSampled('/usr/bin/time', ['-v', '-o', timeFile, 'npm', 'run', 'build'], {cwd: siteDir, logFile});
  const seconds = (performance.now() - started) / 1000;
  if (built.code !== 0) throw new Error(`npm run build failed (${logFile}):\n${tail(logFile)}`);
  const maxRss = maxRssKb(fs.readFileSync(timeFile, 'utf8'));
  fs.rmSync(timeFile, {force: true});
  const pages = countPages(siteDir);
  return {
    seconds,
    maxRssMb: maxRss / 1024,
    peakTreeRssMb: built.peakTreeRss / 1024 / 1024,
    pages,
    pagesPerSecond: pages / seconds,
    log: logFile,
  };
}
