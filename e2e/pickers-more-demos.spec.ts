/**
 * The Date and Time Pickers feature pages: a reader types into a Date Time Field, picks a
 * shortcut, switches the display timezone and the Day.js locale, and sees the result, in light
 * and dark mode, with no console error (the fixtures fail on any).
 */
import {test, expect, openHydrated} from './fixtures';
import {pickerPopupSettled, reachDemo} from './support/liveDemos';
import {seriousViolations} from './support/axe';

const PAGES = ['date-time-field', 'fields', 'shortcuts', 'timezone', 'adapters-locale', 'custom-layout', 'custom-field'];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('the pages and their live demos pass axe', async ({page}) => {
      test.setTimeout(120_000);
      const findings: string[] = [];
      for (const name of PAGES) {
        await openHydrated(page, `/x/react-date-pickers/${name}`);
        const demos = page.locator('[data-testid^="demo-"]');
        for (let index = 0; index < (await demos.count()); index += 1) {
          await reachDemo(demos.nth(index));
        }
        findings.push(...(await seriousViolations(page, {scope: 'content', demos: true})).map((line) => `${name}: ${line}`));
      }
      expect(findings).toEqual([]);
    });

    test('a Date Time Field takes a date and a time from the keyboard', async ({page}) => {
      await openHydrated(page, '/x/react-date-pickers/date-time-field');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(colorScheme);
      const demo = page.getByTestId('demo-basic-date-time-field');
      await reachDemo(demo);
      await expect(demo.getByText('Controlled value: 2026-04-17 14:30')).toBeVisible();
      const field = demo.getByRole('group', {name: 'Controlled', exact: true});
      await field.getByRole('spinbutton', {name: 'Month'}).click();
      // Month, day, year, hours, minutes, meridiem: the field moves on after each section.
      await page.keyboard.type('05092027');
      await page.keyboard.type('0745');
      await page.keyboard.type('P');
      await expect(demo.getByText('Controlled value: 2027-05-09 19:45')).toBeVisible();
      // Up on the selected meridiem section turns PM back into AM.
      await page.keyboard.press('ArrowUp');
      await expect(demo.getByText('Controlled value: 2027-05-09 07:45')).toBeVisible();

      // Stepping the hours below minDateTime puts the field in its error state, with the reason.
      const booking = page.getByTestId('demo-date-time-field-validation');
      await reachDemo(booking);
      await expect(booking.getByText('Between April 17, 10:00 and April 24, 18:00, by quarter hours')).toBeVisible();
      await booking.getByRole('spinbutton', {name: 'Hours'}).click();
      await page.keyboard.press('ArrowDown');
      await expect(booking.getByText('Bookings open on April 17 at 10:00')).toBeVisible();
    });

    test('a clearable field clears on its button', async ({page}) => {
      await openHydrated(page, '/x/react-date-pickers/fields');
      const demo = page.getByTestId('demo-clearable-fields');
      await reachDemo(demo);
      await expect(demo.getByText('Value: 2026-04-17 (cleared 0 times)')).toBeVisible();
      await demo.getByRole('group', {name: 'Clearable field'}).hover();
      await demo.getByRole('button', {name: 'Clear'}).first().click();
      await expect(demo.getByText('Value: null (cleared 1 time)')).toBeVisible();
    });

    test('custom fields: a button opens the calendar, a text input parses what is typed', async ({page}) => {
      await openHydrated(page, '/x/react-date-pickers/custom-field');
      const buttonDemo = page.getByTestId('demo-button-field-picker');
      await reachDemo(buttonDemo);
      await buttonDemo.getByRole('button', {name: 'Check-in: Apr 17, 2026'}).click();
      await pickerPopupSettled(page.getByRole('dialog'));
      await page.getByRole('dialog').getByRole('gridcell', {name: '20', exact: true}).click();
      await expect(buttonDemo.getByRole('button', {name: 'Check-in: Apr 20, 2026'})).toBeVisible();

      const textDemo = page.getByTestId('demo-text-input-field-picker');
      await reachDemo(textDemo);
      const input = textDemo.getByRole('textbox', {name: 'Invoice date'});
      await input.fill('31/02/2026');
      await input.press('Enter');
      await expect(textDemo.getByText('Use the format DD/MM/YYYY')).toBeVisible();
      await expect(textDemo.getByText('Value: 2026-04-17')).toBeVisible();
      await input.fill('01/05/2026');
      await input.press('Enter');
      await expect(textDemo.getByText('Value: 2026-05-01')).toBeVisible();
      await expect(input).toHaveValue('01/05/2026');
    });

    test('a shortcut sets the value and names itself in the change context', async ({page}) => {
      await openHydrated(page, '/x/react-date-pickers/shortcuts');
      const demo = page.getByTestId('demo-basic-shortcuts');
      await reachDemo(demo);
      await expect(demo.getByText('Value: Friday, April 17, 2026')).toBeVisible();
      await demo.getByRole('button', {name: 'Next Monday'}).click();
      await expect(demo.getByText('Value: Monday, April 20, 2026')).toBeVisible();
      await expect(demo.getByText('Last shortcut: Next Monday')).toBeVisible();
      await expect(demo.getByRole('gridcell', {name: '20', exact: true})).toHaveAttribute('aria-selected', 'true');
      await demo.getByRole('button', {name: 'Clear'}).click();
      await expect(demo.getByText('Value: null')).toBeVisible();

      // Shortcuts whose value fails the picker's validation are disabled.
      const validation = page.getByTestId('demo-shortcuts-validation');
      await reachDemo(validation);
      await expect(validation.getByRole('button', {name: 'Tomorrow'})).toHaveAttribute('aria-disabled', 'true');
      await validation.getByRole('button', {name: 'Next working day'}).click();
      await expect(validation.getByText('Delivery: Monday, April 20, 2026')).toBeVisible();
    });

    test('switching the display timezone changes the shown time, not the stored value', async ({page}) => {
      await openHydrated(page, '/x/react-date-pickers/timezone');
      const demo = page.getByTestId('demo-display-timezone');
      await reachDemo(demo);
      const stored = demo.getByText('Stored value: 2026-04-17T14:30:00.000Z');
      await expect(stored).toBeVisible();
      const hours = () => demo.getByRole('spinbutton', {name: 'Hours'});
      await expect(hours()).toHaveText('10');
      await demo.getByRole('button', {name: 'Asia/Tokyo'}).click();
      await expect(hours()).toHaveText('23');
      await demo.getByRole('button', {name: 'UTC'}).click();
      await expect(hours()).toHaveText('14');
      await expect(stored).toBeVisible();
      // Editing in Tokyo time stores the matching UTC instant.
      await demo.getByRole('button', {name: 'Asia/Tokyo'}).click();
      await hours().click();
      await page.keyboard.press('ArrowDown');
      await expect(demo.getByText('Stored value: 2026-04-17T13:30:00.000Z')).toBeVisible();
    });

    test('the Day.js locale changes the field format and the first day of the week', async ({page}) => {
      await openHydrated(page, '/x/react-date-pickers/adapters-locale');
      const demo = page.getByTestId('demo-locale-switcher');
      await reachDemo(demo);
      const firstSection = demo.getByRole('spinbutton').first();
      const columnHeaders = demo.getByRole('columnheader');
      // en-gb: day first, weeks start on Monday.
      await expect(firstSection).toHaveAccessibleName('Day');
      await expect(columnHeaders.first()).toHaveAttribute('aria-label', /monday/i);
      await demo.getByRole('button', {name: 'en (US)'}).click();
      await expect(firstSection).toHaveAccessibleName('Month');
      await expect(columnHeaders.first()).toHaveAttribute('aria-label', /sunday/i);
    });
  });
}
