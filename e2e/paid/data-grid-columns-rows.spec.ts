/**
 * The Pro Data Grid pages on columns and rows, in the build where paid demos run keyless: a reader
 * pins a column from its menu, reorders columns (by dragging a header, and from the keyboard with
 * the demo's menu items), and opens a master-detail panel, in light and dark mode.
 *
 * The installed DataGridPro reorders columns by native drag-and-drop only (no keyboard shortcut in
 * its useGridColumnReorder), so the drag test uses the mouse.
 */
import type {Locator} from '@playwright/test';
import {test, expect} from '../support/paidDemos';
import {liveGridDemo} from '../support/liveDemos';

/** The header titles of a grid, left to right. */
async function headerTitles(demo: Locator): Promise<string[]> {
  return demo.locator('.MuiDataGrid-columnHeaderTitle').allInnerTexts();
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('a column pinned from its menu stays in the pinned area while the grid scrolls', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/column-pinning', 'column-pinning-controlled');
      const carrier = demo.getByRole('columnheader', {name: 'Carrier'});
      await expect(carrier).not.toHaveClass(/columnHeader--pinnedLeft/);
      await carrier.hover();
      await carrier.getByRole('button', {name: 'Carrier column menu'}).click();
      await page.getByRole('menuitem', {name: 'Pin to left'}).click();

      await expect(carrier).toHaveClass(/columnHeader--pinnedLeft/);
      await expect(demo.getByText('Pinned left: id, carrier. Pinned right: none.')).toBeVisible();
      const before = await carrier.boundingBox();

      // Scroll the columns sideways: the pinned header does not move, a scrolling one does.
      const eta = demo.getByRole('columnheader', {name: 'ETA'});
      const etaBefore = await eta.boundingBox();
      await demo.locator('.MuiDataGrid-virtualScroller').evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      await expect.poll(async () => (await eta.boundingBox())?.x ?? 0).toBeLessThan((etaBefore?.x ?? 0) - 50);
      const after = await carrier.boundingBox();
      expect(after?.x).toBe(before?.x);
      await expect(carrier).toBeInViewport();
      await expect(demo.locator('[role="row"][data-id="SH-4003"] [data-field="carrier"]')).toHaveText('Pacific Link');
    });

    test('dragging a header reorders the columns and reports the move', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/column-ordering', 'column-ordering-basic');
      expect(await headerTitles(demo)).toEqual(['Flight', 'From', 'To', 'Departs', 'Gate']);

      const gate = demo.getByRole('columnheader', {name: 'Gate'});
      const flight = demo.getByRole('columnheader', {name: 'Flight'});
      // Small steps: the grid moves the column as the pointer passes each header.
      await gate.dragTo(flight, {targetPosition: {x: 10, y: 20}, steps: 30});

      await expect.poll(() => headerTitles(demo)).toEqual(['Gate', 'Flight', 'From', 'To', 'Departs']);
      await expect(demo.getByText('Gate moved from position 5 to 1.')).toBeVisible();
      await expect(demo.locator('[role="row"][data-id="1"] [role="gridcell"]').first()).toHaveText('A12');
    });

    test('the keyboard moves a column with the demo\'s column menu items', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/column-ordering', 'column-ordering-menu-items');
      expect(await headerTitles(demo)).toEqual(['Country', 'Capital', 'Population (M)', 'Area (k km²)']);
      const country = demo.getByRole('columnheader', {name: 'Country'});
      await country.hover();
      await country.getByRole('button', {name: 'Country column menu'}).click();
      await expect(page.getByRole('menuitem', {name: 'Move left'})).toBeDisabled();
      await page.getByRole('menuitem', {name: 'Move right'}).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect.poll(() => headerTitles(demo)).toEqual(['Capital', 'Country', 'Population (M)', 'Area (k km²)']);
    });

    test('expanding a row opens its detail panel with the order lines', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/master-detail', 'master-detail-basic');
      const lines = demo.getByRole('table', {name: 'Lines of order 1003'});
      await expect(lines).toHaveCount(0);
      await demo.locator('[role="row"][data-id="1003"]').getByRole('button', {name: 'Expand'}).click();
      await expect(lines).toBeVisible();
      await expect(lines.getByRole('cell', {name: 'Ceramic vase'})).toBeVisible();
      await expect(demo.getByRole('heading', {name: 'Order 1003 for Aisha Bello'})).toBeVisible();
      await demo.locator('[role="row"][data-id="1003"]').getByRole('button', {name: 'Collapse'}).click();
      await expect(lines).toHaveCount(0);
    });
  });
}
