/**
 * The inputs and controls pages of Material UI (Button, Button Group, Slider, Toggle Button): what
 * a reader trying the newer demos sees, in light and dark mode. Each test brings its demo to life
 * first (a demo shows its server HTML until it is near the viewport).
 */
import type {Locator} from '@playwright/test';
import {test, expect} from './fixtures';
import {openLiveDemo} from './support/liveDemos';


for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('Button: a click shows the loading state, then the outcome', async ({page}) => {
      const save = (demo: Locator) => demo.getByRole('button', {name: 'Save profile'});
      const demo = await openLiveDemo(page, '/material-ui/react-button', 'loading-on-click', save);
      await save(demo).click();
      await expect(save(demo)).toBeDisabled();
      await expect(demo.getByRole('progressbar')).toBeVisible();
      await expect(demo.getByRole('status')).toHaveText('Saving…');
      await expect(demo.getByRole('status')).toHaveText('Profile saved');
      await expect(save(demo)).toBeEnabled();
      await expect(demo.getByRole('progressbar')).toHaveCount(0);
    });

    test('Button Group: the split button picks an option from its menu', async ({page}) => {
      const toggle = (demo: Locator) => demo.getByRole('button', {name: 'Choose merge method'});
      const demo = await openLiveDemo(page, '/material-ui/react-button-group', 'split-button', toggle);
      await expect(demo.getByRole('group', {name: 'Merge pull request'}).getByRole('button').first()).toHaveText('Squash and merge');
      await toggle(demo).click();
      const menu = demo.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText(['Merge commit', 'Squash and merge', 'Rebase and merge']);
      // The selected option has focus, so the arrow keys pick from there.
      await expect(menu.getByRole('menuitem', {name: 'Squash and merge'})).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(menu).toHaveCount(0);
      await expect(demo.getByRole('group', {name: 'Merge pull request'}).getByRole('button').first()).toHaveText('Rebase and merge');
    });

    test('Slider: the slider and its number input stay in sync', async ({page}) => {
      const input = (demo: Locator) => demo.getByRole('spinbutton', {name: 'Break length (minutes)'});
      const demo = await openLiveDemo(page, '/material-ui/react-slider', 'input-slider', input);
      const slider = demo.getByRole('slider', {name: 'Break length (minutes)'});
      await expect(slider).toHaveAttribute('aria-valuenow', '15');
      await expect(input(demo)).toHaveValue('15');
      await input(demo).fill('40');
      await expect(slider).toHaveAttribute('aria-valuenow', '40');
      await slider.focus();
      await slider.press('ArrowRight');
      await expect(input(demo)).toHaveValue('45');
      await slider.press('End');
      await expect(input(demo)).toHaveValue('60');
      // A value past the maximum is clamped when the input loses focus.
      await input(demo).fill('90');
      await input(demo).blur();
      await expect(input(demo)).toHaveValue('60');
      await expect(slider).toHaveAttribute('aria-valuenow', '60');
    });

    test('Slider: the non-linear slider shows and announces its scaled value', async ({page}) => {
      const slider = (demo: Locator) => demo.getByRole('slider', {name: /^Storage/});
      const demo = await openLiveDemo(page, '/material-ui/react-slider', 'non-linear-slider', slider);
      await expect(demo.getByText('Storage: 64 GB')).toBeVisible();
      await expect(slider(demo)).toHaveAttribute('aria-valuetext', '64 GB');
      await slider(demo).focus();
      await slider(demo).press('ArrowRight');
      await expect(demo.getByText('Storage: 128 GB')).toBeVisible();
      await expect(slider(demo)).toHaveAttribute('aria-valuetext', '128 GB');
      // The value label above the thumb shows the scaled value while the thumb has focus.
      await expect(demo.locator('.MuiSlider-valueLabel')).toHaveText('128 GB');
      await slider(demo).press('End');
      await expect(demo.getByText('Storage: 1 TB')).toBeVisible();
      await expect(slider(demo)).toHaveAttribute('aria-valuenow', '1024');
    });

    test('Toggle Button: a group that enforces a value stays selected', async ({page}) => {
      const list = (demo: Locator) => demo.getByRole('button', {name: 'List view'});
      const demo = await openLiveDemo(page, '/material-ui/react-toggle-button', 'enforced-toggle-buttons', list);
      const grid = demo.getByRole('button', {name: 'Grid view'});
      await expect(list(demo)).toHaveAttribute('aria-pressed', 'true');
      // Clicking the selected button again does not clear the choice.
      await list(demo).click();
      await expect(list(demo)).toHaveAttribute('aria-pressed', 'true');
      await grid.click();
      await expect(grid).toHaveAttribute('aria-pressed', 'true');
      await expect(list(demo)).toHaveAttribute('aria-pressed', 'false');
      await grid.press('Enter');
      await expect(grid).toHaveAttribute('aria-pressed', 'true');
    });
  });
}
