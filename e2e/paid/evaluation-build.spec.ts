/**
 * The build the paid-feature specs run against: its paid demos run without a key (MUI X draws its
 * watermark) instead of showing the notice readers of a keyless build see.
 */
import {test, expect, openHydrated} from '../support/paidDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('a Pro demo runs keyless: its grid expands a tree row, under MUI X\'s watermark', async ({page}) => {
      await openHydrated(page, '/x/react-data-grid/tree-data');
      const demo = page.getByTestId('demo-tree-data-basic');
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.getByText('not running in this build')).toHaveCount(0);
      const grid = demo.getByRole('treegrid');
      await grid.hover();
      await expect(grid.getByRole('gridcell', {name: /Thomas \(2\)/})).toBeVisible();
      await expect(grid.getByRole('gridcell', {name: /Robert/})).toHaveCount(0);
      await grid.getByRole('gridcell', {name: /Thomas \(2\)/}).getByRole('button', {name: 'see children'}).click();
      await expect(grid.getByRole('gridcell', {name: /Robert/})).toBeVisible();
      await expect(demo.getByText('MUI X Missing license key')).toBeVisible();
    });
  });
}
