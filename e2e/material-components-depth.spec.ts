/**
 * Demos added to bring Material UI component pages to the reference's depth, used as a reader
 * would: a label picker built on useAutocomplete, a country picked by keyboard, a music player
 * that seeks, a progress bar in files rather than percent, an undo snackbar and an error summary
 * that leads to its field, in light and dark mode.
 */
import {test, expect} from './fixtures';
import {openLiveDemo} from './support/liveDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('Autocomplete label picker: a label ticked in the popper is applied when the picker closes', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-autocomplete', 'label-picker');
      const applied = demo.getByRole('list', {name: 'Applied labels'});
      await expect(applied.getByRole('listitem')).toHaveText(['documentation']);
      await demo.getByRole('button', {name: 'Labels'}).click();
      const filter = page.getByRole('combobox', {name: 'Filter labels'});
      await expect(filter).toBeFocused();
      await filter.fill('bu');
      await expect(page.getByRole('option')).toHaveCount(1);
      await page.getByRole('option', {name: /bug/}).click();
      // Still open: several labels can be ticked before closing.
      await expect(page.getByRole('option', {name: /bug/})).toHaveAttribute('aria-selected', 'true');
      await filter.press('Escape');
      await expect(filter).toHaveCount(0);
      await expect(applied.getByRole('listitem')).toHaveText(['bug', 'documentation']);
      await expect(demo.getByRole('button', {name: 'Labels'})).toBeFocused();
    });

    test('Autocomplete country select: typed letters, then Enter, pick the highlighted country', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-autocomplete', 'country-select', (d) =>
        d.getByRole('button', {name: 'Open', exact: true}),
      );
      const input = demo.getByRole('combobox', {name: 'Country'});
      await input.click();
      await input.pressSequentially('nor');
      const options = demo.getByRole('option');
      await expect(options).toHaveCount(1);
      await expect(options.first()).toContainText('Norway');
      await expect(options.first()).toContainText('+47');
      await input.press('Enter');
      await expect(input).toHaveValue('Norway');
      await expect(demo.getByRole('listbox')).toHaveCount(0);
    });

    test('Slider music player: the keyboard seeks and the elapsed time follows', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-slider', 'music-player-slider');
      const position = demo.getByRole('slider', {name: 'Position'});
      const elapsed = demo.getByTestId('elapsed');
      await expect(elapsed).toHaveText('0:37');
      await position.focus();
      await position.press('ArrowRight');
      await expect(elapsed).toHaveText('0:38');
      await expect(position).toHaveAttribute('aria-valuetext', '0:38 of 3:34');
      await position.press('End');
      await expect(elapsed).toHaveText('3:34');
      await demo.getByRole('button', {name: 'Back 10 seconds'}).click();
      await expect(elapsed).toHaveText('3:24');
      await expect(demo.getByText('-0:10')).toBeVisible();
    });

    test('Progress in files: each import moves the bar by its share of 240 files', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-progress', 'non-standard-range');
      const bar = demo.getByRole('progressbar', {name: 'Imported 90 of 240 files'});
      await expect(bar).toHaveAttribute('aria-valuenow', '38');
      await demo.getByRole('button', {name: 'Import 30 more'}).click();
      const after = demo.getByRole('progressbar', {name: 'Imported 120 of 240 files'});
      await expect(after).toHaveAttribute('aria-valuenow', '50');
      await expect(after).toHaveAttribute('aria-valuetext', '120 of 240 files');
    });

    test('Snackbar undo: a deleted task comes back in its place', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-snackbar', 'undo-snackbar');
      const tasks = demo.getByRole('list', {name: 'Tasks'}).getByRole('listitem');
      await expect(tasks).toHaveCount(4);
      await demo.getByRole('button', {name: 'Delete Order name badges'}).click();
      await expect(tasks).toHaveCount(3);
      const snackbar = page.getByRole('alert').filter({hasText: 'Deleted "Order name badges"'});
      await expect(snackbar).toBeVisible();
      await snackbar.getByRole('button', {name: 'Undo'}).click();
      await expect(snackbar).toBeHidden();
      await expect(tasks).toHaveText(['Book the venue', 'Order name badges', 'Send the agenda', 'Test the projector']);
    });

    test('Alert error summary: a failed submit focuses the summary, and its link focuses the field', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/react-alert', 'error-summary-alert');
      await demo.getByRole('textbox', {name: 'Full name'}).fill('Ada Byron');
      await demo.getByRole('button', {name: 'Register'}).click();
      const summary = demo.getByRole('alert').filter({hasText: 'Fix 1 problem'});
      await expect(summary).toBeFocused();
      await summary.getByRole('link', {name: 'Enter an email address'}).click();
      const email = demo.getByRole('textbox', {name: 'Email'});
      await expect(email).toBeFocused();
      await email.fill('ada@example.org');
      await demo.getByRole('button', {name: 'Register'}).click();
      await expect(demo.getByText('Registration sent.')).toBeVisible();
      await expect(summary).toHaveCount(0);
    });
  });
}
