/**
 * Site search, as a reader uses it: the dialog, its ranking on real pages, the keyboard, recent
 * searches, a 320 px screen, and what it loads (nothing before the reader reaches for it; under
 * 300 KB gzip for a first query, all from the site's host). The Autocomplete and Slider pages are
 * written apart from the search; their cases pass once those pages are in the build.
 */
import zlib from 'node:zlib';
import type {Page, Request} from '@playwright/test';
import {test, expect, openHydrated, THIRD_PARTY, openSettled, networkSettled} from './fixtures';
import {FIRST_ANSWER_MEASURE, RECENT_SEARCHES_KEY} from '../src/constants/search';

const KIB = 1024;
// The answer is refined once the text index is in (the first comes from titles, headings and
// props): ranking is read with `expect.poll` until it settles, given time on a loaded machine.
const SETTLED = {timeout: 15_000};
/** What a search loads: the index's manifest and file (the dialog's and worker's code are chunks). */
const SEARCH_DATA = /\/search-manifest\.json$|\/assets\/search\//;
const NAMES_FILE = /\/assets\/search\/index\.[0-9a-f]+\.json$/;
const TEXT_FILE = /\/assets\/search\/text\.[0-9a-f]+\.json$/;
/** Third-party hosts the fixture answers itself (never reached). */
const STAND_INS = new Set(Object.values(THIRD_PARTY).map((pattern) => new URL(pattern.replace(/\*+$/, '')).hostname));

/** The navbar's search button, named by its visible label (its shortcut hint is not part of the name). */
function searchButton(page: Page) {
  return page.getByRole('button', {name: 'Search', exact: true});
}

function dialog(page: Page) {
  return page.getByRole('dialog', {name: 'Search the docs'});
}

function searchBox(page: Page) {
  return dialog(page).getByRole('combobox', {name: 'Search the docs'});
}

function options(page: Page) {
  return dialog(page).getByRole('option');
}

/** Opens the dialog with the shortcut, types the query and waits for an answer. */
async function search(page: Page, query: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill(query);
  await expect(options(page).first()).toBeVisible(SETTLED);
}

/** The address each option leads to, in order. */
async function optionUrls(page: Page, within = dialog(page)): Promise<string[]> {
  return within.getByRole('option').locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('nothing of search loads with the page, and hovering the button starts it', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openSettled(page, '/material-ui/getting-started/installation');
  expect(requests.filter((url) => SEARCH_DATA.test(url))).toEqual([]);
  await expect(searchButton(page)).toBeVisible();
  const manifest = page.waitForRequest(SEARCH_DATA);
  await searchButton(page).hover();
  await manifest;
});

test('`autocomplete` shows the Material UI Autocomplete page first among Material UI results', async ({page}) => {
  await openHydrated(page, '/');
  await search(page, 'autocomplete');
  const material = dialog(page).getByRole('group', {name: 'Material UI'});
  await expect.poll(async () => (await optionUrls(page, material))[0], SETTLED).toBe('/material-ui/react-autocomplete');
});

test('every product is searched from any page; a chip narrows the search and offers all products back when it finds nothing', async ({page}) => {
  await openHydrated(page, '/system/getting-started/the-sx-prop');
  await page.keyboard.press('ControlOrMeta+k');
  await searchBox(page).fill('autocomplete');
  await expect(dialog(page).getByRole('button', {name: 'All products', pressed: true})).toBeVisible();
  await expect.poll(async () => optionUrls(page), SETTLED).toContain('/material-ui/react-autocomplete');
  await dialog(page).getByRole('button', {name: 'MUI System'}).click();
  await expect(dialog(page).getByRole('status')).toHaveText(/No results in MUI System/);
  await dialog(page).getByRole('button', {name: 'Search all products'}).click();
  await expect(dialog(page).getByRole('button', {name: 'All products', pressed: true})).toBeVisible();
  await expect.poll(async () => optionUrls(page), SETTLED).toContain('/material-ui/react-autocomplete');
  await dialog(page).getByRole('button', {name: 'Joy UI'}).click();
  await expect.poll(async () => (await optionUrls(page))[0], SETTLED).toBe('/joy-ui/react-autocomplete');
  expect((await optionUrls(page)).every((url) => url.startsWith('/joy-ui/'))).toBe(true);
});

for (const [from, query, first] of [
  // The reader's own product first where several have the component.
  ['/joy-ui/react-button', 'select', '/joy-ui/react-select'],
  ['/material-ui/react-button', 'select', '/material-ui/react-select'],
  // Other products' pages from a Material UI page.
  ['/material-ui/react-button', 'joy select', '/joy-ui/react-select'],
  ['/material-ui/react-button', 'data grid sorting', '/x/react-data-grid/sorting'],
  ['/material-ui/react-button', 'date range picker', '/x/react-date-pickers/date-range-picker'],
  ['/material-ui/react-button', 'datagrid', '/x/react-data-grid'],
] as const) {
  test(`\`${query}\` from ${from} leads to ${first}`, async ({page}) => {
    await openHydrated(page, from);
    await search(page, query);
    await expect.poll(async () => (await optionUrls(page))[0], SETTLED).toBe(first);
  });
}

test('`disableElevation` leads to the Button API prop row', async ({page}) => {
  await openHydrated(page, '/material-ui/react-button');
  await search(page, 'disableElevation');
  const first = options(page).first();
  await expect(first.locator('a')).toHaveAttribute('href', '/material-ui/api/button#prop-disableElevation');
  // The prop is labelled as one, with its page, and the matched name is highlighted.
  await expect(first).toContainText('Prop · Button API');
  await expect(first.locator('mark').first()).toHaveText('disableElevation');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/material-ui\/api\/button#prop-disableElevation$/);
  await expect(page.locator('[id="prop-disableElevation"]')).toBeInViewport();
});

test('a misspelling (`slidr`) still finds Slider, with the corrected word highlighted', async ({page}) => {
  await openHydrated(page, '/material-ui/react-button');
  await search(page, 'slidr');
  await expect.poll(async () => (await optionUrls(page)).slice(0, 3), SETTLED).toContain('/material-ui/react-slider');
  await expect(dialog(page).locator('mark', {hasText: /^Slider$/}).first()).toBeVisible();
});

test('a short word missing two letters (`butn`) still finds Button', async ({page}) => {
  await openHydrated(page, '/material-ui/react-slider');
  await search(page, 'butn');
  await expect.poll(async () => (await optionUrls(page))[0], SETTLED).toBe('/material-ui/react-button');
});

test('`data grid` leads to the Data Grid overview', async ({page}) => {
  await openHydrated(page, '/');
  await search(page, 'data grid');
  await expect.poll(async () => (await optionUrls(page))[0], SETTLED).toBe('/x/react-data-grid');
});

// With MUI X at full depth, more Pickers pages (accessibility, the range pickers) answer the same
// words; the overview stays in the first screen of answers.
test('`date picker` leads to the Date Picker page, with the Pickers overview among the first', async ({page}) => {
  await openHydrated(page, '/');
  await search(page, 'date picker');
  // The whole list is read: the answer from the text index, not the first one from the names.
  await expect(dialog(page).getByRole('listbox')).toHaveAttribute('aria-busy', 'false', SETTLED);
  await expect.poll(async () => (await optionUrls(page))[0], SETTLED).toBe('/x/react-date-pickers/date-picker');
  expect((await optionUrls(page)).slice(0, 8)).toContain('/x/react-date-pickers');
});

test('`sx prop` finds the System page about it', async ({page}) => {
  await openHydrated(page, '/');
  await search(page, 'sx prop');
  await expect.poll(async () => (await optionUrls(page))[0], SETTLED).toBe('/system/getting-started/the-sx-prop');
});

test('`zzqxv` says there are no results', async ({page}) => {
  await openHydrated(page, '/');
  await page.keyboard.press('ControlOrMeta+k');
  await searchBox(page).fill('zzqxv');
  await expect(dialog(page).getByRole('status')).toHaveText('No results.');
});

test('keyboard only: shortcut, arrows, Enter navigates client-side, Escape returns focus', async ({page}) => {
  await openHydrated(page, '/material-ui/react-button');
  // A full page load would lose this mark: client-side navigation keeps it.
  await page.evaluate(() => Object.assign(window, {searchTestMark: true}));
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('sx prop');
  await dialog(page).getByRole('button', {name: 'All products', pressed: true}).waitFor();
  // Narrowed to MUI System with the keyboard: past the close button and the chips before it.
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('button', {name: 'Close search'})).toBeFocused();
  for (const chip of ['All products', 'Material UI', 'Joy UI', 'MUI System']) {
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', {name: chip})).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toBeFocused();
  await expect(dialog(page).getByRole('button', {name: 'MUI System', pressed: true})).toBeVisible();
  // The System page is first whichever index answered; once the reader moves, the list holds.
  await expect.poll(async () => (await optionUrls(page))[0], SETTLED).toBe('/system/getting-started/the-sx-prop');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const active = await searchBox(page).getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"] a`)).toHaveAttribute('href', '/system/getting-started/the-sx-prop');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/system\/getting-started\/the-sx-prop$/);
  await expect(dialog(page)).toBeHidden();
  expect(await page.evaluate(() => 'searchTestMark' in window)).toBe(true);
  await expect(page.locator('h1')).toHaveText('The sx prop');

  await page.keyboard.press('ControlOrMeta+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test('a highlighted result stays put when the text index arrives and refines the answer; typing shows the refined list', async ({page}) => {
  // The text file is held back, so the names index answers first, whatever the machine's speed.
  let releaseText = (): void => undefined;
  const textHeld = new Promise<void>((resolve) => {
    releaseText = resolve;
  });
  await page.route(TEXT_FILE, async (route) => {
    await textHeld;
    await route.continue();
  });
  await openHydrated(page, '/material-ui/react-button');
  await search(page, 'sx prop');
  const list = dialog(page).getByRole('listbox');
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const first = await optionUrls(page);
  const highlighted = async (): Promise<string | null> => {
    const active = await searchBox(page).getAttribute('aria-activedescendant');
    return active ? page.locator(`[id="${active}"] a`).getAttribute('href') : null;
  };
  await page.keyboard.press('ArrowDown');
  expect(await highlighted()).toBe(first[1]);
  releaseText();
  // Busy until the answer from the text index is in: it has arrived, and the list held.
  await expect(list).toHaveAttribute('aria-busy', 'false', SETTLED);
  expect(await optionUrls(page)).toEqual(first);
  expect(await highlighted()).toBe(first[1]);
  // The next keystroke shows the refined answer, which ranks differently for this query.
  await page.keyboard.type(' ');
  await expect(list).toHaveAttribute('aria-busy', 'false', SETTLED);
  await expect(options(page).first()).toBeVisible(SETTLED);
  expect(await optionUrls(page)).not.toEqual(first);
});

test('`/` typed in a text field is text, not the shortcut', async ({page}) => {
  await openHydrated(page, '/material-ui/api/button');
  const filter = page.locator('input').first();
  await filter.focus();
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeHidden();
});

test('the recent search is listed on reopen', async ({page}) => {
  await openHydrated(page, '/');
  await search(page, 'sx prop');
  await options(page).first().click();
  await expect(page).toHaveURL(/the-sx-prop$/);
  await expect(dialog(page)).toBeHidden();
  await page.keyboard.press('ControlOrMeta+k');
  const recent = dialog(page).getByRole('listbox', {name: 'Recent searches'});
  await expect(recent.getByRole('option')).toHaveText(['sx prop']);
  expect(await page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCHES_KEY)).toBe('["sx prop"]');
  // Picking it searches again.
  await recent.getByRole('option', {name: 'sx prop'}).click();
  await expect(searchBox(page)).toHaveValue('sx prop');
  await expect(options(page).first()).toBeVisible(SETTLED);
});

// Bytes only: how long the answer takes is the benchmark's figure (`npm run bench`), not a test's.
test('a first query stays on the site and is answered from under 300 KB; the text follows', async ({page}) => {
  await openSettled(page, '/material-ui/react-button');
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  // Fetched once the names index is built: on a busy machine, after the network has gone quiet.
  const textFile = page.waitForEvent('requestfinished', {predicate: (request) => TEXT_FILE.test(request.url()), timeout: 30_000});
  await search(page, 'autocomplete');
  await textFile;
  await networkSettled(page);
  // The analytics tag loads on the first interaction, whatever it is; the fixture answers it and
  // fails the test on any other request off the host.
  const own = requests.filter((item) => !STAND_INS.has(new URL(item.url()).hostname));
  for (const request of own) {
    expect(new URL(request.url()).hostname, request.url()).toBe('127.0.0.1');
  }
  // What the first answer needs: the dialog's and worker's code, the manifest and the names
  // file. The text file is fetched after the names answer, and refines the answers.
  const firstAnswer = own.filter((request) => !TEXT_FILE.test(request.url()));
  expect(firstAnswer.some((request) => NAMES_FILE.test(request.url()))).toBe(true);
  expect(own.some((request) => TEXT_FILE.test(request.url()))).toBe(true);
  let bytes = 0;
  for (const request of firstAnswer) {
    expect((await request.response())?.ok(), request.url()).toBe(true);
    // The file again from the test server: the browser drops some bodies from what DevTools keeps
    // on a busy page, and these files are static. Gzipped: what a compressing host sends (the
    // test server does not compress).
    const response = await page.request.get(request.url());
    bytes += zlib.gzipSync(await response.body()).length;
  }
  expect(bytes, firstAnswer.map((request) => new URL(request.url()).pathname).join('\n')).toBeLessThan(300 * KIB);
  // The page records the first answer's time for the benchmark.
  expect(await page.evaluate((name) => performance.getEntriesByName(name).length, FIRST_ANSWER_MEASURE)).toBe(1);
});

test('words found only in the text are found once the text file is in', async ({page}) => {
  await openHydrated(page, '/');
  // A word of the Accordion page's prose, in no title, heading or prop name.
  await search(page, 'findable');
  await expect.poll(async () => (await optionUrls(page)).some((url) => url.startsWith('/material-ui/react-accordion')), SETTLED).toBe(true);
});

test('usable on a 320 px wide screen: full-screen dialog, nothing wider than the screen', async ({page}) => {
  await page.setViewportSize({width: 320, height: 640});
  await openHydrated(page, '/material-ui/react-button');
  await searchButton(page).click();
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill('disableElevation');
  await expect(options(page).first()).toBeVisible(SETTLED);
  const box = await dialog(page).boundingBox();
  expect(box?.width).toBe(320);
  expect(await dialog(page).evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await options(page).first().locator('a').click();
  await expect(page).toHaveURL(/#prop-disableElevation$/);
});
