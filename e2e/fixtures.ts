/**
 * The shared test fixture: every page a test opens is watched, and the test fails on
 * - any console error or warning (React hydration warnings are console errors),
 * - any uncaught page error,
 * - any request to a host other than 127.0.0.1 that the test did not intercept itself
 *   (no test may pass because a third-party request silently failed).
 */
import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';

interface PageProblems {
  readonly messages: string[];
  /** Forget what was recorded so far (used by the gate's own self-test). */
  clear(): void;
}

const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/** Options a project sets (playwright.config.ts): console errors its pages log by design. */
export interface GateOptions {
  /** Console errors starting with one of these (after a frame of asterisks) are expected, not problems. */
  readonly expectedConsoleErrors: readonly string[];
}

function watch(page: Page, problems: string[], expected: readonly string[]): void {
  page.on('console', (message) => {
    const text = message.text().replace(/^\*+\s*/, '');
    if (message.type() === 'error' && expected.some((start) => text.startsWith(start))) {
      return;
    }
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()} (${page.url()})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message} (${page.url()})`));
}

/** Third parties every page reaches by their real URLs; answered here unless a test overrides. */
export const THIRD_PARTY = {
  tagLibrary: 'https://www.googletagmanager.com/gtag/js**',
  carbonScript: 'https://cdn.carbonads.com/carbon.js**',
  adJson: 'https://srv.buysellads.com/ads/**',
} as const;

async function guardNetwork(context: BrowserContext, problems: string[]): Promise<void> {
  // Registered first, so routes added later (here and by tests) take precedence.
  await context.route(
    (url) => !LOOPBACK.test(url.href) && url.protocol !== 'data:',
    async (route) => {
      problems.push(`unexpected request to ${route.request().url()}`);
      await route.abort('blockedbyclient');
    },
  );
  // Pages load these from their real hosts; the tests never reach the network. By default the
  // tag library is an empty script and the ad network serves no ad.
  await context.route(THIRD_PARTY.tagLibrary, (route) =>
    route.fulfill({status: 200, contentType: 'application/javascript', body: '/* gtag.js stand-in */'}),
  );
  await context.route(THIRD_PARTY.carbonScript, (route) =>
    route.fulfill({status: 200, contentType: 'application/javascript', body: '/* no ad served */'}),
  );
  await context.route(THIRD_PARTY.adJson, (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"ads":[]}'}));
}

export const test = base.extend<{problems: PageProblems} & GateOptions>({
  expectedConsoleErrors: [[], {option: true}],
  problems: [
    async ({context, expectedConsoleErrors}, use) => {
      const messages: string[] = [];
      context.on('page', (page) => watch(page, messages, expectedConsoleErrors));
      for (const page of context.pages()) {
        watch(page, messages, expectedConsoleErrors);
      }
      await guardNetwork(context, messages);
      await use({
        messages,
        clear: () => {
          messages.length = 0;
        },
      });
      expect(messages, 'console errors, page errors or unexpected requests').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Opens a path and waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}
