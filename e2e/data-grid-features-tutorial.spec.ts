/**
 * The Data Grid's features table and its server-side data tutorial, as a reader uses them: search
 * the table for a feature and follow its link; sort and page the tutorial's grid and see each
 * request it sends and the rows that come back.
 */
import {test, expect} from './fixtures';
import {liveGridDemo} from './support/liveDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('the features table finds a feature by name, shows its plan and links its page', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/features', 'data-grid-feature-list');
      await demo.getByRole('button', {name: 'Search'}).click();
      await demo.getByRole('searchbox').fill('pinning');
      const rows = demo.getByRole('row').filter({has: page.getByRole('gridcell')});
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({hasText: 'Column pinning'})).toContainText('Pro');
      await expect(rows.filter({hasText: 'Row pinning'})).toContainText('Pro');
      await rows.getByRole('link', {name: 'Row pinning'}).click();
      await expect(page).toHaveURL(/\/x\/react-data-grid\/row-pinning$/);
      await expect(page.getByRole('heading', {level: 1})).toContainText('Row pinning');
    });

    test('the tutorial grid asks its server for each sort and page and shows the answer', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/tutorials/server-side-data', 'orders-from-server');
      const lastRequest = demo.getByText(/^Last request: GET/);
      await expect(lastRequest).toContainText('page=0&pageSize=5');
      const firstRowTotal = demo.getByRole('row').nth(1).locator('[data-field="total"]');
      await expect(firstRowTotal).toHaveText(/^€\d+\.00$/);

      const totalHeader = demo.getByRole('columnheader', {name: 'Total'});
      await totalHeader.click();
      await expect(lastRequest).toContainText('sortModel=[{"field":"total","sort":"asc"}]');
      await expect(firstRowTotal).toHaveText('€20.00');
      await totalHeader.click();
      await expect(lastRequest).toContainText('sortModel=[{"field":"total","sort":"desc"}]');
      await expect(firstRowTotal).toHaveText('€198.00');

      await demo.getByRole('button', {name: 'Go to next page'}).click();
      await expect(lastRequest).toContainText('page=1&pageSize=5');
      await expect(demo.getByText('6–10 of 48')).toBeVisible();
    });
  });
}
