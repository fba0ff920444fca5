/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build,
 * served on 127.0.0.1. Run `npm run build` first; `npm test` does both.
 */
import fs from 'node:fs';
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import {
  E2E_BASE_URL,
  E2E_EVALUATION_BASE_URL,
  E2E_EVALUATION_PORT,
  E2E_EVALUATION_REUSE_SERVER,
  E2E_PORT,
  E2E_REUSE_SERVER,
  EVALUATION_BUILD_DIR,
} from './e2e/constants';
import type {GateOptions} from './e2e/fixtures';
import {MUI_X_MISSING_KEY_MESSAGE} from './e2e/support/paidDemos';
import {CHROMIUM_ARGS} from './e2e/support/site';
import {CHROMIUM_MISSING, findChromium} from './scripts/after-build/demo-snapshots/src/chromium';

function chromiumPath(): string {
  const found = findChromium();
  if (found === null) {
    throw new Error(CHROMIUM_MISSING);
  }
  return found;
}

// Served only once built, so that a spec of the site can run without it; a paid spec then fails
// naming the command (e2e/paid/).
const evaluationBuilt = fs.existsSync(path.join(__dirname, EVALUATION_BUILD_DIR, '_headers'));

export default defineConfig<GateOptions>({
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
  projects: [
    {name: 'site', testIgnore: 'paid/**'},
    {
      // MUI X with paid demos running keyless: MUI X logs its missing-key message there, the one
      // console error these specs accept.
      name: 'x-evaluation',
      testMatch: 'paid/**/*.spec.ts',
      use: {baseURL: E2E_EVALUATION_BASE_URL, expectedConsoleErrors: [MUI_X_MISSING_KEY_MESSAGE]},
    },
  ],
  webServer: [
    {
      command: `npx jiti e2e/support/serve-build.ts ${E2E_PORT}`,
      url: E2E_BASE_URL,
      // Only on request (E2E_REUSE_SERVER=1 with E2E_PORT): a server left on a port by another
      // checkout would otherwise be tested in place of this build.
      reuseExistingServer: E2E_REUSE_SERVER,
      timeout: 60_000,
    },
    ...(evaluationBuilt
      ? [
          {
            command: `npx jiti e2e/support/serve-build.ts ${E2E_EVALUATION_PORT} ${EVALUATION_BUILD_DIR}`,
            url: E2E_EVALUATION_BASE_URL,
            reuseExistingServer: E2E_EVALUATION_REUSE_SERVER,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
