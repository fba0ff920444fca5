/**
 * The browser's route table is split by product (plugins/route-split): a page loads the routes of
 * its own product only, and the routes of another product load when a link into it comes into
 * view or is followed, without a full page load. Within a product, a family of pages (a section:
 * the Data Grid, Charts, a product's API pages) loads its routes with its first page read.
 */
import type {Page} from '@playwright/test';
import {E2E_BASE_URL, DOCS_SIDEBAR} from './constants';
import {test, expect, openHydrated, openSettled} from './fixtures';
import {clickSidebarLinkInOrder} from './support/clickInOrder';

/**
 * A route table entry (as minified or not) of a page of each product: a `path` field, or the
 * path as the first argument of the call that writes a page's route.
 */
const routeEntry = (path: string): RegExp => new RegExp(`(?:["']?path["']?\\s*:\\s*|\\()"${path}"`);
const MATERIAL_ROUTE = routeEntry('/material-ui/getting-started/usage');
const MATERIAL_CUSTOMIZATION_ROUTE = routeEntry('/material-ui/customization/typography');
const MATERIAL_COMPONENT_ROUTE = routeEntry('/material-ui/react-speed-dial');
const JOY_ROUTE = routeEntry('/joy-ui/getting-started/installation');
const X_ROUTE = routeEntry('/x/introduction/licensing');
const DATA_GRID_ROUTE = routeEntry('/x/react-data-grid/row-grouping');
const CHARTS_ROUTE = routeEntry('/x/react-charts/bars');
const X_API_ROUTE = routeEntry('/x/api/data-grid/data-grid');
const MATERIAL_API_ROUTE = routeEntry('/material-ui/api/button');

/** The source of each same-site script a page has loaded so far. */
async function loadedScripts(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script')
      .map((entry) => entry.name),
  );
  const own = urls.filter((url) => url.startsWith(`${E2E_BASE_URL}/`));
  return Promise.all(own.map(async (url) => (await page.request.get(url)).text()));
}

async function prefetchedScripts(page: Page): Promise<string[]> {
  const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()));
}

const count = (sources: readonly string[], entry: RegExp): number => sources.filter((source) => entry.test(source)).length;

test('a docs page loads the routes of its own product only', async ({page}) => {
  await openHydrated(page, '/material-ui/getting-started/installation');
  const sources = await loadedScripts(page);
  expect(count(sources, MATERIAL_ROUTE)).toBe(1);
  // Customization is a section of its own: a getting-started page does not carry its routes.
  expect(count(sources, MATERIAL_CUSTOMIZATION_ROUTE)).toBe(0);
  expect(count(sources, JOY_ROUTE)).toBe(0);
  expect(count(sources, X_ROUTE)).toBe(0);
});

test('a page in a section loads its product’s routes and its own section’s, not other sections’', async ({page}) => {
  await openHydrated(page, '/x/react-data-grid/row-pinning');
  const sources = await loadedScripts(page);
  expect(count(sources, X_ROUTE)).toBe(1);
  expect(count(sources, DATA_GRID_ROUTE)).toBe(1);
  expect(count(sources, CHARTS_ROUTE)).toBe(0);
  expect(count(sources, X_API_ROUTE)).toBe(0);
});

test('a component page loads its product’s component routes, not its API routes; a guide page neither', async ({page}) => {
  await openHydrated(page, '/material-ui/react-speed-dial');
  const sources = await loadedScripts(page);
  expect(count(sources, MATERIAL_ROUTE)).toBe(1);
  expect(count(sources, MATERIAL_COMPONENT_ROUTE)).toBe(1);
  expect(count(sources, MATERIAL_API_ROUTE)).toBe(0);
  await openHydrated(page, '/material-ui/customization/palette');
  const guideSources = await loadedScripts(page);
  expect(count(guideSources, MATERIAL_CUSTOMIZATION_ROUTE)).toBe(1);
  expect(count(guideSources, MATERIAL_COMPONENT_ROUTE)).toBe(0);
  expect(count(guideSources, MATERIAL_API_ROUTE)).toBe(0);
});

test('following a link into another section renders it without a full page load', async ({page}) => {
  await openHydrated(page, '/x/react-data-grid/row-pinning');
  await page.evaluate(() => {
    (window as Window & {sameDocument?: boolean}).sameDocument = true;
  });
  // The page links its API reference: another section, loaded when the link is followed.
  await page.locator('article a[href^="/x/api/data-grid/data-grid"]').first().click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('DataGrid');
  await expect(page.locator(DOCS_SIDEBAR)).toBeVisible();
  expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
  expect(count(await loadedScripts(page), X_API_ROUTE)).toBe(1);
});

test('a link into another product prefetches that product’s routes', async ({page}) => {
  // The home page links to every product's first page.
  await openHydrated(page, '/');
  expect(count(await loadedScripts(page), JOY_ROUTE)).toBe(0);
  await expect.poll(async () => count(await prefetchedScripts(page), JOY_ROUTE)).toBe(1);
  expect(count(await prefetchedScripts(page), X_ROUTE)).toBe(1);
});

test('following a link into another product renders it without a full page load', async ({page}) => {
  await openHydrated(page, '/');
  await page.evaluate(() => {
    (window as Window & {sameDocument?: boolean}).sameDocument = true;
  });
  await page.locator('main a[href="/joy-ui/getting-started"]').first().click();
  await expect(page).toHaveURL(/\/joy-ui\/getting-started$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator(DOCS_SIDEBAR)).toBeVisible();
  expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
  // Within the product, its routes are there: a sidebar link renders its page.
  await page.locator(`${DOCS_SIDEBAR} a[href="/joy-ui/getting-started/installation"]`).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Installation');
  expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
});

/**
 * The scripts a page needs to render: those a direct visit requests before it has hydrated. Its
 * demos' code, which loads when a demo goes live, comes after.
 */
async function scriptsToRender(page: Page, path: string): Promise<string[]> {
  await page.addInitScript(() => {
    // Set up before the document has its root element: the attribute is watched on the whole tree.
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hasHydrated === 'true') {
        (window as Window & {hydratedAt?: number}).hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
  });
  await openHydrated(page, path);
  return page.evaluate(() => {
    const hydratedAt = (window as Window & {hydratedAt?: number}).hydratedAt ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' && entry.startTime < hydratedAt)
      .map((entry) => entry.name);
  });
}

test('a sidebar link in view has every script of its page fetched ahead, and nothing that is not a file', async ({page}) => {
  const visit = await page.context().newPage();
  const needed = new Set(await scriptsToRender(visit, '/material-ui/react-button-group'));
  await visit.close();
  await openHydrated(page, '/material-ui/react-button');
  const prefetched = async (): Promise<string[]> =>
    page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // The idle queue works through the links in view a few at a time: wait until the page has
  // fetched ahead, or loaded, every script the linked page renders with.
  const missing = async (): Promise<string[]> => {
    const ahead = new Set(await prefetched());
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)));
    return [...needed].filter((url) => !ahead.has(url) && !loaded.has(url));
  };
  await expect.poll(missing, {message: "the linked page's scripts are fetched ahead", timeout: 15_000}).toEqual([]);
  const ahead = new Set(await prefetched());
  for (const href of ahead) {
    expect((await page.request.get(href)).ok(), `${href} is a file`).toBe(true);
  }
  const clickedAt = await page.evaluate(() => performance.now());
  await page.locator(`${DOCS_SIDEBAR} a[href="/material-ui/react-button-group"]`).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Button Group');
  const loadedAfter = await page.evaluate(
    (since) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' && entry.startTime > since)
        .map((entry) => entry.name),
    clickedAt,
  );
  // The page's own scripts were all fetched ahead. What it loads once shown may come after the
  // click: Prism, which colours its code, and its first screen's demos' code, which renders them.
  const notAhead = loadedAfter.filter((url) => url.startsWith(`${E2E_BASE_URL}/`) && !ahead.has(url));
  expect(needed.size, 'a direct visit lists the scripts the page renders with').toBeGreaterThan(2);
  expect(
    notAhead.filter((url) => needed.has(url)),
    'scripts the click had to wait for',
  ).toEqual([]);
  expect(loadedAfter.length, 'the page needed scripts of its own').toBeGreaterThan(0);
});

test('a script the page has loaded, or is loading, is not fetched ahead again for the links in view', async ({page}) => {
  // When each `<link rel=prefetch>` joins the document, watched from before the page's first script.
  await page.addInitScript(() => {
    const added: {readonly href: string; readonly at: number}[] = [];
    (window as Window & {prefetchLinks?: typeof added}).prefetchLinks = added;
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
          added.push({href: node.href, at: performance.now()});
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await openSettled(page, '/material-ui/react-button');
  const {links, scripts} = await page.evaluate(() => ({
    links: (window as Window & {prefetchLinks?: {readonly href: string; readonly at: number}[]}).prefetchLinks ?? [],
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script')
      .map((entry) => ({href: entry.name, at: entry.startTime})),
  }));
  // The sidebar's links in view were fetched ahead, some of them sharing the page's own chunks.
  expect(links.length, 'links fetched ahead').toBeGreaterThan(5);
  expect(scripts.length, "the page's scripts").toBeGreaterThan(5);
  const again = links.filter((link) => scripts.some((script) => script.href === link.href && script.at < link.at));
  expect(again.map((link) => link.href)).toEqual([]);
});

test('a link followed without a pointer over it (Enter, a script) starts loading its page before the address changes', async ({page}) => {
  await openSettled(page, '/material-ui/getting-started/installation');
  const order = await clickSidebarLinkInOrder(page, '/material-ui/getting-started/usage');
  // Added while the click was handled, before the app changed the address (the page's HTML,
  // fetched for its demos by a worker, may come first: see html-ahead.spec.ts).
  expect(order.filter((event) => !event.startsWith('worker '))[0]).toBe('script');
  expect(order).toContain('address /material-ui/getting-started/usage');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Usage');
});
