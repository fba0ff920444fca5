/**
 * One interaction per component category, on the live demos of the Material UI pages: what a
 * reader trying the component would do, with the keyboard where the component is keyboard-driven.
 */
import type {Page} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';

const demo = (page: Page, id: string) => page.getByTestId(`demo-${id}`);

test('Autocomplete: type, pick an option with the keyboard', async ({page}) => {
  await openHydrated(page, '/material-ui/react-autocomplete');
  const input = demo(page, 'combo-box').getByRole('combobox', {name: 'Programming language'});
  await input.fill('ru');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveText(['Ruby', 'Rust']);
  await input.press('ArrowDown');
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue('Rust');
  await expect(listbox).toHaveCount(0);
});

test('Slider: move it with the arrow keys', async ({page}) => {
  await openHydrated(page, '/material-ui/react-slider');
  const slider = demo(page, 'continuous-slider').getByRole('slider', {name: 'Volume'});
  await expect(slider).toHaveAttribute('aria-valuenow', '40');
  await slider.focus();
  await slider.press('ArrowRight');
  await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '42');
  await slider.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
});

test('Dialog: opens from its button, Escape closes it and returns focus', async ({page}) => {
  await openHydrated(page, '/material-ui/react-dialog');
  const opener = demo(page, 'simple-dialog').getByRole('button', {name: 'Switch account'});
  await opener.click();
  const dialog = page.getByRole('dialog', {name: 'Choose an account'});
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('Menu: opens with its items and closes on a choice', async ({page}) => {
  await openHydrated(page, '/material-ui/react-menu');
  const button = demo(page, 'basic-menu').getByRole('button', {name: 'File'});
  await button.click();
  const menu = page.getByRole('menu', {name: 'File'});
  await expect(menu.getByRole('menuitem')).toHaveText(['New file', 'Open recent', 'Save as', 'Export to PDF']);
  // While the menu is open the rest of the page is hidden from assistive technology, the button too.
  await expect(demo(page, 'basic-menu').locator('#file-menu-button')).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('menuitem', {name: 'Save as'}).click();
  await expect(menu).toHaveCount(0);
});

test('Tabs: switch with a click and the arrow keys', async ({page}) => {
  await openHydrated(page, '/material-ui/react-tabs');
  const tabs = demo(page, 'basic-tabs');
  await tabs.getByRole('tab', {name: 'Members'}).click();
  await expect(tabs.getByRole('tabpanel')).toHaveText('Four people have access to this workspace.');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', {name: 'Billing'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', {name: 'Billing'})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toHaveText('Invoices are sent to the address on file.');
});

test('Snackbar: an action shows it, Undo reverts and closes it', async ({page}) => {
  await openHydrated(page, '/material-ui/react-snackbar');
  const area = demo(page, 'simple-snackbar');
  await area.getByRole('button', {name: 'Archive conversation'}).click();
  const snackbar = page.getByRole('alert').filter({hasText: 'Conversation archived'});
  await expect(snackbar).toBeVisible();
  await snackbar.getByRole('button', {name: 'Undo'}).click();
  await expect(snackbar).toHaveCount(0);
  await expect(area).toContainText('Conversation with Sam is in your inbox.');
});
