/**
 * The MUI X demos are the real components, and a reader can use them: sort and filter a Data
 * Grid, pick a date with the keyboard, hover a chart for its tooltip, expand a Tree View item.
 */
import {test, expect, openHydrated, openSettled} from './fixtures';
import {reachDemo} from './support/liveDemos';

test('a Data Grid sorts by a column and filters its rows', async ({page}) => {
  await openHydrated(page, '/x/react-data-grid');
  const demo = page.getByTestId('demo-data-grid-basic');
  const grid = demo.getByRole('grid');
  const firstTitle = grid.locator('[role="row"][data-rowindex="0"] [data-field="title"]');
  await expect(firstTitle).toHaveText('Dune');

  // Sort by year: ascending, then descending.
  const yearHeader = grid.getByRole('columnheader', {name: 'Year'});
  await yearHeader.click();
  await expect(yearHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstTitle).toHaveText('Foundation');
  await yearHeader.click();
  await expect(yearHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(firstTitle).toHaveText('Ancillary Justice');

  // Filter by author from the column menu.
  await grid.getByRole('columnheader', {name: 'Author'}).hover();
  await grid.getByRole('columnheader', {name: 'Author'}).getByRole('button', {name: /menu/i}).click();
  await page.getByRole('menuitem', {name: /filter/i}).click();
  await page.getByRole('textbox', {name: 'Value'}).fill('Le Guin');
  const dataRows = grid.locator('[role="row"][data-rowindex]');
  await expect(dataRows).toHaveCount(2);
  await expect(dataRows.locator('[data-field="author"]')).toHaveText(['Ursula K. Le Guin', 'Ursula K. Le Guin']);
});

test("a Data Grid loads Intl's formatting data on a worker that closes, when the reader reaches for it; a page without such demos starts none", async ({page}) => {
  const started: string[] = [];
  const closed: string[] = [];
  page.on('worker', (worker) => {
    const path = new URL(worker.url()).pathname;
    started.push(path);
    worker.on('close', () => closed.push(path));
  });

  await openHydrated(page, '/material-ui/react-button');
  await expect(page.getByTestId('demo-basic-buttons').getByRole('button', {name: 'Contained'})).toBeVisible();
  // Every page starts one other worker once it has loaded and the browser is idle: the one that
  // reads the next page's demos for a navigation (src/utils/drawnDemosReader.ts). It stays.
  await expect.poll(() => started).toEqual([expect.stringMatching(/^\/assets\/js\/[\w.-]+\.js$/)]);
  const drawnDemosReader = started[0];
  const intlWorkers = (paths: readonly string[]) => paths.filter((path) => path !== drawnDemosReader);
  expect(closed).toEqual([]);

  // The grids show their snapshots: no Intl worker while the page loads.
  await openSettled(page, '/x/react-data-grid');
  expect(intlWorkers(started)).toEqual([]);
  const grid = page.getByTestId('demo-data-grid-basic').getByRole('grid');
  await grid.hover();
  await expect.poll(() => intlWorkers(started)).toEqual([expect.stringMatching(/^\/assets\/js\/[\w.-]+\.js$/)]);
  // The worker formats once and closes itself: no thread stays behind.
  await expect.poll(() => intlWorkers(closed)).toEqual(intlWorkers(started));
  // The live grid formats its numbers as before: the Pages column of the first row.
  await expect.poll(() => grid.locator('[role="row"][data-rowindex="0"] [data-field="pages"]').evaluate((cell) => Object.keys(cell).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  await expect(grid.locator('[role="row"][data-rowindex="0"] [data-field="pages"]')).toHaveText('412');
});

test('a Date Picker takes a date from the keyboard', async ({page}) => {
  await openHydrated(page, '/x/react-date-pickers/date-picker');
  const demo = page.getByTestId('demo-basic-date-picker');
  // Keys typed into the server's HTML before the demo goes live would be lost with it.
  await reachDemo(demo);
  // The controlled picker echoes its value below it.
  await expect(demo.getByText('Controlled value: 2022-04-17')).toBeVisible();
  const field = demo.getByRole('group', {name: 'Controlled', exact: true});
  // The field's sections: month, day, year. Type a new date section by section.
  await field.getByRole('spinbutton', {name: 'Month'}).click();
  await page.keyboard.type('05');
  await page.keyboard.type('09');
  await page.keyboard.type('2023');
  await expect(demo.getByText('Controlled value: 2023-05-09')).toBeVisible();
  // And with the calendar: open it, move one day on with the arrow key, choose with Enter.
  await demo.getByRole('button', {name: /choose date/i}).nth(1).click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('gridcell', {name: '9', exact: true})).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(demo.getByText('Controlled value: 2023-05-10')).toBeVisible();
});

test('a chart shows the value under the pointer in its tooltip', async ({page}) => {
  await openHydrated(page, '/x/react-charts/bars');
  // The plot's own SVG surface (the legend above it draws its colour marks as small SVGs too).
  // A reader's pointer reaches the chart once it is live: it sizes itself in the browser.
  await reachDemo(page.getByTestId('demo-bars-basic'));
  const chart = page.getByTestId('demo-bars-basic').locator('svg.MuiChartsSurface-root');
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  expect(box).not.toBeNull();
  if (!box) {
    return;
  }
  // The second of four bands ("Green", 19 votes), halfway up the plot.
  await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.5);
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5, {steps: 4});
  const tooltip = page.locator('.MuiChartsTooltip-root');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Green');
  await expect(tooltip).toContainText('19');
});

test('a Tree View item expands and collapses', async ({page}) => {
  await openHydrated(page, '/x/react-tree-view');
  const tree = page.getByTestId('demo-file-tree').getByRole('tree', {name: 'Project files'});
  const publicItem = tree.getByRole('treeitem', {name: 'public'});
  await expect(publicItem).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByRole('treeitem', {name: 'favicon.ico'})).toHaveCount(0);
  await publicItem.getByText('public', {exact: true}).click();
  await expect(publicItem).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('treeitem', {name: 'favicon.ico'})).toBeVisible();
  // The keyboard works too: collapse it with the left arrow.
  await page.keyboard.press('ArrowLeft');
  await expect(publicItem).toHaveAttribute('aria-expanded', 'false');
});
