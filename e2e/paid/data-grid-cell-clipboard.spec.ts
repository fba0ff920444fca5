/**
 * Premium cell selection with the clipboard, in the build whose paid demos run keyless: a range
 * of cells copies as the block a reader pastes into a spreadsheet.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, openHydrated} from '../support/paidDemos';

async function liveDemo(page: Page, path: string, id: string): Promise<Locator> {
  await openHydrated(page, path);
  const demo = page.getByTestId(`demo-${id}`);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByText('not running in this build')).toHaveCount(0);
  await demo.getByRole('grid').hover();
  await expect
    .poll(() =>
      demo
        .getByRole('grid')
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
  return demo;
}

async function clipboardText(page: Page): Promise<string> {
  const text = await page.evaluate(() => navigator.clipboard.readText());
  return text.replace(/\r\n/g, '\n');
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('a range of selected cells copies as rows of tab-separated values', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const demo = await liveDemo(page, '/x/react-data-grid/cell-selection', 'cell-selection-basic');
      const cell = (id: number, field: string) => demo.locator(`[role="row"][data-id="${id}"] [data-field="${field}"]`);
      await cell(1, 'north').click();
      await cell(2, 'south').click({modifiers: ['Shift']});
      await expect(cell(2, 'south')).toHaveClass(/Mui-selected/);
      await page.keyboard.press('Control+c');
      await expect.poll(() => clipboardText(page)).toBe('120\t95\n132\t101');
    });
  });
}
