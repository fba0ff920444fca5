/**
 * The Pro range pickers pages, with their demos running keyless (the evaluation build): a reader
 * picks a time range in the Time Range Picker and a date range in the Date Range Calendar, and
 * sees the result, in light and dark mode.
 */
import {test, expect, openHydrated} from '../support/paidDemos';
import {reachDemo} from '../support/liveDemos';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('a time range is picked in the views: start time, then end time, and the field shows both', async ({page}) => {
      await openHydrated(page, '/x/react-date-pickers/time-range-picker');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      const demo = page.getByTestId('demo-time-range-picker-value');
      await reachDemo(demo);
      await expect(demo.getByRole('status')).toHaveText('Shift: 09:00 to 17:30, 8 h 30 min');

      await demo.getByRole('button', {name: /^Choose/}).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Start time: 08:15.
      await dialog.getByRole('listbox', {name: 'Select hours'}).getByRole('option', {name: /^0?8 hours$/}).click();
      await dialog.getByRole('listbox', {name: 'Select minutes'}).getByRole('option', {name: /^15 minutes$/}).click();
      await expect(demo.getByRole('status')).toHaveText('Shift: 08:15 to 17:30, 9 h 15 min');
      // Next moves the views to the end time: 12:45, then OK accepts the range.
      await dialog.getByRole('button', {name: 'Next'}).click();
      await expect(dialog.getByRole('listbox', {name: 'Select hours'}).getByRole('option', {name: /^17 hours$/})).toHaveAttribute('aria-selected', 'true');
      await dialog.getByRole('listbox', {name: 'Select hours'}).getByRole('option', {name: /^12 hours$/}).click();
      await dialog.getByRole('listbox', {name: 'Select minutes'}).getByRole('option', {name: /^45 minutes$/}).click();
      await dialog.getByRole('button', {name: 'OK'}).click();
      await expect(dialog).toBeHidden();

      await expect(demo.getByRole('status')).toHaveText('Shift: 08:15 to 12:45, 4 h 30 min');
      const field = demo.getByRole('group', {name: 'Shift'});
      await expect(field.getByRole('spinbutton', {name: 'Hours'}).first()).toHaveText('08');
      await expect(field.getByRole('spinbutton', {name: 'Minutes'}).last()).toHaveText('45');
    });

    test('a date range is picked in the Date Range Calendar, one click for each end', async ({page}) => {
      await openHydrated(page, '/x/react-date-pickers/date-range-calendar');
      const demo = page.getByTestId('demo-date-range-calendar-value');
      await reachDemo(demo);
      const status = demo.getByRole('status');
      await expect(status).toHaveText('Pick a check-in date');
      await expect(demo.getByText('June 2025')).toBeVisible();

      await demo.getByRole('gridcell', {name: '10', exact: true}).click();
      await expect(status).toHaveText('Check-in Jun 10: now pick a check-out date');
      await demo.getByRole('gridcell', {name: '14', exact: true}).click();
      await expect(status).toHaveText('Jun 10 to Jun 14, 2025 (4 nights)');
      await expect(demo.getByRole('gridcell', {name: '12', exact: true})).not.toHaveAttribute('aria-selected', 'true');
      await expect(demo.getByRole('gridcell', {name: '14', exact: true})).toHaveAttribute('aria-selected', 'true');
    });
  });
}
