/**
 * Premium cell selection with the clipboard, in the build whose paid demos run keyless: a range
 * of cells copies as the block a reader pastes into a spreadsheet.
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
  });
}
