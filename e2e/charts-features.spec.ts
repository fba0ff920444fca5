/**
 * The Charts hook pages: custom components read the chart they are in, and show values derived
 * from it (series totals, dataset rows, the brushed points). Light and dark mode.
 */
import {test, expect, openHydrated} from './fixtures';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('useLineSeries feeds a table of totals beside the chart', async ({page}) => {
      await openHydrated(page, '/x/react-charts/hooks/use-series');
      const demo = page.getByTestId('demo-use-series-totals');
      await demo.scrollIntoViewIfNeeded();
      const table = demo.getByRole('table', {name: 'Series summary'});
      // 120 + 132 + 101 + 134 + 90 + 230 and 60 + 72 + 71 + 74 + 90 + 83, read from the chart's series.
      await expect(table.getByRole('row', {name: /Coffee/})).toContainText('807');
      await expect(table.getByRole('row', {name: /Coffee/})).toContainText('Jun');
      await expect(table.getByRole('row', {name: /Tea/})).toContainText('450');
      await expect(table.getByRole('row', {name: /Tea/})).toContainText('May');
      await expect(demo.locator('svg .MuiLineElement-root')).toHaveCount(2);
    });

    test('useDataset rows and useBrush selections reach components outside the plot', async ({page}) => {
      await openHydrated(page, '/x/react-charts/hooks/use-dataset');
      const medals = page.getByTestId('demo-use-dataset-table');
      await medals.scrollIntoViewIfNeeded();
      await expect(medals.getByRole('row', {name: /Norway/})).toContainText('37');
      const average = page.getByTestId('demo-use-dataset-average');
      await average.scrollIntoViewIfNeeded();
      // (12 + 9 + 18 + 31 + 24 + 22 + 35 + 20) / 8
      await expect(average.getByText('Daily mean 21.4 µg/m³')).toBeVisible();

      await openHydrated(page, '/x/react-charts/brush');
      const brush = page.getByTestId('demo-brush-selection');
      await brush.scrollIntoViewIfNeeded();
      await expect(brush.getByText('Drag a rectangle over the points to select cars.')).toBeVisible();
      const box = await brush.locator('svg').filter({has: page.locator('.MuiChartsAxis-directionX')}).first().boundingBox();
      if (box === null) {
        throw new Error('the scatter chart has no box');
      }
      // From the top left of the plot to its middle: the light, frugal cars.
      await page.mouse.move(box.x + box.width * 0.12, box.y + box.height * 0.1);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.85, {steps: 12});
      await page.mouse.up();
      await expect(brush.getByText(/^Selected \(\d+\): .*City A/)).toBeVisible();
    });
  });
}
