/**
 * Usage analytics: page views, user properties, declarative click events, web vitals, resilience,
 * and the service worker staying off outside the production host. The tag library is intercepted by
 * the fixture; `window.dataLayer` is what gtag would send.
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated, THIRD_PARTY} from './fixtures';
import {FORCE_WEB_VITALS} from '../src/constants/analytics';
import {DOCS_SIDEBAR} from './constants';

type Command = [string, ...unknown[]];

function commands(page: Page): Promise<Command[]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? []).map((entry) => Array.from(entry) as Command),
  );
}

async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await commands(page)).filter((c) => c[0] === 'event' && c[1] === name).map((c) => (c[2] ?? {}) as Record<string, unknown>);
}

test('one page_view per navigation, none for hash changes', async ({page}) => {
  await openHydrated(page, '/material-ui/getting-started/installation');
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  expect((await events(page, 'page_view'))[0]).toEqual({
    page_title: expect.stringContaining('Installation') as unknown,
    page_location: '/material-ui/getting-started/installation',
    productId: 'material-ui',
    productCategoryId: 'core',
  });
  expect((await commands(page)).some((c) => c[0] === 'config' && (c[2] as {send_page_view?: boolean}).send_page_view === false)).toBe(true);

  await page.locator(DOCS_SIDEBAR).getByRole('link', {name: 'Usage', exact: true}).click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/usage$/);
  await expect.poll(() => events(page, 'page_view')).toHaveLength(2);
  expect((await events(page, 'page_view'))[1]).toMatchObject({page_location: '/material-ui/getting-started/usage', page_title: expect.stringContaining('Usage')});

  // An in-page anchor is not a new page.
  await page.locator('.table-of-contents a').first().click();
  await page.waitForTimeout(500);
  expect(await events(page, 'page_view')).toHaveLength(2);

  await page.getByTestId('product-identity').getByRole('button', {name: 'Products'}).click();
  await page.getByRole('menuitem', {name: /MUI X/}).click();
  await expect.poll(() => events(page, 'page_view')).toHaveLength(3);
  expect((await events(page, 'page_view'))[2]).toMatchObject({page_location: '/x/introduction', productId: 'x', productCategoryId: 'x'});
});

test('user properties are set and re-sent when the colour scheme changes', async ({page}) => {
  await openHydrated(page, '/material-ui/react-button');
  const userProperties = async () =>
    (await commands(page)).filter((c) => c[0] === 'set' && c[1] === 'user_properties').map((c) => c[2] as Record<string, unknown>);
  await expect.poll(async () => (await userProperties()).length).toBeGreaterThan(0);
  expect((await userProperties()).at(-1)).toEqual({
    codeVariant: 'TS',
    userLanguage: 'en',
    devicePixelRatio: 1,
    colorSchemeOS: 'light',
    colorScheme: 'light',
  });
  await page.getByRole('button', {name: 'Toggle light and dark mode'}).click();
  await expect.poll(async () => (await userProperties()).at(-1)?.colorScheme).toBe('dark');
  await page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'JS', exact: true}).click();
  await expect.poll(async () => (await userProperties()).at(-1)?.codeVariant).toBe('JS');
});

test('clicks on elements with data-ga-event-* send events, with sampling', async ({page}) => {
  await openHydrated(page, '/experiments/docs/code-blocks');
  // Analytics starts once the page has loaded and the main thread is idle; its first page view
  // says it is listening.
  await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  await page.locator('.theme-code-block [data-copy-button]').first().click();
  await expect.poll(() => events(page, 'code')).toEqual([{eventAction: 'copy-click', eventLabel: 'tsx'}]);

  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'sampled';
    button.dataset.gaEventCategory = 'sampled';
    button.dataset.gaEventAction = 'click';
    button.dataset.gaEventSplit = '0.5';
    button.innerHTML = '<span>inner</span>';
    document.body.append(button);
  });
  await page.evaluate(() => {
    Math.random = () => 0.7;
  });
  await page.locator('#sampled span').click();
  await page.evaluate(() => {
    Math.random = () => 0.3;
  });
  await page.locator('#sampled span').click();
  await expect.poll(() => events(page, 'sampled')).toEqual([{eventAction: 'click', eventLabel: null}]);
});

test.describe('web vitals', () => {
  test('are sent when sampling is forced on', async ({page}) => {
    await page.addInitScript(({storageKey, enabledValue}) => window.localStorage.setItem(storageKey, enabledValue), FORCE_WEB_VITALS);
    await openHydrated(page, '/material-ui/getting-started/usage');
    await expect.poll(async () => (await commands(page)).some((c) => c[0] === 'event' && c[1] === 'TTFB')).toBe(true);
    const ttfb = (await events(page, 'TTFB'))[0];
    expect(ttfb).toMatchObject({metric_label: 'Web Vitals'});
    expect(typeof ttfb?.metric_id).toBe('string');
    expect(typeof ttfb?.metric_value).toBe('number');
    expect(typeof ttfb?.metric_delta).toBe('number');
  });

  test('are not sent otherwise', async ({page}) => {
    await page.addInitScript(() => {
      Math.random = () => 0.5;
    });
    await openHydrated(page, '/material-ui/getting-started/usage');
    await page.waitForTimeout(1500);
    const names = (await commands(page)).filter((c) => c[0] === 'event').map((c) => c[1]);
    expect(names.filter((name) => ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'].includes(String(name)))).toEqual([]);
  });
});

test('a blocked tag or a throwing gtag never breaks the page', async ({page, context, problems}) => {
  await context.route(THIRD_PARTY.tagLibrary, (route) =>
    route.fulfill({contentType: 'application/javascript', body: 'window.gtag = function () { throw new Error("tag broke"); };'}),
  );
  await openHydrated(page, '/material-ui/getting-started/installation');
  await page.getByRole('button', {name: 'Toggle light and dark mode'}).click();
  await page.locator(DOCS_SIDEBAR).getByRole('link', {name: 'Usage', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Usage');
  await page.locator('.theme-code-block [data-copy-button]').first().click();
  expect(problems.messages).toEqual([]);
});

test('no service worker registers outside the production docs host', async ({page}) => {
  await openHydrated(page, '/material-ui/getting-started/installation');
  await page.waitForTimeout(1000);
  const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  expect(registrations).toBe(0);
});
