/**
 * Material UI customization tokens, as a reader uses the demos: a colour added with augmentColor
 * reaches a button, the breakpoint readout follows the window, the dense theme shortens fields,
 * the colour tool rewrites its code, and the default theme viewer filters by a search term.
 * Each runs in light and dark.
 */
import type {Locator} from '@playwright/test';
import {test, expect, openHydrated} from './fixtures';
import {isRendered, openLiveDemo} from './support/liveDemos';

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('a colour added with augmentColor paints the contained button, in the shade for the mode', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/customization/palette', 'augmented-color');
      const button = demo.getByRole('button', {name: 'Book a table'});
      // Light mode uses #bf360c, dark mode the lighter #ff8a65.
      const expected = colorScheme === 'light' ? 'rgb(191, 54, 12)' : 'rgb(255, 138, 101)';
      await expect.poll(() => background(button)).toBe(expected);
      await expect(demo.getByText(colorScheme === 'light' ? 'salmon.main #bf360c' : 'salmon.main #ff8a65')).toBeVisible();
    });

    test('the breakpoint readout changes when the window is resized', async ({page}) => {
      await page.setViewportSize({width: 1280, height: 800});
      const demo = await openLiveDemo(page, '/material-ui/customization/breakpoints', 'breakpoint-helpers-live', (d) =>
        d.getByTestId('current-breakpoint'),
      );
      const current = demo.getByTestId('current-breakpoint');
      await expect(current).toHaveText('lg');
      await page.setViewportSize({width: 700, height: 800});
      await expect(current).toHaveText('sm');
      await expect(demo.getByRole('row', {name: /only\('md'\).*no match/})).toBeVisible();
      await page.setViewportSize({width: 1000, height: 800});
      await expect(current).toHaveText('md');
      await expect(demo.getByRole('row', {name: /only\('md'\).*matches/})).toBeVisible();
    });

    test('the density switch makes the text field shorter', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/customization/density', 'density-toggle');
      const field = demo.locator('.MuiInputBase-root').first();
      const toggle = demo.getByRole('switch', {name: 'Dense theme'}).or(demo.getByRole('checkbox', {name: 'Dense theme'}));
      await expect(toggle).toBeChecked();
      const dense = await height(field);
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect.poll(() => height(field)).toBeGreaterThan(dense);
      await toggle.click();
      await expect.poll(() => height(field)).toBe(dense);
    });

    test('the colour tool rewrites its createTheme code for a new hue and shade', async ({page}) => {
      const demo = await openLiveDemo(page, '/material-ui/customization/color', 'color-tool', (d) =>
        d.getByRole('combobox', {name: 'Primary hue'}),
      );
      const code = demo.getByTestId('color-tool-code');
      await expect(code).toContainText('primary: { main: indigo[500] }, // #3f51b5');
      await demo.getByRole('combobox', {name: 'Primary hue'}).click();
      await page.getByRole('option', {name: 'teal', exact: true}).click();
      await expect(code).toContainText('primary: { main: teal[500] }, // #009688');
      await expect(code).toContainText("import { teal, pink } from '@mui/material/colors';");
      await demo.getByRole('combobox', {name: 'shade'}).first().click();
      await page.getByRole('option', {name: '800', exact: true}).click();
      await expect(code).toContainText('primary: { main: teal[800] }, // #00695c');
      await expect(demo.getByText('#00695c').first()).toBeVisible();
    });

    test('the default theme viewer keeps only the keys that match the search', async ({page}) => {
      await openHydrated(page, '/material-ui/customization/default-theme');
      const viewer = page.getByTestId('default-theme-viewer');
      const search = viewer.getByTestId('default-theme-search');
      await search.scrollIntoViewIfNeeded();
      await expect.poll(() => isRendered(search)).toBe(true);
      const tree = viewer.getByRole('tree');
      await expect(tree.getByRole('treeitem', {name: /^shadows/})).toBeVisible();
      await search.fill('fontWeightBold');
      await expect(viewer.getByTestId('default-theme-matches')).toHaveText('1 match');
      await expect(tree.getByRole('treeitem', {name: /^fontWeightBold/})).toBeVisible();
      await expect(tree.getByRole('treeitem', {name: /^shadows/})).toHaveCount(0);
      await search.fill('primary.main');
      await expect(tree.getByRole('treeitem', {name: /^main/})).toHaveCount(1);
      await search.fill('');
      await expect(tree.getByRole('treeitem', {name: /^shadows/})).toBeVisible();
    });
  });
}
