/**
 * Versioned docs with the Docusaurus CLI (issue: version switcher, item 3). The site is copied to
 * a temporary directory, `docs:version:material-ui` snapshots it there, the copy is built and
 * served, and a real browser checks the snapshot's pages, its switcher entry and the same-page
 * switch. The repository itself is never changed.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {chromium} from 'playwright-core';
import materialPackage from '@mui/material/package.json';

const siteDir = path.resolve(__dirname, '../../..');
const docusaurus = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const COPIED = ['docs', 'src', 'plugins', 'static', 'sidebars.ts', 'docusaurus.config.ts', 'package.json', 'tsconfig.json'];
const SNAPSHOT = '7.2.0';
const PORT = 3212;
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-versions-'));

function run(args: string[]): string {
  const result = spawnSync(process.execPath, [docusaurus, ...args], {cwd: tempDir, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}});
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) {
    throw new Error(`docusaurus ${args.join(' ')} failed:\n${output}`);
  }
  return output;
}

afterAll(() => {
  fs.rmSync(tempDir, {recursive: true, force: true});
});

describe('a version snapshot made with the CLI', () => {
  it('builds under /material-ui/<version>/, appears in the switcher and keeps the reader on the same page', async () => {
    for (const entry of COPIED) {
      fs.cpSync(path.join(siteDir, entry), path.join(tempDir, entry), {recursive: true});
    }
    fs.symlinkSync(path.join(siteDir, 'node_modules'), path.join(tempDir, 'node_modules'), 'dir');

    run(['docs:version:material-ui', SNAPSHOT]);
    expect(JSON.parse(fs.readFileSync(path.join(tempDir, 'material-ui_versions.json'), 'utf8'))).toEqual([SNAPSHOT]);
    const sidebar = fs.readFileSync(path.join(tempDir, `material-ui_versioned_sidebars/version-${SNAPSHOT}-sidebars.json`), 'utf8');
    // The snapshot's sidebar is the page-data tree at snapshot time, flags included.
    expect(sidebar).toContain('getting-started/installation');
    expect(sidebar).toContain('"legacy"');

    run(['build', '--out-dir', path.join(tempDir, 'build')]);
    expect(fs.existsSync(path.join(tempDir, `build/material-ui/${SNAPSHOT}/react-button.html`))).toBe(true);
    expect(fs.existsSync(path.join(tempDir, 'build/material-ui/react-button.html'))).toBe(true);

    const server = spawn(process.execPath, [docusaurus, 'serve', '--dir', path.join(tempDir, 'build'), '--host', '127.0.0.1', '--port', String(PORT), '--no-open'], {
      cwd: tempDir,
      stdio: 'ignore',
    });
    const chromiumPath = process.env.CHROMIUM_PATH ?? execFileSync('which', ['chromium'], {encoding: 'utf8'}).trim();
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      for (let i = 0; i < 100; i += 1) {
        try {
          await fetch(`http://127.0.0.1:${PORT}/`);
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      const context = await browser.newContext();
      await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.fulfill({status: 200, body: ''}));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto(`http://127.0.0.1:${PORT}/material-ui/${SNAPSHOT}/react-button`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const switcher = page.getByTestId('version-switcher');
      expect(await switcher.textContent()).toBe(SNAPSHOT);
      // The banner of an old snapshot leads to the same page in the current version.
      const banner = page.locator('.theme-doc-version-banner');
      expect(await banner.textContent()).toContain(SNAPSHOT);
      expect(await banner.locator('a').getAttribute('href')).toBe('/material-ui/react-button');

      await switcher.click();
      const current = page.getByRole('menuitem', {name: `v${materialPackage.version}`});
      expect(await current.getAttribute('href')).toBe('/material-ui/react-button');
      await current.click();
      await page.waitForURL(`http://127.0.0.1:${PORT}/material-ui/react-button`);
      expect(await page.getByTestId('version-switcher').textContent()).toBe(`v${materialPackage.version}`);

      await page.getByTestId('version-switcher').click();
      expect(await page.getByRole('menuitem', {name: SNAPSHOT, exact: true}).getAttribute('href')).toBe(`/material-ui/${SNAPSHOT}/react-button`);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.kill();
    }
    // Nothing of the snapshot reached the repository.
    expect(fs.existsSync(path.join(siteDir, 'material-ui_versions.json'))).toBe(false);
  }, 600_000);
});
