/**
 * Versioned docs with the Docusaurus CLI. The site is copied to a temporary directory,
 * `docs:version:material-ui` snapshots it there, the copy is built and served, and a real browser
 * checks the snapshot's pages, its switcher entry and the same-page switch. The repository itself
 * is never changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import materialPackage from '@mui/material/package.json';
import {SITE_DIR, copySite, isolatedPage, launchChromium, runDocusaurusOrThrow, serveBuild} from '../../../e2e/support/site';

const SNAPSHOT = '7.2.0';
const PORT = 3212;
const tempDir = copySite('docs-versions-');
const run = (args: string[]) => runDocusaurusOrThrow(tempDir, args);

afterAll(() => {
  fs.rmSync(tempDir, {recursive: true, force: true});
});

describe('a version snapshot made with the CLI', () => {
  it('builds under /material-ui/<version>/, appears in the switcher and keeps the reader on the same page', async () => {
    await run(['docs:version:material-ui', SNAPSHOT]);
    expect(JSON.parse(fs.readFileSync(path.join(tempDir, 'material-ui_versions.json'), 'utf8'))).toEqual([SNAPSHOT]);
    const sidebar = fs.readFileSync(path.join(tempDir, `material-ui_versioned_sidebars/version-${SNAPSHOT}-sidebars.json`), 'utf8');
    // The snapshot's sidebar is the page-data tree at snapshot time, flags included.
    expect(sidebar).toContain('getting-started/installation');
    expect(sidebar).toContain('"legacy"');

    await run(['build', '--out-dir', path.join(tempDir, 'build')]);
    expect(fs.existsSync(path.join(tempDir, `build/material-ui/${SNAPSHOT}/react-button.html`))).toBe(true);
    expect(fs.existsSync(path.join(tempDir, 'build/material-ui/react-button.html'))).toBe(true);

    const server = await serveBuild(tempDir, path.join(tempDir, 'build'), PORT);
    const browser = await launchChromium();
    try {
      const {page, errors} = await isolatedPage(browser);

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
    expect(fs.existsSync(path.join(SITE_DIR, 'material-ui_versions.json'))).toBe(false);
  }, 600_000);
});
