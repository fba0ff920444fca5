/**
 * The service worker in a real browser: the site is copied and built with the production docs host
 * set to 127.0.0.1, served, and Chromium checks that the worker registers there, and that an update
 * is told to skip waiting and reloads the page exactly once when it is active and the page has
 * focus. (On any other host nothing registers: e2e/analytics.spec.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {copySite, isolatedPage, launchChromium, runDocusaurusOrThrow, serveBuild} from '../../../e2e/support/site';
import {SITE_SETTINGS} from '../../constants/analytics';

const PORT = 3214;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const tempDir = copySite('docs-sw-');

afterAll(() => {
  fs.rmSync(tempDir, {recursive: true, force: true});
});

describe('the service worker on the production host', () => {
  it('registers, skips waiting on update, and reloads once', async () => {
    await runDocusaurusOrThrow(tempDir, ['build', '--out-dir', path.join(tempDir, 'build')], {
      [SITE_SETTINGS.productionHostVariable]: '127.0.0.1',
      DOCS_ADS: 'off',
    });
    const server = await serveBuild(tempDir, path.join(tempDir, 'build'), PORT);
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
      expect(scriptURL).toBe(`${ORIGIN}/sw.js`);

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
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      server.kill();
    }
  }, 600_000);
});
