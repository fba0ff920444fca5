/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build,
 * served on 127.0.0.1. Run `npm run build` first; `npm test` does both.
 */
import {execFileSync} from 'node:child_process';
import {defineConfig} from '@playwright/test';
import {E2E_BASE_URL, E2E_PORT} from './e2e/constants';
import {CHROMIUM_ARGS} from './e2e/support/site';

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) {
    return process.env.CHROMIUM_PATH;
  }
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      return execFileSync('which', [name], {encoding: 'utf8'}).trim();
    } catch {
      // Try the next name.
    }
  }
  throw new Error('Chromium not found on PATH: install Debian\'s "chromium" package (or set CHROMIUM_PATH).');
}

export default defineConfig({
  testDir: './e2e',
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
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
