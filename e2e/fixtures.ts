/**
 * The shared test fixture: every page a test opens is watched, and the test fails on
 * - any console error or warning (React hydration warnings are console errors),
 * - any uncaught page error,
 * - any request to a host other than 127.0.0.1 that the test did not intercept itself
 *   (no test may pass because a third-party request silently failed).
 */
import {test as base, expect, type BrowserContext, type Page, type Request} from '@playwright/test';

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

/** Opens a path and waits until React has hydrated it; from here on `networkSettled` can be awaited. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  watchNetworkOf(page);
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** How long no request may be in flight before the network counts as settled. */
const QUIET_MS = 500;

interface NetworkWatch {
  readonly inFlight: Set<Request>;
  lastChange: number;
}

const watches = new WeakMap<Page, NetworkWatch>();

function watchNetworkOf(page: Page): NetworkWatch {
  const known = watches.get(page);
  if (known !== undefined) {
    return known;
  }
  const watched: NetworkWatch = {inFlight: new Set(), lastChange: Date.now()};
  const settle = (request: Request) => {
    watched.inFlight.delete(request);
    watched.lastChange = Date.now();
  };
  page.on('request', (request) => {
    watched.inFlight.add(request);
    watched.lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  watches.set(page, watched);
  return watched;
}

/**
 * Waits until none of the page's requests has been in flight for half a second. The page must
 * have been opened with `openHydrated` or `openSettled`, which start the watch before the first
 * request.
 *
 * Playwright's `networkidle` state is no substitute after the load: it is reached once per
 * document and then stays reached, so waiting for it returns at once while the chunks that
 * hydration, an idle-time prefetch or a client-side navigation asked for are still arriving.
 */
export async function networkSettled(page: Page): Promise<void> {
  const watched = watches.get(page);
  if (watched === undefined) {
    throw new Error('networkSettled: open the page with openHydrated or openSettled, so that the watch sees every request');
  }
  await expect.poll(() => unsettled(watched), {message: 'requests still in flight', timeout: 30_000}).toEqual([]);
}

/** What keeps the network from counting as settled: the requests in flight, or a too recent change. */
function unsettled(watched: NetworkWatch): string[] {
  const quietFor = Date.now() - watched.lastChange;
  const recent = quietFor < QUIET_MS ? [`quiet for ${quietFor} ms of ${QUIET_MS}`] : [];
  return [...watched.inFlight].map((request) => request.url()).concat(recent);
}

/** Opens a path, waits until React has hydrated it and then until its network has settled. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await openHydrated(page, path);
  await networkSettled(page);
}
