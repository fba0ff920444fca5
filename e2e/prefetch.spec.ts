/**
 * A link that scrolls into view fetches ahead the route chunks of the page it leads to, so that
 * following it does not wait for them; each chunk is fetched once however many links need it
 * (plugins/route-split).
 */
import type {Page} from '@playwright/test';
import {E2E_BASE_URL, DOCS_SIDEBAR} from './constants';
import {test, expect, openHydrated} from './fixtures';

const FROM = '/material-ui/react-button';
const TO = '/material-ui/react-button-group';
/** The target page's own route chunk (its content) carries the metadata of its source file. */
const TO_CONTENT = '"source":"@site/docs/material-ui/react-button-group.mdx"';

async function prefetched(page: Page): Promise<string[]> {
  return page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('a link in view prefetches the route chunks of its page, and no chunk is prefetched twice', async ({page}) => {
  // The chunks the target page runs when opened directly, and among them its content.
  const target = await page.context().newPage();
  const loaded: string[] = [];
  target.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(`${E2E_BASE_URL}/`)) {
      loaded.push(new URL(request.url()).pathname);
    }
  });
  await openHydrated(target, TO);
  await target.close();
  const sources = await Promise.all(loaded.map(async (pathname) => (await page.request.get(pathname)).text()));
  const routeChunks = loaded.filter((_pathname, i) => sources[i]?.includes(TO_CONTENT));
  expect(routeChunks, loaded.join('\n')).toHaveLength(1);

  await openHydrated(page, FROM);
  await expect(page.locator(`${DOCS_SIDEBAR} a[href="${TO}"]`)).toBeInViewport();
  await expect.poll(() => prefetched(page)).toEqual(expect.arrayContaining(routeChunks));
  const hrefs = await prefetched(page);
  // Every sidebar link in view needs the docs layout and the version data: one prefetch each.
  expect(hrefs.length - new Set(hrefs).size, hrefs.join('\n')).toBe(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/assets\/js\/[\w~-]+\.[0-9a-f]+\.js$/);
  }
});
