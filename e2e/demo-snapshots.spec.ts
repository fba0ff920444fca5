/**
 * A Data Grid draws its rows only after measuring itself in the browser, so the build draws each
 * grid demo in Chromium and puts that DOM in the page (scripts/after-build/demo-snapshots): the reader sees
 * the rows at once, and the grid goes live when the reader reaches for it (src/components/
 * HydrateNearViewport), with the first press, tap or focus handed on.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated, openSettled} from './fixtures';
import {isRendered} from './support/liveDemos';

const PAGE = '/x/react-data-grid';
const BASIC = 'data-grid-basic';
const SELECTION = 'data-grid-checkbox-selection';

/** The window the build draws in: the snapshot keeps the column widths of that width. */
test.use({viewport: {width: 1280, height: 800}});

function grid(page: Page, id: string): Locator {
  return page.getByTestId(`demo-${id}`).getByRole('grid');
}

/** What a reader sees of a grid: where its parts are and how they are painted. */
function looks(page: Page, id: string): Promise<Record<string, unknown>[]> {
  return page.getByTestId(`demo-${id}`).locator('.MuiDataGrid-root').evaluate((root) => {
    const origin = root.getBoundingClientRect();
    const parts = [
      root,
      root.querySelector('[role="columnheader"][data-field="year"]'),
      root.querySelector('[role="row"][data-rowindex="0"]'),
      root.querySelector('[role="row"][data-rowindex="0"] [data-field="title"]'),
      root.querySelector('.MuiDataGrid-footerContainer'),
    ];
    return parts.map((element) => {
      if (!element) {
        return {missing: true};
      }
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        box: [box.x - origin.x, box.y - origin.y, box.width, box.height].map(Math.round),
        color: style.color,
        background: style.backgroundColor,
        border: style.borderBottomColor,
        font: style.font,
      };
    });
  });
}

test('a grid demo shows its rows, laid out and styled, with no script at all', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(PAGE);
  const basic = grid(page, BASIC);
  await expect(basic.getByRole('columnheader', {name: 'Year'})).toBeVisible();
  const firstRow = basic.locator('[role="row"][data-rowindex="0"]');
  await expect(firstRow.locator('[data-field="title"]')).toHaveText('Dune');
  await expect(firstRow.locator('[data-field="pages"]')).toHaveText('412');
  // A row of the grid's standard height, its cells side by side.
  const row = await firstRow.boundingBox();
  const title = await firstRow.locator('[data-field="title"]').boundingBox();
  const author = await firstRow.locator('[data-field="author"]').boundingBox();
  expect(row?.height).toBe(52);
  expect(author && title ? author.x - title.x : 0).toBeGreaterThan(100);
  expect(author?.y).toBe(title?.y);
  await expect(page.getByTestId(`demo-${BASIC}`).getByText('1–5 of 12')).toBeVisible();
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the snapshot looks as the live grid does (${colorScheme} mode)`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    await openHydrated(page, PAGE);
    const cell = grid(page, BASIC).locator('[role="row"][data-rowindex="0"] [data-field="title"]');
    expect(await isRendered(cell)).toBe(false);
    const snapshot = await looks(page, BASIC);
    expect(snapshot.filter((part) => 'missing' in part)).toEqual([]);

    await grid(page, BASIC).hover();
    await expect.poll(() => isRendered(cell)).toBe(true);
    expect(await looks(page, BASIC)).toEqual(snapshot);
  });
}

test('a grid goes live only when reached for, and the first click on a header sorts', async ({page}) => {
  await openSettled(page, PAGE);
  // Past the page's own start: nothing left to load, and the main thread idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 3000})));
  const yearHeader = grid(page, BASIC).getByRole('columnheader', {name: 'Year'});
  expect(await isRendered(yearHeader)).toBe(false);
  // Pressed without a pointer moving over it first: the press makes it live and is handed on.
  await yearHeader.dispatchEvent('pointerdown', {pointerType: 'mouse'});
  await expect(yearHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid(page, BASIC).locator('[role="row"][data-rowindex="0"] [data-field="title"]')).toHaveText('Foundation');
  expect(await isRendered(yearHeader)).toBe(true);
});

test("the grid's code loads only when the reader reaches for the grid", async ({page}) => {
  /** The page's scripts, each with whether it holds the Data Grid's code (its messages start so). */
  const scripts: Promise<{readonly url: string; readonly grid: boolean}>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) {
      const url = response.url();
      // A response without a body (a redirect) holds no code.
      scripts.push(response.text().then((text) => ({url, grid: text.includes('MUI X: The Data Grid')}), () => ({url, grid: false})));
    }
  });
  await openSettled(page, PAGE);
  const atLoad = await Promise.all(scripts);
  expect(atLoad.length).toBeGreaterThan(2);
  expect(atLoad.filter((script) => script.grid)).toEqual([]);

  const cell = grid(page, BASIC).locator('[role="row"][data-rowindex="0"] [data-field="title"]');
  await grid(page, BASIC).hover();
  await expect.poll(() => isRendered(cell)).toBe(true);
  const loaded = await Promise.all(scripts);
  expect(loaded.filter((script) => script.grid).length).toBeGreaterThan(0);
});

test("a grid demo's code can be edited: the editor loads the grid's code if the grid has not", async ({page}) => {
  await openHydrated(page, PAGE);
  const demo = page.getByTestId(`demo-${BASIC}`);
  await demo.getByRole('button', {name: 'Edit code'}).click();
  const editor = demo.getByRole('textbox', {name: 'Demo source editor'});
  await expect(editor).toBeVisible();
  const source = await editor.inputValue();
  await editor.fill(source.replace("headerName: 'Author'", "headerName: 'Writer'"));
  await expect(grid(page, BASIC).getByRole('columnheader', {name: 'Writer'})).toBeVisible();
});

test('keyboard focus on a snapshot lands on the same cell of the live grid, which then takes the arrow keys', async ({page}) => {
  await openHydrated(page, PAGE);
  const cell = grid(page, BASIC).locator('[role="row"][data-rowindex="1"] [data-field="author"]');
  await cell.evaluate((element) => (element as HTMLElement).focus({preventScroll: true}));
  await expect.poll(() => isRendered(cell)).toBe(true);
  await expect(cell).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(grid(page, BASIC).locator('[role="row"][data-rowindex="2"] [data-field="author"]')).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 412, height: 823}});

  test('a tap on a row\'s checkbox selects the row at once', async ({page}) => {
    await openHydrated(page, PAGE);
    const demo = page.getByTestId(`demo-${SELECTION}`);
    const selection = grid(page, SELECTION);
    // The snapshot shows the demo's starting selection, its checkbox ticked.
    await expect(demo.getByText('Selected: Fix login redirect')).toBeVisible();
    await expect(selection.getByRole('row', {name: /Fix login redirect/}).getByRole('checkbox')).toBeChecked();
    const checkbox = selection.locator('[role="row"][data-rowindex="0"]').getByRole('checkbox');
    await checkbox.scrollIntoViewIfNeeded();
    expect(await isRendered(checkbox)).toBe(false);
    await checkbox.tap();
    await expect(selection.locator('[role="row"][data-rowindex="0"]')).toHaveAttribute('aria-selected', 'true');
    await expect(demo.getByText('Selected: Write release notes, Fix login redirect')).toBeVisible();
  });
});
