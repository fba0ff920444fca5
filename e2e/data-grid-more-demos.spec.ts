/**
 * The Data Grid pages on headers, the column menu, row updates and overlays: what a reader
 * does with their demos, and what they then see, in light and dark mode.
 */
import {test, expect} from './fixtures';
import {liveGridDemo} from './support/liveDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('a column description shows as a tooltip on its header', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/column-header', 'column-header-basics');
      await demo.getByRole('columnheader', {name: 'Flight'}).getByText('Flight').hover();
      await expect(page.getByRole('tooltip')).toHaveText('Airline code and flight number');
    });

    test('the column menu lists its items in the chosen order, and a custom item resizes the column', async ({page}) => {
      const reordered = await liveGridDemo(page, '/x/react-data-grid/column-menu', 'column-menu-reorder-items');
      const title = reordered.getByRole('columnheader', {name: 'Title'});
      await title.hover();
      await title.getByRole('button', {name: 'Title column menu'}).click();
      const items = page.getByRole('menu').getByRole('menuitem');
      await expect(items.first()).toHaveText('Hide column');
      await expect(page.getByRole('menuitem', {name: 'Filter'})).toHaveCount(0);
      await expect(page.getByRole('menuitem', {name: 'Sort by ASC'})).toBeVisible();
      await page.keyboard.press('Escape');
      // The No. column has no menu at all.
      await expect(reordered.getByRole('columnheader', {name: 'No.'}).getByRole('button', {name: /menu/})).toHaveCount(0);

      const custom = page.getByTestId('demo-column-menu-custom-item');
      await custom.scrollIntoViewIfNeeded();
      const address = custom.getByRole('columnheader', {name: 'Delivery address'});
      const before = (await address.boundingBox())?.width ?? 0;
      await address.hover();
      await address.getByRole('button', {name: 'Delivery address column menu'}).click();
      await page.getByRole('menuitem', {name: 'Fit to content'}).click();
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect.poll(async () => (await address.boundingBox())?.width ?? 0).toBeGreaterThan(before + 40);
    });

    test('rows change through updateRows: merged, added, deleted, and fed one message at a time', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/row-updates', 'row-updates-api-ref');
      const grid = demo.getByRole('grid');
      const statusOf = (id: number) => grid.locator(`[role="row"][data-id="${id}"] [data-field="status"]`);
      await expect(statusOf(3)).toHaveText('To do');
      await demo.getByRole('button', {name: 'Start task 3'}).click();
      await expect(statusOf(3)).toHaveText('In progress');
      await expect(grid.locator('[role="row"][data-id="3"] [data-field="task"]')).toHaveText('Update screenshots');
      await demo.getByRole('button', {name: 'Add a task'}).click();
      await expect(grid.locator('[role="row"][data-id="4"] [data-field="task"]')).toHaveText('Plan the sprint');
      await demo.getByRole('button', {name: 'Delete the first row'}).click();
      await expect(grid.locator('[role="row"][data-id="1"]')).toHaveCount(0);
      await expect(grid.locator('[role="row"][data-id]')).toHaveCount(3);

      const ticker = page.getByTestId('demo-row-updates-ticker');
      await ticker.scrollIntoViewIfNeeded();
      const price = (symbol: string) => ticker.locator(`[role="row"][data-id="${symbol}"] [data-field="price"]`);
      await expect(price('ACME')).toHaveText('182.40');
      await ticker.getByRole('button', {name: 'Receive one update'}).click();
      await expect(price('ACME')).toHaveText('183.90');
      await ticker.getByRole('button', {name: 'Receive an update for every row'}).click();
      await expect(ticker.getByText('Updates received: 5')).toBeVisible();
      await expect(price('GLBX')).toHaveText('49.35');
    });

    test('scrollToIndexes brings a far cell into view, and scroll goes back to the top', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/scrolling', 'scroll-to-indexes');
      const target = demo.locator('[role="row"][data-id="80"] [data-field="h18"]');
      await expect(target).toHaveCount(0);
      await demo.getByRole('button', {name: 'Sensor 80 at 18:00'}).click();
      await expect(target).toBeInViewport();
      await demo.getByRole('button', {name: 'Read position'}).click();
      await expect(demo.getByText(/^top: [1-9]\d* px, left: [1-9]\d* px$/)).toBeVisible();
      await demo.getByRole('button', {name: 'Back to the top'}).click();
      await expect(demo.locator('[role="row"][data-id="1"] [data-field="id"]')).toBeInViewport();
    });

    test('exportState saves the sort the reader chose, and restoreState brings it back', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/state', 'state-export');
      const title = demo.getByRole('columnheader', {name: 'Title'});
      const year = demo.getByRole('columnheader', {name: 'Year'});
      await expect(year).toHaveAttribute('aria-sort', 'descending');
      await title.click();
      await expect(title).toHaveAttribute('aria-sort', 'ascending');
      await demo.getByRole('button', {name: 'Export state'}).click();
      await expect(demo.locator('pre')).toContainText('"field": "title"');
      await year.click();
      await expect(year).toHaveAttribute('aria-sort', 'ascending');
      await demo.getByRole('button', {name: 'Restore exported state'}).click();
      await expect(title).toHaveAttribute('aria-sort', 'ascending');
      await expect(demo.locator('[role="row"][data-rowindex="0"] [data-field="title"]')).toHaveText('Amélie');
    });

    test('the overlays: custom no-rows, localized no-results, and the loading variants', async ({page}) => {
      const custom = await liveGridDemo(page, '/x/react-data-grid/overlays', 'overlays-custom');
      await custom.getByRole('button', {name: 'Archive all'}).click();
      await expect(custom.getByText('Your inbox is empty')).toBeVisible();
      await custom.getByRole('button', {name: 'Restore'}).click();
      await expect(custom.getByText('Quarterly report draft')).toBeVisible();
      await custom.getByRole('searchbox').fill('invoice');
      await expect(custom.getByText('No message matches your search.')).toBeVisible();

      const loading = page.getByTestId('demo-overlays-loading-variants');
      await loading.scrollIntoViewIfNeeded();
      await loading.getByRole('radio', {name: 'circular-progress'}).check();
      await expect(loading.getByRole('progressbar')).toBeVisible();
      await loading.getByRole('radio', {name: 'skeleton'}).check();
      await expect(loading.locator('.MuiDataGrid-skeletonLoadingOverlay')).toBeVisible();
    });
  });
}
