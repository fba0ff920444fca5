/**
 * One real build of a copy of the site, as a maintainer would make it, and what a browser sees
 * of it. A build of this site takes minutes, so the copy is built once for all three checks:
 *
 * - Versioned docs with the Docusaurus CLI: `docs:version:material-ui` snapshots the copy, and
 *   the snapshot's pages, its label and banner (`v7.2.0`, naming Material UI), its switcher entry
 *   and the same-page switch are checked; its API pages, copied, frozen and meant to be committed;
 *   and its search index: the snapshot's pages in an index of their own, searched from inside the
 *   snapshot only.
 * - The service worker (plugin-pwa's, with the docs' routes): the copy is built with the
 *   production docs host set to 127.0.0.1, and Chromium checks that the worker registers there;
 *   that an update is told to skip waiting and reloads the page exactly once when it is active
 *   and the page has focus; that pages read before can be read again with the server gone; and
 *   that a new deploy's HTML is served, not the kept copy. (On any other host nothing
 *   registers: e2e/analytics.spec.ts.)
 * - A writer's new page: a page with a one-line demo, its demo file and its page-data entry are
 *   added to the copy (as CONTRIBUTING's walk-through says), and the built page shows the demo.
 *
 * The repository itself is never changed.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import materialPackage from '@mui/material/package.json';
import {SITE_DIR, copySite, isolatedPage, launchChromium, runDocusaurusOrThrow, serveBuild} from '../../e2e/support/site';
import {SITE_SETTINGS} from '../constants/analytics';

const SNAPSHOT = '7.2.0';
/** Labelled like the current version (`v7.3.5`). */
const SNAPSHOT_LABEL = `v${SNAPSHOT}`;
const tempDir = copySite('docs-copy-');
const buildDir = path.join(tempDir, 'build');
let versionOutput = '';

/** A page a writer adds as CONTRIBUTING's walk-through says: a one-line demo, no import. */
const WRITER_PAGE = {
  pathname: '/joy-ui/react-kbd-hint',
  file: 'docs/joy-ui/react-kbd-hint.md',
  demo: 'src/demos/joy-ui/react-kbd-hint/BasicKbdHint.tsx',
  entryAfter: "{pathname: '/joy-ui/react-button'},",
  pageData: 'src/data/pages/joyUi/inputsAndDataDisplay.ts',
} as const;

function addWriterPage(dir: string): void {
  fs.writeFileSync(
    path.join(dir, WRITER_PAGE.file),
    '---\ntitle: Keyboard hint\ndescription: Show a keyboard shortcut beside an action.\n---\n\n' +
      'A keyboard hint tells readers which keys trigger an action.\n\n## Basic usage\n\n{{"demo": "BasicKbdHint.tsx"}}\n',
  );
  fs.mkdirSync(path.dirname(path.join(dir, WRITER_PAGE.demo)), {recursive: true});
  fs.writeFileSync(
    path.join(dir, WRITER_PAGE.demo),
    "import * as React from 'react';\nimport Typography from '@mui/joy/Typography';\n\n" +
      'export default function BasicKbdHint() {\n  return <Typography>Press Ctrl K to search the kbd hint docs</Typography>;\n}\n',
  );
  const pageData = path.join(dir, WRITER_PAGE.pageData);
  const text = fs.readFileSync(pageData, 'utf8');
  expect(text).toContain(WRITER_PAGE.entryAfter);
  fs.writeFileSync(pageData, text.replace(WRITER_PAGE.entryAfter, `${WRITER_PAGE.entryAfter}\n      {pathname: '${WRITER_PAGE.pathname}'},`));
}

beforeAll(async () => {
  versionOutput = await runDocusaurusOrThrow(tempDir, ['docs:version:material-ui', SNAPSHOT]);
  addWriterPage(tempDir);
  await runDocusaurusOrThrow(tempDir, ['build', '--out-dir', buildDir], {
    [SITE_SETTINGS.productionHostVariable]: '127.0.0.1',
    DOCS_ADS: 'off',
  });
}, 600_000);

afterAll(() => {
  fs.rmSync(tempDir, {recursive: true, force: true});
});

/** The page addresses of the search index a manifest of the build names. */
function indexedPaths(manifestFile: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, manifestFile), 'utf8')) as {index: string};
  const index = JSON.parse(fs.readFileSync(path.join(buildDir, manifest.index), 'utf8')) as {pages: [string, string, string][]};
  return index.pages.map(([pathname]) => pathname);
}

/**
 * Searches from the page being read with the shortcut, until `expected` is among the results
 * (the first answer comes from titles, the text refines it); then every result's address.
 */
async function searchResults(page: Page, query: string, expected: string): Promise<string[]> {
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', {name: 'Search the docs'});
  await dialog.getByRole('combobox', {name: 'Search the docs'}).fill(query);
  const links = dialog.getByRole('option').locator('a');
  let urls: string[] = [];
  for (let attempt = 0; attempt < 75 && !urls.includes(expected); attempt += 1) {
    await page.waitForTimeout(200);
    urls = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  }
  return urls;
}

describe('a page a writer adds with a one-line demo', () => {
  it('builds, with the demo rendered in the page and the page in the sidebar', () => {
    const html = fs.readFileSync(path.join(buildDir, `${WRITER_PAGE.pathname.slice(1)}.html`), 'utf8');
    expect(html).toContain('Press Ctrl K to search the kbd hint docs');
    expect(html).toMatch(/id="?basic-kbd-hint"?/);
    // The minified HTML may leave attribute values unquoted.
    expect(html).toMatch(new RegExp(`href="?${WRITER_PAGE.pathname}[" >]`));
    expect(html).not.toContain('{{&quot;demo&quot;');
  });
});

describe('a version snapshot made with the CLI', () => {
  const PORT = 3212;

  it('is built under /material-ui/<version>/, appears in the switcher and keeps the reader on the same page', async () => {
    expect(JSON.parse(fs.readFileSync(path.join(tempDir, 'material-ui_versions.json'), 'utf8'))).toEqual([SNAPSHOT]);
    const sidebar = fs.readFileSync(path.join(tempDir, `material-ui_versioned_sidebars/version-${SNAPSHOT}-sidebars.json`), 'utf8');
    // The snapshot's sidebar is the page-data tree at snapshot time, flags included.
    expect(sidebar).toContain('getting-started/installation');
    expect(sidebar).toContain('"legacy"');

    expect(fs.existsSync(path.join(tempDir, `build/material-ui/${SNAPSHOT}/react-button.html`))).toBe(true);
    expect(fs.existsSync(path.join(tempDir, 'build/material-ui/react-button.html'))).toBe(true);

    // The API pages generated for the installed package are the snapshot's API reference: copied,
    // built under the snapshot, their header saying they are frozen, the command saying to commit
    // them, and nothing in the repository ignoring them.
    const snapshotApi = `material-ui_versioned_docs/version-${SNAPSHOT}/api`;
    const apiPages = fs.readdirSync(path.join(tempDir, snapshotApi)).filter((name) => name.endsWith('.mdx'));
    expect(apiPages.length).toBeGreaterThan(100);
    const buttonApi = fs.readFileSync(path.join(tempDir, snapshotApi, 'button.mdx'), 'utf8');
    expect(buttonApi).toContain(`from @mui/material ${materialPackage.version}`);
    expect(buttonApi).toContain(`Frozen in version snapshot ${SNAPSHOT}`);
    expect(buttonApi).not.toContain('rewritten on every build');
    expect(versionOutput).toContain(`Material UI ${SNAPSHOT}: the snapshot holds ${apiPages.length} API pages`);
    expect(versionOutput).toContain(`(${snapshotApi})`);
    const ignored = spawnSync('git', ['check-ignore', '--no-index', '-q', `${snapshotApi}/button.mdx`], {cwd: SITE_DIR});
    expect(ignored.status, 'the snapshot API pages are to be committed: .gitignore must not ignore them').toBe(1);
    expect(fs.existsSync(path.join(buildDir, `material-ui/${SNAPSHOT}/api/button.html`))).toBe(true);

    // Search: the snapshot's pages, at their snapshot addresses, in an index of their own; the
    // current index (at its usual address) holds none of them.
    const snapshotPaths = indexedPaths(`search-manifest/material-ui/${SNAPSHOT}.json`);
    expect(snapshotPaths).toContain(`/material-ui/${SNAPSHOT}/react-button`);
    // Its root page is the snapshot's own address, `/material-ui/<version>`.
    expect(snapshotPaths.filter((pathname) => pathname !== `/material-ui/${SNAPSHOT}` && !pathname.startsWith(`/material-ui/${SNAPSHOT}/`))).toEqual([]);
    const currentPaths = indexedPaths('search-manifest.json');
    expect(currentPaths).toContain('/material-ui/react-button');
    expect(currentPaths.filter((pathname) => pathname.startsWith(`/material-ui/${SNAPSHOT}`))).toEqual([]);

    const server = await serveBuild(tempDir, buildDir, PORT);
    const browser = await launchChromium();
    try {
      const {page, errors} = await isolatedPage(browser);

      await page.goto(`http://127.0.0.1:${PORT}/material-ui/${SNAPSHOT}/react-button`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const switcher = page.getByTestId('version-switcher');
      expect(await switcher.textContent()).toBe(SNAPSHOT_LABEL);
      // The banner of an old snapshot names the product and the version, and leads to the same
      // page in the current version.
      const banner = page.locator('.theme-doc-version-banner');
      expect(await banner.textContent()).toContain(`This is documentation for Material UI ${SNAPSHOT_LABEL}, which is no longer actively maintained.`);
      expect(await banner.textContent()).toContain(`(v${materialPackage.version})`);
      expect(await banner.locator('a').getAttribute('href')).toBe('/material-ui/react-button');

      // Searching from inside the snapshot searches the snapshot's own index: its pages only, the
      // filter on its product alone.
      const manifests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/search-manifest')) {
          manifests.push(new URL(request.url()).pathname);
        }
      });
      const inSnapshot = await searchResults(page, 'button', `/material-ui/${SNAPSHOT}/react-button`);
      expect(inSnapshot).toContain(`/material-ui/${SNAPSHOT}/react-button`);
      expect(inSnapshot.filter((url) => !url.startsWith(`/material-ui/${SNAPSHOT}/`) && !url.startsWith(`/material-ui/${SNAPSHOT}#`) && url !== `/material-ui/${SNAPSHOT}`)).toEqual([]);
      const filter = page.getByRole('group', {name: 'Products to search'}).getByRole('button');
      expect(await filter.allTextContents()).toEqual([`Material UI ${SNAPSHOT_LABEL}`]);
      // Once each (a request may be reported for the page's worker and the service worker too).
      expect([...new Set(manifests)]).toEqual([`/search-manifest/material-ui/${SNAPSHOT}.json`]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', {name: 'Search the docs'}).waitFor({state: 'hidden'});

      await switcher.click();
      const current = page.getByRole('menuitem', {name: `v${materialPackage.version}`});
      expect(await current.getAttribute('href')).toBe('/material-ui/react-button');
      await current.click();
      await page.waitForURL(`http://127.0.0.1:${PORT}/material-ui/react-button`);
      // The address changes before the new version's route has loaded and rendered, so the
      // switcher is read until it shows the current version (or the poll times out).
      await expect.poll(() => page.getByTestId('version-switcher').textContent(), {timeout: 10_000}).toBe(`v${materialPackage.version}`);

      // Back in the current version (a client-side move): the current index again, no snapshot page.
      const inCurrent = await searchResults(page, 'button', '/material-ui/react-button');
      expect(inCurrent).toContain('/material-ui/react-button');
      expect(inCurrent.filter((url) => url.startsWith(`/material-ui/${SNAPSHOT}`))).toEqual([]);
      expect([...new Set(manifests)]).toEqual([`/search-manifest/material-ui/${SNAPSHOT}.json`, '/search-manifest.json']);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', {name: 'Search the docs'}).waitFor({state: 'hidden'});

      await page.getByTestId('version-switcher').click();
      expect(await page.getByRole('menuitem', {name: SNAPSHOT_LABEL, exact: true}).getAttribute('href')).toBe(`/material-ui/${SNAPSHOT}/react-button`);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.kill();
    }
    // Nothing of the snapshot reached the repository.
    expect(fs.existsSync(path.join(SITE_DIR, 'material-ui_versions.json'))).toBe(false);
  }, 600_000);
});

describe('the service worker on the production host', () => {
  const PORT = 3214;
  const ORIGIN = `http://127.0.0.1:${PORT}`;

  it('registers, skips waiting on update, and reloads once', async () => {
    let server = await serveBuild(tempDir, buildDir, PORT);
    const browser = await launchChromium();
    try {
      const {page, errors} = await isolatedPage(browser);
      await page.addInitScript(() => {
        const loads = Number(sessionStorage.getItem('loads') ?? '0') + 1;
        sessionStorage.setItem('loads', String(loads));
      });
      const loads = () => page.evaluate(() => Number(sessionStorage.getItem('loads')));

      await page.goto(`${ORIGIN}/material-ui/getting-started/overview`);
      const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
      expect(scriptURL?.startsWith(`${ORIGIN}/sw.js?params=`)).toBe(true);

      // A second visit is controlled by the worker; only then can an update replace it.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(await loads()).toBe(2);

      // Deploy a new worker: same script, new bytes (the browser fetches worker scripts itself,
      // past any request interception, so the served file changes).
      fs.appendFileSync(path.join(tempDir, 'build/sw.js'), '\n// deploy 2\n');
      await page.bringToFront();
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await page.waitForFunction(() => Number(sessionStorage.getItem('loads')) === 3, undefined, {timeout: 20_000});
      // The new worker controls the page, and nothing reloads again.
      await page.waitForTimeout(1500);
      expect(await loads()).toBe(3);
      expect(await page.evaluate(() => document.hasFocus())).toBe(true);
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null);
      expect(waiting).toBeNull();

      // Offline reading: two pages read while the worker controls the page load again with the
      // server gone.
      const pages = [
        ['/material-ui/getting-started/overview', 'Overview'],
        ['/material-ui/react-button', 'Button'],
      ] as const;
      for (const [pathname] of pages) {
        await page.goto(`${ORIGIN}${pathname}`);
        await page.waitForSelector('html[data-has-hydrated="true"]');
      }
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
      for (const [pathname, heading] of pages) {
        await page.goto(`${ORIGIN}${pathname}`);
        await expect(page.locator('h1').first().textContent()).resolves.toBe(heading);
      }

      // A deploy changes a page: the reader gets the new HTML at once, not the kept copy.
      const overviewHtml = path.join(buildDir, 'material-ui/getting-started/overview.html');
      fs.writeFileSync(overviewHtml, fs.readFileSync(overviewHtml, 'utf8').replace('<head>', '<head><meta name="deploy" content="2">'));
      server = await serveBuild(tempDir, buildDir, PORT);
      await page.goto(`${ORIGIN}${pages[0][0]}`);
      await expect(page.locator('meta[name="deploy"]').getAttribute('content')).resolves.toBe('2');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.kill();
    }
  }, 600_000);
});
