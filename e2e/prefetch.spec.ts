/**
 * A link that scrolls into view fetches ahead the route chunks of the page it leads to, so that
 * following it does not wait for them; each chunk is fetched once however many links need it
 * (plugins/route-prefetch).
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';

const FROM = '/material-ui/react-button';
const TO = '/material-ui/react-button-group';
/** Route chunks are named by Docusaurus (8 hex digits); the bundler's shared chunks are numbered. */
const ROUTE_CHUNK = /\/[0-9a-f]{8}\.[0-9a-f]+\.js$/;

async function prefetched(page: Page): Promise<string[]> {
  return page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('a link in view prefetches the route chunks of its page, and no chunk is prefetched twice', async ({page}) => {
  // The chunks the target page runs when opened directly.
  const target = await page.context().newPage();
  const loaded: string[] = [];
  target.on('request', (request) => {
    if (request.resourceType() === 'script') {
      loaded.push(new URL(request.url()).pathname);
    }
  });
  await openHydrated(target, TO);
  await target.close();
  const routeChunks = loaded.filter((pathname) => ROUTE_CHUNK.test(pathname));
  expect(routeChunks.length, loaded.join('\n')).toBeGreaterThan(1);

  await openHydrated(page, FROM);
  await expect(page.locator(`nav[aria-label="Docs sidebar"] a[href="${TO}"]`)).toBeInViewport();
  await expect.poll(() => prefetched(page)).toEqual(expect.arrayContaining(routeChunks));
  const hrefs = await prefetched(page);
  // Every sidebar link in view needs the docs layout and the version data: one prefetch each.
  expect(hrefs.length - new Set(hrefs).size, hrefs.join('\n')).toBe(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/);
  }
});
