/**
 * A page with demos has its HTML (where its server drew the demos) fetched as soon as a
 * navigation to it starts: at the click, before the app changes the address, or when a pointer
 * over the link starts preloading the page. It is fetched once per navigation, by a worker (the
 * page's thread neither receives nor reads it), and a page with no demos is not fetched
 * (plugins/route-split, htmlAheadPattern; src/utils/drawnDemosReader.ts).
 */
import type {Page} from '@playwright/test';
import {test, expect, openSettled, networkSettled} from './fixtures';
import {DOCS_SIDEBAR} from './constants';
import {clickSidebarLinkInOrder} from './support/clickInOrder';

/** The fetches of `pathname`'s HTML (not of its scripts or Markdown) the page makes from now on. */
function htmlFetchesOf(page: Page, pathname: string): string[] {
  const fetches: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === pathname) {
      fetches.push(request.url());
    }
  });
  return fetches;
}

test('a click on a link to a page with demos fetches its HTML on a worker before the address changes, once', async ({page}) => {
  const to = '/material-ui/react-button-group';
  await openSettled(page, '/material-ui/react-button');
  const fetches = htmlFetchesOf(page, to);
  const order = await clickSidebarLinkInOrder(page, to);
  expect(order[0]).toBe(`worker ${to}`);
  expect(order).not.toContain(`fetch ${to}`);
  expect(order).toContain(`address ${to}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Button Group');
  // The demos render as that HTML drew them.
  await expect(page.getByTestId('demo-basic-button-group').getByRole('button', {name: 'Left'}).first()).toBeVisible();
  await networkSettled(page);
  expect(fetches).toHaveLength(1);
});

test('a pointer over the link starts the fetch; the click that follows does not fetch again', async ({page}) => {
  const to = '/material-ui/react-button-group';
  await openSettled(page, '/material-ui/react-button');
  const fetches = htmlFetchesOf(page, to);
  const link = page.locator(`${DOCS_SIDEBAR} a[href="${to}"]`);
  await link.hover();
  await expect.poll(() => fetches.length).toBe(1);
  await link.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Button Group');
  await networkSettled(page);
  expect(fetches).toHaveLength(1);
});

test('a click on a link to a page without demos fetches no HTML', async ({page}) => {
  const to = '/material-ui/getting-started/example-projects';
  await openSettled(page, '/material-ui/getting-started/installation');
  const fetches = htmlFetchesOf(page, to);
  const order = await clickSidebarLinkInOrder(page, to);
  expect(order[0]).toBe('script');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Example projects');
  await networkSettled(page);
  expect(fetches).toEqual([]);
});

test('a page with demos read again, its modules loaded, is not fetched again', async ({page}) => {
  const from = '/material-ui/react-button';
  await openSettled(page, from);
  const fetches = htmlFetchesOf(page, from);
  await clickSidebarLinkInOrder(page, '/material-ui/react-button-group');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Button Group');
  await clickSidebarLinkInOrder(page, from);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Button');
  await networkSettled(page);
  expect(fetches).toEqual([]);
});

test('a first visit to a page with demos does not fetch its HTML again', async ({page}) => {
  const at = '/material-ui/react-button';
  const fetches = htmlFetchesOf(page, at);
  await openSettled(page, at);
  expect(fetches).toEqual([]);
});
