/**
 * The site under its own security headers (build/_headers, applied by the test server as a static
 * host would): no Content-Security-Policy violation on the main page types in both modes, the
 * colour mode still applied before the first paint by the hashed inline script, and the site's
 * robustness when storage is blocked, third parties are down or the URL is malformed.
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated, THIRD_PARTY} from './fixtures';

const CSP_PAGES = [
  '/',
  '/material-ui/react-button',
  '/material-ui/api/button',
  '/x/react-data-grid',
  '/joy-ui/react-button',
] as const;

/** Records CSP violations (also logged as console errors) and the mode at DOMContentLoaded. */
async function watchPolicy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as {cspViolations: string[]; themeAtDomContentLoaded: string | null};
    record.cspViolations = [];
    record.themeAtDomContentLoaded = null;
    document.addEventListener('securitypolicyviolation', (event) => {
      record.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
    document.addEventListener('DOMContentLoaded', () => {
      record.themeAtDomContentLoaded = document.documentElement.getAttribute('data-theme');
    });
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

test('every response carries the security headers', async ({page}) => {
  const response = await page.goto('/material-ui/react-button');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (const path of CSP_PAGES) {
      test(`${path}: no policy violation, mode applied before the first paint`, async ({page}) => {
        await watchPolicy(page);
        await openHydrated(page, path);
        expect(await page.evaluate(() => (window as unknown as {themeAtDomContentLoaded: string | null}).themeAtDomContentLoaded)).toBe(
          colorScheme,
        );
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test('the /zh/ redirect runs under the policy', async ({page, problems}) => {
  await watchPolicy(page);
  await page.goto('/zh/material-ui/react-button?ref=x#basic-usage');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page).toHaveURL(/\/material-ui\/react-button\?ref=x#basic-usage$/);
  expect(await violations(page)).toEqual([]);
  // The 404 answer for /zh/ is the static host's; nothing else may be logged.
  expect(problems.messages.filter((m) => !/status of 404/.test(m))).toEqual([]);
  problems.clear();
});

test('an old address forwards with its query and fragment under the policy, by the shared script', async ({page}) => {
  await watchPolicy(page);
  await page.goto('/components/text-fields?ref=old#basic-usage');
  await expect(page).toHaveURL('/material-ui/react-text-field?ref=old#basic-usage');
  await page.waitForSelector('html[data-has-hydrated="true"]');
  expect(await violations(page)).toEqual([]);
});

test.describe('with storage and cookies blocked (private browsing)', () => {
  test.use({colorScheme: 'dark'});

  test('pages work and the mode follows the system', async ({page, problems}) => {
    await page.addInitScript(() => {
      const denied = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', {get: denied});
      Object.defineProperty(window, 'sessionStorage', {get: denied});
      Object.defineProperty(document, 'cookie', {get: denied, set: denied});
    });
    for (const path of CSP_PAGES) {
      await openHydrated(page, path);
      await expect(page.locator('html'), path).toHaveAttribute('data-theme', 'dark');
      await expect(page.locator('main, [role="main"]').first(), path).toBeVisible();
    }
    // The mode button still switches the page, for this visit.
    await page.getByRole('button', {name: 'Toggle light and dark mode'}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Docusaurus itself warns once per page that its storage is unavailable; nothing else may be
    // logged (a preference that cannot be stored must not throw).
    expect(problems.messages.filter((m) => !/Docusaurus browser storage is not available/.test(m))).toEqual([]);
    problems.clear();
  });
});

test('with every third party unreachable nothing breaks', async ({page, context, problems}) => {
  // Registered after the fixture's stand-ins, so these take precedence.
  for (const url of Object.values(THIRD_PARTY)) {
    await context.route(url, (route) => route.abort('connectionrefused'));
  }
  for (const path of ['/material-ui/react-button', '/joy-ui/react-button']) {
    await openHydrated(page, path);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    // A demo still works: its code can be shown.
    const demo = page.locator('[data-testid^="demo-"]').first();
    await demo.getByRole('button', {name: /show code/i}).click();
    await expect(demo.locator('pre').first()).toBeVisible();
  }
  // Only the refused requests themselves may be reported.
  expect(problems.messages.filter((m) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(m))).toEqual([]);
  problems.clear();
});

for (const [url, expectation] of [
  ['/material-ui/%E0%A4%A', 'not found'],
  ['/material-ui/../x/react-data-grid', 'page'],
  ['/material-ui/react-button?q=<script>window.__pwned=1</script>', 'page'],
  ['/material-ui/react-button#"><img src=x onerror="window.__pwned=1">', 'page'],
  ['/%2e%2e/%2e%2e/etc/passwd', 'not found'],
] as const) {
  test(`a malformed URL ${url} gets the ${expectation === 'page' ? 'page itself' : '404 page'}`, async ({page, problems}) => {
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toHaveText(expectation === 'page' ? /^(Button|Data Grid.*)$/ : 'Page Not Found');
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    expect(problems.messages.filter((m) => !/status of 404|status of 400/.test(m))).toEqual([]);
    problems.clear();
  });
}
