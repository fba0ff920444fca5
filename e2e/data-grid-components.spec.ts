/**
 * The Data Grid components pages: a toolbar composed from Toolbar, the triggers, the export
 * buttons and the Quick Filter does what its parts promise, and the real-time data demo keeps
 * updating, in light and dark mode.
 */
import {test, expect} from './fixtures';
import {liveGridDemo} from './support/liveDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('the composed toolbar: the quick filter narrows the rows, the columns trigger opens its panel', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/components/usage', 'usage-composition');
      const grid = demo.getByRole('grid');
      const dataRows = grid.locator('[role="row"][data-id]');
      await expect(dataRows).toHaveCount(6);
      await demo.getByRole('searchbox').fill('weekly');
      await expect(dataRows).toHaveCount(3);
      await expect(grid.getByRole('gridcell', {name: 'Monstera'})).toBeVisible();
      await expect(grid.getByRole('gridcell', {name: 'ZZ plant'})).toHaveCount(0);

      const columnsButton = demo.getByRole('button', {name: 'Columns'});
      await columnsButton.click();
      await expect(columnsButton).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await columnsButton.getAttribute('aria-controls')}`);
      await expect(panel.getByRole('checkbox', {name: 'Watering'})).toBeChecked();
      await panel.getByRole('checkbox', {name: 'Watering'}).click();
      await expect(grid.getByRole('columnheader', {name: 'Watering'})).toHaveCount(0);
    });

    test('the export menu opens from the toolbar and lists print and CSV', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/components/export', 'export-menu');
      await demo.getByRole('button', {name: 'Export'}).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', {name: 'Print'})).toBeVisible();
      const download = page.waitForEvent('download');
      await menu.getByRole('menuitem', {name: 'Download as CSV'}).click();
      expect((await download).suggestedFilename()).toBe('shipments.csv');
      await expect(page.getByRole('menu')).toHaveCount(0);
    });

    test('the real-time demo keeps receiving updates, and pauses on request', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/demos/real-time-data', 'real-time-stocks');
      const counter = demo.getByText(/Updates received: \d+/);
      const received = async () => Number((await counter.textContent())?.match(/\d+/)?.[0] ?? 0);
      const first = await received();
      await expect.poll(received).toBeGreaterThan(first + 1);
      const price = demo.getByRole('grid').locator('[role="row"][data-id="GLBX"] [data-field="price"]');
      await expect.poll(() => price.textContent()).not.toBe('48.10');
      await demo.getByRole('button', {name: 'Pause feed'}).click();
      const paused = await received();
      await page.waitForTimeout(1600);
      expect(await received()).toBe(paused);
    });
  });
}
