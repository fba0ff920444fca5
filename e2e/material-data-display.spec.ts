/**
 * Material UI data display demos, as a reader uses them: a collapsible table row opened and
 * closed from the keyboard, a column sort that reorders rows, row selection in the toolbar, a
 * deleted chip leaving its array, and a tooltip that opens and closes on click. Light and dark.
 */
import {test, expect} from './fixtures';
import {openLiveDemo} from './support/liveDemos';


for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('Table: a collapsible row opens and closes with the keyboard', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-table', 'collapsible-table');
      const toggle = demo.getByRole('button', {name: 'Order lines of A-1041'});
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(demo.getByRole('table', {name: 'Lines of order A-1041'})).toHaveCount(0);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const lines = demo.getByRole('table', {name: 'Lines of order A-1041'});
      await expect(lines).toBeVisible();
      await expect(lines.getByRole('rowheader')).toHaveText(['Rye flour, 25 kg', 'Linen proofing cloth']);
      // The other orders stay closed.
      await expect(demo.getByRole('button', {name: 'Order lines of A-1042'})).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(lines).toHaveCount(0);
    });

    test('Table: sorting a column reorders the rows', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-table', 'enhanced-table');
      const table = demo.getByRole('table', {name: 'Sprint tasks'});
      const tasks = table.locator('tbody').getByRole('rowheader');
      await expect(tasks.first()).toHaveText('Audit colour contrast');
      const estimate = table.getByRole('button', {name: /^Estimate \(h\)/});
      await estimate.focus();
      await page.keyboard.press('Enter');
      await expect(table.getByRole('columnheader', {name: /Estimate/})).toHaveAttribute('aria-sort', 'ascending');
      await expect(tasks).toHaveText([
        'Audit colour contrast',
        'Update privacy policy',
        'Write release notes',
        'Design empty states',
        'Fix login redirect',
        'Migrate billing tables',
      ]);
      await page.keyboard.press('Enter');
      await expect(table.getByRole('columnheader', {name: /Estimate/})).toHaveAttribute('aria-sort', 'descending');
      await expect(tasks.first()).toHaveText('Migrate billing tables');
      await expect(tasks.last()).toHaveText('Audit colour contrast');
    });

    test('Table: selected rows are counted in the toolbar and can be deleted', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-table', 'enhanced-table');
      await demo.getByRole('checkbox', {name: 'Fix login redirect'}).check();
      await demo.getByRole('checkbox', {name: 'Design empty states'}).check();
      await expect(demo.getByRole('status')).toHaveText('2 selected');
      await expect(demo.getByRole('checkbox', {name: 'Select all tasks'})).toHaveAttribute('data-indeterminate', 'true');
      await demo.getByRole('button', {name: 'Delete selected tasks'}).click();
      await expect(demo.getByRole('status')).toHaveText('Sprint tasks');
      await expect(demo.locator('tbody').getByRole('rowheader')).toHaveCount(4);
      await expect(demo.getByText('Fix login redirect')).toHaveCount(0);
    });

    test('Chip: a deleted chip leaves the array', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-chip', 'deletable-chips');
      const tags = demo.getByRole('list', {name: 'Tags'}).getByRole('listitem');
      await expect(tags).toHaveText(['react', 'typescript', 'accessibility', 'design-system']);
      // The keyboard: Delete on a focused chip calls its onDelete.
      await demo.getByRole('button', {name: 'typescript'}).focus();
      await page.keyboard.press('Delete');
      await expect(tags).toHaveText(['react', 'accessibility', 'design-system']);
      // The pointer: the chip's delete icon.
      await demo.getByRole('button', {name: 'react'}).locator('.MuiChip-deleteIcon').click();
      await expect(tags).toHaveText(['accessibility', 'design-system']);
      await demo.getByRole('button', {name: 'Restore tags'}).click();
      await expect(tags).toHaveCount(4);
    });

    test('Tooltip: the click-triggered tooltip opens and closes', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-tooltip', 'triggers-tooltips');
      const button = demo.getByRole('button', {name: 'Click', exact: true});
      const tooltip = page.getByRole('tooltip').filter({hasText: 'Opened by a click'});
      // Hovering does nothing: only the click opens it.
      await button.hover();
      await page.waitForTimeout(300);
      await expect(tooltip).toHaveCount(0);
      await button.click();
      await expect(tooltip).toBeVisible();
      await button.click();
      await expect(tooltip).toBeHidden();
      await button.click();
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      await button.click();
      await expect(tooltip).toBeVisible();
      // A click elsewhere closes it too.
      await page.mouse.click(5, 300);
      await expect(tooltip).toBeHidden();
    });
  });
}
