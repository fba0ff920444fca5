/**
 * One interaction per Joy UI section, on the demos added to the Joy UI component pages (inputs,
 * data display, feedback, surfaces, navigation, layout): what a reader trying the demo would do,
 * with the keyboard where the component is keyboard-driven, in light and dark mode.
 */
import type {Locator} from '@playwright/test';
import {test, expect} from './fixtures';
import {openLiveDemo} from './support/liveDemos';


const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('Inputs: the slider and its number field stay in step, from the keyboard and from typing', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-slider', 'slider-with-input', (d) => d.getByRole('textbox'));
      const slider = demo.getByRole('slider', {name: 'Alarm volume'});
      const field = demo.getByRole('textbox', {name: 'Alarm volume'});
      await expect(slider).toHaveAttribute('aria-valuenow', '40');
      await slider.focus();
      await slider.press('ArrowRight');
      await slider.press('ArrowRight');
      await expect(field).toHaveValue('42');
      // A typed value out of range is clamped to the maximum when the field is committed.
      await field.fill('250');
      await field.press('Enter');
      await expect(field).toHaveValue('100');
      await expect(slider).toHaveAttribute('aria-valuenow', '100');
    });

    test('Data display: sorting the table by a header, then reversing it', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-table', 'table-sortable', (d) => d.getByRole('button').first());
      const firstRunner = demo.locator('tbody tr').first().locator('td').first();
      const timeHeader = demo.getByRole('columnheader', {name: 'Time (min)'});
      await expect(timeHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(firstRunner).toHaveText('Bruno');
      await demo.getByRole('button', {name: 'Time (min)'}).click();
      await expect(timeHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(firstRunner).toHaveText('Aiko');
      await demo.getByRole('button', {name: 'Runner'}).click();
      await expect(demo.getByRole('columnheader', {name: 'Runner'})).toHaveAttribute('aria-sort', 'ascending');
      await expect(timeHeader).toHaveAttribute('aria-sort', 'none');
      await expect(demo.locator('tbody tr td:first-child')).toHaveText(['Aiko', 'Bruno', 'Ines', 'Tomasz']);
    });

    test('Feedback: a form dialog ignores the backdrop, submits with Enter and returns focus', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-modal', 'modal-form', (d) => d.getByRole('button').first());
      const opener = demo.getByRole('button', {name: 'New project'});
      await opener.click();
      const dialog = page.getByRole('dialog', {name: 'Create a project'});
      await expect(dialog).toBeVisible();
      const name = dialog.getByRole('textbox', {name: 'Name'});
      await expect(name).toBeFocused();
      await page.keyboard.type('Mobile app');
      // A click on the backdrop, far from the dialog, must not lose what was typed.
      await page.mouse.click(5, 5);
      await expect(dialog).toBeVisible();
      await expect(name).toHaveValue('Mobile app');
      await name.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(demo).toContainText('Projects: Website refresh, Mobile app');
      await expect(opener).toBeFocused();
    });

    test('Feedback: the offline snackbar waits for the reader and closes with its action', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-snackbar', 'snackbar-inverted-colors', (d) => d.getByRole('button').first());
      await demo.getByRole('button', {name: 'Go offline'}).click();
      const snackbar = page.getByRole('alert').filter({hasText: 'You are offline'});
      await expect(snackbar).toBeVisible();
      // The Retry button is solid on a solid snackbar: inverted colors keep it apart from the surface.
      const retry = snackbar.getByRole('button', {name: 'Retry'});
      expect(await background(retry)).not.toBe(await background(snackbar));
      await retry.click();
      await expect(snackbar).toHaveCount(0);
    });

    test('Surfaces: choosing a variant and a color restyles the sheet', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-sheet', 'sheet-playground', (d) => d.getByRole('radio').first());
      const sheet = demo.getByTestId('sheet-playground-surface');
      const outlined = await background(sheet);
      await demo.getByRole('radio', {name: 'solid'}).check();
      await expect(sheet).toContainText('solid · neutral');
      await expect.poll(() => background(sheet)).not.toBe(outlined);
      const solidNeutral = await background(sheet);
      // The color group is a radio group: the arrow keys move its selection.
      await demo.getByRole('radio', {name: 'neutral'}).focus();
      await page.keyboard.press('ArrowDown');
      await expect(demo.getByRole('radio', {name: 'danger'})).toBeChecked();
      await expect(sheet).toContainText('solid · danger');
      await expect.poll(() => background(sheet)).not.toBe(solidNeutral);
    });

    test('Navigation: the sort menu works from the keyboard and marks the chosen item', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-menu', 'menu-selected', (d) => d.getByRole('button').first());
      const button = demo.getByRole('button', {name: 'Sort: Newest first'});
      await button.focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu', {name: 'Sort: Newest first'});
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitemradio', {name: 'Newest first'})).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitemradio', {name: 'Oldest first'})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveCount(0);
      await expect(demo.getByRole('button', {name: 'Sort: Oldest first'})).toBeVisible();
    });

    test('Navigation: the stepper advances with Next and tells where the reader is', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-stepper', 'stepper-linear-flow', (d) => d.getByRole('button').first());
      await expect(demo).toContainText('Step 1 of 3');
      await expect(demo.getByRole('button', {name: 'Back'})).toBeDisabled();
      await demo.getByRole('button', {name: 'Next'}).click();
      await expect(demo).toContainText('Step 2 of 3');
      await expect(demo.locator('[aria-current="step"]')).toHaveText('Pick a time');
      await demo.getByRole('button', {name: 'Next'}).click();
      await demo.getByRole('button', {name: 'Finish'}).click();
      await expect(demo).toContainText('All steps done');
      await demo.getByRole('button', {name: 'Start over'}).click();
      await expect(demo).toContainText('Step 1 of 3');
    });

    test('Layout: picking justifyContent moves the items of the stack', async ({page}) => {
      const demo = await openLiveDemo(page, '/joy-ui/react-stack', 'stack-alignment', (d) => d.getByRole('combobox').first());
      const stack = demo.getByTestId('stack-alignment-box');
      const firstItem = stack.getByText('Item 1');
      const centerX = (await firstItem.boundingBox())?.x ?? 0;
      await demo.getByRole('combobox', {name: 'justifyContent'}).click();
      await page.getByRole('option', {name: 'flex-start'}).click();
      await expect(stack).toHaveCSS('justify-content', 'flex-start');
      await expect.poll(async () => (await firstItem.boundingBox())?.x ?? 0).toBeLessThan(centerX);
    });
  });
}
