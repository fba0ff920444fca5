/**
 * Links that MUI renders with `component={RouterLink}` (the home page's product cards, the
 * product menu) prefetch their route when they come into view, like every Docusaurus link. Each
 * link is named when it does not: the count test in route-split.spec.ts only sees that some
 * part of the route table was not fetched.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';

/** Records every route `window.docusaurus.prefetch` is asked for, from the page's first script. */
async function recordPrefetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const asked: string[] = [];
    let current: {prefetch: (path: string) => unknown} | undefined;
    Object.defineProperty(window, 'prefetchedRoutes', {value: asked});
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => current,
      set: (value: {prefetch: (path: string) => unknown}) => {
        const prefetch = value.prefetch.bind(value);
        // The site's object is frozen: the recorder wraps a copy of it.
        current = {
          ...value,
          prefetch: (path: string) => {
            asked.push(path);
            return prefetch(path);
          },
        };
      },
    });
  });
}

async function expectEachPrefetched(page: Page, links: Locator): Promise<void> {
  const count = await links.count();
  expect(count, 'no RouterLink found: was the component renamed?').toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    const href = (await link.getAttribute('href')) ?? '';
    const name = (await link.innerText()).split('\n')[0];
    await link.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => (window as Window & {prefetchedRoutes?: string[]}).prefetchedRoutes ?? []), {
        message: `the link "${name}" (${href}) came into view but its route was not prefetched: check src/components/RouterLink against @docusaurus/Link`,
      })
      .toContain(href);
  }
}

test('each home-page product card prefetches its product in view', async ({page}) => {
  await recordPrefetches(page);
  await openHydrated(page, '/');
  await expectEachPrefetched(page, page.locator('main a[data-router-link]'));
});

test('each product-menu item prefetches its product in view', async ({page}) => {
  await recordPrefetches(page);
  await openHydrated(page, '/material-ui/getting-started/installation');
  await page.getByRole('button', {name: 'Products'}).click();
  // The menu's code loads when the reader reaches for it.
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
  await expectEachPrefetched(page, page.getByRole('menu').locator('a[data-router-link]'));
});
