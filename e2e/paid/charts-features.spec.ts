/**
 * The Charts zoom and pan page (Pro demos, run keyless in the evaluation build): a reader zooms a
 * line chart with the mouse wheel, then drags it, and the x-axis shows another range each time;
 * the toolbar's zoom buttons do the same without a wheel. On the Data Grid integration page (a
 * Premium grid with a renderer built from the free charts), an edited cell redraws the chart.
 * Light and dark mode.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from '../support/paidDemos';

/** The demo, scrolled into view and no longer showing the keyless-build notice. */
async function chartDemo(page: Page, path: string, id: string): Promise<Locator> {
  await openHydrated(page, path);
  const demo = page.getByTestId(`demo-${id}`);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByText('not running in this build')).toHaveCount(0);
  await expect(demo.locator('svg .MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').first()).toBeVisible();
  return demo;
}

/** The x-axis tick labels, in order, as one string: what the reader reads under the plot. */
function xTicks(demo: Locator): Promise<string> {
  return demo
    .locator('svg .MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
    .allTextContents()
    .then((labels) => labels.join(' | '));
}

/** The centre of the chart's plot (its SVG), in page coordinates. */
async function plotCentre(demo: Locator): Promise<{x: number; y: number}> {
  const box = await demo.locator('svg').filter({has: demo.page().locator('.MuiChartsAxis-directionX')}).first().boundingBox();
  if (box === null) {
    throw new Error('the chart has no box');
  }
  return {x: box.x + box.width / 2, y: box.y + box.height / 2};
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('the wheel zooms the x-axis in, and a drag pans it', async ({page}) => {
      const demo = await chartDemo(page, '/x/react-charts/zoom-and-pan', 'zoom-line-chart');
      const full = await xTicks(demo);
      // The whole quarter: days 1 to 90, so the last label is a large one.
      expect(full).toMatch(/\b(80|90)\b/);

      const centre = await plotCentre(demo);
      await page.mouse.move(centre.x, centre.y);
      for (let i = 0; i < 5; i += 1) {
        await page.mouse.wheel(0, -200);
      }
      await expect.poll(() => xTicks(demo)).not.toBe(full);
      const zoomed = await xTicks(demo);
      // Zoomed in around the middle: the first and last days are out of view.
      expect(zoomed).not.toMatch(/(^|\| )(0|10)( \||$)/);

      // Drag the plot to the right: earlier days come into view.
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + 80, centre.y, {steps: 8});
      await page.mouse.move(centre.x + 160, centre.y, {steps: 8});
      await page.mouse.up();
      await expect.poll(() => xTicks(demo)).not.toBe(zoomed);
      const panned = await xTicks(demo);
      const firstNumber = (ticks: string) => Number(ticks.split(' | ')[0]?.replace(/[^\d.-]/g, ''));
      expect(firstNumber(panned)).toBeLessThan(firstNumber(zoomed));
    });

    test('the zoom slider shows the visible range, and the toolbar zooms with buttons', async ({page}) => {
      const slider = await chartDemo(page, '/x/react-charts/zoom-and-pan', 'zoom-slider');
      // showTooltip: 'always' prints both ends of the window with the full-date formatter.
      // The tooltips may be portalled out of the demo, so they are looked up in the page.
      await expect(slider.locator('svg').first()).toBeVisible();
      await expect(page.getByText(/^May \d{1,2}, 2024$/).first()).toBeVisible();
      await expect(page.getByText(/^Aug \d{1,2}, 2024$/).first()).toBeVisible();

      const toolbar = await chartDemo(page, '/x/react-charts/toolbar', 'toolbar-default');
      const before = await xTicks(toolbar);
      await toolbar.getByRole('button', {name: 'Zoom in'}).click();
      await toolbar.getByRole('button', {name: 'Zoom in'}).click();
      await expect.poll(() => xTicks(toolbar)).not.toBe(before);
      // Zooming out stops at the full range, whatever the step.
      const zoomOut = toolbar.getByRole('button', {name: 'Zoom out'});
      for (let i = 0; i < 6 && (await zoomOut.isEnabled()); i += 1) {
        await zoomOut.click();
      }
      await expect.poll(() => xTicks(toolbar)).toBe(before);
    });

    test('the Premium charts integration redraws the chart from an edited cell and switches type', async ({page}) => {
      await openHydrated(page, '/x/react-charts/data-grid-integration');
      const demo = page.getByTestId('demo-grid-charts-integration-renderer');
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.getByText('not running in this build')).toHaveCount(0);
      await expect(demo.locator('.MuiBarElement-root')).toHaveCount(10);
      await demo.getByRole('button', {name: 'Line'}).click();
      await expect(demo.locator('.MuiLineElement-root')).toHaveCount(2);
      await demo.getByRole('button', {name: 'Bars'}).click();
      const revenueBar = demo.locator('.MuiBarElement-root').nth(2);
      const before = (await revenueBar.boundingBox())?.width ?? 0;
      const cell = demo.locator('[role="row"][data-id="3"] [data-field="revenue"]');
      await cell.dblclick();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('90000');
      await page.keyboard.press('Enter');
      await expect(cell).toHaveText('90,000');
      // Desk lamp's revenue went from 21,200 to 90,000: its horizontal bar grows.
      await expect.poll(async () => (await revenueBar.boundingBox())?.width ?? 0).toBeGreaterThan(before * 2);
    });
  });
}
