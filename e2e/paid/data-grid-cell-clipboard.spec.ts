/**
 * Premium cell selection with the clipboard, in the build whose paid demos run keyless: a range
 * of cells copies as the block a reader pastes into a spreadsheet, and a pasted block lands in the
 * cells from the one selected, each value through the demo's processRowUpdate.
 */
import {test, expect} from '../support/paidDemos';
import {liveGridDemo, clipboardText} from '../support/liveDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('a range of selected cells copies as rows of tab-separated values', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const demo = await liveGridDemo(page, '/x/react-data-grid/cell-selection', 'cell-selection-basic');
      const cell = (id: number, field: string) => demo.locator(`[role="row"][data-id="${id}"] [data-field="${field}"]`);
      await cell(1, 'north').click();
      await cell(2, 'south').click({modifiers: ['Shift']});
      await expect(cell(2, 'south')).toHaveClass(/Mui-selected/);
      await page.keyboard.press('Control+c');
      await expect.poll(() => clipboardText(page)).toBe('120\t95\n132\t101');
    });

    test('copied cells paste into the selected cell and the rows below it', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const demo = await liveGridDemo(page, '/x/react-data-grid/clipboard', 'clipboard-paste');
      const cell = (id: number, field: string) => demo.locator(`[role="row"][data-id="${id}"] [data-field="${field}"]`);
      await cell(1, 'stock').click();
      await cell(2, 'price').click({modifiers: ['Shift']});
      await page.keyboard.press('Control+c');
      await expect.poll(() => clipboardText(page)).toBe('40\t12\n12\t24');
      await cell(4, 'stock').click();
      await page.keyboard.press('Control+v');
      await expect(demo.getByRole('status')).toHaveText('Pasted into 2 row(s).');
      // Glass bottle and Lunch box now carry the first two rows' stock and price.
      await expect(cell(4, 'stock')).toHaveText('40');
      await expect(cell(4, 'price')).toHaveText('12');
      await expect(cell(5, 'stock')).toHaveText('12');
      await expect(cell(5, 'price')).toHaveText('24');
      await expect(cell(3, 'stock')).toHaveText('0');
    });
  });
}
