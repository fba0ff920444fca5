/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build,
 * served on 127.0.0.1. Run `npm run build` first; `npm test` does both.
 */
import {defineConfig} from '@playwright/test';
import {E2E_BASE_URL, E2E_PORT, E2E_REUSE_SERVER} from './e2e/constants';
import {CHROMIUM_ARGS} from './e2e/support/site';
import {CHROMIUM_MISSING, findChromium} from './plugins/demo-snapshots/src/chromium';

function chromiumPath(): string {
  const found = findChromium();
  if (found === null) {
    throw new Error(CHROMIUM_MISSING);
  }
  return found;
}

export default defineConfig({
  testDir: './e2e',
  // Browser specs only: e2e/support/__tests__ holds Vitest unit tests of the test support.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      // Playwright gives every launch a fresh temporary profile (user-data dir).
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    // The build served with its _headers applied (Content-Security-Policy and the rest), as a
    // static host would.
    command: `npx jiti e2e/support/serve-build.ts ${E2E_PORT}`,
    url: E2E_BASE_URL,
    // Only on request (E2E_REUSE_SERVER=1 with E2E_PORT): a server left on a port by another
    // checkout would otherwise be tested in place of this build.
    reuseExistingServer: E2E_REUSE_SERVER,
    timeout: 60_000,
  },
});
