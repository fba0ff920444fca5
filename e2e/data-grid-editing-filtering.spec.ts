/**
 * The Data Grid pages on copy and paste, the quick filter and editing persistence: what a reader
 * does with their demos (all MIT `DataGrid` demos), and what they then see, in light and dark mode.
 */
import {test, expect} from './fixtures';
import {liveGridDemo, clipboardText} from './support/liveDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('Ctrl+C copies the selected rows as tab-separated lines, and a lone focused cell as its value', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const demo = await liveGridDemo(page, '/x/react-data-grid/clipboard', 'clipboard-copy');
      const grid = demo.getByRole('grid');
      const row = (id: number) => grid.locator(`[role="row"][data-id="${id}"]`);

      await row(1).getByRole('checkbox').check();
      await row(3).getByRole('checkbox').check();
      await row(3).locator('[data-field="capital"]').click();
      await expect(row(3)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Control+c');
      const expected = 'Portugal\tLisbon\t10,467,000\nChile\tSantiago\t19,630,000';
      await expect.poll(() => clipboardText(page)).toBe(expected);
      // The demo shows what onClipboardCopy received, in the field a reader pastes into.
      await expect(demo.getByRole('textbox', {name: /Paste here/})).toHaveValue(/^Portugal\tLisbon\t10,467,000\r?\nChile\tSantiago\t19,630,000$/);

      // With no row selected, only the focused cell is copied.
      await row(1).getByRole('checkbox').uncheck();
      await row(3).getByRole('checkbox').uncheck();
      await row(4).locator('[data-field="capital"]').click();
      await page.keyboard.press('Control+c');
      await expect.poll(() => clipboardText(page)).toBe('Hanoi');
    });

    test('typing in the quick filter narrows the rows to those that contain every word', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/filtering/quick-filter', 'quick-filter-basic');
      const rows = demo.getByRole('grid').locator('[role="row"][data-id]');
      await expect(rows).toHaveCount(8);
      await demo.getByRole('button', {name: 'Search'}).click();
      const search = demo.getByRole('searchbox', {name: 'Search'});
      await search.fill('porto');
      await expect(rows).toHaveCount(2);
      await expect(demo.getByRole('gridcell', {name: 'Bruno Costa'})).toBeVisible();
      await expect(demo.getByRole('gridcell', {name: 'Gabriel Silva'})).toBeVisible();
      await search.fill('engineer payments');
      await expect(rows).toHaveCount(1);
      await expect(demo.getByRole('gridcell', {name: 'Aisha Bello'})).toBeVisible();
      await search.fill('');
      await expect(rows).toHaveCount(8);
    });

    test('an edited cell keeps the value the server saved, and a refused edit goes back', async ({page}) => {
      const demo = await liveGridDemo(page, '/x/react-data-grid/editing/persistence', 'persistence-server-side');
      const cell = (id: number, field: string) => demo.locator(`[role="row"][data-id="${id}"] [data-field="${field}"]`);

      await cell(1, 'name').dblclick();
      await cell(1, 'name').locator('input').fill('  Amara Mensah  ');
      await page.keyboard.press('Enter');
      // The fake server answers after 400 ms with the name trimmed.
      await expect(page.getByRole('alert')).toHaveText('Saved Amara Mensah.');
      await expect(cell(1, 'name')).toHaveText('Amara Mensah');

      await cell(2, 'hours').dblclick();
      await cell(2, 'hours').locator('input').fill('70');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toHaveText('The server refused 70 hours: the limit is 60.');
      // The refused value stays in the editor; Escape gives the saved value back.
      await expect(cell(2, 'hours').locator('input')).toHaveValue('70');
      await cell(2, 'hours').locator('input').press('Escape');
      await expect(cell(2, 'hours')).toHaveText('40');
      // The saved name is still there after the refused edit.
      await expect(cell(1, 'name')).toHaveText('Amara Mensah');
    });
  });
}
