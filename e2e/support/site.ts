/**
 * Helpers for tests that need a site of their own: a temporary copy of this site (the
 * repository is never changed), the Docusaurus CLI run in it, its build served on 127.0.0.1, and
 * Debian's Chromium launched with the project's flags.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_MISSING, findChromium} from '../../scripts/after-build/demo-snapshots/src/chromium';

export const SITE_DIR = path.resolve(__dirname, '../..');
const DOCUSAURUS = path.join(SITE_DIR, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const COPIED = ['docs', 'src', 'plugins', 'scripts', 'config', 'static', 'sidebars.ts', 'docusaurus.config.ts', 'package.json', 'tsconfig.json'];

/**
 * Debian's Chromium in tests and benchmarks: headless, and none of its own network traffic
 * (updates, sync, background services), which this machine's closed network would refuse.
 * One list, in JSON so the benchmark's plain Node scripts read it too.
 */
export const CHROMIUM_ARGS: readonly string[] = CHROMIUM_FLAGS;

/** Copies the site's sources into a new temporary directory, sharing node_modules. */
export function copySite(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of COPIED) {
    fs.cpSync(path.join(SITE_DIR, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

interface CliResult {
  readonly status: number | null;
  readonly output: string;
}

/**
 * Runs the Docusaurus CLI in `dir`. Asynchronous on purpose: a build takes a minute, and a test
 * worker whose event loop is blocked that long loses its connection to the test runner.
 */
export function runDocusaurus(dir: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [DOCUSAURUS, ...args], {
      cwd: dir,
      env: {...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env},
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, output}));
  });
}

/** Runs the CLI and throws with its output when it fails. */
export async function runDocusaurusOrThrow(dir: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const {status, output} = await runDocusaurus(dir, args, env);
  if (status !== 0) {
    throw new Error(`docusaurus ${args.join(' ')} failed:\n${output}`);
  }
  return output;
}

/** Serves `buildDir` on 127.0.0.1:`port` and resolves once it answers. */
export async function serveBuild(dir: string, buildDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [DOCUSAURUS, 'serve', '--dir', buildDir, '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: dir,
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  server.kill();
  throw new Error(`The build in ${buildDir} was not served on port ${port}.`);
}

export function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (executablePath === null) {
    throw new Error(CHROMIUM_MISSING);
  }
  return chromium.launch({executablePath, args: [...CHROMIUM_ARGS]});
}

/**
 * A new page in its own context that never leaves loopback (third parties get an empty answer),
 * and the list of page errors it raises.
 */
export async function isolatedPage(browser: Browser): Promise<{readonly page: Page; readonly errors: string[]}> {
  const context = await browser.newContext();
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.fulfill({status: 200, body: ''}));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {page, errors};
}
